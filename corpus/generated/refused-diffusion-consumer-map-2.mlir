// Corpus case 'refused-diffusion-consumer-map': `fusefuzz generate --seed 80` under strategy diffusion.
// EXPECT: pass
// STRATEGY: diffusion
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}diffusion:upstream-declined: consumer operand map not a projected permutation=
module attributes {fusefuzz.seed = 80 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<1xf32>, %arg1: index {fusefuzz.value = 2 : i64}, %arg2: tensor<?xf32> {fusefuzz.shape = array<i64: 2>}, %arg3: tensor<3xf16>, %arg4: tensor<?x4x?x2xf32> {fusefuzz.shape = array<i64: 1, 4, 2, 2>}, %arg5: index {fusefuzz.value = 1 : i64}, %arg6: index {fusefuzz.value = 1 : i64}, %arg7: tensor<3x3x2x2xf32>, %arg8: index {fusefuzz.value = 1 : i64}, %arg9: index {fusefuzz.value = 1 : i64}, %arg10: index {fusefuzz.value = 1 : i64}, %arg11: tensor<3x3x2x2xf32>, %arg12: f32) -> (tensor<?x5x3xf16>, tensor<?x5x3xf16>, tensor<4x?xf32>) {
    %p0_padval = arith.constant 1.000000e+00 : f32
    %v0 = tensor.pad %arg0 low[%arg1] high[2] {
    ^bb0(%p0_i0: index):
      tensor.yield %p0_padval : f32
    } : tensor<1xf32> to tensor<?xf32>
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %v0, %g1_c0_0 : tensor<?xf32>
    %g1_empty0 = tensor.empty(%g1_d0_0) : tensor<?xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v0 : tensor<?xf32>) outs(%g1_empty0 : tensor<?xf32>) {
    ^bb0(%g1_in0: f32, %g1_out0: f32):
      %g1_0 = linalg.index 0 : index
      %g1_1 = arith.index_cast %g1_0 : index to i32
      %g1_2 = arith.sitofp %g1_1 : i32 to f32
      %g1_3 = arith.constant -3.000000e+00 : f32
      %g1_4 = arith.mulf %g1_2, %g1_3 : f32
      %g1_5 = arith.divf %g1_in0, %g1_in0 : f32
      %g1_6 = arith.cmpf ord, %g1_4, %g1_5 : f32
      %g1_7 = arith.constant -3.000000e+00 : f32
      %g1_8 = linalg.index 0 : index
      %g1_9 = arith.index_cast %g1_8 : index to i32
      %g1_10 = arith.sitofp %g1_9 : i32 to f32
      %g1_11 = arith.mulf %g1_7, %g1_10 : f32
      %g1_12 = arith.select %g1_6, %g1_11, %g1_in0 : f32
      linalg.yield %g1_12 : f32
    } -> tensor<?xf32>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %v1, %g2_c0_0 : tensor<?xf32>
    %g2_empty0 = tensor.empty(%g2_d0_0) : tensor<?xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v1 : tensor<?xf32>) outs(%g2_empty0 : tensor<?xf32>) {
    ^bb0(%g2_in0: f32, %g2_out0: f32):
      %g2_0 = arith.cmpf ord, %g2_in0, %g2_in0 : f32
      %g2_1 = arith.constant 1.000000e+00 : f32
      %g2_2 = arith.select %g2_0, %g2_in0, %g2_1 : f32
      linalg.yield %g2_2 : f32
    } -> tensor<?xf32>
    %v3 = tensor.concat dim(0) %arg2, %v2 : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
    %g4_c0_0 = arith.constant 0 : index
    %g4_d0_0 = tensor.dim %v3, %g4_c0_0 : tensor<?xf32>
    %g4_empty0 = tensor.empty(%g4_d0_0) : tensor<?x5x3xf16>
    %g4_c1_0 = arith.constant 0 : index
    %g4_d1_0 = tensor.dim %v3, %g4_c1_0 : tensor<?xf32>
    %g4_empty1 = tensor.empty(%g4_d1_0) : tensor<?x5x3xf16>
    %v4:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v3 : tensor<?xf32>) outs(%g4_empty0, %g4_empty1 : tensor<?x5x3xf16>, tensor<?x5x3xf16>) {
    ^bb0(%g4_in0: f32, %g4_out0: f16, %g4_out1: f16):
      %g4_0 = linalg.index 2 : index
      %g4_1 = arith.constant 3 : index
      %g4_2 = arith.remui %g4_0, %g4_1 : index
      %g4_3 = tensor.extract %arg3[%g4_2] : tensor<3xf16>
      %g4_4 = linalg.index 1 : index
      %g4_5 = arith.constant 3 : index
      %g4_6 = arith.remui %g4_4, %g4_5 : index
      %g4_7 = tensor.extract %arg3[%g4_6] : tensor<3xf16>
      %g4_8 = math.sqrt %g4_7 : f16
      %g4_9 = arith.minimumf %g4_3, %g4_8 : f16
      %g4_10 = linalg.index 2 : index
      %g4_11 = arith.index_cast %g4_10 : index to i32
      %g4_12 = arith.sitofp %g4_11 : i32 to f16
      %g4_13 = math.absf %g4_12 : f16
      %g4_14 = linalg.index 1 : index
      %g4_15 = arith.constant 3 : index
      %g4_16 = arith.remui %g4_14, %g4_15 : index
      %g4_17 = tensor.extract %arg3[%g4_16] : tensor<3xf16>
      %g4_18 = arith.constant 5.000000e-01 : f16
      %g4_19 = arith.minimumf %g4_17, %g4_18 : f16
      %g4_20 = arith.cmpf une, %g4_13, %g4_19 : f16
      %g4_21 = arith.truncf %g4_in0 : f32 to f16
      %g4_22 = arith.truncf %g4_in0 : f32 to f16
      %g4_23 = arith.select %g4_20, %g4_21, %g4_22 : f16
      linalg.yield %g4_9, %g4_23 : f16, f16
    } -> (tensor<?x5x3xf16>, tensor<?x5x3xf16>)
    %p5_padval = arith.constant 0.000000e+00 : f32
    %v5 = tensor.pad %arg4 low[0, 1, %arg5, 0] high[0, 1, %arg6, 0] {
    ^bb0(%p5_i0: index, %p5_i1: index, %p5_i2: index, %p5_i3: index):
      tensor.yield %p5_padval : f32
    } : tensor<?x4x?x2xf32> to tensor<?x6x?x2xf32>
    %g6_c0_0 = arith.constant 0 : index
    %g6_d0_0 = tensor.dim %v5, %g6_c0_0 : tensor<?x6x?x2xf32>
    %g6_empty0 = tensor.empty(%g6_d0_0) : tensor<?x4x2x2xf32>
    %g6_fillval0 = arith.constant -3.000000e+00 : f32
    %g6_fill0 = linalg.fill ins(%g6_fillval0 : f32) outs(%g6_empty0 : tensor<?x4x2x2xf32>) -> tensor<?x4x2x2xf32>
    %v6 = linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%v5, %arg7 : tensor<?x6x?x2xf32>, tensor<3x3x2x2xf32>) outs(%g6_fill0 : tensor<?x4x2x2xf32>) -> tensor<?x4x2x2xf32>
    %g7_c0_0 = arith.constant 0 : index
    %g7_d0_0 = tensor.dim %v6, %g7_c0_0 : tensor<?x4x2x2xf32>
    %g7_empty0 = tensor.empty(%g7_d0_0) : tensor<?x4x2x2xf32>
    %v7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v6 : tensor<?x4x2x2xf32>) outs(%g7_empty0 : tensor<?x4x2x2xf32>) {
    ^bb0(%g7_in0: f32, %g7_out0: f32):
      %g7_0 = arith.minimumf %g7_in0, %g7_in0 : f32
      %g7_1 = arith.constant 7.000000e+00 : f32
      %g7_2 = arith.maximumf %g7_1, %g7_in0 : f32
      %g7_3 = arith.cmpf oeq, %g7_0, %g7_2 : f32
      %g7_4 = arith.addf %g7_in0, %g7_in0 : f32
      %g7_5 = arith.cmpf ugt, %g7_in0, %g7_in0 : f32
      %g7_6 = arith.select %g7_5, %g7_in0, %g7_in0 : f32
      %g7_7 = arith.select %g7_3, %g7_4, %g7_6 : f32
      %g7_8 = arith.maximumf %g7_in0, %g7_7 : f32
      linalg.yield %g7_8 : f32
    } -> tensor<?x4x2x2xf32>
    %p8_padval = arith.constant 0.000000e+00 : f32
    %v8 = tensor.pad %v7 low[0, 1, %arg9, 0] high[0, %arg8, %arg10, 0] {
    ^bb0(%p8_i0: index, %p8_i1: index, %p8_i2: index, %p8_i3: index):
      tensor.yield %p8_padval : f32
    } : tensor<?x4x2x2xf32> to tensor<?x?x?x2xf32>
    %g9_c0_0 = arith.constant 0 : index
    %g9_d0_0 = tensor.dim %v8, %g9_c0_0 : tensor<?x?x?x2xf32>
    %g9_empty0 = tensor.empty(%g9_d0_0) : tensor<?x4x2x2xf32>
    %g9_fillval0 = arith.constant 1.000000e+00 : f32
    %g9_fill0 = linalg.fill ins(%g9_fillval0 : f32) outs(%g9_empty0 : tensor<?x4x2x2xf32>) -> tensor<?x4x2x2xf32>
    %v9 = linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%v8, %arg11 : tensor<?x?x?x2xf32>, tensor<3x3x2x2xf32>) outs(%g9_fill0 : tensor<?x4x2x2xf32>) -> tensor<?x4x2x2xf32>
    %g10_c0_0 = arith.constant 0 : index
    %g10_d0_0 = tensor.dim %v9, %g10_c0_0 : tensor<?x4x2x2xf32>
    %g10_c0_2 = arith.constant 2 : index
    %g10_d0_2 = tensor.dim %arg4, %g10_c0_2 : tensor<?x4x?x2xf32>
    %g10_empty0 = tensor.empty(%g10_d0_0, %g10_d0_2) : tensor<?x4x?x2xf32>
    %v10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v9, %arg4 : tensor<?x4x2x2xf32>, tensor<?x4x?x2xf32>) outs(%g10_empty0 : tensor<?x4x?x2xf32>) {
    ^bb0(%g10_in0: f32, %g10_in1: f32, %g10_out0: f32):
      %g10_sum = arith.addf %g10_in0, %g10_in1 : f32
      linalg.yield %g10_sum : f32
    } -> tensor<?x4x?x2xf32>
    %g11_c0_0 = arith.constant 0 : index
    %g11_d0_0 = tensor.dim %v10, %g11_c0_0 : tensor<?x4x?x2xf32>
    %g11_c0_2 = arith.constant 2 : index
    %g11_d0_2 = tensor.dim %v10, %g11_c0_2 : tensor<?x4x?x2xf32>
    %g11_empty0 = tensor.empty(%g11_d0_0, %g11_d0_2) : tensor<?x4x?x2xf32>
    %v11 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v10 : tensor<?x4x?x2xf32>) outs(%g11_empty0 : tensor<?x4x?x2xf32>) {
    ^bb0(%g11_in0: f32, %g11_out0: f32):
      %g11_0 = arith.cmpf oge, %g11_in0, %arg12 : f32
      %g11_1 = arith.constant 5.000000e-01 : f32
      %g11_2 = arith.select %g11_0, %g11_1, %arg12 : f32
      %g11_3 = arith.subf %g11_in0, %g11_2 : f32
      %g11_4 = math.sqrt %arg12 : f32
      %g11_5 = arith.maximumf %g11_4, %arg12 : f32
      %g11_6 = arith.subf %g11_3, %g11_5 : f32
      linalg.yield %g11_6 : f32
    } -> tensor<?x4x?x2xf32>
    %g12_c0_1 = arith.constant 2 : index
    %g12_d0_1 = tensor.dim %v11, %g12_c0_1 : tensor<?x4x?x2xf32>
    %g12_empty0 = tensor.empty(%g12_d0_1) : tensor<4x?xf32>
    %g12_fillval0 = arith.constant 0.000000e+00 : f32
    %g12_fill0 = linalg.fill ins(%g12_fillval0 : f32) outs(%g12_empty0 : tensor<4x?xf32>) -> tensor<4x?xf32>
    %v12 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (0, d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v11 : tensor<?x4x?x2xf32>) outs(%g12_fill0 : tensor<4x?xf32>) {
    ^bb0(%g12_in0: f32, %g12_out0: f32):
      %g12_0 = math.floor %g12_in0 : f32
      %g12_1 = arith.maximumf %g12_out0, %g12_0 : f32
      linalg.yield %g12_1 : f32
    } -> tensor<4x?xf32>
    return %v4#0, %v4#1, %v12 : tensor<?x5x3xf16>, tensor<?x5x3xf16>, tensor<4x?xf32>
  }
}
