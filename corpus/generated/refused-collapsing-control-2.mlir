// Corpus case 'refused-collapsing-control': `fusefuzz generate --seed 193` under strategy reshape-collapsing.
// EXPECT: pass
// STRATEGY: reshape-collapsing
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}FoldReshapeWithGenericOpByCollapsing: fusion blocked by control function=
module attributes {fusefuzz.seed = 193 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<2x?x1x4xi32> {fusefuzz.shape = array<i64: 2, 3, 1, 4>}, %arg1: tensor<2x3x1x?xi32> {fusefuzz.shape = array<i64: 2, 3, 1, 4>}, %arg2: tensor<f32>, %arg3: index {fusefuzz.value = 0 : i64}, %arg4: index {fusefuzz.value = 0 : i64}, %arg5: tensor<?x5x6xi32> {fusefuzz.shape = array<i64: 4, 5, 6>}) -> (tensor<3x?x?x?xi32>, tensor<?x5x?xi32>, tensor<?x5x?xi32>) {
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
    %p2_padval = arith.constant -3 : i32
    %v2 = tensor.pad %v1 low[1, 2, %arg3, %arg4] high[0, 1, 1, 0] {
    ^bb0(%p2_i0: index, %p2_i1: index, %p2_i2: index, %p2_i3: index):
      tensor.yield %p2_padval : i32
    } : tensor<2x?x1x?xi32> to tensor<3x?x?x?xi32>
    %g3_c0_1 = arith.constant 1 : index
    %g3_d0_1 = tensor.dim %v2, %g3_c0_1 : tensor<3x?x?x?xi32>
    %g3_c0_2 = arith.constant 2 : index
    %g3_d0_2 = tensor.dim %v2, %g3_c0_2 : tensor<3x?x?x?xi32>
    %g3_c0_3 = arith.constant 3 : index
    %g3_d0_3 = tensor.dim %v2, %g3_c0_3 : tensor<3x?x?x?xi32>
    %g3_empty0 = tensor.empty(%g3_d0_1, %g3_d0_2, %g3_d0_3) : tensor<3x?x?x?xi32>
    %g3_fillval0 = arith.constant 0 : i32
    %g3_fill0 = linalg.fill ins(%g3_fillval0 : i32) outs(%g3_empty0 : tensor<3x?x?x?xi32>) -> tensor<3x?x?x?xi32>
    %v3 = linalg.map ins(%v2, %v2, %v2 : tensor<3x?x?x?xi32>, tensor<3x?x?x?xi32>, tensor<3x?x?x?xi32>) outs(%g3_fill0 : tensor<3x?x?x?xi32>)
      (%g3_in0: i32, %g3_in1: i32, %g3_in2: i32, %g3_out0: i32) {
        %g3_0 = arith.constant 4 : i32
        %g3_1 = arith.maxui %g3_in2, %g3_0 : i32
        %g3_2 = arith.constant 3 : i32
        %g3_3 = arith.constant 0 : i32
        %g3_4 = arith.constant 1 : i32
        %g3_5 = arith.cmpi eq, %g3_in2, %g3_3 : i32
        %g3_6 = arith.constant -1 : i32
        %g3_7 = arith.cmpi eq, %g3_in2, %g3_6 : i32
        %g3_8 = arith.ori %g3_5, %g3_7 : i1
        %g3_9 = arith.select %g3_8, %g3_4, %g3_in2 : i32
        %g3_10 = arith.divsi %g3_2, %g3_9 : i32
        %g3_11 = arith.maxsi %g3_1, %g3_10 : i32
        linalg.yield %g3_11 : i32
      }
    %v4 = tensor.collapse_shape %v1 [[0, 1], [2], [3]] : tensor<2x?x1x?xi32> into tensor<?x1x?xi32>
    %g5_c0_1 = arith.constant 2 : index
    %g5_d0_1 = tensor.dim %v4, %g5_c0_1 : tensor<?x1x?xi32>
    %g5_c0_3 = arith.constant 0 : index
    %g5_d0_3 = tensor.dim %v4, %g5_c0_3 : tensor<?x1x?xi32>
    %g5_empty0 = tensor.empty(%g5_d0_1, %g5_d0_3) : tensor<1x?x5x?xi32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3, d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v4 : tensor<?x1x?xi32>) outs(%g5_empty0 : tensor<1x?x5x?xi32>) {
    ^bb0(%g5_in0: i32, %g5_out0: i32):
      %g5_0 = arith.constant 4 : i32
      %g5_1 = arith.xori %g5_in0, %g5_0 : i32
      %g5_2 = arith.cmpi sge, %g5_in0, %g5_1 : i32
      %g5_3 = linalg.index 1 : index
      %g5_4 = arith.index_cast %g5_3 : index to i32
      %g5_5 = arith.cmpi sge, %g5_in0, %g5_4 : i32
      %g5_6 = arith.select %g5_5, %g5_in0, %g5_in0 : i32
      %g5_7 = linalg.index 0 : index
      %g5_8 = arith.index_cast %g5_7 : index to i32
      %g5_9 = arith.xori %g5_8, %g5_in0 : i32
      %g5_10 = arith.select %g5_2, %g5_6, %g5_9 : i32
      %g5_11 = linalg.index 2 : index
      %g5_12 = arith.index_cast %g5_11 : index to i32
      %g5_13 = arith.cmpi eq, %g5_in0, %g5_12 : i32
      %g5_14 = arith.select %g5_13, %g5_in0, %g5_in0 : i32
      %g5_15 = linalg.index 1 : index
      %g5_16 = arith.index_cast %g5_15 : index to i32
      %g5_17 = arith.cmpi sge, %g5_16, %g5_in0 : i32
      %g5_18 = arith.select %g5_17, %g5_in0, %g5_in0 : i32
      %g5_19 = arith.constant 32 : i32
      %g5_20 = arith.remui %g5_18, %g5_19 : i32
      %g5_21 = arith.shli %g5_14, %g5_20 : i32
      %g5_22 = arith.cmpi ne, %g5_10, %g5_21 : i32
      %g5_23 = linalg.index 2 : index
      %g5_24 = arith.index_cast %g5_23 : index to i32
      %g5_25 = arith.cmpi eq, %g5_24, %g5_in0 : i32
      %g5_26 = linalg.index 2 : index
      %g5_27 = arith.index_cast %g5_26 : index to i32
      %g5_28 = arith.select %g5_25, %g5_27, %g5_in0 : i32
      %g5_29 = arith.subi %g5_in0, %g5_in0 : i32
      %g5_30 = arith.minsi %g5_28, %g5_29 : i32
      %g5_31 = arith.select %g5_22, %g5_30, %g5_in0 : i32
      linalg.yield %g5_31 : i32
    } -> tensor<1x?x5x?xi32>
    %g6_c0_0 = arith.constant 1 : index
    %g6_d0_0 = tensor.dim %v5, %g6_c0_0 : tensor<1x?x5x?xi32>
    %g6_c0_2 = arith.constant 3 : index
    %g6_d0_2 = tensor.dim %v5, %g6_c0_2 : tensor<1x?x5x?xi32>
    %g6_empty0 = tensor.empty(%g6_d0_0, %g6_d0_2) : tensor<?x5x?xi32>
    %g6_fillval0 = arith.constant 2 : i32
    %g6_fill0 = linalg.fill ins(%g6_fillval0 : i32) outs(%g6_empty0 : tensor<?x5x?xi32>) -> tensor<?x5x?xi32>
    %g6_c1_0 = arith.constant 3 : index
    %g6_d1_0 = tensor.dim %v5, %g6_c1_0 : tensor<1x?x5x?xi32>
    %g6_c1_2 = arith.constant 1 : index
    %g6_d1_2 = tensor.dim %v5, %g6_c1_2 : tensor<1x?x5x?xi32>
    %g6_empty1 = tensor.empty(%g6_d1_0, %g6_d1_2) : tensor<?x5x?xi32>
    %g6_fillval1 = arith.constant -2 : i32
    %g6_fill1 = linalg.fill ins(%g6_fillval1 : i32) outs(%g6_empty1 : tensor<?x5x?xi32>) -> tensor<?x5x?xi32>
    %v6:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (0, d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2, d1, d0)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v5, %arg5, %arg5 : tensor<1x?x5x?xi32>, tensor<?x5x6xi32>, tensor<?x5x6xi32>) outs(%g6_fill0, %g6_fill1 : tensor<?x5x?xi32>, tensor<?x5x?xi32>) {
    ^bb0(%g6_in0: i32, %g6_in1: i32, %g6_in2: i32, %g6_out0: i32, %g6_out1: i32):
      %g6_0 = arith.maxsi %g6_in1, %g6_out1 : i32
      %g6_1 = arith.xori %g6_in0, %g6_0 : i32
      %g6_2 = arith.constant 32 : i32
      %g6_3 = arith.remui %g6_out1, %g6_2 : i32
      %g6_4 = arith.shrui %g6_in1, %g6_3 : i32
      %g6_5 = arith.andi %g6_out0, %g6_in0 : i32
      %g6_6 = arith.muli %g6_4, %g6_5 : i32
      linalg.yield %g6_1, %g6_6 : i32, i32
    } -> (tensor<?x5x?xi32>, tensor<?x5x?xi32>)
    return %v3, %v6#0, %v6#1 : tensor<3x?x?x?xi32>, tensor<?x5x?xi32>, tensor<?x5x?xi32>
  }
}
