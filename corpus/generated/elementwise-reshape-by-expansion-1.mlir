// Corpus case 'elementwise-reshape-by-expansion': `fusefuzz generate --seed 41` under strategy elementwise.
// EXPECT: pass
// STRATEGY: elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}FoldWithProducerReshapeOpByExpansion=
module attributes {fusefuzz.seed = 41 : i64, fusefuzz.policy = "0xff4bf7f6d7a45ffa"} {
  func.func @case(%arg0: tensor<i32>, %arg1: i32, %arg2: tensor<1xi32>, %arg3: tensor<1xi32>) -> (tensor<1xi32>, tensor<1xi32>) {
    %g0_empty0 = tensor.empty() : tensor<1x1xi32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<i32>) outs(%g0_empty0 : tensor<1x1xi32>) {
    ^bb0(%g0_in0: i32, %g0_out0: i32):
      %g0_0 = arith.constant -3 : i32
      %g0_1 = linalg.index 0 : index
      %g0_2 = arith.index_cast %g0_1 : index to i32
      %g0_3 = arith.constant 0 : i32
      %g0_4 = arith.constant 1 : i32
      %g0_5 = arith.cmpi eq, %g0_2, %g0_3 : i32
      %g0_6 = arith.constant -1 : i32
      %g0_7 = arith.cmpi eq, %g0_2, %g0_6 : i32
      %g0_8 = arith.ori %g0_5, %g0_7 : i1
      %g0_9 = arith.select %g0_8, %g0_4, %g0_2 : i32
      %g0_10 = arith.divsi %g0_0, %g0_9 : i32
      %g0_11 = arith.constant 0 : i32
      %g0_12 = arith.constant 1 : i32
      %g0_13 = arith.cmpi eq, %g0_in0, %g0_11 : i32
      %g0_14 = arith.constant -1 : i32
      %g0_15 = arith.cmpi eq, %g0_in0, %g0_14 : i32
      %g0_16 = arith.ori %g0_13, %g0_15 : i1
      %g0_17 = arith.select %g0_16, %g0_12, %g0_in0 : i32
      %g0_18 = arith.remsi %g0_10, %g0_17 : i32
      %g0_19 = linalg.index 1 : index
      %g0_20 = arith.index_cast %g0_19 : index to i32
      %g0_21 = arith.ori %g0_20, %g0_in0 : i32
      %g0_22 = arith.addi %g0_in0, %g0_21 : i32
      %g0_23 = arith.cmpi slt, %g0_18, %g0_22 : i32
      %g0_24 = arith.constant 0 : i32
      %g0_25 = arith.constant 1 : i32
      %g0_26 = arith.cmpi eq, %g0_in0, %g0_24 : i32
      %g0_27 = arith.constant -1 : i32
      %g0_28 = arith.cmpi eq, %g0_in0, %g0_27 : i32
      %g0_29 = arith.ori %g0_26, %g0_28 : i1
      %g0_30 = arith.select %g0_29, %g0_25, %g0_in0 : i32
      %g0_31 = arith.remsi %g0_in0, %g0_30 : i32
      %g0_32 = arith.maxsi %g0_in0, %g0_31 : i32
      %g0_33 = arith.select %g0_23, %g0_32, %g0_in0 : i32
      linalg.yield %g0_33 : i32
    } -> tensor<1x1xi32>
    %v1 = tensor.collapse_shape %v0 [[0, 1]] : tensor<1x1xi32> into tensor<1xi32>
    %g2_empty0 = tensor.empty() : tensor<1xi32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v1 : tensor<1xi32>) outs(%g2_empty0 : tensor<1xi32>) {
    ^bb0(%g2_in0: i32, %g2_out0: i32):
      %g2_0 = arith.constant 6 : i32
      %g2_1 = arith.constant 0 : i32
      %g2_2 = arith.constant 1 : i32
      %g2_3 = arith.cmpi eq, %arg1, %g2_1 : i32
      %g2_4 = arith.constant -1 : i32
      %g2_5 = arith.cmpi eq, %arg1, %g2_4 : i32
      %g2_6 = arith.ori %g2_3, %g2_5 : i1
      %g2_7 = arith.select %g2_6, %g2_2, %arg1 : i32
      %g2_8 = arith.divsi %arg1, %g2_7 : i32
      %g2_9 = arith.constant 32 : i32
      %g2_10 = arith.remui %g2_8, %g2_9 : i32
      %g2_11 = arith.shrui %g2_0, %g2_10 : i32
      %g2_12 = arith.constant 0 : i32
      %g2_13 = arith.cmpi ult, %g2_in0, %g2_12 : i32
      %g2_14 = arith.select %g2_13, %arg1, %arg1 : i32
      %g2_15 = arith.cmpi ult, %g2_in0, %arg1 : i32
      %g2_16 = arith.select %g2_15, %arg1, %arg1 : i32
      %g2_17 = arith.muli %g2_14, %g2_16 : i32
      %g2_18 = arith.constant 32 : i32
      %g2_19 = arith.remui %g2_17, %g2_18 : i32
      %g2_20 = arith.shli %g2_11, %g2_19 : i32
      linalg.yield %g2_20 : i32
    } -> tensor<1xi32>
    %g3_empty0 = tensor.empty() : tensor<1xi32>
    %v3 = linalg.map ins(%v2, %arg2, %arg3 : tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) outs(%g3_empty0 : tensor<1xi32>)
      (%g3_in0: i32, %g3_in1: i32, %g3_in2: i32, %g3_out0: i32) {
        %g3_0 = arith.constant 0 : i32
        %g3_1 = arith.constant 1 : i32
        %g3_2 = arith.cmpi eq, %g3_in0, %g3_0 : i32
        %g3_3 = arith.select %g3_2, %g3_1, %g3_in0 : i32
        %g3_4 = arith.remui %g3_in1, %g3_3 : i32
        %g3_5 = arith.cmpi eq, %g3_4, %g3_in0 : i32
        %g3_6 = arith.constant 0 : i32
        %g3_7 = arith.maxsi %g3_in1, %g3_6 : i32
        %g3_8 = arith.constant 2 : i32
        %g3_9 = arith.subi %g3_8, %g3_in2 : i32
        %g3_10 = arith.select %g3_5, %g3_7, %g3_9 : i32
        %g3_11 = arith.constant 32 : i32
        %g3_12 = arith.remui %g3_10, %g3_11 : i32
        %g3_13 = arith.shrui %g3_in0, %g3_12 : i32
        linalg.yield %g3_13 : i32
      }
    %g4_empty0 = tensor.empty() : tensor<1xi32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v3 : tensor<1xi32>) outs(%g4_empty0 : tensor<1xi32>) {
    ^bb0(%g4_in0: i32, %g4_out0: i32):
      %g4_0 = arith.constant 5 : i32
      %g4_1 = arith.cmpi slt, %g4_in0, %g4_0 : i32
      %g4_2 = arith.xori %g4_in0, %g4_in0 : i32
      %g4_3 = arith.cmpi sge, %g4_in0, %g4_in0 : i32
      %g4_4 = arith.select %g4_3, %g4_in0, %g4_in0 : i32
      %g4_5 = arith.maxui %g4_2, %g4_4 : i32
      %g4_6 = arith.select %g4_1, %g4_in0, %g4_5 : i32
      linalg.yield %g4_6 : i32
    } -> tensor<1xi32>
    %g5_empty0 = tensor.empty() : tensor<1xi32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v4 : tensor<1xi32>) outs(%g5_empty0 : tensor<1xi32>) {
    ^bb0(%g5_in0: i32, %g5_out0: i32):
      %g5_0 = arith.maxsi %g5_in0, %g5_in0 : i32
      %g5_1 = arith.constant 32 : i32
      %g5_2 = arith.remui %g5_in0, %g5_1 : i32
      %g5_3 = arith.shli %g5_0, %g5_2 : i32
      %g5_4 = arith.cmpi ne, %g5_3, %g5_in0 : i32
      %g5_5 = linalg.index 0 : index
      %g5_6 = arith.index_cast %g5_5 : index to i32
      %g5_7 = arith.addi %g5_in0, %g5_6 : i32
      %g5_8 = arith.constant 3 : i32
      %g5_9 = arith.minsi %g5_in0, %g5_8 : i32
      %g5_10 = arith.maxui %g5_9, %g5_in0 : i32
      %g5_11 = arith.select %g5_4, %g5_7, %g5_10 : i32
      linalg.yield %g5_11 : i32
    } -> tensor<1xi32>
    return %v4, %v5 : tensor<1xi32>, tensor<1xi32>
  }
}
