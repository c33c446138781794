// Corpus case 'refused-tile-fuse-ext-init-fusion-into-reduction-loop': `fusefuzz generate --seed 13 --strategy tile-fuse-ext` under strategy tile-fuse-ext.
// EXPECT: pass
// STRATEGY: tile-fuse-ext
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}TileFuseExt: init-fusion-into-reduction-loop=
module attributes {fusefuzz.seed = 13 : i64, fusefuzz.policy = "0x2d46020661320c17"} {
  func.func @case(%arg0: tensor<5x?x?x3xi8> {fusefuzz.shape = array<i64: 5, 3, 2, 3>}, %arg1: tensor<1xi8>, %arg2: tensor<5x?x3xi8> {fusefuzz.shape = array<i64: 5, 2, 3>}, %arg3: tensor<2x5xi8>, %arg4: tensor<?x4x5xf32> {fusefuzz.shape = array<i64: 4, 4, 5>}, %arg5: index {fusefuzz.value = 1 : i64}, %arg6: index {fusefuzz.value = 0 : i64}, %arg7: index {fusefuzz.value = 1 : i64}, %arg8: index {fusefuzz.value = 2 : i64}, %arg9: tensor<2x4xf32>, %arg10: tensor<2x3xf32>, %arg11: tensor<5x3x?xi8> {fusefuzz.shape = array<i64: 5, 3, 2>}, %arg12: tensor<5x?x2xi8> {fusefuzz.shape = array<i64: 5, 2, 2>}) -> (tensor<5x?xi8>, tensor<?x20xf32>, tensor<7x7x?x?xi8>, tensor<2x7xf32>, tensor<5x?x?xi8>) {
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>], iterator_types = ["parallel", "reduction", "parallel", "parallel"]} ins(%arg0 : tensor<5x?x?x3xi8>) outs(%arg2 : tensor<5x?x3xi8>) {
    ^bb0(%g0_in0: i8, %g0_out0: i8):
      %g0_0 = arith.maxui %g0_in0, %g0_out0 : i8
      %g0_1 = linalg.index 2 : index
      %g0_2 = arith.constant 1 : index
      %g0_3 = arith.remui %g0_1, %g0_2 : index
      %g0_4 = tensor.extract %arg1[%g0_3] : tensor<1xi8>
      %g0_5 = arith.constant 8 : i8
      %g0_6 = arith.remui %g0_in0, %g0_5 : i8
      %g0_7 = arith.shli %g0_4, %g0_6 : i8
      %g0_8 = arith.andi %g0_0, %g0_7 : i8
      %g0_9 = arith.minsi %g0_out0, %g0_8 : i8
      linalg.yield %g0_9 : i8
    } -> tensor<5x?x3xi8>
    %g1_c0_1 = arith.constant 1 : index
    %g1_d0_1 = tensor.dim %v0, %g1_c0_1 : tensor<5x?x3xi8>
    %g1_empty0 = tensor.empty(%g1_d0_1) : tensor<5x?xi8>
    %g1_fillval0 = arith.constant 0 : i8
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : i8) outs(%g1_empty0 : tensor<5x?xi8>) -> tensor<5x?xi8>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v0 : tensor<5x?x3xi8>) outs(%g1_fill0 : tensor<5x?xi8>) {
    ^bb0(%g1_in0: i8, %g1_out0: i8):
      %g1_0 = arith.constant 0 : i8
      %g1_1 = arith.constant 1 : i8
      %g1_2 = arith.cmpi eq, %g1_in0, %g1_0 : i8
      %g1_3 = arith.select %g1_2, %g1_1, %g1_in0 : i8
      %g1_4 = arith.remui %g1_in0, %g1_3 : i8
      %g1_5 = linalg.index 2 : index
      %g1_6 = arith.constant 2 : index
      %g1_7 = arith.remui %g1_5, %g1_6 : index
      %g1_8 = linalg.index 1 : index
      %g1_9 = arith.constant 5 : index
      %g1_10 = arith.remui %g1_8, %g1_9 : index
      %g1_11 = tensor.extract %arg3[%g1_7, %g1_10] : tensor<2x5xi8>
      %g1_12 = arith.constant 0 : i8
      %g1_13 = arith.constant 1 : i8
      %g1_14 = arith.cmpi eq, %g1_in0, %g1_12 : i8
      %g1_15 = arith.select %g1_14, %g1_13, %g1_in0 : i8
      %g1_16 = arith.divui %g1_11, %g1_15 : i8
      %g1_17 = arith.xori %g1_4, %g1_16 : i8
      %g1_18 = arith.addi %g1_17, %g1_in0 : i8
      %g1_19 = arith.maxsi %g1_out0, %g1_18 : i8
      linalg.yield %g1_19 : i8
    } -> tensor<5x?xi8>
    %v2 = tensor.collapse_shape %arg4 [[0], [1, 2]] : tensor<?x4x5xf32> into tensor<?x20xf32>
    %g3_c0_2 = arith.constant 1 : index
    %g3_d0_2 = tensor.dim %v0, %g3_c0_2 : tensor<5x?x3xi8>
    %g3_empty0 = tensor.empty(%g3_d0_2) : tensor<5x5x?x3xi8>
    %v3 = linalg.broadcast ins(%v0 : tensor<5x?x3xi8>) outs(%g3_empty0 : tensor<5x5x?x3xi8>) dimensions = [1]
    %p4_padval = arith.constant 2 : i8
    %v4 = tensor.pad %v3 low[0, 2, %arg5, %arg7] high[2, 0, %arg6, %arg8] {
    ^bb0(%p4_i0: index, %p4_i1: index, %p4_i2: index, %p4_i3: index):
      tensor.yield %p4_padval : i8
    } : tensor<5x5x?x3xi8> to tensor<7x7x?x?xi8>
    %v5 = tensor.concat dim(1) %arg9, %arg10 : (tensor<2x4xf32>, tensor<2x3xf32>) -> tensor<2x7xf32>
    %g6_c0_1 = arith.constant 1 : index
    %g6_d0_1 = tensor.dim %arg2, %g6_c0_1 : tensor<5x?x3xi8>
    %g6_c0_2 = arith.constant 2 : index
    %g6_d0_2 = tensor.dim %arg11, %g6_c0_2 : tensor<5x3x?xi8>
    %g6_empty0 = tensor.empty(%g6_d0_1, %g6_d0_2) : tensor<5x?x?xi8>
    %g6_fillval0 = arith.constant 5 : i8
    %g6_fill0 = linalg.fill ins(%g6_fillval0 : i8) outs(%g6_empty0 : tensor<5x?x?xi8>) -> tensor<5x?x?xi8>
    %v6 = linalg.batch_matmul ins(%arg2, %arg11 : tensor<5x?x3xi8>, tensor<5x3x?xi8>) outs(%g6_fill0 : tensor<5x?x?xi8>) -> tensor<5x?x?xi8>
    %g7_c0_1 = arith.constant 1 : index
    %g7_d0_1 = tensor.dim %v6, %g7_c0_1 : tensor<5x?x?xi8>
    %g7_c0_2 = arith.constant 2 : index
    %g7_d0_2 = tensor.dim %v6, %g7_c0_2 : tensor<5x?x?xi8>
    %g7_empty0 = tensor.empty(%g7_d0_1, %g7_d0_2) : tensor<5x?x?xi8>
    %g7_fillval0 = arith.constant 5 : i8
    %g7_fill0 = linalg.fill ins(%g7_fillval0 : i8) outs(%g7_empty0 : tensor<5x?x?xi8>) -> tensor<5x?x?xi8>
    %v7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v6, %arg12 : tensor<5x?x?xi8>, tensor<5x?x2xi8>) outs(%g7_fill0 : tensor<5x?x?xi8>) {
    ^bb0(%g7_in0: i8, %g7_in1: i8, %g7_out0: i8):
      %g7_0 = arith.xori %g7_in0, %g7_in1 : i8
      linalg.yield %g7_0 : i8
    } -> tensor<5x?x?xi8>
    return %v1, %v2, %v4, %v5, %v7 : tensor<5x?xi8>, tensor<?x20xf32>, tensor<7x7x?x?xi8>, tensor<2x7xf32>, tensor<5x?x?xi8>
  }
}
