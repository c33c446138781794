// Corpus case 'expand-shape-dynamic': `fusefuzz generate --seed 30` under strategy elementwise.
// EXPECT: pass
// STRATEGY: elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 30 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<?x3xf16> {fusefuzz.shape = array<i64: 1, 3>}, %arg1: index {fusefuzz.value = 0 : i64}, %arg2: index {fusefuzz.value = 2 : i64}, %arg3: index {fusefuzz.value = 1 : i64}, %arg4: index {fusefuzz.value = 1 : i64}, %arg5: tensor<2x3x?x3xf16> {fusefuzz.shape = array<i64: 2, 3, 7, 3>}, %arg6: f32, %arg7: tensor<4xi32>, %arg8: tensor<2x2xi32>, %arg9: tensor<2x2xf32>) -> (tensor<?x2x?x?xf32>, tensor<2x2xi32>) {
    %r0_c0 = arith.constant 0 : index
    %r0_d0 = tensor.dim %arg0, %r0_c0 : tensor<?x3xf16>
    %v0 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [%r0_d0, 3, 1] : tensor<?x3xf16> into tensor<?x3x1xf16>
    %p1_padval = arith.constant -3.000000e+00 : f16
    %v1 = tensor.pad %v0 low[2, 2, %arg3] high[%arg1, %arg2, %arg4] {
    ^bb0(%p1_i0: index, %p1_i1: index, %p1_i2: index):
      tensor.yield %p1_padval : f16
    } : tensor<?x3x1xf16> to tensor<?x?x?xf16>
    %g2_c0_1 = arith.constant 0 : index
    %g2_d0_1 = tensor.dim %v1, %g2_c0_1 : tensor<?x?x?xf16>
    %g2_c0_2 = arith.constant 1 : index
    %g2_d0_2 = tensor.dim %v1, %g2_c0_2 : tensor<?x?x?xf16>
    %g2_c0_3 = arith.constant 2 : index
    %g2_d0_3 = tensor.dim %v1, %g2_c0_3 : tensor<?x?x?xf16>
    %g2_empty0 = tensor.empty(%g2_d0_1, %g2_d0_2, %g2_d0_3) : tensor<2x?x?x?xf16>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v1, %arg5 : tensor<?x?x?xf16>, tensor<2x3x?x3xf16>) outs(%g2_empty0 : tensor<2x?x?x?xf16>) {
    ^bb0(%g2_in0: f16, %g2_in1: f16, %g2_out0: f16):
      %g2_0 = arith.divf %g2_in0, %g2_in0 : f16
      %g2_1 = arith.maximumf %g2_in0, %g2_0 : f16
      %g2_2 = arith.divf %g2_1, %g2_in0 : f16
      linalg.yield %g2_2 : f16
    } -> tensor<2x?x?x?xf16>
    %g3_c0_0 = arith.constant 1 : index
    %g3_d0_0 = tensor.dim %v2, %g3_c0_0 : tensor<2x?x?x?xf16>
    %g3_c0_2 = arith.constant 2 : index
    %g3_d0_2 = tensor.dim %v2, %g3_c0_2 : tensor<2x?x?x?xf16>
    %g3_c0_3 = arith.constant 3 : index
    %g3_d0_3 = tensor.dim %v2, %g3_c0_3 : tensor<2x?x?x?xf16>
    %g3_empty0 = tensor.empty(%g3_d0_0, %g3_d0_2, %g3_d0_3) : tensor<?x2x?x?xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v2 : tensor<2x?x?x?xf16>) outs(%g3_empty0 : tensor<?x2x?x?xf32>) {
    ^bb0(%g3_in0: f16, %g3_out0: f32):
      %g3_0 = arith.extf %g3_in0 : f16 to f32
      %g3_1 = arith.maximumf %arg6, %g3_0 : f32
      linalg.yield %g3_1 : f32
    } -> tensor<?x2x?x?xf32>
    %v4 = tensor.expand_shape %arg7 [[0, 1]] output_shape [2, 2] : tensor<4xi32> into tensor<2x2xi32>
    %g5_empty0 = tensor.empty() : tensor<2x2xi32>
    %g5_fillval0 = arith.constant 4 : i32
    %g5_fill0 = linalg.fill ins(%g5_fillval0 : i32) outs(%g5_empty0 : tensor<2x2xi32>) -> tensor<2x2xi32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v4, %arg8 : tensor<2x2xi32>, tensor<2x2xi32>) outs(%g5_fill0 : tensor<2x2xi32>) {
    ^bb0(%g5_in0: i32, %g5_in1: i32, %g5_out0: i32):
      %g5_0 = arith.minsi %g5_in1, %g5_in0 : i32
      %g5_1 = arith.constant 7 : i32
      %g5_2 = arith.constant 0 : i32
      %g5_3 = arith.constant 1 : i32
      %g5_4 = arith.cmpi eq, %g5_in0, %g5_2 : i32
      %g5_5 = arith.constant -1 : i32
      %g5_6 = arith.cmpi eq, %g5_in0, %g5_5 : i32
      %g5_7 = arith.ori %g5_4, %g5_6 : i1
      %g5_8 = arith.select %g5_7, %g5_3, %g5_in0 : i32
      %g5_9 = arith.remsi %g5_1, %g5_8 : i32
      %g5_10 = arith.constant 32 : i32
      %g5_11 = arith.remui %g5_9, %g5_10 : i32
      %g5_12 = arith.shrsi %g5_0, %g5_11 : i32
      %g5_13 = arith.subi %g5_in0, %g5_12 : i32
      linalg.yield %g5_13 : i32
    } -> tensor<2x2xi32>
    %g6_empty0 = tensor.empty() : tensor<2x2xi32>
    %v6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v5, %arg9 : tensor<2x2xi32>, tensor<2x2xf32>) outs(%g6_empty0 : tensor<2x2xi32>) {
    ^bb0(%g6_in0: i32, %g6_in1: f32, %g6_out0: i32):
      %g6_0 = arith.cmpf uno, %g6_in1, %g6_in1 : f32
      %g6_1 = arith.constant -1.000000e+02 : f32
      %g6_2 = arith.constant 1.000000e+02 : f32
      %g6_3 = arith.constant 0.000000e+00 : f32
      %g6_4 = arith.maximumf %g6_in1, %g6_1 : f32
      %g6_5 = arith.minimumf %g6_4, %g6_2 : f32
      %g6_6 = arith.select %g6_0, %g6_3, %g6_5 : f32
      %g6_7 = arith.fptosi %g6_6 : f32 to i32
      %g6_8 = arith.maxui %g6_in0, %g6_7 : i32
      %g6_9 = arith.cmpf uno, %g6_in1, %g6_in1 : f32
      %g6_10 = arith.constant -1.000000e+02 : f32
      %g6_11 = arith.constant 1.000000e+02 : f32
      %g6_12 = arith.constant 0.000000e+00 : f32
      %g6_13 = arith.maximumf %g6_in1, %g6_10 : f32
      %g6_14 = arith.minimumf %g6_13, %g6_11 : f32
      %g6_15 = arith.select %g6_9, %g6_12, %g6_14 : f32
      %g6_16 = arith.fptosi %g6_15 : f32 to i32
      %g6_17 = arith.cmpi ult, %g6_in0, %g6_16 : i32
      %g6_18 = arith.select %g6_17, %g6_in0, %g6_in0 : i32
      %g6_19 = arith.xori %g6_8, %g6_18 : i32
      %g6_20 = arith.cmpi sge, %g6_19, %g6_in0 : i32
      %g6_21 = arith.cmpf uno, %g6_in1, %g6_in1 : f32
      %g6_22 = arith.constant -1.000000e+02 : f32
      %g6_23 = arith.constant 1.000000e+02 : f32
      %g6_24 = arith.constant 0.000000e+00 : f32
      %g6_25 = arith.maximumf %g6_in1, %g6_22 : f32
      %g6_26 = arith.minimumf %g6_25, %g6_23 : f32
      %g6_27 = arith.select %g6_21, %g6_24, %g6_26 : f32
      %g6_28 = arith.fptosi %g6_27 : f32 to i32
      %g6_29 = arith.cmpf uno, %g6_in1, %g6_in1 : f32
      %g6_30 = arith.constant -1.000000e+02 : f32
      %g6_31 = arith.constant 1.000000e+02 : f32
      %g6_32 = arith.constant 0.000000e+00 : f32
      %g6_33 = arith.maximumf %g6_in1, %g6_30 : f32
      %g6_34 = arith.minimumf %g6_33, %g6_31 : f32
      %g6_35 = arith.select %g6_29, %g6_32, %g6_34 : f32
      %g6_36 = arith.fptosi %g6_35 : f32 to i32
      %g6_37 = arith.constant 0 : i32
      %g6_38 = arith.constant 1 : i32
      %g6_39 = arith.cmpi eq, %g6_36, %g6_37 : i32
      %g6_40 = arith.constant -1 : i32
      %g6_41 = arith.cmpi eq, %g6_36, %g6_40 : i32
      %g6_42 = arith.ori %g6_39, %g6_41 : i1
      %g6_43 = arith.select %g6_42, %g6_38, %g6_36 : i32
      %g6_44 = arith.remsi %g6_28, %g6_43 : i32
      %g6_45 = arith.cmpf uno, %g6_in1, %g6_in1 : f32
      %g6_46 = arith.constant -1.000000e+02 : f32
      %g6_47 = arith.constant 1.000000e+02 : f32
      %g6_48 = arith.constant 0.000000e+00 : f32
      %g6_49 = arith.maximumf %g6_in1, %g6_46 : f32
      %g6_50 = arith.minimumf %g6_49, %g6_47 : f32
      %g6_51 = arith.select %g6_45, %g6_48, %g6_50 : f32
      %g6_52 = arith.fptosi %g6_51 : f32 to i32
      %g6_53 = arith.cmpf uno, %g6_in1, %g6_in1 : f32
      %g6_54 = arith.constant -1.000000e+02 : f32
      %g6_55 = arith.constant 1.000000e+02 : f32
      %g6_56 = arith.constant 0.000000e+00 : f32
      %g6_57 = arith.maximumf %g6_in1, %g6_54 : f32
      %g6_58 = arith.minimumf %g6_57, %g6_55 : f32
      %g6_59 = arith.select %g6_53, %g6_56, %g6_58 : f32
      %g6_60 = arith.fptosi %g6_59 : f32 to i32
      %g6_61 = arith.cmpf uno, %g6_in1, %g6_in1 : f32
      %g6_62 = arith.constant -1.000000e+02 : f32
      %g6_63 = arith.constant 1.000000e+02 : f32
      %g6_64 = arith.constant 0.000000e+00 : f32
      %g6_65 = arith.maximumf %g6_in1, %g6_62 : f32
      %g6_66 = arith.minimumf %g6_65, %g6_63 : f32
      %g6_67 = arith.select %g6_61, %g6_64, %g6_66 : f32
      %g6_68 = arith.fptosi %g6_67 : f32 to i32
      %g6_69 = arith.muli %g6_60, %g6_68 : i32
      %g6_70 = arith.maxsi %g6_52, %g6_69 : i32
      %g6_71 = arith.select %g6_20, %g6_44, %g6_70 : i32
      linalg.yield %g6_71 : i32
    } -> tensor<2x2xi32>
    %g7_empty0 = tensor.empty() : tensor<2x2xi32>
    %v7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v6 : tensor<2x2xi32>) outs(%g7_empty0 : tensor<2x2xi32>) {
    ^bb0(%g7_in0: i32, %g7_out0: i32):
      %g7_0 = arith.xori %g7_in0, %g7_in0 : i32
      linalg.yield %g7_0 : i32
    } -> tensor<2x2xi32>
    return %v3, %v7 : tensor<?x2x?x?xf32>, tensor<2x2xi32>
  }
}
