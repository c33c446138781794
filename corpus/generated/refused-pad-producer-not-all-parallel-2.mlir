// Corpus case 'refused-pad-producer-not-all-parallel': `fusefuzz generate --seed 166` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}} pad-producer-not-all-parallel=
module attributes {fusefuzz.seed = 166 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<1x3x5xi32>, %arg1: index {fusefuzz.value = 1 : i64}, %arg2: index {fusefuzz.value = 0 : i64}, %arg3: index {fusefuzz.value = 1 : i64}, %arg4: index {fusefuzz.value = 2 : i64}) -> (tensor<?x?x8xi32>, tensor<?xi32>) {
    %p0_padval = arith.constant -3 : i32
    %v0 = tensor.pad %arg0 low[%arg1, %arg3, 1] high[%arg2, 0, 2] {
    ^bb0(%p0_i0: index, %p0_i1: index, %p0_i2: index):
      tensor.yield %p0_padval : i32
    } : tensor<1x3x5xi32> to tensor<?x?x8xi32>
    %g1_empty0 = tensor.empty() : tensor<5xi32>
    %g1_fillval0 = arith.constant 2 : i32
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : i32) outs(%g1_empty0 : tensor<5xi32>) -> tensor<5xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg0 : tensor<1x3x5xi32>) outs(%g1_fill0 : tensor<5xi32>) {
    ^bb0(%g1_in0: i32, %g1_out0: i32):
      %g1_0 = arith.addi %g1_in0, %g1_out0 : i32
      %g1_1 = arith.maxsi %g1_out0, %g1_0 : i32
      linalg.yield %g1_1 : i32
    } -> tensor<5xi32>
    %p2_padval = arith.constant 7 : i32
    %v2 = tensor.pad %v1 low[1] high[%arg4] {
    ^bb0(%p2_i0: index):
      tensor.yield %p2_padval : i32
    } : tensor<5xi32> to tensor<?xi32>
    return %v0, %v2 : tensor<?x?x8xi32>, tensor<?xi32>
  }
}
