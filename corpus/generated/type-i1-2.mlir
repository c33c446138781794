// Corpus case 'type-i1': `fusefuzz generate --seed 23` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 23 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<2x4xi1>, %arg1: index {fusefuzz.value = 1 : i64}, %arg2: index {fusefuzz.value = 1 : i64}, %arg3: index {fusefuzz.value = 0 : i64}, %arg4: tensor<5xf32>, %arg5: tensor<5x4x5xi1>, %arg6: index {fusefuzz.value = 0 : i64}, %arg7: index {fusefuzz.value = 1 : i64}, %arg8: index {fusefuzz.value = 0 : i64}, %arg9: index {fusefuzz.value = 0 : i64}, %arg10: tensor<3x2xf32>, %arg11: tensor<2x?xf32> {fusefuzz.shape = array<i64: 2, 1>}, %arg12: index {fusefuzz.value = 1 : i64}, %arg13: index {fusefuzz.value = 1 : i64}, %arg14: index {fusefuzz.value = 1 : i64}, %arg15: index {fusefuzz.value = 2 : i64}) -> (tensor<?x?x?xi1>, tensor<?x?xf32>) {
    %p0_padval = arith.constant 1 : i1
    %v0 = tensor.pad %arg0 low[%arg1, %arg3] high[%arg2, 1] {
    ^bb0(%p0_i0: index, %p0_i1: index):
      tensor.yield %p0_padval : i1
    } : tensor<2x4xi1> to tensor<?x?xi1>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0)>, affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v0, %arg4, %arg5 : tensor<?x?xi1>, tensor<5xf32>, tensor<5x4x5xi1>) outs(%arg5 : tensor<5x4x5xi1>) {
    ^bb0(%g1_in0: i1, %g1_in1: f32, %g1_in2: i1, %g1_out0: i1):
      %g1_0 = arith.cmpf uno, %g1_in1, %g1_in1 : f32
      %g1_1 = arith.constant -1.000000e+02 : f32
      %g1_2 = arith.constant 1.000000e+02 : f32
      %g1_3 = arith.constant 0.000000e+00 : f32
      %g1_4 = arith.maximumf %g1_in1, %g1_1 : f32
      %g1_5 = arith.minimumf %g1_4, %g1_2 : f32
      %g1_6 = arith.select %g1_0, %g1_3, %g1_5 : f32
      %g1_7 = arith.fptosi %g1_6 : f32 to i32
      %g1_8 = arith.constant 0 : i32
      %g1_9 = arith.cmpi ne, %g1_7, %g1_8 : i32
      %g1_10 = arith.cmpf uno, %g1_in1, %g1_in1 : f32
      %g1_11 = arith.constant -1.000000e+02 : f32
      %g1_12 = arith.constant 1.000000e+02 : f32
      %g1_13 = arith.constant 0.000000e+00 : f32
      %g1_14 = arith.maximumf %g1_in1, %g1_11 : f32
      %g1_15 = arith.minimumf %g1_14, %g1_12 : f32
      %g1_16 = arith.select %g1_10, %g1_13, %g1_15 : f32
      %g1_17 = arith.fptosi %g1_16 : f32 to i32
      %g1_18 = arith.constant 0 : i32
      %g1_19 = arith.cmpi ne, %g1_17, %g1_18 : i32
      %g1_20 = arith.xori %g1_9, %g1_19 : i1
      linalg.yield %g1_20 : i1
    } -> tensor<5x4x5xi1>
    %p2_padval = arith.constant 1 : i1
    %v2 = tensor.pad %v1 low[2, %arg7, 2] high[%arg6, %arg8, %arg9] {
    ^bb0(%p2_i0: index, %p2_i1: index, %p2_i2: index):
      tensor.yield %p2_padval : i1
    } : tensor<5x4x5xi1> to tensor<?x?x?xi1>
    %g3_c0_1 = arith.constant 1 : index
    %g3_d0_1 = tensor.dim %arg11, %g3_c0_1 : tensor<2x?xf32>
    %g3_empty0 = tensor.empty(%g3_d0_1) : tensor<3x?xf32>
    %g3_fillval0 = arith.constant -0.000000e+00 : f32
    %g3_fill0 = linalg.fill ins(%g3_fillval0 : f32) outs(%g3_empty0 : tensor<3x?xf32>) -> tensor<3x?xf32>
    %v3 = linalg.matmul ins(%arg10, %arg11 : tensor<3x2xf32>, tensor<2x?xf32>) outs(%g3_fill0 : tensor<3x?xf32>) -> tensor<3x?xf32>
    %p4_padval = arith.constant 2.000000e+00 : f32
    %v4 = tensor.pad %v3 low[%arg12, %arg14] high[%arg13, %arg15] {
    ^bb0(%p4_i0: index, %p4_i1: index):
      tensor.yield %p4_padval : f32
    } : tensor<3x?xf32> to tensor<?x?xf32>
    %g5_c0_0 = arith.constant 0 : index
    %g5_d0_0 = tensor.dim %v4, %g5_c0_0 : tensor<?x?xf32>
    %g5_c0_1 = arith.constant 1 : index
    %g5_d0_1 = tensor.dim %v4, %g5_c0_1 : tensor<?x?xf32>
    %g5_empty0 = tensor.empty(%g5_d0_0, %g5_d0_1) : tensor<?x?xf32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v4 : tensor<?x?xf32>) outs(%g5_empty0 : tensor<?x?xf32>) {
    ^bb0(%g5_in0: f32, %g5_out0: f32):
      %g5_0 = arith.maximumf %g5_in0, %g5_in0 : f32
      linalg.yield %g5_0 : f32
    } -> tensor<?x?xf32>
    return %v2, %v5 : tensor<?x?x?xi1>, tensor<?x?xf32>
  }
}
