// Corpus case 'pack': `fusefuzz generate --seed 8` under strategy all.
// EXPECT: pass
// STRATEGY: all
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 8 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<4xi32>, %arg1: index {fusefuzz.value = 0 : i64}, %arg2: index {fusefuzz.value = 2 : i64}, %arg3: index {fusefuzz.value = 0 : i64}, %arg4: i32, %arg5: tensor<1x3x3xi32>, %arg6: index {fusefuzz.value = 2 : i64}, %arg7: index {fusefuzz.value = 0 : i64}, %arg8: index {fusefuzz.value = 2 : i64}, %arg9: f32) -> (tensor<3x3xi32>, tensor<i8>) {
    %l0_dest = tensor.empty() : tensor<1x4xi32>
    %l0_padval = arith.constant 0 : i32
    %v0 = linalg.pack %arg0 padding_value(%l0_padval : i32) inner_dims_pos = [0] inner_tiles = [4] into %l0_dest : tensor<4xi32> -> tensor<1x4xi32>
    %v1 = tensor.pad %v0 low[%arg1, %arg3] high[%arg2, 2] {
    ^bb0(%p1_i0: index, %p1_i1: index):
      tensor.yield %arg4 : i32
    } : tensor<1x4xi32> to tensor<?x?xi32>
    %v2 = tensor.collapse_shape %arg5 [[0, 1], [2]] : tensor<1x3x3xi32> into tensor<3x3xi32>
    %p3_padval = arith.constant 2 : i32
    %v3 = tensor.pad %v1 low[%arg6, %arg7] high[0, %arg8] {
    ^bb0(%p3_i0: index, %p3_i1: index):
      tensor.yield %p3_padval : i32
    } : tensor<?x?xi32> to tensor<?x?xi32>
    %g4_c0_0 = arith.constant 1 : index
    %g4_d0_0 = tensor.dim %v3, %g4_c0_0 : tensor<?x?xi32>
    %g4_empty0 = tensor.empty(%g4_d0_0) : tensor<?xi8>
    %g4_fillval0 = arith.constant 2 : i8
    %g4_fill0 = linalg.fill ins(%g4_fillval0 : i8) outs(%g4_empty0 : tensor<?xi8>) -> tensor<?xi8>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%v3 : tensor<?x?xi32>) outs(%g4_fill0 : tensor<?xi8>) {
    ^bb0(%g4_in0: i32, %g4_out0: i8):
      %g4_0 = linalg.index 1 : index
      %g4_1 = arith.index_cast %g4_0 : index to i32
      %g4_2 = arith.trunci %g4_1 : i32 to i8
      %g4_3 = arith.cmpi ne, %g4_out0, %g4_2 : i8
      %g4_4 = arith.constant 4 : i8
      %g4_5 = arith.select %g4_3, %g4_4, %g4_out0 : i8
      %g4_6 = arith.ori %g4_out0, %g4_out0 : i8
      %g4_7 = arith.cmpi slt, %g4_5, %g4_6 : i8
      %g4_8 = arith.maxsi %g4_out0, %g4_out0 : i8
      %g4_9 = arith.ori %g4_out0, %g4_out0 : i8
      %g4_10 = arith.select %g4_7, %g4_8, %g4_9 : i8
      %g4_11 = linalg.index 0 : index
      %g4_12 = arith.index_cast %g4_11 : index to i32
      %g4_13 = arith.trunci %g4_12 : i32 to i8
      %g4_14 = arith.trunci %g4_in0 : i32 to i8
      %g4_15 = arith.muli %g4_13, %g4_14 : i8
      %g4_16 = linalg.index 1 : index
      %g4_17 = arith.index_cast %g4_16 : index to i32
      %g4_18 = arith.trunci %g4_17 : i32 to i8
      %g4_19 = arith.trunci %g4_in0 : i32 to i8
      %g4_20 = arith.andi %g4_18, %g4_19 : i8
      %g4_21 = arith.constant 8 : i8
      %g4_22 = arith.remui %g4_20, %g4_21 : i8
      %g4_23 = arith.shrsi %g4_15, %g4_22 : i8
      %g4_24 = arith.constant 0 : i8
      %g4_25 = arith.constant 1 : i8
      %g4_26 = arith.cmpi eq, %g4_23, %g4_24 : i8
      %g4_27 = arith.constant -1 : i8
      %g4_28 = arith.cmpi eq, %g4_23, %g4_27 : i8
      %g4_29 = arith.ori %g4_26, %g4_28 : i1
      %g4_30 = arith.select %g4_29, %g4_25, %g4_23 : i8
      %g4_31 = arith.divsi %g4_10, %g4_30 : i8
      %g4_32 = arith.muli %g4_out0, %g4_31 : i8
      linalg.yield %g4_32 : i8
    } -> tensor<?xi8>
    %g5_empty0 = tensor.empty() : tensor<i8>
    %g5_fillval0 = arith.constant -1 : i8
    %g5_fill0 = linalg.fill ins(%g5_fillval0 : i8) outs(%g5_empty0 : tensor<i8>) -> tensor<i8>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%v4 : tensor<?xi8>) outs(%g5_fill0 : tensor<i8>) {
    ^bb0(%g5_in0: i8, %g5_out0: i8):
      %g5_0 = arith.cmpf uno, %arg9, %arg9 : f32
      %g5_1 = arith.constant -1.000000e+02 : f32
      %g5_2 = arith.constant 1.000000e+02 : f32
      %g5_3 = arith.constant 0.000000e+00 : f32
      %g5_4 = arith.maximumf %arg9, %g5_1 : f32
      %g5_5 = arith.minimumf %g5_4, %g5_2 : f32
      %g5_6 = arith.select %g5_0, %g5_3, %g5_5 : f32
      %g5_7 = arith.fptosi %g5_6 : f32 to i32
      %g5_8 = arith.trunci %g5_7 : i32 to i8
      %g5_9 = arith.cmpi ugt, %g5_8, %g5_out0 : i8
      %g5_10 = arith.cmpf uno, %arg9, %arg9 : f32
      %g5_11 = arith.constant -1.000000e+02 : f32
      %g5_12 = arith.constant 1.000000e+02 : f32
      %g5_13 = arith.constant 0.000000e+00 : f32
      %g5_14 = arith.maximumf %arg9, %g5_11 : f32
      %g5_15 = arith.minimumf %g5_14, %g5_12 : f32
      %g5_16 = arith.select %g5_10, %g5_13, %g5_15 : f32
      %g5_17 = arith.fptosi %g5_16 : f32 to i32
      %g5_18 = arith.trunci %g5_17 : i32 to i8
      %g5_19 = arith.select %g5_9, %g5_in0, %g5_18 : i8
      %g5_20 = arith.constant 8 : i8
      %g5_21 = arith.remui %g5_in0, %g5_20 : i8
      %g5_22 = arith.shrsi %g5_out0, %g5_21 : i8
      %g5_23 = arith.maxui %g5_19, %g5_22 : i8
      %g5_24 = arith.muli %g5_out0, %g5_23 : i8
      linalg.yield %g5_24 : i8
    } -> tensor<i8>
    return %v2, %v5 : tensor<3x3xi32>, tensor<i8>
  }
}
