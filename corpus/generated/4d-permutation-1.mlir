// Corpus case '4d-permutation': `fusefuzz generate --seed 15` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 15 : i64, fusefuzz.policy = "0xff4bf7f6d7a45ffa"} {
  func.func @case(%arg0: tensor<3x?x3x5xf32> {fusefuzz.shape = array<i64: 3, 3, 3, 5>}, %arg1: tensor<3x?x9x?xf32> {fusefuzz.shape = array<i64: 3, 4, 9, 5>}, %arg2: tensor<3x?x?xf32> {fusefuzz.shape = array<i64: 3, 4, 5>}, %arg3: tensor<4x1xf32>) -> (tensor<3x?x?x?xf32>) {
    %v0 = tensor.collapse_shape %arg0 [[0], [1, 2], [3]] : tensor<3x?x3x5xf32> into tensor<3x?x5xf32>
    %g1_c0_1 = arith.constant 1 : index
    %g1_d0_1 = tensor.dim %arg1, %g1_c0_1 : tensor<3x?x9x?xf32>
    %g1_c0_2 = arith.constant 1 : index
    %g1_d0_2 = tensor.dim %v0, %g1_c0_2 : tensor<3x?x5xf32>
    %g1_c0_3 = arith.constant 3 : index
    %g1_d0_3 = tensor.dim %arg1, %g1_c0_3 : tensor<3x?x9x?xf32>
    %g1_empty0 = tensor.empty(%g1_d0_1, %g1_d0_2, %g1_d0_3) : tensor<3x?x?x?xf32>
    %g1_fillval0 = arith.constant -1.500000e+00 : f32
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : f32) outs(%g1_empty0 : tensor<3x?x?x?xf32>) -> tensor<3x?x?x?xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v0, %arg1, %arg2 : tensor<3x?x5xf32>, tensor<3x?x9x?xf32>, tensor<3x?x?xf32>) outs(%g1_fill0 : tensor<3x?x?x?xf32>) {
    ^bb0(%g1_in0: f32, %g1_in1: f32, %g1_in2: f32, %g1_out0: f32):
      %g1_0 = arith.minimumf %g1_out0, %g1_in0 : f32
      linalg.yield %g1_0 : f32
    } -> tensor<3x?x?x?xf32>
    %g2_c0_1 = arith.constant 3 : index
    %g2_d0_1 = tensor.dim %v1, %g2_c0_1 : tensor<3x?x?x?xf32>
    %g2_c0_2 = arith.constant 2 : index
    %g2_d0_2 = tensor.dim %v1, %g2_c0_2 : tensor<3x?x?x?xf32>
    %g2_c0_3 = arith.constant 1 : index
    %g2_d0_3 = tensor.dim %v1, %g2_c0_3 : tensor<3x?x?x?xf32>
    %g2_empty0 = tensor.empty(%g2_d0_1, %g2_d0_2, %g2_d0_3) : tensor<3x?x?x?xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2, d1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v1 : tensor<3x?x?x?xf32>) outs(%g2_empty0 : tensor<3x?x?x?xf32>) {
    ^bb0(%g2_in0: f32, %g2_out0: f32):
      %g2_0 = math.absf %g2_in0 : f32
      linalg.yield %g2_0 : f32
    } -> tensor<3x?x?x?xf32>
    return %v2 : tensor<3x?x?x?xf32>
  }
}
