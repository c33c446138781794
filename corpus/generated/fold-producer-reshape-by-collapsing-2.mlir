// Corpus case 'fold-producer-reshape-by-collapsing': `fusefuzz generate --seed 63` under strategy reshape-collapsing-aggressive.
// EXPECT: pass
// STRATEGY: reshape-collapsing-aggressive
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}FoldWithProducerReshapeOpByCollapsing=
module attributes {fusefuzz.seed = 63 : i64, fusefuzz.policy = "0xff4bf7f6d7a45ffa"} {
  func.func @case(%arg0: tensor<2x1xi32>, %arg1: tensor<2xi32>, %arg2: tensor<?xi1> {fusefuzz.shape = array<i64: 2>}, %arg3: tensor<3xi32>) -> (tensor<2xi32>, tensor<?xi32>) {
    %v0 = tensor.collapse_shape %arg0 [[0, 1]] : tensor<2x1xi32> into tensor<2xi32>
    %v1 = tensor.expand_shape %v0 [[0, 1]] output_shape [2, 1] : tensor<2xi32> into tensor<2x1xi32>
    %g2_empty0 = tensor.empty() : tensor<2x1xi32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v1 : tensor<2x1xi32>) outs(%g2_empty0 : tensor<2x1xi32>) {
    ^bb0(%g2_in0: i32, %g2_out0: i32):
      %g2_0 = arith.constant 2 : i32
      %g2_1 = arith.constant 5 : i32
      %g2_2 = arith.maxui %g2_0, %g2_1 : i32
      %g2_3 = arith.constant 0 : i32
      %g2_4 = arith.constant 1 : i32
      %g2_5 = arith.cmpi eq, %g2_in0, %g2_3 : i32
      %g2_6 = arith.select %g2_5, %g2_4, %g2_in0 : i32
      %g2_7 = arith.remui %g2_in0, %g2_6 : i32
      %g2_8 = arith.andi %g2_2, %g2_7 : i32
      %g2_9 = arith.cmpi sge, %g2_in0, %g2_in0 : i32
      %g2_10 = arith.select %g2_9, %g2_in0, %g2_in0 : i32
      %g2_11 = arith.maxui %g2_in0, %g2_10 : i32
      %g2_12 = arith.constant 0 : i32
      %g2_13 = arith.constant 1 : i32
      %g2_14 = arith.cmpi eq, %g2_11, %g2_12 : i32
      %g2_15 = arith.constant -1 : i32
      %g2_16 = arith.cmpi eq, %g2_11, %g2_15 : i32
      %g2_17 = arith.ori %g2_14, %g2_16 : i1
      %g2_18 = arith.select %g2_17, %g2_13, %g2_11 : i32
      %g2_19 = arith.remsi %g2_8, %g2_18 : i32
      linalg.yield %g2_19 : i32
    } -> tensor<2x1xi32>
    %g3_c0_0 = arith.constant 0 : index
    %g3_d0_0 = tensor.dim %arg2, %g3_c0_0 : tensor<?xi1>
    %g3_empty0 = tensor.empty(%g3_d0_0) : tensor<?xi32>
    %g3_fillval0 = arith.constant -1 : i32
    %g3_fill0 = linalg.fill ins(%g3_fillval0 : i32) outs(%g3_empty0 : tensor<?xi32>) -> tensor<?xi32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0, 0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v2, %arg1, %arg2 : tensor<2x1xi32>, tensor<2xi32>, tensor<?xi1>) outs(%g3_fill0 : tensor<?xi32>) {
    ^bb0(%g3_in0: i32, %g3_in1: i32, %g3_in2: i1, %g3_out0: i32):
      %g3_0 = arith.constant 0 : i32
      %g3_1 = arith.maxsi %g3_0, %g3_out0 : i32
      %g3_2 = arith.constant 32 : i32
      %g3_3 = arith.remui %g3_in0, %g3_2 : i32
      %g3_4 = arith.shrsi %g3_out0, %g3_3 : i32
      %g3_5 = arith.ori %g3_1, %g3_4 : i32
      %g3_6 = arith.andi %g3_in1, %g3_in1 : i32
      %g3_7 = arith.maxsi %g3_6, %g3_in0 : i32
      %g3_8 = arith.constant 0 : i32
      %g3_9 = arith.constant 1 : i32
      %g3_10 = arith.cmpi eq, %g3_7, %g3_8 : i32
      %g3_11 = arith.select %g3_10, %g3_9, %g3_7 : i32
      %g3_12 = arith.divui %g3_5, %g3_11 : i32
      linalg.yield %g3_12 : i32
    } -> tensor<?xi32>
    %g4_c0_0 = arith.constant 0 : index
    %g4_d0_0 = tensor.dim %v3, %g4_c0_0 : tensor<?xi32>
    %g4_empty0 = tensor.empty(%g4_d0_0) : tensor<?xi32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v3 : tensor<?xi32>) outs(%g4_empty0 : tensor<?xi32>) {
    ^bb0(%g4_in0: i32, %g4_out0: i32):
      %g4_0 = arith.constant 32 : i32
      %g4_1 = arith.remui %g4_in0, %g4_0 : i32
      %g4_2 = arith.shrsi %g4_in0, %g4_1 : i32
      %g4_3 = arith.constant -1 : i32
      %g4_4 = arith.constant 32 : i32
      %g4_5 = arith.remui %g4_in0, %g4_4 : i32
      %g4_6 = arith.shli %g4_3, %g4_5 : i32
      %g4_7 = arith.maxui %g4_2, %g4_6 : i32
      %g4_8 = arith.muli %g4_in0, %g4_in0 : i32
      %g4_9 = arith.constant 4 : i32
      %g4_10 = arith.ori %g4_9, %g4_in0 : i32
      %g4_11 = arith.cmpi slt, %g4_8, %g4_10 : i32
      %g4_12 = arith.xori %g4_in0, %g4_in0 : i32
      %g4_13 = arith.xori %g4_in0, %g4_in0 : i32
      %g4_14 = arith.select %g4_11, %g4_12, %g4_13 : i32
      %g4_15 = arith.xori %g4_7, %g4_14 : i32
      linalg.yield %g4_15 : i32
    } -> tensor<?xi32>
    return %v0, %v4 : tensor<2xi32>, tensor<?xi32>
  }
}
