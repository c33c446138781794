// Corpus case 'refused-operand-not-input': `fusefuzz generate --seed 171` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}} operand-not-input=
module attributes {fusefuzz.seed = 171 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<?x2xi32> {fusefuzz.shape = array<i64: 1, 2>}, %arg1: tensor<2x1xi32>) -> (tensor<2x?xi32>, tensor<2xi32>) {
    %g0_c0_1 = arith.constant 0 : index
    %g0_d0_1 = tensor.dim %arg0, %g0_c0_1 : tensor<?x2xi32>
    %g0_empty0 = tensor.empty(%g0_d0_1) : tensor<2x?xi32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<?x2xi32>, tensor<2x1xi32>) outs(%g0_empty0 : tensor<2x?xi32>) {
    ^bb0(%g0_in0: i32, %g0_in1: i32, %g0_out0: i32):
      %g0_0 = arith.cmpi slt, %g0_in1, %g0_in0 : i32
      %g0_1 = linalg.index 0 : index
      %g0_2 = arith.index_cast %g0_1 : index to i32
      %g0_3 = linalg.index 0 : index
      %g0_4 = arith.index_cast %g0_3 : index to i32
      %g0_5 = arith.constant 0 : i32
      %g0_6 = arith.constant 1 : i32
      %g0_7 = arith.cmpi eq, %g0_4, %g0_5 : i32
      %g0_8 = arith.constant -1 : i32
      %g0_9 = arith.cmpi eq, %g0_4, %g0_8 : i32
      %g0_10 = arith.ori %g0_7, %g0_9 : i1
      %g0_11 = arith.select %g0_10, %g0_6, %g0_4 : i32
      %g0_12 = arith.divsi %g0_2, %g0_11 : i32
      %g0_13 = linalg.index 0 : index
      %g0_14 = arith.index_cast %g0_13 : index to i32
      %g0_15 = arith.subi %g0_14, %g0_in0 : i32
      %g0_16 = arith.andi %g0_12, %g0_15 : i32
      %g0_17 = linalg.index 0 : index
      %g0_18 = arith.index_cast %g0_17 : index to i32
      %g0_19 = arith.constant 0 : i32
      %g0_20 = arith.constant 1 : i32
      %g0_21 = arith.cmpi eq, %g0_18, %g0_19 : i32
      %g0_22 = arith.constant -1 : i32
      %g0_23 = arith.cmpi eq, %g0_18, %g0_22 : i32
      %g0_24 = arith.ori %g0_21, %g0_23 : i1
      %g0_25 = arith.select %g0_24, %g0_20, %g0_18 : i32
      %g0_26 = arith.divsi %g0_in1, %g0_25 : i32
      %g0_27 = arith.constant -2 : i32
      %g0_28 = arith.minsi %g0_in0, %g0_27 : i32
      %g0_29 = arith.maxui %g0_26, %g0_28 : i32
      %g0_30 = arith.select %g0_0, %g0_16, %g0_29 : i32
      linalg.yield %g0_30 : i32
    } -> tensor<2x?xi32>
    %g1_empty0 = tensor.empty() : tensor<2xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0, 0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v0 : tensor<2x?xi32>) outs(%g1_empty0 : tensor<2xi32>) {
    ^bb0(%g1_in0: i32, %g1_out0: i32):
      %g1_0 = arith.constant -3 : i32
      %g1_1 = arith.andi %g1_in0, %g1_0 : i32
      linalg.yield %g1_1 : i32
    } -> tensor<2xi32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v1, %v1 : tensor<2xi32>, tensor<2xi32>) outs(%v1 : tensor<2xi32>) {
    ^bb0(%g2_in0: i32, %g2_in1: i32, %g2_out0: i32):
      %g2_0 = arith.maxsi %g2_out0, %g2_in1 : i32
      linalg.yield %g2_0 : i32
    } -> tensor<2xi32>
    return %v0, %v2 : tensor<2x?xi32>, tensor<2xi32>
  }
}
