// Corpus case 'refused-multi-operand-composed-map-ties-size': `fusefuzz generate --seed 6350176546131049858 --strategy multi-operand` under strategy multi-operand (found by `fusefuzz run --strategy every --seconds 20 --seed 2027`: the step obligation shape-contract failed before the refusal).
// EXPECT: pass
// STRATEGY: multi-operand
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}FuseOperands: composed-map-ties-size=
module attributes {fusefuzz.seed = 6350176546131049858 : i64, fusefuzz.policy = "0xdc00bea957a19f02"} {
  func.func @case(%arg0: tensor<2x?x?x1xi8> {fusefuzz.shape = array<i64: 2, 7, 2, 1>}, %arg1: tensor<3x2x?xi8> {fusefuzz.shape = array<i64: 3, 2, 3>}, %arg2: tensor<?x?x3x1xi8> {fusefuzz.shape = array<i64: 2, 2, 3, 1>}, %arg3: i8, %arg4: tensor<3x2x1x2xf32>, %arg5: tensor<3x2xi8>, %arg6: tensor<3x2x?xf32> {fusefuzz.shape = array<i64: 3, 2, 2>}, %arg7: tensor<?x3x2xi8> {fusefuzz.shape = array<i64: 2, 3, 2>}, %arg8: tensor<i8>, %arg9: tensor<2x3x2x2xi8>, %arg10: i8, %arg11: tensor<2x?x2x2xi8> {fusefuzz.shape = array<i64: 2, 3, 2, 2>}) -> (tensor<?x?x3xi8>, tensor<2x?x2x2xi8>) {
    %g0_c0_1 = arith.constant 2 : index
    %g0_d0_1 = tensor.dim %arg0, %g0_c0_1 : tensor<2x?x?x1xi8>
    %g0_c0_3 = arith.constant 1 : index
    %g0_d0_3 = tensor.dim %arg2, %g0_c0_3 : tensor<?x?x3x1xi8>
    %g0_empty0 = tensor.empty(%g0_d0_1, %g0_d0_3) : tensor<3x?x1x?xi8>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3, d0 * 3, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + d0)>, affine_map<(d0, d1, d2, d3) -> (d1, d3, d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<2x?x?x1xi8>, tensor<3x2x?xi8>, tensor<?x?x3x1xi8>) outs(%g0_empty0 : tensor<3x?x1x?xi8>) {
    ^bb0(%g0_in0: i8, %g0_in1: i8, %g0_in2: i8, %g0_out0: i8):
      %g0_0 = arith.constant 3 : i8
      %g0_1 = arith.cmpi eq, %g0_0, %g0_in2 : i8
      %g0_2 = arith.constant 6 : i8
      %g0_3 = arith.select %g0_1, %g0_2, %g0_in1 : i8
      %g0_4 = arith.xori %arg3, %g0_in1 : i8
      %g0_5 = arith.maxui %g0_3, %g0_4 : i8
      %g0_6 = arith.ori %g0_in0, %g0_in0 : i8
      %g0_7 = arith.addi %g0_in1, %g0_6 : i8
      %g0_8 = arith.ori %g0_5, %g0_7 : i8
      linalg.yield %g0_8 : i8
    } -> tensor<3x?x1x?xi8>
    %g1_c0_1 = arith.constant 1 : index
    %g1_d0_1 = tensor.dim %v0, %g1_c0_1 : tensor<3x?x1x?xi8>
    %g1_c0_2 = arith.constant 3 : index
    %g1_d0_2 = tensor.dim %v0, %g1_c0_2 : tensor<3x?x1x?xi8>
    %g1_empty0 = tensor.empty(%g1_d0_1, %g1_d0_2) : tensor<1x?x?x3xi8>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d1, d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d2, d1, d3, d0)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v0, %arg4, %arg2 : tensor<3x?x1x?xi8>, tensor<3x2x1x2xf32>, tensor<?x?x3x1xi8>) outs(%g1_empty0 : tensor<1x?x?x3xi8>) {
    ^bb0(%g1_in0: i8, %g1_in1: f32, %g1_in2: i8, %g1_out0: i8):
      %g1_0 = arith.constant 1 : i8
      %g1_1 = arith.xori %g1_0, %g1_in2 : i8
      linalg.yield %g1_1 : i8
    } -> tensor<1x?x?x3xi8>
    %g2_c0_0 = arith.constant 1 : index
    %g2_d0_0 = tensor.dim %v1, %g2_c0_0 : tensor<1x?x?x3xi8>
    %g2_c0_1 = arith.constant 2 : index
    %g2_d0_1 = tensor.dim %v1, %g2_c0_1 : tensor<1x?x?x3xi8>
    %g2_empty0 = tensor.empty(%g2_d0_0, %g2_d0_1) : tensor<?x?x3xi8>
    %g2_c1_0 = arith.constant 2 : index
    %g2_d1_0 = tensor.dim %v1, %g2_c1_0 : tensor<1x?x?x3xi8>
    %g2_c1_1 = arith.constant 1 : index
    %g2_d1_1 = tensor.dim %v1, %g2_c1_1 : tensor<1x?x?x3xi8>
    %g2_empty1 = tensor.empty(%g2_d1_0, %g2_d1_1) : tensor<?x?x3xi8>
    %v2:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (0, d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d0, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v1 : tensor<1x?x?x3xi8>) outs(%g2_empty0, %g2_empty1 : tensor<?x?x3xi8>, tensor<?x?x3xi8>) {
    ^bb0(%g2_in0: i8, %g2_out0: i8, %g2_out1: i8):
      %g2_0 = arith.ori %g2_in0, %g2_in0 : i8
      %g2_1 = arith.maxsi %g2_in0, %g2_0 : i8
      %g2_2 = arith.muli %g2_in0, %g2_in0 : i8
      %g2_3 = arith.constant 7 : i8
      %g2_4 = arith.xori %g2_3, %g2_in0 : i8
      %g2_5 = arith.cmpi ugt, %g2_2, %g2_4 : i8
      %g2_6 = linalg.index 2 : index
      %g2_7 = arith.index_cast %g2_6 : index to i32
      %g2_8 = arith.trunci %g2_7 : i32 to i8
      %g2_9 = arith.andi %g2_in0, %g2_8 : i8
      %g2_10 = arith.select %g2_5, %g2_9, %g2_in0 : i8
      %g2_11 = arith.andi %g2_10, %g2_in0 : i8
      linalg.yield %g2_1, %g2_11 : i8, i8
    } -> (tensor<?x?x3xi8>, tensor<?x?x3xi8>)
    %g3_c0_0 = arith.constant 0 : index
    %g3_d0_0 = tensor.dim %v2#1, %g3_c0_0 : tensor<?x?x3xi8>
    %g3_c0_1 = arith.constant 1 : index
    %g3_d0_1 = tensor.dim %v2#1, %g3_c0_1 : tensor<?x?x3xi8>
    %g3_empty0 = tensor.empty(%g3_d0_0, %g3_d0_1) : tensor<?x?x3xi8>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2, d1, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v2#1, %arg6 : tensor<?x?x3xi8>, tensor<3x2x?xf32>) outs(%g3_empty0 : tensor<?x?x3xi8>) {
    ^bb0(%g3_in0: i8, %g3_in1: f32, %g3_out0: i8):
      %g3_0 = arith.cmpf uno, %g3_in1, %g3_in1 : f32
      %g3_1 = arith.constant -1.000000e+02 : f32
      %g3_2 = arith.constant 1.000000e+02 : f32
      %g3_3 = arith.constant 0.000000e+00 : f32
      %g3_4 = arith.maximumf %g3_in1, %g3_1 : f32
      %g3_5 = arith.minimumf %g3_4, %g3_2 : f32
      %g3_6 = arith.select %g3_0, %g3_3, %g3_5 : f32
      %g3_7 = arith.fptosi %g3_6 : f32 to i32
      %g3_8 = arith.trunci %g3_7 : i32 to i8
      %g3_9 = arith.cmpf uno, %g3_in1, %g3_in1 : f32
      %g3_10 = arith.constant -1.000000e+02 : f32
      %g3_11 = arith.constant 1.000000e+02 : f32
      %g3_12 = arith.constant 0.000000e+00 : f32
      %g3_13 = arith.maximumf %g3_in1, %g3_10 : f32
      %g3_14 = arith.minimumf %g3_13, %g3_11 : f32
      %g3_15 = arith.select %g3_9, %g3_12, %g3_14 : f32
      %g3_16 = arith.fptosi %g3_15 : f32 to i32
      %g3_17 = arith.trunci %g3_16 : i32 to i8
      %g3_18 = arith.constant 0 : i8
      %g3_19 = arith.constant 1 : i8
      %g3_20 = arith.cmpi eq, %g3_17, %g3_18 : i8
      %g3_21 = arith.constant -1 : i8
      %g3_22 = arith.cmpi eq, %g3_17, %g3_21 : i8
      %g3_23 = arith.ori %g3_20, %g3_22 : i1
      %g3_24 = arith.select %g3_23, %g3_19, %g3_17 : i8
      %g3_25 = arith.remsi %g3_8, %g3_24 : i8
      %g3_26 = arith.cmpf uno, %g3_in1, %g3_in1 : f32
      %g3_27 = arith.constant -1.000000e+02 : f32
      %g3_28 = arith.constant 1.000000e+02 : f32
      %g3_29 = arith.constant 0.000000e+00 : f32
      %g3_30 = arith.maximumf %g3_in1, %g3_27 : f32
      %g3_31 = arith.minimumf %g3_30, %g3_28 : f32
      %g3_32 = arith.select %g3_26, %g3_29, %g3_31 : f32
      %g3_33 = arith.fptosi %g3_32 : f32 to i32
      %g3_34 = arith.trunci %g3_33 : i32 to i8
      %g3_35 = arith.cmpf uno, %g3_in1, %g3_in1 : f32
      %g3_36 = arith.constant -1.000000e+02 : f32
      %g3_37 = arith.constant 1.000000e+02 : f32
      %g3_38 = arith.constant 0.000000e+00 : f32
      %g3_39 = arith.maximumf %g3_in1, %g3_36 : f32
      %g3_40 = arith.minimumf %g3_39, %g3_37 : f32
      %g3_41 = arith.select %g3_35, %g3_38, %g3_40 : f32
      %g3_42 = arith.fptosi %g3_41 : f32 to i32
      %g3_43 = arith.trunci %g3_42 : i32 to i8
      %g3_44 = arith.subi %g3_34, %g3_43 : i8
      %g3_45 = arith.cmpi slt, %g3_25, %g3_44 : i8
      %g3_46 = arith.cmpf uno, %g3_in1, %g3_in1 : f32
      %g3_47 = arith.constant -1.000000e+02 : f32
      %g3_48 = arith.constant 1.000000e+02 : f32
      %g3_49 = arith.constant 0.000000e+00 : f32
      %g3_50 = arith.maximumf %g3_in1, %g3_47 : f32
      %g3_51 = arith.minimumf %g3_50, %g3_48 : f32
      %g3_52 = arith.select %g3_46, %g3_49, %g3_51 : f32
      %g3_53 = arith.fptosi %g3_52 : f32 to i32
      %g3_54 = arith.trunci %g3_53 : i32 to i8
      %g3_55 = arith.cmpf uno, %g3_in1, %g3_in1 : f32
      %g3_56 = arith.constant -1.000000e+02 : f32
      %g3_57 = arith.constant 1.000000e+02 : f32
      %g3_58 = arith.constant 0.000000e+00 : f32
      %g3_59 = arith.maximumf %g3_in1, %g3_56 : f32
      %g3_60 = arith.minimumf %g3_59, %g3_57 : f32
      %g3_61 = arith.select %g3_55, %g3_58, %g3_60 : f32
      %g3_62 = arith.fptosi %g3_61 : f32 to i32
      %g3_63 = arith.trunci %g3_62 : i32 to i8
      %g3_64 = arith.minsi %g3_54, %g3_63 : i8
      %g3_65 = arith.cmpf uno, %g3_in1, %g3_in1 : f32
      %g3_66 = arith.constant -1.000000e+02 : f32
      %g3_67 = arith.constant 1.000000e+02 : f32
      %g3_68 = arith.constant 0.000000e+00 : f32
      %g3_69 = arith.maximumf %g3_in1, %g3_66 : f32
      %g3_70 = arith.minimumf %g3_69, %g3_67 : f32
      %g3_71 = arith.select %g3_65, %g3_68, %g3_70 : f32
      %g3_72 = arith.fptosi %g3_71 : f32 to i32
      %g3_73 = arith.trunci %g3_72 : i32 to i8
      %g3_74 = arith.cmpf uno, %g3_in1, %g3_in1 : f32
      %g3_75 = arith.constant -1.000000e+02 : f32
      %g3_76 = arith.constant 1.000000e+02 : f32
      %g3_77 = arith.constant 0.000000e+00 : f32
      %g3_78 = arith.maximumf %g3_in1, %g3_75 : f32
      %g3_79 = arith.minimumf %g3_78, %g3_76 : f32
      %g3_80 = arith.select %g3_74, %g3_77, %g3_79 : f32
      %g3_81 = arith.fptosi %g3_80 : f32 to i32
      %g3_82 = arith.trunci %g3_81 : i32 to i8
      %g3_83 = arith.cmpi eq, %g3_73, %g3_82 : i8
      %g3_84 = arith.constant 6 : i8
      %g3_85 = arith.select %g3_83, %g3_in0, %g3_84 : i8
      %g3_86 = arith.select %g3_45, %g3_64, %g3_85 : i8
      %g3_87 = arith.cmpf uno, %g3_in1, %g3_in1 : f32
      %g3_88 = arith.constant -1.000000e+02 : f32
      %g3_89 = arith.constant 1.000000e+02 : f32
      %g3_90 = arith.constant 0.000000e+00 : f32
      %g3_91 = arith.maximumf %g3_in1, %g3_88 : f32
      %g3_92 = arith.minimumf %g3_91, %g3_89 : f32
      %g3_93 = arith.select %g3_87, %g3_90, %g3_92 : f32
      %g3_94 = arith.fptosi %g3_93 : f32 to i32
      %g3_95 = arith.trunci %g3_94 : i32 to i8
      %g3_96 = arith.constant 6 : i8
      %g3_97 = arith.constant 8 : i8
      %g3_98 = arith.remui %g3_96, %g3_97 : i8
      %g3_99 = arith.shrui %g3_95, %g3_98 : i8
      %g3_100 = arith.subi %g3_99, %g3_in0 : i8
      %g3_101 = arith.minsi %g3_86, %g3_100 : i8
      linalg.yield %g3_101 : i8
    } -> tensor<?x?x3xi8>
    %g4_c0_0 = arith.constant 0 : index
    %g4_d0_0 = tensor.dim %v3, %g4_c0_0 : tensor<?x?x3xi8>
    %g4_c0_2 = arith.constant 1 : index
    %g4_d0_2 = tensor.dim %v3, %g4_c0_2 : tensor<?x?x3xi8>
    %g4_empty0 = tensor.empty(%g4_d0_0, %g4_d0_2) : tensor<?x3x?xi8>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d2, d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v3, %v3, %arg7 : tensor<?x?x3xi8>, tensor<?x?x3xi8>, tensor<?x3x2xi8>) outs(%g4_empty0 : tensor<?x3x?xi8>) {
    ^bb0(%g4_in0: i8, %g4_in1: i8, %g4_in2: i8, %g4_out0: i8):
      %g4_0 = arith.constant -1 : i8
      %g4_1 = arith.constant 0 : i8
      %g4_2 = arith.constant 1 : i8
      %g4_3 = arith.cmpi eq, %g4_in1, %g4_1 : i8
      %g4_4 = arith.select %g4_3, %g4_2, %g4_in1 : i8
      %g4_5 = arith.remui %g4_0, %g4_4 : i8
      %g4_6 = arith.constant 7 : i8
      %g4_7 = arith.addi %g4_in0, %g4_6 : i8
      %g4_8 = arith.xori %g4_5, %g4_7 : i8
      %g4_9 = arith.muli %g4_in2, %g4_in0 : i8
      %g4_10 = arith.cmpi ugt, %g4_8, %g4_9 : i8
      %g4_11 = arith.subi %g4_in1, %g4_in1 : i8
      %g4_12 = arith.maxui %g4_in0, %g4_11 : i8
      %g4_13 = arith.select %g4_10, %g4_in2, %g4_12 : i8
      linalg.yield %g4_13 : i8
    } -> tensor<?x3x?xi8>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v4, %arg8, %arg9 : tensor<?x3x?xi8>, tensor<i8>, tensor<2x3x2x2xi8>) outs(%arg11 : tensor<2x?x2x2xi8>) {
    ^bb0(%g5_in0: i8, %g5_in1: i8, %g5_in2: i8, %g5_out0: i8):
      %g5_0 = arith.subi %g5_in2, %g5_in1 : i8
      %g5_1 = arith.minsi %g5_in1, %g5_out0 : i8
      %g5_2 = arith.maxsi %g5_0, %g5_1 : i8
      %g5_3 = arith.constant 8 : i8
      %g5_4 = arith.remui %arg10, %g5_3 : i8
      %g5_5 = arith.shli %arg10, %g5_4 : i8
      %g5_6 = arith.xori %g5_in1, %arg10 : i8
      %g5_7 = arith.maxsi %g5_5, %g5_6 : i8
      %g5_8 = arith.constant 8 : i8
      %g5_9 = arith.remui %g5_7, %g5_8 : i8
      %g5_10 = arith.shrui %g5_2, %g5_9 : i8
      linalg.yield %g5_10 : i8
    } -> tensor<2x?x2x2xi8>
    return %v2#0, %v5 : tensor<?x?x3xi8>, tensor<2x?x2x2xi8>
  }
}
