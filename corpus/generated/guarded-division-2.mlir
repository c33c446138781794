// Corpus case 'guarded-division': `fusefuzz generate --seed 36` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 36 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<1xi32>, %arg1: tensor<1xi32>, %arg2: index {fusefuzz.value = 0 : i64}, %arg3: index {fusefuzz.value = 1 : i64}) -> (tensor<4x?xi32>) {
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<1xi32>) outs(%arg1 : tensor<1xi32>) {
    ^bb0(%g0_in0: i32, %g0_out0: i32):
      %g0_0 = arith.muli %g0_in0, %g0_in0 : i32
      %g0_1 = arith.minsi %g0_in0, %g0_0 : i32
      %g0_2 = arith.constant 32 : i32
      %g0_3 = arith.remui %g0_in0, %g0_2 : i32
      %g0_4 = arith.shrui %g0_1, %g0_3 : i32
      linalg.yield %g0_4 : i32
    } -> tensor<1xi32>
    %g1_empty0 = tensor.empty() : tensor<1x1xi32>
    %v1 = linalg.broadcast ins(%v0 : tensor<1xi32>) outs(%g1_empty0 : tensor<1x1xi32>) dimensions = [0]
    %p2_padval = arith.constant -1 : i32
    %v2 = tensor.pad %v1 low[0, %arg2] high[2, 0] {
    ^bb0(%p2_i0: index, %p2_i1: index):
      tensor.yield %p2_padval : i32
    } : tensor<1x1xi32> to tensor<3x?xi32>
    %p3_padval = arith.constant -1 : i32
    %v3 = tensor.pad %v2 low[1, %arg3] high[0, 1] {
    ^bb0(%p3_i0: index, %p3_i1: index):
      tensor.yield %p3_padval : i32
    } : tensor<3x?xi32> to tensor<4x?xi32>
    return %v3 : tensor<4x?xi32>
  }
}
