// Corpus case 'reads-outs': `fusefuzz generate --seed 44` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 44 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<5x5x1xf32>, %arg1: index {fusefuzz.value = 2 : i64}, %arg2: index {fusefuzz.value = 1 : i64}, %arg3: index {fusefuzz.value = 1 : i64}, %arg4: index {fusefuzz.value = 0 : i64}, %arg5: tensor<8x6xf32>, %arg6: tensor<?xf32> {fusefuzz.shape = array<i64: 6>}, %arg7: tensor<1xf32>, %arg8: tensor<8x6xf32>, %arg9: tensor<5x5xf32>) -> (tensor<?x?x1xf32>, tensor<8xf32>) {
    %p0_padval = arith.constant 2.000000e+00 : f32
    %v0 = tensor.pad %arg0 low[%arg1, %arg3, 0] high[%arg2, %arg4, 0] {
    ^bb0(%p0_i0: index, %p0_i1: index, %p0_i2: index):
      tensor.yield %p0_padval : f32
    } : tensor<5x5x1xf32> to tensor<?x?x1xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1, 0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v0, %arg5, %arg6 : tensor<?x?x1xf32>, tensor<8x6xf32>, tensor<?xf32>) outs(%arg8 : tensor<8x6xf32>) {
    ^bb0(%g1_in0: f32, %g1_in1: f32, %g1_in2: f32, %g1_out0: f32):
      %g1_0 = arith.divf %g1_in2, %g1_in1 : f32
      linalg.yield %g1_0 : f32
    } -> tensor<8x6xf32>
    %g2_empty0 = tensor.empty() : tensor<8xf32>
    %g2_fillval0 = arith.constant -0.000000e+00 : f32
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : f32) outs(%g2_empty0 : tensor<8xf32>) -> tensor<8xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%v1 : tensor<8x6xf32>) outs(%g2_fill0 : tensor<8xf32>) {
    ^bb0(%g2_in0: f32, %g2_out0: f32):
      %g2_0 = arith.mulf %g2_in0, %g2_out0 : f32
      %g2_1 = arith.constant -1.500000e+00 : f32
      %g2_2 = math.exp %g2_1 : f32
      %g2_3 = arith.negf %g2_2 : f32
      %g2_4 = arith.subf %g2_0, %g2_3 : f32
      %g2_5 = arith.minimumf %g2_out0, %g2_4 : f32
      linalg.yield %g2_5 : f32
    } -> tensor<8xf32>
    return %v0, %v2 : tensor<?x?x1xf32>, tensor<8xf32>
  }
}
