// Corpus case 'tile-fuse-producer-reduction-tiled': `fusefuzz generate --seed 93` under strategy tile-fuse-producers.
// EXPECT: pass
// STRATEGY: tile-fuse-producers
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}TileAndFuseProducerReductionTiled=
module attributes {fusefuzz.seed = 93 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<?x5x?x?xi32> {fusefuzz.shape = array<i64: 1, 5, 1, 1>}, %arg1: index {fusefuzz.value = 2 : i64}, %arg2: index {fusefuzz.value = 1 : i64}, %arg3: index {fusefuzz.value = 2 : i64}, %arg4: tensor<1x?x2x?xi32> {fusefuzz.shape = array<i64: 1, 8, 2, 1>}, %arg5: tensor<1x3x1x3x2xi32>, %arg6: tensor<?x?x1x?xi32> {fusefuzz.shape = array<i64: 3, 2, 1, 3>}, %arg7: index {fusefuzz.value = 0 : i64}, %arg8: index {fusefuzz.value = 2 : i64}) -> (tensor<1x?x2x?xi32>, tensor<?x?xi32>) {
    %p0_padval = arith.constant 0 : i32
    %v0 = tensor.pad %arg0 low[0, %arg1, %arg3, 0] high[0, %arg2, 1, 0] {
    ^bb0(%p0_i0: index, %p0_i1: index, %p0_i2: index, %p0_i3: index):
      tensor.yield %p0_padval : i32
    } : tensor<?x5x?x?xi32> to tensor<?x?x?x?xi32>
    %g1_window = tensor.empty() : tensor<1x1xi32>
    %v1 = linalg.pooling_nhwc_sum {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 2]> : tensor<2xi64>} ins(%v0, %g1_window : tensor<?x?x?x?xi32>, tensor<1x1xi32>) outs(%arg4 : tensor<1x?x2x?xi32>) -> tensor<1x?x2x?xi32>
    %l2_dest = tensor.empty() : tensor<1x3x2xi32>
    %v2 = linalg.unpack %arg5 inner_dims_pos = [2, 0] inner_tiles = [3, 2] into %l2_dest : tensor<1x3x1x3x2xi32> -> tensor<1x3x2xi32>
    %g3_c0_0 = arith.constant 0 : index
    %g3_d0_0 = tensor.dim %arg6, %g3_c0_0 : tensor<?x?x1x?xi32>
    %g3_empty0 = tensor.empty(%g3_d0_0) : tensor<?x1xi32>
    %g3_fillval0 = arith.constant 0 : i32
    %g3_fill0 = linalg.fill ins(%g3_fillval0 : i32) outs(%g3_empty0 : tensor<?x1xi32>) -> tensor<?x1xi32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel", "reduction"]} ins(%v2, %arg6 : tensor<1x3x2xi32>, tensor<?x?x1x?xi32>) outs(%g3_fill0 : tensor<?x1xi32>) {
    ^bb0(%g3_in0: i32, %g3_in1: i32, %g3_out0: i32):
      %g3_0 = arith.subi %g3_in1, %g3_in0 : i32
      %g3_1 = arith.cmpi ne, %g3_in0, %g3_in1 : i32
      %g3_2 = arith.select %g3_1, %g3_in1, %g3_in0 : i32
      %g3_3 = arith.muli %g3_0, %g3_2 : i32
      %g3_4 = arith.maxui %g3_out0, %g3_in0 : i32
      %g3_5 = arith.addi %g3_in0, %g3_out0 : i32
      %g3_6 = arith.cmpi ult, %g3_4, %g3_5 : i32
      %g3_7 = arith.constant 0 : i32
      %g3_8 = arith.constant 1 : i32
      %g3_9 = arith.cmpi eq, %g3_in1, %g3_7 : i32
      %g3_10 = arith.select %g3_9, %g3_8, %g3_in1 : i32
      %g3_11 = arith.remui %g3_in0, %g3_10 : i32
      %g3_12 = arith.andi %g3_in0, %g3_in0 : i32
      %g3_13 = arith.select %g3_6, %g3_11, %g3_12 : i32
      %g3_14 = arith.constant 32 : i32
      %g3_15 = arith.remui %g3_13, %g3_14 : i32
      %g3_16 = arith.shrui %g3_3, %g3_15 : i32
      %g3_17 = arith.addi %g3_out0, %g3_16 : i32
      linalg.yield %g3_17 : i32
    } -> tensor<?x1xi32>
    %p4_padval = arith.constant -1 : i32
    %v4 = tensor.pad %v3 low[0, %arg8] high[%arg7, 0] {
    ^bb0(%p4_i0: index, %p4_i1: index):
      tensor.yield %p4_padval : i32
    } : tensor<?x1xi32> to tensor<?x?xi32>
    return %v1, %v4 : tensor<1x?x2x?xi32>, tensor<?x?xi32>
  }
}
