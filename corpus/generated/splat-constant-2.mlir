// Corpus case 'splat-constant': `fusefuzz generate --seed 49` under strategy elementwise.
// EXPECT: pass
// STRATEGY: elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 49 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<5xf32>, %arg1: tensor<1x2xf16>, %arg2: tensor<1x3xf16>, %arg3: tensor<2x3x5x2xf16>, %arg4: tensor<3x?x2x2xf16> {fusefuzz.shape = array<i64: 3, 3, 2, 2>}, %arg5: tensor<2x?x5x2xf16> {fusefuzz.shape = array<i64: 2, 3, 5, 2>}, %arg6: index {fusefuzz.value = 1 : i64}, %arg7: index {fusefuzz.value = 1 : i64}, %arg8: index {fusefuzz.value = 1 : i64}, %arg9: tensor<?x3x2x2xf16> {fusefuzz.shape = array<i64: 3, 3, 2, 2>}, %arg10: tensor<2x?x5x2xf16> {fusefuzz.shape = array<i64: 2, 3, 5, 2>}, %arg11: tensor<4x?x2xf32> {fusefuzz.shape = array<i64: 4, 5, 2>}, %arg12: tensor<4x5xf32>) -> (tensor<5xf32>, tensor<1x5xf16>, tensor<2x5x2xf16>, tensor<4x?x2xf32>) {
    %cst0 = arith.constant dense<-1.500000e+00> : tensor<5xf32>
    %g0_empty0 = tensor.empty() : tensor<5xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%cst0, %arg0 : tensor<5xf32>, tensor<5xf32>) outs(%g0_empty0 : tensor<5xf32>) {
    ^bb0(%g0_in0: f32, %g0_in1: f32, %g0_out0: f32):
      %g0_0 = arith.divf %g0_in0, %g0_in0 : f32
      %g0_1 = arith.constant -1.500000e+00 : f32
      %g0_2 = math.exp %g0_1 : f32
      %g0_3 = arith.addf %g0_0, %g0_2 : f32
      %g0_4 = arith.cmpf une, %g0_in0, %g0_3 : f32
      %g0_5 = arith.constant 1.000000e+00 : f32
      %g0_6 = arith.subf %g0_in1, %g0_in1 : f32
      %g0_7 = arith.select %g0_4, %g0_5, %g0_6 : f32
      linalg.yield %g0_7 : f32
    } -> tensor<5xf32>
    %v1 = tensor.concat dim(1) %arg1, %arg2 : (tensor<1x2xf16>, tensor<1x3xf16>) -> tensor<1x5xf16>
    %p2_padval = arith.constant 0.000000e+00 : f16
    %v2 = tensor.pad %arg3 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%p2_i0: index, %p2_i1: index, %p2_i2: index, %p2_i3: index):
      tensor.yield %p2_padval : f16
    } : tensor<2x3x5x2xf16> to tensor<2x5x7x2xf16>
    %g3_empty0 = tensor.empty() : tensor<2x3x5x2xf16>
    %g3_fillval0 = arith.constant -3.000000e+00 : f16
    %g3_fill0 = linalg.fill ins(%g3_fillval0 : f16) outs(%g3_empty0 : tensor<2x3x5x2xf16>) -> tensor<2x3x5x2xf16>
    %v3 = linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%v2, %arg4 : tensor<2x5x7x2xf16>, tensor<3x?x2x2xf16>) outs(%g3_fill0 : tensor<2x3x5x2xf16>) -> tensor<2x3x5x2xf16>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v3 : tensor<2x3x5x2xf16>) outs(%arg5 : tensor<2x?x5x2xf16>) {
    ^bb0(%g4_in0: f16, %g4_out0: f16):
      %g4_0 = arith.constant 2.000000e+00 : f16
      %g4_1 = arith.divf %g4_0, %g4_in0 : f16
      %g4_2 = arith.subf %g4_in0, %g4_in0 : f16
      %g4_3 = arith.addf %g4_1, %g4_2 : f16
      linalg.yield %g4_3 : f16
    } -> tensor<2x?x5x2xf16>
    %p5_padval = arith.constant 1.000000e+00 : f16
    %v5 = tensor.pad %v4 low[0, %arg6, %arg8, 0] high[0, %arg7, 1, 0] {
    ^bb0(%p5_i0: index, %p5_i1: index, %p5_i2: index, %p5_i3: index):
      tensor.yield %p5_padval : f16
    } : tensor<2x?x5x2xf16> to tensor<2x?x?x2xf16>
    %v6 = linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%v5, %arg9 : tensor<2x?x?x2xf16>, tensor<?x3x2x2xf16>) outs(%arg10 : tensor<2x?x5x2xf16>) -> tensor<2x?x5x2xf16>
    %g7_c0_1 = arith.constant 1 : index
    %g7_d0_1 = tensor.dim %v6, %g7_c0_1 : tensor<2x?x5x2xf16>
    %g7_empty0 = tensor.empty(%g7_d0_1) : tensor<2x?x5x2xf16>
    %v7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v6, %arg3 : tensor<2x?x5x2xf16>, tensor<2x3x5x2xf16>) outs(%g7_empty0 : tensor<2x?x5x2xf16>) {
    ^bb0(%g7_in0: f16, %g7_in1: f16, %g7_out0: f16):
      %g7_sum = arith.addf %g7_in0, %g7_in1 : f16
      linalg.yield %g7_sum : f16
    } -> tensor<2x?x5x2xf16>
    %g8_empty0 = tensor.empty() : tensor<2x5x2xf16>
    %g8_fillval0 = arith.constant 0.000000e+00 : f16
    %g8_fill0 = linalg.fill ins(%g8_fillval0 : f16) outs(%g8_empty0 : tensor<2x5x2xf16>) -> tensor<2x5x2xf16>
    %v8 = linalg.reduce ins(%v7 : tensor<2x?x5x2xf16>) outs(%g8_fill0 : tensor<2x5x2xf16>) dimensions = [1]
      (%g8_in0: f16, %g8_out0: f16) {
        %g8_0 = arith.maximumf %g8_out0, %g8_in0 : f16
        linalg.yield %g8_0 : f16
      }
    %g9_c0_1 = arith.constant 1 : index
    %g9_d0_1 = tensor.dim %arg11, %g9_c0_1 : tensor<4x?x2xf32>
    %g9_empty0 = tensor.empty(%g9_d0_1) : tensor<4x?x2xf32>
    %v9 = linalg.elementwise kind=#linalg.elementwise_kind<min_signed> indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>] ins(%arg11, %arg12 : tensor<4x?x2xf32>, tensor<4x5xf32>) outs(%g9_empty0 : tensor<4x?x2xf32>) -> tensor<4x?x2xf32>
    return %v0, %v1, %v8, %v9 : tensor<5xf32>, tensor<1x5xf16>, tensor<2x5x2xf16>, tensor<4x?x2xf32>
  }
}
