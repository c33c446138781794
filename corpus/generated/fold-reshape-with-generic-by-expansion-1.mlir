// Corpus case 'fold-reshape-with-generic-by-expansion': `fusefuzz generate --seed 262` under strategy reshape-expansion-aggressive.
// EXPECT: pass
// STRATEGY: reshape-expansion-aggressive
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}FoldReshapeWithGenericOpByExpansion=
module attributes {fusefuzz.seed = 262 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<1x2x?x?xf32> {fusefuzz.shape = array<i64: 1, 2, 4, 5>}, %arg1: index {fusefuzz.value = 2 : i64}, %arg2: index {fusefuzz.value = 2 : i64}, %arg3: index {fusefuzz.value = 1 : i64}, %arg4: index {fusefuzz.value = 1 : i64}, %arg5: index {fusefuzz.value = 2 : i64}, %arg6: index {fusefuzz.value = 1 : i64}, %arg7: tensor<3x3x?x?xf32> {fusefuzz.shape = array<i64: 3, 3, 8, 8>}, %arg8: index {fusefuzz.value = 1 : i64}, %arg9: index {fusefuzz.value = 1 : i64}, %arg10: index {fusefuzz.value = 1 : i64}, %arg11: tensor<3x3x8x?xf32> {fusefuzz.shape = array<i64: 3, 3, 8, 8>}, %arg12: tensor<5x?x?x8xf32> {fusefuzz.shape = array<i64: 5, 3, 4, 8>}, %arg13: tensor<4xi32>, %arg14: tensor<4xi32>, %arg15: tensor<4xi32>, %arg16: i8, %arg17: tensor<4xi32>, %arg18: tensor<4xf32>, %arg19: tensor<3xf32>, %arg20: tensor<f32>, %arg21: tensor<3x5x1x2xi1>, %arg22: tensor<3x5xi1>) -> (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<4xi32>, tensor<2x2xi32>, tensor<f32>, tensor<3x5xi1>) {
    %p0_padval = arith.constant -0.000000e+00 : f32
    %v0 = tensor.pad %arg0 low[%arg1, 0, 0, %arg4] high[%arg2, %arg3, 0, %arg5] {
    ^bb0(%p0_i0: index, %p0_i1: index, %p0_i2: index, %p0_i3: index):
      tensor.yield %p0_padval : f32
    } : tensor<1x2x?x?xf32> to tensor<?x?x?x?xf32>
    %p1_padval = arith.constant 0.000000e+00 : f32
    %v1 = tensor.pad %v0 low[0, 1, %arg6, 0] high[0, 1, 1, 0] {
    ^bb0(%p1_i0: index, %p1_i1: index, %p1_i2: index, %p1_i3: index):
      tensor.yield %p1_padval : f32
    } : tensor<?x?x?x?xf32> to tensor<?x?x?x?xf32>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %v1, %g2_c0_0 : tensor<?x?x?x?xf32>
    %g2_c0_3 = arith.constant 3 : index
    %g2_d0_3 = tensor.dim %arg7, %g2_c0_3 : tensor<3x3x?x?xf32>
    %g2_empty0 = tensor.empty(%g2_d0_0, %g2_d0_3) : tensor<?x3x4x?xf32>
    %g2_fillval0 = arith.constant -0.000000e+00 : f32
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : f32) outs(%g2_empty0 : tensor<?x3x4x?xf32>) -> tensor<?x3x4x?xf32>
    %v2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%v1, %arg7 : tensor<?x?x?x?xf32>, tensor<3x3x?x?xf32>) outs(%g2_fill0 : tensor<?x3x4x?xf32>) -> tensor<?x3x4x?xf32>
    %g3_c0_0 = arith.constant 0 : index
    %g3_d0_0 = tensor.dim %v2, %g3_c0_0 : tensor<?x3x4x?xf32>
    %g3_c0_3 = arith.constant 3 : index
    %g3_d0_3 = tensor.dim %v2, %g3_c0_3 : tensor<?x3x4x?xf32>
    %g3_empty0 = tensor.empty(%g3_d0_0, %g3_d0_3) : tensor<?x3x4x?xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v2 : tensor<?x3x4x?xf32>) outs(%g3_empty0 : tensor<?x3x4x?xf32>) {
    ^bb0(%g3_in0: f32, %g3_out0: f32):
      %g3_0 = arith.subf %g3_in0, %g3_in0 : f32
      linalg.yield %g3_0 : f32
    } -> tensor<?x3x4x?xf32>
    %p4_padval = arith.constant -1.500000e+00 : f32
    %v4 = tensor.pad %v3 low[0, %arg8, 1, 0] high[0, %arg9, %arg10, 0] {
    ^bb0(%p4_i0: index, %p4_i1: index, %p4_i2: index, %p4_i3: index):
      tensor.yield %p4_padval : f32
    } : tensor<?x3x4x?xf32> to tensor<?x?x?x?xf32>
    %v5 = linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%v4, %arg11 : tensor<?x?x?x?xf32>, tensor<3x3x8x?xf32>) outs(%arg12 : tensor<5x?x?x8xf32>) -> tensor<5x?x?x8xf32>
    %g6_c0_0 = arith.constant 0 : index
    %g6_d0_0 = tensor.dim %v0, %g6_c0_0 : tensor<?x?x?x?xf32>
    %g6_c0_1 = arith.constant 1 : index
    %g6_d0_1 = tensor.dim %v5, %g6_c0_1 : tensor<5x?x?x8xf32>
    %g6_c0_2 = arith.constant 2 : index
    %g6_d0_2 = tensor.dim %v5, %g6_c0_2 : tensor<5x?x?x8xf32>
    %g6_c0_3 = arith.constant 3 : index
    %g6_d0_3 = tensor.dim %v0, %g6_c0_3 : tensor<?x?x?x?xf32>
    %g6_empty0 = tensor.empty(%g6_d0_0, %g6_d0_1, %g6_d0_2, %g6_d0_3) : tensor<?x?x?x?xf32>
    %v6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v5, %v0 : tensor<5x?x?x8xf32>, tensor<?x?x?x?xf32>) outs(%g6_empty0 : tensor<?x?x?x?xf32>) {
    ^bb0(%g6_in0: f32, %g6_in1: f32, %g6_out0: f32):
      %g6_sum = arith.addf %g6_in0, %g6_in1 : f32
      linalg.yield %g6_sum : f32
    } -> tensor<?x?x?x?xf32>
    %g7_empty0 = tensor.empty() : tensor<4xi32>
    %g7_empty1 = tensor.empty() : tensor<4xi32>
    %v7:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg13, %arg14, %arg15 : tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) outs(%g7_empty0, %g7_empty1 : tensor<4xi32>, tensor<4xi32>) {
    ^bb0(%g7_in0: i32, %g7_in1: i32, %g7_in2: i32, %g7_out0: i32, %g7_out1: i32):
      %g7_0 = arith.andi %g7_in2, %g7_in2 : i32
      %g7_1 = arith.constant 3 : i32
      %g7_2 = arith.minsi %g7_1, %g7_in0 : i32
      %g7_3 = arith.minsi %g7_0, %g7_2 : i32
      %g7_4 = arith.xori %g7_in1, %g7_3 : i32
      %g7_5 = arith.cmpi sge, %g7_in0, %g7_in2 : i32
      %g7_6 = arith.constant 4 : i32
      %g7_7 = arith.select %g7_5, %g7_in1, %g7_6 : i32
      %g7_8 = arith.andi %g7_7, %g7_in1 : i32
      %g7_9 = arith.constant 3 : i32
      %g7_10 = arith.extsi %arg16 : i8 to i32
      %g7_11 = arith.constant 2 : i32
      %g7_12 = arith.andi %g7_10, %g7_11 : i32
      %g7_13 = arith.constant 0 : i32
      %g7_14 = arith.constant 1 : i32
      %g7_15 = arith.cmpi eq, %g7_12, %g7_13 : i32
      %g7_16 = arith.constant -1 : i32
      %g7_17 = arith.cmpi eq, %g7_12, %g7_16 : i32
      %g7_18 = arith.ori %g7_15, %g7_17 : i1
      %g7_19 = arith.select %g7_18, %g7_14, %g7_12 : i32
      %g7_20 = arith.divsi %g7_9, %g7_19 : i32
      %g7_21 = arith.maxsi %g7_8, %g7_20 : i32
      linalg.yield %g7_4, %g7_21 : i32, i32
    } -> (tensor<4xi32>, tensor<4xi32>)
    %g8_empty0 = tensor.empty() : tensor<4xi32>
    %v8 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v7#1, %arg17, %arg18 : tensor<4xi32>, tensor<4xi32>, tensor<4xf32>) outs(%g8_empty0 : tensor<4xi32>) {
    ^bb0(%g8_in0: i32, %g8_in1: i32, %g8_in2: f32, %g8_out0: i32):
      %g8_0 = arith.constant -2 : i32
      %g8_1 = arith.constant 2 : i32
      %g8_2 = arith.minsi %g8_0, %g8_1 : i32
      linalg.yield %g8_2 : i32
    } -> tensor<4xi32>
    %v9 = tensor.expand_shape %v8 [[0, 1]] output_shape [2, 2] : tensor<4xi32> into tensor<2x2xi32>
    %v10 = linalg.reduce ins(%arg19 : tensor<3xf32>) outs(%arg20 : tensor<f32>) dimensions = [0]
      (%g10_in0: f32, %g10_out0: f32) {
        %g10_0 = arith.mulf %g10_out0, %g10_in0 : f32
        linalg.yield %g10_0 : f32
      }
    %v11 = linalg.reduce ins(%arg21 : tensor<3x5x1x2xi1>) outs(%arg22 : tensor<3x5xi1>) dimensions = [2, 3]
      (%g11_in0: i1, %g11_out0: i1) {
        %g11_0 = arith.xori %g11_out0, %g11_in0 : i1
        linalg.yield %g11_0 : i1
      }
    return %v4, %v6, %v7#0, %v9, %v10, %v11 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<4xi32>, tensor<2x2xi32>, tensor<f32>, tensor<3x5xi1>
  }
}
