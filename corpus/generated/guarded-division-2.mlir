// Corpus case 'guarded-division': `fusefuzz generate --seed 47` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 47 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<?xi32> {fusefuzz.shape = array<i64: 3>}, %arg1: tensor<4x1x?x4xi1> {fusefuzz.shape = array<i64: 4, 1, 3, 4>}) -> (tensor<1x?x4x4xi8>) {
    %g0_c0_2 = arith.constant 0 : index
    %g0_d0_2 = tensor.dim %arg0, %g0_c0_2 : tensor<?xi32>
    %g0_empty0 = tensor.empty(%g0_d0_2) : tensor<1x4x?x4xi32>
    %v0 = linalg.broadcast ins(%arg0 : tensor<?xi32>) outs(%g0_empty0 : tensor<1x4x?x4xi32>) dimensions = [0, 1, 3]
    %g1_c0_2 = arith.constant 2 : index
    %g1_d0_2 = tensor.dim %v0, %g1_c0_2 : tensor<1x4x?x4xi32>
    %g1_empty0 = tensor.empty(%g1_d0_2) : tensor<4x1x?x4xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d3, d2, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v0, %arg1 : tensor<1x4x?x4xi32>, tensor<4x1x?x4xi1>) outs(%g1_empty0 : tensor<4x1x?x4xi32>) {
    ^bb0(%g1_in0: i32, %g1_in1: i1, %g1_out0: i32):
      %g1_0 = arith.extui %g1_in1 : i1 to i32
      %g1_1 = arith.addi %g1_in0, %g1_0 : i32
      %g1_2 = arith.constant 32 : i32
      %g1_3 = arith.remui %g1_1, %g1_2 : i32
      %g1_4 = arith.shrui %g1_in0, %g1_3 : i32
      %g1_5 = linalg.index 2 : index
      %g1_6 = arith.index_cast %g1_5 : index to i32
      %g1_7 = arith.constant 3 : i32
      %g1_8 = linalg.index 1 : index
      %g1_9 = arith.index_cast %g1_8 : index to i32
      %g1_10 = arith.subi %g1_7, %g1_9 : i32
      %g1_11 = arith.cmpi slt, %g1_6, %g1_10 : i32
      %g1_12 = linalg.index 0 : index
      %g1_13 = arith.index_cast %g1_12 : index to i32
      %g1_14 = arith.constant 3 : i32
      %g1_15 = arith.extui %g1_in1 : i1 to i32
      %g1_16 = arith.ori %g1_14, %g1_15 : i32
      %g1_17 = arith.select %g1_11, %g1_13, %g1_16 : i32
      %g1_18 = arith.constant 32 : i32
      %g1_19 = arith.remui %g1_17, %g1_18 : i32
      %g1_20 = arith.shrsi %g1_4, %g1_19 : i32
      linalg.yield %g1_20 : i32
    } -> tensor<4x1x?x4xi32>
    %g2_c0_1 = arith.constant 2 : index
    %g2_d0_1 = tensor.dim %v1, %g2_c0_1 : tensor<4x1x?x4xi32>
    %g2_empty0 = tensor.empty(%g2_d0_1) : tensor<1x?x4x4xi8>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3, d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v1 : tensor<4x1x?x4xi32>) outs(%g2_empty0 : tensor<1x?x4x4xi8>) {
    ^bb0(%g2_in0: i32, %g2_out0: i8):
      %g2_0 = arith.trunci %g2_in0 : i32 to i8
      %g2_1 = arith.constant 0 : i8
      %g2_2 = arith.cmpi slt, %g2_0, %g2_1 : i8
      %g2_3 = arith.constant -1 : i8
      %g2_4 = arith.trunci %g2_in0 : i32 to i8
      %g2_5 = arith.select %g2_2, %g2_3, %g2_4 : i8
      linalg.yield %g2_5 : i8
    } -> tensor<1x?x4x4xi8>
    return %v2 : tensor<1x?x4x4xi8>
  }
}
