// Corpus case 'refused-horizontal-sibling-not-all-parallel': `fusefuzz generate --seed 2 --strategy horizontal` under strategy horizontal.
// EXPECT: pass
// STRATEGY: horizontal
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}FuseSiblings: sibling-not-all-parallel=
module attributes {fusefuzz.seed = 2 : i64, fusefuzz.policy = "0x098e10579c6ad515"} {
  func.func @case(%arg0: tensor<4x?xf32> {fusefuzz.shape = array<i64: 4, 1>}, %arg1: tensor<1x?xi32> {fusefuzz.shape = array<i64: 1, 4>}, %arg2: tensor<f32>) -> (tensor<?xf32>, tensor<4x?xf32>, tensor<3xf32>) {
    %g0_c0_0 = arith.constant 1 : index
    %g0_d0_0 = tensor.dim %arg0, %g0_c0_0 : tensor<4x?xf32>
    %g0_empty0 = tensor.empty(%g0_d0_0) : tensor<?xf32>
    %g0_fillval0 = arith.constant 0.000000e+00 : f32
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : f32) outs(%g0_empty0 : tensor<?xf32>) -> tensor<?xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg0, %arg1, %arg2 : tensor<4x?xf32>, tensor<1x?xi32>, tensor<f32>) outs(%g0_fill0 : tensor<?xf32>) {
    ^bb0(%g0_in0: f32, %g0_in1: i32, %g0_in2: f32, %g0_out0: f32):
      %g0_0 = arith.sitofp %g0_in1 : i32 to f32
      %g0_1 = arith.maximumf %g0_in2, %g0_0 : f32
      %g0_2 = arith.mulf %g0_1, %g0_in2 : f32
      %g0_3 = arith.mulf %g0_out0, %g0_2 : f32
      linalg.yield %g0_3 : f32
    } -> tensor<?xf32>
    %g1_c0_1 = arith.constant 1 : index
    %g1_d0_1 = tensor.dim %arg0, %g1_c0_1 : tensor<4x?xf32>
    %g1_empty0 = tensor.empty(%g1_d0_1) : tensor<4x?xf32>
    %g1_fillval0 = arith.constant 1.000000e+00 : f32
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : f32) outs(%g1_empty0 : tensor<4x?xf32>) -> tensor<4x?xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x?xf32>) outs(%g1_fill0 : tensor<4x?xf32>) {
    ^bb0(%g1_in0: f32, %g1_out0: f32):
      %g1_0 = arith.addf %g1_in0, %g1_in0 : f32
      linalg.yield %g1_0 : f32
    } -> tensor<4x?xf32>
    %g2_empty0 = tensor.empty() : tensor<3xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg2 : tensor<f32>) outs(%g2_empty0 : tensor<3xf32>) {
    ^bb0(%g2_in0: f32, %g2_out0: f32):
      %g2_0 = arith.divf %g2_in0, %g2_in0 : f32
      %g2_1 = math.exp %g2_0 : f32
      %g2_2 = math.absf %g2_1 : f32
      linalg.yield %g2_2 : f32
    } -> tensor<3xf32>
    return %v0, %v1, %v2 : tensor<?xf32>, tensor<4x?xf32>, tensor<3xf32>
  }
}
