// Corpus case 'refused-diffusion-init-into-reduction-tiles': `fusefuzz generate --seed 140` under strategy diffusion.
// EXPECT: pass
// STRATEGY: diffusion
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}diffusion:init-into-reduction-tiles=
module attributes {fusefuzz.seed = 140 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<?x3x?x2xf16> {fusefuzz.shape = array<i64: 1, 3, 1, 2>}, %arg1: tensor<?xf32> {fusefuzz.shape = array<i64: 3>}, %arg2: index {fusefuzz.value = 2 : i64}, %arg3: index {fusefuzz.value = 0 : i64}, %arg4: tensor<7x?x5x?xi32> {fusefuzz.shape = array<i64: 7, 3, 5, 2>}, %arg5: tensor<?x5x2xi32> {fusefuzz.shape = array<i64: 7, 5, 2>}) -> (tensor<2x?x3x?xi32>, tensor<3x?x1xf32>, tensor<?x?xi32>) {
    %g0_c0_1 = arith.constant 0 : index
    %g0_d0_1 = tensor.dim %arg0, %g0_c0_1 : tensor<?x3x?x2xf16>
    %g0_c0_3 = arith.constant 2 : index
    %g0_d0_3 = tensor.dim %arg0, %g0_c0_3 : tensor<?x3x?x2xf16>
    %g0_empty0 = tensor.empty(%g0_d0_1, %g0_d0_3) : tensor<2x?x3x?xf16>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2, d3, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<?x3x?x2xf16>) outs(%g0_empty0 : tensor<2x?x3x?xf16>) {
    ^bb0(%g0_in0: f16, %g0_out0: f16):
      %g0_0 = arith.negf %g0_in0 : f16
      %g0_1 = arith.subf %g0_0, %g0_in0 : f16
      %g0_2 = arith.constant 5.000000e-01 : f16
      %g0_3 = arith.maximumf %g0_in0, %g0_2 : f16
      %g0_4 = arith.subf %g0_in0, %g0_3 : f16
      %g0_5 = arith.maximumf %g0_1, %g0_4 : f16
      linalg.yield %g0_5 : f16
    } -> tensor<2x?x3x?xf16>
    %g1_c0_1 = arith.constant 1 : index
    %g1_d0_1 = tensor.dim %v0, %g1_c0_1 : tensor<2x?x3x?xf16>
    %g1_c0_3 = arith.constant 3 : index
    %g1_d0_3 = tensor.dim %v0, %g1_c0_3 : tensor<2x?x3x?xf16>
    %g1_empty0 = tensor.empty(%g1_d0_1, %g1_d0_3) : tensor<2x?x3x?xi32>
    %g1_fillval0 = arith.constant -3 : i32
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : i32) outs(%g1_empty0 : tensor<2x?x3x?xi32>) -> tensor<2x?x3x?xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v0 : tensor<2x?x3x?xf16>) outs(%g1_fill0 : tensor<2x?x3x?xi32>) {
    ^bb0(%g1_in0: f16, %g1_out0: i32):
      %g1_0 = arith.cmpf uno, %g1_in0, %g1_in0 : f16
      %g1_1 = arith.constant -1.000000e+02 : f16
      %g1_2 = arith.constant 1.000000e+02 : f16
      %g1_3 = arith.constant 0.000000e+00 : f16
      %g1_4 = arith.maximumf %g1_in0, %g1_1 : f16
      %g1_5 = arith.minimumf %g1_4, %g1_2 : f16
      %g1_6 = arith.select %g1_0, %g1_3, %g1_5 : f16
      %g1_7 = arith.fptosi %g1_6 : f16 to i32
      %g1_8 = arith.constant 5 : i32
      %g1_9 = arith.muli %g1_7, %g1_8 : i32
      linalg.yield %g1_9 : i32
    } -> tensor<2x?x3x?xi32>
    %g2_c0_1 = arith.constant 0 : index
    %g2_d0_1 = tensor.dim %arg1, %g2_c0_1 : tensor<?xf32>
    %g2_empty0 = tensor.empty(%g2_d0_1) : tensor<3x?x1xf32>
    %g2_c1_2 = arith.constant 0 : index
    %g2_d1_2 = tensor.dim %arg1, %g2_c1_2 : tensor<?xf32>
    %g2_empty1 = tensor.empty(%g2_d1_2) : tensor<3x1x?xi32>
    %v2:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<?xf32>) outs(%g2_empty0, %g2_empty1 : tensor<3x?x1xf32>, tensor<3x1x?xi32>) {
    ^bb0(%g2_in0: f32, %g2_out0: f32, %g2_out1: i32):
      %g2_0 = arith.constant -0.000000e+00 : f32
      %g2_1 = arith.mulf %g2_0, %g2_in0 : f32
      %g2_2 = arith.constant 7.000000e+00 : f32
      %g2_3 = arith.mulf %g2_2, %g2_in0 : f32
      %g2_4 = arith.cmpf une, %g2_1, %g2_3 : f32
      %g2_5 = math.exp %g2_in0 : f32
      %g2_6 = arith.select %g2_4, %g2_in0, %g2_5 : f32
      %g2_7 = arith.maximumf %g2_in0, %g2_6 : f32
      %g2_8 = arith.cmpf uno, %g2_in0, %g2_in0 : f32
      %g2_9 = arith.constant -1.000000e+02 : f32
      %g2_10 = arith.constant 1.000000e+02 : f32
      %g2_11 = arith.constant 0.000000e+00 : f32
      %g2_12 = arith.maximumf %g2_in0, %g2_9 : f32
      %g2_13 = arith.minimumf %g2_12, %g2_10 : f32
      %g2_14 = arith.select %g2_8, %g2_11, %g2_13 : f32
      %g2_15 = arith.fptosi %g2_14 : f32 to i32
      %g2_16 = arith.constant 5 : i32
      %g2_17 = arith.addi %g2_15, %g2_16 : i32
      %g2_18 = arith.cmpf uno, %g2_in0, %g2_in0 : f32
      %g2_19 = arith.constant -1.000000e+02 : f32
      %g2_20 = arith.constant 1.000000e+02 : f32
      %g2_21 = arith.constant 0.000000e+00 : f32
      %g2_22 = arith.maximumf %g2_in0, %g2_19 : f32
      %g2_23 = arith.minimumf %g2_22, %g2_20 : f32
      %g2_24 = arith.select %g2_18, %g2_21, %g2_23 : f32
      %g2_25 = arith.fptosi %g2_24 : f32 to i32
      %g2_26 = arith.cmpf uno, %g2_in0, %g2_in0 : f32
      %g2_27 = arith.constant -1.000000e+02 : f32
      %g2_28 = arith.constant 1.000000e+02 : f32
      %g2_29 = arith.constant 0.000000e+00 : f32
      %g2_30 = arith.maximumf %g2_in0, %g2_27 : f32
      %g2_31 = arith.minimumf %g2_30, %g2_28 : f32
      %g2_32 = arith.select %g2_26, %g2_29, %g2_31 : f32
      %g2_33 = arith.fptosi %g2_32 : f32 to i32
      %g2_34 = arith.constant 0 : i32
      %g2_35 = arith.constant 1 : i32
      %g2_36 = arith.cmpi eq, %g2_33, %g2_34 : i32
      %g2_37 = arith.select %g2_36, %g2_35, %g2_33 : i32
      %g2_38 = arith.remui %g2_25, %g2_37 : i32
      %g2_39 = arith.constant 0 : i32
      %g2_40 = arith.constant 1 : i32
      %g2_41 = arith.cmpi eq, %g2_38, %g2_39 : i32
      %g2_42 = arith.constant -1 : i32
      %g2_43 = arith.cmpi eq, %g2_38, %g2_42 : i32
      %g2_44 = arith.ori %g2_41, %g2_43 : i1
      %g2_45 = arith.select %g2_44, %g2_40, %g2_38 : i32
      %g2_46 = arith.divsi %g2_17, %g2_45 : i32
      %g2_47 = arith.cmpf uno, %g2_in0, %g2_in0 : f32
      %g2_48 = arith.constant -1.000000e+02 : f32
      %g2_49 = arith.constant 1.000000e+02 : f32
      %g2_50 = arith.constant 0.000000e+00 : f32
      %g2_51 = arith.maximumf %g2_in0, %g2_48 : f32
      %g2_52 = arith.minimumf %g2_51, %g2_49 : f32
      %g2_53 = arith.select %g2_47, %g2_50, %g2_52 : f32
      %g2_54 = arith.fptosi %g2_53 : f32 to i32
      %g2_55 = arith.constant 4 : i32
      %g2_56 = arith.constant 32 : i32
      %g2_57 = arith.remui %g2_55, %g2_56 : i32
      %g2_58 = arith.shrui %g2_54, %g2_57 : i32
      %g2_59 = arith.cmpi ne, %g2_46, %g2_58 : i32
      %g2_60 = arith.cmpf uno, %g2_in0, %g2_in0 : f32
      %g2_61 = arith.constant -1.000000e+02 : f32
      %g2_62 = arith.constant 1.000000e+02 : f32
      %g2_63 = arith.constant 0.000000e+00 : f32
      %g2_64 = arith.maximumf %g2_in0, %g2_61 : f32
      %g2_65 = arith.minimumf %g2_64, %g2_62 : f32
      %g2_66 = arith.select %g2_60, %g2_63, %g2_65 : f32
      %g2_67 = arith.fptosi %g2_66 : f32 to i32
      %g2_68 = arith.cmpf uno, %g2_in0, %g2_in0 : f32
      %g2_69 = arith.constant -1.000000e+02 : f32
      %g2_70 = arith.constant 1.000000e+02 : f32
      %g2_71 = arith.constant 0.000000e+00 : f32
      %g2_72 = arith.maximumf %g2_in0, %g2_69 : f32
      %g2_73 = arith.minimumf %g2_72, %g2_70 : f32
      %g2_74 = arith.select %g2_68, %g2_71, %g2_73 : f32
      %g2_75 = arith.fptosi %g2_74 : f32 to i32
      %g2_76 = arith.cmpf uno, %g2_in0, %g2_in0 : f32
      %g2_77 = arith.constant -1.000000e+02 : f32
      %g2_78 = arith.constant 1.000000e+02 : f32
      %g2_79 = arith.constant 0.000000e+00 : f32
      %g2_80 = arith.maximumf %g2_in0, %g2_77 : f32
      %g2_81 = arith.minimumf %g2_80, %g2_78 : f32
      %g2_82 = arith.select %g2_76, %g2_79, %g2_81 : f32
      %g2_83 = arith.fptosi %g2_82 : f32 to i32
      %g2_84 = arith.addi %g2_75, %g2_83 : i32
      %g2_85 = arith.cmpi ugt, %g2_67, %g2_84 : i32
      %g2_86 = arith.constant 3 : i32
      %g2_87 = arith.cmpf uno, %g2_in0, %g2_in0 : f32
      %g2_88 = arith.constant -1.000000e+02 : f32
      %g2_89 = arith.constant 1.000000e+02 : f32
      %g2_90 = arith.constant 0.000000e+00 : f32
      %g2_91 = arith.maximumf %g2_in0, %g2_88 : f32
      %g2_92 = arith.minimumf %g2_91, %g2_89 : f32
      %g2_93 = arith.select %g2_87, %g2_90, %g2_92 : f32
      %g2_94 = arith.fptosi %g2_93 : f32 to i32
      %g2_95 = arith.ori %g2_86, %g2_94 : i32
      %g2_96 = arith.cmpf uno, %g2_in0, %g2_in0 : f32
      %g2_97 = arith.constant -1.000000e+02 : f32
      %g2_98 = arith.constant 1.000000e+02 : f32
      %g2_99 = arith.constant 0.000000e+00 : f32
      %g2_100 = arith.maximumf %g2_in0, %g2_97 : f32
      %g2_101 = arith.minimumf %g2_100, %g2_98 : f32
      %g2_102 = arith.select %g2_96, %g2_99, %g2_101 : f32
      %g2_103 = arith.fptosi %g2_102 : f32 to i32
      %g2_104 = arith.select %g2_85, %g2_95, %g2_103 : i32
      %g2_105 = arith.cmpf uno, %g2_in0, %g2_in0 : f32
      %g2_106 = arith.constant -1.000000e+02 : f32
      %g2_107 = arith.constant 1.000000e+02 : f32
      %g2_108 = arith.constant 0.000000e+00 : f32
      %g2_109 = arith.maximumf %g2_in0, %g2_106 : f32
      %g2_110 = arith.minimumf %g2_109, %g2_107 : f32
      %g2_111 = arith.select %g2_105, %g2_108, %g2_110 : f32
      %g2_112 = arith.fptosi %g2_111 : f32 to i32
      %g2_113 = arith.select %g2_59, %g2_104, %g2_112 : i32
      linalg.yield %g2_7, %g2_113 : f32, i32
    } -> (tensor<3x?x1xf32>, tensor<3x1x?xi32>)
    %p3_padval = arith.constant 0 : i32
    %v3 = tensor.pad %v2#1 low[%arg2, 2, 2] high[2, %arg3, 0] {
    ^bb0(%p3_i0: index, %p3_i1: index, %p3_i2: index):
      tensor.yield %p3_padval : i32
    } : tensor<3x1x?xi32> to tensor<?x?x?xi32>
    %g4_c0_0 = arith.constant 0 : index
    %g4_d0_0 = tensor.dim %v3, %g4_c0_0 : tensor<?x?x?xi32>
    %g4_c0_1 = arith.constant 2 : index
    %g4_d0_1 = tensor.dim %v3, %g4_c0_1 : tensor<?x?x?xi32>
    %g4_c0_2 = arith.constant 3 : index
    %g4_d0_2 = tensor.dim %arg4, %g4_c0_2 : tensor<7x?x5x?xi32>
    %g4_empty0 = tensor.empty(%g4_d0_0, %g4_d0_1, %g4_d0_2) : tensor<?x?x?xi32>
    %g4_fillval0 = arith.constant 1 : i32
    %g4_fill0 = linalg.fill ins(%g4_fillval0 : i32) outs(%g4_empty0 : tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>], iterator_types = ["parallel", "reduction", "parallel", "parallel"]} ins(%v3, %arg4, %arg5 : tensor<?x?x?xi32>, tensor<7x?x5x?xi32>, tensor<?x5x2xi32>) outs(%g4_fill0 : tensor<?x?x?xi32>) {
    ^bb0(%g4_in0: i32, %g4_in1: i32, %g4_in2: i32, %g4_out0: i32):
      %g4_0 = arith.constant 0 : i32
      %g4_1 = arith.constant 1 : i32
      %g4_2 = arith.cmpi eq, %g4_in0, %g4_0 : i32
      %g4_3 = arith.constant -1 : i32
      %g4_4 = arith.cmpi eq, %g4_in0, %g4_3 : i32
      %g4_5 = arith.ori %g4_2, %g4_4 : i1
      %g4_6 = arith.select %g4_5, %g4_1, %g4_in0 : i32
      %g4_7 = arith.divsi %g4_out0, %g4_6 : i32
      %g4_8 = arith.minsi %g4_out0, %g4_7 : i32
      linalg.yield %g4_8 : i32
    } -> tensor<?x?x?xi32>
    %g5_c0_0 = arith.constant 1 : index
    %g5_d0_0 = tensor.dim %v4, %g5_c0_0 : tensor<?x?x?xi32>
    %g5_c0_1 = arith.constant 2 : index
    %g5_d0_1 = tensor.dim %v4, %g5_c0_1 : tensor<?x?x?xi32>
    %g5_empty0 = tensor.empty(%g5_d0_0, %g5_d0_1) : tensor<?x?xi32>
    %g5_fillval0 = arith.constant 1 : i32
    %g5_fill0 = linalg.fill ins(%g5_fillval0 : i32) outs(%g5_empty0 : tensor<?x?xi32>) -> tensor<?x?xi32>
    %v5 = linalg.reduce ins(%v4 : tensor<?x?x?xi32>) outs(%g5_fill0 : tensor<?x?xi32>) dimensions = [0]
      (%g5_in0: i32, %g5_out0: i32) {
        %g5_0 = arith.maxsi %g5_out0, %g5_in0 : i32
        linalg.yield %g5_0 : i32
      }
    return %v1, %v2#0, %v5 : tensor<2x?x3x?xi32>, tensor<3x?x1xf32>, tensor<?x?xi32>
  }
}
