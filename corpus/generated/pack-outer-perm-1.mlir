// Corpus case 'pack-outer-perm': `fusefuzz generate --seed 31` under strategy all.
// EXPECT: pass
// STRATEGY: all
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 31 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<?x4xi32> {fusefuzz.shape = array<i64: 3, 4>}, %arg1: tensor<4x4xi32>, %arg2: tensor<?x4xi32> {fusefuzz.shape = array<i64: 3, 4>}, %arg3: i32, %arg4: index {fusefuzz.value = 0 : i64}, %arg5: index {fusefuzz.value = 2 : i64}, %arg6: index {fusefuzz.value = 0 : i64}, %arg7: index {fusefuzz.value = 1 : i64}, %arg8: index {fusefuzz.value = 1 : i64}, %arg9: tensor<?x?x?x3xi32> {fusefuzz.shape = array<i64: 2, 2, 4, 3>}, %arg10: tensor<3x?xi32> {fusefuzz.shape = array<i64: 3, 4>}, %arg11: index {fusefuzz.value = 1 : i64}, %arg12: index {fusefuzz.value = 0 : i64}, %arg13: index {fusefuzz.value = 1 : i64}, %arg14: index {fusefuzz.value = 2 : i64}, %arg15: tensor<1x7x?x?xi32> {fusefuzz.shape = array<i64: 1, 7, 6, 8>}, %arg16: tensor<i32>) -> (tensor<?x?x?x3xi32>, tensor<1x?x4x2xi32>, tensor<?x?x?xi32>, tensor<1x?x?x?xi32>) {
    %v0 = linalg.matmul ins(%arg0, %arg1 : tensor<?x4xi32>, tensor<4x4xi32>) outs(%arg2 : tensor<?x4xi32>) -> tensor<?x4xi32>
    %g1_c0_1 = arith.constant 0 : index
    %g1_d0_1 = tensor.dim %v0, %g1_c0_1 : tensor<?x4xi32>
    %g1_empty0 = tensor.empty(%g1_d0_1) : tensor<4x?x4xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v0 : tensor<?x4xi32>) outs(%g1_empty0 : tensor<4x?x4xi32>) {
    ^bb0(%g1_in0: i32, %g1_out0: i32):
      %g1_0 = linalg.index 0 : index
      %g1_1 = arith.index_cast %g1_0 : index to i32
      %g1_2 = arith.constant 32 : i32
      %g1_3 = arith.remui %g1_in0, %g1_2 : i32
      %g1_4 = arith.shrui %g1_1, %g1_3 : i32
      %g1_5 = arith.andi %g1_in0, %g1_4 : i32
      linalg.yield %g1_5 : i32
    } -> tensor<4x?x4xi32>
    %p2_padval = arith.constant 2 : i32
    %v2 = tensor.pad %v1 low[%arg4, %arg6, %arg8] high[%arg5, %arg7, 1] {
    ^bb0(%p2_i0: index, %p2_i1: index, %p2_i2: index):
      tensor.yield %p2_padval : i32
    } : tensor<4x?x4xi32> to tensor<?x?x?xi32>
    %l3_c0 = arith.constant 0 : index
    %l3_d0 = tensor.dim %v2, %l3_c0 : tensor<?x?x?xi32>
    %l3_q0 = affine.apply affine_map<()[s0] -> (s0 ceildiv 3)>()[%l3_d0]
    %l3_c1 = arith.constant 1 : index
    %l3_d1 = tensor.dim %v2, %l3_c1 : tensor<?x?x?xi32>
    %l3_c2 = arith.constant 2 : index
    %l3_d2 = tensor.dim %v2, %l3_c2 : tensor<?x?x?xi32>
    %l3_dest = tensor.empty(%l3_q0, %l3_d1, %l3_d2) : tensor<?x?x?x3xi32>
    %l3_padval = arith.constant 7 : i32
    %v3 = linalg.pack %v2 padding_value(%l3_padval : i32) inner_dims_pos = [0] inner_tiles = [3] into %l3_dest : tensor<?x?x?xi32> -> tensor<?x?x?x3xi32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, 0, d1, d3)>], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%v3 : tensor<?x?x?x3xi32>) outs(%arg9 : tensor<?x?x?x3xi32>) {
    ^bb0(%g4_in0: i32, %g4_out0: i32):
      %g4_0 = arith.ori %g4_in0, %g4_out0 : i32
      %g4_1 = arith.constant 7 : i32
      %g4_2 = arith.cmpi ult, %g4_1, %g4_out0 : i32
      %g4_3 = arith.select %g4_2, %g4_in0, %g4_in0 : i32
      %g4_4 = arith.cmpi ult, %g4_0, %g4_3 : i32
      %g4_5 = arith.maxsi %g4_in0, %g4_in0 : i32
      %g4_6 = linalg.index 2 : index
      %g4_7 = arith.index_cast %g4_6 : index to i32
      %g4_8 = arith.constant 32 : i32
      %g4_9 = arith.remui %g4_out0, %g4_8 : i32
      %g4_10 = arith.shrsi %g4_7, %g4_9 : i32
      %g4_11 = arith.select %g4_4, %g4_5, %g4_10 : i32
      %g4_12 = arith.xori %g4_out0, %g4_11 : i32
      linalg.yield %g4_12 : i32
    } -> tensor<?x?x?x3xi32>
    %l5_c1 = arith.constant 1 : index
    %l5_d1 = tensor.dim %arg10, %l5_c1 : tensor<3x?xi32>
    %l5_q1 = affine.apply affine_map<()[s0] -> (s0 ceildiv 2)>()[%l5_d1]
    %l5_dest = tensor.empty(%l5_q1) : tensor<1x?x4x2xi32>
    %l5_padval = arith.constant 1 : i32
    %v5 = linalg.pack %arg10 padding_value(%l5_padval : i32) outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [4, 2] into %l5_dest : tensor<3x?xi32> -> tensor<1x?x4x2xi32>
    %p6_padval = arith.constant 1 : i32
    %v6 = tensor.pad %v2 low[%arg11, %arg13, %arg14] high[%arg12, 1, 0] {
    ^bb0(%p6_i0: index, %p6_i1: index, %p6_i2: index):
      tensor.yield %p6_padval : i32
    } : tensor<?x?x?xi32> to tensor<?x?x?xi32>
    %g7_c0_1 = arith.constant 0 : index
    %g7_d0_1 = tensor.dim %v6, %g7_c0_1 : tensor<?x?x?xi32>
    %g7_c0_2 = arith.constant 1 : index
    %g7_d0_2 = tensor.dim %v6, %g7_c0_2 : tensor<?x?x?xi32>
    %g7_c0_3 = arith.constant 2 : index
    %g7_d0_3 = tensor.dim %v6, %g7_c0_3 : tensor<?x?x?xi32>
    %g7_empty0 = tensor.empty(%g7_d0_1, %g7_d0_2, %g7_d0_3) : tensor<1x?x?x?xi32>
    %v7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v6, %arg15, %arg16 : tensor<?x?x?xi32>, tensor<1x7x?x?xi32>, tensor<i32>) outs(%g7_empty0 : tensor<1x?x?x?xi32>) {
    ^bb0(%g7_in0: i32, %g7_in1: i32, %g7_in2: i32, %g7_out0: i32):
      %g7_0 = arith.xori %g7_in1, %g7_in1 : i32
      %g7_1 = arith.constant 5 : i32
      %g7_2 = arith.constant 32 : i32
      %g7_3 = arith.remui %g7_1, %g7_2 : i32
      %g7_4 = arith.shrui %g7_in2, %g7_3 : i32
      %g7_5 = arith.cmpi ult, %g7_0, %g7_4 : i32
      %g7_6 = arith.ori %g7_in1, %g7_in1 : i32
      %g7_7 = arith.cmpi eq, %g7_in0, %g7_in1 : i32
      %g7_8 = arith.select %g7_7, %g7_in0, %g7_in0 : i32
      %g7_9 = arith.select %g7_5, %g7_6, %g7_8 : i32
      linalg.yield %g7_9 : i32
    } -> tensor<1x?x?x?xi32>
    return %v4, %v5, %v6, %v7 : tensor<?x?x?x3xi32>, tensor<1x?x4x2xi32>, tensor<?x?x?xi32>, tensor<1x?x?x?xi32>
  }
}
