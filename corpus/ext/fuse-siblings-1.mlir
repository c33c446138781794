// Corpus case 'fuse-siblings': `fusefuzz generate --seed 0 --strategy horizontal` under strategy horizontal.
// EXPECT: pass
// STRATEGY: horizontal
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}FuseSiblings=
module attributes {fusefuzz.seed = 0 : i64, fusefuzz.policy = "0x098e10579c6ad515"} {
  func.func @case(%arg0: tensor<f32>, %arg1: tensor<?x4x4x3xf32> {fusefuzz.shape = array<i64: 5, 4, 4, 3>}, %arg2: tensor<3xf32>, %arg3: tensor<2xf32>) -> (tensor<?x4x3xf32>, tensor<?x4x4x3xf32>, tensor<?x4x4x3xf32>, tensor<?x4x4x3xf32>, tensor<3xf32>, tensor<2xf32>) {
    %g0_c0_0 = arith.constant 0 : index
    %g0_d0_0 = tensor.dim %arg1, %g0_c0_0 : tensor<?x4x4x3xf32>
    %g0_empty0 = tensor.empty(%g0_d0_0) : tensor<?x4x3xf32>
    %g0_fillval0 = arith.constant 0.000000e+00 : f32
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : f32) outs(%g0_empty0 : tensor<?x4x3xf32>) -> tensor<?x4x3xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%arg0, %arg1 : tensor<f32>, tensor<?x4x4x3xf32>) outs(%g0_fill0 : tensor<?x4x3xf32>) {
    ^bb0(%g0_in0: f32, %g0_in1: f32, %g0_out0: f32):
      %g0_0 = arith.divf %g0_in0, %g0_in1 : f32
      %g0_1 = arith.constant -0.000000e+00 : f32
      %g0_2 = arith.divf %g0_0, %g0_1 : f32
      %g0_3 = arith.mulf %g0_out0, %g0_2 : f32
      linalg.yield %g0_3 : f32
    } -> tensor<?x4x3xf32>
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %arg1, %g1_c0_0 : tensor<?x4x4x3xf32>
    %g1_empty0 = tensor.empty(%g1_d0_0) : tensor<?x4x4x3xf32>
    %g1_c1_0 = arith.constant 0 : index
    %g1_d1_0 = tensor.dim %arg1, %g1_c1_0 : tensor<?x4x4x3xf32>
    %g1_empty1 = tensor.empty(%g1_d1_0) : tensor<?x4x4x3xf32>
    %g1_fillval1 = arith.constant 0.000000e+00 : f32
    %g1_fill1 = linalg.fill ins(%g1_fillval1 : f32) outs(%g1_empty1 : tensor<?x4x4x3xf32>) -> tensor<?x4x4x3xf32>
    %v1:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<?x4x4x3xf32>) outs(%g1_empty0, %g1_fill1 : tensor<?x4x4x3xf32>, tensor<?x4x4x3xf32>) {
    ^bb0(%g1_in0: f32, %g1_out0: f32, %g1_out1: f32):
      %g1_0 = arith.maximumf %g1_in0, %g1_in0 : f32
      %g1_1 = arith.addf %g1_in0, %g1_0 : f32
      %g1_2 = arith.constant 5.000000e-01 : f32
      %g1_3 = arith.constant -0.000000e+00 : f32
      %g1_4 = arith.subf %g1_2, %g1_3 : f32
      linalg.yield %g1_1, %g1_4 : f32, f32
    } -> (tensor<?x4x4x3xf32>, tensor<?x4x4x3xf32>)
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %arg1, %g2_c0_0 : tensor<?x4x4x3xf32>
    %g2_empty0 = tensor.empty(%g2_d0_0) : tensor<?x4x4x3xf32>
    %v2 = linalg.transpose ins(%arg1 : tensor<?x4x4x3xf32>) outs(%g2_empty0 : tensor<?x4x4x3xf32>) permutation = [0, 2, 1, 3]
    %g3_empty0 = tensor.empty() : tensor<3xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0, %arg2 : tensor<f32>, tensor<3xf32>) outs(%g3_empty0 : tensor<3xf32>) {
    ^bb0(%g3_in0: f32, %g3_in1: f32, %g3_out0: f32):
      %g3_0 = math.floor %g3_in1 : f32
      %g3_1 = math.absf %g3_0 : f32
      %g3_2 = arith.constant 0.000000e+00 : f32
      %g3_3 = arith.mulf %g3_1, %g3_2 : f32
      linalg.yield %g3_3 : f32
    } -> tensor<3xf32>
    %g4_empty0 = tensor.empty() : tensor<2xf32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0, %arg3 : tensor<f32>, tensor<2xf32>) outs(%g4_empty0 : tensor<2xf32>) {
    ^bb0(%g4_in0: f32, %g4_in1: f32, %g4_out0: f32):
      %g4_0 = arith.subf %g4_in1, %g4_in0 : f32
      linalg.yield %g4_0 : f32
    } -> tensor<2xf32>
    return %v0, %v1#0, %v1#1, %v2, %v3, %v4 : tensor<?x4x3xf32>, tensor<?x4x4x3xf32>, tensor<?x4x4x3xf32>, tensor<?x4x4x3xf32>, tensor<3xf32>, tensor<2xf32>
  }
}
