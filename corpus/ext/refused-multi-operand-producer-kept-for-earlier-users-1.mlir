// Corpus case 'refused-multi-operand-producer-kept-for-earlier-users': `fusefuzz generate --seed 4 --strategy multi-operand` under strategy multi-operand.
// EXPECT: pass
// STRATEGY: multi-operand
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}FuseOperands: producer-kept-for-earlier-users=
module attributes {fusefuzz.seed = 4 : i64, fusefuzz.policy = "0x08ee098aadf7dc68"} {
  func.func @case(%arg0: tensor<5x1xi1>, %arg1: index {fusefuzz.value = 0 : i64}, %arg2: index {fusefuzz.value = 1 : i64}, %arg3: index {fusefuzz.value = 0 : i64}, %arg4: tensor<?x4x?x2xf16> {fusefuzz.shape = array<i64: 2, 4, 5, 2>}, %arg5: index {fusefuzz.value = 1 : i64}, %arg6: index {fusefuzz.value = 1 : i64}, %arg7: tensor<3x?x2x?xf16> {fusefuzz.shape = array<i64: 3, 3, 2, 2>}, %arg8: index {fusefuzz.value = 1 : i64}, %arg9: index {fusefuzz.value = 1 : i64}, %arg10: tensor<?x3x2x2xf16> {fusefuzz.shape = array<i64: 3, 3, 2, 2>}, %arg11: index {fusefuzz.value = 0 : i64}, %arg12: index {fusefuzz.value = 1 : i64}, %arg13: index {fusefuzz.value = 2 : i64}, %arg14: index {fusefuzz.value = 2 : i64}, %arg15: f16, %arg16: tensor<?x5x?xf16> {fusefuzz.shape = array<i64: 4, 5, 8>}, %arg17: tensor<4x5x8x6xf16>, %arg18: f16, %arg19: index {fusefuzz.value = 0 : i64}, %arg20: index {fusefuzz.value = 1 : i64}) -> (tensor<?x?xi1>, tensor<?x?xi1>, tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) {
    %p0_padval = arith.constant 0 : i1
    %v0 = tensor.pad %arg0 low[1, %arg2] high[%arg1, %arg3] {
    ^bb0(%p0_i0: index, %p0_i1: index):
      tensor.yield %p0_padval : i1
    } : tensor<5x1xi1> to tensor<?x?xi1>
    %g1_c0_0 = arith.constant 1 : index
    %g1_d0_0 = tensor.dim %v0, %g1_c0_0 : tensor<?x?xi1>
    %g1_c0_1 = arith.constant 0 : index
    %g1_d0_1 = tensor.dim %v0, %g1_c0_1 : tensor<?x?xi1>
    %g1_empty0 = tensor.empty(%g1_d0_0, %g1_d0_1) : tensor<?x?xi1>
    %g1_c1_0 = arith.constant 1 : index
    %g1_d1_0 = tensor.dim %v0, %g1_c1_0 : tensor<?x?xi1>
    %g1_c1_1 = arith.constant 0 : index
    %g1_d1_1 = tensor.dim %v0, %g1_c1_1 : tensor<?x?xi1>
    %g1_empty1 = tensor.empty(%g1_d1_0, %g1_d1_1) : tensor<?x?xi1>
    %v1:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v0 : tensor<?x?xi1>) outs(%g1_empty0, %g1_empty1 : tensor<?x?xi1>, tensor<?x?xi1>) {
    ^bb0(%g1_in0: i1, %g1_out0: i1, %g1_out1: i1):
      %g1_0 = arith.extui %g1_in0 : i1 to i32
      %g1_1 = arith.extui %g1_in0 : i1 to i32
      %g1_2 = arith.cmpi sle, %g1_0, %g1_1 : i32
      %g1_3 = arith.uitofp %g1_in0 : i1 to f32
      %g1_4 = arith.uitofp %g1_in0 : i1 to f32
      %g1_5 = arith.cmpf olt, %g1_3, %g1_4 : f32
      %g1_6 = arith.ori %g1_2, %g1_5 : i1
      %g1_7 = arith.andi %g1_6, %g1_in0 : i1
      %g1_8 = arith.uitofp %g1_in0 : i1 to f32
      %g1_9 = arith.uitofp %g1_in0 : i1 to f32
      %g1_10 = arith.cmpf olt, %g1_8, %g1_9 : f32
      %g1_11 = arith.xori %g1_10, %g1_in0 : i1
      %g1_12 = arith.xori %g1_in0, %g1_11 : i1
      linalg.yield %g1_7, %g1_12 : i1, i1
    } -> (tensor<?x?xi1>, tensor<?x?xi1>)
    %p2_padval = arith.constant -1.500000e+00 : f16
    %v2 = tensor.pad %arg4 low[0, 1, 1, 0] high[0, %arg5, %arg6, 0] {
    ^bb0(%p2_i0: index, %p2_i1: index, %p2_i2: index, %p2_i3: index):
      tensor.yield %p2_padval : f16
    } : tensor<?x4x?x2xf16> to tensor<?x?x?x2xf16>
    %g3_c0_0 = arith.constant 0 : index
    %g3_d0_0 = tensor.dim %v2, %g3_c0_0 : tensor<?x?x?x2xf16>
    %g3_c0_3 = arith.constant 3 : index
    %g3_d0_3 = tensor.dim %arg7, %g3_c0_3 : tensor<3x?x2x?xf16>
    %g3_empty0 = tensor.empty(%g3_d0_0, %g3_d0_3) : tensor<?x4x5x?xf16>
    %g3_fillval0 = arith.constant 0.000000e+00 : f16
    %g3_fill0 = linalg.fill ins(%g3_fillval0 : f16) outs(%g3_empty0 : tensor<?x4x5x?xf16>) -> tensor<?x4x5x?xf16>
    %v3 = linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%v2, %arg7 : tensor<?x?x?x2xf16>, tensor<3x?x2x?xf16>) outs(%g3_fill0 : tensor<?x4x5x?xf16>) -> tensor<?x4x5x?xf16>
    %g4_c0_0 = arith.constant 0 : index
    %g4_d0_0 = tensor.dim %v3, %g4_c0_0 : tensor<?x4x5x?xf16>
    %g4_c0_3 = arith.constant 3 : index
    %g4_d0_3 = tensor.dim %v3, %g4_c0_3 : tensor<?x4x5x?xf16>
    %g4_empty0 = tensor.empty(%g4_d0_0, %g4_d0_3) : tensor<?x4x5x?xf16>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v3 : tensor<?x4x5x?xf16>) outs(%g4_empty0 : tensor<?x4x5x?xf16>) {
    ^bb0(%g4_in0: f16, %g4_out0: f16):
      %g4_0 = math.sqrt %g4_in0 : f16
      %g4_1 = arith.minimumf %g4_in0, %g4_in0 : f16
      %g4_2 = arith.cmpf olt, %g4_0, %g4_1 : f16
      %g4_3 = arith.constant 1.000000e+00 : f16
      %g4_4 = arith.maximumf %g4_in0, %g4_3 : f16
      %g4_5 = arith.negf %g4_in0 : f16
      %g4_6 = arith.select %g4_2, %g4_4, %g4_5 : f16
      %g4_7 = arith.subf %g4_6, %g4_in0 : f16
      linalg.yield %g4_7 : f16
    } -> tensor<?x4x5x?xf16>
    %p5_padval = arith.constant -0.000000e+00 : f16
    %v5 = tensor.pad %v4 low[0, 1, %arg9, 0] high[0, %arg8, 1, 0] {
    ^bb0(%p5_i0: index, %p5_i1: index, %p5_i2: index, %p5_i3: index):
      tensor.yield %p5_padval : f16
    } : tensor<?x4x5x?xf16> to tensor<?x?x?x?xf16>
    %g6_c0_0 = arith.constant 0 : index
    %g6_d0_0 = tensor.dim %v5, %g6_c0_0 : tensor<?x?x?x?xf16>
    %g6_empty0 = tensor.empty(%g6_d0_0) : tensor<?x4x5x2xf16>
    %g6_fillval0 = arith.constant 1.000000e+00 : f16
    %g6_fill0 = linalg.fill ins(%g6_fillval0 : f16) outs(%g6_empty0 : tensor<?x4x5x2xf16>) -> tensor<?x4x5x2xf16>
    %v6 = linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%v5, %arg10 : tensor<?x?x?x?xf16>, tensor<?x3x2x2xf16>) outs(%g6_fill0 : tensor<?x4x5x2xf16>) -> tensor<?x4x5x2xf16>
    %g7_c0_0 = arith.constant 0 : index
    %g7_d0_0 = tensor.dim %v6, %g7_c0_0 : tensor<?x4x5x2xf16>
    %g7_c0_2 = arith.constant 2 : index
    %g7_d0_2 = tensor.dim %arg4, %g7_c0_2 : tensor<?x4x?x2xf16>
    %g7_empty0 = tensor.empty(%g7_d0_0, %g7_d0_2) : tensor<?x4x?x2xf16>
    %v7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v6, %arg4 : tensor<?x4x5x2xf16>, tensor<?x4x?x2xf16>) outs(%g7_empty0 : tensor<?x4x?x2xf16>) {
    ^bb0(%g7_in0: f16, %g7_in1: f16, %g7_out0: f16):
      %g7_sum = arith.addf %g7_in0, %g7_in1 : f16
      linalg.yield %g7_sum : f16
    } -> tensor<?x4x?x2xf16>
    %p8_padval = arith.constant 2.000000e+00 : f16
    %v8 = tensor.pad %v7 low[1, 1, %arg12, %arg13] high[1, %arg11, 2, %arg14] {
    ^bb0(%p8_i0: index, %p8_i1: index, %p8_i2: index, %p8_i3: index):
      tensor.yield %p8_padval : f16
    } : tensor<?x4x?x2xf16> to tensor<?x?x?x?xf16>
    %g9_c0_0 = arith.constant 0 : index
    %g9_d0_0 = tensor.dim %v8, %g9_c0_0 : tensor<?x?x?x?xf16>
    %g9_c0_1 = arith.constant 1 : index
    %g9_d0_1 = tensor.dim %v8, %g9_c0_1 : tensor<?x?x?x?xf16>
    %g9_c0_2 = arith.constant 2 : index
    %g9_d0_2 = tensor.dim %v8, %g9_c0_2 : tensor<?x?x?x?xf16>
    %g9_c0_3 = arith.constant 3 : index
    %g9_d0_3 = tensor.dim %v8, %g9_c0_3 : tensor<?x?x?x?xf16>
    %g9_empty0 = tensor.empty(%g9_d0_0, %g9_d0_1, %g9_d0_2, %g9_d0_3) : tensor<?x?x?x?xf16>
    %v9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v8 : tensor<?x?x?x?xf16>) outs(%g9_empty0 : tensor<?x?x?x?xf16>) {
    ^bb0(%g9_in0: f16, %g9_out0: f16):
      %g9_0 = linalg.index 0 : index
      %g9_1 = arith.index_cast %g9_0 : index to i32
      %g9_2 = arith.sitofp %g9_1 : i32 to f16
      %g9_3 = arith.addf %g9_2, %arg15 : f16
      linalg.yield %g9_3 : f16
    } -> tensor<?x?x?x?xf16>
    %g10_c0_0 = arith.constant 2 : index
    %g10_d0_0 = tensor.dim %v9, %g10_c0_0 : tensor<?x?x?x?xf16>
    %g10_c0_1 = arith.constant 3 : index
    %g10_d0_1 = tensor.dim %v9, %g10_c0_1 : tensor<?x?x?x?xf16>
    %g10_c0_2 = arith.constant 0 : index
    %g10_d0_2 = tensor.dim %v9, %g10_c0_2 : tensor<?x?x?x?xf16>
    %g10_c0_3 = arith.constant 1 : index
    %g10_d0_3 = tensor.dim %v9, %g10_c0_3 : tensor<?x?x?x?xf16>
    %g10_empty0 = tensor.empty(%g10_d0_0, %g10_d0_1, %g10_d0_2, %g10_d0_3) : tensor<?x?x?x?xf16>
    %g10_fillval0 = arith.constant 2.000000e+00 : f16
    %g10_fill0 = linalg.fill ins(%g10_fillval0 : f16) outs(%g10_empty0 : tensor<?x?x?x?xf16>) -> tensor<?x?x?x?xf16>
    %g10_c1_0 = arith.constant 0 : index
    %g10_d1_0 = tensor.dim %v9, %g10_c1_0 : tensor<?x?x?x?xf16>
    %g10_c1_1 = arith.constant 1 : index
    %g10_d1_1 = tensor.dim %v9, %g10_c1_1 : tensor<?x?x?x?xf16>
    %g10_c1_2 = arith.constant 2 : index
    %g10_d1_2 = tensor.dim %v9, %g10_c1_2 : tensor<?x?x?x?xf16>
    %g10_c1_3 = arith.constant 3 : index
    %g10_d1_3 = tensor.dim %v9, %g10_c1_3 : tensor<?x?x?x?xf16>
    %g10_empty1 = tensor.empty(%g10_d1_0, %g10_d1_1, %g10_d1_2, %g10_d1_3) : tensor<?x?x?x?xf16>
    %v10:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v9, %arg16, %arg17 : tensor<?x?x?x?xf16>, tensor<?x5x?xf16>, tensor<4x5x8x6xf16>) outs(%g10_fill0, %g10_empty1 : tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) {
    ^bb0(%g10_in0: f16, %g10_in1: f16, %g10_in2: f16, %g10_out0: f16, %g10_out1: f16):
      %g10_0 = math.exp %arg18 : f16
      %g10_1 = arith.constant 1.000000e+00 : f16
      %g10_2 = arith.divf %g10_in1, %g10_1 : f16
      linalg.yield %g10_0, %g10_2 : f16, f16
    } -> (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>)
    %p11_padval = arith.constant -1.500000e+00 : f16
    %v11 = tensor.pad %v10#1 low[2, 1, %arg20, 2] high[2, %arg19, 1, 2] {
    ^bb0(%p11_i0: index, %p11_i1: index, %p11_i2: index, %p11_i3: index):
      tensor.yield %p11_padval : f16
    } : tensor<?x?x?x?xf16> to tensor<?x?x?x?xf16>
    return %v1#0, %v1#1, %v10#0, %v10#1, %v11 : tensor<?x?xi1>, tensor<?x?xi1>, tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>
  }
}
