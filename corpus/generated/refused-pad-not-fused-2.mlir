// Corpus case 'refused-pad-not-fused': `fusefuzz generate --seed 26` under strategy elementwise.
// EXPECT: pass
// STRATEGY: elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}} pad-not-fused=
module attributes {fusefuzz.seed = 26 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<3xf32>, %arg1: index {fusefuzz.value = 0 : i64}, %arg2: index {fusefuzz.value = 0 : i64}, %arg3: tensor<4x1x3xf32>) -> (tensor<?xf32>, tensor<3x4xf32>) {
    %cst0 = arith.constant dense<-1.500000e+00> : tensor<3xf32>
    %g0_empty0 = tensor.empty() : tensor<3xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%cst0, %cst0, %arg0 : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) outs(%g0_empty0 : tensor<3xf32>) {
    ^bb0(%g0_in0: f32, %g0_in1: f32, %g0_in2: f32, %g0_out0: f32):
      %g0_0 = arith.divf %g0_in2, %g0_in1 : f32
      %g0_1 = arith.constant 0.000000e+00 : f32
      %g0_2 = arith.divf %g0_in0, %g0_1 : f32
      %g0_3 = arith.addf %g0_0, %g0_2 : f32
      linalg.yield %g0_3 : f32
    } -> tensor<3xf32>
    %p1_padval = arith.constant 2.000000e+00 : f32
    %v1 = tensor.pad %v0 low[%arg1] high[%arg2] {
    ^bb0(%p1_i0: index):
      tensor.yield %p1_padval : f32
    } : tensor<3xf32> to tensor<?xf32>
    %g2_empty0 = tensor.empty() : tensor<3x1x4xf32>
    %v2 = linalg.transpose ins(%arg3 : tensor<4x1x3xf32>) outs(%g2_empty0 : tensor<3x1x4xf32>) permutation = [2, 1, 0]
    %v3 = tensor.expand_shape %v2 [[0], [1], [2, 3]] output_shape [3, 1, 4, 1] : tensor<3x1x4xf32> into tensor<3x1x4x1xf32>
    %g4_empty0 = tensor.empty() : tensor<3x4xf32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0, d1, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v3 : tensor<3x1x4x1xf32>) outs(%g4_empty0 : tensor<3x4xf32>) {
    ^bb0(%g4_in0: f32, %g4_out0: f32):
      %g4_0 = arith.maximumf %g4_in0, %g4_in0 : f32
      linalg.yield %g4_0 : f32
    } -> tensor<3x4xf32>
    %g5_empty0 = tensor.empty() : tensor<3x4xf32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v4 : tensor<3x4xf32>) outs(%g5_empty0 : tensor<3x4xf32>) {
    ^bb0(%g5_in0: f32, %g5_out0: f32):
      %g5_0 = arith.constant -3.000000e+00 : f32
      %g5_1 = linalg.index 1 : index
      %g5_2 = arith.index_cast %g5_1 : index to i32
      %g5_3 = arith.sitofp %g5_2 : i32 to f32
      %g5_4 = arith.mulf %g5_0, %g5_3 : f32
      %g5_5 = math.floor %g5_in0 : f32
      %g5_6 = arith.subf %g5_4, %g5_5 : f32
      %g5_7 = arith.negf %g5_6 : f32
      linalg.yield %g5_7 : f32
    } -> tensor<3x4xf32>
    return %v1, %v5 : tensor<?xf32>, tensor<3x4xf32>
  }
}
