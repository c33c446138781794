// Corpus case 'refused-diffusion-consumer-reduction-not-reassociable': `fusefuzz generate --seed 10` under strategy diffusion.
// EXPECT: pass
// STRATEGY: diffusion
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}diffusion:consumer-reduction-not-reassociable=
module attributes {fusefuzz.seed = 10 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<?x5x3xi32> {fusefuzz.shape = array<i64: 5, 5, 3>}, %arg1: index {fusefuzz.value = 0 : i64}, %arg2: index {fusefuzz.value = 1 : i64}, %arg3: index {fusefuzz.value = 2 : i64}, %arg4: index {fusefuzz.value = 2 : i64}, %arg5: index {fusefuzz.value = 1 : i64}, %arg6: index {fusefuzz.value = 2 : i64}, %arg7: index {fusefuzz.value = 1 : i64}, %arg8: index {fusefuzz.value = 1 : i64}, %arg9: i32, %arg10: tensor<?x4xf32> {fusefuzz.shape = array<i64: 2, 4>}, %arg11: tensor<?x1xf32> {fusefuzz.shape = array<i64: 2, 1>}) -> (tensor<?x?x?xi32>, tensor<?x?x?xi32>, tensor<?x1xf32>) {
    %p0_padval = arith.constant -2 : i32
    %v0 = tensor.pad %arg0 low[2, %arg2, %arg3] high[%arg1, 2, 1] {
    ^bb0(%p0_i0: index, %p0_i1: index, %p0_i2: index):
      tensor.yield %p0_padval : i32
    } : tensor<?x5x3xi32> to tensor<?x?x?xi32>
    %p1_padval = arith.constant -3 : i32
    %v1 = tensor.pad %v0 low[2, 0, %arg5] high[2, %arg4, 1] {
    ^bb0(%p1_i0: index, %p1_i1: index, %p1_i2: index):
      tensor.yield %p1_padval : i32
    } : tensor<?x?x?xi32> to tensor<?x?x?xi32>
    %v2 = tensor.pad %v0 low[2, %arg7, %arg8] high[%arg6, 0, 2] {
    ^bb0(%p2_i0: index, %p2_i1: index, %p2_i2: index):
      tensor.yield %arg9 : i32
    } : tensor<?x?x?xi32> to tensor<?x?x?xi32>
    %g3_c0_0 = arith.constant 0 : index
    %g3_d0_0 = tensor.dim %arg10, %g3_c0_0 : tensor<?x4xf32>
    %g3_empty0 = tensor.empty(%g3_d0_0) : tensor<?x4xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<?x4xf32>) outs(%g3_empty0 : tensor<?x4xf32>) {
    ^bb0(%g3_in0: f32, %g3_out0: f32):
      %g3_0 = arith.constant -3.000000e+00 : f32
      %g3_1 = arith.cmpf ugt, %g3_in0, %g3_0 : f32
      %g3_2 = arith.constant 5.000000e-01 : f32
      %g3_3 = arith.select %g3_1, %g3_2, %g3_in0 : f32
      %g3_4 = arith.negf %g3_in0 : f32
      %g3_5 = arith.addf %g3_3, %g3_4 : f32
      linalg.yield %g3_5 : f32
    } -> tensor<?x4xf32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v3 : tensor<?x4xf32>) outs(%arg11 : tensor<?x1xf32>) {
    ^bb0(%g4_in0: f32, %g4_out0: f32):
      %g4_0 = arith.subf %g4_out0, %g4_in0 : f32
      %g4_1 = arith.mulf %g4_out0, %g4_0 : f32
      linalg.yield %g4_1 : f32
    } -> tensor<?x1xf32>
    return %v1, %v2, %v4 : tensor<?x?x?xi32>, tensor<?x?x?xi32>, tensor<?x1xf32>
  }
}
