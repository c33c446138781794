// Corpus case 'softmax-tiled-and-fused': `fusefuzz generate --seed 70` under strategy tile-fuse-consumers.
// EXPECT: pass
// STRATEGY: tile-fuse-consumers
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 70 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<3x3x?xi32> {fusefuzz.shape = array<i64: 3, 3, 4>}, %arg1: tensor<3x4x?xi32> {fusefuzz.shape = array<i64: 3, 4, 1>}, %arg2: tensor<3x3x1xi32>, %arg3: tensor<?x5x1x1xf32> {fusefuzz.shape = array<i64: 2, 5, 1, 1>}, %arg4: index {fusefuzz.value = 1 : i64}, %arg5: index {fusefuzz.value = 1 : i64}, %arg6: tensor<3x?x1x1xf32> {fusefuzz.shape = array<i64: 3, 3, 1, 1>}, %arg7: tensor<?x5x1x1xf32> {fusefuzz.shape = array<i64: 2, 5, 1, 1>}, %arg8: index {fusefuzz.value = 1 : i64}, %arg9: index {fusefuzz.value = 1 : i64}, %arg10: index {fusefuzz.value = 1 : i64}, %arg11: tensor<?x3x1x1xf32> {fusefuzz.shape = array<i64: 3, 3, 1, 1>}, %arg12: tensor<?x5xf32> {fusefuzz.shape = array<i64: 5, 5>}, %arg13: tensor<5x2xf32>, %arg14: tensor<?x2x4xf16> {fusefuzz.shape = array<i64: 5, 2, 4>}, %arg15: tensor<5x2x4xf32>, %arg16: f32) -> (tensor<3x3x1xi32>, tensor<?x5x1x1xf32>, tensor<?x3x2x4xi1>) {
    %g0_c0_2 = arith.constant 2 : index
    %g0_d0_2 = tensor.dim %arg0, %g0_c0_2 : tensor<3x3x?xi32>
    %g0_empty0 = tensor.empty(%g0_d0_2) : tensor<3x3x?xi32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<3x3x?xi32>) outs(%g0_empty0 : tensor<3x3x?xi32>) {
    ^bb0(%g0_in0: i32, %g0_out0: i32):
      %g0_0 = arith.andi %g0_in0, %g0_in0 : i32
      %g0_1 = arith.constant 0 : i32
      %g0_2 = arith.constant 1 : i32
      %g0_3 = arith.cmpi eq, %g0_in0, %g0_1 : i32
      %g0_4 = arith.select %g0_3, %g0_2, %g0_in0 : i32
      %g0_5 = arith.divui %g0_in0, %g0_4 : i32
      %g0_6 = arith.constant 0 : i32
      %g0_7 = arith.constant 1 : i32
      %g0_8 = arith.cmpi eq, %g0_5, %g0_6 : i32
      %g0_9 = arith.constant -1 : i32
      %g0_10 = arith.cmpi eq, %g0_5, %g0_9 : i32
      %g0_11 = arith.ori %g0_8, %g0_10 : i1
      %g0_12 = arith.select %g0_11, %g0_7, %g0_5 : i32
      %g0_13 = arith.remsi %g0_0, %g0_12 : i32
      %g0_14 = arith.muli %g0_in0, %g0_in0 : i32
      %g0_15 = arith.minsi %g0_14, %g0_in0 : i32
      %g0_16 = arith.muli %g0_13, %g0_15 : i32
      linalg.yield %g0_16 : i32
    } -> tensor<3x3x?xi32>
    %v1 = linalg.batch_matmul ins(%v0, %arg1 : tensor<3x3x?xi32>, tensor<3x4x?xi32>) outs(%arg2 : tensor<3x3x1xi32>) -> tensor<3x3x1xi32>
    %p2_padval = arith.constant 0.000000e+00 : f32
    %v2 = tensor.pad %arg3 low[0, %arg4, 1, 0] high[0, %arg5, 1, 0] {
    ^bb0(%p2_i0: index, %p2_i1: index, %p2_i2: index, %p2_i3: index):
      tensor.yield %p2_padval : f32
    } : tensor<?x5x1x1xf32> to tensor<?x?x3x1xf32>
    %v3 = linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%v2, %arg6 : tensor<?x?x3x1xf32>, tensor<3x?x1x1xf32>) outs(%arg7 : tensor<?x5x1x1xf32>) -> tensor<?x5x1x1xf32>
    %g4_c0_0 = arith.constant 0 : index
    %g4_d0_0 = tensor.dim %v3, %g4_c0_0 : tensor<?x5x1x1xf32>
    %g4_empty0 = tensor.empty(%g4_d0_0) : tensor<?x5x1x1xf32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v3 : tensor<?x5x1x1xf32>) outs(%g4_empty0 : tensor<?x5x1x1xf32>) {
    ^bb0(%g4_in0: f32, %g4_out0: f32):
      %g4_0 = arith.minimumf %g4_in0, %g4_in0 : f32
      linalg.yield %g4_0 : f32
    } -> tensor<?x5x1x1xf32>
    %p5_padval = arith.constant 1.000000e+00 : f32
    %v5 = tensor.pad %v4 low[0, 1, %arg9, 0] high[0, %arg8, %arg10, 0] {
    ^bb0(%p5_i0: index, %p5_i1: index, %p5_i2: index, %p5_i3: index):
      tensor.yield %p5_padval : f32
    } : tensor<?x5x1x1xf32> to tensor<?x?x?x1xf32>
    %g6_c0_0 = arith.constant 0 : index
    %g6_d0_0 = tensor.dim %v5, %g6_c0_0 : tensor<?x?x?x1xf32>
    %g6_empty0 = tensor.empty(%g6_d0_0) : tensor<?x5x1x1xf32>
    %g6_fillval0 = arith.constant -1.500000e+00 : f32
    %g6_fill0 = linalg.fill ins(%g6_fillval0 : f32) outs(%g6_empty0 : tensor<?x5x1x1xf32>) -> tensor<?x5x1x1xf32>
    %v6 = linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%v5, %arg11 : tensor<?x?x?x1xf32>, tensor<?x3x1x1xf32>) outs(%g6_fill0 : tensor<?x5x1x1xf32>) -> tensor<?x5x1x1xf32>
    %g7_c0_0 = arith.constant 0 : index
    %g7_d0_0 = tensor.dim %v6, %g7_c0_0 : tensor<?x5x1x1xf32>
    %g7_empty0 = tensor.empty(%g7_d0_0) : tensor<?x5x1x1xf32>
    %v7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v6, %arg3 : tensor<?x5x1x1xf32>, tensor<?x5x1x1xf32>) outs(%g7_empty0 : tensor<?x5x1x1xf32>) {
    ^bb0(%g7_in0: f32, %g7_in1: f32, %g7_out0: f32):
      %g7_sum = arith.addf %g7_in0, %g7_in1 : f32
      linalg.yield %g7_sum : f32
    } -> tensor<?x5x1x1xf32>
    %g8_c0_0 = arith.constant 0 : index
    %g8_d0_0 = tensor.dim %arg12, %g8_c0_0 : tensor<?x5xf32>
    %g8_empty0 = tensor.empty(%g8_d0_0) : tensor<?x2xf32>
    %g8_fillval0 = arith.constant -0.000000e+00 : f32
    %g8_fill0 = linalg.fill ins(%g8_fillval0 : f32) outs(%g8_empty0 : tensor<?x2xf32>) -> tensor<?x2xf32>
    %v8 = linalg.matmul ins(%arg12, %arg13 : tensor<?x5xf32>, tensor<5x2xf32>) outs(%g8_fill0 : tensor<?x2xf32>) -> tensor<?x2xf32>
    %g9_c0_0 = arith.constant 0 : index
    %g9_d0_0 = tensor.dim %v8, %g9_c0_0 : tensor<?x2xf32>
    %g9_empty0 = tensor.empty(%g9_d0_0) : tensor<?x2x4xf32>
    %v9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v8, %arg14, %arg15 : tensor<?x2xf32>, tensor<?x2x4xf16>, tensor<5x2x4xf32>) outs(%g9_empty0 : tensor<?x2x4xf32>) {
    ^bb0(%g9_in0: f32, %g9_in1: f16, %g9_in2: f32, %g9_out0: f32):
      %g9_0 = arith.extf %g9_in1 : f16 to f32
      %g9_1 = arith.extf %g9_in1 : f16 to f32
      %g9_2 = arith.cmpf ugt, %g9_0, %g9_1 : f32
      %g9_3 = arith.constant 2.000000e+00 : f32
      %g9_4 = arith.select %g9_2, %g9_in2, %g9_3 : f32
      linalg.yield %g9_4 : f32
    } -> tensor<?x2x4xf32>
    %l10_c0 = arith.constant 0 : index
    %l10_d0 = tensor.dim %v9, %l10_c0 : tensor<?x2x4xf32>
    %l10_dest = tensor.empty(%l10_d0) : tensor<?x2x4xf32>
    %v10 = linalg.softmax dimension(1) ins(%v9 : tensor<?x2x4xf32>) outs(%l10_dest : tensor<?x2x4xf32>) -> tensor<?x2x4xf32>
    %g11_c0_0 = arith.constant 0 : index
    %g11_d0_0 = tensor.dim %v10, %g11_c0_0 : tensor<?x2x4xf32>
    %g11_empty0 = tensor.empty(%g11_d0_0) : tensor<?x3x2x4xi1>
    %v11 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d0, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v10 : tensor<?x2x4xf32>) outs(%g11_empty0 : tensor<?x3x2x4xi1>) {
    ^bb0(%g11_in0: f32, %g11_out0: i1):
      %g11_0 = arith.constant 0.000000e+00 : f32
      %g11_1 = arith.cmpf olt, %g11_in0, %g11_0 : f32
      %g11_2 = arith.cmpf uno, %g11_in0, %g11_in0 : f32
      %g11_3 = arith.constant -1.000000e+02 : f32
      %g11_4 = arith.constant 1.000000e+02 : f32
      %g11_5 = arith.constant 0.000000e+00 : f32
      %g11_6 = arith.maximumf %g11_in0, %g11_3 : f32
      %g11_7 = arith.minimumf %g11_6, %g11_4 : f32
      %g11_8 = arith.select %g11_2, %g11_5, %g11_7 : f32
      %g11_9 = arith.fptosi %g11_8 : f32 to i32
      %g11_10 = arith.constant 0 : i32
      %g11_11 = arith.cmpi ne, %g11_9, %g11_10 : i32
      %g11_12 = arith.ori %g11_1, %g11_11 : i1
      %g11_13 = arith.cmpf uno, %g11_in0, %g11_in0 : f32
      %g11_14 = arith.constant -1.000000e+02 : f32
      %g11_15 = arith.constant 1.000000e+02 : f32
      %g11_16 = arith.constant 0.000000e+00 : f32
      %g11_17 = arith.maximumf %g11_in0, %g11_14 : f32
      %g11_18 = arith.minimumf %g11_17, %g11_15 : f32
      %g11_19 = arith.select %g11_13, %g11_16, %g11_18 : f32
      %g11_20 = arith.fptosi %g11_19 : f32 to i32
      %g11_21 = arith.constant 0 : i32
      %g11_22 = arith.cmpi ne, %g11_20, %g11_21 : i32
      %g11_23 = arith.cmpf uno, %g11_in0, %g11_in0 : f32
      %g11_24 = arith.constant -1.000000e+02 : f32
      %g11_25 = arith.constant 1.000000e+02 : f32
      %g11_26 = arith.constant 0.000000e+00 : f32
      %g11_27 = arith.maximumf %g11_in0, %g11_24 : f32
      %g11_28 = arith.minimumf %g11_27, %g11_25 : f32
      %g11_29 = arith.select %g11_23, %g11_26, %g11_28 : f32
      %g11_30 = arith.fptosi %g11_29 : f32 to i32
      %g11_31 = arith.constant 0 : i32
      %g11_32 = arith.cmpi ne, %g11_30, %g11_31 : i32
      %g11_33 = arith.xori %g11_22, %g11_32 : i1
      %g11_34 = arith.cmpf uno, %g11_in0, %g11_in0 : f32
      %g11_35 = arith.constant -1.000000e+02 : f32
      %g11_36 = arith.constant 1.000000e+02 : f32
      %g11_37 = arith.constant 0.000000e+00 : f32
      %g11_38 = arith.maximumf %g11_in0, %g11_35 : f32
      %g11_39 = arith.minimumf %g11_38, %g11_36 : f32
      %g11_40 = arith.select %g11_34, %g11_37, %g11_39 : f32
      %g11_41 = arith.fptosi %g11_40 : f32 to i32
      %g11_42 = arith.constant 0 : i32
      %g11_43 = arith.cmpi ne, %g11_41, %g11_42 : i32
      %g11_44 = arith.cmpf uno, %g11_in0, %g11_in0 : f32
      %g11_45 = arith.constant -1.000000e+02 : f32
      %g11_46 = arith.constant 1.000000e+02 : f32
      %g11_47 = arith.constant 0.000000e+00 : f32
      %g11_48 = arith.maximumf %g11_in0, %g11_45 : f32
      %g11_49 = arith.minimumf %g11_48, %g11_46 : f32
      %g11_50 = arith.select %g11_44, %g11_47, %g11_49 : f32
      %g11_51 = arith.fptosi %g11_50 : f32 to i32
      %g11_52 = arith.constant 0 : i32
      %g11_53 = arith.cmpi ne, %g11_51, %g11_52 : i32
      %g11_54 = arith.andi %g11_43, %g11_53 : i1
      %g11_55 = arith.andi %g11_33, %g11_54 : i1
      %g11_56 = arith.andi %g11_12, %g11_55 : i1
      linalg.yield %g11_56 : i1
    } -> tensor<?x3x2x4xi1>
    return %v1, %v7, %v11 : tensor<3x3x1xi32>, tensor<?x5x1x1xf32>, tensor<?x3x2x4xi1>
  }
}
