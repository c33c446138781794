// Corpus case 'refused-multi-root-root-extent-differs': `fusefuzz generate --seed 102 --strategy multi-root` under strategy multi-root.
// EXPECT: pass
// STRATEGY: multi-root
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}MultiRoot: root-extent-differs=
module attributes {fusefuzz.seed = 102 : i64, fusefuzz.policy = "0x704eae7228c8393f"} {
  func.func @case(%arg0: tensor<10x2x3xi32>, %arg1: tensor<?x2x3xi32> {fusefuzz.shape = array<i64: 1, 2, 3>}, %arg2: tensor<2x3xi32>, %arg3: tensor<?xi32> {fusefuzz.shape = array<i64: 4>}, %arg4: tensor<?x?x?xf16> {fusefuzz.shape = array<i64: 3, 4, 3>}, %arg5: tensor<3x4x7xf16>, %arg6: tensor<4x3x3xf32>, %arg7: tensor<?x?x3x?xf32> {fusefuzz.shape = array<i64: 3, 4, 3, 1>}, %arg8: tensor<?x2x3x?xf32> {fusefuzz.shape = array<i64: 3, 2, 3, 1>}) -> (tensor<?xi32>, tensor<?x?x?xi8>, tensor<?x3x?x?xf32>, tensor<?x?x3x?xf32>) {
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0 * 3, d1, d2)>, affine_map<(d0, d1, d2) -> (0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%arg0, %arg1, %arg2 : tensor<10x2x3xi32>, tensor<?x2x3xi32>, tensor<2x3xi32>) outs(%arg3 : tensor<?xi32>) {
    ^bb0(%g0_in0: i32, %g0_in1: i32, %g0_in2: i32, %g0_out0: i32):
      %g0_0 = arith.constant 32 : i32
      %g0_1 = arith.remui %g0_in1, %g0_0 : i32
      %g0_2 = arith.shrsi %g0_in2, %g0_1 : i32
      %g0_3 = arith.muli %g0_2, %g0_in1 : i32
      %g0_4 = arith.cmpi slt, %g0_in1, %g0_3 : i32
      %g0_5 = arith.constant 7 : i32
      %g0_6 = arith.subi %g0_5, %g0_in2 : i32
      %g0_7 = arith.muli %g0_6, %g0_in1 : i32
      %g0_8 = arith.constant 3 : i32
      %g0_9 = arith.minsi %g0_8, %g0_in1 : i32
      %g0_10 = arith.select %g0_4, %g0_7, %g0_9 : i32
      %g0_11 = arith.addi %g0_out0, %g0_10 : i32
      linalg.yield %g0_11 : i32
    } -> tensor<?xi32>
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %arg4, %g1_c0_0 : tensor<?x?x?xf16>
    %g1_c0_1 = arith.constant 1 : index
    %g1_d0_1 = tensor.dim %arg4, %g1_c0_1 : tensor<?x?x?xf16>
    %g1_c0_2 = arith.constant 2 : index
    %g1_d0_2 = tensor.dim %arg4, %g1_c0_2 : tensor<?x?x?xf16>
    %g1_empty0 = tensor.empty(%g1_d0_0, %g1_d0_1, %g1_d0_2) : tensor<?x?x?xf16>
    %g1_c1_0 = arith.constant 0 : index
    %g1_d1_0 = tensor.dim %arg4, %g1_c1_0 : tensor<?x?x?xf16>
    %g1_c1_1 = arith.constant 1 : index
    %g1_d1_1 = tensor.dim %arg4, %g1_c1_1 : tensor<?x?x?xf16>
    %g1_c1_2 = arith.constant 2 : index
    %g1_d1_2 = tensor.dim %arg4, %g1_c1_2 : tensor<?x?x?xf16>
    %g1_empty1 = tensor.empty(%g1_d1_0, %g1_d1_1, %g1_d1_2) : tensor<?x?x?xf16>
    %v1:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2 * 3)>, affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg4, %arg5, %arg6 : tensor<?x?x?xf16>, tensor<3x4x7xf16>, tensor<4x3x3xf32>) outs(%g1_empty0, %g1_empty1 : tensor<?x?x?xf16>, tensor<?x?x?xf16>) {
    ^bb0(%g1_in0: f16, %g1_in1: f16, %g1_in2: f32, %g1_out0: f16, %g1_out1: f16):
      %g1_0 = arith.constant 0.000000e+00 : f16
      %g1_1 = arith.cmpf oge, %g1_in1, %g1_0 : f16
      %g1_2 = arith.constant 7.000000e+00 : f16
      %g1_3 = arith.truncf %g1_in2 : f32 to f16
      %g1_4 = arith.select %g1_1, %g1_2, %g1_3 : f16
      %g1_5 = arith.mulf %g1_in1, %g1_in0 : f16
      linalg.yield %g1_4, %g1_5 : f16, f16
    } -> (tensor<?x?x?xf16>, tensor<?x?x?xf16>)
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %v1#1, %g2_c0_0 : tensor<?x?x?xf16>
    %g2_c0_1 = arith.constant 1 : index
    %g2_d0_1 = tensor.dim %v1#1, %g2_c0_1 : tensor<?x?x?xf16>
    %g2_c0_2 = arith.constant 2 : index
    %g2_d0_2 = tensor.dim %v1#1, %g2_c0_2 : tensor<?x?x?xf16>
    %g2_empty0 = tensor.empty(%g2_d0_0, %g2_d0_1, %g2_d0_2) : tensor<?x?x?xi8>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v1#1, %v1#0, %v1#0 : tensor<?x?x?xf16>, tensor<?x?x?xf16>, tensor<?x?x?xf16>) outs(%g2_empty0 : tensor<?x?x?xi8>) {
    ^bb0(%g2_in0: f16, %g2_in1: f16, %g2_in2: f16, %g2_out0: i8):
      %g2_0 = arith.cmpf uno, %g2_in1, %g2_in1 : f16
      %g2_1 = arith.constant -1.000000e+02 : f16
      %g2_2 = arith.constant 1.000000e+02 : f16
      %g2_3 = arith.constant 0.000000e+00 : f16
      %g2_4 = arith.maximumf %g2_in1, %g2_1 : f16
      %g2_5 = arith.minimumf %g2_4, %g2_2 : f16
      %g2_6 = arith.select %g2_0, %g2_3, %g2_5 : f16
      %g2_7 = arith.fptosi %g2_6 : f16 to i32
      %g2_8 = arith.trunci %g2_7 : i32 to i8
      %g2_9 = arith.cmpf uno, %g2_in1, %g2_in1 : f16
      %g2_10 = arith.constant -1.000000e+02 : f16
      %g2_11 = arith.constant 1.000000e+02 : f16
      %g2_12 = arith.constant 0.000000e+00 : f16
      %g2_13 = arith.maximumf %g2_in1, %g2_10 : f16
      %g2_14 = arith.minimumf %g2_13, %g2_11 : f16
      %g2_15 = arith.select %g2_9, %g2_12, %g2_14 : f16
      %g2_16 = arith.fptosi %g2_15 : f16 to i32
      %g2_17 = arith.trunci %g2_16 : i32 to i8
      %g2_18 = arith.constant 0 : i8
      %g2_19 = arith.constant 1 : i8
      %g2_20 = arith.cmpi eq, %g2_17, %g2_18 : i8
      %g2_21 = arith.constant -1 : i8
      %g2_22 = arith.cmpi eq, %g2_17, %g2_21 : i8
      %g2_23 = arith.ori %g2_20, %g2_22 : i1
      %g2_24 = arith.select %g2_23, %g2_19, %g2_17 : i8
      %g2_25 = arith.divsi %g2_8, %g2_24 : i8
      %g2_26 = arith.cmpf uno, %g2_in0, %g2_in0 : f16
      %g2_27 = arith.constant -1.000000e+02 : f16
      %g2_28 = arith.constant 1.000000e+02 : f16
      %g2_29 = arith.constant 0.000000e+00 : f16
      %g2_30 = arith.maximumf %g2_in0, %g2_27 : f16
      %g2_31 = arith.minimumf %g2_30, %g2_28 : f16
      %g2_32 = arith.select %g2_26, %g2_29, %g2_31 : f16
      %g2_33 = arith.fptosi %g2_32 : f16 to i32
      %g2_34 = arith.trunci %g2_33 : i32 to i8
      %g2_35 = arith.cmpi eq, %g2_25, %g2_34 : i8
      %g2_36 = arith.cmpf uno, %g2_in2, %g2_in2 : f16
      %g2_37 = arith.constant -1.000000e+02 : f16
      %g2_38 = arith.constant 1.000000e+02 : f16
      %g2_39 = arith.constant 0.000000e+00 : f16
      %g2_40 = arith.maximumf %g2_in2, %g2_37 : f16
      %g2_41 = arith.minimumf %g2_40, %g2_38 : f16
      %g2_42 = arith.select %g2_36, %g2_39, %g2_41 : f16
      %g2_43 = arith.fptosi %g2_42 : f16 to i32
      %g2_44 = arith.trunci %g2_43 : i32 to i8
      %g2_45 = arith.cmpf uno, %g2_in2, %g2_in2 : f16
      %g2_46 = arith.constant -1.000000e+02 : f16
      %g2_47 = arith.constant 1.000000e+02 : f16
      %g2_48 = arith.constant 0.000000e+00 : f16
      %g2_49 = arith.maximumf %g2_in2, %g2_46 : f16
      %g2_50 = arith.minimumf %g2_49, %g2_47 : f16
      %g2_51 = arith.select %g2_45, %g2_48, %g2_50 : f16
      %g2_52 = arith.fptosi %g2_51 : f16 to i32
      %g2_53 = arith.trunci %g2_52 : i32 to i8
      %g2_54 = arith.cmpf uno, %g2_in2, %g2_in2 : f16
      %g2_55 = arith.constant -1.000000e+02 : f16
      %g2_56 = arith.constant 1.000000e+02 : f16
      %g2_57 = arith.constant 0.000000e+00 : f16
      %g2_58 = arith.maximumf %g2_in2, %g2_55 : f16
      %g2_59 = arith.minimumf %g2_58, %g2_56 : f16
      %g2_60 = arith.select %g2_54, %g2_57, %g2_59 : f16
      %g2_61 = arith.fptosi %g2_60 : f16 to i32
      %g2_62 = arith.trunci %g2_61 : i32 to i8
      %g2_63 = arith.muli %g2_53, %g2_62 : i8
      %g2_64 = arith.select %g2_35, %g2_44, %g2_63 : i8
      %g2_65 = arith.cmpf uno, %g2_in0, %g2_in0 : f16
      %g2_66 = arith.constant -1.000000e+02 : f16
      %g2_67 = arith.constant 1.000000e+02 : f16
      %g2_68 = arith.constant 0.000000e+00 : f16
      %g2_69 = arith.maximumf %g2_in0, %g2_66 : f16
      %g2_70 = arith.minimumf %g2_69, %g2_67 : f16
      %g2_71 = arith.select %g2_65, %g2_68, %g2_70 : f16
      %g2_72 = arith.fptosi %g2_71 : f16 to i32
      %g2_73 = arith.trunci %g2_72 : i32 to i8
      %g2_74 = arith.cmpf uno, %g2_in2, %g2_in2 : f16
      %g2_75 = arith.constant -1.000000e+02 : f16
      %g2_76 = arith.constant 1.000000e+02 : f16
      %g2_77 = arith.constant 0.000000e+00 : f16
      %g2_78 = arith.maximumf %g2_in2, %g2_75 : f16
      %g2_79 = arith.minimumf %g2_78, %g2_76 : f16
      %g2_80 = arith.select %g2_74, %g2_77, %g2_79 : f16
      %g2_81 = arith.fptosi %g2_80 : f16 to i32
      %g2_82 = arith.trunci %g2_81 : i32 to i8
      %g2_83 = arith.xori %g2_73, %g2_82 : i8
      %g2_84 = arith.cmpf uno, %g2_in2, %g2_in2 : f16
      %g2_85 = arith.constant -1.000000e+02 : f16
      %g2_86 = arith.constant 1.000000e+02 : f16
      %g2_87 = arith.constant 0.000000e+00 : f16
      %g2_88 = arith.maximumf %g2_in2, %g2_85 : f16
      %g2_89 = arith.minimumf %g2_88, %g2_86 : f16
      %g2_90 = arith.select %g2_84, %g2_87, %g2_89 : f16
      %g2_91 = arith.fptosi %g2_90 : f16 to i32
      %g2_92 = arith.trunci %g2_91 : i32 to i8
      %g2_93 = arith.constant 0 : i8
      %g2_94 = arith.constant 1 : i8
      %g2_95 = arith.cmpi eq, %g2_92, %g2_93 : i8
      %g2_96 = arith.select %g2_95, %g2_94, %g2_92 : i8
      %g2_97 = arith.remui %g2_83, %g2_96 : i8
      %g2_98 = arith.constant 0 : i8
      %g2_99 = arith.constant 1 : i8
      %g2_100 = arith.cmpi eq, %g2_97, %g2_98 : i8
      %g2_101 = arith.select %g2_100, %g2_99, %g2_97 : i8
      %g2_102 = arith.remui %g2_64, %g2_101 : i8
      linalg.yield %g2_102 : i8
    } -> tensor<?x?x?xi8>
    %v3 = tensor.concat dim(1) %arg8, %arg7 : (tensor<?x2x3x?xf32>, tensor<?x?x3x?xf32>) -> tensor<?x?x3x?xf32>
    %g4_c0_0 = arith.constant 0 : index
    %g4_d0_0 = tensor.dim %v3, %g4_c0_0 : tensor<?x?x3x?xf32>
    %g4_c0_2 = arith.constant 1 : index
    %g4_d0_2 = tensor.dim %v3, %g4_c0_2 : tensor<?x?x3x?xf32>
    %g4_c0_3 = arith.constant 3 : index
    %g4_d0_3 = tensor.dim %v3, %g4_c0_3 : tensor<?x?x3x?xf32>
    %g4_empty0 = tensor.empty(%g4_d0_0, %g4_d0_2, %g4_d0_3) : tensor<?x3x?x?xf32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v3 : tensor<?x?x3x?xf32>) outs(%g4_empty0 : tensor<?x3x?x?xf32>) {
    ^bb0(%g4_in0: f32, %g4_out0: f32):
      %g4_0 = arith.minimumf %g4_in0, %g4_in0 : f32
      linalg.yield %g4_0 : f32
    } -> tensor<?x3x?x?xf32>
    %g5_c0_0 = arith.constant 0 : index
    %g5_d0_0 = tensor.dim %v4, %g5_c0_0 : tensor<?x3x?x?xf32>
    %g5_c0_1 = arith.constant 2 : index
    %g5_d0_1 = tensor.dim %v4, %g5_c0_1 : tensor<?x3x?x?xf32>
    %g5_c0_3 = arith.constant 3 : index
    %g5_d0_3 = tensor.dim %v4, %g5_c0_3 : tensor<?x3x?x?xf32>
    %g5_empty0 = tensor.empty(%g5_d0_0, %g5_d0_1, %g5_d0_3) : tensor<?x?x3x?xf32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v4 : tensor<?x3x?x?xf32>) outs(%g5_empty0 : tensor<?x?x3x?xf32>) {
    ^bb0(%g5_in0: f32, %g5_out0: f32):
      %g5_0 = arith.cmpf oeq, %g5_in0, %g5_in0 : f32
      %g5_1 = arith.select %g5_0, %g5_in0, %g5_in0 : f32
      %g5_2 = linalg.index 2 : index
      %g5_3 = arith.index_cast %g5_2 : index to i32
      %g5_4 = arith.sitofp %g5_3 : i32 to f32
      %g5_5 = arith.minimumf %g5_4, %g5_in0 : f32
      %g5_6 = arith.divf %g5_1, %g5_5 : f32
      %g5_7 = math.sqrt %g5_in0 : f32
      %g5_8 = linalg.index 2 : index
      %g5_9 = arith.index_cast %g5_8 : index to i32
      %g5_10 = arith.sitofp %g5_9 : i32 to f32
      %g5_11 = arith.divf %g5_7, %g5_10 : f32
      %g5_12 = arith.divf %g5_6, %g5_11 : f32
      linalg.yield %g5_12 : f32
    } -> tensor<?x?x3x?xf32>
    return %v0, %v2, %v4, %v5 : tensor<?xi32>, tensor<?x?x?xi8>, tensor<?x3x?x?xf32>, tensor<?x?x3x?xf32>
  }
}
