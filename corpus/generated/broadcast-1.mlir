// Corpus case 'broadcast': `fusefuzz generate --seed 33` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 33 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<4xi32>, %arg1: tensor<5x?x5xi8> {fusefuzz.shape = array<i64: 5, 2, 5>}, %arg2: tensor<5x?xi32> {fusefuzz.shape = array<i64: 5, 2>}, %arg3: tensor<2xi8>, %arg4: tensor<?xi8> {fusefuzz.shape = array<i64: 5>}, %arg5: tensor<5x2x?xi8> {fusefuzz.shape = array<i64: 5, 2, 5>}, %arg6: tensor<?x?x?xi8> {fusefuzz.shape = array<i64: 5, 5, 2>}, %arg7: tensor<i32>, %arg8: tensor<i32>, %arg9: tensor<?x5x5x2xi8> {fusefuzz.shape = array<i64: 5, 5, 5, 2>}, %arg10: tensor<?x5xi32> {fusefuzz.shape = array<i64: 4, 5>}, %arg11: index {fusefuzz.value = 0 : i64}) -> (tensor<4xi32>, tensor<4xi32>, tensor<5x2x?xi8>, tensor<?x?x?xi8>, tensor<?x?xi8>, tensor<?x8xi32>) {
    %g0_empty0 = tensor.empty() : tensor<4xi32>
    %g0_empty1 = tensor.empty() : tensor<4xi32>
    %v0:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xi32>) outs(%g0_empty0, %g0_empty1 : tensor<4xi32>, tensor<4xi32>) {
    ^bb0(%g0_in0: i32, %g0_out0: i32, %g0_out1: i32):
      %g0_0 = linalg.index 0 : index
      %g0_1 = arith.index_cast %g0_0 : index to i32
      %g0_2 = arith.constant 3 : i32
      %g0_3 = arith.constant 7 : i32
      %g0_4 = arith.addi %g0_2, %g0_3 : i32
      %g0_5 = arith.xori %g0_1, %g0_4 : i32
      %g0_6 = linalg.index 0 : index
      %g0_7 = arith.index_cast %g0_6 : index to i32
      %g0_8 = arith.constant 32 : i32
      %g0_9 = arith.remui %g0_in0, %g0_8 : i32
      %g0_10 = arith.shrsi %g0_7, %g0_9 : i32
      %g0_11 = arith.minsi %g0_5, %g0_10 : i32
      %g0_12 = linalg.index 0 : index
      %g0_13 = arith.index_cast %g0_12 : index to i32
      %g0_14 = arith.minsi %g0_13, %g0_in0 : i32
      linalg.yield %g0_11, %g0_14 : i32, i32
    } -> (tensor<4xi32>, tensor<4xi32>)
    %g1_c0_1 = arith.constant 1 : index
    %g1_d0_1 = tensor.dim %arg1, %g1_c0_1 : tensor<5x?x5xi8>
    %g1_empty0 = tensor.empty(%g1_d0_1) : tensor<5x?x5xi8>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1, %arg2, %arg3 : tensor<5x?x5xi8>, tensor<5x?xi32>, tensor<2xi8>) outs(%g1_empty0 : tensor<5x?x5xi8>) {
    ^bb0(%g1_in0: i8, %g1_in1: i32, %g1_in2: i8, %g1_out0: i8):
      %g1_0 = linalg.index 2 : index
      %g1_1 = arith.index_cast %g1_0 : index to i32
      %g1_2 = arith.trunci %g1_1 : i32 to i8
      %g1_3 = linalg.index 1 : index
      %g1_4 = arith.index_cast %g1_3 : index to i32
      %g1_5 = arith.trunci %g1_4 : i32 to i8
      %g1_6 = arith.xori %g1_2, %g1_5 : i8
      linalg.yield %g1_6 : i8
    } -> tensor<5x?x5xi8>
    %v2:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d1, d0)>, affine_map<(d0, d1, d2, d3) -> (d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%v1, %arg4 : tensor<5x?x5xi8>, tensor<?xi8>) outs(%arg5, %arg6 : tensor<5x2x?xi8>, tensor<?x?x?xi8>) {
    ^bb0(%g2_in0: i8, %g2_in1: i8, %g2_out0: i8, %g2_out1: i8):
      %g2_0 = linalg.index 3 : index
      %g2_1 = arith.index_cast %g2_0 : index to i32
      %g2_2 = arith.trunci %g2_1 : i32 to i8
      %g2_3 = linalg.index 1 : index
      %g2_4 = arith.index_cast %g2_3 : index to i32
      %g2_5 = arith.trunci %g2_4 : i32 to i8
      %g2_6 = arith.addi %g2_2, %g2_5 : i8
      %g2_7 = linalg.index 1 : index
      %g2_8 = arith.index_cast %g2_7 : index to i32
      %g2_9 = arith.trunci %g2_8 : i32 to i8
      %g2_10 = arith.subi %g2_out1, %g2_9 : i8
      %g2_11 = arith.cmpi sge, %g2_6, %g2_10 : i8
      %g2_12 = arith.select %g2_11, %g2_in1, %g2_out1 : i8
      %g2_13 = linalg.index 2 : index
      %g2_14 = arith.index_cast %g2_13 : index to i32
      %g2_15 = arith.trunci %g2_14 : i32 to i8
      %g2_16 = arith.minsi %g2_15, %g2_out1 : i8
      %g2_17 = arith.cmpi ugt, %g2_12, %g2_16 : i8
      %g2_18 = linalg.index 2 : index
      %g2_19 = arith.index_cast %g2_18 : index to i32
      %g2_20 = arith.trunci %g2_19 : i32 to i8
      %g2_21 = arith.select %g2_17, %g2_20, %g2_out0 : i8
      %g2_22 = arith.addi %g2_out0, %g2_21 : i8
      %g2_23 = arith.constant -1 : i8
      %g2_24 = arith.xori %g2_in0, %g2_out0 : i8
      %g2_25 = arith.addi %g2_23, %g2_24 : i8
      %g2_26 = arith.minsi %g2_out1, %g2_25 : i8
      linalg.yield %g2_22, %g2_26 : i8, i8
    } -> (tensor<5x2x?xi8>, tensor<?x?x?xi8>)
    %g3_c0_0 = arith.constant 0 : index
    %g3_d0_0 = tensor.dim %v2#1, %g3_c0_0 : tensor<?x?x?xi8>
    %g3_c0_1 = arith.constant 2 : index
    %g3_d0_1 = tensor.dim %v2#1, %g3_c0_1 : tensor<?x?x?xi8>
    %g3_empty0 = tensor.empty(%g3_d0_0, %g3_d0_1) : tensor<?x?xi8>
    %g3_fillval0 = arith.constant 6 : i8
    %g3_fill0 = linalg.fill ins(%g3_fillval0 : i8) outs(%g3_empty0 : tensor<?x?xi8>) -> tensor<?x?xi8>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3)>], iterator_types = ["parallel", "reduction", "reduction", "parallel"]} ins(%v2#1, %arg7, %arg8, %arg9 : tensor<?x?x?xi8>, tensor<i32>, tensor<i32>, tensor<?x5x5x2xi8>) outs(%g3_fill0 : tensor<?x?xi8>) {
    ^bb0(%g3_in0: i8, %g3_in1: i32, %g3_in2: i32, %g3_in3: i8, %g3_out0: i8):
      %g3_0 = arith.trunci %g3_in1 : i32 to i8
      %g3_1 = arith.trunci %g3_in2 : i32 to i8
      %g3_2 = arith.cmpi ugt, %g3_0, %g3_1 : i8
      %g3_3 = linalg.index 3 : index
      %g3_4 = arith.index_cast %g3_3 : index to i32
      %g3_5 = arith.trunci %g3_4 : i32 to i8
      %g3_6 = arith.select %g3_2, %g3_5, %g3_in0 : i8
      %g3_7 = arith.trunci %g3_in1 : i32 to i8
      %g3_8 = arith.maxsi %g3_6, %g3_7 : i8
      %g3_9 = arith.xori %g3_out0, %g3_8 : i8
      linalg.yield %g3_9 : i8
    } -> tensor<?x?xi8>
    %g4_c0_0 = arith.constant 0 : index
    %g4_d0_0 = tensor.dim %v3, %g4_c0_0 : tensor<?x?xi8>
    %g4_c0_1 = arith.constant 1 : index
    %g4_d0_1 = tensor.dim %v3, %g4_c0_1 : tensor<?x?xi8>
    %g4_empty0 = tensor.empty(%g4_d0_0, %g4_d0_1) : tensor<?x?xi8>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v3 : tensor<?x?xi8>) outs(%g4_empty0 : tensor<?x?xi8>) {
    ^bb0(%g4_in0: i8, %g4_out0: i8):
      %g4_0 = arith.constant 4 : i8
      %g4_1 = arith.andi %g4_0, %g4_in0 : i8
      linalg.yield %g4_1 : i8
    } -> tensor<?x?xi8>
    %p5_padval = arith.constant -3 : i32
    %v5 = tensor.pad %arg10 low[2, 1] high[%arg11, 2] {
    ^bb0(%p5_i0: index, %p5_i1: index):
      tensor.yield %p5_padval : i32
    } : tensor<?x5xi32> to tensor<?x8xi32>
    return %v0#0, %v0#1, %v2#0, %v2#1, %v4, %v5 : tensor<4xi32>, tensor<4xi32>, tensor<5x2x?xi8>, tensor<?x?x?xi8>, tensor<?x?xi8>, tensor<?x8xi32>
  }
}
