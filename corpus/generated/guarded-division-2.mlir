// Corpus case 'guarded-division': `fusefuzz generate --seed 36` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 36 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<2xi8>, %arg1: tensor<?x?x5xf32> {fusefuzz.shape = array<i64: 5, 4, 5>}, %arg2: index {fusefuzz.value = 2 : i64}, %arg3: index {fusefuzz.value = 1 : i64}, %arg4: index {fusefuzz.value = 2 : i64}, %arg5: index {fusefuzz.value = 2 : i64}, %arg6: index {fusefuzz.value = 1 : i64}, %arg7: tensor<2x?x1xi32> {fusefuzz.shape = array<i64: 2, 5, 1>}, %arg8: index {fusefuzz.value = 0 : i64}, %arg9: index {fusefuzz.value = 2 : i64}, %arg10: index {fusefuzz.value = 0 : i64}, %arg11: index {fusefuzz.value = 0 : i64}, %arg12: index {fusefuzz.value = 2 : i64}, %arg13: index {fusefuzz.value = 0 : i64}) -> (tensor<5x2x4x5xi8>, tensor<?x?x?xf32>, tensor<?x?x?xi32>) {
    %g0_empty0 = tensor.empty() : tensor<5x2x4x5xi8>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2xi8>) outs(%g0_empty0 : tensor<5x2x4x5xi8>) {
    ^bb0(%g0_in0: i8, %g0_out0: i8):
      %g0_0 = arith.xori %g0_in0, %g0_in0 : i8
      %g0_1 = arith.constant -3 : i8
      %g0_2 = arith.ori %g0_in0, %g0_1 : i8
      %g0_3 = arith.constant 8 : i8
      %g0_4 = arith.remui %g0_2, %g0_3 : i8
      %g0_5 = arith.shrsi %g0_0, %g0_4 : i8
      %g0_6 = arith.xori %g0_in0, %g0_5 : i8
      linalg.yield %g0_6 : i8
    } -> tensor<5x2x4x5xi8>
    %p1_padval = arith.constant 7.000000e+00 : f32
    %v1 = tensor.pad %arg1 low[2, %arg3, %arg5] high[%arg2, %arg4, %arg6] {
    ^bb0(%p1_i0: index, %p1_i1: index, %p1_i2: index):
      tensor.yield %p1_padval : f32
    } : tensor<?x?x5xf32> to tensor<?x?x?xf32>
    %p2_padval = arith.constant -2 : i32
    %v2 = tensor.pad %arg7 low[%arg8, 2, 1] high[0, %arg9, 0] {
    ^bb0(%p2_i0: index, %p2_i1: index, %p2_i2: index):
      tensor.yield %p2_padval : i32
    } : tensor<2x?x1xi32> to tensor<?x?x2xi32>
    %p3_padval = arith.constant 3 : i32
    %v3 = tensor.pad %v2 low[0, %arg11, 0] high[%arg10, %arg12, %arg13] {
    ^bb0(%p3_i0: index, %p3_i1: index, %p3_i2: index):
      tensor.yield %p3_padval : i32
    } : tensor<?x?x2xi32> to tensor<?x?x?xi32>
    return %v0, %v1, %v3 : tensor<5x2x4x5xi8>, tensor<?x?x?xf32>, tensor<?x?x?xi32>
  }
}
