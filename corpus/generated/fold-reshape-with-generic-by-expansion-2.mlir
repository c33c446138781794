// Corpus case 'fold-reshape-with-generic-by-expansion': `fusefuzz generate --seed 357` under strategy reshape-expansion-aggressive.
// EXPECT: pass
// STRATEGY: reshape-expansion-aggressive
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}FoldReshapeWithGenericOpByExpansion=
module attributes {fusefuzz.seed = 357 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<1x?x4xi8> {fusefuzz.shape = array<i64: 1, 3, 4>}, %arg1: tensor<?xi8> {fusefuzz.shape = array<i64: 12>}, %arg2: f32, %arg3: tensor<23xi8>, %arg4: tensor<12xi8>, %arg5: tensor<?xi8> {fusefuzz.shape = array<i64: 12>}, %arg6: i8, %arg7: tensor<?xi32> {fusefuzz.shape = array<i64: 12>}, %arg8: tensor<12xi32>, %arg9: tensor<3xi32>) -> (tensor<?xi32>) {
    %v0 = tensor.collapse_shape %arg0 [[0, 1, 2]] : tensor<1x?x4xi8> into tensor<?xi8>
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %v0, %g1_c0_0 : tensor<?xi8>
    %g1_empty0 = tensor.empty(%g1_d0_0) : tensor<?xi8>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v0, %arg1, %v0 : tensor<?xi8>, tensor<?xi8>, tensor<?xi8>) outs(%g1_empty0 : tensor<?xi8>) {
    ^bb0(%g1_in0: i8, %g1_in1: i8, %g1_in2: i8, %g1_out0: i8):
      %g1_0 = arith.cmpi ult, %g1_in1, %g1_in0 : i8
      %g1_1 = linalg.index 0 : index
      %g1_2 = arith.index_cast %g1_1 : index to i32
      %g1_3 = arith.trunci %g1_2 : i32 to i8
      %g1_4 = arith.select %g1_0, %g1_in2, %g1_3 : i8
      linalg.yield %g1_4 : i8
    } -> tensor<?xi8>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %v0, %g2_c0_0 : tensor<?xi8>
    %g2_empty0 = tensor.empty(%g2_d0_0) : tensor<?xi8>
    %g2_fillval0 = arith.constant 7 : i8
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : i8) outs(%g2_empty0 : tensor<?xi8>) -> tensor<?xi8>
    %v2 = linalg.map ins(%v0, %v0 : tensor<?xi8>, tensor<?xi8>) outs(%g2_fill0 : tensor<?xi8>)
      (%g2_in0: i8, %g2_in1: i8, %g2_out0: i8) {
        %g2_0 = arith.constant 1 : i8
        %g2_1 = arith.constant 8 : i8
        %g2_2 = arith.remui %g2_in0, %g2_1 : i8
        %g2_3 = arith.shli %g2_0, %g2_2 : i8
        linalg.yield %g2_3 : i8
      }
    %g3_c0_0 = arith.constant 0 : index
    %g3_d0_0 = tensor.dim %v2, %g3_c0_0 : tensor<?xi8>
    %g3_empty0 = tensor.empty(%g3_d0_0) : tensor<?xi8>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0 + d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v2, %arg3, %arg4 : tensor<?xi8>, tensor<23xi8>, tensor<12xi8>) outs(%g3_empty0 : tensor<?xi8>) {
    ^bb0(%g3_in0: i8, %g3_in1: i8, %g3_in2: i8, %g3_out0: i8):
      %g3_0 = arith.cmpi ne, %g3_in1, %g3_in2 : i8
      %g3_1 = arith.constant 4 : i8
      %g3_2 = arith.select %g3_0, %g3_1, %g3_in0 : i8
      linalg.yield %g3_2 : i8
    } -> tensor<?xi8>
    %g4_c0_0 = arith.constant 0 : index
    %g4_d0_0 = tensor.dim %v3, %g4_c0_0 : tensor<?xi8>
    %g4_empty0 = tensor.empty(%g4_d0_0) : tensor<?xi8>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v3, %arg5, %v1 : tensor<?xi8>, tensor<?xi8>, tensor<?xi8>) outs(%g4_empty0 : tensor<?xi8>) {
    ^bb0(%g4_in0: i8, %g4_in1: i8, %g4_in2: i8, %g4_out0: i8):
      %g4_0 = arith.constant 2 : i8
      %g4_1 = arith.constant 2 : i8
      %g4_2 = arith.minsi %g4_1, %arg6 : i8
      %g4_3 = arith.muli %g4_0, %g4_2 : i8
      %g4_4 = arith.constant -3 : i8
      %g4_5 = arith.subi %g4_4, %g4_in2 : i8
      %g4_6 = arith.constant 8 : i8
      %g4_7 = arith.remui %g4_in0, %g4_6 : i8
      %g4_8 = arith.shrsi %g4_in0, %g4_7 : i8
      %g4_9 = arith.xori %g4_5, %g4_8 : i8
      %g4_10 = arith.constant 8 : i8
      %g4_11 = arith.remui %g4_9, %g4_10 : i8
      %g4_12 = arith.shrsi %g4_3, %g4_11 : i8
      linalg.yield %g4_12 : i8
    } -> tensor<?xi8>
    %g5_c0_0 = arith.constant 0 : index
    %g5_d0_0 = tensor.dim %v4, %g5_c0_0 : tensor<?xi8>
    %g5_empty0 = tensor.empty(%g5_d0_0) : tensor<?xi32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v4, %arg7, %arg8 : tensor<?xi8>, tensor<?xi32>, tensor<12xi32>) outs(%g5_empty0 : tensor<?xi32>) {
    ^bb0(%g5_in0: i8, %g5_in1: i32, %g5_in2: i32, %g5_out0: i32):
      %g5_0 = linalg.index 0 : index
      %g5_1 = arith.constant 3 : index
      %g5_2 = arith.remui %g5_0, %g5_1 : index
      %g5_3 = tensor.extract %arg9[%g5_2] : tensor<3xi32>
      %g5_4 = arith.extsi %g5_in0 : i8 to i32
      %g5_5 = arith.maxsi %g5_3, %g5_4 : i32
      %g5_6 = arith.constant 0 : i32
      %g5_7 = linalg.index 0 : index
      %g5_8 = arith.constant 3 : index
      %g5_9 = arith.remui %g5_7, %g5_8 : index
      %g5_10 = tensor.extract %arg9[%g5_9] : tensor<3xi32>
      %g5_11 = arith.maxsi %g5_6, %g5_10 : i32
      %g5_12 = arith.muli %g5_5, %g5_11 : i32
      linalg.yield %g5_12 : i32
    } -> tensor<?xi32>
    return %v5 : tensor<?xi32>
  }
}
