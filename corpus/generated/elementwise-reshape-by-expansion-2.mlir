// Corpus case 'elementwise-reshape-by-expansion': `fusefuzz generate --seed 104` under strategy elementwise.
// EXPECT: pass
// STRATEGY: elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}FoldWithProducerReshapeOpByExpansion=
module attributes {fusefuzz.seed = 104 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<1x?x?x1xf32> {fusefuzz.shape = array<i64: 1, 1, 2, 1>}, %arg1: index {fusefuzz.value = 2 : i64}, %arg2: index {fusefuzz.value = 2 : i64}, %arg3: index {fusefuzz.value = 2 : i64}, %arg4: tensor<1x5x5xf32>, %arg5: tensor<1x3x5xf32>) -> (tensor<1x3x5xf32>) {
    %cst0 = arith.constant dense<7.000000e+00> : tensor<1x1x2x1xf32>
    %p0_padval = arith.constant 0.000000e+00 : f32
    %v0 = tensor.pad %arg0 low[0, %arg1, %arg2, 0] high[0, 2, %arg3, 0] {
    ^bb0(%p0_i0: index, %p0_i1: index, %p0_i2: index, %p0_i3: index):
      tensor.yield %p0_padval : f32
    } : tensor<1x?x?x1xf32> to tensor<1x?x?x1xf32>
    %g1_empty0 = tensor.empty() : tensor<1x3x5x1xf32>
    %g1_fillval0 = arith.constant -0.000000e+00 : f32
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : f32) outs(%g1_empty0 : tensor<1x3x5x1xf32>) -> tensor<1x3x5x1xf32>
    %v1 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>} ins(%v0, %cst0 : tensor<1x?x?x1xf32>, tensor<1x1x2x1xf32>) outs(%g1_fill0 : tensor<1x3x5x1xf32>) -> tensor<1x3x5x1xf32>
    %v2 = tensor.collapse_shape %v1 [[0], [1], [2, 3]] : tensor<1x3x5x1xf32> into tensor<1x3x5xf32>
    %v3 = linalg.batch_matmul ins(%v2, %arg4 : tensor<1x3x5xf32>, tensor<1x5x5xf32>) outs(%arg5 : tensor<1x3x5xf32>) -> tensor<1x3x5xf32>
    %g4_empty0 = tensor.empty() : tensor<1x3x5xf32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v3 : tensor<1x3x5xf32>) outs(%g4_empty0 : tensor<1x3x5xf32>) {
    ^bb0(%g4_in0: f32, %g4_out0: f32):
      %g4_0 = arith.divf %g4_in0, %g4_in0 : f32
      %g4_1 = arith.minimumf %g4_in0, %g4_in0 : f32
      %g4_2 = arith.maximumf %g4_0, %g4_1 : f32
      %g4_3 = arith.negf %g4_2 : f32
      linalg.yield %g4_3 : f32
    } -> tensor<1x3x5xf32>
    return %v4 : tensor<1x3x5xf32>
  }
}
