// Corpus case 'refused-multi-operand-upstream-refuses': `fusefuzz generate --seed 275 --strategy multi-operand` under strategy multi-operand.
// EXPECT: pass
// STRATEGY: multi-operand
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}FuseOperands: upstream-refuses=
module attributes {fusefuzz.seed = 275 : i64, fusefuzz.policy = "0x4ae1b44caad41e40"} {
  func.func @case(%arg0: tensor<?x3x2xi32> {fusefuzz.shape = array<i64: 3, 3, 2>}, %arg1: index {fusefuzz.value = 2 : i64}, %arg2: index {fusefuzz.value = 2 : i64}, %arg3: tensor<3x3x5x1xi8>, %arg4: tensor<5xi8>, %arg5: tensor<i32>, %arg6: tensor<3xi32>, %arg7: tensor<i32>, %arg8: tensor<i32>) -> (tensor<?x5x?xi32>, tensor<3x3x5xi8>, tensor<5xi8>, tensor<i32>) {
    %p0_padval = arith.constant 0 : i32
    %v0 = tensor.pad %arg0 low[0, 2, %arg2] high[%arg1, 0, 2] {
    ^bb0(%p0_i0: index, %p0_i1: index, %p0_i2: index):
      tensor.yield %p0_padval : i32
    } : tensor<?x3x2xi32> to tensor<?x5x?xi32>
    %g1_c0_0 = arith.constant 2 : index
    %g1_d0_0 = tensor.dim %v0, %g1_c0_0 : tensor<?x5x?xi32>
    %g1_c0_2 = arith.constant 0 : index
    %g1_d0_2 = tensor.dim %v0, %g1_c0_2 : tensor<?x5x?xi32>
    %g1_empty0 = tensor.empty(%g1_d0_0, %g1_d0_2) : tensor<?x5x?xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d1, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v0 : tensor<?x5x?xi32>) outs(%g1_empty0 : tensor<?x5x?xi32>) {
    ^bb0(%g1_in0: i32, %g1_out0: i32):
      %g1_0 = arith.muli %g1_in0, %g1_in0 : i32
      linalg.yield %g1_0 : i32
    } -> tensor<?x5x?xi32>
    %v2 = tensor.collapse_shape %arg3 [[0], [1], [2, 3]] : tensor<3x3x5x1xi8> into tensor<3x3x5xi8>
    %g3_empty0 = tensor.empty() : tensor<5xi8>
    %g3_fillval0 = arith.constant 2 : i8
    %g3_fill0 = linalg.fill ins(%g3_fillval0 : i8) outs(%g3_empty0 : tensor<5xi8>) -> tensor<5xi8>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg4 : tensor<5xi8>) outs(%g3_fill0 : tensor<5xi8>) {
    ^bb0(%g3_in0: i8, %g3_out0: i8):
      %g3_0 = arith.cmpi ne, %g3_out0, %g3_in0 : i8
      %g3_1 = arith.ori %g3_in0, %g3_in0 : i8
      %g3_2 = arith.addi %g3_out0, %g3_1 : i8
      %g3_3 = arith.xori %g3_out0, %g3_out0 : i8
      %g3_4 = arith.muli %g3_3, %g3_in0 : i8
      %g3_5 = arith.select %g3_0, %g3_2, %g3_4 : i8
      %g3_6 = arith.addi %g3_out0, %g3_5 : i8
      linalg.yield %g3_6 : i8
    } -> tensor<5xi8>
    %v4 = tensor.expand_shape %v3 [[0, 1]] output_shape [1, 5] : tensor<5xi8> into tensor<1x5xi8>
    %g5_empty0 = tensor.empty() : tensor<5xi8>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0) -> (0, d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v4 : tensor<1x5xi8>) outs(%g5_empty0 : tensor<5xi8>) {
    ^bb0(%g5_in0: i8, %g5_out0: i8):
      %g5_0 = arith.constant -1 : i8
      %g5_1 = arith.constant 8 : i8
      %g5_2 = arith.remui %g5_in0, %g5_1 : i8
      %g5_3 = arith.shrui %g5_0, %g5_2 : i8
      linalg.yield %g5_3 : i8
    } -> tensor<5xi8>
    %v6 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg5 : tensor<i32>) outs(%arg6 : tensor<3xi32>) {
    ^bb0(%g6_in0: i32, %g6_out0: i32):
      %g6_0 = linalg.index 0 : index
      %g6_1 = arith.index_cast %g6_0 : index to i32
      %g6_2 = arith.constant 0 : i32
      %g6_3 = arith.constant 1 : i32
      %g6_4 = arith.cmpi eq, %g6_1, %g6_2 : i32
      %g6_5 = arith.constant -1 : i32
      %g6_6 = arith.cmpi eq, %g6_1, %g6_5 : i32
      %g6_7 = arith.ori %g6_4, %g6_6 : i1
      %g6_8 = arith.select %g6_7, %g6_3, %g6_1 : i32
      %g6_9 = arith.divsi %g6_in0, %g6_8 : i32
      %g6_10 = arith.constant 0 : i32
      %g6_11 = arith.constant 1 : i32
      %g6_12 = arith.cmpi eq, %g6_in0, %g6_10 : i32
      %g6_13 = arith.select %g6_12, %g6_11, %g6_in0 : i32
      %g6_14 = arith.remui %g6_in0, %g6_13 : i32
      %g6_15 = arith.minsi %g6_9, %g6_14 : i32
      linalg.yield %g6_15 : i32
    } -> tensor<3xi32>
    %v7 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%v6, %arg7 : tensor<3xi32>, tensor<i32>) outs(%arg8 : tensor<i32>) {
    ^bb0(%g7_in0: i32, %g7_in1: i32, %g7_out0: i32):
      %g7_0 = arith.constant -1 : i32
      %g7_1 = arith.muli %g7_0, %g7_in0 : i32
      %g7_2 = arith.addi %g7_out0, %g7_1 : i32
      linalg.yield %g7_2 : i32
    } -> tensor<i32>
    return %v1, %v2, %v5, %v7 : tensor<?x5x?xi32>, tensor<3x3x5xi8>, tensor<5xi8>, tensor<i32>
  }
}
