// Corpus case 'refused-expansion-producer-not-generic': `fusefuzz generate --seed 72` under strategy reshape-expansion.
// EXPECT: pass
// STRATEGY: reshape-expansion
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}FoldReshapeWithGenericOpByExpansion: producer not a generic op=
module attributes {fusefuzz.seed = 72 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<2xi8>, %arg1: index {fusefuzz.value = 1 : i64}, %arg2: tensor<5x5x2xi32>, %arg3: tensor<3x3xi32>) -> (tensor<?xi8>, tensor<?xi8>, tensor<1x?xi8>, tensor<5x5x2xi32>) {
    %g0_empty0 = tensor.empty() : tensor<2xi8>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<2xi8>) outs(%g0_empty0 : tensor<2xi8>) {
    ^bb0(%g0_in0: i8, %g0_out0: i8):
      %g0_0 = arith.addi %g0_in0, %g0_in0 : i8
      linalg.yield %g0_0 : i8
    } -> tensor<2xi8>
    %p1_padval = arith.constant -3 : i8
    %v1 = tensor.pad %v0 low[%arg1] high[0] {
    ^bb0(%p1_i0: index):
      tensor.yield %p1_padval : i8
    } : tensor<2xi8> to tensor<?xi8>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %v1, %g2_c0_0 : tensor<?xi8>
    %g2_empty0 = tensor.empty(%g2_d0_0) : tensor<?xi8>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v1, %v1 : tensor<?xi8>, tensor<?xi8>) outs(%g2_empty0 : tensor<?xi8>) {
    ^bb0(%g2_in0: i8, %g2_in1: i8, %g2_out0: i8):
      %g2_0 = arith.constant -1 : i8
      %g2_1 = arith.constant 8 : i8
      %g2_2 = arith.remui %g2_0, %g2_1 : i8
      %g2_3 = arith.shrsi %g2_in1, %g2_2 : i8
      %g2_4 = arith.xori %g2_in1, %g2_in0 : i8
      %g2_5 = arith.maxui %g2_3, %g2_4 : i8
      linalg.yield %g2_5 : i8
    } -> tensor<?xi8>
    %g3_c0_0 = arith.constant 0 : index
    %g3_d0_0 = tensor.dim %v2, %g3_c0_0 : tensor<?xi8>
    %g3_empty0 = tensor.empty(%g3_d0_0) : tensor<?xi8>
    %g3_fillval0 = arith.constant 7 : i8
    %g3_fill0 = linalg.fill ins(%g3_fillval0 : i8) outs(%g3_empty0 : tensor<?xi8>) -> tensor<?xi8>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v2 : tensor<?xi8>) outs(%g3_fill0 : tensor<?xi8>) {
    ^bb0(%g3_in0: i8, %g3_out0: i8):
      %g3_0 = arith.constant 0 : i8
      %g3_1 = arith.constant 1 : i8
      %g3_2 = arith.cmpi eq, %g3_out0, %g3_0 : i8
      %g3_3 = arith.select %g3_2, %g3_1, %g3_out0 : i8
      %g3_4 = arith.remui %g3_in0, %g3_3 : i8
      linalg.yield %g3_4 : i8
    } -> tensor<?xi8>
    %r4_c0 = arith.constant 0 : index
    %r4_d0 = tensor.dim %v1, %r4_c0 : tensor<?xi8>
    %v4 = tensor.expand_shape %v1 [[0, 1]] output_shape [1, %r4_d0] : tensor<?xi8> into tensor<1x?xi8>
    %g5_empty0 = tensor.empty() : tensor<5x5x2xi32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2, %arg2 : tensor<5x5x2xi32>, tensor<5x5x2xi32>) outs(%g5_empty0 : tensor<5x5x2xi32>) {
    ^bb0(%g5_in0: i32, %g5_in1: i32, %g5_out0: i32):
      %g5_0 = arith.constant -3 : i32
      %g5_1 = arith.constant 32 : i32
      %g5_2 = arith.remui %g5_0, %g5_1 : i32
      %g5_3 = arith.shrsi %g5_in1, %g5_2 : i32
      linalg.yield %g5_3 : i32
    } -> tensor<5x5x2xi32>
    %g6_empty0 = tensor.empty() : tensor<5x5x2xi32>
    %v6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v5 : tensor<5x5x2xi32>) outs(%g6_empty0 : tensor<5x5x2xi32>) {
    ^bb0(%g6_in0: i32, %g6_out0: i32):
      %g6_0 = linalg.index 1 : index
      %g6_1 = arith.constant 3 : index
      %g6_2 = arith.remui %g6_0, %g6_1 : index
      %g6_3 = linalg.index 1 : index
      %g6_4 = arith.constant 3 : index
      %g6_5 = arith.remui %g6_3, %g6_4 : index
      %g6_6 = tensor.extract %arg3[%g6_2, %g6_5] : tensor<3x3xi32>
      %g6_7 = arith.constant 1 : i32
      %g6_8 = arith.constant 0 : i32
      %g6_9 = arith.constant 1 : i32
      %g6_10 = arith.cmpi eq, %g6_7, %g6_8 : i32
      %g6_11 = arith.select %g6_10, %g6_9, %g6_7 : i32
      %g6_12 = arith.remui %g6_6, %g6_11 : i32
      %g6_13 = arith.addi %g6_in0, %g6_in0 : i32
      %g6_14 = arith.cmpi ult, %g6_in0, %g6_13 : i32
      %g6_15 = arith.maxui %g6_in0, %g6_in0 : i32
      %g6_16 = linalg.index 1 : index
      %g6_17 = arith.constant 3 : index
      %g6_18 = arith.remui %g6_16, %g6_17 : index
      %g6_19 = linalg.index 0 : index
      %g6_20 = arith.constant 3 : index
      %g6_21 = arith.remui %g6_19, %g6_20 : index
      %g6_22 = tensor.extract %arg3[%g6_18, %g6_21] : tensor<3x3xi32>
      %g6_23 = arith.select %g6_14, %g6_15, %g6_22 : i32
      %g6_24 = arith.minsi %g6_12, %g6_23 : i32
      linalg.yield %g6_24 : i32
    } -> tensor<5x5x2xi32>
    return %v2, %v3, %v4, %v6 : tensor<?xi8>, tensor<?xi8>, tensor<1x?xi8>, tensor<5x5x2xi32>
  }
}
