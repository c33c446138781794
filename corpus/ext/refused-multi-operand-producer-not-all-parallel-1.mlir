// Corpus case 'refused-multi-operand-producer-not-all-parallel': `fusefuzz generate --seed 3 --strategy multi-operand` under strategy multi-operand.
// EXPECT: pass
// STRATEGY: multi-operand
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}FuseOperands: producer-not-all-parallel=
module attributes {fusefuzz.seed = 3 : i64, fusefuzz.policy = "0x4ae1b44caad41e40"} {
  func.func @case(%arg0: tensor<?x3xi32> {fusefuzz.shape = array<i64: 4, 3>}, %arg1: tensor<3x1xi32>, %arg2: tensor<?x1xi32> {fusefuzz.shape = array<i64: 4, 1>}, %arg3: tensor<2x?xf32> {fusefuzz.shape = array<i64: 2, 3>}, %arg4: tensor<?x?xf32> {fusefuzz.shape = array<i64: 2, 3>}, %arg5: tensor<?x2xf32> {fusefuzz.shape = array<i64: 3, 2>}, %arg6: tensor<3xi1>, %arg7: tensor<f16>, %arg8: tensor<?x?xi32> {fusefuzz.shape = array<i64: 3, 7>}, %arg9: tensor<3x4x4xf16>, %arg10: tensor<3x4xf16>, %arg11: tensor<?xf16> {fusefuzz.shape = array<i64: 3>}, %arg12: tensor<?x?xi8> {fusefuzz.shape = array<i64: 3, 4>}, %arg13: tensor<4xf16>, %arg14: tensor<3x?x3x3xf32> {fusefuzz.shape = array<i64: 3, 5, 3, 3>}, %arg15: index {fusefuzz.value = 2 : i64}) -> (tensor<?xi32>, tensor<?x?xf32>, tensor<4xf16>, tensor<5x?x5x?xf32>) {
    %v0 = linalg.matmul ins(%arg0, %arg1 : tensor<?x3xi32>, tensor<3x1xi32>) outs(%arg2 : tensor<?x1xi32>) -> tensor<?x1xi32>
    %v1 = tensor.collapse_shape %v0 [[0, 1]] : tensor<?x1xi32> into tensor<?xi32>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %arg4, %g2_c0_0 : tensor<?x?xf32>
    %g2_c0_1 = arith.constant 1 : index
    %g2_d0_1 = tensor.dim %arg3, %g2_c0_1 : tensor<2x?xf32>
    %g2_empty0 = tensor.empty(%g2_d0_0, %g2_d0_1) : tensor<?x?xf32>
    %g2_fillval0 = arith.constant 0.000000e+00 : f32
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : f32) outs(%g2_empty0 : tensor<?x?xf32>) -> tensor<?x?xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg3, %arg4 : tensor<2x?xf32>, tensor<?x?xf32>) outs(%g2_fill0 : tensor<?x?xf32>) {
    ^bb0(%g2_in0: f32, %g2_in1: f32, %g2_out0: f32):
      %g2_0 = math.exp %g2_in1 : f32
      %g2_1 = arith.cmpf oge, %g2_in0, %g2_in0 : f32
      %g2_2 = arith.select %g2_1, %g2_in1, %g2_in1 : f32
      %g2_3 = arith.negf %g2_2 : f32
      %g2_4 = arith.divf %g2_0, %g2_3 : f32
      linalg.yield %g2_4 : f32
    } -> tensor<?x?xf32>
    %g3_c0_0 = arith.constant 0 : index
    %g3_d0_0 = tensor.dim %v2, %g3_c0_0 : tensor<?x?xf32>
    %g3_c0_1 = arith.constant 1 : index
    %g3_d0_1 = tensor.dim %v2, %g3_c0_1 : tensor<?x?xf32>
    %g3_empty0 = tensor.empty(%g3_d0_0, %g3_d0_1) : tensor<?x?xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v2, %arg5, %arg6 : tensor<?x?xf32>, tensor<?x2xf32>, tensor<3xi1>) outs(%g3_empty0 : tensor<?x?xf32>) {
    ^bb0(%g3_in0: f32, %g3_in1: f32, %g3_in2: i1, %g3_out0: f32):
      %g3_0 = arith.uitofp %g3_in2 : i1 to f32
      %g3_1 = math.absf %g3_0 : f32
      linalg.yield %g3_1 : f32
    } -> tensor<?x?xf32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1 + d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg7, %arg8, %arg9 : tensor<f16>, tensor<?x?xi32>, tensor<3x4x4xf16>) outs(%arg10 : tensor<3x4xf16>) {
    ^bb0(%g4_in0: f16, %g4_in1: i32, %g4_in2: f16, %g4_out0: f16):
      %g4_0 = arith.constant 1.000000e+00 : f16
      %g4_1 = arith.addf %g4_out0, %g4_0 : f16
      %g4_2 = math.exp %g4_1 : f16
      %g4_3 = arith.minimumf %g4_out0, %g4_2 : f16
      linalg.yield %g4_3 : f16
    } -> tensor<3x4xf16>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%v4, %arg11, %arg12 : tensor<3x4xf16>, tensor<?xf16>, tensor<?x?xi8>) outs(%arg13 : tensor<4xf16>) {
    ^bb0(%g5_in0: f16, %g5_in1: f16, %g5_in2: i8, %g5_out0: f16):
      %g5_0 = arith.sitofp %g5_in2 : i8 to f16
      %g5_1 = arith.minimumf %g5_0, %g5_in0 : f16
      %g5_2 = arith.maximumf %g5_out0, %g5_1 : f16
      linalg.yield %g5_2 : f16
    } -> tensor<4xf16>
    %p6_padval = arith.constant -3.000000e+00 : f32
    %v6 = tensor.pad %arg14 low[2, 2, 2, %arg15] high[0, 2, 0, 1] {
    ^bb0(%p6_i0: index, %p6_i1: index, %p6_i2: index, %p6_i3: index):
      tensor.yield %p6_padval : f32
    } : tensor<3x?x3x3xf32> to tensor<5x?x5x?xf32>
    return %v1, %v3, %v5, %v6 : tensor<?xi32>, tensor<?x?xf32>, tensor<4xf16>, tensor<5x?x5x?xf32>
  }
}
