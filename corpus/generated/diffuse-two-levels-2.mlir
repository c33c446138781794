// Corpus case 'diffuse-two-levels': `fusefuzz generate --seed 20` under strategy diffusion.
// EXPECT: pass
// STRATEGY: diffusion
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}DiffuseProducerInner=
module attributes {fusefuzz.seed = 20 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<4x?x2x4xf32> {fusefuzz.shape = array<i64: 4, 5, 2, 4>}, %arg1: tensor<?x?x?x?xf32> {fusefuzz.shape = array<i64: 5, 4, 2, 4>}, %arg2: tensor<5x4x2x4xf32>) -> (tensor<2x?x4x4xf32>, tensor<?x4x2x4xf32>, tensor<?x?x?x?xf32>) {
    %g0_c0_1 = arith.constant 1 : index
    %g0_d0_1 = tensor.dim %arg0, %g0_c0_1 : tensor<4x?x2x4xf32>
    %g0_empty0 = tensor.empty(%g0_d0_1) : tensor<2x?x4x4xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d1, d0, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4x?x2x4xf32>) outs(%g0_empty0 : tensor<2x?x4x4xf32>) {
    ^bb0(%g0_in0: f32, %g0_out0: f32):
      %g0_0 = arith.constant -0.000000e+00 : f32
      %g0_1 = math.sqrt %g0_0 : f32
      %g0_2 = arith.maximumf %g0_1, %g0_in0 : f32
      linalg.yield %g0_2 : f32
    } -> tensor<2x?x4x4xf32>
    %g1_c0_0 = arith.constant 1 : index
    %g1_d0_0 = tensor.dim %v0, %g1_c0_0 : tensor<2x?x4x4xf32>
    %g1_empty0 = tensor.empty(%g1_d0_0) : tensor<?x4x2x4xf32>
    %v1 = linalg.transpose ins(%v0 : tensor<2x?x4x4xf32>) outs(%g1_empty0 : tensor<?x4x2x4xf32>) permutation = [1, 2, 0, 3]
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %v1, %g2_c0_0 : tensor<?x4x2x4xf32>
    %g2_c0_1 = arith.constant 1 : index
    %g2_d0_1 = tensor.dim %arg1, %g2_c0_1 : tensor<?x?x?x?xf32>
    %g2_c0_2 = arith.constant 2 : index
    %g2_d0_2 = tensor.dim %arg1, %g2_c0_2 : tensor<?x?x?x?xf32>
    %g2_c0_3 = arith.constant 3 : index
    %g2_d0_3 = tensor.dim %arg1, %g2_c0_3 : tensor<?x?x?x?xf32>
    %g2_empty0 = tensor.empty(%g2_d0_0, %g2_d0_1, %g2_d0_2, %g2_d0_3) : tensor<?x?x?x?xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v1, %arg1, %arg2 : tensor<?x4x2x4xf32>, tensor<?x?x?x?xf32>, tensor<5x4x2x4xf32>) outs(%g2_empty0 : tensor<?x?x?x?xf32>) {
    ^bb0(%g2_in0: f32, %g2_in1: f32, %g2_in2: f32, %g2_out0: f32):
      %g2_0 = arith.divf %g2_in2, %g2_in1 : f32
      linalg.yield %g2_0 : f32
    } -> tensor<?x?x?x?xf32>
    %g3_c0_0 = arith.constant 0 : index
    %g3_d0_0 = tensor.dim %v2, %g3_c0_0 : tensor<?x?x?x?xf32>
    %g3_c0_1 = arith.constant 1 : index
    %g3_d0_1 = tensor.dim %v2, %g3_c0_1 : tensor<?x?x?x?xf32>
    %g3_c0_2 = arith.constant 2 : index
    %g3_d0_2 = tensor.dim %v2, %g3_c0_2 : tensor<?x?x?x?xf32>
    %g3_c0_3 = arith.constant 3 : index
    %g3_d0_3 = tensor.dim %v2, %g3_c0_3 : tensor<?x?x?x?xf32>
    %g3_empty0 = tensor.empty(%g3_d0_0, %g3_d0_1, %g3_d0_2, %g3_d0_3) : tensor<?x?x?x?xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v2 : tensor<?x?x?x?xf32>) outs(%g3_empty0 : tensor<?x?x?x?xf32>) {
    ^bb0(%g3_in0: f32, %g3_out0: f32):
      %g3_0 = arith.mulf %g3_in0, %g3_in0 : f32
      linalg.yield %g3_0 : f32
    } -> tensor<?x?x?x?xf32>
    return %v0, %v1, %v3 : tensor<2x?x4x4xf32>, tensor<?x4x2x4xf32>, tensor<?x?x?x?xf32>
  }
}
