// Corpus case 'named-broadcast': `fusefuzz generate --seed 47` under strategy all.
// EXPECT: pass
// STRATEGY: all
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 47 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<1x?x?xi32> {fusefuzz.shape = array<i64: 1, 5, 3>}, %arg1: index {fusefuzz.value = 2 : i64}, %arg2: index {fusefuzz.value = 1 : i64}, %arg3: tensor<1xf16>) -> (tensor<?x?x?xi32>, tensor<1xf16>, tensor<3x1xi1>) {
    %p0_padval = arith.constant 2 : i32
    %v0 = tensor.pad %arg0 low[2, %arg2, 1] high[%arg1, 1, 0] {
    ^bb0(%p0_i0: index, %p0_i1: index, %p0_i2: index):
      tensor.yield %p0_padval : i32
    } : tensor<1x?x?xi32> to tensor<?x?x?xi32>
    %g1_empty0 = tensor.empty() : tensor<1xf16>
    %g1_empty1 = tensor.empty() : tensor<1xi1>
    %v1:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg3 : tensor<1xf16>) outs(%g1_empty0, %g1_empty1 : tensor<1xf16>, tensor<1xi1>) {
    ^bb0(%g1_in0: f16, %g1_out0: f16, %g1_out1: i1):
      %g1_0 = arith.constant 1.000000e+00 : f16
      %g1_1 = arith.cmpf ugt, %g1_in0, %g1_0 : f16
      %g1_2 = arith.constant 5.000000e-01 : f16
      %g1_3 = arith.select %g1_1, %g1_2, %g1_in0 : f16
      %g1_4 = math.absf %g1_in0 : f16
      %g1_5 = arith.mulf %g1_3, %g1_4 : f16
      %g1_6 = arith.constant -1.500000e+00 : f16
      %g1_7 = math.floor %g1_in0 : f16
      %g1_8 = arith.subf %g1_6, %g1_7 : f16
      %g1_9 = arith.maximumf %g1_5, %g1_8 : f16
      %g1_10 = arith.cmpf uno, %g1_in0, %g1_in0 : f16
      %g1_11 = arith.constant -1.000000e+02 : f16
      %g1_12 = arith.constant 1.000000e+02 : f16
      %g1_13 = arith.constant 0.000000e+00 : f16
      %g1_14 = arith.maximumf %g1_in0, %g1_11 : f16
      %g1_15 = arith.minimumf %g1_14, %g1_12 : f16
      %g1_16 = arith.select %g1_10, %g1_13, %g1_15 : f16
      %g1_17 = arith.fptosi %g1_16 : f16 to i32
      %g1_18 = arith.cmpf uno, %g1_in0, %g1_in0 : f16
      %g1_19 = arith.constant -1.000000e+02 : f16
      %g1_20 = arith.constant 1.000000e+02 : f16
      %g1_21 = arith.constant 0.000000e+00 : f16
      %g1_22 = arith.maximumf %g1_in0, %g1_19 : f16
      %g1_23 = arith.minimumf %g1_22, %g1_20 : f16
      %g1_24 = arith.select %g1_18, %g1_21, %g1_23 : f16
      %g1_25 = arith.fptosi %g1_24 : f16 to i32
      %g1_26 = arith.ori %g1_17, %g1_25 : i32
      %g1_27 = arith.cmpf uno, %g1_in0, %g1_in0 : f16
      %g1_28 = arith.constant -1.000000e+02 : f16
      %g1_29 = arith.constant 1.000000e+02 : f16
      %g1_30 = arith.constant 0.000000e+00 : f16
      %g1_31 = arith.maximumf %g1_in0, %g1_28 : f16
      %g1_32 = arith.minimumf %g1_31, %g1_29 : f16
      %g1_33 = arith.select %g1_27, %g1_30, %g1_32 : f16
      %g1_34 = arith.fptosi %g1_33 : f16 to i32
      %g1_35 = arith.cmpf uno, %g1_in0, %g1_in0 : f16
      %g1_36 = arith.constant -1.000000e+02 : f16
      %g1_37 = arith.constant 1.000000e+02 : f16
      %g1_38 = arith.constant 0.000000e+00 : f16
      %g1_39 = arith.maximumf %g1_in0, %g1_36 : f16
      %g1_40 = arith.minimumf %g1_39, %g1_37 : f16
      %g1_41 = arith.select %g1_35, %g1_38, %g1_40 : f16
      %g1_42 = arith.fptosi %g1_41 : f16 to i32
      %g1_43 = arith.cmpi sge, %g1_34, %g1_42 : i32
      %g1_44 = arith.constant 7 : i32
      %g1_45 = arith.cmpf uno, %g1_in0, %g1_in0 : f16
      %g1_46 = arith.constant -1.000000e+02 : f16
      %g1_47 = arith.constant 1.000000e+02 : f16
      %g1_48 = arith.constant 0.000000e+00 : f16
      %g1_49 = arith.maximumf %g1_in0, %g1_46 : f16
      %g1_50 = arith.minimumf %g1_49, %g1_47 : f16
      %g1_51 = arith.select %g1_45, %g1_48, %g1_50 : f16
      %g1_52 = arith.fptosi %g1_51 : f16 to i32
      %g1_53 = arith.select %g1_43, %g1_44, %g1_52 : i32
      %g1_54 = arith.minsi %g1_26, %g1_53 : i32
      %g1_55 = arith.constant -3 : i32
      %g1_56 = arith.cmpf uno, %g1_in0, %g1_in0 : f16
      %g1_57 = arith.constant -1.000000e+02 : f16
      %g1_58 = arith.constant 1.000000e+02 : f16
      %g1_59 = arith.constant 0.000000e+00 : f16
      %g1_60 = arith.maximumf %g1_in0, %g1_57 : f16
      %g1_61 = arith.minimumf %g1_60, %g1_58 : f16
      %g1_62 = arith.select %g1_56, %g1_59, %g1_61 : f16
      %g1_63 = arith.fptosi %g1_62 : f16 to i32
      %g1_64 = arith.constant 32 : i32
      %g1_65 = arith.remui %g1_63, %g1_64 : i32
      %g1_66 = arith.shli %g1_55, %g1_65 : i32
      %g1_67 = arith.cmpf uno, %g1_in0, %g1_in0 : f16
      %g1_68 = arith.constant -1.000000e+02 : f16
      %g1_69 = arith.constant 1.000000e+02 : f16
      %g1_70 = arith.constant 0.000000e+00 : f16
      %g1_71 = arith.maximumf %g1_in0, %g1_68 : f16
      %g1_72 = arith.minimumf %g1_71, %g1_69 : f16
      %g1_73 = arith.select %g1_67, %g1_70, %g1_72 : f16
      %g1_74 = arith.fptosi %g1_73 : f16 to i32
      %g1_75 = arith.cmpf uno, %g1_in0, %g1_in0 : f16
      %g1_76 = arith.constant -1.000000e+02 : f16
      %g1_77 = arith.constant 1.000000e+02 : f16
      %g1_78 = arith.constant 0.000000e+00 : f16
      %g1_79 = arith.maximumf %g1_in0, %g1_76 : f16
      %g1_80 = arith.minimumf %g1_79, %g1_77 : f16
      %g1_81 = arith.select %g1_75, %g1_78, %g1_80 : f16
      %g1_82 = arith.fptosi %g1_81 : f16 to i32
      %g1_83 = arith.maxsi %g1_74, %g1_82 : i32
      %g1_84 = arith.maxui %g1_66, %g1_83 : i32
      %g1_85 = arith.cmpi sle, %g1_54, %g1_84 : i32
      linalg.yield %g1_9, %g1_85 : f16, i1
    } -> (tensor<1xf16>, tensor<1xi1>)
    %g2_empty0 = tensor.empty() : tensor<3x1xi1>
    %v2 = linalg.broadcast ins(%v1#1 : tensor<1xi1>) outs(%g2_empty0 : tensor<3x1xi1>) dimensions = [0]
    return %v0, %v1#0, %v2 : tensor<?x?x?xi32>, tensor<1xf16>, tensor<3x1xi1>
  }
}
