// Corpus case 'named-map': `fusefuzz generate --seed 60` under strategy all.
// EXPECT: pass
// STRATEGY: all
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 60 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<5x3xi32>, %arg1: tensor<?xf32> {fusefuzz.shape = array<i64: 5>}, %arg2: i32, %arg3: tensor<3x3x5xi32>, %arg4: tensor<1x1x3x2xf32>, %arg5: index {fusefuzz.value = 1 : i64}, %arg6: index {fusefuzz.value = 1 : i64}, %arg7: index {fusefuzz.value = 1 : i64}, %arg8: tensor<3x?x?x2xf32> {fusefuzz.shape = array<i64: 3, 3, 2, 2>}, %arg9: index {fusefuzz.value = 1 : i64}, %arg10: tensor<?x3x2x2xf32> {fusefuzz.shape = array<i64: 3, 3, 2, 2>}, %arg11: tensor<3x?x3xf32> {fusefuzz.shape = array<i64: 3, 1, 3>}, %arg12: tensor<3x1x3xf32>, %arg13: f32, %arg14: tensor<1x?x3xi1> {fusefuzz.shape = array<i64: 1, 3, 3>}, %arg15: tensor<1x3xi1>) -> (tensor<3x?x3xi32>, tensor<1x1x3x2xf32>, tensor<?x?xi1>) {
    %cst0 = arith.constant dense<[[4, -2, 6], [0, 6, 2], [7, -1, -3]]> : tensor<3x3xi32>
    %g0_c0_2 = arith.constant 0 : index
    %g0_d0_2 = tensor.dim %arg1, %g0_c0_2 : tensor<?xf32>
    %g0_empty0 = tensor.empty(%g0_d0_2) : tensor<3x3x?xi32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg1 : tensor<5x3xi32>, tensor<?xf32>) outs(%g0_empty0 : tensor<3x3x?xi32>) {
    ^bb0(%g0_in0: i32, %g0_in1: f32, %g0_out0: i32):
      %g0_0 = arith.constant 3 : i32
      %g0_1 = arith.muli %arg2, %g0_0 : i32
      %g0_2 = arith.constant -1 : i32
      %g0_3 = arith.maxsi %g0_2, %arg2 : i32
      %g0_4 = arith.xori %g0_1, %g0_3 : i32
      %g0_5 = arith.cmpf uno, %g0_in1, %g0_in1 : f32
      %g0_6 = arith.constant -1.000000e+02 : f32
      %g0_7 = arith.constant 1.000000e+02 : f32
      %g0_8 = arith.constant 0.000000e+00 : f32
      %g0_9 = arith.maximumf %g0_in1, %g0_6 : f32
      %g0_10 = arith.minimumf %g0_9, %g0_7 : f32
      %g0_11 = arith.select %g0_5, %g0_8, %g0_10 : f32
      %g0_12 = arith.fptosi %g0_11 : f32 to i32
      %g0_13 = arith.constant 5 : i32
      %g0_14 = linalg.index 0 : index
      %g0_15 = arith.index_cast %g0_14 : index to i32
      %g0_16 = arith.xori %g0_13, %g0_15 : i32
      %g0_17 = arith.andi %g0_12, %g0_16 : i32
      %g0_18 = arith.addi %g0_4, %g0_17 : i32
      linalg.yield %g0_18 : i32
    } -> tensor<3x3x?xi32>
    %g1_c0_1 = arith.constant 2 : index
    %g1_d0_1 = tensor.dim %v0, %g1_c0_1 : tensor<3x3x?xi32>
    %g1_empty0 = tensor.empty(%g1_d0_1) : tensor<3x?x3xi32>
    %g1_fillval0 = arith.constant 1 : i32
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : i32) outs(%g1_empty0 : tensor<3x?x3xi32>) -> tensor<3x?x3xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2, d0)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v0, %cst0, %arg3 : tensor<3x3x?xi32>, tensor<3x3xi32>, tensor<3x3x5xi32>) outs(%g1_fill0 : tensor<3x?x3xi32>) {
    ^bb0(%g1_in0: i32, %g1_in1: i32, %g1_in2: i32, %g1_out0: i32):
      %g1_0 = arith.maxui %g1_in2, %g1_out0 : i32
      linalg.yield %g1_0 : i32
    } -> tensor<3x?x3xi32>
    %p2_padval = arith.constant 1.000000e+00 : f32
    %v2 = tensor.pad %arg4 low[0, 1, %arg6, 0] high[0, %arg5, %arg7, 0] {
    ^bb0(%p2_i0: index, %p2_i1: index, %p2_i2: index, %p2_i3: index):
      tensor.yield %p2_padval : f32
    } : tensor<1x1x3x2xf32> to tensor<1x?x?x2xf32>
    %g3_empty0 = tensor.empty() : tensor<1x1x3x2xf32>
    %g3_fillval0 = arith.constant -0.000000e+00 : f32
    %g3_fill0 = linalg.fill ins(%g3_fillval0 : f32) outs(%g3_empty0 : tensor<1x1x3x2xf32>) -> tensor<1x1x3x2xf32>
    %v3 = linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%v2, %arg8 : tensor<1x?x?x2xf32>, tensor<3x?x?x2xf32>) outs(%g3_fill0 : tensor<1x1x3x2xf32>) -> tensor<1x1x3x2xf32>
    %g4_empty0 = tensor.empty() : tensor<1x1x3x2xf32>
    %g4_fillval0 = arith.constant -1.500000e+00 : f32
    %g4_fill0 = linalg.fill ins(%g4_fillval0 : f32) outs(%g4_empty0 : tensor<1x1x3x2xf32>) -> tensor<1x1x3x2xf32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v3 : tensor<1x1x3x2xf32>) outs(%g4_fill0 : tensor<1x1x3x2xf32>) {
    ^bb0(%g4_in0: f32, %g4_out0: f32):
      %g4_0 = arith.minimumf %g4_in0, %g4_in0 : f32
      %g4_1 = arith.addf %g4_0, %g4_in0 : f32
      %g4_2 = arith.addf %g4_in0, %g4_1 : f32
      linalg.yield %g4_2 : f32
    } -> tensor<1x1x3x2xf32>
    %p5_padval = arith.constant 0.000000e+00 : f32
    %v5 = tensor.pad %v4 low[0, %arg9, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%p5_i0: index, %p5_i1: index, %p5_i2: index, %p5_i3: index):
      tensor.yield %p5_padval : f32
    } : tensor<1x1x3x2xf32> to tensor<1x?x5x2xf32>
    %g6_empty0 = tensor.empty() : tensor<1x1x3x2xf32>
    %g6_fillval0 = arith.constant 7.000000e+00 : f32
    %g6_fill0 = linalg.fill ins(%g6_fillval0 : f32) outs(%g6_empty0 : tensor<1x1x3x2xf32>) -> tensor<1x1x3x2xf32>
    %v6 = linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%v5, %arg10 : tensor<1x?x5x2xf32>, tensor<?x3x2x2xf32>) outs(%g6_fill0 : tensor<1x1x3x2xf32>) -> tensor<1x1x3x2xf32>
    %g7_empty0 = tensor.empty() : tensor<1x1x3x2xf32>
    %v7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v6, %arg4 : tensor<1x1x3x2xf32>, tensor<1x1x3x2xf32>) outs(%g7_empty0 : tensor<1x1x3x2xf32>) {
    ^bb0(%g7_in0: f32, %g7_in1: f32, %g7_out0: f32):
      %g7_sum = arith.addf %g7_in0, %g7_in1 : f32
      linalg.yield %g7_sum : f32
    } -> tensor<1x1x3x2xf32>
    %g8_empty0 = tensor.empty() : tensor<1x1x3x2xf32>
    %g8_fillval0 = arith.constant 0.000000e+00 : f32
    %g8_fill0 = linalg.fill ins(%g8_fillval0 : f32) outs(%g8_empty0 : tensor<1x1x3x2xf32>) -> tensor<1x1x3x2xf32>
    %v8 = linalg.map ins(%v7 : tensor<1x1x3x2xf32>) outs(%g8_fill0 : tensor<1x1x3x2xf32>)
      (%g8_in0: f32, %g8_out0: f32) {
        %g8_0 = arith.constant 2.000000e+00 : f32
        %g8_1 = arith.constant 2.000000e+00 : f32
        %g8_2 = arith.divf %g8_1, %g8_in0 : f32
        %g8_3 = arith.maximumf %g8_0, %g8_2 : f32
        linalg.yield %g8_3 : f32
      }
    %g9_c0_1 = arith.constant 1 : index
    %g9_d0_1 = tensor.dim %arg11, %g9_c0_1 : tensor<3x?x3xf32>
    %g9_empty0 = tensor.empty(%g9_d0_1) : tensor<3x?x3xf32>
    %g9_fillval0 = arith.constant -0.000000e+00 : f32
    %g9_fill0 = linalg.fill ins(%g9_fillval0 : f32) outs(%g9_empty0 : tensor<3x?x3xf32>) -> tensor<3x?x3xf32>
    %v9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg11, %arg12 : tensor<3x?x3xf32>, tensor<3x1x3xf32>) outs(%g9_fill0 : tensor<3x?x3xf32>) {
    ^bb0(%g9_in0: f32, %g9_in1: f32, %g9_out0: f32):
      %g9_0 = math.sqrt %g9_out0 : f32
      linalg.yield %g9_0 : f32
    } -> tensor<3x?x3xf32>
    %g10_c0_0 = arith.constant 1 : index
    %g10_d0_0 = tensor.dim %v9, %g10_c0_0 : tensor<3x?x3xf32>
    %g10_c0_1 = arith.constant 1 : index
    %g10_d0_1 = tensor.dim %arg14, %g10_c0_1 : tensor<1x?x3xi1>
    %g10_empty0 = tensor.empty(%g10_d0_0, %g10_d0_1) : tensor<?x?xi1>
    %g10_fillval0 = arith.constant 0 : i1
    %g10_fill0 = linalg.fill ins(%g10_fillval0 : i1) outs(%g10_empty0 : tensor<?x?xi1>) -> tensor<?x?xi1>
    %v10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>], iterator_types = ["reduction", "parallel", "parallel"]} ins(%v9, %arg14, %arg15 : tensor<3x?x3xf32>, tensor<1x?x3xi1>, tensor<1x3xi1>) outs(%g10_fill0 : tensor<?x?xi1>) {
    ^bb0(%g10_in0: f32, %g10_in1: i1, %g10_in2: i1, %g10_out0: i1):
      %g10_0 = arith.xori %g10_out0, %g10_out0 : i1
      %g10_1 = arith.ori %g10_in2, %g10_0 : i1
      %g10_2 = arith.xori %g10_1, %g10_in2 : i1
      %g10_3 = arith.andi %g10_out0, %g10_2 : i1
      linalg.yield %g10_3 : i1
    } -> tensor<?x?xi1>
    %g11_c0_0 = arith.constant 0 : index
    %g11_d0_0 = tensor.dim %v10, %g11_c0_0 : tensor<?x?xi1>
    %g11_c0_1 = arith.constant 1 : index
    %g11_d0_1 = tensor.dim %v10, %g11_c0_1 : tensor<?x?xi1>
    %g11_empty0 = tensor.empty(%g11_d0_0, %g11_d0_1) : tensor<?x?xi1>
    %g11_fillval0 = arith.constant 0 : i1
    %g11_fill0 = linalg.fill ins(%g11_fillval0 : i1) outs(%g11_empty0 : tensor<?x?xi1>) -> tensor<?x?xi1>
    %v11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v10 : tensor<?x?xi1>) outs(%g11_fill0 : tensor<?x?xi1>) {
    ^bb0(%g11_in0: i1, %g11_out0: i1):
      %g11_0 = arith.uitofp %g11_in0 : i1 to f32
      %g11_1 = arith.uitofp %g11_in0 : i1 to f32
      %g11_2 = arith.mulf %g11_0, %g11_1 : f32
      %g11_3 = arith.uitofp %g11_in0 : i1 to f32
      %g11_4 = arith.uitofp %g11_in0 : i1 to f32
      %g11_5 = arith.addf %g11_3, %g11_4 : f32
      %g11_6 = arith.cmpf olt, %g11_2, %g11_5 : f32
      %g11_7 = arith.uitofp %g11_in0 : i1 to f32
      %g11_8 = arith.uitofp %g11_in0 : i1 to f32
      %g11_9 = arith.cmpf olt, %g11_7, %g11_8 : f32
      %g11_10 = arith.extui %g11_in0 : i1 to i32
      %g11_11 = arith.extui %g11_in0 : i1 to i32
      %g11_12 = arith.cmpi sle, %g11_10, %g11_11 : i32
      %g11_13 = arith.andi %g11_9, %g11_12 : i1
      %g11_14 = arith.ori %g11_6, %g11_13 : i1
      linalg.yield %g11_14 : i1
    } -> tensor<?x?xi1>
    return %v1, %v8, %v11 : tensor<3x?x3xi32>, tensor<1x1x3x2xf32>, tensor<?x?xi1>
  }
}
