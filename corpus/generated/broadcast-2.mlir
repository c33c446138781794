// Corpus case 'broadcast': `fusefuzz generate --seed 38` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 38 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<5x1x3xi32>, %arg1: tensor<1x3xi32>) -> (tensor<3xi32>) {
    %g0_empty0 = tensor.empty() : tensor<3xi32>
    %g0_fillval0 = arith.constant 6 : i32
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : i32) outs(%g0_empty0 : tensor<3xi32>) -> tensor<3xi32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg0, %arg1 : tensor<5x1x3xi32>, tensor<1x3xi32>) outs(%g0_fill0 : tensor<3xi32>) {
    ^bb0(%g0_in0: i32, %g0_in1: i32, %g0_out0: i32):
      %g0_0 = arith.constant 2 : i32
      %g0_1 = arith.muli %g0_in0, %g0_0 : i32
      %g0_2 = arith.maxsi %g0_out0, %g0_1 : i32
      linalg.yield %g0_2 : i32
    } -> tensor<3xi32>
    %g1_empty0 = tensor.empty() : tensor<3xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v0 : tensor<3xi32>) outs(%g1_empty0 : tensor<3xi32>) {
    ^bb0(%g1_in0: i32, %g1_out0: i32):
      %g1_0 = arith.subi %g1_in0, %g1_in0 : i32
      %g1_1 = arith.constant -3 : i32
      %g1_2 = arith.cmpi slt, %g1_in0, %g1_1 : i32
      %g1_3 = linalg.index 0 : index
      %g1_4 = arith.index_cast %g1_3 : index to i32
      %g1_5 = arith.select %g1_2, %g1_in0, %g1_4 : i32
      %g1_6 = arith.cmpi ult, %g1_0, %g1_5 : i32
      %g1_7 = linalg.index 0 : index
      %g1_8 = arith.index_cast %g1_7 : index to i32
      %g1_9 = arith.constant 0 : i32
      %g1_10 = arith.constant 1 : i32
      %g1_11 = arith.cmpi eq, %g1_8, %g1_9 : i32
      %g1_12 = arith.constant -1 : i32
      %g1_13 = arith.cmpi eq, %g1_8, %g1_12 : i32
      %g1_14 = arith.ori %g1_11, %g1_13 : i1
      %g1_15 = arith.select %g1_14, %g1_10, %g1_8 : i32
      %g1_16 = arith.remsi %g1_in0, %g1_15 : i32
      %g1_17 = arith.select %g1_6, %g1_16, %g1_in0 : i32
      linalg.yield %g1_17 : i32
    } -> tensor<3xi32>
    %g2_empty0 = tensor.empty() : tensor<3xi32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v1, %v1 : tensor<3xi32>, tensor<3xi32>) outs(%g2_empty0 : tensor<3xi32>) {
    ^bb0(%g2_in0: i32, %g2_in1: i32, %g2_out0: i32):
      %g2_0 = arith.cmpi slt, %g2_in1, %g2_in1 : i32
      %g2_1 = linalg.index 0 : index
      %g2_2 = arith.index_cast %g2_1 : index to i32
      %g2_3 = arith.addi %g2_2, %g2_in0 : i32
      %g2_4 = arith.minsi %g2_in1, %g2_in1 : i32
      %g2_5 = arith.maxui %g2_3, %g2_4 : i32
      %g2_6 = arith.constant 0 : i32
      %g2_7 = arith.constant 1 : i32
      %g2_8 = arith.cmpi eq, %g2_in0, %g2_6 : i32
      %g2_9 = arith.select %g2_8, %g2_7, %g2_in0 : i32
      %g2_10 = arith.divui %g2_in1, %g2_9 : i32
      %g2_11 = arith.ori %g2_10, %g2_in0 : i32
      %g2_12 = arith.select %g2_0, %g2_5, %g2_11 : i32
      linalg.yield %g2_12 : i32
    } -> tensor<3xi32>
    return %v2 : tensor<3xi32>
  }
}
