// Corpus case 'math-payload': `fusefuzz generate --seed 38` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 38 : i64, fusefuzz.policy = "0xff4bf7f6d7a45ffa"} {
  func.func @case(%arg0: tensor<3x4x4xf32>, %arg1: index {fusefuzz.value = 1 : i64}, %arg2: index {fusefuzz.value = 1 : i64}, %arg3: index {fusefuzz.value = 0 : i64}, %arg4: index {fusefuzz.value = 0 : i64}, %arg5: index {fusefuzz.value = 1 : i64}, %arg6: index {fusefuzz.value = 2 : i64}) -> (tensor<?x?x?xf32>) {
    %g0_empty0 = tensor.empty() : tensor<3x4x4xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<3x4x4xf32>) outs(%g0_empty0 : tensor<3x4x4xf32>) {
    ^bb0(%g0_in0: f32, %g0_out0: f32):
      %g0_0 = linalg.index 2 : index
      %g0_1 = arith.index_cast %g0_0 : index to i32
      %g0_2 = arith.sitofp %g0_1 : i32 to f32
      %g0_3 = math.exp %g0_2 : f32
      %g0_4 = arith.addf %g0_in0, %g0_in0 : f32
      %g0_5 = arith.cmpf ord, %g0_3, %g0_4 : f32
      %g0_6 = arith.constant -3.000000e+00 : f32
      %g0_7 = arith.constant 7.000000e+00 : f32
      %g0_8 = arith.addf %g0_6, %g0_7 : f32
      %g0_9 = arith.select %g0_5, %g0_in0, %g0_8 : f32
      %g0_10 = math.absf %g0_9 : f32
      linalg.yield %g0_10 : f32
    } -> tensor<3x4x4xf32>
    %p1_padval = arith.constant -1.500000e+00 : f32
    %v1 = tensor.pad %v0 low[1, 1, %arg2] high[2, %arg1, 1] {
    ^bb0(%p1_i0: index, %p1_i1: index, %p1_i2: index):
      tensor.yield %p1_padval : f32
    } : tensor<3x4x4xf32> to tensor<6x?x?xf32>
    %p2_padval = arith.constant -1.500000e+00 : f32
    %v2 = tensor.pad %v1 low[%arg3, %arg4, %arg5] high[1, 2, %arg6] {
    ^bb0(%p2_i0: index, %p2_i1: index, %p2_i2: index):
      tensor.yield %p2_padval : f32
    } : tensor<6x?x?xf32> to tensor<?x?x?xf32>
    return %v2 : tensor<?x?x?xf32>
  }
}
