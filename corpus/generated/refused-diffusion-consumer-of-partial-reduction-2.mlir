// Corpus case 'refused-diffusion-consumer-of-partial-reduction': `fusefuzz generate --seed 159` under strategy diffusion.
// EXPECT: pass
// STRATEGY: diffusion
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}diffusion:consumer-of-partial-reduction=
module attributes {fusefuzz.seed = 159 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<2x4xi32>, %arg1: tensor<?x4xi32> {fusefuzz.shape = array<i64: 4, 4>}, %arg2: index {fusefuzz.value = 0 : i64}, %arg3: index {fusefuzz.value = 2 : i64}) -> (tensor<2x?x6xi32>) {
    %v0 = linalg.matmul ins(%arg0, %arg1 : tensor<2x4xi32>, tensor<?x4xi32>) outs(%arg0 : tensor<2x4xi32>) -> tensor<2x4xi32>
    %g1_empty0 = tensor.empty() : tensor<2x4x4xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v0 : tensor<2x4xi32>) outs(%g1_empty0 : tensor<2x4x4xi32>) {
    ^bb0(%g1_in0: i32, %g1_out0: i32):
      %g1_0 = arith.constant -3 : i32
      %g1_1 = arith.xori %g1_0, %g1_in0 : i32
      %g1_2 = arith.constant 4 : i32
      %g1_3 = arith.constant 0 : i32
      %g1_4 = arith.constant 1 : i32
      %g1_5 = arith.cmpi eq, %g1_in0, %g1_3 : i32
      %g1_6 = arith.select %g1_5, %g1_4, %g1_in0 : i32
      %g1_7 = arith.divui %g1_2, %g1_6 : i32
      %g1_8 = arith.ori %g1_1, %g1_7 : i32
      linalg.yield %g1_8 : i32
    } -> tensor<2x4x4xi32>
    %p2_padval = arith.constant 1 : i32
    %v2 = tensor.pad %v1 low[0, %arg2, 2] high[0, %arg3, 0] {
    ^bb0(%p2_i0: index, %p2_i1: index, %p2_i2: index):
      tensor.yield %p2_padval : i32
    } : tensor<2x4x4xi32> to tensor<2x?x6xi32>
    return %v2 : tensor<2x?x6xi32>
  }
}
