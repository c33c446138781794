// Corpus case 'refused-collapsing-producer-not-generic': `fusefuzz generate --seed 79` under strategy reshape-collapsing.
// EXPECT: pass
// STRATEGY: reshape-collapsing
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}FoldReshapeWithGenericOpByCollapsing: producer not a generic op=
module attributes {fusefuzz.seed = 79 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<1x1x1xi32>, %arg1: tensor<2xi32>, %arg2: i32, %arg3: tensor<2x5xf16>, %arg4: index {fusefuzz.value = 0 : i64}, %arg5: tensor<3x6x2xf16>, %arg6: tensor<3x6x2xf16>, %arg7: tensor<3x4x2x5xi32>, %arg8: tensor<5xf32>, %arg9: tensor<3x4x2x5xf32>, %arg10: tensor<3x?x?x4xf32> {fusefuzz.shape = array<i64: 3, 5, 2, 4>}, %arg11: tensor<3x5x2x4xf32>) -> (tensor<2xi32>, tensor<3x6x2xf16>, tensor<1x1xi32>, tensor<?x3x?x4xf32>) {
    %v0 = tensor.expand_shape %arg0 [[0], [1], [2, 3]] output_shape [1, 1, 1, 1] : tensor<1x1x1xi32> into tensor<1x1x1x1xi32>
    %g1_empty0 = tensor.empty() : tensor<2xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg1 : tensor<2xi32>) outs(%g1_empty0 : tensor<2xi32>) {
    ^bb0(%g1_in0: i32, %g1_out0: i32):
      %g1_0 = arith.muli %arg2, %arg2 : i32
      linalg.yield %g1_0 : i32
    } -> tensor<2xi32>
    %v2 = tensor.expand_shape %arg3 [[0, 1], [2]] output_shape [1, 2, 5] : tensor<2x5xf16> into tensor<1x2x5xf16>
    %p3_padval = arith.constant 2.000000e+00 : f16
    %v3 = tensor.pad %v2 low[2, 2, %arg4] high[0, 2, 1] {
    ^bb0(%p3_i0: index, %p3_i1: index, %p3_i2: index):
      tensor.yield %p3_padval : f16
    } : tensor<1x2x5xf16> to tensor<3x6x?xf16>
    %v4 = linalg.batch_matmul ins(%v3, %arg5 : tensor<3x6x?xf16>, tensor<3x6x2xf16>) outs(%arg6 : tensor<3x6x2xf16>) -> tensor<3x6x2xf16>
    %v5 = tensor.collapse_shape %v0 [[0], [1, 2, 3]] : tensor<1x1x1x1xi32> into tensor<1x1xi32>
    %g6_empty0 = tensor.empty() : tensor<3x4x2x5xf32>
    %g6_fillval0 = arith.constant 2.000000e+00 : f32
    %g6_fill0 = linalg.fill ins(%g6_fillval0 : f32) outs(%g6_empty0 : tensor<3x4x2x5xf32>) -> tensor<3x4x2x5xf32>
    %v6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg7, %arg8 : tensor<3x4x2x5xi32>, tensor<5xf32>) outs(%g6_fill0 : tensor<3x4x2x5xf32>) {
    ^bb0(%g6_in0: i32, %g6_in1: f32, %g6_out0: f32):
      %g6_0 = arith.subf %g6_out0, %g6_out0 : f32
      %g6_1 = arith.sitofp %g6_in0 : i32 to f32
      %g6_2 = arith.divf %g6_1, %g6_in1 : f32
      %g6_3 = arith.cmpf ugt, %g6_0, %g6_2 : f32
      %g6_4 = arith.subf %g6_in1, %g6_out0 : f32
      %g6_5 = arith.sitofp %g6_in0 : i32 to f32
      %g6_6 = arith.mulf %g6_out0, %g6_5 : f32
      %g6_7 = arith.select %g6_3, %g6_4, %g6_6 : f32
      %g6_8 = arith.constant -0.000000e+00 : f32
      %g6_9 = math.sqrt %g6_8 : f32
      %g6_10 = arith.cmpf ord, %g6_9, %g6_in1 : f32
      %g6_11 = arith.maximumf %g6_in1, %g6_in1 : f32
      %g6_12 = arith.select %g6_10, %g6_out0, %g6_11 : f32
      %g6_13 = arith.cmpf ord, %g6_7, %g6_12 : f32
      %g6_14 = arith.sitofp %g6_in0 : i32 to f32
      %g6_15 = arith.addf %g6_out0, %g6_14 : f32
      %g6_16 = arith.minimumf %g6_15, %g6_out0 : f32
      %g6_17 = arith.sitofp %g6_in0 : i32 to f32
      %g6_18 = arith.select %g6_13, %g6_16, %g6_17 : f32
      linalg.yield %g6_18 : f32
    } -> tensor<3x4x2x5xf32>
    %v7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v6 : tensor<3x4x2x5xf32>) outs(%arg9 : tensor<3x4x2x5xf32>) {
    ^bb0(%g7_in0: f32, %g7_out0: f32):
      %g7_0 = arith.constant 5.000000e-01 : f32
      %g7_1 = arith.addf %g7_in0, %g7_0 : f32
      %g7_2 = arith.divf %g7_in0, %g7_in0 : f32
      %g7_3 = arith.divf %g7_1, %g7_2 : f32
      %g7_4 = arith.cmpf ord, %g7_out0, %g7_in0 : f32
      %g7_5 = arith.constant -3.000000e+00 : f32
      %g7_6 = arith.select %g7_4, %g7_in0, %g7_5 : f32
      %g7_7 = arith.addf %g7_6, %g7_in0 : f32
      %g7_8 = arith.divf %g7_3, %g7_7 : f32
      linalg.yield %g7_8 : f32
    } -> tensor<3x4x2x5xf32>
    %g8_c0_0 = arith.constant 1 : index
    %g8_d0_0 = tensor.dim %arg10, %g8_c0_0 : tensor<3x?x?x4xf32>
    %g8_c0_2 = arith.constant 2 : index
    %g8_d0_2 = tensor.dim %arg10, %g8_c0_2 : tensor<3x?x?x4xf32>
    %g8_empty0 = tensor.empty(%g8_d0_0, %g8_d0_2) : tensor<?x3x?x4xf32>
    %v8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d0, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v7, %arg10, %arg11 : tensor<3x4x2x5xf32>, tensor<3x?x?x4xf32>, tensor<3x5x2x4xf32>) outs(%g8_empty0 : tensor<?x3x?x4xf32>) {
    ^bb0(%g8_in0: f32, %g8_in1: f32, %g8_in2: f32, %g8_out0: f32):
      %g8_0 = arith.constant -1.500000e+00 : f32
      %g8_1 = arith.constant 7.000000e+00 : f32
      %g8_2 = arith.addf %g8_0, %g8_1 : f32
      linalg.yield %g8_2 : f32
    } -> tensor<?x3x?x4xf32>
    return %v1, %v4, %v5, %v8 : tensor<2xi32>, tensor<3x6x2xf16>, tensor<1x1xi32>, tensor<?x3x?x4xf32>
  }
}
