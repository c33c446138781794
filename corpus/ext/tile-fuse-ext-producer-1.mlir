// Corpus case 'tile-fuse-ext-producer': `fusefuzz generate --seed 0 --strategy tile-fuse-ext` under strategy tile-fuse-ext.
// EXPECT: pass
// STRATEGY: tile-fuse-ext
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}TileFuseExtProducer=
module attributes {fusefuzz.seed = 0 : i64, fusefuzz.policy = "0x2d46020661320c17"} {
  func.func @case(%arg0: tensor<f32>, %arg1: tensor<?x4x4x3xf32> {fusefuzz.shape = array<i64: 5, 4, 4, 3>}, %arg2: tensor<?x?xf32> {fusefuzz.shape = array<i64: 5, 4>}, %arg3: tensor<?x?x3xf32> {fusefuzz.shape = array<i64: 5, 4, 3>}, %arg4: tensor<3xf32>, %arg5: tensor<?xf32> {fusefuzz.shape = array<i64: 3>}, %arg6: tensor<f32>, %arg7: tensor<5x1x4x4xf32>, %arg8: tensor<4x4x1xf32>, %arg9: tensor<3xf32>) -> (tensor<4x4xf32>) {
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
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%v0, %arg2, %arg3 : tensor<?x4x3xf32>, tensor<?x?xf32>, tensor<?x?x3xf32>) outs(%arg4 : tensor<3xf32>) {
    ^bb0(%g1_in0: f32, %g1_in1: f32, %g1_in2: f32, %g1_out0: f32):
      %g1_0 = math.sqrt %g1_in0 : f32
      %g1_1 = arith.maximumf %g1_out0, %g1_0 : f32
      linalg.yield %g1_1 : f32
    } -> tensor<3xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%v1, %arg4, %arg5 : tensor<3xf32>, tensor<3xf32>, tensor<?xf32>) outs(%arg6 : tensor<f32>) {
    ^bb0(%g2_in0: f32, %g2_in1: f32, %g2_in2: f32, %g2_out0: f32):
      %g2_0 = math.exp %g2_in2 : f32
      %g2_1 = math.floor %g2_0 : f32
      %g2_2 = arith.minimumf %g2_out0, %g2_1 : f32
      linalg.yield %g2_2 : f32
    } -> tensor<f32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%v2, %arg7 : tensor<f32>, tensor<5x1x4x4xf32>) outs(%arg8 : tensor<4x4x1xf32>) {
    ^bb0(%g3_in0: f32, %g3_in1: f32, %g3_out0: f32):
      %g3_0 = arith.constant -1.500000e+00 : f32
      %g3_1 = arith.minimumf %g3_in0, %g3_0 : f32
      %g3_2 = arith.maximumf %g3_out0, %g3_1 : f32
      %g3_3 = arith.minimumf %g3_out0, %g3_2 : f32
      linalg.yield %g3_3 : f32
    } -> tensor<4x4x1xf32>
    %g4_empty0 = tensor.empty() : tensor<4x4xf32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v3 : tensor<4x4x1xf32>) outs(%g4_empty0 : tensor<4x4xf32>) {
    ^bb0(%g4_in0: f32, %g4_out0: f32):
      %g4_0 = arith.mulf %g4_in0, %g4_in0 : f32
      linalg.yield %g4_0 : f32
    } -> tensor<4x4xf32>
    return %v4 : tensor<4x4xf32>
  }
}
