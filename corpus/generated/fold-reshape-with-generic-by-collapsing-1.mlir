// Corpus case 'fold-reshape-with-generic-by-collapsing': `fusefuzz generate --seed 70` under strategy reshape-collapsing-aggressive.
// EXPECT: pass
// STRATEGY: reshape-collapsing-aggressive
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}FoldReshapeWithGenericOpByCollapsing=
module attributes {fusefuzz.seed = 70 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<2x?x1x3xi8> {fusefuzz.shape = array<i64: 2, 5, 1, 3>}, %arg1: tensor<?x5x3xi8> {fusefuzz.shape = array<i64: 2, 5, 3>}, %arg2: tensor<?xi8> {fusefuzz.shape = array<i64: 5>}, %arg3: tensor<?x1xf16> {fusefuzz.shape = array<i64: 3, 1>}, %arg4: tensor<3x4xi1>) -> (tensor<?x?x3xi8>, tensor<?x?x3xi8>, tensor<?xf16>, tensor<?xf16>, tensor<3x4xi32>) {
    %g0_c0_1 = arith.constant 1 : index
    %g0_d0_1 = tensor.dim %arg0, %g0_c0_1 : tensor<2x?x1x3xi8>
    %g0_empty0 = tensor.empty(%g0_d0_1) : tensor<2x?x1x3xi8>
    %g0_fillval0 = arith.constant -2 : i8
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : i8) outs(%g0_empty0 : tensor<2x?x1x3xi8>) -> tensor<2x?x1x3xi8>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x?x1x3xi8>) outs(%g0_fill0 : tensor<2x?x1x3xi8>) {
    ^bb0(%g0_in0: i8, %g0_out0: i8):
      %g0_0 = arith.cmpi slt, %g0_in0, %g0_in0 : i8
      %g0_1 = arith.constant 1 : i8
      %g0_2 = arith.select %g0_0, %g0_out0, %g0_1 : i8
      %g0_3 = arith.constant 8 : i8
      %g0_4 = arith.remui %g0_out0, %g0_3 : i8
      %g0_5 = arith.shli %g0_in0, %g0_4 : i8
      %g0_6 = arith.constant 8 : i8
      %g0_7 = arith.remui %g0_5, %g0_6 : i8
      %g0_8 = arith.shli %g0_2, %g0_7 : i8
      %g0_9 = arith.cmpi ugt, %g0_8, %g0_out0 : i8
      %g0_10 = arith.constant 5 : i8
      %g0_11 = arith.addi %g0_out0, %g0_10 : i8
      %g0_12 = arith.constant -2 : i8
      %g0_13 = arith.subi %g0_out0, %g0_12 : i8
      %g0_14 = arith.constant 0 : i8
      %g0_15 = arith.constant 1 : i8
      %g0_16 = arith.cmpi eq, %g0_13, %g0_14 : i8
      %g0_17 = arith.constant -1 : i8
      %g0_18 = arith.cmpi eq, %g0_13, %g0_17 : i8
      %g0_19 = arith.ori %g0_16, %g0_18 : i1
      %g0_20 = arith.select %g0_19, %g0_15, %g0_13 : i8
      %g0_21 = arith.remsi %g0_11, %g0_20 : i8
      %g0_22 = arith.constant 2 : i8
      %g0_23 = arith.subi %g0_22, %g0_in0 : i8
      %g0_24 = arith.xori %g0_23, %g0_out0 : i8
      %g0_25 = arith.select %g0_9, %g0_21, %g0_24 : i8
      linalg.yield %g0_25 : i8
    } -> tensor<2x?x1x3xi8>
    %v1 = tensor.collapse_shape %v0 [[0], [1], [2, 3]] : tensor<2x?x1x3xi8> into tensor<2x?x3xi8>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %arg1, %g2_c0_0 : tensor<?x5x3xi8>
    %g2_c0_1 = arith.constant 1 : index
    %g2_d0_1 = tensor.dim %v1, %g2_c0_1 : tensor<2x?x3xi8>
    %g2_empty0 = tensor.empty(%g2_d0_0, %g2_d0_1) : tensor<?x?x3xi8>
    %g2_c1_0 = arith.constant 0 : index
    %g2_d1_0 = tensor.dim %arg1, %g2_c1_0 : tensor<?x5x3xi8>
    %g2_c1_1 = arith.constant 1 : index
    %g2_d1_1 = tensor.dim %v1, %g2_c1_1 : tensor<2x?x3xi8>
    %g2_empty1 = tensor.empty(%g2_d1_0, %g2_d1_1) : tensor<?x?x3xi8>
    %v2:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v1, %arg1, %arg2 : tensor<2x?x3xi8>, tensor<?x5x3xi8>, tensor<?xi8>) outs(%g2_empty0, %g2_empty1 : tensor<?x?x3xi8>, tensor<?x?x3xi8>) {
    ^bb0(%g2_in0: i8, %g2_in1: i8, %g2_in2: i8, %g2_out0: i8, %g2_out1: i8):
      %g2_0 = arith.muli %g2_in2, %g2_in1 : i8
      %g2_1 = arith.constant 1 : i8
      %g2_2 = arith.addi %g2_in2, %g2_1 : i8
      linalg.yield %g2_0, %g2_2 : i8, i8
    } -> (tensor<?x?x3xi8>, tensor<?x?x3xi8>)
    %r3_c0 = arith.constant 0 : index
    %r3_d0 = tensor.dim %arg3, %r3_c0 : tensor<?x1xf16>
    %v3 = tensor.expand_shape %arg3 [[0], [1, 2]] output_shape [%r3_d0, 1, 1] : tensor<?x1xf16> into tensor<?x1x1xf16>
    %g4_c0_1 = arith.constant 0 : index
    %g4_d0_1 = tensor.dim %v3, %g4_c0_1 : tensor<?x1x1xf16>
    %g4_empty0 = tensor.empty(%g4_d0_1) : tensor<1x?xf16>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0, d1)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]} ins(%v3 : tensor<?x1x1xf16>) outs(%g4_empty0 : tensor<1x?xf16>) {
    ^bb0(%g4_in0: f16, %g4_out0: f16):
      %g4_0 = linalg.index 1 : index
      %g4_1 = arith.index_cast %g4_0 : index to i32
      %g4_2 = arith.sitofp %g4_1 : i32 to f16
      %g4_3 = arith.cmpf une, %g4_in0, %g4_2 : f16
      %g4_4 = arith.select %g4_3, %g4_in0, %g4_in0 : f16
      linalg.yield %g4_4 : f16
    } -> tensor<1x?xf16>
    %v5 = tensor.collapse_shape %v4 [[0, 1]] : tensor<1x?xf16> into tensor<?xf16>
    %g6_c0_0 = arith.constant 0 : index
    %g6_d0_0 = tensor.dim %v5, %g6_c0_0 : tensor<?xf16>
    %g6_empty0 = tensor.empty(%g6_d0_0) : tensor<?xf16>
    %g6_c1_0 = arith.constant 0 : index
    %g6_d1_0 = tensor.dim %v5, %g6_c1_0 : tensor<?xf16>
    %g6_empty1 = tensor.empty(%g6_d1_0) : tensor<?xf16>
    %v6:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v5 : tensor<?xf16>) outs(%g6_empty0, %g6_empty1 : tensor<?xf16>, tensor<?xf16>) {
    ^bb0(%g6_in0: f16, %g6_out0: f16, %g6_out1: f16):
      %g6_0 = arith.subf %g6_in0, %g6_in0 : f16
      %g6_1 = arith.minimumf %g6_in0, %g6_in0 : f16
      linalg.yield %g6_0, %g6_1 : f16, f16
    } -> (tensor<?xf16>, tensor<?xf16>)
    %g7_empty0 = tensor.empty() : tensor<3x4xi32>
    %v7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<3x4xi1>) outs(%g7_empty0 : tensor<3x4xi32>) {
    ^bb0(%g7_in0: i1, %g7_out0: i32):
      %g7_0 = arith.constant -1 : i32
      %g7_1 = arith.extui %g7_in0 : i1 to i32
      %g7_2 = arith.minsi %g7_0, %g7_1 : i32
      linalg.yield %g7_2 : i32
    } -> tensor<3x4xi32>
    return %v2#0, %v2#1, %v6#0, %v6#1, %v7 : tensor<?x?x3xi8>, tensor<?x?x3xi8>, tensor<?xf16>, tensor<?xf16>, tensor<3x4xi32>
  }
}
