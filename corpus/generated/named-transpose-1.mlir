// Corpus case 'named-transpose': `fusefuzz generate --seed 23` under strategy all.
// EXPECT: pass
// STRATEGY: all
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 23 : i64, fusefuzz.policy = "0xff4bf7f6d7a45ffa"} {
  func.func @case(%arg0: tensor<2x4xi1>, %arg1: index {fusefuzz.value = 1 : i64}, %arg2: index {fusefuzz.value = 1 : i64}, %arg3: index {fusefuzz.value = 0 : i64}, %arg4: tensor<5x4xi32>, %arg5: tensor<?x5xi32> {fusefuzz.shape = array<i64: 4, 5>}) -> (tensor<?x5xi32>) {
    %p0_padval = arith.constant 1 : i1
    %v0 = tensor.pad %arg0 low[%arg1, %arg3] high[%arg2, 1] {
    ^bb0(%p0_i0: index, %p0_i1: index):
      tensor.yield %p0_padval : i1
    } : tensor<2x4xi1> to tensor<?x?xi1>
    %g1_c0_0 = arith.constant 1 : index
    %g1_d0_0 = tensor.dim %v0, %g1_c0_0 : tensor<?x?xi1>
    %g1_c0_1 = arith.constant 0 : index
    %g1_d0_1 = tensor.dim %v0, %g1_c0_1 : tensor<?x?xi1>
    %g1_empty0 = tensor.empty(%g1_d0_0, %g1_d0_1) : tensor<?x?xi1>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v0 : tensor<?x?xi1>) outs(%g1_empty0 : tensor<?x?xi1>) {
    ^bb0(%g1_in0: i1, %g1_out0: i1):
      %g1_0 = arith.constant 0 : i1
      %g1_1 = arith.ori %g1_in0, %g1_0 : i1
      %g1_2 = arith.ori %g1_in0, %g1_1 : i1
      linalg.yield %g1_2 : i1
    } -> tensor<?x?xi1>
    %g2_c0_0 = arith.constant 1 : index
    %g2_d0_0 = tensor.dim %v1, %g2_c0_0 : tensor<?x?xi1>
    %g2_c0_1 = arith.constant 0 : index
    %g2_d0_1 = tensor.dim %v1, %g2_c0_1 : tensor<?x?xi1>
    %g2_empty0 = tensor.empty(%g2_d0_0, %g2_d0_1) : tensor<?x?xi32>
    %g2_fillval0 = arith.constant 1 : i32
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : i32) outs(%g2_empty0 : tensor<?x?xi32>) -> tensor<?x?xi32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v1 : tensor<?x?xi1>) outs(%g2_fill0 : tensor<?x?xi32>) {
    ^bb0(%g2_in0: i1, %g2_out0: i32):
      %g2_0 = linalg.index 0 : index
      %g2_1 = arith.index_cast %g2_0 : index to i32
      %g2_2 = arith.extui %g2_in0 : i1 to i32
      %g2_3 = arith.constant 32 : i32
      %g2_4 = arith.remui %g2_out0, %g2_3 : i32
      %g2_5 = arith.shli %g2_2, %g2_4 : i32
      %g2_6 = arith.muli %g2_1, %g2_5 : i32
      %g2_7 = linalg.index 0 : index
      %g2_8 = arith.constant 5 : index
      %g2_9 = arith.remui %g2_7, %g2_8 : index
      %g2_10 = linalg.index 1 : index
      %g2_11 = arith.constant 4 : index
      %g2_12 = arith.remui %g2_10, %g2_11 : index
      %g2_13 = tensor.extract %arg4[%g2_9, %g2_12] : tensor<5x4xi32>
      %g2_14 = arith.xori %g2_out0, %g2_13 : i32
      %g2_15 = linalg.index 1 : index
      %g2_16 = arith.index_cast %g2_15 : index to i32
      %g2_17 = arith.xori %g2_out0, %g2_16 : i32
      %g2_18 = arith.constant 32 : i32
      %g2_19 = arith.remui %g2_17, %g2_18 : i32
      %g2_20 = arith.shrui %g2_14, %g2_19 : i32
      %g2_21 = arith.constant 32 : i32
      %g2_22 = arith.remui %g2_20, %g2_21 : i32
      %g2_23 = arith.shli %g2_6, %g2_22 : i32
      linalg.yield %g2_23 : i32
    } -> tensor<?x?xi32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v2 : tensor<?x?xi32>) outs(%arg5 : tensor<?x5xi32>) {
    ^bb0(%g3_in0: i32, %g3_out0: i32):
      %g3_0 = arith.constant 1 : i32
      %g3_1 = arith.ori %g3_in0, %g3_0 : i32
      %g3_2 = arith.minsi %g3_in0, %g3_in0 : i32
      %g3_3 = arith.cmpi ne, %g3_1, %g3_2 : i32
      %g3_4 = arith.constant 0 : i32
      %g3_5 = arith.select %g3_3, %g3_4, %g3_in0 : i32
      linalg.yield %g3_5 : i32
    } -> tensor<?x5xi32>
    %g4_c0_0 = arith.constant 0 : index
    %g4_d0_0 = tensor.dim %v3, %g4_c0_0 : tensor<?x5xi32>
    %g4_empty0 = tensor.empty(%g4_d0_0) : tensor<?x5xi32>
    %v4 = linalg.transpose ins(%v3 : tensor<?x5xi32>) outs(%g4_empty0 : tensor<?x5xi32>) permutation = [0, 1]
    %g5_c0_0 = arith.constant 0 : index
    %g5_d0_0 = tensor.dim %v4, %g5_c0_0 : tensor<?x5xi32>
    %g5_empty0 = tensor.empty(%g5_d0_0) : tensor<?x5xi32>
    %v5 = linalg.transpose ins(%v4 : tensor<?x5xi32>) outs(%g5_empty0 : tensor<?x5xi32>) permutation = [0, 1]
    return %v5 : tensor<?x5xi32>
  }
}
