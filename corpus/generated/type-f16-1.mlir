// Corpus case 'type-f16': `fusefuzz generate --seed 16` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 16 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<4xi32>, %arg1: tensor<3x?xi32> {fusefuzz.shape = array<i64: 3, 4>}, %arg2: tensor<3x4xf16>, %arg3: tensor<4xf32>, %arg4: f16, %arg5: tensor<4xf16>) -> (tensor<3x5x4xi32>, tensor<?xf16>, tensor<4xf16>) {
    %g0_empty0 = tensor.empty() : tensor<3x5x4xi32>
    %v0 = linalg.broadcast ins(%arg0 : tensor<4xi32>) outs(%g0_empty0 : tensor<3x5x4xi32>) dimensions = [0, 1]
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d1, d0)>, affine_map<(d0, d1, d2) -> (d2, d0)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%v0 : tensor<3x5x4xi32>) outs(%arg1 : tensor<3x?xi32>) {
    ^bb0(%g1_in0: i32, %g1_out0: i32):
      %g1_0 = arith.constant -1 : i32
      %g1_1 = linalg.index 1 : index
      %g1_2 = arith.index_cast %g1_1 : index to i32
      %g1_3 = arith.andi %g1_0, %g1_2 : i32
      %g1_4 = arith.minsi %g1_out0, %g1_3 : i32
      linalg.yield %g1_4 : i32
    } -> tensor<3x?xi32>
    %g2_c0_1 = arith.constant 1 : index
    %g2_d0_1 = tensor.dim %v1, %g2_c0_1 : tensor<3x?xi32>
    %g2_empty0 = tensor.empty(%g2_d0_1) : tensor<3x?xf16>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v1, %arg2 : tensor<3x?xi32>, tensor<3x4xf16>) outs(%g2_empty0 : tensor<3x?xf16>) {
    ^bb0(%g2_in0: i32, %g2_in1: f16, %g2_out0: f16):
      %g2_0 = math.floor %arg4 : f16
      %g2_1 = arith.sitofp %g2_in0 : i32 to f16
      %g2_2 = linalg.index 1 : index
      %g2_3 = arith.constant 4 : index
      %g2_4 = arith.remui %g2_2, %g2_3 : index
      %g2_5 = tensor.extract %arg3[%g2_4] : tensor<4xf32>
      %g2_6 = arith.truncf %g2_5 : f32 to f16
      %g2_7 = arith.minimumf %g2_1, %g2_6 : f16
      %g2_8 = arith.divf %g2_0, %g2_7 : f16
      linalg.yield %g2_8 : f16
    } -> tensor<3x?xf16>
    %g3_c0_0 = arith.constant 1 : index
    %g3_d0_0 = tensor.dim %v2, %g3_c0_0 : tensor<3x?xf16>
    %g3_empty0 = tensor.empty(%g3_d0_0) : tensor<?xf16>
    %g3_fillval0 = arith.constant 5.000000e-01 : f16
    %g3_fill0 = linalg.fill ins(%g3_fillval0 : f16) outs(%g3_empty0 : tensor<?xf16>) -> tensor<?xf16>
    %v3:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%v2 : tensor<3x?xf16>) outs(%g3_fill0, %arg5 : tensor<?xf16>, tensor<4xf16>) {
    ^bb0(%g3_in0: f16, %g3_out0: f16, %g3_out1: f16):
      %g3_0 = arith.cmpf ord, %g3_in0, %g3_in0 : f16
      %g3_1 = arith.select %g3_0, %g3_out0, %g3_out1 : f16
      %g3_2 = arith.cmpf ugt, %g3_in0, %g3_in0 : f16
      %g3_3 = arith.select %g3_2, %g3_in0, %g3_out1 : f16
      %g3_4 = arith.subf %g3_1, %g3_3 : f16
      %g3_5 = arith.addf %g3_out0, %g3_4 : f16
      %g3_6 = arith.maximumf %g3_out0, %g3_5 : f16
      %g3_7 = arith.minimumf %g3_out0, %g3_in0 : f16
      %g3_8 = arith.divf %g3_7, %g3_out1 : f16
      %g3_9 = arith.constant 2.000000e+00 : f16
      %g3_10 = arith.divf %g3_out1, %g3_in0 : f16
      %g3_11 = arith.subf %g3_9, %g3_10 : f16
      %g3_12 = arith.divf %g3_8, %g3_11 : f16
      %g3_13 = arith.minimumf %g3_out1, %g3_12 : f16
      linalg.yield %g3_6, %g3_13 : f16, f16
    } -> (tensor<?xf16>, tensor<4xf16>)
    return %v0, %v3#0, %v3#1 : tensor<3x5x4xi32>, tensor<?xf16>, tensor<4xf16>
  }
}
