// Corpus case '4d-permutation': `fusefuzz generate --seed 34` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 34 : i64, fusefuzz.policy = "0xff4bf7f6d7a45ffa"} {
  func.func @case(%arg0: tensor<4x5x?x2xf32> {fusefuzz.shape = array<i64: 4, 5, 3, 2>}, %arg1: tensor<?x3x2xf32> {fusefuzz.shape = array<i64: 4, 3, 2>}, %arg2: index {fusefuzz.value = 2 : i64}, %arg3: index {fusefuzz.value = 0 : i64}, %arg4: index {fusefuzz.value = 1 : i64}, %arg5: index {fusefuzz.value = 1 : i64}, %arg6: tensor<5x3x?x1xf32> {fusefuzz.shape = array<i64: 5, 3, 4, 1>}, %arg7: tensor<5x?x1xf32> {fusefuzz.shape = array<i64: 5, 4, 1>}, %arg8: tensor<5x?x1xf32> {fusefuzz.shape = array<i64: 5, 4, 1>}, %arg9: tensor<5x?x1xf32> {fusefuzz.shape = array<i64: 5, 4, 1>}) -> (tensor<4x?x2xf32>, tensor<?x?x?xf32>, tensor<5x?x1xf32>, tensor<1x5x5x?xi32>, tensor<5x?x5x1xi32>) {
    %g0_c0_1 = arith.constant 2 : index
    %g0_d0_1 = tensor.dim %arg0, %g0_c0_1 : tensor<4x5x?x2xf32>
    %g0_empty0 = tensor.empty(%g0_d0_1) : tensor<4x?x2xf32>
    %g0_fillval0 = arith.constant -0.000000e+00 : f32
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : f32) outs(%g0_empty0 : tensor<4x?x2xf32>) -> tensor<4x?x2xf32>
    %v0:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>], iterator_types = ["parallel", "reduction", "parallel", "parallel"]} ins(%arg0 : tensor<4x5x?x2xf32>) outs(%g0_fill0, %arg1 : tensor<4x?x2xf32>, tensor<?x3x2xf32>) {
    ^bb0(%g0_in0: f32, %g0_out0: f32, %g0_out1: f32):
      %g0_0 = arith.constant 0.000000e+00 : f32
      %g0_1 = math.floor %g0_0 : f32
      %g0_2 = arith.maximumf %g0_out0, %g0_1 : f32
      %g0_3 = linalg.index 1 : index
      %g0_4 = arith.index_cast %g0_3 : index to i32
      %g0_5 = arith.sitofp %g0_4 : i32 to f32
      %g0_6 = arith.mulf %g0_5, %g0_out0 : f32
      %g0_7 = arith.mulf %g0_out1, %g0_6 : f32
      linalg.yield %g0_2, %g0_7 : f32, f32
    } -> (tensor<4x?x2xf32>, tensor<?x3x2xf32>)
    %p1_padval = arith.constant -3.000000e+00 : f32
    %v1 = tensor.pad %v0#1 low[%arg2, %arg4, %arg5] high[%arg3, 0, 2] {
    ^bb0(%p1_i0: index, %p1_i1: index, %p1_i2: index):
      tensor.yield %p1_padval : f32
    } : tensor<?x3x2xf32> to tensor<?x?x?xf32>
    %v2 = linalg.reduce ins(%arg6 : tensor<5x3x?x1xf32>) outs(%arg7 : tensor<5x?x1xf32>) dimensions = [1]
      (%g2_in0: f32, %g2_out0: f32) {
        %g2_0 = arith.addf %g2_out0, %g2_in0 : f32
        linalg.yield %g2_0 : f32
      }
    %g3_c0_1 = arith.constant 1 : index
    %g3_d0_1 = tensor.dim %v2, %g3_c0_1 : tensor<5x?x1xf32>
    %g3_empty0 = tensor.empty(%g3_d0_1) : tensor<5x?x1xf32>
    %v3 = linalg.map ins(%v2, %arg8, %arg9 : tensor<5x?x1xf32>, tensor<5x?x1xf32>, tensor<5x?x1xf32>) outs(%g3_empty0 : tensor<5x?x1xf32>)
      (%g3_in0: f32, %g3_in1: f32, %g3_in2: f32, %g3_out0: f32) {
        %g3_0 = arith.addf %g3_in1, %g3_in2 : f32
        linalg.yield %g3_0 : f32
      }
    %g4_c0_3 = arith.constant 1 : index
    %g4_d0_3 = tensor.dim %v3, %g4_c0_3 : tensor<5x?x1xf32>
    %g4_empty0 = tensor.empty(%g4_d0_3) : tensor<1x5x5x?xi32>
    %g4_c1_1 = arith.constant 1 : index
    %g4_d1_1 = tensor.dim %v3, %g4_c1_1 : tensor<5x?x1xf32>
    %g4_empty1 = tensor.empty(%g4_d1_1) : tensor<5x?x5x1xi32>
    %g4_fillval1 = arith.constant 6 : i32
    %g4_fill1 = linalg.fill ins(%g4_fillval1 : i32) outs(%g4_empty1 : tensor<5x?x5x1xi32>) -> tensor<5x?x5x1xi32>
    %v4:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d0, d2, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v3 : tensor<5x?x1xf32>) outs(%g4_empty0, %g4_fill1 : tensor<1x5x5x?xi32>, tensor<5x?x5x1xi32>) {
    ^bb0(%g4_in0: f32, %g4_out0: i32, %g4_out1: i32):
      %g4_0 = arith.cmpf uno, %g4_in0, %g4_in0 : f32
      %g4_1 = arith.constant -1.000000e+02 : f32
      %g4_2 = arith.constant 1.000000e+02 : f32
      %g4_3 = arith.constant 0.000000e+00 : f32
      %g4_4 = arith.maximumf %g4_in0, %g4_1 : f32
      %g4_5 = arith.minimumf %g4_4, %g4_2 : f32
      %g4_6 = arith.select %g4_0, %g4_3, %g4_5 : f32
      %g4_7 = arith.fptosi %g4_6 : f32 to i32
      %g4_8 = linalg.index 3 : index
      %g4_9 = arith.index_cast %g4_8 : index to i32
      %g4_10 = arith.xori %g4_7, %g4_9 : i32
      %g4_11 = arith.cmpf uno, %g4_in0, %g4_in0 : f32
      %g4_12 = arith.constant -1.000000e+02 : f32
      %g4_13 = arith.constant 1.000000e+02 : f32
      %g4_14 = arith.constant 0.000000e+00 : f32
      %g4_15 = arith.maximumf %g4_in0, %g4_12 : f32
      %g4_16 = arith.minimumf %g4_15, %g4_13 : f32
      %g4_17 = arith.select %g4_11, %g4_14, %g4_16 : f32
      %g4_18 = arith.fptosi %g4_17 : f32 to i32
      %g4_19 = arith.constant 0 : i32
      %g4_20 = arith.constant 1 : i32
      %g4_21 = arith.cmpi eq, %g4_18, %g4_19 : i32
      %g4_22 = arith.select %g4_21, %g4_20, %g4_18 : i32
      %g4_23 = arith.divui %g4_10, %g4_22 : i32
      %g4_24 = arith.cmpf uno, %g4_in0, %g4_in0 : f32
      %g4_25 = arith.constant -1.000000e+02 : f32
      %g4_26 = arith.constant 1.000000e+02 : f32
      %g4_27 = arith.constant 0.000000e+00 : f32
      %g4_28 = arith.maximumf %g4_in0, %g4_25 : f32
      %g4_29 = arith.minimumf %g4_28, %g4_26 : f32
      %g4_30 = arith.select %g4_24, %g4_27, %g4_29 : f32
      %g4_31 = arith.fptosi %g4_30 : f32 to i32
      %g4_32 = arith.cmpf uno, %g4_in0, %g4_in0 : f32
      %g4_33 = arith.constant -1.000000e+02 : f32
      %g4_34 = arith.constant 1.000000e+02 : f32
      %g4_35 = arith.constant 0.000000e+00 : f32
      %g4_36 = arith.maximumf %g4_in0, %g4_33 : f32
      %g4_37 = arith.minimumf %g4_36, %g4_34 : f32
      %g4_38 = arith.select %g4_32, %g4_35, %g4_37 : f32
      %g4_39 = arith.fptosi %g4_38 : f32 to i32
      %g4_40 = arith.minsi %g4_31, %g4_39 : i32
      %g4_41 = arith.cmpf uno, %g4_in0, %g4_in0 : f32
      %g4_42 = arith.constant -1.000000e+02 : f32
      %g4_43 = arith.constant 1.000000e+02 : f32
      %g4_44 = arith.constant 0.000000e+00 : f32
      %g4_45 = arith.maximumf %g4_in0, %g4_42 : f32
      %g4_46 = arith.minimumf %g4_45, %g4_43 : f32
      %g4_47 = arith.select %g4_41, %g4_44, %g4_46 : f32
      %g4_48 = arith.fptosi %g4_47 : f32 to i32
      %g4_49 = linalg.index 0 : index
      %g4_50 = arith.index_cast %g4_49 : index to i32
      %g4_51 = arith.muli %g4_48, %g4_50 : i32
      %g4_52 = arith.andi %g4_40, %g4_51 : i32
      %g4_53 = arith.andi %g4_23, %g4_52 : i32
      %g4_54 = linalg.index 2 : index
      %g4_55 = arith.index_cast %g4_54 : index to i32
      %g4_56 = arith.cmpf uno, %g4_in0, %g4_in0 : f32
      %g4_57 = arith.constant -1.000000e+02 : f32
      %g4_58 = arith.constant 1.000000e+02 : f32
      %g4_59 = arith.constant 0.000000e+00 : f32
      %g4_60 = arith.maximumf %g4_in0, %g4_57 : f32
      %g4_61 = arith.minimumf %g4_60, %g4_58 : f32
      %g4_62 = arith.select %g4_56, %g4_59, %g4_61 : f32
      %g4_63 = arith.fptosi %g4_62 : f32 to i32
      %g4_64 = arith.constant 32 : i32
      %g4_65 = arith.remui %g4_63, %g4_64 : i32
      %g4_66 = arith.shrui %g4_55, %g4_65 : i32
      %g4_67 = arith.cmpf uno, %g4_in0, %g4_in0 : f32
      %g4_68 = arith.constant -1.000000e+02 : f32
      %g4_69 = arith.constant 1.000000e+02 : f32
      %g4_70 = arith.constant 0.000000e+00 : f32
      %g4_71 = arith.maximumf %g4_in0, %g4_68 : f32
      %g4_72 = arith.minimumf %g4_71, %g4_69 : f32
      %g4_73 = arith.select %g4_67, %g4_70, %g4_72 : f32
      %g4_74 = arith.fptosi %g4_73 : f32 to i32
      %g4_75 = arith.cmpf uno, %g4_in0, %g4_in0 : f32
      %g4_76 = arith.constant -1.000000e+02 : f32
      %g4_77 = arith.constant 1.000000e+02 : f32
      %g4_78 = arith.constant 0.000000e+00 : f32
      %g4_79 = arith.maximumf %g4_in0, %g4_76 : f32
      %g4_80 = arith.minimumf %g4_79, %g4_77 : f32
      %g4_81 = arith.select %g4_75, %g4_78, %g4_80 : f32
      %g4_82 = arith.fptosi %g4_81 : f32 to i32
      %g4_83 = arith.maxui %g4_74, %g4_82 : i32
      %g4_84 = arith.maxsi %g4_66, %g4_83 : i32
      %g4_85 = arith.cmpf uno, %g4_in0, %g4_in0 : f32
      %g4_86 = arith.constant -1.000000e+02 : f32
      %g4_87 = arith.constant 1.000000e+02 : f32
      %g4_88 = arith.constant 0.000000e+00 : f32
      %g4_89 = arith.maximumf %g4_in0, %g4_86 : f32
      %g4_90 = arith.minimumf %g4_89, %g4_87 : f32
      %g4_91 = arith.select %g4_85, %g4_88, %g4_90 : f32
      %g4_92 = arith.fptosi %g4_91 : f32 to i32
      %g4_93 = arith.cmpf uno, %g4_in0, %g4_in0 : f32
      %g4_94 = arith.constant -1.000000e+02 : f32
      %g4_95 = arith.constant 1.000000e+02 : f32
      %g4_96 = arith.constant 0.000000e+00 : f32
      %g4_97 = arith.maximumf %g4_in0, %g4_94 : f32
      %g4_98 = arith.minimumf %g4_97, %g4_95 : f32
      %g4_99 = arith.select %g4_93, %g4_96, %g4_98 : f32
      %g4_100 = arith.fptosi %g4_99 : f32 to i32
      %g4_101 = arith.constant 32 : i32
      %g4_102 = arith.remui %g4_100, %g4_101 : i32
      %g4_103 = arith.shli %g4_92, %g4_102 : i32
      %g4_104 = arith.constant 1 : i32
      %g4_105 = arith.constant 32 : i32
      %g4_106 = arith.remui %g4_104, %g4_105 : i32
      %g4_107 = arith.shli %g4_103, %g4_106 : i32
      %g4_108 = arith.xori %g4_84, %g4_107 : i32
      linalg.yield %g4_53, %g4_108 : i32, i32
    } -> (tensor<1x5x5x?xi32>, tensor<5x?x5x1xi32>)
    return %v0#0, %v1, %v2, %v4#0, %v4#1 : tensor<4x?x2xf32>, tensor<?x?x?xf32>, tensor<5x?x1xf32>, tensor<1x5x5x?xi32>, tensor<5x?x5x1xi32>
  }
}
