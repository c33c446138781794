// Corpus case 'pack-outer-perm': `fusefuzz generate --seed 71` under strategy all.
// EXPECT: pass
// STRATEGY: all
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 71 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<2x5x4x3xf32>, %arg1: index {fusefuzz.value = 1 : i64}, %arg2: tensor<3x?x3x3xf32> {fusefuzz.shape = array<i64: 3, 3, 3, 3>}, %arg3: index {fusefuzz.value = 1 : i64}, %arg4: index {fusefuzz.value = 1 : i64}, %arg5: tensor<3x?x3x3xf32> {fusefuzz.shape = array<i64: 3, 3, 3, 3>}, %arg6: index {fusefuzz.value = 0 : i64}, %arg7: tensor<5x?x6x6xf32> {fusefuzz.shape = array<i64: 5, 4, 6, 6>}, %arg8: tensor<1xf32>, %arg9: index {fusefuzz.value = 1 : i64}, %arg10: tensor<3x3x3x3xf32>, %arg11: index {fusefuzz.value = 1 : i64}, %arg12: tensor<?x3x3x?xf32> {fusefuzz.shape = array<i64: 3, 3, 3, 3>}, %arg13: index {fusefuzz.value = 0 : i64}, %arg14: index {fusefuzz.value = 2 : i64}, %arg15: index {fusefuzz.value = 1 : i64}, %arg16: tensor<4x1xf32>, %arg17: tensor<2x?x4x?xf32> {fusefuzz.shape = array<i64: 2, 5, 4, 3>}, %arg18: tensor<5xf32>, %arg19: tensor<5x4xf32>) -> (tensor<2x5x4x3xf32>, tensor<?x6x5x6xf32>, tensor<?x8x?x?xf32>, tensor<2x1x2x3xf32>, tensor<2x4xf32>, tensor<5x4xf32>) {
    %p0_padval = arith.constant 0.000000e+00 : f32
    %v0 = tensor.pad %arg0 low[0, 1, 1, 0] high[0, %arg1, 1, 0] {
    ^bb0(%p0_i0: index, %p0_i1: index, %p0_i2: index, %p0_i3: index):
      tensor.yield %p0_padval : f32
    } : tensor<2x5x4x3xf32> to tensor<2x?x6x3xf32>
    %g1_empty0 = tensor.empty() : tensor<2x5x4x3xf32>
    %g1_fillval0 = arith.constant 5.000000e-01 : f32
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : f32) outs(%g1_empty0 : tensor<2x5x4x3xf32>) -> tensor<2x5x4x3xf32>
    %v1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%v0, %arg2 : tensor<2x?x6x3xf32>, tensor<3x?x3x3xf32>) outs(%g1_fill0 : tensor<2x5x4x3xf32>) -> tensor<2x5x4x3xf32>
    %g2_empty0 = tensor.empty() : tensor<2x5x4x3xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v1 : tensor<2x5x4x3xf32>) outs(%g2_empty0 : tensor<2x5x4x3xf32>) {
    ^bb0(%g2_in0: f32, %g2_out0: f32):
      %g2_0 = arith.minimumf %g2_in0, %g2_in0 : f32
      %g2_1 = arith.minimumf %g2_0, %g2_in0 : f32
      %g2_2 = arith.subf %g2_in0, %g2_in0 : f32
      %g2_3 = arith.subf %g2_in0, %g2_2 : f32
      %g2_4 = arith.mulf %g2_1, %g2_3 : f32
      linalg.yield %g2_4 : f32
    } -> tensor<2x5x4x3xf32>
    %p3_padval = arith.constant 0.000000e+00 : f32
    %v3 = tensor.pad %v2 low[0, %arg3, 1, 0] high[0, %arg4, 1, 0] {
    ^bb0(%p3_i0: index, %p3_i1: index, %p3_i2: index, %p3_i3: index):
      tensor.yield %p3_padval : f32
    } : tensor<2x5x4x3xf32> to tensor<2x?x6x3xf32>
    %g4_empty0 = tensor.empty() : tensor<2x5x4x3xf32>
    %g4_fillval0 = arith.constant 2.000000e+00 : f32
    %g4_fill0 = linalg.fill ins(%g4_fillval0 : f32) outs(%g4_empty0 : tensor<2x5x4x3xf32>) -> tensor<2x5x4x3xf32>
    %v4 = linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%v3, %arg5 : tensor<2x?x6x3xf32>, tensor<3x?x3x3xf32>) outs(%g4_fill0 : tensor<2x5x4x3xf32>) -> tensor<2x5x4x3xf32>
    %g5_empty0 = tensor.empty() : tensor<2x5x4x3xf32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v4, %arg0 : tensor<2x5x4x3xf32>, tensor<2x5x4x3xf32>) outs(%g5_empty0 : tensor<2x5x4x3xf32>) {
    ^bb0(%g5_in0: f32, %g5_in1: f32, %g5_out0: f32):
      %g5_sum = arith.addf %g5_in0, %g5_in1 : f32
      linalg.yield %g5_sum : f32
    } -> tensor<2x5x4x3xf32>
    %p6_padval = arith.constant 0.000000e+00 : f32
    %v6 = tensor.pad %v5 low[%arg6, 0, 1, 2] high[2, 1, 0, 1] {
    ^bb0(%p6_i0: index, %p6_i1: index, %p6_i2: index, %p6_i3: index):
      tensor.yield %p6_padval : f32
    } : tensor<2x5x4x3xf32> to tensor<?x6x5x6xf32>
    %g7_c0_0 = arith.constant 0 : index
    %g7_d0_0 = tensor.dim %v6, %g7_c0_0 : tensor<?x6x5x6xf32>
    %g7_empty0 = tensor.empty(%g7_d0_0) : tensor<?x6x5x6xf32>
    %v7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d0, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v6, %v6, %arg7 : tensor<?x6x5x6xf32>, tensor<?x6x5x6xf32>, tensor<5x?x6x6xf32>) outs(%g7_empty0 : tensor<?x6x5x6xf32>) {
    ^bb0(%g7_in0: f32, %g7_in1: f32, %g7_in2: f32, %g7_out0: f32):
      %g7_0 = arith.constant 1.000000e+00 : f32
      %g7_1 = arith.constant -1.500000e+00 : f32
      %g7_2 = arith.mulf %g7_0, %g7_1 : f32
      %g7_3 = arith.constant -3.000000e+00 : f32
      %g7_4 = arith.cmpf ord, %g7_3, %g7_in1 : f32
      %g7_5 = linalg.index 3 : index
      %g7_6 = arith.constant 1 : index
      %g7_7 = arith.remui %g7_5, %g7_6 : index
      %g7_8 = tensor.extract %arg8[%g7_7] : tensor<1xf32>
      %g7_9 = arith.constant -0.000000e+00 : f32
      %g7_10 = arith.select %g7_4, %g7_8, %g7_9 : f32
      %g7_11 = arith.mulf %g7_2, %g7_10 : f32
      %g7_12 = arith.cmpf olt, %g7_in0, %g7_in0 : f32
      %g7_13 = arith.select %g7_12, %g7_in1, %g7_in2 : f32
      %g7_14 = arith.addf %g7_in1, %g7_in1 : f32
      %g7_15 = arith.addf %g7_13, %g7_14 : f32
      %g7_16 = arith.maximumf %g7_11, %g7_15 : f32
      linalg.yield %g7_16 : f32
    } -> tensor<?x6x5x6xf32>
    %p8_padval = arith.constant -0.000000e+00 : f32
    %v8 = tensor.pad %v4 low[0, 1, 1, 0] high[0, 1, %arg9, 0] {
    ^bb0(%p8_i0: index, %p8_i1: index, %p8_i2: index, %p8_i3: index):
      tensor.yield %p8_padval : f32
    } : tensor<2x5x4x3xf32> to tensor<2x7x?x3xf32>
    %g9_empty0 = tensor.empty() : tensor<2x5x4x3xf32>
    %g9_fillval0 = arith.constant 7.000000e+00 : f32
    %g9_fill0 = linalg.fill ins(%g9_fillval0 : f32) outs(%g9_empty0 : tensor<2x5x4x3xf32>) -> tensor<2x5x4x3xf32>
    %v9 = linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%v8, %arg10 : tensor<2x7x?x3xf32>, tensor<3x3x3x3xf32>) outs(%g9_fill0 : tensor<2x5x4x3xf32>) -> tensor<2x5x4x3xf32>
    %g10_empty0 = tensor.empty() : tensor<2x5x4x3xf32>
    %v10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v9 : tensor<2x5x4x3xf32>) outs(%g10_empty0 : tensor<2x5x4x3xf32>) {
    ^bb0(%g10_in0: f32, %g10_out0: f32):
      %g10_0 = arith.maximumf %g10_in0, %g10_in0 : f32
      linalg.yield %g10_0 : f32
    } -> tensor<2x5x4x3xf32>
    %p11_padval = arith.constant 0.000000e+00 : f32
    %v11 = tensor.pad %v10 low[0, 1, 1, 0] high[0, %arg11, 1, 0] {
    ^bb0(%p11_i0: index, %p11_i1: index, %p11_i2: index, %p11_i3: index):
      tensor.yield %p11_padval : f32
    } : tensor<2x5x4x3xf32> to tensor<2x?x6x3xf32>
    %g12_c0_3 = arith.constant 3 : index
    %g12_d0_3 = tensor.dim %arg12, %g12_c0_3 : tensor<?x3x3x?xf32>
    %g12_empty0 = tensor.empty(%g12_d0_3) : tensor<2x5x4x?xf32>
    %g12_fillval0 = arith.constant 1.000000e+00 : f32
    %g12_fill0 = linalg.fill ins(%g12_fillval0 : f32) outs(%g12_empty0 : tensor<2x5x4x?xf32>) -> tensor<2x5x4x?xf32>
    %v12 = linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%v11, %arg12 : tensor<2x?x6x3xf32>, tensor<?x3x3x?xf32>) outs(%g12_fill0 : tensor<2x5x4x?xf32>) -> tensor<2x5x4x?xf32>
    %g13_c0_3 = arith.constant 3 : index
    %g13_d0_3 = tensor.dim %v12, %g13_c0_3 : tensor<2x5x4x?xf32>
    %g13_empty0 = tensor.empty(%g13_d0_3) : tensor<2x5x4x?xf32>
    %g13_fillval0 = arith.constant 2.000000e+00 : f32
    %g13_fill0 = linalg.fill ins(%g13_fillval0 : f32) outs(%g13_empty0 : tensor<2x5x4x?xf32>) -> tensor<2x5x4x?xf32>
    %v13 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v12, %v4 : tensor<2x5x4x?xf32>, tensor<2x5x4x3xf32>) outs(%g13_fill0 : tensor<2x5x4x?xf32>) {
    ^bb0(%g13_in0: f32, %g13_in1: f32, %g13_out0: f32):
      %g13_sum = arith.addf %g13_in0, %g13_in1 : f32
      linalg.yield %g13_sum : f32
    } -> tensor<2x5x4x?xf32>
    %p14_padval = arith.constant 0.000000e+00 : f32
    %v14 = tensor.pad %v13 low[%arg13, 1, 2, %arg15] high[0, 2, %arg14, 1] {
    ^bb0(%p14_i0: index, %p14_i1: index, %p14_i2: index, %p14_i3: index):
      tensor.yield %p14_padval : f32
    } : tensor<2x5x4x?xf32> to tensor<?x8x?x?xf32>
    %l15_dest = tensor.empty() : tensor<2x1x2x3xf32>
    %l15_padval = arith.constant -0.000000e+00 : f32
    %v15 = linalg.pack %arg16 padding_value(%l15_padval : f32) outer_dims_perm = [0, 1] inner_dims_pos = [1, 0] inner_tiles = [2, 3] into %l15_dest : tensor<4x1xf32> -> tensor<2x1x2x3xf32>
    %g16_empty0 = tensor.empty() : tensor<2x4xf32>
    %g16_fillval0 = arith.constant -1.500000e+00 : f32
    %g16_fill0 = linalg.fill ins(%g16_fillval0 : f32) outs(%g16_empty0 : tensor<2x4xf32>) -> tensor<2x4xf32>
    %v16 = linalg.reduce ins(%v10 : tensor<2x5x4x3xf32>) outs(%g16_fill0 : tensor<2x4xf32>) dimensions = [1, 3]
      (%g16_in0: f32, %g16_out0: f32) {
        %g16_0 = arith.minimumf %g16_out0, %g16_in0 : f32
        linalg.yield %g16_0 : f32
      }
    %v17 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2)>], iterator_types = ["reduction", "parallel", "parallel", "reduction"]} ins(%v2, %arg17 : tensor<2x5x4x3xf32>, tensor<2x?x4x?xf32>) outs(%arg19 : tensor<5x4xf32>) {
    ^bb0(%g17_in0: f32, %g17_in1: f32, %g17_out0: f32):
      %g17_0 = linalg.index 3 : index
      %g17_1 = arith.constant 5 : index
      %g17_2 = arith.remui %g17_0, %g17_1 : index
      %g17_3 = tensor.extract %arg18[%g17_2] : tensor<5xf32>
      %g17_4 = arith.minimumf %g17_in0, %g17_3 : f32
      %g17_5 = arith.subf %g17_4, %g17_out0 : f32
      %g17_6 = arith.constant 7.000000e+00 : f32
      %g17_7 = arith.minimumf %g17_out0, %g17_6 : f32
      %g17_8 = linalg.index 1 : index
      %g17_9 = arith.constant 5 : index
      %g17_10 = arith.remui %g17_8, %g17_9 : index
      %g17_11 = tensor.extract %arg18[%g17_10] : tensor<5xf32>
      %g17_12 = arith.divf %g17_7, %g17_11 : f32
      %g17_13 = arith.subf %g17_5, %g17_12 : f32
      %g17_14 = arith.maximumf %g17_out0, %g17_13 : f32
      linalg.yield %g17_14 : f32
    } -> tensor<5x4xf32>
    return %v1, %v7, %v14, %v15, %v16, %v17 : tensor<2x5x4x3xf32>, tensor<?x6x5x6xf32>, tensor<?x8x?x?xf32>, tensor<2x1x2x3xf32>, tensor<2x4xf32>, tensor<5x4xf32>
  }
}
