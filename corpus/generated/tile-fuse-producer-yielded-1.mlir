// Corpus case 'tile-fuse-producer-yielded': `fusefuzz generate --seed 2` under strategy tile-fuse-producers.
// EXPECT: pass
// STRATEGY: tile-fuse-producers
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}TileAndFuseProducerYielded=
module attributes {fusefuzz.seed = 2 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<1x4xf32>, %arg1: f32, %arg2: tensor<2x?xi32> {fusefuzz.shape = array<i64: 2, 1>}, %arg3: tensor<2x?xi32> {fusefuzz.shape = array<i64: 2, 1>}, %arg4: tensor<i32>, %arg5: tensor<1x4x1xi32>, %arg6: tensor<1x4x1xi32>, %arg7: index {fusefuzz.value = 2 : i64}, %arg8: index {fusefuzz.value = 1 : i64}, %arg9: index {fusefuzz.value = 2 : i64}) -> (tensor<4x5xf32>, tensor<?xi32>, tensor<1x4x?xi32>, tensor<?x?x3xi32>) {
    %v0 = tensor.pad %arg0 low[1, 1] high[2, 0] {
    ^bb0(%p0_i0: index, %p0_i1: index):
      tensor.yield %arg1 : f32
    } : tensor<1x4xf32> to tensor<4x5xf32>
    %v1 = tensor.collapse_shape %arg2 [[0, 1]] : tensor<2x?xi32> into tensor<?xi32>
    %v2 = tensor.concat dim(0) %arg2, %arg3 : (tensor<2x?xi32>, tensor<2x?xi32>) -> tensor<4x?xi32>
    %g3_c0_2 = arith.constant 1 : index
    %g3_d0_2 = tensor.dim %v2, %g3_c0_2 : tensor<4x?xi32>
    %g3_empty0 = tensor.empty(%g3_d0_2) : tensor<1x4x?xi32>
    %v3:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v2, %arg4, %arg5 : tensor<4x?xi32>, tensor<i32>, tensor<1x4x1xi32>) outs(%g3_empty0, %arg6 : tensor<1x4x?xi32>, tensor<1x4x1xi32>) {
    ^bb0(%g3_in0: i32, %g3_in1: i32, %g3_in2: i32, %g3_out0: i32, %g3_out1: i32):
      %g3_0 = arith.constant 5 : i32
      %g3_1 = arith.constant 32 : i32
      %g3_2 = arith.remui %g3_0, %g3_1 : i32
      %g3_3 = arith.shli %g3_in2, %g3_2 : i32
      %g3_4 = arith.constant 3 : i32
      %g3_5 = arith.cmpi ult, %g3_4, %g3_in1 : i32
      %g3_6 = arith.select %g3_5, %g3_in0, %g3_in2 : i32
      %g3_7 = arith.maxsi %g3_in0, %g3_in2 : i32
      %g3_8 = arith.constant 32 : i32
      %g3_9 = arith.remui %g3_7, %g3_8 : i32
      %g3_10 = arith.shrui %g3_6, %g3_9 : i32
      %g3_11 = arith.xori %g3_3, %g3_10 : i32
      %g3_12 = arith.maxui %g3_in2, %g3_in2 : i32
      linalg.yield %g3_11, %g3_12 : i32, i32
    } -> (tensor<1x4x?xi32>, tensor<1x4x1xi32>)
    %p4_padval = arith.constant 0 : i32
    %v4 = tensor.pad %v3#1 low[%arg7, %arg9, 2] high[%arg8, 1, 0] {
    ^bb0(%p4_i0: index, %p4_i1: index, %p4_i2: index):
      tensor.yield %p4_padval : i32
    } : tensor<1x4x1xi32> to tensor<?x?x3xi32>
    return %v0, %v1, %v3#0, %v4 : tensor<4x5xf32>, tensor<?xi32>, tensor<1x4x?xi32>, tensor<?x?x3xi32>
  }
}
