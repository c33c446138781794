// Corpus case 'depthwise-conv': `fusefuzz generate --seed 211` under strategy all.
// EXPECT: pass
// STRATEGY: all
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 211 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<1x1x1xf32>, %arg1: tensor<?x?x7x1xf32> {fusefuzz.shape = array<i64: 1, 2, 7, 1>}, %arg2: tensor<2x2x1xf32>, %arg3: tensor<1x1x5x1xf32>, %arg4: tensor<5x2xf32>, %arg5: tensor<?xf32> {fusefuzz.shape = array<i64: 4>}, %arg6: tensor<4x4x?x4xf32> {fusefuzz.shape = array<i64: 4, 4, 5, 4>}, %arg7: tensor<4x4x4xf32>, %arg8: index {fusefuzz.value = 0 : i64}, %arg9: index {fusefuzz.value = 1 : i64}, %arg10: index {fusefuzz.value = 1 : i64}, %arg11: index {fusefuzz.value = 1 : i64}, %arg12: index {fusefuzz.value = 1 : i64}) -> (tensor<1x1x1xf32>, tensor<1x2xf32>, tensor<4x4x4xf32>, tensor<?x?x?xf32>) {
    %g0_empty0 = tensor.empty() : tensor<1x1x1xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x1x1xf32>) outs(%g0_empty0 : tensor<1x1x1xf32>) {
    ^bb0(%g0_in0: f32, %g0_out0: f32):
      %g0_0 = arith.subf %g0_in0, %g0_in0 : f32
      %g0_1 = arith.cmpf olt, %g0_in0, %g0_0 : f32
      %g0_2 = arith.addf %g0_in0, %g0_in0 : f32
      %g0_3 = math.sqrt %g0_in0 : f32
      %g0_4 = arith.mulf %g0_2, %g0_3 : f32
      %g0_5 = arith.select %g0_1, %g0_4, %g0_in0 : f32
      linalg.yield %g0_5 : f32
    } -> tensor<1x1x1xf32>
    %v1 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%arg1, %arg2 : tensor<?x?x7x1xf32>, tensor<2x2x1xf32>) outs(%arg3 : tensor<1x1x5x1xf32>) -> tensor<1x1x5x1xf32>
    %v2 = tensor.collapse_shape %v1 [[0], [1, 2, 3]] : tensor<1x1x5x1xf32> into tensor<1x5xf32>
    %g3_empty0 = tensor.empty() : tensor<1x2xf32>
    %g3_fillval0 = arith.constant 0.000000e+00 : f32
    %g3_fill0 = linalg.fill ins(%g3_fillval0 : f32) outs(%g3_empty0 : tensor<1x2xf32>) -> tensor<1x2xf32>
    %v3 = linalg.matmul ins(%v2, %arg4 : tensor<1x5xf32>, tensor<5x2xf32>) outs(%g3_fill0 : tensor<1x2xf32>) -> tensor<1x2xf32>
    %g4_c1_1 = arith.constant 0 : index
    %g4_d1_1 = tensor.dim %arg5, %g4_c1_1 : tensor<?xf32>
    %g4_empty1 = tensor.empty(%g4_d1_1) : tensor<4x?x4xf32>
    %g4_fillval1 = arith.constant 0.000000e+00 : f32
    %g4_fill1 = linalg.fill ins(%g4_fillval1 : f32) outs(%g4_empty1 : tensor<4x?x4xf32>) -> tensor<4x?x4xf32>
    %v4:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3, d0)>], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%arg5, %arg6, %arg6 : tensor<?xf32>, tensor<4x4x?x4xf32>, tensor<4x4x?x4xf32>) outs(%arg7, %g4_fill1 : tensor<4x4x4xf32>, tensor<4x?x4xf32>) {
    ^bb0(%g4_in0: f32, %g4_in1: f32, %g4_in2: f32, %g4_out0: f32, %g4_out1: f32):
      %g4_0 = arith.minimumf %g4_out0, %g4_out0 : f32
      %g4_1 = arith.minimumf %g4_out0, %g4_0 : f32
      %g4_2 = arith.minimumf %g4_in2, %g4_out0 : f32
      %g4_3 = arith.maximumf %g4_out1, %g4_2 : f32
      linalg.yield %g4_1, %g4_3 : f32, f32
    } -> (tensor<4x4x4xf32>, tensor<4x?x4xf32>)
    %g5_c0_1 = arith.constant 1 : index
    %g5_d0_1 = tensor.dim %v4#1, %g5_c0_1 : tensor<4x?x4xf32>
    %g5_empty0 = tensor.empty(%g5_d0_1) : tensor<4x?x4xf32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v4#1 : tensor<4x?x4xf32>) outs(%g5_empty0 : tensor<4x?x4xf32>) {
    ^bb0(%g5_in0: f32, %g5_out0: f32):
      %g5_0 = arith.negf %g5_in0 : f32
      linalg.yield %g5_0 : f32
    } -> tensor<4x?x4xf32>
    %p6_padval = arith.constant 7.000000e+00 : f32
    %v6 = tensor.pad %v5 low[%arg8, 1, %arg11] high[%arg9, %arg10, %arg12] {
    ^bb0(%p6_i0: index, %p6_i1: index, %p6_i2: index):
      tensor.yield %p6_padval : f32
    } : tensor<4x?x4xf32> to tensor<?x?x?xf32>
    return %v0, %v3, %v4#0, %v6 : tensor<1x1x1xf32>, tensor<1x2xf32>, tensor<4x4x4xf32>, tensor<?x?x?xf32>
  }
}
