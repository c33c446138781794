// Corpus case 'type-i8': `fusefuzz generate --seed 25` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 25 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<?xi8> {fusefuzz.shape = array<i64: 2>}, %arg1: tensor<f32>, %arg2: tensor<2x?xf32> {fusefuzz.shape = array<i64: 2, 5>}, %arg3: tensor<2x?x4x5xf32> {fusefuzz.shape = array<i64: 2, 5, 4, 5>}) -> (tensor<4x?x?x?xf32>) {
    %g0_c0_0 = arith.constant 0 : index
    %g0_d0_0 = tensor.dim %arg0, %g0_c0_0 : tensor<?xi8>
    %g0_empty0 = tensor.empty(%g0_d0_0) : tensor<?x5x4x5xi8>
    %g0_fillval0 = arith.constant 4 : i8
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : i8) outs(%g0_empty0 : tensor<?x5x4x5xi8>) -> tensor<?x5x4x5xi8>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<?xi8>) outs(%g0_fill0 : tensor<?x5x4x5xi8>) {
    ^bb0(%g0_in0: i8, %g0_out0: i8):
      %g0_0 = arith.constant 2 : i8
      %g0_1 = arith.cmpi ugt, %g0_0, %g0_out0 : i8
      %g0_2 = arith.select %g0_1, %g0_out0, %g0_out0 : i8
      %g0_3 = arith.cmpi slt, %g0_2, %g0_out0 : i8
      %g0_4 = arith.addi %g0_in0, %g0_in0 : i8
      %g0_5 = arith.select %g0_3, %g0_4, %g0_out0 : i8
      linalg.yield %g0_5 : i8
    } -> tensor<?x5x4x5xi8>
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %v0, %g1_c0_0 : tensor<?x5x4x5xi8>
    %g1_c0_3 = arith.constant 1 : index
    %g1_d0_3 = tensor.dim %arg2, %g1_c0_3 : tensor<2x?xf32>
    %g1_empty0 = tensor.empty(%g1_d0_0, %g1_d0_3) : tensor<?x5x4x?xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v0, %arg1, %arg2 : tensor<?x5x4x5xi8>, tensor<f32>, tensor<2x?xf32>) outs(%g1_empty0 : tensor<?x5x4x?xf32>) {
    ^bb0(%g1_in0: i8, %g1_in1: f32, %g1_in2: f32, %g1_out0: f32):
      %g1_0 = arith.minimumf %g1_in1, %g1_in1 : f32
      linalg.yield %g1_0 : f32
    } -> tensor<?x5x4x?xf32>
    %g2_c0_1 = arith.constant 0 : index
    %g2_d0_1 = tensor.dim %v1, %g2_c0_1 : tensor<?x5x4x?xf32>
    %g2_c0_2 = arith.constant 3 : index
    %g2_d0_2 = tensor.dim %v1, %g2_c0_2 : tensor<?x5x4x?xf32>
    %g2_c0_3 = arith.constant 1 : index
    %g2_d0_3 = tensor.dim %arg3, %g2_c0_3 : tensor<2x?x4x5xf32>
    %g2_empty0 = tensor.empty(%g2_d0_1, %g2_d0_2, %g2_d0_3) : tensor<4x?x?x?xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d2, d0, d3, d1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v1, %arg3, %arg1 : tensor<?x5x4x?xf32>, tensor<2x?x4x5xf32>, tensor<f32>) outs(%g2_empty0 : tensor<4x?x?x?xf32>) {
    ^bb0(%g2_in0: f32, %g2_in1: f32, %g2_in2: f32, %g2_out0: f32):
      %g2_0 = arith.negf %g2_in2 : f32
      linalg.yield %g2_0 : f32
    } -> tensor<4x?x?x?xf32>
    return %v2 : tensor<4x?x?x?xf32>
  }
}
