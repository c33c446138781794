// Reshape propagation by expansion folds a matmul-like reduction over
// 8x3 (an expand_shape of its 24-long reduction dim) where the unfused
// function folds over the 24 points; the fused step reads the pad of
// %arg9 through `r1 >= 2 ? pad value : read` where the unfused one reads
// it through `in source ? read : pad value` at (r mod 3, r div 3): the
// same value, written otherwise, so the regrouped fold is not the other
// side's term. Regrouped into the unfused fold's shape and compared place
// by place (never asked whole: folds whose steps differ outside their
// domain are different functions to the solver), it is proved; before, the
// proof said "reduction folds of different shapes" (`fusefuzz run
// --strategy reshape-expansion-aggressive --seconds 30 --seed 60`, case
// seed 14250569962748071178).
// RUN: %fusefuzz check %s --strategy reshape-expansion-aggressive | FileCheck %s
// CHECK: pass ({{[1-9][0-9]*}} fusions)
// CHECK: equivalence: proved
module attributes {fusefuzz.strategy = "reshape-expansion-aggressive", fusefuzz.seed = -4196174110961480438 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<5x4x4x4xf16>, %arg1: tensor<5x4x4x4xi8>, %arg2: tensor<4x5x4x4xf16>, %arg3: tensor<4x5x4x?xf16> {fusefuzz.shape = array<i64: 4, 5, 4, 4>}, %arg4: tensor<2x5x3x3xf32>, %arg5: index {fusefuzz.value = 1 : i64}, %arg6: index {fusefuzz.value = 1 : i64}, %arg7: tensor<3x3x3x3xf32>, %arg8: tensor<3x3x?x3xf32> {fusefuzz.shape = array<i64: 3, 3, 3, 3>}, %arg9: tensor<2x8xf32>, %arg10: tensor<24x5xf32>, %arg11: tensor<4x5xf32>) -> (tensor<5x4x4x?xf16>, tensor<2x5x3x3xf32>, tensor<2x5x3x3xf32>, tensor<4x5xf32>) {
    %g0_empty0 = tensor.empty() : tensor<5x4x4x4xf16>
    %v0 = linalg.map ins(%arg0, %arg0 : tensor<5x4x4x4xf16>, tensor<5x4x4x4xf16>) outs(%g0_empty0 : tensor<5x4x4x4xf16>)
      (%g0_in0: f16, %g0_in1: f16, %g0_out0: f16) {
        %g0_0 = arith.minimumf %g0_in1, %g0_in0 : f16
        linalg.yield %g0_0 : f16
      }
    %g1_empty0 = tensor.empty() : tensor<5x4x4x4xf16>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d0, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v0, %arg1, %arg2 : tensor<5x4x4x4xf16>, tensor<5x4x4x4xi8>, tensor<4x5x4x4xf16>) outs(%g1_empty0 : tensor<5x4x4x4xf16>) {
    ^bb0(%g1_in0: f16, %g1_in1: i8, %g1_in2: f16, %g1_out0: f16):
      %g1_0 = arith.constant -1.500000e+00 : f16
      %g1_1 = arith.constant -0.000000e+00 : f16
      %g1_2 = arith.minimumf %g1_0, %g1_1 : f16
      %g1_3 = arith.minimumf %g1_in2, %g1_2 : f16
      linalg.yield %g1_3 : f16
    } -> tensor<5x4x4x4xf16>
    %g2_c0_3 = arith.constant 3 : index
    %g2_d0_3 = tensor.dim %arg3, %g2_c0_3 : tensor<4x5x4x?xf16>
    %g2_empty0 = tensor.empty(%g2_d0_3) : tensor<5x4x4x?xf16>
    %v2 = linalg.elementwise kind=#linalg.elementwise_kind<min_signed> indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>] ins(%v1, %arg3 : tensor<5x4x4x4xf16>, tensor<4x5x4x?xf16>) outs(%g2_empty0 : tensor<5x4x4x?xf16>) -> tensor<5x4x4x?xf16>
    %p3_padval = arith.constant 0.000000e+00 : f32
    %v3 = tensor.pad %arg4 low[0, %arg5, %arg6, 0] high[0, 1, 1, 0] {
    ^bb0(%p3_i0: index, %p3_i1: index, %p3_i2: index, %p3_i3: index):
      tensor.yield %p3_padval : f32
    } : tensor<2x5x3x3xf32> to tensor<2x?x?x3xf32>
    %v4 = linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%v3, %arg7 : tensor<2x?x?x3xf32>, tensor<3x3x3x3xf32>) outs(%arg4 : tensor<2x5x3x3xf32>) -> tensor<2x5x3x3xf32>
    %g5_empty0 = tensor.empty() : tensor<2x5x3x3xf32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v4 : tensor<2x5x3x3xf32>) outs(%g5_empty0 : tensor<2x5x3x3xf32>) {
    ^bb0(%g5_in0: f32, %g5_out0: f32):
      %g5_0 = math.absf %g5_in0 : f32
      %g5_1 = arith.mulf %g5_in0, %g5_0 : f32
      linalg.yield %g5_1 : f32
    } -> tensor<2x5x3x3xf32>
    %p6_padval = arith.constant 2.000000e+00 : f32
    %v6 = tensor.pad %v5 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%p6_i0: index, %p6_i1: index, %p6_i2: index, %p6_i3: index):
      tensor.yield %p6_padval : f32
    } : tensor<2x5x3x3xf32> to tensor<2x7x5x3xf32>
    %g7_empty0 = tensor.empty() : tensor<2x5x3x3xf32>
    %g7_fillval0 = arith.constant -1.500000e+00 : f32
    %g7_fill0 = linalg.fill ins(%g7_fillval0 : f32) outs(%g7_empty0 : tensor<2x5x3x3xf32>) -> tensor<2x5x3x3xf32>
    %v7 = linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%v6, %arg8 : tensor<2x7x5x3xf32>, tensor<3x3x?x3xf32>) outs(%g7_fill0 : tensor<2x5x3x3xf32>) -> tensor<2x5x3x3xf32>
    %g8_empty0 = tensor.empty() : tensor<2x5x3x3xf32>
    %v8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v7, %arg4 : tensor<2x5x3x3xf32>, tensor<2x5x3x3xf32>) outs(%g8_empty0 : tensor<2x5x3x3xf32>) {
    ^bb0(%g8_in0: f32, %g8_in1: f32, %g8_out0: f32):
      %g8_sum = arith.addf %g8_in0, %g8_in1 : f32
      linalg.yield %g8_sum : f32
    } -> tensor<2x5x3x3xf32>
    %l9_dest = tensor.empty() : tensor<1x8x3xf32>
    %l9_padval = arith.constant -3.000000e+00 : f32
    %v9 = linalg.pack %arg9 padding_value(%l9_padval : f32) inner_dims_pos = [0] inner_tiles = [3] into %l9_dest : tensor<2x8xf32> -> tensor<1x8x3xf32>
    %g10_empty0 = tensor.empty() : tensor<4x8x3xf32>
    %v10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (0, d0, d1)>, affine_map<(d0, d1, d2) -> (d2, d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v9 : tensor<1x8x3xf32>) outs(%g10_empty0 : tensor<4x8x3xf32>) {
    ^bb0(%g10_in0: f32, %g10_out0: f32):
      %g10_0 = arith.maximumf %g10_in0, %g10_in0 : f32
      %g10_1 = arith.constant 5.000000e-01 : f32
      %g10_2 = arith.negf %g10_1 : f32
      %g10_3 = arith.addf %g10_0, %g10_2 : f32
      linalg.yield %g10_3 : f32
    } -> tensor<4x8x3xf32>
    %v11 = tensor.collapse_shape %v10 [[0], [1, 2]] : tensor<4x8x3xf32> into tensor<4x24xf32>
    %v12 = linalg.matmul ins(%v11, %arg10 : tensor<4x24xf32>, tensor<24x5xf32>) outs(%arg11 : tensor<4x5xf32>) -> tensor<4x5xf32>
    return %v2, %v7, %v8, %v12 : tensor<5x4x4x?xf16>, tensor<2x5x3x3xf32>, tensor<2x5x3x3xf32>, tensor<4x5xf32>
  }
}
