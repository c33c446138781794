// Corpus case 'conv': `fusefuzz generate --seed 43` under strategy all.
// EXPECT: pass
// STRATEGY: all
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 43 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<?x7x4x?xf32> {fusefuzz.shape = array<i64: 1, 7, 4, 3>}, %arg1: tensor<1x1x3x3xf32>, %arg2: tensor<1x?x3x3xf32> {fusefuzz.shape = array<i64: 1, 4, 3, 3>}, %arg3: tensor<1x?x3x3xf32> {fusefuzz.shape = array<i64: 1, 4, 3, 3>}, %arg4: index {fusefuzz.value = 1 : i64}, %arg5: tensor<3x3x3x3xf32>, %arg6: tensor<2x4x3x3xf32>, %arg7: tensor<?x3x?x3xf32> {fusefuzz.shape = array<i64: 3, 3, 3, 3>}, %arg8: tensor<2x4x3x3xf32>, %arg9: tensor<4x5x?x2xf32> {fusefuzz.shape = array<i64: 4, 5, 3, 2>}, %arg10: index {fusefuzz.value = 1 : i64}, %arg11: index {fusefuzz.value = 1 : i64}) -> (tensor<?x?x?x?xf32>) {
    %p0_padval = arith.constant 1.000000e+00 : f32
    %v0 = tensor.pad %arg0 low[0, 1, 1, 0] high[0, 0, 0, 0] {
    ^bb0(%p0_i0: index, %p0_i1: index, %p0_i2: index, %p0_i3: index):
      tensor.yield %p0_padval : f32
    } : tensor<?x7x4x?xf32> to tensor<?x8x5x?xf32>
    %v1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%v0, %arg1 : tensor<?x8x5x?xf32>, tensor<1x1x3x3xf32>) outs(%arg2 : tensor<1x?x3x3xf32>) -> tensor<1x?x3x3xf32>
    %v2 = tensor.concat dim(0) %arg3, %v1 : (tensor<1x?x3x3xf32>, tensor<1x?x3x3xf32>) -> tensor<2x?x3x3xf32>
    %p3_padval = arith.constant 0.000000e+00 : f32
    %v3 = tensor.pad %v2 low[0, 1, %arg4, 0] high[0, 1, 1, 0] {
    ^bb0(%p3_i0: index, %p3_i1: index, %p3_i2: index, %p3_i3: index):
      tensor.yield %p3_padval : f32
    } : tensor<2x?x3x3xf32> to tensor<2x?x?x3xf32>
    %v4 = linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%v3, %arg5 : tensor<2x?x?x3xf32>, tensor<3x3x3x3xf32>) outs(%arg6 : tensor<2x4x3x3xf32>) -> tensor<2x4x3x3xf32>
    %g5_empty0 = tensor.empty() : tensor<2x4x3x3xf32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v4 : tensor<2x4x3x3xf32>) outs(%g5_empty0 : tensor<2x4x3x3xf32>) {
    ^bb0(%g5_in0: f32, %g5_out0: f32):
      %g5_0 = arith.maximumf %g5_in0, %g5_in0 : f32
      %g5_1 = arith.mulf %g5_in0, %g5_0 : f32
      linalg.yield %g5_1 : f32
    } -> tensor<2x4x3x3xf32>
    %p6_padval = arith.constant 1.000000e+00 : f32
    %v6 = tensor.pad %v5 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%p6_i0: index, %p6_i1: index, %p6_i2: index, %p6_i3: index):
      tensor.yield %p6_padval : f32
    } : tensor<2x4x3x3xf32> to tensor<2x6x5x3xf32>
    %v7 = linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%v6, %arg7 : tensor<2x6x5x3xf32>, tensor<?x3x?x3xf32>) outs(%arg8 : tensor<2x4x3x3xf32>) -> tensor<2x4x3x3xf32>
    %g8_c0_1 = arith.constant 1 : index
    %g8_d0_1 = tensor.dim %v2, %g8_c0_1 : tensor<2x?x3x3xf32>
    %g8_empty0 = tensor.empty(%g8_d0_1) : tensor<2x?x3x3xf32>
    %v8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v7, %v2 : tensor<2x4x3x3xf32>, tensor<2x?x3x3xf32>) outs(%g8_empty0 : tensor<2x?x3x3xf32>) {
    ^bb0(%g8_in0: f32, %g8_in1: f32, %g8_out0: f32):
      %g8_sum = arith.addf %g8_in0, %g8_in1 : f32
      linalg.yield %g8_sum : f32
    } -> tensor<2x?x3x3xf32>
    %g9_c0_2 = arith.constant 1 : index
    %g9_d0_2 = tensor.dim %v8, %g9_c0_2 : tensor<2x?x3x3xf32>
    %g9_empty0 = tensor.empty(%g9_d0_2) : tensor<2x3x?x3xf32>
    %v9 = linalg.transpose ins(%v8 : tensor<2x?x3x3xf32>) outs(%g9_empty0 : tensor<2x3x?x3xf32>) permutation = [0, 3, 1, 2]
    %g10_c0_1 = arith.constant 2 : index
    %g10_d0_1 = tensor.dim %v9, %g10_c0_1 : tensor<2x3x?x3xf32>
    %g10_c0_2 = arith.constant 2 : index
    %g10_d0_2 = tensor.dim %arg9, %g10_c0_2 : tensor<4x5x?x2xf32>
    %g10_empty0 = tensor.empty(%g10_d0_1, %g10_d0_2) : tensor<3x?x?x2xf32>
    %v10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3, d0, d2, d1)>, affine_map<(d0, d1, d2, d3) -> (d2, d1 + 2, d0, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d0, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v9, %arg9 : tensor<2x3x?x3xf32>, tensor<4x5x?x2xf32>) outs(%g10_empty0 : tensor<3x?x?x2xf32>) {
    ^bb0(%g10_in0: f32, %g10_in1: f32, %g10_out0: f32):
      %g10_0 = math.exp %g10_in1 : f32
      %g10_1 = arith.constant 2.000000e+00 : f32
      %g10_2 = arith.addf %g10_1, %g10_in0 : f32
      %g10_3 = arith.maximumf %g10_0, %g10_2 : f32
      %g10_4 = arith.mulf %g10_3, %g10_in1 : f32
      linalg.yield %g10_4 : f32
    } -> tensor<3x?x?x2xf32>
    %p11_padval = arith.constant -3.000000e+00 : f32
    %v11 = tensor.pad %v10 low[2, 1, 1, %arg11] high[%arg10, 2, 2, 1] {
    ^bb0(%p11_i0: index, %p11_i1: index, %p11_i2: index, %p11_i3: index):
      tensor.yield %p11_padval : f32
    } : tensor<3x?x?x2xf32> to tensor<?x?x?x?xf32>
    %g12_c0_0 = arith.constant 0 : index
    %g12_d0_0 = tensor.dim %v11, %g12_c0_0 : tensor<?x?x?x?xf32>
    %g12_c0_1 = arith.constant 1 : index
    %g12_d0_1 = tensor.dim %v11, %g12_c0_1 : tensor<?x?x?x?xf32>
    %g12_c0_2 = arith.constant 2 : index
    %g12_d0_2 = tensor.dim %v11, %g12_c0_2 : tensor<?x?x?x?xf32>
    %g12_c0_3 = arith.constant 3 : index
    %g12_d0_3 = tensor.dim %v11, %g12_c0_3 : tensor<?x?x?x?xf32>
    %g12_empty0 = tensor.empty(%g12_d0_0, %g12_d0_1, %g12_d0_2, %g12_d0_3) : tensor<?x?x?x?xf32>
    %v12 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v11 : tensor<?x?x?x?xf32>) outs(%g12_empty0 : tensor<?x?x?x?xf32>) {
    ^bb0(%g12_in0: f32, %g12_out0: f32):
      %g12_0 = math.sqrt %g12_in0 : f32
      linalg.yield %g12_0 : f32
    } -> tensor<?x?x?x?xf32>
    return %v12 : tensor<?x?x?x?xf32>
  }
}
