// Corpus case 'refused-horizontal-kept-result-under-loop-that-may-be-empty': `fusefuzz generate --seed 176 --strategy horizontal` under strategy horizontal.
// EXPECT: pass
// STRATEGY: horizontal
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}FuseSiblings: kept-result-under-loop-that-may-be-empty=
module attributes {fusefuzz.seed = 176 : i64, fusefuzz.policy = "0x8a2826ed8e91fb79"} {
  func.func @case(%arg0: tensor<2x4x?xi32> {fusefuzz.shape = array<i64: 2, 4, 1>}, %arg1: tensor<2x4x5x3xi8>, %arg2: index {fusefuzz.value = 1 : i64}, %arg3: index {fusefuzz.value = 1 : i64}, %arg4: tensor<2x?x5x?xi8> {fusefuzz.shape = array<i64: 2, 4, 5, 3>}, %arg5: index {fusefuzz.value = 1 : i64}, %arg6: tensor<3x3x3x?xi8> {fusefuzz.shape = array<i64: 3, 3, 3, 3>}, %arg7: tensor<?x1x4xf32> {fusefuzz.shape = array<i64: 2, 1, 4>}, %arg8: tensor<2xf32>) -> (tensor<2x4x?xf32>, tensor<2x?x5x?xi8>, tensor<4x?x?xf32>, tensor<2xf32>, tensor<3x?x3x3xi8>) {
    %cst0 = arith.constant dense<[[[[1, 2, 1], [2, 7, 5], [-3, -3, -1]], [[-1, 1, 2], [-3, 6, 7], [-1, -1, 1]], [[-1, -1, 2], [3, 7, -2], [-2, -2, 6]]], [[[0, 5, 5], [-3, 3, -1], [-2, -2, 5]], [[3, 6, 2], [-1, -2, 5], [0, -2, 3]], [[3, 6, 2], [-3, 6, -1], [1, -3, 6]]], [[[0, 2, 2], [-1, -3, 3], [5, 3, -2]], [[6, 6, -2], [4, 2, 7], [2, -1, -2]], [[0, 1, 0], [7, 0, 2], [-3, 0, 6]]]]> : tensor<3x3x3x3xi8>
    %g0_c0_2 = arith.constant 2 : index
    %g0_d0_2 = tensor.dim %arg0, %g0_c0_2 : tensor<2x4x?xi32>
    %g0_empty0 = tensor.empty(%g0_d0_2) : tensor<2x4x?xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x4x?xi32>) outs(%g0_empty0 : tensor<2x4x?xf32>) {
    ^bb0(%g0_in0: i32, %g0_out0: f32):
      %g0_0 = arith.sitofp %g0_in0 : i32 to f32
      %g0_1 = math.exp %g0_0 : f32
      linalg.yield %g0_1 : f32
    } -> tensor<2x4x?xf32>
    %p1_padval = arith.constant 2 : i8
    %v1 = tensor.pad %arg1 low[0, 1, %arg3, 0] high[0, %arg2, 1, 0] {
    ^bb0(%p1_i0: index, %p1_i1: index, %p1_i2: index, %p1_i3: index):
      tensor.yield %p1_padval : i8
    } : tensor<2x4x5x3xi8> to tensor<2x?x?x3xi8>
    %v2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%v1, %cst0 : tensor<2x?x?x3xi8>, tensor<3x3x3x3xi8>) outs(%arg4 : tensor<2x?x5x?xi8>) -> tensor<2x?x5x?xi8>
    %g3_c0_1 = arith.constant 1 : index
    %g3_d0_1 = tensor.dim %v2, %g3_c0_1 : tensor<2x?x5x?xi8>
    %g3_c0_3 = arith.constant 3 : index
    %g3_d0_3 = tensor.dim %v2, %g3_c0_3 : tensor<2x?x5x?xi8>
    %g3_empty0 = tensor.empty(%g3_d0_1, %g3_d0_3) : tensor<2x?x5x?xi8>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v2 : tensor<2x?x5x?xi8>) outs(%g3_empty0 : tensor<2x?x5x?xi8>) {
    ^bb0(%g3_in0: i8, %g3_out0: i8):
      %g3_0 = arith.cmpi sge, %g3_in0, %g3_in0 : i8
      %g3_1 = arith.constant 2 : i8
      %g3_2 = arith.select %g3_0, %g3_in0, %g3_1 : i8
      %g3_3 = arith.constant 8 : i8
      %g3_4 = arith.remui %g3_in0, %g3_3 : i8
      %g3_5 = arith.shli %g3_in0, %g3_4 : i8
      %g3_6 = arith.muli %g3_2, %g3_5 : i8
      %g3_7 = arith.ori %g3_in0, %g3_in0 : i8
      %g3_8 = arith.constant 0 : i8
      %g3_9 = arith.constant 1 : i8
      %g3_10 = arith.cmpi eq, %g3_in0, %g3_8 : i8
      %g3_11 = arith.constant -1 : i8
      %g3_12 = arith.cmpi eq, %g3_in0, %g3_11 : i8
      %g3_13 = arith.ori %g3_10, %g3_12 : i1
      %g3_14 = arith.select %g3_13, %g3_9, %g3_in0 : i8
      %g3_15 = arith.divsi %g3_7, %g3_14 : i8
      %g3_16 = arith.maxsi %g3_6, %g3_15 : i8
      linalg.yield %g3_16 : i8
    } -> tensor<2x?x5x?xi8>
    %p4_padval = arith.constant 0 : i8
    %v4 = tensor.pad %v3 low[0, 1, 1, 0] high[0, %arg5, 1, 0] {
    ^bb0(%p4_i0: index, %p4_i1: index, %p4_i2: index, %p4_i3: index):
      tensor.yield %p4_padval : i8
    } : tensor<2x?x5x?xi8> to tensor<2x?x7x?xi8>
    %v5 = linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%v4, %arg6 : tensor<2x?x7x?xi8>, tensor<3x3x3x?xi8>) outs(%v3 : tensor<2x?x5x?xi8>) -> tensor<2x?x5x?xi8>
    %g6_c0_1 = arith.constant 1 : index
    %g6_d0_1 = tensor.dim %v5, %g6_c0_1 : tensor<2x?x5x?xi8>
    %g6_c0_3 = arith.constant 3 : index
    %g6_d0_3 = tensor.dim %v5, %g6_c0_3 : tensor<2x?x5x?xi8>
    %g6_empty0 = tensor.empty(%g6_d0_1, %g6_d0_3) : tensor<2x?x5x?xi8>
    %v6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v5, %arg1 : tensor<2x?x5x?xi8>, tensor<2x4x5x3xi8>) outs(%g6_empty0 : tensor<2x?x5x?xi8>) {
    ^bb0(%g6_in0: i8, %g6_in1: i8, %g6_out0: i8):
      %g6_sum = arith.addi %g6_in0, %g6_in1 : i8
      linalg.yield %g6_sum : i8
    } -> tensor<2x?x5x?xi8>
    %g7_c0_1 = arith.constant 2 : index
    %g7_d0_1 = tensor.dim %arg0, %g7_c0_1 : tensor<2x4x?xi32>
    %g7_c0_2 = arith.constant 0 : index
    %g7_d0_2 = tensor.dim %arg7, %g7_c0_2 : tensor<?x1x4xf32>
    %g7_empty0 = tensor.empty(%g7_d0_1, %g7_d0_2) : tensor<4x?x?xf32>
    %g7_fillval0 = arith.constant -3.000000e+00 : f32
    %g7_fill0 = linalg.fill ins(%g7_fillval0 : f32) outs(%g7_empty0 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %v7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d1, d2, d0)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg7, %arg8 : tensor<2x4x?xi32>, tensor<?x1x4xf32>, tensor<2xf32>) outs(%g7_fill0 : tensor<4x?x?xf32>) {
    ^bb0(%g7_in0: i32, %g7_in1: f32, %g7_in2: f32, %g7_out0: f32):
      %g7_0 = arith.maximumf %g7_in1, %g7_in1 : f32
      %g7_1 = arith.addf %g7_in2, %g7_in1 : f32
      %g7_2 = arith.addf %g7_0, %g7_1 : f32
      linalg.yield %g7_2 : f32
    } -> tensor<4x?x?xf32>
    %g8_empty0 = tensor.empty() : tensor<2xf32>
    %v8 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg8, %arg8, %arg8 : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) outs(%g8_empty0 : tensor<2xf32>) {
    ^bb0(%g8_in0: f32, %g8_in1: f32, %g8_in2: f32, %g8_out0: f32):
      %g8_0 = linalg.index 0 : index
      %g8_1 = arith.index_cast %g8_0 : index to i32
      %g8_2 = arith.sitofp %g8_1 : i32 to f32
      %g8_3 = arith.subf %g8_in1, %g8_in2 : f32
      %g8_4 = arith.addf %g8_2, %g8_3 : f32
      %g8_5 = linalg.index 0 : index
      %g8_6 = arith.index_cast %g8_5 : index to i32
      %g8_7 = arith.sitofp %g8_6 : i32 to f32
      %g8_8 = arith.addf %g8_in0, %g8_7 : f32
      %g8_9 = linalg.index 0 : index
      %g8_10 = arith.index_cast %g8_9 : index to i32
      %g8_11 = arith.sitofp %g8_10 : i32 to f32
      %g8_12 = arith.minimumf %g8_in2, %g8_11 : f32
      %g8_13 = arith.addf %g8_8, %g8_12 : f32
      %g8_14 = arith.maximumf %g8_4, %g8_13 : f32
      linalg.yield %g8_14 : f32
    } -> tensor<2xf32>
    %g9_c0_1 = arith.constant 3 : index
    %g9_d0_1 = tensor.dim %arg6, %g9_c0_1 : tensor<3x3x3x?xi8>
    %g9_empty0 = tensor.empty(%g9_d0_1) : tensor<3x?x3x3xi8>
    %v9 = linalg.transpose ins(%arg6 : tensor<3x3x3x?xi8>) outs(%g9_empty0 : tensor<3x?x3x3xi8>) permutation = [2, 3, 1, 0]
    return %v0, %v6, %v7, %v8, %v9 : tensor<2x4x?xf32>, tensor<2x?x5x?xi8>, tensor<4x?x?xf32>, tensor<2xf32>, tensor<3x?x3x3xi8>
  }
}
