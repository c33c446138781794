// Corpus case 'refused-collapsing-control': `fusefuzz generate --seed 193` under strategy reshape-collapsing.
// EXPECT: pass
// STRATEGY: reshape-collapsing
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}FoldReshapeWithGenericOpByCollapsing: fusion blocked by control function=
module attributes {fusefuzz.seed = 193 : i64, fusefuzz.policy = "0xff4bf7f6d7a45ffa"} {
  func.func @case(%arg0: tensor<2x?x1x4xi32> {fusefuzz.shape = array<i64: 2, 3, 1, 4>}, %arg1: tensor<2x3x1x?xi32> {fusefuzz.shape = array<i64: 2, 3, 1, 4>}, %arg2: tensor<f32>, %arg3: index {fusefuzz.value = 0 : i64}, %arg4: index {fusefuzz.value = 0 : i64}, %arg5: index {fusefuzz.value = 2 : i64}, %arg6: index {fusefuzz.value = 1 : i64}, %arg7: index {fusefuzz.value = 0 : i64}) -> (tensor<?x?x?xi32>, tensor<?x?x?xi32>) {
    %g0_c0_1 = arith.constant 1 : index
    %g0_d0_1 = tensor.dim %arg0, %g0_c0_1 : tensor<2x?x1x4xi32>
    %g0_c0_3 = arith.constant 3 : index
    %g0_d0_3 = tensor.dim %arg1, %g0_c0_3 : tensor<2x3x1x?xi32>
    %g0_empty0 = tensor.empty(%g0_d0_1, %g0_d0_3) : tensor<2x?x1x?xi32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg1 : tensor<2x?x1x4xi32>, tensor<2x3x1x?xi32>) outs(%g0_empty0 : tensor<2x?x1x?xi32>) {
    ^bb0(%g0_in0: i32, %g0_in1: i32, %g0_out0: i32):
      %g0_0 = arith.constant 32 : i32
      %g0_1 = arith.remui %g0_in0, %g0_0 : i32
      %g0_2 = arith.shrui %g0_in0, %g0_1 : i32
      linalg.yield %g0_2 : i32
    } -> tensor<2x?x1x?xi32>
    %g1_c0_1 = arith.constant 1 : index
    %g1_d0_1 = tensor.dim %v0, %g1_c0_1 : tensor<2x?x1x?xi32>
    %g1_c0_3 = arith.constant 3 : index
    %g1_d0_3 = tensor.dim %v0, %g1_c0_3 : tensor<2x?x1x?xi32>
    %g1_empty0 = tensor.empty(%g1_d0_1, %g1_d0_3) : tensor<2x?x1x?xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v0, %arg2, %arg0 : tensor<2x?x1x?xi32>, tensor<f32>, tensor<2x?x1x4xi32>) outs(%g1_empty0 : tensor<2x?x1x?xi32>) {
    ^bb0(%g1_in0: i32, %g1_in1: f32, %g1_in2: i32, %g1_out0: i32):
      %g1_0 = arith.cmpf uno, %g1_in1, %g1_in1 : f32
      %g1_1 = arith.constant -1.000000e+02 : f32
      %g1_2 = arith.constant 1.000000e+02 : f32
      %g1_3 = arith.constant 0.000000e+00 : f32
      %g1_4 = arith.maximumf %g1_in1, %g1_1 : f32
      %g1_5 = arith.minimumf %g1_4, %g1_2 : f32
      %g1_6 = arith.select %g1_0, %g1_3, %g1_5 : f32
      %g1_7 = arith.fptosi %g1_6 : f32 to i32
      %g1_8 = arith.constant 0 : i32
      %g1_9 = arith.constant 1 : i32
      %g1_10 = arith.cmpi eq, %g1_in0, %g1_8 : i32
      %g1_11 = arith.constant -1 : i32
      %g1_12 = arith.cmpi eq, %g1_in0, %g1_11 : i32
      %g1_13 = arith.ori %g1_10, %g1_12 : i1
      %g1_14 = arith.select %g1_13, %g1_9, %g1_in0 : i32
      %g1_15 = arith.remsi %g1_7, %g1_14 : i32
      %g1_16 = linalg.index 0 : index
      %g1_17 = arith.index_cast %g1_16 : index to i32
      %g1_18 = linalg.index 3 : index
      %g1_19 = arith.index_cast %g1_18 : index to i32
      %g1_20 = arith.cmpi sge, %g1_17, %g1_19 : i32
      %g1_21 = arith.cmpf uno, %g1_in1, %g1_in1 : f32
      %g1_22 = arith.constant -1.000000e+02 : f32
      %g1_23 = arith.constant 1.000000e+02 : f32
      %g1_24 = arith.constant 0.000000e+00 : f32
      %g1_25 = arith.maximumf %g1_in1, %g1_22 : f32
      %g1_26 = arith.minimumf %g1_25, %g1_23 : f32
      %g1_27 = arith.select %g1_21, %g1_24, %g1_26 : f32
      %g1_28 = arith.fptosi %g1_27 : f32 to i32
      %g1_29 = arith.select %g1_20, %g1_in2, %g1_28 : i32
      %g1_30 = arith.addi %g1_15, %g1_29 : i32
      linalg.yield %g1_30 : i32
    } -> tensor<2x?x1x?xi32>
    %v2 = tensor.collapse_shape %v1 [[0], [1, 2, 3]] : tensor<2x?x1x?xi32> into tensor<2x?xi32>
    %g3_c0_2 = arith.constant 1 : index
    %g3_d0_2 = tensor.dim %v2, %g3_c0_2 : tensor<2x?xi32>
    %g3_empty0 = tensor.empty(%g3_d0_2) : tensor<1x2x?x2xi32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v2 : tensor<2x?xi32>) outs(%g3_empty0 : tensor<1x2x?x2xi32>) {
    ^bb0(%g3_in0: i32, %g3_out0: i32):
      %g3_0 = arith.constant 5 : i32
      %g3_1 = arith.muli %g3_in0, %g3_0 : i32
      %g3_2 = arith.xori %g3_in0, %g3_1 : i32
      %g3_3 = linalg.index 0 : index
      %g3_4 = arith.index_cast %g3_3 : index to i32
      %g3_5 = arith.constant 0 : i32
      %g3_6 = arith.constant 1 : i32
      %g3_7 = arith.cmpi eq, %g3_in0, %g3_5 : i32
      %g3_8 = arith.select %g3_7, %g3_6, %g3_in0 : i32
      %g3_9 = arith.remui %g3_4, %g3_8 : i32
      %g3_10 = linalg.index 2 : index
      %g3_11 = arith.index_cast %g3_10 : index to i32
      %g3_12 = arith.cmpi slt, %g3_9, %g3_11 : i32
      %g3_13 = arith.constant 0 : i32
      %g3_14 = arith.constant 1 : i32
      %g3_15 = arith.cmpi eq, %g3_in0, %g3_13 : i32
      %g3_16 = arith.constant -1 : i32
      %g3_17 = arith.cmpi eq, %g3_in0, %g3_16 : i32
      %g3_18 = arith.ori %g3_15, %g3_17 : i1
      %g3_19 = arith.select %g3_18, %g3_14, %g3_in0 : i32
      %g3_20 = arith.remsi %g3_in0, %g3_19 : i32
      %g3_21 = arith.constant 3 : i32
      %g3_22 = arith.constant -3 : i32
      %g3_23 = arith.maxsi %g3_21, %g3_22 : i32
      %g3_24 = arith.select %g3_12, %g3_20, %g3_23 : i32
      %g3_25 = arith.constant 0 : i32
      %g3_26 = arith.constant 1 : i32
      %g3_27 = arith.cmpi eq, %g3_24, %g3_25 : i32
      %g3_28 = arith.constant -1 : i32
      %g3_29 = arith.cmpi eq, %g3_24, %g3_28 : i32
      %g3_30 = arith.ori %g3_27, %g3_29 : i1
      %g3_31 = arith.select %g3_30, %g3_26, %g3_24 : i32
      %g3_32 = arith.divsi %g3_2, %g3_31 : i32
      linalg.yield %g3_32 : i32
    } -> tensor<1x2x?x2xi32>
    %p4_padval = arith.constant -2 : i32
    %v4 = tensor.pad %v3 low[%arg3, %arg5, 1, %arg6] high[%arg4, 2, 2, %arg7] {
    ^bb0(%p4_i0: index, %p4_i1: index, %p4_i2: index, %p4_i3: index):
      tensor.yield %p4_padval : i32
    } : tensor<1x2x?x2xi32> to tensor<?x?x?x?xi32>
    %g5_c0_0 = arith.constant 1 : index
    %g5_d0_0 = tensor.dim %v4, %g5_c0_0 : tensor<?x?x?x?xi32>
    %g5_c0_1 = arith.constant 3 : index
    %g5_d0_1 = tensor.dim %v4, %g5_c0_1 : tensor<?x?x?x?xi32>
    %g5_c0_2 = arith.constant 2 : index
    %g5_d0_2 = tensor.dim %v4, %g5_c0_2 : tensor<?x?x?x?xi32>
    %g5_empty0 = tensor.empty(%g5_d0_0, %g5_d0_1, %g5_d0_2) : tensor<?x?x?xi32>
    %g5_c1_0 = arith.constant 1 : index
    %g5_d1_0 = tensor.dim %v4, %g5_c1_0 : tensor<?x?x?x?xi32>
    %g5_c1_1 = arith.constant 3 : index
    %g5_d1_1 = tensor.dim %v4, %g5_c1_1 : tensor<?x?x?x?xi32>
    %g5_c1_2 = arith.constant 2 : index
    %g5_d1_2 = tensor.dim %v4, %g5_c1_2 : tensor<?x?x?x?xi32>
    %g5_empty1 = tensor.empty(%g5_d1_0, %g5_d1_1, %g5_d1_2) : tensor<?x?x?xi32>
    %v5:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (0, d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v4 : tensor<?x?x?x?xi32>) outs(%g5_empty0, %g5_empty1 : tensor<?x?x?xi32>, tensor<?x?x?xi32>) {
    ^bb0(%g5_in0: i32, %g5_out0: i32, %g5_out1: i32):
      %g5_0 = linalg.index 2 : index
      %g5_1 = arith.index_cast %g5_0 : index to i32
      %g5_2 = arith.muli %g5_1, %g5_in0 : i32
      %g5_3 = linalg.index 1 : index
      %g5_4 = arith.index_cast %g5_3 : index to i32
      %g5_5 = arith.constant 32 : i32
      %g5_6 = arith.remui %g5_in0, %g5_5 : i32
      %g5_7 = arith.shrsi %g5_4, %g5_6 : i32
      linalg.yield %g5_2, %g5_7 : i32, i32
    } -> (tensor<?x?x?xi32>, tensor<?x?x?xi32>)
    return %v5#0, %v5#1 : tensor<?x?x?xi32>, tensor<?x?x?xi32>
  }
}
