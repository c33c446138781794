// Kept from the generated corpus of an earlier generator (the refusal is rare
// in the current one's first seeds): an operand-not-input refusal.
// Corpus case 'refused-operand-not-input': `fusefuzz generate --seed 101` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}} operand-not-input=
module attributes {fusefuzz.seed = 101 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<?x3xf16> {fusefuzz.shape = array<i64: 2, 3>}, %arg1: tensor<?x2xf16> {fusefuzz.shape = array<i64: 3, 2>}, %arg2: tensor<?x?xf16> {fusefuzz.shape = array<i64: 3, 2>}, %arg3: tensor<2x2x?x2xf32> {fusefuzz.shape = array<i64: 2, 2, 1, 2>}, %arg4: index {fusefuzz.value = 1 : i64}, %arg5: index {fusefuzz.value = 1 : i64}, %arg6: index {fusefuzz.value = 1 : i64}, %arg7: index {fusefuzz.value = 1 : i64}, %arg8: index {fusefuzz.value = 1 : i64}, %arg9: tensor<3x4x5xf32>, %arg10: tensor<5x?x?xf32> {fusefuzz.shape = array<i64: 5, 3, 4>}, %arg11: tensor<3x4xf32>, %arg12: tensor<3xf32>, %arg13: tensor<3x4xf32>) -> (tensor<?x?xf16>, tensor<3x4xf32>, tensor<3x4xf32>) {
    %g0_c0_0 = arith.constant 0 : index
    %g0_d0_0 = tensor.dim %arg1, %g0_c0_0 : tensor<?x2xf16>
    %g0_c0_1 = arith.constant 0 : index
    %g0_d0_1 = tensor.dim %arg0, %g0_c0_1 : tensor<?x3xf16>
    %g0_empty0 = tensor.empty(%g0_d0_0, %g0_d0_1) : tensor<?x?xf16>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<?x3xf16>, tensor<?x2xf16>, tensor<?x?xf16>) outs(%g0_empty0 : tensor<?x?xf16>) {
    ^bb0(%g0_in0: f16, %g0_in1: f16, %g0_in2: f16, %g0_out0: f16):
      %g0_0 = arith.cmpf olt, %g0_in1, %g0_in1 : f16
      %g0_1 = linalg.index 1 : index
      %g0_2 = arith.index_cast %g0_1 : index to i32
      %g0_3 = arith.sitofp %g0_2 : i32 to f16
      %g0_4 = arith.select %g0_0, %g0_in1, %g0_3 : f16
      %g0_5 = arith.negf %g0_4 : f16
      linalg.yield %g0_5 : f16
    } -> tensor<?x?xf16>
    %p1_padval = arith.constant -0.000000e+00 : f32
    %v1 = tensor.pad %arg3 low[1, %arg4, %arg6, %arg8] high[1, %arg5, %arg7, 2] {
    ^bb0(%p1_i0: index, %p1_i1: index, %p1_i2: index, %p1_i3: index):
      tensor.yield %p1_padval : f32
    } : tensor<2x2x?x2xf32> to tensor<4x?x?x?xf32>
    %g2_c0_0 = arith.constant 3 : index
    %g2_d0_0 = tensor.dim %v1, %g2_c0_0 : tensor<4x?x?x?xf32>
    %g2_c0_2 = arith.constant 1 : index
    %g2_d0_2 = tensor.dim %v1, %g2_c0_2 : tensor<4x?x?x?xf32>
    %g2_c0_3 = arith.constant 2 : index
    %g2_d0_3 = tensor.dim %v1, %g2_c0_3 : tensor<4x?x?x?xf32>
    %g2_empty0 = tensor.empty(%g2_d0_0, %g2_d0_2, %g2_d0_3) : tensor<?x4x?x?xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2, d3, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v1 : tensor<4x?x?x?xf32>) outs(%g2_empty0 : tensor<?x4x?x?xf32>) {
    ^bb0(%g2_in0: f32, %g2_out0: f32):
      %g2_0 = arith.constant 7.000000e+00 : f32
      %g2_1 = arith.cmpf une, %g2_0, %g2_in0 : f32
      %g2_2 = arith.select %g2_1, %g2_in0, %g2_in0 : f32
      %g2_3 = arith.addf %g2_in0, %g2_in0 : f32
      %g2_4 = arith.maximumf %g2_2, %g2_3 : f32
      linalg.yield %g2_4 : f32
    } -> tensor<?x4x?x?xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d1, d3, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%v2 : tensor<?x4x?x?xf32>) outs(%arg9 : tensor<3x4x5xf32>) {
    ^bb0(%g3_in0: f32, %g3_out0: f32):
      %g3_0 = arith.cmpf ord, %g3_out0, %g3_out0 : f32
      %g3_1 = arith.select %g3_0, %g3_out0, %g3_in0 : f32
      %g3_2 = arith.addf %g3_in0, %g3_1 : f32
      %g3_3 = arith.subf %g3_out0, %g3_2 : f32
      %g3_4 = arith.addf %g3_out0, %g3_3 : f32
      linalg.yield %g3_4 : f32
    } -> tensor<3x4x5xf32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2, d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v3, %arg10 : tensor<3x4x5xf32>, tensor<5x?x?xf32>) outs(%arg11 : tensor<3x4xf32>) {
    ^bb0(%g4_in0: f32, %g4_in1: f32, %g4_out0: f32):
      %g4_0 = arith.addf %g4_in1, %g4_out0 : f32
      %g4_1 = arith.negf %g4_0 : f32
      %g4_2 = arith.mulf %g4_out0, %g4_1 : f32
      linalg.yield %g4_2 : f32
    } -> tensor<3x4xf32>
    %g5_empty0 = tensor.empty() : tensor<3x4xf32>
    %g5_fillval0 = arith.constant 0.000000e+00 : f32
    %g5_fill0 = linalg.fill ins(%g5_fillval0 : f32) outs(%g5_empty0 : tensor<3x4xf32>) -> tensor<3x4xf32>
    %v5:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v4, %arg12, %arg13 : tensor<3x4xf32>, tensor<3xf32>, tensor<3x4xf32>) outs(%g5_fill0, %v4 : tensor<3x4xf32>, tensor<3x4xf32>) {
    ^bb0(%g5_in0: f32, %g5_in1: f32, %g5_in2: f32, %g5_out0: f32, %g5_out1: f32):
      %g5_0 = arith.constant 5.000000e-01 : f32
      %g5_1 = math.sqrt %g5_0 : f32
      %g5_2 = arith.constant 0.000000e+00 : f32
      %g5_3 = arith.constant 5.000000e-01 : f32
      %g5_4 = arith.maximumf %g5_2, %g5_3 : f32
      %g5_5 = arith.cmpf une, %g5_in0, %g5_4 : f32
      %g5_6 = arith.divf %g5_out1, %g5_in2 : f32
      %g5_7 = arith.select %g5_5, %g5_in2, %g5_6 : f32
      %g5_8 = arith.constant 2.000000e+00 : f32
      %g5_9 = math.exp %g5_8 : f32
      %g5_10 = arith.mulf %g5_7, %g5_9 : f32
      linalg.yield %g5_1, %g5_10 : f32, f32
    } -> (tensor<3x4xf32>, tensor<3x4xf32>)
    return %v0, %v5#0, %v5#1 : tensor<?x?xf16>, tensor<3x4xf32>, tensor<3x4xf32>
  }
}
