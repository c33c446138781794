// Corpus case 'refused-collapsing-control': `fusefuzz generate --seed 72` under strategy reshape-collapsing.
// EXPECT: pass
// STRATEGY: reshape-collapsing
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}FoldReshapeWithGenericOpByCollapsing: fusion blocked by control function=
module attributes {fusefuzz.seed = 72 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<5xf16>, %arg1: index {fusefuzz.value = 2 : i64}, %arg2: tensor<5x1x4xi8>, %arg3: index {fusefuzz.value = 1 : i64}, %arg4: index {fusefuzz.value = 2 : i64}, %arg5: index {fusefuzz.value = 1 : i64}, %arg6: tensor<3x5x3x5xf32>) -> (tensor<?xf16>, tensor<?x5x?x?xf32>, tensor<?x?xf32>) {
    %g0_empty0 = tensor.empty() : tensor<5xf16>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0, %arg0 : tensor<5xf16>, tensor<5xf16>) outs(%g0_empty0 : tensor<5xf16>) {
    ^bb0(%g0_in0: f16, %g0_in1: f16, %g0_out0: f16):
      %g0_0 = arith.constant 2.000000e+00 : f16
      %g0_1 = arith.maximumf %g0_in1, %g0_0 : f16
      %g0_2 = arith.mulf %g0_in0, %g0_in1 : f16
      %g0_3 = arith.addf %g0_1, %g0_2 : f16
      linalg.yield %g0_3 : f16
    } -> tensor<5xf16>
    %g1_empty0 = tensor.empty() : tensor<5xf16>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v0 : tensor<5xf16>) outs(%g1_empty0 : tensor<5xf16>) {
    ^bb0(%g1_in0: f16, %g1_out0: f16):
      %g1_0 = arith.constant 1.000000e+00 : f16
      %g1_1 = arith.minimumf %g1_in0, %g1_0 : f16
      %g1_2 = arith.mulf %g1_in0, %g1_in0 : f16
      %g1_3 = arith.minimumf %g1_1, %g1_2 : f16
      %g1_4 = arith.constant 2.000000e+00 : f16
      %g1_5 = arith.divf %g1_4, %g1_in0 : f16
      %g1_6 = arith.minimumf %g1_5, %g1_in0 : f16
      %g1_7 = arith.addf %g1_3, %g1_6 : f16
      linalg.yield %g1_7 : f16
    } -> tensor<5xf16>
    %p2_padval = arith.constant 1.000000e+00 : f16
    %v2 = tensor.pad %v1 low[%arg1] high[0] {
    ^bb0(%p2_i0: index):
      tensor.yield %p2_padval : f16
    } : tensor<5xf16> to tensor<?xf16>
    %v3 = tensor.expand_shape %arg2 [[0, 1], [2], [3]] output_shape [1, 5, 1, 4] : tensor<5x1x4xi8> into tensor<1x5x1x4xi8>
    %p4_padval = arith.constant -1 : i8
    %v4 = tensor.pad %v3 low[1, 0, 0, %arg5] high[%arg3, 0, %arg4, 0] {
    ^bb0(%p4_i0: index, %p4_i1: index, %p4_i2: index, %p4_i3: index):
      tensor.yield %p4_padval : i8
    } : tensor<1x5x1x4xi8> to tensor<?x5x?x?xi8>
    %g5_c0_0 = arith.constant 0 : index
    %g5_d0_0 = tensor.dim %v4, %g5_c0_0 : tensor<?x5x?x?xi8>
    %g5_c0_2 = arith.constant 2 : index
    %g5_d0_2 = tensor.dim %v4, %g5_c0_2 : tensor<?x5x?x?xi8>
    %g5_c0_3 = arith.constant 3 : index
    %g5_d0_3 = tensor.dim %v4, %g5_c0_3 : tensor<?x5x?x?xi8>
    %g5_empty0 = tensor.empty(%g5_d0_0, %g5_d0_2, %g5_d0_3) : tensor<?x5x?x?xf32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v4, %arg6, %arg6 : tensor<?x5x?x?xi8>, tensor<3x5x3x5xf32>, tensor<3x5x3x5xf32>) outs(%g5_empty0 : tensor<?x5x?x?xf32>) {
    ^bb0(%g5_in0: i8, %g5_in1: f32, %g5_in2: f32, %g5_out0: f32):
      %g5_0 = arith.sitofp %g5_in0 : i8 to f32
      %g5_1 = arith.cmpf oge, %g5_0, %g5_in1 : f32
      %g5_2 = arith.sitofp %g5_in0 : i8 to f32
      %g5_3 = arith.select %g5_1, %g5_2, %g5_in2 : f32
      %g5_4 = arith.sitofp %g5_in0 : i8 to f32
      %g5_5 = arith.maximumf %g5_4, %g5_in2 : f32
      %g5_6 = arith.addf %g5_3, %g5_5 : f32
      %g5_7 = arith.cmpf oeq, %g5_in2, %g5_6 : f32
      %g5_8 = arith.sitofp %g5_in0 : i8 to f32
      %g5_9 = math.floor %g5_8 : f32
      %g5_10 = math.absf %g5_9 : f32
      %g5_11 = arith.constant 1.000000e+00 : f32
      %g5_12 = arith.maximumf %g5_11, %g5_in1 : f32
      %g5_13 = arith.sitofp %g5_in0 : i8 to f32
      %g5_14 = arith.minimumf %g5_12, %g5_13 : f32
      %g5_15 = arith.select %g5_7, %g5_10, %g5_14 : f32
      linalg.yield %g5_15 : f32
    } -> tensor<?x5x?x?xf32>
    %v6 = tensor.collapse_shape %v5 [[0], [1, 2, 3]] : tensor<?x5x?x?xf32> into tensor<?x?xf32>
    %g7_c0_0 = arith.constant 0 : index
    %g7_d0_0 = tensor.dim %v6, %g7_c0_0 : tensor<?x?xf32>
    %g7_c0_1 = arith.constant 1 : index
    %g7_d0_1 = tensor.dim %v6, %g7_c0_1 : tensor<?x?xf32>
    %g7_empty0 = tensor.empty(%g7_d0_0, %g7_d0_1) : tensor<?x?xf32>
    %v7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v6 : tensor<?x?xf32>) outs(%g7_empty0 : tensor<?x?xf32>) {
    ^bb0(%g7_in0: f32, %g7_out0: f32):
      %g7_0 = arith.negf %g7_in0 : f32
      linalg.yield %g7_0 : f32
    } -> tensor<?x?xf32>
    return %v2, %v5, %v7 : tensor<?xf16>, tensor<?x5x?x?xf32>, tensor<?x?xf32>
  }
}
