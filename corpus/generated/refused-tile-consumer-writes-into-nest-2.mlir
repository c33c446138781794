// Corpus case 'refused-tile-consumer-writes-into-nest': `fusefuzz generate --seed 6` under strategy tile-fuse-consumers.
// EXPECT: pass
// STRATEGY: tile-fuse-consumers
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}tile:upstream-declined: consumer op taking the result of scf.for as init is not supported=
module attributes {fusefuzz.seed = 6 : i64, fusefuzz.policy = "0xff4bf7f6d7a45ffa"} {
  func.func @case(%arg0: tensor<3x3x4xi32>, %arg1: tensor<3x4x?xi32> {fusefuzz.shape = array<i64: 3, 4, 3>}, %arg2: tensor<3x?x?xi32> {fusefuzz.shape = array<i64: 3, 3, 4>}, %arg3: index {fusefuzz.value = 0 : i64}, %arg4: index {fusefuzz.value = 1 : i64}, %arg5: tensor<?x?x2xi32> {fusefuzz.shape = array<i64: 3, 5, 2>}, %arg6: tensor<3x7x2xi32>) -> (tensor<3x7x2xi32>) {
    %g0_c0_0 = arith.constant 2 : index
    %g0_d0_0 = tensor.dim %arg1, %g0_c0_0 : tensor<3x4x?xi32>
    %g0_c0_1 = arith.constant 1 : index
    %g0_d0_1 = tensor.dim %arg2, %g0_c0_1 : tensor<3x?x?xi32>
    %g0_c0_2 = arith.constant 2 : index
    %g0_d0_2 = tensor.dim %arg2, %g0_c0_2 : tensor<3x?x?xi32>
    %g0_empty0 = tensor.empty(%g0_d0_0, %g0_d0_1, %g0_d0_2) : tensor<?x?x?xi32>
    %g0_fillval0 = arith.constant 2 : i32
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : i32) outs(%g0_empty0 : tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<3x3x4xi32>, tensor<3x4x?xi32>, tensor<3x?x?xi32>) outs(%g0_fill0 : tensor<?x?x?xi32>) {
    ^bb0(%g0_in0: i32, %g0_in1: i32, %g0_in2: i32, %g0_out0: i32):
      %g0_0 = arith.ori %g0_in0, %g0_in0 : i32
      %g0_1 = arith.maxsi %g0_0, %g0_in0 : i32
      %g0_2 = arith.maxui %g0_in1, %g0_1 : i32
      linalg.yield %g0_2 : i32
    } -> tensor<?x?x?xi32>
    %p1_padval = arith.constant 1 : i32
    %v1 = tensor.pad %v0 low[%arg3, 2, 0] high[0, 2, %arg4] {
    ^bb0(%p1_i0: index, %p1_i1: index, %p1_i2: index):
      tensor.yield %p1_padval : i32
    } : tensor<?x?x?xi32> to tensor<?x?x?xi32>
    %v2 = linalg.batch_matmul ins(%v1, %arg5 : tensor<?x?x?xi32>, tensor<?x?x2xi32>) outs(%arg6 : tensor<3x7x2xi32>) -> tensor<3x7x2xi32>
    return %v2 : tensor<3x7x2xi32>
  }
}
