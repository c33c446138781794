// Corpus case 'guarded-division': `fusefuzz generate --seed 54` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 54 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<1xi8>, %arg1: tensor<3x1xi8>, %arg2: tensor<?x1xi8> {fusefuzz.shape = array<i64: 3, 1>}, %arg3: tensor<i8>, %arg4: tensor<2xi8>) -> (tensor<i32>) {
    %g0_empty0 = tensor.empty() : tensor<3x1xi8>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<1xi8>, tensor<3x1xi8>) outs(%g0_empty0 : tensor<3x1xi8>) {
    ^bb0(%g0_in0: i8, %g0_in1: i8, %g0_out0: i8):
      %g0_0 = arith.constant 0 : i8
      %g0_1 = arith.constant 1 : i8
      %g0_2 = arith.cmpi eq, %g0_in0, %g0_0 : i8
      %g0_3 = arith.constant -1 : i8
      %g0_4 = arith.cmpi eq, %g0_in0, %g0_3 : i8
      %g0_5 = arith.ori %g0_2, %g0_4 : i1
      %g0_6 = arith.select %g0_5, %g0_1, %g0_in0 : i8
      %g0_7 = arith.divsi %g0_in0, %g0_6 : i8
      %g0_8 = arith.constant -3 : i8
      %g0_9 = arith.constant 5 : i8
      %g0_10 = arith.maxsi %g0_8, %g0_9 : i8
      %g0_11 = arith.constant 8 : i8
      %g0_12 = arith.remui %g0_10, %g0_11 : i8
      %g0_13 = arith.shli %g0_7, %g0_12 : i8
      %g0_14 = arith.constant 0 : i8
      %g0_15 = arith.constant 1 : i8
      %g0_16 = arith.cmpi eq, %g0_in1, %g0_14 : i8
      %g0_17 = arith.select %g0_16, %g0_15, %g0_in1 : i8
      %g0_18 = arith.divui %g0_in1, %g0_17 : i8
      %g0_19 = arith.addi %g0_in1, %g0_in1 : i8
      %g0_20 = arith.muli %g0_18, %g0_19 : i8
      %g0_21 = arith.andi %g0_13, %g0_20 : i8
      linalg.yield %g0_21 : i8
    } -> tensor<3x1xi8>
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %arg2, %g1_c0_0 : tensor<?x1xi8>
    %g1_empty0 = tensor.empty(%g1_d0_0) : tensor<?x1xi8>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v0, %arg2 : tensor<3x1xi8>, tensor<?x1xi8>) outs(%g1_empty0 : tensor<?x1xi8>) {
    ^bb0(%g1_in0: i8, %g1_in1: i8, %g1_out0: i8):
      %g1_0 = arith.constant 2 : i8
      %g1_1 = arith.muli %g1_0, %g1_in1 : i8
      linalg.yield %g1_1 : i8
    } -> tensor<?x1xi8>
    %g2_c0_1 = arith.constant 0 : index
    %g2_d0_1 = tensor.dim %v1, %g2_c0_1 : tensor<?x1xi8>
    %g2_empty0 = tensor.empty(%g2_d0_1) : tensor<1x?xi8>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]} ins(%v1 : tensor<?x1xi8>) outs(%g2_empty0 : tensor<1x?xi8>) {
    ^bb0(%g2_in0: i8, %g2_out0: i8):
      %g2_0 = arith.minsi %g2_in0, %g2_in0 : i8
      %g2_1 = arith.constant 8 : i8
      %g2_2 = arith.remui %g2_in0, %g2_1 : i8
      %g2_3 = arith.shrui %g2_in0, %g2_2 : i8
      %g2_4 = arith.constant 0 : i8
      %g2_5 = arith.constant 1 : i8
      %g2_6 = arith.cmpi eq, %g2_3, %g2_4 : i8
      %g2_7 = arith.select %g2_6, %g2_5, %g2_3 : i8
      %g2_8 = arith.divui %g2_0, %g2_7 : i8
      linalg.yield %g2_8 : i8
    } -> tensor<1x?xi8>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%v2 : tensor<1x?xi8>) outs(%arg3 : tensor<i8>) {
    ^bb0(%g3_in0: i8, %g3_out0: i8):
      %g3_0 = arith.xori %g3_out0, %g3_out0 : i8
      %g3_1 = arith.constant 4 : i8
      %g3_2 = linalg.index 1 : index
      %g3_3 = arith.index_cast %g3_2 : index to i32
      %g3_4 = arith.trunci %g3_3 : i32 to i8
      %g3_5 = arith.ori %g3_1, %g3_4 : i8
      %g3_6 = arith.cmpi ugt, %g3_0, %g3_5 : i8
      %g3_7 = linalg.index 1 : index
      %g3_8 = arith.index_cast %g3_7 : index to i32
      %g3_9 = arith.trunci %g3_8 : i32 to i8
      %g3_10 = arith.xori %g3_9, %g3_out0 : i8
      %g3_11 = linalg.index 1 : index
      %g3_12 = arith.index_cast %g3_11 : index to i32
      %g3_13 = arith.trunci %g3_12 : i32 to i8
      %g3_14 = arith.constant 8 : i8
      %g3_15 = arith.remui %g3_13, %g3_14 : i8
      %g3_16 = arith.shrui %g3_out0, %g3_15 : i8
      %g3_17 = arith.select %g3_6, %g3_10, %g3_16 : i8
      %g3_18 = arith.muli %g3_out0, %g3_17 : i8
      linalg.yield %g3_18 : i8
    } -> tensor<i8>
    %g4_empty0 = tensor.empty() : tensor<2xi8>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v3, %arg4, %arg4 : tensor<i8>, tensor<2xi8>, tensor<2xi8>) outs(%g4_empty0 : tensor<2xi8>) {
    ^bb0(%g4_in0: i8, %g4_in1: i8, %g4_in2: i8, %g4_out0: i8):
      %g4_0 = arith.subi %g4_in1, %g4_in1 : i8
      %g4_1 = arith.minsi %g4_0, %g4_in0 : i8
      linalg.yield %g4_1 : i8
    } -> tensor<2xi8>
    %g5_empty0 = tensor.empty() : tensor<i32>
    %g5_fillval0 = arith.constant -3 : i32
    %g5_fill0 = linalg.fill ins(%g5_fillval0 : i32) outs(%g5_empty0 : tensor<i32>) -> tensor<i32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%v4 : tensor<2xi8>) outs(%g5_fill0 : tensor<i32>) {
    ^bb0(%g5_in0: i8, %g5_out0: i32):
      %g5_0 = arith.extsi %g5_in0 : i8 to i32
      %g5_1 = arith.extsi %g5_in0 : i8 to i32
      %g5_2 = arith.cmpi ult, %g5_0, %g5_1 : i32
      %g5_3 = arith.constant 7 : i32
      %g5_4 = arith.select %g5_2, %g5_3, %g5_out0 : i32
      %g5_5 = arith.constant 0 : i32
      %g5_6 = arith.constant 1 : i32
      %g5_7 = arith.cmpi eq, %g5_out0, %g5_5 : i32
      %g5_8 = arith.constant -1 : i32
      %g5_9 = arith.cmpi eq, %g5_out0, %g5_8 : i32
      %g5_10 = arith.ori %g5_7, %g5_9 : i1
      %g5_11 = arith.select %g5_10, %g5_6, %g5_out0 : i32
      %g5_12 = arith.remsi %g5_4, %g5_11 : i32
      %g5_13 = arith.muli %g5_out0, %g5_12 : i32
      linalg.yield %g5_13 : i32
    } -> tensor<i32>
    return %v5 : tensor<i32>
  }
}
