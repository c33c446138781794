// Corpus case 'reads-outs': `fusefuzz generate --seed 47` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 47 : i64, fusefuzz.policy = "0xff4bf7f6d7a45ffa"} {
  func.func @case(%arg0: tensor<1x?x?xi32> {fusefuzz.shape = array<i64: 1, 5, 3>}, %arg1: index {fusefuzz.value = 2 : i64}, %arg2: index {fusefuzz.value = 1 : i64}, %arg3: tensor<5x7x4xi1>, %arg4: tensor<7x?xi32> {fusefuzz.shape = array<i64: 7, 4>}, %arg5: tensor<7x4xi32>, %arg6: tensor<5xi32>, %arg7: tensor<i32>) -> (tensor<i32>) {
    %p0_padval = arith.constant 2 : i32
    %v0 = tensor.pad %arg0 low[2, %arg2, 1] high[%arg1, 1, 0] {
    ^bb0(%p0_i0: index, %p0_i1: index, %p0_i2: index):
      tensor.yield %p0_padval : i32
    } : tensor<1x?x?xi32> to tensor<?x?x?xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>], iterator_types = ["reduction", "parallel", "parallel"]} ins(%v0, %arg3, %arg4 : tensor<?x?x?xi32>, tensor<5x7x4xi1>, tensor<7x?xi32>) outs(%arg5 : tensor<7x4xi32>) {
    ^bb0(%g1_in0: i32, %g1_in1: i1, %g1_in2: i32, %g1_out0: i32):
      %g1_0 = arith.maxsi %g1_out0, %g1_in2 : i32
      %g1_1 = arith.muli %g1_0, %g1_in0 : i32
      %g1_2 = arith.muli %g1_in2, %g1_1 : i32
      %g1_3 = arith.addi %g1_out0, %g1_2 : i32
      linalg.yield %g1_3 : i32
    } -> tensor<7x4xi32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%v1 : tensor<7x4xi32>) outs(%arg7 : tensor<i32>) {
    ^bb0(%g2_in0: i32, %g2_out0: i32):
      %g2_0 = arith.maxui %g2_in0, %g2_out0 : i32
      %g2_1 = arith.maxsi %g2_out0, %g2_0 : i32
      linalg.yield %g2_1 : i32
    } -> tensor<i32>
    return %v2 : tensor<i32>
  }
}
