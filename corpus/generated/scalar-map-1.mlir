// Corpus case 'scalar-map': `fusefuzz generate --seed 22` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 22 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<4x4xi8>, %arg1: tensor<3x?xi8> {fusefuzz.shape = array<i64: 3, 2>}, %arg2: tensor<?x?xi8> {fusefuzz.shape = array<i64: 4, 2>}, %arg3: tensor<4xf32>, %arg4: tensor<?xf32> {fusefuzz.shape = array<i64: 4>}) -> (tensor<?xf32>) {
    %cst0 = arith.constant dense<-0.000000e+00> : tensor<f16>
    %g0_empty0 = tensor.empty() : tensor<4x3xi8>
    %g0_fillval0 = arith.constant -2 : i8
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : i8) outs(%g0_empty0 : tensor<4x3xi8>) -> tensor<4x3xi8>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg0 : tensor<4x4xi8>) outs(%g0_fill0 : tensor<4x3xi8>) {
    ^bb0(%g0_in0: i8, %g0_out0: i8):
      %g0_0 = arith.constant 4 : i8
      %g0_1 = arith.maxui %g0_0, %g0_out0 : i8
      %g0_2 = arith.cmpi ugt, %g0_in0, %g0_out0 : i8
      %g0_3 = arith.constant 3 : i8
      %g0_4 = arith.select %g0_2, %g0_3, %g0_out0 : i8
      %g0_5 = arith.subi %g0_1, %g0_4 : i8
      %g0_6 = arith.addi %g0_out0, %g0_5 : i8
      linalg.yield %g0_6 : i8
    } -> tensor<4x3xi8>
    %v1 = linalg.matmul ins(%v0, %arg1 : tensor<4x3xi8>, tensor<3x?xi8>) outs(%arg2 : tensor<?x?xi8>) -> tensor<?x?xi8>
    %g2_c0_0 = arith.constant 1 : index
    %g2_d0_0 = tensor.dim %v1, %g2_c0_0 : tensor<?x?xi8>
    %g2_c0_1 = arith.constant 0 : index
    %g2_d0_1 = tensor.dim %v1, %g2_c0_1 : tensor<?x?xi8>
    %g2_empty0 = tensor.empty(%g2_d0_0, %g2_d0_1) : tensor<?x?xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]} ins(%v1, %v1 : tensor<?x?xi8>, tensor<?x?xi8>) outs(%g2_empty0 : tensor<?x?xf32>) {
    ^bb0(%g2_in0: i8, %g2_in1: i8, %g2_out0: f32):
      %g2_0 = arith.sitofp %g2_in1 : i8 to f32
      %g2_1 = arith.sitofp %g2_in0 : i8 to f32
      %g2_2 = arith.addf %g2_0, %g2_1 : f32
      %g2_3 = arith.negf %g2_2 : f32
      linalg.yield %g2_3 : f32
    } -> tensor<?x?xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%v2, %arg3, %cst0 : tensor<?x?xf32>, tensor<4xf32>, tensor<f16>) outs(%arg4 : tensor<?xf32>) {
    ^bb0(%g3_in0: f32, %g3_in1: f32, %g3_in2: f16, %g3_out0: f32):
      %g3_0 = arith.negf %g3_in0 : f32
      %g3_1 = arith.constant 5.000000e-01 : f32
      %g3_2 = arith.maximumf %g3_in1, %g3_1 : f32
      %g3_3 = arith.maximumf %g3_0, %g3_2 : f32
      %g3_4 = arith.maximumf %g3_out0, %g3_3 : f32
      linalg.yield %g3_4 : f32
    } -> tensor<?xf32>
    return %v3 : tensor<?xf32>
  }
}
