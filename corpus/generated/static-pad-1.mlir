// Corpus case 'static-pad': `fusefuzz generate --seed 28` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 28 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<3x5xi32>, %arg1: tensor<3x5xi32>, %arg2: tensor<3x?xi32> {fusefuzz.shape = array<i64: 3, 5>}, %arg3: index {fusefuzz.value = 1 : i64}, %arg4: index {fusefuzz.value = 2 : i64}, %arg5: index {fusefuzz.value = 2 : i64}) -> (tensor<?x?xi32>) {
    %g0_c0_1 = arith.constant 1 : index
    %g0_d0_1 = tensor.dim %arg2, %g0_c0_1 : tensor<3x?xi32>
    %g0_empty0 = tensor.empty(%g0_d0_1) : tensor<3x?xi32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<3x5xi32>, tensor<3x5xi32>, tensor<3x?xi32>) outs(%g0_empty0 : tensor<3x?xi32>) {
    ^bb0(%g0_in0: i32, %g0_in1: i32, %g0_in2: i32, %g0_out0: i32):
      %g0_0 = arith.subi %g0_in0, %g0_in2 : i32
      linalg.yield %g0_0 : i32
    } -> tensor<3x?xi32>
    %p1_padval = arith.constant 2 : i32
    %v1 = tensor.pad %v0 low[%arg3, %arg4] high[0, %arg5] {
    ^bb0(%p1_i0: index, %p1_i1: index):
      tensor.yield %p1_padval : i32
    } : tensor<3x?xi32> to tensor<?x?xi32>
    %p2_padval = arith.constant 7 : i32
    %v2 = tensor.pad %v1 low[1, 1] high[1, 2] {
    ^bb0(%p2_i0: index, %p2_i1: index):
      tensor.yield %p2_padval : i32
    } : tensor<?x?xi32> to tensor<?x?xi32>
    return %v2 : tensor<?x?xi32>
  }
}
