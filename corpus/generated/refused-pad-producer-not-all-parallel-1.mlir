// Corpus case 'refused-pad-producer-not-all-parallel': `fusefuzz generate --seed 87` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}} pad-producer-not-all-parallel=
module attributes {fusefuzz.seed = 87 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<4x3x2xf32>, %arg1: tensor<2x3x4xf32>, %arg2: tensor<3x2x?xf32> {fusefuzz.shape = array<i64: 3, 2, 4>}, %arg3: index {fusefuzz.value = 1 : i64}, %arg4: index {fusefuzz.value = 0 : i64}, %arg5: index {fusefuzz.value = 0 : i64}, %arg6: tensor<?x1xf16> {fusefuzz.shape = array<i64: 1, 1>}) -> (tensor<2x3x1x?xf32>, tensor<2x3x1x?xf32>, tensor<?x?x?xf32>, tensor<?xf16>, tensor<?xf16>) {
    %g0_c0_2 = arith.constant 2 : index
    %g0_d0_2 = tensor.dim %arg2, %g0_c0_2 : tensor<3x2x?xf32>
    %g0_empty0 = tensor.empty(%g0_d0_2) : tensor<2x3x?xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d1, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<4x3x2xf32>, tensor<2x3x4xf32>, tensor<3x2x?xf32>) outs(%g0_empty0 : tensor<2x3x?xf32>) {
    ^bb0(%g0_in0: f32, %g0_in1: f32, %g0_in2: f32, %g0_out0: f32):
      %g0_0 = linalg.index 1 : index
      %g0_1 = arith.index_cast %g0_0 : index to i32
      %g0_2 = arith.sitofp %g0_1 : i32 to f32
      %g0_3 = arith.divf %g0_2, %g0_in1 : f32
      linalg.yield %g0_3 : f32
    } -> tensor<2x3x?xf32>
    %g1_c0_3 = arith.constant 2 : index
    %g1_d0_3 = tensor.dim %v0, %g1_c0_3 : tensor<2x3x?xf32>
    %g1_empty0 = tensor.empty(%g1_d0_3) : tensor<2x3x1x?xf32>
    %g1_c1_3 = arith.constant 2 : index
    %g1_d1_3 = tensor.dim %v0, %g1_c1_3 : tensor<2x3x?xf32>
    %g1_empty1 = tensor.empty(%g1_d1_3) : tensor<2x3x1x?xf32>
    %v1:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v0 : tensor<2x3x?xf32>) outs(%g1_empty0, %g1_empty1 : tensor<2x3x1x?xf32>, tensor<2x3x1x?xf32>) {
    ^bb0(%g1_in0: f32, %g1_out0: f32, %g1_out1: f32):
      %g1_0 = arith.constant 5.000000e-01 : f32
      %g1_1 = arith.addf %g1_in0, %g1_0 : f32
      %g1_2 = arith.constant 2.000000e+00 : f32
      %g1_3 = arith.constant 7.000000e+00 : f32
      %g1_4 = arith.addf %g1_2, %g1_3 : f32
      %g1_5 = arith.addf %g1_1, %g1_4 : f32
      %g1_6 = arith.constant 1.000000e+00 : f32
      %g1_7 = arith.cmpf oge, %g1_in0, %g1_6 : f32
      %g1_8 = arith.select %g1_7, %g1_in0, %g1_in0 : f32
      %g1_9 = arith.maximumf %g1_8, %g1_in0 : f32
      linalg.yield %g1_5, %g1_9 : f32, f32
    } -> (tensor<2x3x1x?xf32>, tensor<2x3x1x?xf32>)
    %p2_padval = arith.constant 2.000000e+00 : f32
    %v2 = tensor.pad %v0 low[%arg3, 1, %arg5] high[0, %arg4, 0] {
    ^bb0(%p2_i0: index, %p2_i1: index, %p2_i2: index):
      tensor.yield %p2_padval : f32
    } : tensor<2x3x?xf32> to tensor<?x?x?xf32>
    %g3_c0_0 = arith.constant 0 : index
    %g3_d0_0 = tensor.dim %arg6, %g3_c0_0 : tensor<?x1xf16>
    %g3_empty0 = tensor.empty(%g3_d0_0) : tensor<?xf16>
    %g3_fillval0 = arith.constant 1.000000e+00 : f16
    %g3_fill0 = linalg.fill ins(%g3_fillval0 : f16) outs(%g3_empty0 : tensor<?xf16>) -> tensor<?xf16>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg6 : tensor<?x1xf16>) outs(%g3_fill0 : tensor<?xf16>) {
    ^bb0(%g3_in0: f16, %g3_out0: f16):
      %g3_0 = arith.constant -1.500000e+00 : f16
      %g3_1 = arith.maximumf %g3_0, %g3_in0 : f16
      %g3_2 = arith.mulf %g3_out0, %g3_in0 : f16
      %g3_3 = arith.mulf %g3_1, %g3_2 : f16
      %g3_4 = arith.cmpf olt, %g3_in0, %g3_out0 : f16
      %g3_5 = arith.select %g3_4, %g3_out0, %g3_out0 : f16
      %g3_6 = arith.constant 7.000000e+00 : f16
      %g3_7 = arith.addf %g3_5, %g3_6 : f16
      %g3_8 = arith.divf %g3_3, %g3_7 : f16
      %g3_9 = arith.mulf %g3_out0, %g3_8 : f16
      linalg.yield %g3_9 : f16
    } -> tensor<?xf16>
    %p4_padval = arith.constant -0.000000e+00 : f16
    %v4 = tensor.pad %v3 low[2] high[2] {
    ^bb0(%p4_i0: index):
      tensor.yield %p4_padval : f16
    } : tensor<?xf16> to tensor<?xf16>
    return %v1#0, %v1#1, %v2, %v3, %v4 : tensor<2x3x1x?xf32>, tensor<2x3x1x?xf32>, tensor<?x?x?xf32>, tensor<?xf16>, tensor<?xf16>
  }
}
