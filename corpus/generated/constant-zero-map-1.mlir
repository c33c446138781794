// Corpus case 'constant-zero-map': `fusefuzz generate --seed 40` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 40 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<?xi32> {fusefuzz.shape = array<i64: 1>}, %arg1: tensor<i32>, %arg2: tensor<1xi32>, %arg3: tensor<2x1xi32>, %arg4: tensor<i32>) -> (tensor<1xi32>, tensor<1xi32>, tensor<i32>) {
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%arg0 : tensor<?xi32>) outs(%arg1 : tensor<i32>) {
    ^bb0(%g0_in0: i32, %g0_out0: i32):
      %g0_0 = arith.xori %g0_out0, %g0_out0 : i32
      %g0_1 = linalg.index 0 : index
      %g0_2 = arith.index_cast %g0_1 : index to i32
      %g0_3 = linalg.index 0 : index
      %g0_4 = arith.index_cast %g0_3 : index to i32
      %g0_5 = arith.cmpi ugt, %g0_2, %g0_4 : i32
      %g0_6 = linalg.index 0 : index
      %g0_7 = arith.index_cast %g0_6 : index to i32
      %g0_8 = arith.select %g0_5, %g0_7, %g0_in0 : i32
      %g0_9 = arith.ori %g0_0, %g0_8 : i32
      %g0_10 = linalg.index 0 : index
      %g0_11 = arith.index_cast %g0_10 : index to i32
      %g0_12 = arith.constant 1 : i32
      %g0_13 = linalg.index 0 : index
      %g0_14 = arith.index_cast %g0_13 : index to i32
      %g0_15 = arith.andi %g0_12, %g0_14 : i32
      %g0_16 = arith.cmpi ugt, %g0_11, %g0_15 : i32
      %g0_17 = arith.andi %g0_out0, %g0_in0 : i32
      %g0_18 = arith.select %g0_16, %g0_17, %g0_out0 : i32
      %g0_19 = arith.cmpi ugt, %g0_9, %g0_18 : i32
      %g0_20 = linalg.index 0 : index
      %g0_21 = arith.index_cast %g0_20 : index to i32
      %g0_22 = arith.constant 32 : i32
      %g0_23 = arith.remui %g0_out0, %g0_22 : i32
      %g0_24 = arith.shli %g0_21, %g0_23 : i32
      %g0_25 = arith.constant 0 : i32
      %g0_26 = arith.constant 1 : i32
      %g0_27 = arith.cmpi eq, %g0_24, %g0_25 : i32
      %g0_28 = arith.select %g0_27, %g0_26, %g0_24 : i32
      %g0_29 = arith.remui %g0_out0, %g0_28 : i32
      %g0_30 = arith.maxsi %g0_out0, %g0_out0 : i32
      %g0_31 = arith.constant -2 : i32
      %g0_32 = linalg.index 0 : index
      %g0_33 = arith.index_cast %g0_32 : index to i32
      %g0_34 = arith.addi %g0_31, %g0_33 : i32
      %g0_35 = arith.cmpi ugt, %g0_30, %g0_34 : i32
      %g0_36 = arith.andi %g0_in0, %g0_in0 : i32
      %g0_37 = linalg.index 0 : index
      %g0_38 = arith.index_cast %g0_37 : index to i32
      %g0_39 = arith.maxsi %g0_38, %g0_out0 : i32
      %g0_40 = arith.select %g0_35, %g0_36, %g0_39 : i32
      %g0_41 = arith.select %g0_19, %g0_29, %g0_40 : i32
      %g0_42 = arith.addi %g0_out0, %g0_41 : i32
      linalg.yield %g0_42 : i32
    } -> tensor<i32>
    %g1_empty0 = tensor.empty() : tensor<1xi32>
    %g1_empty1 = tensor.empty() : tensor<1xi32>
    %v1:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v0 : tensor<i32>) outs(%g1_empty0, %g1_empty1 : tensor<1xi32>, tensor<1xi32>) {
    ^bb0(%g1_in0: i32, %g1_out0: i32, %g1_out1: i32):
      %g1_0 = arith.constant 1 : i32
      %g1_1 = arith.xori %g1_in0, %g1_0 : i32
      %g1_2 = arith.cmpi ult, %g1_in0, %g1_1 : i32
      %g1_3 = arith.constant -2 : i32
      %g1_4 = arith.constant 0 : i32
      %g1_5 = arith.constant 1 : i32
      %g1_6 = arith.cmpi eq, %g1_3, %g1_4 : i32
      %g1_7 = arith.select %g1_6, %g1_5, %g1_3 : i32
      %g1_8 = arith.remui %g1_in0, %g1_7 : i32
      %g1_9 = arith.constant 0 : i32
      %g1_10 = arith.constant 1 : i32
      %g1_11 = arith.cmpi eq, %g1_in0, %g1_9 : i32
      %g1_12 = arith.select %g1_11, %g1_10, %g1_in0 : i32
      %g1_13 = arith.remui %g1_in0, %g1_12 : i32
      %g1_14 = arith.select %g1_2, %g1_8, %g1_13 : i32
      %g1_15 = arith.constant -2 : i32
      %g1_16 = arith.addi %g1_15, %g1_in0 : i32
      %g1_17 = arith.andi %g1_in0, %g1_16 : i32
      linalg.yield %g1_14, %g1_17 : i32, i32
    } -> (tensor<1xi32>, tensor<1xi32>)
    %g2_empty0 = tensor.empty() : tensor<1xi32>
    %v2 = linalg.map ins(%v1#1, %arg2, %v1#1 : tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) outs(%g2_empty0 : tensor<1xi32>)
      (%g2_in0: i32, %g2_in1: i32, %g2_in2: i32, %g2_out0: i32) {
        %g2_0 = arith.constant 32 : i32
        %g2_1 = arith.remui %g2_in0, %g2_0 : i32
        %g2_2 = arith.shrui %g2_in1, %g2_1 : i32
        linalg.yield %g2_2 : i32
      }
    %g3_empty0 = tensor.empty() : tensor<2x1xi32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v2, %arg3 : tensor<1xi32>, tensor<2x1xi32>) outs(%g3_empty0 : tensor<2x1xi32>) {
    ^bb0(%g3_in0: i32, %g3_in1: i32, %g3_out0: i32):
      %g3_0 = linalg.index 1 : index
      %g3_1 = arith.index_cast %g3_0 : index to i32
      %g3_2 = arith.maxsi %g3_1, %g3_in1 : i32
      linalg.yield %g3_2 : i32
    } -> tensor<2x1xi32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0, 0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%v3 : tensor<2x1xi32>) outs(%arg4 : tensor<i32>) {
    ^bb0(%g4_in0: i32, %g4_out0: i32):
      %g4_0 = arith.constant 7 : i32
      %g4_1 = arith.subi %g4_out0, %g4_0 : i32
      %g4_2 = arith.constant 32 : i32
      %g4_3 = arith.remui %g4_1, %g4_2 : i32
      %g4_4 = arith.shrsi %g4_in0, %g4_3 : i32
      %g4_5 = arith.constant 6 : i32
      %g4_6 = arith.ori %g4_4, %g4_5 : i32
      %g4_7 = arith.addi %g4_out0, %g4_6 : i32
      linalg.yield %g4_7 : i32
    } -> tensor<i32>
    return %v1#0, %v2, %v4 : tensor<1xi32>, tensor<1xi32>, tensor<i32>
  }
}
