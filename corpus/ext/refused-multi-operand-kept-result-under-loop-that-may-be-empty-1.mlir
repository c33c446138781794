// Corpus case 'refused-multi-operand-kept-result-under-loop-that-may-be-empty': `fusefuzz generate --seed 102 --strategy multi-operand` under strategy multi-operand.
// EXPECT: pass
// STRATEGY: multi-operand
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}FuseOperands: kept-result-under-loop-that-may-be-empty=
module attributes {fusefuzz.seed = 102 : i64, fusefuzz.policy = "0x08ee098aadf7dc68"} {
  func.func @case(%arg0: tensor<13xi8>, %arg1: i8, %arg2: tensor<1x4x?x5xi8> {fusefuzz.shape = array<i64: 1, 4, 3, 5>}, %arg3: tensor<7x6xf32>, %arg4: tensor<?x2x6xi32> {fusefuzz.shape = array<i64: 4, 2, 6>}, %arg5: tensor<f32>, %arg6: tensor<?x?x3x?xf32> {fusefuzz.shape = array<i64: 3, 4, 3, 1>}, %arg7: tensor<?x2x3x?xf32> {fusefuzz.shape = array<i64: 3, 2, 3, 1>}, %arg8: tensor<3x?xf32> {fusefuzz.shape = array<i64: 3, 6>}, %arg9: tensor<f32>, %arg10: tensor<3x?x?xf32> {fusefuzz.shape = array<i64: 3, 3, 1>}, %arg11: tensor<3x3x1x3x6xf32>) -> (tensor<?x1x5x4xi32>, tensor<?x6x2xi32>, tensor<3x3x1x3x6xf32>, tensor<3x?x?x?xf32>) {
    %g0_empty0 = tensor.empty() : tensor<3x5xi8>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1 * 3)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<13xi8>) outs(%g0_empty0 : tensor<3x5xi8>) {
    ^bb0(%g0_in0: i8, %g0_out0: i8):
      %g0_0 = arith.constant 0 : i8
      %g0_1 = arith.addi %g0_0, %arg1 : i8
      %g0_2 = arith.constant 2 : i8
      %g0_3 = arith.ori %g0_2, %g0_in0 : i8
      %g0_4 = arith.minsi %g0_1, %g0_3 : i8
      linalg.yield %g0_4 : i8
    } -> tensor<3x5xi8>
    %g1_c0_0 = arith.constant 2 : index
    %g1_d0_0 = tensor.dim %arg2, %g1_c0_0 : tensor<1x4x?x5xi8>
    %g1_empty0 = tensor.empty(%g1_d0_0) : tensor<?x1x5x4xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d0, d3, d1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v0, %arg2 : tensor<3x5xi8>, tensor<1x4x?x5xi8>) outs(%g1_empty0 : tensor<?x1x5x4xi32>) {
    ^bb0(%g1_in0: i8, %g1_in1: i8, %g1_out0: i32):
      %g1_0 = arith.constant -2 : i32
      %g1_1 = arith.extsi %g1_in0 : i8 to i32
      %g1_2 = arith.constant 32 : i32
      %g1_3 = arith.remui %g1_1, %g1_2 : i32
      %g1_4 = arith.shli %g1_0, %g1_3 : i32
      %g1_5 = arith.extsi %g1_in1 : i8 to i32
      %g1_6 = arith.extsi %g1_in1 : i8 to i32
      %g1_7 = arith.maxui %g1_5, %g1_6 : i32
      %g1_8 = arith.cmpi ult, %g1_4, %g1_7 : i32
      %g1_9 = arith.extsi %g1_in0 : i8 to i32
      %g1_10 = arith.extsi %g1_in1 : i8 to i32
      %g1_11 = arith.constant 0 : i32
      %g1_12 = arith.constant 1 : i32
      %g1_13 = arith.cmpi eq, %g1_10, %g1_11 : i32
      %g1_14 = arith.constant -1 : i32
      %g1_15 = arith.cmpi eq, %g1_10, %g1_14 : i32
      %g1_16 = arith.ori %g1_13, %g1_15 : i1
      %g1_17 = arith.select %g1_16, %g1_12, %g1_10 : i32
      %g1_18 = arith.remsi %g1_9, %g1_17 : i32
      %g1_19 = arith.extsi %g1_in0 : i8 to i32
      %g1_20 = arith.select %g1_8, %g1_18, %g1_19 : i32
      %g1_21 = arith.extsi %g1_in0 : i8 to i32
      %g1_22 = arith.extsi %g1_in1 : i8 to i32
      %g1_23 = arith.maxui %g1_21, %g1_22 : i32
      %g1_24 = arith.extsi %g1_in1 : i8 to i32
      %g1_25 = arith.extsi %g1_in0 : i8 to i32
      %g1_26 = arith.muli %g1_24, %g1_25 : i32
      %g1_27 = arith.cmpi eq, %g1_23, %g1_26 : i32
      %g1_28 = linalg.index 0 : index
      %g1_29 = arith.index_cast %g1_28 : index to i32
      %g1_30 = arith.extsi %g1_in0 : i8 to i32
      %g1_31 = arith.select %g1_27, %g1_29, %g1_30 : i32
      %g1_32 = arith.muli %g1_20, %g1_31 : i32
      linalg.yield %g1_32 : i32
    } -> tensor<?x1x5x4xi32>
    %l2_dest = tensor.empty() : tensor<6x2x4xf32>
    %l2_padval = arith.constant 7.000000e+00 : f32
    %v2 = linalg.pack %arg3 padding_value(%l2_padval : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0] inner_tiles = [4] into %l2_dest : tensor<7x6xf32> -> tensor<6x2x4xf32>
    %g3_c0_0 = arith.constant 0 : index
    %g3_d0_0 = tensor.dim %arg4, %g3_c0_0 : tensor<?x2x6xi32>
    %g3_empty0 = tensor.empty(%g3_d0_0) : tensor<?x6x2xi32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v2, %arg4, %arg5 : tensor<6x2x4xf32>, tensor<?x2x6xi32>, tensor<f32>) outs(%g3_empty0 : tensor<?x6x2xi32>) {
    ^bb0(%g3_in0: f32, %g3_in1: i32, %g3_in2: f32, %g3_out0: i32):
      %g3_0 = arith.constant 0 : i32
      %g3_1 = arith.constant 1 : i32
      %g3_2 = arith.cmpi eq, %g3_in1, %g3_0 : i32
      %g3_3 = arith.constant -1 : i32
      %g3_4 = arith.cmpi eq, %g3_in1, %g3_3 : i32
      %g3_5 = arith.ori %g3_2, %g3_4 : i1
      %g3_6 = arith.select %g3_5, %g3_1, %g3_in1 : i32
      %g3_7 = arith.divsi %g3_in1, %g3_6 : i32
      %g3_8 = arith.cmpf uno, %g3_in0, %g3_in0 : f32
      %g3_9 = arith.constant -1.000000e+02 : f32
      %g3_10 = arith.constant 1.000000e+02 : f32
      %g3_11 = arith.constant 0.000000e+00 : f32
      %g3_12 = arith.maximumf %g3_in0, %g3_9 : f32
      %g3_13 = arith.minimumf %g3_12, %g3_10 : f32
      %g3_14 = arith.select %g3_8, %g3_11, %g3_13 : f32
      %g3_15 = arith.fptosi %g3_14 : f32 to i32
      %g3_16 = arith.cmpi eq, %g3_7, %g3_15 : i32
      %g3_17 = arith.cmpf uno, %g3_in2, %g3_in2 : f32
      %g3_18 = arith.constant -1.000000e+02 : f32
      %g3_19 = arith.constant 1.000000e+02 : f32
      %g3_20 = arith.constant 0.000000e+00 : f32
      %g3_21 = arith.maximumf %g3_in2, %g3_18 : f32
      %g3_22 = arith.minimumf %g3_21, %g3_19 : f32
      %g3_23 = arith.select %g3_17, %g3_20, %g3_22 : f32
      %g3_24 = arith.fptosi %g3_23 : f32 to i32
      %g3_25 = arith.cmpf uno, %g3_in2, %g3_in2 : f32
      %g3_26 = arith.constant -1.000000e+02 : f32
      %g3_27 = arith.constant 1.000000e+02 : f32
      %g3_28 = arith.constant 0.000000e+00 : f32
      %g3_29 = arith.maximumf %g3_in2, %g3_26 : f32
      %g3_30 = arith.minimumf %g3_29, %g3_27 : f32
      %g3_31 = arith.select %g3_25, %g3_28, %g3_30 : f32
      %g3_32 = arith.fptosi %g3_31 : f32 to i32
      %g3_33 = arith.cmpf uno, %g3_in2, %g3_in2 : f32
      %g3_34 = arith.constant -1.000000e+02 : f32
      %g3_35 = arith.constant 1.000000e+02 : f32
      %g3_36 = arith.constant 0.000000e+00 : f32
      %g3_37 = arith.maximumf %g3_in2, %g3_34 : f32
      %g3_38 = arith.minimumf %g3_37, %g3_35 : f32
      %g3_39 = arith.select %g3_33, %g3_36, %g3_38 : f32
      %g3_40 = arith.fptosi %g3_39 : f32 to i32
      %g3_41 = arith.muli %g3_32, %g3_40 : i32
      %g3_42 = arith.select %g3_16, %g3_24, %g3_41 : i32
      %g3_43 = arith.cmpf uno, %g3_in0, %g3_in0 : f32
      %g3_44 = arith.constant -1.000000e+02 : f32
      %g3_45 = arith.constant 1.000000e+02 : f32
      %g3_46 = arith.constant 0.000000e+00 : f32
      %g3_47 = arith.maximumf %g3_in0, %g3_44 : f32
      %g3_48 = arith.minimumf %g3_47, %g3_45 : f32
      %g3_49 = arith.select %g3_43, %g3_46, %g3_48 : f32
      %g3_50 = arith.fptosi %g3_49 : f32 to i32
      %g3_51 = arith.cmpf uno, %g3_in2, %g3_in2 : f32
      %g3_52 = arith.constant -1.000000e+02 : f32
      %g3_53 = arith.constant 1.000000e+02 : f32
      %g3_54 = arith.constant 0.000000e+00 : f32
      %g3_55 = arith.maximumf %g3_in2, %g3_52 : f32
      %g3_56 = arith.minimumf %g3_55, %g3_53 : f32
      %g3_57 = arith.select %g3_51, %g3_54, %g3_56 : f32
      %g3_58 = arith.fptosi %g3_57 : f32 to i32
      %g3_59 = arith.xori %g3_50, %g3_58 : i32
      %g3_60 = arith.cmpf uno, %g3_in2, %g3_in2 : f32
      %g3_61 = arith.constant -1.000000e+02 : f32
      %g3_62 = arith.constant 1.000000e+02 : f32
      %g3_63 = arith.constant 0.000000e+00 : f32
      %g3_64 = arith.maximumf %g3_in2, %g3_61 : f32
      %g3_65 = arith.minimumf %g3_64, %g3_62 : f32
      %g3_66 = arith.select %g3_60, %g3_63, %g3_65 : f32
      %g3_67 = arith.fptosi %g3_66 : f32 to i32
      %g3_68 = arith.constant 0 : i32
      %g3_69 = arith.constant 1 : i32
      %g3_70 = arith.cmpi eq, %g3_67, %g3_68 : i32
      %g3_71 = arith.select %g3_70, %g3_69, %g3_67 : i32
      %g3_72 = arith.remui %g3_59, %g3_71 : i32
      %g3_73 = arith.constant 0 : i32
      %g3_74 = arith.constant 1 : i32
      %g3_75 = arith.cmpi eq, %g3_72, %g3_73 : i32
      %g3_76 = arith.select %g3_75, %g3_74, %g3_72 : i32
      %g3_77 = arith.remui %g3_42, %g3_76 : i32
      linalg.yield %g3_77 : i32
    } -> tensor<?x6x2xi32>
    %v4 = tensor.concat dim(1) %arg7, %arg6 : (tensor<?x2x3x?xf32>, tensor<?x?x3x?xf32>) -> tensor<?x?x3x?xf32>
    %g5_c0_1 = arith.constant 0 : index
    %g5_d0_1 = tensor.dim %v4, %g5_c0_1 : tensor<?x?x3x?xf32>
    %g5_c0_2 = arith.constant 1 : index
    %g5_d0_2 = tensor.dim %v4, %g5_c0_2 : tensor<?x?x3x?xf32>
    %g5_empty0 = tensor.empty(%g5_d0_1, %g5_d0_2) : tensor<3x?x?xf32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0, 0)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v4, %arg8, %arg9 : tensor<?x?x3x?xf32>, tensor<3x?xf32>, tensor<f32>) outs(%g5_empty0 : tensor<3x?x?xf32>) {
    ^bb0(%g5_in0: f32, %g5_in1: f32, %g5_in2: f32, %g5_out0: f32):
      %g5_0 = arith.cmpf oge, %g5_in0, %g5_in1 : f32
      %g5_1 = arith.select %g5_0, %g5_in2, %g5_in2 : f32
      %g5_2 = math.sqrt %g5_1 : f32
      linalg.yield %g5_2 : f32
    } -> tensor<3x?x?xf32>
    %g6_c1_1 = arith.constant 1 : index
    %g6_d1_1 = tensor.dim %v5, %g6_c1_1 : tensor<3x?x?xf32>
    %g6_c1_2 = arith.constant 2 : index
    %g6_d1_2 = tensor.dim %arg10, %g6_c1_2 : tensor<3x?x?xf32>
    %g6_c1_3 = arith.constant 2 : index
    %g6_d1_3 = tensor.dim %v5, %g6_c1_3 : tensor<3x?x?xf32>
    %g6_empty1 = tensor.empty(%g6_d1_1, %g6_d1_2, %g6_d1_3) : tensor<3x?x?x?xf32>
    %v6:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v5, %arg10 : tensor<3x?x?xf32>, tensor<3x?x?xf32>) outs(%arg11, %g6_empty1 : tensor<3x3x1x3x6xf32>, tensor<3x?x?x?xf32>) {
    ^bb0(%g6_in0: f32, %g6_in1: f32, %g6_out0: f32, %g6_out1: f32):
      %g6_0 = arith.cmpf ugt, %g6_in1, %g6_in1 : f32
      %g6_1 = arith.constant -0.000000e+00 : f32
      %g6_2 = arith.select %g6_0, %g6_in0, %g6_1 : f32
      %g6_3 = arith.divf %g6_2, %g6_in0 : f32
      %g6_4 = arith.addf %g6_in1, %g6_in0 : f32
      %g6_5 = arith.cmpf une, %g6_3, %g6_4 : f32
      %g6_6 = arith.constant 1.000000e+00 : f32
      %g6_7 = arith.maximumf %g6_6, %g6_in1 : f32
      %g6_8 = math.absf %g6_7 : f32
      %g6_9 = arith.constant -0.000000e+00 : f32
      %g6_10 = arith.cmpf olt, %g6_9, %g6_in0 : f32
      %g6_11 = arith.select %g6_10, %g6_in1, %g6_in1 : f32
      %g6_12 = arith.addf %g6_in0, %g6_11 : f32
      %g6_13 = arith.select %g6_5, %g6_8, %g6_12 : f32
      %g6_14 = arith.cmpf ord, %g6_in1, %g6_in1 : f32
      %g6_15 = arith.select %g6_14, %g6_in0, %g6_in0 : f32
      %g6_16 = math.absf %g6_15 : f32
      %g6_17 = math.floor %g6_in1 : f32
      %g6_18 = arith.constant -3.000000e+00 : f32
      %g6_19 = arith.mulf %g6_17, %g6_18 : f32
      %g6_20 = arith.minimumf %g6_16, %g6_19 : f32
      linalg.yield %g6_13, %g6_20 : f32, f32
    } -> (tensor<3x3x1x3x6xf32>, tensor<3x?x?x?xf32>)
    return %v1, %v3, %v6#0, %v6#1 : tensor<?x1x5x4xi32>, tensor<?x6x2xi32>, tensor<3x3x1x3x6xf32>, tensor<3x?x?x?xf32>
  }
}
