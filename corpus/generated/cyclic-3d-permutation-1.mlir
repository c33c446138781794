// Corpus case 'cyclic-3d-permutation': `fusefuzz generate --seed 28` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 28 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<3x3x4x?xf32> {fusefuzz.shape = array<i64: 3, 3, 4, 4>}, %arg1: tensor<2xi32>, %arg2: tensor<?xi32> {fusefuzz.shape = array<i64: 2>}, %arg3: f32) -> (tensor<3x3x?x4xf32>, tensor<?xi32>, tensor<2x1x1xf32>) {
    %g0_c0_2 = arith.constant 3 : index
    %g0_d0_2 = tensor.dim %arg0, %g0_c0_2 : tensor<3x3x4x?xf32>
    %g0_empty0 = tensor.empty(%g0_d0_2) : tensor<3x3x?x4xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d0, d3, d2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg0 : tensor<3x3x4x?xf32>, tensor<3x3x4x?xf32>) outs(%g0_empty0 : tensor<3x3x?x4xf32>) {
    ^bb0(%g0_in0: f32, %g0_in1: f32, %g0_out0: f32):
      %g0_0 = arith.divf %g0_in0, %g0_in0 : f32
      %g0_1 = arith.minimumf %g0_in1, %g0_in1 : f32
      %g0_2 = arith.subf %g0_0, %g0_1 : f32
      %g0_3 = arith.negf %g0_2 : f32
      linalg.yield %g0_3 : f32
    } -> tensor<3x3x?x4xf32>
    %g1_empty1 = tensor.empty() : tensor<2xf32>
    %v1:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg1 : tensor<2xi32>) outs(%arg2, %g1_empty1 : tensor<?xi32>, tensor<2xf32>) {
    ^bb0(%g1_in0: i32, %g1_out0: i32, %g1_out1: f32):
      %g1_0 = arith.constant -1 : i32
      %g1_1 = arith.ori %g1_in0, %g1_0 : i32
      %g1_2 = arith.sitofp %g1_in0 : i32 to f32
      %g1_3 = arith.constant -1.500000e+00 : f32
      %g1_4 = arith.subf %g1_2, %g1_3 : f32
      linalg.yield %g1_1, %g1_4 : i32, f32
    } -> (tensor<?xi32>, tensor<2xf32>)
    %g2_empty0 = tensor.empty() : tensor<2x1x1xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2, d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v1#1 : tensor<2xf32>) outs(%g2_empty0 : tensor<2x1x1xf32>) {
    ^bb0(%g2_in0: f32, %g2_out0: f32):
      %g2_0 = math.exp %arg3 : f32
      linalg.yield %g2_0 : f32
    } -> tensor<2x1x1xf32>
    return %v0, %v1#0, %v2 : tensor<3x3x?x4xf32>, tensor<?xi32>, tensor<2x1x1xf32>
  }
}
