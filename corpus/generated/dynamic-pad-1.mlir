// Corpus case 'dynamic-pad': `fusefuzz generate --seed 14` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 14 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<4xi8>, %arg1: tensor<?xi8> {fusefuzz.shape = array<i64: 4>}, %arg2: index {fusefuzz.value = 2 : i64}, %arg3: tensor<i8>) -> (tensor<i8>) {
    %g0_empty0 = tensor.empty() : tensor<4xi8>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xi8>) outs(%g0_empty0 : tensor<4xi8>) {
    ^bb0(%g0_in0: i8, %g0_out0: i8):
      %g0_0 = arith.constant 2 : i8
      %g0_1 = arith.cmpi ne, %g0_0, %g0_in0 : i8
      %g0_2 = arith.select %g0_1, %g0_in0, %g0_in0 : i8
      linalg.yield %g0_2 : i8
    } -> tensor<4xi8>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v0 : tensor<4xi8>) outs(%arg1 : tensor<?xi8>) {
    ^bb0(%g1_in0: i8, %g1_out0: i8):
      %g1_0 = linalg.index 0 : index
      %g1_1 = arith.index_cast %g1_0 : index to i32
      %g1_2 = arith.trunci %g1_1 : i32 to i8
      %g1_3 = linalg.index 0 : index
      %g1_4 = arith.index_cast %g1_3 : index to i32
      %g1_5 = arith.trunci %g1_4 : i32 to i8
      %g1_6 = arith.constant 0 : i8
      %g1_7 = arith.constant 1 : i8
      %g1_8 = arith.cmpi eq, %g1_5, %g1_6 : i8
      %g1_9 = arith.select %g1_8, %g1_7, %g1_5 : i8
      %g1_10 = arith.remui %g1_2, %g1_9 : i8
      %g1_11 = arith.muli %g1_in0, %g1_in0 : i8
      %g1_12 = arith.constant 8 : i8
      %g1_13 = arith.remui %g1_11, %g1_12 : i8
      %g1_14 = arith.shrui %g1_10, %g1_13 : i8
      %g1_15 = arith.cmpi sge, %g1_in0, %g1_out0 : i8
      %g1_16 = linalg.index 0 : index
      %g1_17 = arith.index_cast %g1_16 : index to i32
      %g1_18 = arith.trunci %g1_17 : i32 to i8
      %g1_19 = arith.select %g1_15, %g1_18, %g1_out0 : i8
      %g1_20 = arith.subi %g1_out0, %g1_in0 : i8
      %g1_21 = arith.subi %g1_19, %g1_20 : i8
      %g1_22 = arith.maxui %g1_14, %g1_21 : i8
      linalg.yield %g1_22 : i8
    } -> tensor<?xi8>
    %g2_empty0 = tensor.empty() : tensor<3x5xi8>
    %g2_fillval0 = arith.constant -3 : i8
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : i8) outs(%g2_empty0 : tensor<3x5xi8>) -> tensor<3x5xi8>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d1, d2)>], iterator_types = ["reduction", "parallel", "parallel"]} ins(%v1 : tensor<?xi8>) outs(%g2_fill0 : tensor<3x5xi8>) {
    ^bb0(%g2_in0: i8, %g2_out0: i8):
      %g2_0 = arith.constant 7 : i8
      %g2_1 = arith.constant 0 : i8
      %g2_2 = arith.constant 1 : i8
      %g2_3 = arith.cmpi eq, %g2_0, %g2_1 : i8
      %g2_4 = arith.select %g2_3, %g2_2, %g2_0 : i8
      %g2_5 = arith.remui %g2_in0, %g2_4 : i8
      %g2_6 = arith.constant 6 : i8
      %g2_7 = arith.subi %g2_6, %g2_out0 : i8
      %g2_8 = arith.cmpi ne, %g2_5, %g2_7 : i8
      %g2_9 = arith.constant 0 : i8
      %g2_10 = arith.constant 1 : i8
      %g2_11 = arith.cmpi eq, %g2_out0, %g2_9 : i8
      %g2_12 = arith.select %g2_11, %g2_10, %g2_out0 : i8
      %g2_13 = arith.divui %g2_out0, %g2_12 : i8
      %g2_14 = arith.cmpi sge, %g2_in0, %g2_out0 : i8
      %g2_15 = arith.select %g2_14, %g2_out0, %g2_out0 : i8
      %g2_16 = arith.select %g2_8, %g2_13, %g2_15 : i8
      %g2_17 = arith.andi %g2_16, %g2_in0 : i8
      %g2_18 = arith.muli %g2_out0, %g2_17 : i8
      linalg.yield %g2_18 : i8
    } -> tensor<3x5xi8>
    %g3_empty0 = tensor.empty() : tensor<3x5xi8>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v2 : tensor<3x5xi8>) outs(%g3_empty0 : tensor<3x5xi8>) {
    ^bb0(%g3_in0: i8, %g3_out0: i8):
      %g3_0 = arith.minsi %g3_in0, %g3_in0 : i8
      linalg.yield %g3_0 : i8
    } -> tensor<3x5xi8>
    %p4_padval = arith.constant 0 : i8
    %v4 = tensor.pad %v3 low[1, 2] high[%arg2, 1] {
    ^bb0(%p4_i0: index, %p4_i1: index):
      tensor.yield %p4_padval : i8
    } : tensor<3x5xi8> to tensor<?x8xi8>
    %v5 = linalg.reduce ins(%v4 : tensor<?x8xi8>) outs(%arg3 : tensor<i8>) dimensions = [0, 1]
      (%g5_in0: i8, %g5_out0: i8) {
        %g5_0 = arith.xori %g5_out0, %g5_in0 : i8
        linalg.yield %g5_0 : i8
      }
    return %v5 : tensor<i8>
  }
}
