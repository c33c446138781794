// Corpus case 'refused-collapsing-producer-not-generic': `fusefuzz generate --seed 32` under strategy reshape-collapsing.
// EXPECT: pass
// STRATEGY: reshape-collapsing
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}FoldReshapeWithGenericOpByCollapsing: producer not a generic op=
module attributes {fusefuzz.seed = 32 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<8xf32>, %arg1: tensor<4x?xf32> {fusefuzz.shape = array<i64: 4, 3>}, %arg2: tensor<5x5x?x3xf32> {fusefuzz.shape = array<i64: 5, 5, 3, 3>}, %arg3: index {fusefuzz.value = 1 : i64}, %arg4: index {fusefuzz.value = 1 : i64}, %arg5: f32, %arg6: tensor<?x8x?x5xi32> {fusefuzz.shape = array<i64: 5, 8, 7, 5>}) -> (tensor<2x?xf32>, tensor<3x25x?xf32>, tensor<?x8x?x5xi32>, tensor<?x8x?x?xi32>) {
    %l0_dest = tensor.empty() : tensor<2x4xf32>
    %v0 = linalg.pack %arg0 inner_dims_pos = [0] inner_tiles = [4] into %l0_dest : tensor<8xf32> -> tensor<2x4xf32>
    %g1_c0_1 = arith.constant 1 : index
    %g1_d0_1 = tensor.dim %arg1, %g1_c0_1 : tensor<4x?xf32>
    %g1_empty0 = tensor.empty(%g1_d0_1) : tensor<2x?xf32>
    %g1_fillval0 = arith.constant 2.000000e+00 : f32
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : f32) outs(%g1_empty0 : tensor<2x?xf32>) -> tensor<2x?xf32>
    %v1 = linalg.matmul ins(%v0, %arg1 : tensor<2x4xf32>, tensor<4x?xf32>) outs(%g1_fill0 : tensor<2x?xf32>) -> tensor<2x?xf32>
    %g2_c0_3 = arith.constant 2 : index
    %g2_d0_3 = tensor.dim %arg2, %g2_c0_3 : tensor<5x5x?x3xf32>
    %g2_empty0 = tensor.empty(%g2_d0_3) : tensor<3x5x5x?xf32>
    %v2 = linalg.transpose ins(%arg2 : tensor<5x5x?x3xf32>) outs(%g2_empty0 : tensor<3x5x5x?xf32>) permutation = [3, 0, 1, 2]
    %v3 = tensor.pad %v2 low[1, 1, 1, 1] high[%arg3, 2, %arg4, 1] {
    ^bb0(%p3_i0: index, %p3_i1: index, %p3_i2: index, %p3_i3: index):
      tensor.yield %arg5 : f32
    } : tensor<3x5x5x?xf32> to tensor<?x8x?x?xf32>
    %g4_c0_3 = arith.constant 3 : index
    %g4_d0_3 = tensor.dim %v2, %g4_c0_3 : tensor<3x5x5x?xf32>
    %g4_empty0 = tensor.empty(%g4_d0_3) : tensor<3x5x5x?xf32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v2, %v2, %v2 : tensor<3x5x5x?xf32>, tensor<3x5x5x?xf32>, tensor<3x5x5x?xf32>) outs(%g4_empty0 : tensor<3x5x5x?xf32>) {
    ^bb0(%g4_in0: f32, %g4_in1: f32, %g4_in2: f32, %g4_out0: f32):
      %g4_0 = arith.mulf %g4_in2, %g4_in1 : f32
      linalg.yield %g4_0 : f32
    } -> tensor<3x5x5x?xf32>
    %v5 = tensor.collapse_shape %v4 [[0], [1, 2], [3]] : tensor<3x5x5x?xf32> into tensor<3x25x?xf32>
    %g6_c0_0 = arith.constant 0 : index
    %g6_d0_0 = tensor.dim %v3, %g6_c0_0 : tensor<?x8x?x?xf32>
    %g6_c0_2 = arith.constant 2 : index
    %g6_d0_2 = tensor.dim %v3, %g6_c0_2 : tensor<?x8x?x?xf32>
    %g6_c0_3 = arith.constant 3 : index
    %g6_d0_3 = tensor.dim %v3, %g6_c0_3 : tensor<?x8x?x?xf32>
    %g6_empty0 = tensor.empty(%g6_d0_0, %g6_d0_2, %g6_d0_3) : tensor<?x8x?x?xf32>
    %v6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v3 : tensor<?x8x?x?xf32>) outs(%g6_empty0 : tensor<?x8x?x?xf32>) {
    ^bb0(%g6_in0: f32, %g6_out0: f32):
      %g6_0 = arith.constant -0.000000e+00 : f32
      %g6_1 = arith.divf %g6_in0, %g6_in0 : f32
      %g6_2 = arith.maximumf %g6_in0, %g6_in0 : f32
      %g6_3 = arith.subf %g6_1, %g6_2 : f32
      %g6_4 = arith.subf %g6_0, %g6_3 : f32
      linalg.yield %g6_4 : f32
    } -> tensor<?x8x?x?xf32>
    %g7_c1_0 = arith.constant 0 : index
    %g7_d1_0 = tensor.dim %v6, %g7_c1_0 : tensor<?x8x?x?xf32>
    %g7_c1_2 = arith.constant 2 : index
    %g7_d1_2 = tensor.dim %v6, %g7_c1_2 : tensor<?x8x?x?xf32>
    %g7_c1_3 = arith.constant 3 : index
    %g7_d1_3 = tensor.dim %v6, %g7_c1_3 : tensor<?x8x?x?xf32>
    %g7_empty1 = tensor.empty(%g7_d1_0, %g7_d1_2, %g7_d1_3) : tensor<?x8x?x?xi32>
    %v7:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v6 : tensor<?x8x?x?xf32>) outs(%arg6, %g7_empty1 : tensor<?x8x?x5xi32>, tensor<?x8x?x?xi32>) {
    ^bb0(%g7_in0: f32, %g7_out0: i32, %g7_out1: i32):
      %g7_0 = arith.constant 5 : i32
      %g7_1 = arith.cmpf uno, %g7_in0, %g7_in0 : f32
      %g7_2 = arith.constant -1.000000e+02 : f32
      %g7_3 = arith.constant 1.000000e+02 : f32
      %g7_4 = arith.constant 0.000000e+00 : f32
      %g7_5 = arith.maximumf %g7_in0, %g7_2 : f32
      %g7_6 = arith.minimumf %g7_5, %g7_3 : f32
      %g7_7 = arith.select %g7_1, %g7_4, %g7_6 : f32
      %g7_8 = arith.fptosi %g7_7 : f32 to i32
      %g7_9 = arith.cmpf uno, %g7_in0, %g7_in0 : f32
      %g7_10 = arith.constant -1.000000e+02 : f32
      %g7_11 = arith.constant 1.000000e+02 : f32
      %g7_12 = arith.constant 0.000000e+00 : f32
      %g7_13 = arith.maximumf %g7_in0, %g7_10 : f32
      %g7_14 = arith.minimumf %g7_13, %g7_11 : f32
      %g7_15 = arith.select %g7_9, %g7_12, %g7_14 : f32
      %g7_16 = arith.fptosi %g7_15 : f32 to i32
      %g7_17 = arith.ori %g7_8, %g7_16 : i32
      %g7_18 = arith.constant -2 : i32
      %g7_19 = arith.cmpf uno, %g7_in0, %g7_in0 : f32
      %g7_20 = arith.constant -1.000000e+02 : f32
      %g7_21 = arith.constant 1.000000e+02 : f32
      %g7_22 = arith.constant 0.000000e+00 : f32
      %g7_23 = arith.maximumf %g7_in0, %g7_20 : f32
      %g7_24 = arith.minimumf %g7_23, %g7_21 : f32
      %g7_25 = arith.select %g7_19, %g7_22, %g7_24 : f32
      %g7_26 = arith.fptosi %g7_25 : f32 to i32
      %g7_27 = arith.ori %g7_18, %g7_26 : i32
      %g7_28 = arith.constant 32 : i32
      %g7_29 = arith.remui %g7_27, %g7_28 : i32
      %g7_30 = arith.shli %g7_17, %g7_29 : i32
      %g7_31 = arith.addi %g7_0, %g7_30 : i32
      %g7_32 = linalg.index 2 : index
      %g7_33 = arith.index_cast %g7_32 : index to i32
      %g7_34 = arith.cmpf uno, %g7_in0, %g7_in0 : f32
      %g7_35 = arith.constant -1.000000e+02 : f32
      %g7_36 = arith.constant 1.000000e+02 : f32
      %g7_37 = arith.constant 0.000000e+00 : f32
      %g7_38 = arith.maximumf %g7_in0, %g7_35 : f32
      %g7_39 = arith.minimumf %g7_38, %g7_36 : f32
      %g7_40 = arith.select %g7_34, %g7_37, %g7_39 : f32
      %g7_41 = arith.fptosi %g7_40 : f32 to i32
      %g7_42 = arith.minsi %g7_33, %g7_41 : i32
      %g7_43 = arith.cmpf uno, %g7_in0, %g7_in0 : f32
      %g7_44 = arith.constant -1.000000e+02 : f32
      %g7_45 = arith.constant 1.000000e+02 : f32
      %g7_46 = arith.constant 0.000000e+00 : f32
      %g7_47 = arith.maximumf %g7_in0, %g7_44 : f32
      %g7_48 = arith.minimumf %g7_47, %g7_45 : f32
      %g7_49 = arith.select %g7_43, %g7_46, %g7_48 : f32
      %g7_50 = arith.fptosi %g7_49 : f32 to i32
      %g7_51 = arith.andi %g7_42, %g7_50 : i32
      %g7_52 = arith.cmpf uno, %g7_in0, %g7_in0 : f32
      %g7_53 = arith.constant -1.000000e+02 : f32
      %g7_54 = arith.constant 1.000000e+02 : f32
      %g7_55 = arith.constant 0.000000e+00 : f32
      %g7_56 = arith.maximumf %g7_in0, %g7_53 : f32
      %g7_57 = arith.minimumf %g7_56, %g7_54 : f32
      %g7_58 = arith.select %g7_52, %g7_55, %g7_57 : f32
      %g7_59 = arith.fptosi %g7_58 : f32 to i32
      %g7_60 = linalg.index 2 : index
      %g7_61 = arith.index_cast %g7_60 : index to i32
      %g7_62 = arith.constant -2 : i32
      %g7_63 = arith.constant 0 : i32
      %g7_64 = arith.constant 1 : i32
      %g7_65 = arith.cmpi eq, %g7_62, %g7_63 : i32
      %g7_66 = arith.constant -1 : i32
      %g7_67 = arith.cmpi eq, %g7_62, %g7_66 : i32
      %g7_68 = arith.ori %g7_65, %g7_67 : i1
      %g7_69 = arith.select %g7_68, %g7_64, %g7_62 : i32
      %g7_70 = arith.remsi %g7_61, %g7_69 : i32
      %g7_71 = arith.constant 0 : i32
      %g7_72 = arith.constant 1 : i32
      %g7_73 = arith.cmpi eq, %g7_70, %g7_71 : i32
      %g7_74 = arith.select %g7_73, %g7_72, %g7_70 : i32
      %g7_75 = arith.divui %g7_59, %g7_74 : i32
      %g7_76 = arith.constant 32 : i32
      %g7_77 = arith.remui %g7_75, %g7_76 : i32
      %g7_78 = arith.shrui %g7_51, %g7_77 : i32
      linalg.yield %g7_31, %g7_78 : i32, i32
    } -> (tensor<?x8x?x5xi32>, tensor<?x8x?x?xi32>)
    return %v1, %v5, %v7#0, %v7#1 : tensor<2x?xf32>, tensor<3x25x?xf32>, tensor<?x8x?x5xi32>, tensor<?x8x?x?xi32>
  }
}
