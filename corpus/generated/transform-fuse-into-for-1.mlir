// Corpus case 'transform-fuse-into-for': `fusefuzz generate --seed 76` under strategy transform.
// EXPECT: pass
// STRATEGY: transform
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}TransformFuseIntoFor=
module attributes {fusefuzz.seed = 76 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<5xi32>, %arg1: tensor<5xi32>, %arg2: tensor<?xi32> {fusefuzz.shape = array<i64: 5>}, %arg3: index {fusefuzz.value = 1 : i64}) -> (tensor<4x?xi32>, tensor<?xi32>) {
    %g0_c0_1 = arith.constant 0 : index
    %g0_d0_1 = tensor.dim %arg2, %g0_c0_1 : tensor<?xi32>
    %g0_empty0 = tensor.empty(%g0_d0_1) : tensor<4x?xi32>
    %g0_fillval0 = arith.constant 7 : i32
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : i32) outs(%g0_empty0 : tensor<4x?xi32>) -> tensor<4x?xi32>
    %v0:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (1, d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0, %arg1, %arg2 : tensor<5xi32>, tensor<5xi32>, tensor<?xi32>) outs(%g0_fill0, %arg0 : tensor<4x?xi32>, tensor<5xi32>) {
    ^bb0(%g0_in0: i32, %g0_in1: i32, %g0_in2: i32, %g0_out0: i32, %g0_out1: i32):
      %g0_0 = arith.constant 0 : i32
      %g0_1 = arith.constant 1 : i32
      %g0_2 = arith.cmpi eq, %g0_in1, %g0_0 : i32
      %g0_3 = arith.select %g0_2, %g0_1, %g0_in1 : i32
      %g0_4 = arith.divui %g0_in1, %g0_3 : i32
      %g0_5 = arith.muli %g0_in1, %g0_4 : i32
      %g0_6 = arith.constant 7 : i32
      %g0_7 = arith.minsi %g0_6, %g0_in1 : i32
      %g0_8 = arith.constant 4 : i32
      %g0_9 = arith.maxsi %g0_8, %g0_in2 : i32
      %g0_10 = arith.constant 32 : i32
      %g0_11 = arith.remui %g0_9, %g0_10 : i32
      %g0_12 = arith.shli %g0_7, %g0_11 : i32
      linalg.yield %g0_5, %g0_12 : i32, i32
    } -> (tensor<4x?xi32>, tensor<5xi32>)
    %p1_padval = arith.constant -3 : i32
    %v1 = tensor.pad %v0#1 low[2] high[2] {
    ^bb0(%p1_i0: index):
      tensor.yield %p1_padval : i32
    } : tensor<5xi32> to tensor<9xi32>
    %p2_padval = arith.constant 2 : i32
    %v2 = tensor.pad %v1 low[2] high[%arg3] {
    ^bb0(%p2_i0: index):
      tensor.yield %p2_padval : i32
    } : tensor<9xi32> to tensor<?xi32>
    return %v0#0, %v2 : tensor<4x?xi32>, tensor<?xi32>
  }
}
