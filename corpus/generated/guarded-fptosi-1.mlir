// Corpus case 'guarded-fptosi': `fusefuzz generate --seed 64` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 64 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<3x?xf32> {fusefuzz.shape = array<i64: 3, 3>}, %arg1: index {fusefuzz.value = 1 : i64}, %arg2: index {fusefuzz.value = 2 : i64}, %arg3: index {fusefuzz.value = 2 : i64}, %arg4: index {fusefuzz.value = 1 : i64}, %arg5: tensor<7x4x5x2xi32>, %arg6: tensor<?xi8> {fusefuzz.shape = array<i64: 4>}, %arg7: index {fusefuzz.value = 1 : i64}) -> (tensor<3x?xi32>, tensor<3x?xi32>, tensor<?x?x4x?xi32>, tensor<?xi8>) {
    %g0_c0_1 = arith.constant 1 : index
    %g0_d0_1 = tensor.dim %arg0, %g0_c0_1 : tensor<3x?xf32>
    %g0_empty0 = tensor.empty(%g0_d0_1) : tensor<3x?xi32>
    %g0_c1_1 = arith.constant 1 : index
    %g0_d1_1 = tensor.dim %arg0, %g0_c1_1 : tensor<3x?xf32>
    %g0_empty1 = tensor.empty(%g0_d1_1) : tensor<3x?xi32>
    %v0:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<3x?xf32>) outs(%g0_empty0, %g0_empty1 : tensor<3x?xi32>, tensor<3x?xi32>) {
    ^bb0(%g0_in0: f32, %g0_out0: i32, %g0_out1: i32):
      %g0_0 = arith.cmpf uno, %g0_in0, %g0_in0 : f32
      %g0_1 = arith.constant -1.000000e+02 : f32
      %g0_2 = arith.constant 1.000000e+02 : f32
      %g0_3 = arith.constant 0.000000e+00 : f32
      %g0_4 = arith.maximumf %g0_in0, %g0_1 : f32
      %g0_5 = arith.minimumf %g0_4, %g0_2 : f32
      %g0_6 = arith.select %g0_0, %g0_3, %g0_5 : f32
      %g0_7 = arith.fptosi %g0_6 : f32 to i32
      %g0_8 = arith.cmpf uno, %g0_in0, %g0_in0 : f32
      %g0_9 = arith.constant -1.000000e+02 : f32
      %g0_10 = arith.constant 1.000000e+02 : f32
      %g0_11 = arith.constant 0.000000e+00 : f32
      %g0_12 = arith.maximumf %g0_in0, %g0_9 : f32
      %g0_13 = arith.minimumf %g0_12, %g0_10 : f32
      %g0_14 = arith.select %g0_8, %g0_11, %g0_13 : f32
      %g0_15 = arith.fptosi %g0_14 : f32 to i32
      %g0_16 = arith.cmpi eq, %g0_7, %g0_15 : i32
      %g0_17 = arith.cmpf uno, %g0_in0, %g0_in0 : f32
      %g0_18 = arith.constant -1.000000e+02 : f32
      %g0_19 = arith.constant 1.000000e+02 : f32
      %g0_20 = arith.constant 0.000000e+00 : f32
      %g0_21 = arith.maximumf %g0_in0, %g0_18 : f32
      %g0_22 = arith.minimumf %g0_21, %g0_19 : f32
      %g0_23 = arith.select %g0_17, %g0_20, %g0_22 : f32
      %g0_24 = arith.fptosi %g0_23 : f32 to i32
      %g0_25 = arith.cmpf uno, %g0_in0, %g0_in0 : f32
      %g0_26 = arith.constant -1.000000e+02 : f32
      %g0_27 = arith.constant 1.000000e+02 : f32
      %g0_28 = arith.constant 0.000000e+00 : f32
      %g0_29 = arith.maximumf %g0_in0, %g0_26 : f32
      %g0_30 = arith.minimumf %g0_29, %g0_27 : f32
      %g0_31 = arith.select %g0_25, %g0_28, %g0_30 : f32
      %g0_32 = arith.fptosi %g0_31 : f32 to i32
      %g0_33 = arith.select %g0_16, %g0_24, %g0_32 : i32
      %g0_34 = arith.cmpf uno, %g0_in0, %g0_in0 : f32
      %g0_35 = arith.constant -1.000000e+02 : f32
      %g0_36 = arith.constant 1.000000e+02 : f32
      %g0_37 = arith.constant 0.000000e+00 : f32
      %g0_38 = arith.maximumf %g0_in0, %g0_35 : f32
      %g0_39 = arith.minimumf %g0_38, %g0_36 : f32
      %g0_40 = arith.select %g0_34, %g0_37, %g0_39 : f32
      %g0_41 = arith.fptosi %g0_40 : f32 to i32
      %g0_42 = arith.cmpf uno, %g0_in0, %g0_in0 : f32
      %g0_43 = arith.constant -1.000000e+02 : f32
      %g0_44 = arith.constant 1.000000e+02 : f32
      %g0_45 = arith.constant 0.000000e+00 : f32
      %g0_46 = arith.maximumf %g0_in0, %g0_43 : f32
      %g0_47 = arith.minimumf %g0_46, %g0_44 : f32
      %g0_48 = arith.select %g0_42, %g0_45, %g0_47 : f32
      %g0_49 = arith.fptosi %g0_48 : f32 to i32
      %g0_50 = arith.constant 32 : i32
      %g0_51 = arith.remui %g0_49, %g0_50 : i32
      %g0_52 = arith.shrui %g0_41, %g0_51 : i32
      %g0_53 = arith.minsi %g0_33, %g0_52 : i32
      %g0_54 = arith.cmpf uno, %g0_in0, %g0_in0 : f32
      %g0_55 = arith.constant -1.000000e+02 : f32
      %g0_56 = arith.constant 1.000000e+02 : f32
      %g0_57 = arith.constant 0.000000e+00 : f32
      %g0_58 = arith.maximumf %g0_in0, %g0_55 : f32
      %g0_59 = arith.minimumf %g0_58, %g0_56 : f32
      %g0_60 = arith.select %g0_54, %g0_57, %g0_59 : f32
      %g0_61 = arith.fptosi %g0_60 : f32 to i32
      %g0_62 = arith.cmpf uno, %g0_in0, %g0_in0 : f32
      %g0_63 = arith.constant -1.000000e+02 : f32
      %g0_64 = arith.constant 1.000000e+02 : f32
      %g0_65 = arith.constant 0.000000e+00 : f32
      %g0_66 = arith.maximumf %g0_in0, %g0_63 : f32
      %g0_67 = arith.minimumf %g0_66, %g0_64 : f32
      %g0_68 = arith.select %g0_62, %g0_65, %g0_67 : f32
      %g0_69 = arith.fptosi %g0_68 : f32 to i32
      %g0_70 = arith.addi %g0_61, %g0_69 : i32
      %g0_71 = arith.cmpf uno, %g0_in0, %g0_in0 : f32
      %g0_72 = arith.constant -1.000000e+02 : f32
      %g0_73 = arith.constant 1.000000e+02 : f32
      %g0_74 = arith.constant 0.000000e+00 : f32
      %g0_75 = arith.maximumf %g0_in0, %g0_72 : f32
      %g0_76 = arith.minimumf %g0_75, %g0_73 : f32
      %g0_77 = arith.select %g0_71, %g0_74, %g0_76 : f32
      %g0_78 = arith.fptosi %g0_77 : f32 to i32
      %g0_79 = arith.cmpf uno, %g0_in0, %g0_in0 : f32
      %g0_80 = arith.constant -1.000000e+02 : f32
      %g0_81 = arith.constant 1.000000e+02 : f32
      %g0_82 = arith.constant 0.000000e+00 : f32
      %g0_83 = arith.maximumf %g0_in0, %g0_80 : f32
      %g0_84 = arith.minimumf %g0_83, %g0_81 : f32
      %g0_85 = arith.select %g0_79, %g0_82, %g0_84 : f32
      %g0_86 = arith.fptosi %g0_85 : f32 to i32
      %g0_87 = arith.minsi %g0_78, %g0_86 : i32
      %g0_88 = arith.cmpi slt, %g0_70, %g0_87 : i32
      %g0_89 = arith.cmpf uno, %g0_in0, %g0_in0 : f32
      %g0_90 = arith.constant -1.000000e+02 : f32
      %g0_91 = arith.constant 1.000000e+02 : f32
      %g0_92 = arith.constant 0.000000e+00 : f32
      %g0_93 = arith.maximumf %g0_in0, %g0_90 : f32
      %g0_94 = arith.minimumf %g0_93, %g0_91 : f32
      %g0_95 = arith.select %g0_89, %g0_92, %g0_94 : f32
      %g0_96 = arith.fptosi %g0_95 : f32 to i32
      %g0_97 = arith.cmpf uno, %g0_in0, %g0_in0 : f32
      %g0_98 = arith.constant -1.000000e+02 : f32
      %g0_99 = arith.constant 1.000000e+02 : f32
      %g0_100 = arith.constant 0.000000e+00 : f32
      %g0_101 = arith.maximumf %g0_in0, %g0_98 : f32
      %g0_102 = arith.minimumf %g0_101, %g0_99 : f32
      %g0_103 = arith.select %g0_97, %g0_100, %g0_102 : f32
      %g0_104 = arith.fptosi %g0_103 : f32 to i32
      %g0_105 = arith.maxui %g0_96, %g0_104 : i32
      %g0_106 = arith.cmpf uno, %g0_in0, %g0_in0 : f32
      %g0_107 = arith.constant -1.000000e+02 : f32
      %g0_108 = arith.constant 1.000000e+02 : f32
      %g0_109 = arith.constant 0.000000e+00 : f32
      %g0_110 = arith.maximumf %g0_in0, %g0_107 : f32
      %g0_111 = arith.minimumf %g0_110, %g0_108 : f32
      %g0_112 = arith.select %g0_106, %g0_109, %g0_111 : f32
      %g0_113 = arith.fptosi %g0_112 : f32 to i32
      %g0_114 = arith.cmpf uno, %g0_in0, %g0_in0 : f32
      %g0_115 = arith.constant -1.000000e+02 : f32
      %g0_116 = arith.constant 1.000000e+02 : f32
      %g0_117 = arith.constant 0.000000e+00 : f32
      %g0_118 = arith.maximumf %g0_in0, %g0_115 : f32
      %g0_119 = arith.minimumf %g0_118, %g0_116 : f32
      %g0_120 = arith.select %g0_114, %g0_117, %g0_119 : f32
      %g0_121 = arith.fptosi %g0_120 : f32 to i32
      %g0_122 = arith.maxsi %g0_113, %g0_121 : i32
      %g0_123 = arith.select %g0_88, %g0_105, %g0_122 : i32
      linalg.yield %g0_53, %g0_123 : i32, i32
    } -> (tensor<3x?xi32>, tensor<3x?xi32>)
    %l1_c1 = arith.constant 1 : index
    %l1_d1 = tensor.dim %v0#0, %l1_c1 : tensor<3x?xi32>
    %l1_q1 = affine.apply affine_map<()[s0] -> (s0 ceildiv 2)>()[%l1_d1]
    %l1_dest = tensor.empty(%l1_q1) : tensor<1x?x2x4xi32>
    %l1_padval = arith.constant -2 : i32
    %v1 = linalg.pack %v0#0 padding_value(%l1_padval : i32) inner_dims_pos = [1, 0] inner_tiles = [2, 4] into %l1_dest : tensor<3x?xi32> -> tensor<1x?x2x4xi32>
    %p2_padval = arith.constant 5 : i32
    %v2 = tensor.pad %v1 low[0, 1, 1, %arg3] high[%arg1, %arg2, 1, %arg4] {
    ^bb0(%p2_i0: index, %p2_i1: index, %p2_i2: index, %p2_i3: index):
      tensor.yield %p2_padval : i32
    } : tensor<1x?x2x4xi32> to tensor<?x?x4x?xi32>
    %g3_c0_0 = arith.constant 0 : index
    %g3_d0_0 = tensor.dim %v2, %g3_c0_0 : tensor<?x?x4x?xi32>
    %g3_c0_1 = arith.constant 1 : index
    %g3_d0_1 = tensor.dim %v2, %g3_c0_1 : tensor<?x?x4x?xi32>
    %g3_c0_3 = arith.constant 3 : index
    %g3_d0_3 = tensor.dim %v2, %g3_c0_3 : tensor<?x?x4x?xi32>
    %g3_empty0 = tensor.empty(%g3_d0_0, %g3_d0_1, %g3_d0_3) : tensor<?x?x4x?xi32>
    %v3 = linalg.elementwise kind=#linalg.elementwise_kind<max_unsigned> indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2, d1, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>] ins(%v2, %arg5 : tensor<?x?x4x?xi32>, tensor<7x4x5x2xi32>) outs(%g3_empty0 : tensor<?x?x4x?xi32>) -> tensor<?x?x4x?xi32>
    %p4_padval = arith.constant 7 : i8
    %v4 = tensor.pad %arg6 low[0] high[%arg7] {
    ^bb0(%p4_i0: index):
      tensor.yield %p4_padval : i8
    } : tensor<?xi8> to tensor<?xi8>
    return %v0#0, %v0#1, %v3, %v4 : tensor<3x?xi32>, tensor<3x?xi32>, tensor<?x?x4x?xi32>, tensor<?xi8>
  }
}
