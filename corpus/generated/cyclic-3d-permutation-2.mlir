// Corpus case 'cyclic-3d-permutation': `fusefuzz generate --seed 59` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 59 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<3x?x1xi32> {fusefuzz.shape = array<i64: 3, 5, 1>}, %arg1: tensor<?x?x5xi32> {fusefuzz.shape = array<i64: 1, 3, 5>}, %arg2: tensor<5x1xi32>, %arg3: tensor<3x5x2x1xi32>, %arg4: tensor<4xi32>, %arg5: tensor<2x2xi32>, %arg6: tensor<2x?xi32> {fusefuzz.shape = array<i64: 2, 2>}) -> (tensor<?x?x?xi32>, tensor<3x5x2x1xi32>, tensor<2x?xi32>) {
    %cst0 = arith.constant dense<[[[0], [1], [7], [-1], [-3]], [[3], [-3], [1], [-1], [0]], [[0], [3], [4], [1], [2]]]> : tensor<3x5x1xi32>
    %g0_c0_0 = arith.constant 1 : index
    %g0_d0_0 = tensor.dim %arg1, %g0_c0_0 : tensor<?x?x5xi32>
    %g0_c0_1 = arith.constant 1 : index
    %g0_d0_1 = tensor.dim %arg0, %g0_c0_1 : tensor<3x?x1xi32>
    %g0_c0_2 = arith.constant 0 : index
    %g0_d0_2 = tensor.dim %arg1, %g0_c0_2 : tensor<?x?x5xi32>
    %g0_empty0 = tensor.empty(%g0_d0_0, %g0_d0_1, %g0_d0_2) : tensor<?x?x?xi32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2, d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %cst0, %arg1 : tensor<3x?x1xi32>, tensor<3x5x1xi32>, tensor<?x?x5xi32>) outs(%g0_empty0 : tensor<?x?x?xi32>) {
    ^bb0(%g0_in0: i32, %g0_in1: i32, %g0_in2: i32, %g0_out0: i32):
      %g0_0 = arith.constant 5 : i32
      %g0_1 = arith.maxsi %g0_in0, %g0_0 : i32
      linalg.yield %g0_1 : i32
    } -> tensor<?x?x?xi32>
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %v0, %g1_c0_0 : tensor<?x?x?xi32>
    %g1_c0_1 = arith.constant 1 : index
    %g1_d0_1 = tensor.dim %v0, %g1_c0_1 : tensor<?x?x?xi32>
    %g1_c0_2 = arith.constant 2 : index
    %g1_d0_2 = tensor.dim %v0, %g1_c0_2 : tensor<?x?x?xi32>
    %g1_empty0 = tensor.empty(%g1_d0_0, %g1_d0_1, %g1_d0_2) : tensor<?x?x?xi32>
    %g1_fillval0 = arith.constant -1 : i32
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : i32) outs(%g1_empty0 : tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v0, %arg2 : tensor<?x?x?xi32>, tensor<5x1xi32>) outs(%g1_fill0 : tensor<?x?x?xi32>) {
    ^bb0(%g1_in0: i32, %g1_in1: i32, %g1_out0: i32):
      %g1_0 = linalg.index 1 : index
      %g1_1 = arith.index_cast %g1_0 : index to i32
      %g1_2 = arith.constant 0 : i32
      %g1_3 = arith.constant 1 : i32
      %g1_4 = arith.cmpi eq, %g1_1, %g1_2 : i32
      %g1_5 = arith.constant -1 : i32
      %g1_6 = arith.cmpi eq, %g1_1, %g1_5 : i32
      %g1_7 = arith.ori %g1_4, %g1_6 : i1
      %g1_8 = arith.select %g1_7, %g1_3, %g1_1 : i32
      %g1_9 = arith.divsi %g1_out0, %g1_8 : i32
      linalg.yield %g1_9 : i32
    } -> tensor<?x?x?xi32>
    %v2 = linalg.broadcast ins(%cst0 : tensor<3x5x1xi32>) outs(%arg3 : tensor<3x5x2x1xi32>) dimensions = [2]
    %v3 = tensor.expand_shape %arg4 [[0, 1]] output_shape [2, 2] : tensor<4xi32> into tensor<2x2xi32>
    %g4_empty0 = tensor.empty() : tensor<2x2xi32>
    %v4 = linalg.transpose ins(%v3 : tensor<2x2xi32>) outs(%g4_empty0 : tensor<2x2xi32>) permutation = [0, 1]
    %v5:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v4, %v4, %v4 : tensor<2x2xi32>, tensor<2x2xi32>, tensor<2x2xi32>) outs(%arg5, %arg6 : tensor<2x2xi32>, tensor<2x?xi32>) {
    ^bb0(%g5_in0: i32, %g5_in1: i32, %g5_in2: i32, %g5_out0: i32, %g5_out1: i32):
      %g5_0 = arith.constant 0 : i32
      %g5_1 = arith.constant 1 : i32
      %g5_2 = arith.cmpi eq, %g5_in2, %g5_0 : i32
      %g5_3 = arith.select %g5_2, %g5_1, %g5_in2 : i32
      %g5_4 = arith.divui %g5_out0, %g5_3 : i32
      %g5_5 = arith.cmpi ne, %g5_out1, %g5_out0 : i32
      %g5_6 = arith.constant -2 : i32
      %g5_7 = arith.select %g5_5, %g5_in1, %g5_6 : i32
      %g5_8 = arith.muli %g5_4, %g5_7 : i32
      %g5_9 = arith.xori %g5_in0, %g5_out1 : i32
      %g5_10 = arith.ori %g5_in2, %g5_out0 : i32
      %g5_11 = arith.ori %g5_9, %g5_10 : i32
      linalg.yield %g5_8, %g5_11 : i32, i32
    } -> (tensor<2x2xi32>, tensor<2x?xi32>)
    %g6_c0_1 = arith.constant 1 : index
    %g6_d0_1 = tensor.dim %v5#1, %g6_c0_1 : tensor<2x?xi32>
    %g6_empty0 = tensor.empty(%g6_d0_1) : tensor<2x?xi32>
    %v6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v5#1, %v5#0 : tensor<2x?xi32>, tensor<2x2xi32>) outs(%g6_empty0 : tensor<2x?xi32>) {
    ^bb0(%g6_in0: i32, %g6_in1: i32, %g6_out0: i32):
      %g6_0 = arith.cmpi eq, %g6_in1, %g6_in0 : i32
      %g6_1 = linalg.index 0 : index
      %g6_2 = arith.index_cast %g6_1 : index to i32
      %g6_3 = arith.select %g6_0, %g6_in0, %g6_2 : i32
      %g6_4 = linalg.index 0 : index
      %g6_5 = arith.index_cast %g6_4 : index to i32
      %g6_6 = arith.cmpi ult, %g6_in1, %g6_5 : i32
      %g6_7 = linalg.index 0 : index
      %g6_8 = arith.index_cast %g6_7 : index to i32
      %g6_9 = linalg.index 0 : index
      %g6_10 = arith.index_cast %g6_9 : index to i32
      %g6_11 = arith.select %g6_6, %g6_8, %g6_10 : i32
      %g6_12 = arith.maxui %g6_3, %g6_11 : i32
      %g6_13 = linalg.index 0 : index
      %g6_14 = arith.index_cast %g6_13 : index to i32
      %g6_15 = arith.subi %g6_in0, %g6_14 : i32
      %g6_16 = arith.constant 0 : i32
      %g6_17 = arith.constant 1 : i32
      %g6_18 = arith.cmpi eq, %g6_15, %g6_16 : i32
      %g6_19 = arith.select %g6_18, %g6_17, %g6_15 : i32
      %g6_20 = arith.remui %g6_in0, %g6_19 : i32
      %g6_21 = arith.addi %g6_12, %g6_20 : i32
      linalg.yield %g6_21 : i32
    } -> tensor<2x?xi32>
    return %v1, %v2, %v6 : tensor<?x?x?xi32>, tensor<3x5x2x1xi32>, tensor<2x?xi32>
  }
}
