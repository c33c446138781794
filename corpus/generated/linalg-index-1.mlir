// Corpus case 'linalg-index': `fusefuzz generate --seed 4` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 4 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<5x3x?xi8> {fusefuzz.shape = array<i64: 5, 3, 5>}, %arg1: tensor<i8>, %arg2: tensor<5x5xi8>, %arg3: tensor<4x5x4xi32>, %arg4: tensor<?x5xi32> {fusefuzz.shape = array<i64: 4, 5>}, %arg5: tensor<4x3x5xi8>, %arg6: tensor<2xi8>) -> (tensor<5x5xi8>, tensor<3x5x?xi8>, tensor<3x5x?xi8>, tensor<3x5x?xi8>, tensor<2xi8>) {
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg0, %arg1, %arg0 : tensor<5x3x?xi8>, tensor<i8>, tensor<5x3x?xi8>) outs(%arg2 : tensor<5x5xi8>) {
    ^bb0(%g0_in0: i8, %g0_in1: i8, %g0_in2: i8, %g0_out0: i8):
      %g0_0 = arith.subi %g0_in2, %g0_out0 : i8
      %g0_1 = arith.cmpi sge, %g0_in0, %g0_0 : i8
      %g0_2 = arith.maxsi %g0_out0, %g0_in2 : i8
      %g0_3 = arith.select %g0_1, %g0_2, %g0_out0 : i8
      %g0_4 = arith.muli %g0_out0, %g0_3 : i8
      linalg.yield %g0_4 : i8
    } -> tensor<5x5xi8>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d1, d2)>], iterator_types = ["reduction", "parallel", "parallel"]} ins(%arg3 : tensor<4x5x4xi32>) outs(%arg4 : tensor<?x5xi32>) {
    ^bb0(%g1_in0: i32, %g1_out0: i32):
      %g1_0 = arith.constant 7 : i32
      %g1_1 = arith.constant -3 : i32
      %g1_2 = arith.constant 0 : i32
      %g1_3 = arith.constant 1 : i32
      %g1_4 = arith.cmpi eq, %g1_out0, %g1_2 : i32
      %g1_5 = arith.constant -1 : i32
      %g1_6 = arith.cmpi eq, %g1_out0, %g1_5 : i32
      %g1_7 = arith.ori %g1_4, %g1_6 : i1
      %g1_8 = arith.select %g1_7, %g1_3, %g1_out0 : i32
      %g1_9 = arith.remsi %g1_in0, %g1_8 : i32
      %g1_10 = arith.ori %g1_1, %g1_9 : i32
      %g1_11 = arith.maxsi %g1_0, %g1_10 : i32
      %g1_12 = arith.maxsi %g1_out0, %g1_11 : i32
      linalg.yield %g1_12 : i32
    } -> tensor<?x5xi32>
    %g2_c0_2 = arith.constant 0 : index
    %g2_d0_2 = tensor.dim %v1, %g2_c0_2 : tensor<?x5xi32>
    %g2_empty0 = tensor.empty(%g2_d0_2) : tensor<3x5x?xi8>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v1 : tensor<?x5xi32>) outs(%g2_empty0 : tensor<3x5x?xi8>) {
    ^bb0(%g2_in0: i32, %g2_out0: i8):
      %g2_0 = arith.constant -2 : i8
      %g2_1 = arith.trunci %g2_in0 : i32 to i8
      %g2_2 = arith.trunci %g2_in0 : i32 to i8
      %g2_3 = arith.constant 0 : i8
      %g2_4 = arith.constant 1 : i8
      %g2_5 = arith.cmpi eq, %g2_2, %g2_3 : i8
      %g2_6 = arith.select %g2_5, %g2_4, %g2_2 : i8
      %g2_7 = arith.divui %g2_1, %g2_6 : i8
      %g2_8 = arith.trunci %g2_in0 : i32 to i8
      %g2_9 = arith.constant 0 : i8
      %g2_10 = arith.constant 1 : i8
      %g2_11 = arith.cmpi eq, %g2_8, %g2_9 : i8
      %g2_12 = arith.select %g2_11, %g2_10, %g2_8 : i8
      %g2_13 = arith.remui %g2_7, %g2_12 : i8
      %g2_14 = arith.cmpi ugt, %g2_0, %g2_13 : i8
      %g2_15 = arith.trunci %g2_in0 : i32 to i8
      %g2_16 = arith.trunci %g2_in0 : i32 to i8
      %g2_17 = arith.cmpi eq, %g2_15, %g2_16 : i8
      %g2_18 = arith.trunci %g2_in0 : i32 to i8
      %g2_19 = arith.trunci %g2_in0 : i32 to i8
      %g2_20 = arith.select %g2_17, %g2_18, %g2_19 : i8
      %g2_21 = arith.trunci %g2_in0 : i32 to i8
      %g2_22 = arith.constant 4 : i8
      %g2_23 = arith.cmpi sge, %g2_21, %g2_22 : i8
      %g2_24 = arith.trunci %g2_in0 : i32 to i8
      %g2_25 = arith.constant 7 : i8
      %g2_26 = arith.select %g2_23, %g2_24, %g2_25 : i8
      %g2_27 = arith.constant 8 : i8
      %g2_28 = arith.remui %g2_26, %g2_27 : i8
      %g2_29 = arith.shrui %g2_20, %g2_28 : i8
      %g2_30 = arith.trunci %g2_in0 : i32 to i8
      %g2_31 = arith.trunci %g2_in0 : i32 to i8
      %g2_32 = arith.minsi %g2_30, %g2_31 : i8
      %g2_33 = arith.trunci %g2_in0 : i32 to i8
      %g2_34 = arith.trunci %g2_in0 : i32 to i8
      %g2_35 = arith.constant 8 : i8
      %g2_36 = arith.remui %g2_34, %g2_35 : i8
      %g2_37 = arith.shrui %g2_33, %g2_36 : i8
      %g2_38 = arith.ori %g2_32, %g2_37 : i8
      %g2_39 = arith.select %g2_14, %g2_29, %g2_38 : i8
      linalg.yield %g2_39 : i8
    } -> tensor<3x5x?xi8>
    %g3_c0_2 = arith.constant 2 : index
    %g3_d0_2 = tensor.dim %v2, %g3_c0_2 : tensor<3x5x?xi8>
    %g3_empty0 = tensor.empty(%g3_d0_2) : tensor<3x5x?xi8>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2, d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v2, %arg5 : tensor<3x5x?xi8>, tensor<4x3x5xi8>) outs(%g3_empty0 : tensor<3x5x?xi8>) {
    ^bb0(%g3_in0: i8, %g3_in1: i8, %g3_out0: i8):
      %g3_0 = linalg.index 0 : index
      %g3_1 = arith.index_cast %g3_0 : index to i32
      %g3_2 = arith.trunci %g3_1 : i32 to i8
      %g3_3 = arith.muli %g3_in1, %g3_2 : i8
      linalg.yield %g3_3 : i8
    } -> tensor<3x5x?xi8>
    %g4_c0_2 = arith.constant 2 : index
    %g4_d0_2 = tensor.dim %v3, %g4_c0_2 : tensor<3x5x?xi8>
    %g4_empty0 = tensor.empty(%g4_d0_2) : tensor<3x5x?xi8>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v3 : tensor<3x5x?xi8>) outs(%g4_empty0 : tensor<3x5x?xi8>) {
    ^bb0(%g4_in0: i8, %g4_out0: i8):
      %g4_0 = arith.cmpi ugt, %g4_in0, %g4_in0 : i8
      %g4_1 = arith.constant 6 : i8
      %g4_2 = arith.select %g4_0, %g4_in0, %g4_1 : i8
      %g4_3 = arith.ori %g4_2, %g4_in0 : i8
      linalg.yield %g4_3 : i8
    } -> tensor<3x5x?xi8>
    %g5_empty0 = tensor.empty() : tensor<2xi8>
    %g5_fillval0 = arith.constant -1 : i8
    %g5_fill0 = linalg.fill ins(%g5_fillval0 : i8) outs(%g5_empty0 : tensor<2xi8>) -> tensor<2xi8>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg6, %arg6 : tensor<2xi8>, tensor<2xi8>) outs(%g5_fill0 : tensor<2xi8>) {
    ^bb0(%g5_in0: i8, %g5_in1: i8, %g5_out0: i8):
      %g5_0 = arith.constant 0 : i8
      %g5_1 = arith.muli %g5_0, %g5_out0 : i8
      linalg.yield %g5_1 : i8
    } -> tensor<2xi8>
    return %v0, %v2, %v3, %v4, %v5 : tensor<5x5xi8>, tensor<3x5x?xi8>, tensor<3x5x?xi8>, tensor<3x5x?xi8>, tensor<2xi8>
  }
}
