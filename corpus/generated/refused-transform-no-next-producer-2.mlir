// Corpus case 'refused-transform-no-next-producer': `fusefuzz generate --seed 55` under strategy transform.
// EXPECT: pass
// STRATEGY: transform
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}transform:failed: could not find next producer to fuse into container=
module attributes {fusefuzz.seed = 55 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<5xf16>, %arg1: tensor<5x?xf16> {fusefuzz.shape = array<i64: 5, 5>}, %arg2: tensor<5xf16>, %arg3: tensor<?x1x5x2xi32> {fusefuzz.shape = array<i64: 1, 1, 5, 2>}, %arg4: index {fusefuzz.value = 1 : i64}, %arg5: tensor<?x?x2x2xi32> {fusefuzz.shape = array<i64: 3, 3, 2, 2>}, %arg6: tensor<1x1x?x?xi32> {fusefuzz.shape = array<i64: 1, 1, 5, 2>}, %arg7: index {fusefuzz.value = 1 : i64}, %arg8: tensor<3x?x2x?xi32> {fusefuzz.shape = array<i64: 3, 3, 2, 2>}, %arg9: tensor<4x2x?x?xf16> {fusefuzz.shape = array<i64: 4, 2, 1, 4>}, %arg10: tensor<4xf32>, %arg11: index {fusefuzz.value = 1 : i64}, %arg12: tensor<?x7x1x1xf32> {fusefuzz.shape = array<i64: 3, 7, 1, 1>}, %arg13: tensor<3xf32>, %arg14: tensor<?x1x4xf32> {fusefuzz.shape = array<i64: 7, 1, 4>}) -> (tensor<?x5xf16>, tensor<?x1x5x?xi32>, tensor<4x2x?x?xf16>, tensor<?xf32>, tensor<?x1x4xf32>) {
    %g0_c0_0 = arith.constant 1 : index
    %g0_d0_0 = tensor.dim %arg1, %g0_c0_0 : tensor<5x?xf16>
    %g0_empty0 = tensor.empty(%g0_d0_0) : tensor<?x5xf16>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<5xf16>, tensor<5x?xf16>, tensor<5xf16>) outs(%g0_empty0 : tensor<?x5xf16>) {
    ^bb0(%g0_in0: f16, %g0_in1: f16, %g0_in2: f16, %g0_out0: f16):
      %g0_0 = arith.minimumf %g0_in1, %g0_in2 : f16
      %g0_1 = arith.mulf %g0_in1, %g0_0 : f16
      %g0_2 = arith.divf %g0_in2, %g0_1 : f16
      linalg.yield %g0_2 : f16
    } -> tensor<?x5xf16>
    %p1_padval = arith.constant 0 : i32
    %v1 = tensor.pad %arg3 low[0, 1, %arg4, 0] high[0, 1, 1, 0] {
    ^bb0(%p1_i0: index, %p1_i1: index, %p1_i2: index, %p1_i3: index):
      tensor.yield %p1_padval : i32
    } : tensor<?x1x5x2xi32> to tensor<?x3x?x2xi32>
    %v2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%v1, %arg5 : tensor<?x3x?x2xi32>, tensor<?x?x2x2xi32>) outs(%arg6 : tensor<1x1x?x?xi32>) -> tensor<1x1x?x?xi32>
    %g3_c0_2 = arith.constant 2 : index
    %g3_d0_2 = tensor.dim %v2, %g3_c0_2 : tensor<1x1x?x?xi32>
    %g3_c0_3 = arith.constant 3 : index
    %g3_d0_3 = tensor.dim %v2, %g3_c0_3 : tensor<1x1x?x?xi32>
    %g3_empty0 = tensor.empty(%g3_d0_2, %g3_d0_3) : tensor<1x1x?x?xi32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v2 : tensor<1x1x?x?xi32>) outs(%g3_empty0 : tensor<1x1x?x?xi32>) {
    ^bb0(%g3_in0: i32, %g3_out0: i32):
      %g3_0 = arith.constant 5 : i32
      %g3_1 = arith.constant 0 : i32
      %g3_2 = arith.constant 1 : i32
      %g3_3 = arith.cmpi eq, %g3_in0, %g3_1 : i32
      %g3_4 = arith.select %g3_3, %g3_2, %g3_in0 : i32
      %g3_5 = arith.divui %g3_0, %g3_4 : i32
      linalg.yield %g3_5 : i32
    } -> tensor<1x1x?x?xi32>
    %p4_padval = arith.constant 0 : i32
    %v4 = tensor.pad %v3 low[0, 1, 1, 0] high[0, 1, %arg7, 0] {
    ^bb0(%p4_i0: index, %p4_i1: index, %p4_i2: index, %p4_i3: index):
      tensor.yield %p4_padval : i32
    } : tensor<1x1x?x?xi32> to tensor<1x3x?x?xi32>
    %g5_c0_3 = arith.constant 3 : index
    %g5_d0_3 = tensor.dim %arg8, %g5_c0_3 : tensor<3x?x2x?xi32>
    %g5_empty0 = tensor.empty(%g5_d0_3) : tensor<1x1x5x?xi32>
    %g5_fillval0 = arith.constant 6 : i32
    %g5_fill0 = linalg.fill ins(%g5_fillval0 : i32) outs(%g5_empty0 : tensor<1x1x5x?xi32>) -> tensor<1x1x5x?xi32>
    %v5 = linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%v4, %arg8 : tensor<1x3x?x?xi32>, tensor<3x?x2x?xi32>) outs(%g5_fill0 : tensor<1x1x5x?xi32>) -> tensor<1x1x5x?xi32>
    %g6_c0_0 = arith.constant 0 : index
    %g6_d0_0 = tensor.dim %arg3, %g6_c0_0 : tensor<?x1x5x2xi32>
    %g6_c0_3 = arith.constant 3 : index
    %g6_d0_3 = tensor.dim %v5, %g6_c0_3 : tensor<1x1x5x?xi32>
    %g6_empty0 = tensor.empty(%g6_d0_0, %g6_d0_3) : tensor<?x1x5x?xi32>
    %v6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v5, %arg3 : tensor<1x1x5x?xi32>, tensor<?x1x5x2xi32>) outs(%g6_empty0 : tensor<?x1x5x?xi32>) {
    ^bb0(%g6_in0: i32, %g6_in1: i32, %g6_out0: i32):
      %g6_sum = arith.addi %g6_in0, %g6_in1 : i32
      linalg.yield %g6_sum : i32
    } -> tensor<?x1x5x?xi32>
    %l7_c2 = arith.constant 2 : index
    %l7_d2 = tensor.dim %arg9, %l7_c2 : tensor<4x2x?x?xf16>
    %l7_c3 = arith.constant 3 : index
    %l7_d3 = tensor.dim %arg9, %l7_c3 : tensor<4x2x?x?xf16>
    %l7_dest = tensor.empty(%l7_d2, %l7_d3) : tensor<4x2x?x?xf16>
    %v7 = linalg.softmax dimension(3) ins(%arg9 : tensor<4x2x?x?xf16>) outs(%l7_dest : tensor<4x2x?x?xf16>) -> tensor<4x2x?x?xf16>
    %p8_padval = arith.constant 0.000000e+00 : f32
    %v8 = tensor.pad %arg10 low[%arg11] high[2] {
    ^bb0(%p8_i0: index):
      tensor.yield %p8_padval : f32
    } : tensor<4xf32> to tensor<?xf32>
    %g9_c0_0 = arith.constant 0 : index
    %g9_d0_0 = tensor.dim %v8, %g9_c0_0 : tensor<?xf32>
    %g9_empty0 = tensor.empty(%g9_d0_0) : tensor<?x1x1xf32>
    %g9_fillval0 = arith.constant 2.000000e+00 : f32
    %g9_fill0 = linalg.fill ins(%g9_fillval0 : f32) outs(%g9_empty0 : tensor<?x1x1xf32>) -> tensor<?x1x1xf32>
    %v9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%v8, %arg12, %arg12 : tensor<?xf32>, tensor<?x7x1x1xf32>, tensor<?x7x1x1xf32>) outs(%g9_fill0 : tensor<?x1x1xf32>) {
    ^bb0(%g9_in0: f32, %g9_in1: f32, %g9_in2: f32, %g9_out0: f32):
      %g9_0 = arith.constant 7.000000e+00 : f32
      %g9_1 = math.sqrt %g9_0 : f32
      %g9_2 = arith.addf %g9_out0, %g9_1 : f32
      linalg.yield %g9_2 : f32
    } -> tensor<?x1x1xf32>
    %g10_c0_0 = arith.constant 0 : index
    %g10_d0_0 = tensor.dim %v9, %g10_c0_0 : tensor<?x1x1xf32>
    %g10_empty0 = tensor.empty(%g10_d0_0) : tensor<?x1x4xf32>
    %g10_fillval0 = arith.constant 2.000000e+00 : f32
    %g10_fill0 = linalg.fill ins(%g10_fillval0 : f32) outs(%g10_empty0 : tensor<?x1x4xf32>) -> tensor<?x1x4xf32>
    %v10 = linalg.batch_matmul ins(%v9, %arg14 : tensor<?x1x1xf32>, tensor<?x1x4xf32>) outs(%g10_fill0 : tensor<?x1x4xf32>) -> tensor<?x1x4xf32>
    return %v0, %v6, %v7, %v8, %v10 : tensor<?x5xf16>, tensor<?x1x5x?xi32>, tensor<4x2x?x?xf16>, tensor<?xf32>, tensor<?x1x4xf32>
  }
}
