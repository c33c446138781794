// Corpus case 'type-i8': `fusefuzz generate --seed 42` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 42 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<f16>, %arg1: tensor<3x1x3xf16>, %arg2: tensor<?x1x3xf16> {fusefuzz.shape = array<i64: 4, 1, 3>}, %arg3: tensor<2x3x1x3xf32>, %arg4: tensor<5xf32>, %arg5: tensor<5xf16>, %arg6: f16, %arg7: tensor<?x4x1x4xi8> {fusefuzz.shape = array<i64: 3, 4, 1, 4>}, %arg8: tensor<2x4x1x4xi8>, %arg9: tensor<?xf16> {fusefuzz.shape = array<i64: 5>}, %arg10: index {fusefuzz.value = 1 : i64}, %arg11: index {fusefuzz.value = 2 : i64}) -> (tensor<3x1x3xf16>, tensor<2x3x3xf32>, tensor<5xf16>, tensor<5xi32>, tensor<?x4x1x4xi8>, tensor<?xf16>) {
    %g0_empty0 = tensor.empty() : tensor<3x1x3xf16>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (3, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<f16>, tensor<3x1x3xf16>, tensor<?x1x3xf16>) outs(%g0_empty0 : tensor<3x1x3xf16>) {
    ^bb0(%g0_in0: f16, %g0_in1: f16, %g0_in2: f16, %g0_out0: f16):
      %g0_0 = math.exp %g0_in1 : f16
      %g0_1 = math.absf %g0_0 : f16
      %g0_2 = arith.subf %g0_in2, %g0_1 : f16
      linalg.yield %g0_2 : f16
    } -> tensor<3x1x3xf16>
    %l1_dest = tensor.empty() : tensor<2x3x3xf32>
    %v1 = linalg.unpack %arg3 inner_dims_pos = [2] inner_tiles = [3] into %l1_dest : tensor<2x3x1x3xf32> -> tensor<2x3x3xf32>
    %g2_empty0 = tensor.empty() : tensor<5xf16>
    %g2_fillval0 = arith.constant 0.000000e+00 : f16
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : f16) outs(%g2_empty0 : tensor<5xf16>) -> tensor<5xf16>
    %g2_empty1 = tensor.empty() : tensor<5xf16>
    %g2_fillval1 = arith.constant 1.000000e+00 : f16
    %g2_fill1 = linalg.fill ins(%g2_fillval1 : f16) outs(%g2_empty1 : tensor<5xf16>) -> tensor<5xf16>
    %v2:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg4, %arg5 : tensor<5xf32>, tensor<5xf16>) outs(%g2_fill0, %g2_fill1 : tensor<5xf16>, tensor<5xf16>) {
    ^bb0(%g2_in0: f32, %g2_in1: f16, %g2_out0: f16, %g2_out1: f16):
      %g2_0 = arith.truncf %g2_in0 : f32 to f16
      %g2_1 = arith.cmpf ugt, %g2_out1, %g2_0 : f16
      %g2_2 = arith.truncf %g2_in0 : f32 to f16
      %g2_3 = arith.constant 5.000000e-01 : f16
      %g2_4 = arith.select %g2_1, %g2_2, %g2_3 : f16
      %g2_5 = arith.minimumf %g2_in1, %g2_4 : f16
      %g2_6 = arith.minimumf %g2_out0, %arg6 : f16
      %g2_7 = arith.constant 7.000000e+00 : f16
      %g2_8 = arith.constant -1.500000e+00 : f16
      %g2_9 = arith.maximumf %g2_7, %g2_8 : f16
      %g2_10 = arith.mulf %g2_6, %g2_9 : f16
      linalg.yield %g2_5, %g2_10 : f16, f16
    } -> (tensor<5xf16>, tensor<5xf16>)
    %g3_empty0 = tensor.empty() : tensor<5xi32>
    %g3_fillval0 = arith.constant 1 : i32
    %g3_fill0 = linalg.fill ins(%g3_fillval0 : i32) outs(%g3_empty0 : tensor<5xi32>) -> tensor<5xi32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v2#1 : tensor<5xf16>) outs(%g3_fill0 : tensor<5xi32>) {
    ^bb0(%g3_in0: f16, %g3_out0: i32):
      %g3_0 = arith.cmpf uno, %g3_in0, %g3_in0 : f16
      %g3_1 = arith.constant -1.000000e+02 : f16
      %g3_2 = arith.constant 1.000000e+02 : f16
      %g3_3 = arith.constant 0.000000e+00 : f16
      %g3_4 = arith.maximumf %g3_in0, %g3_1 : f16
      %g3_5 = arith.minimumf %g3_4, %g3_2 : f16
      %g3_6 = arith.select %g3_0, %g3_3, %g3_5 : f16
      %g3_7 = arith.fptosi %g3_6 : f16 to i32
      %g3_8 = arith.maxui %g3_7, %g3_out0 : i32
      %g3_9 = arith.cmpf uno, %g3_in0, %g3_in0 : f16
      %g3_10 = arith.constant -1.000000e+02 : f16
      %g3_11 = arith.constant 1.000000e+02 : f16
      %g3_12 = arith.constant 0.000000e+00 : f16
      %g3_13 = arith.maximumf %g3_in0, %g3_10 : f16
      %g3_14 = arith.minimumf %g3_13, %g3_11 : f16
      %g3_15 = arith.select %g3_9, %g3_12, %g3_14 : f16
      %g3_16 = arith.fptosi %g3_15 : f16 to i32
      %g3_17 = arith.constant 0 : i32
      %g3_18 = arith.constant 1 : i32
      %g3_19 = arith.cmpi eq, %g3_16, %g3_17 : i32
      %g3_20 = arith.constant -1 : i32
      %g3_21 = arith.cmpi eq, %g3_16, %g3_20 : i32
      %g3_22 = arith.ori %g3_19, %g3_21 : i1
      %g3_23 = arith.select %g3_22, %g3_18, %g3_16 : i32
      %g3_24 = arith.remsi %g3_8, %g3_23 : i32
      %g3_25 = arith.cmpf uno, %g3_in0, %g3_in0 : f16
      %g3_26 = arith.constant -1.000000e+02 : f16
      %g3_27 = arith.constant 1.000000e+02 : f16
      %g3_28 = arith.constant 0.000000e+00 : f16
      %g3_29 = arith.maximumf %g3_in0, %g3_26 : f16
      %g3_30 = arith.minimumf %g3_29, %g3_27 : f16
      %g3_31 = arith.select %g3_25, %g3_28, %g3_30 : f16
      %g3_32 = arith.fptosi %g3_31 : f16 to i32
      %g3_33 = arith.cmpf uno, %g3_in0, %g3_in0 : f16
      %g3_34 = arith.constant -1.000000e+02 : f16
      %g3_35 = arith.constant 1.000000e+02 : f16
      %g3_36 = arith.constant 0.000000e+00 : f16
      %g3_37 = arith.maximumf %g3_in0, %g3_34 : f16
      %g3_38 = arith.minimumf %g3_37, %g3_35 : f16
      %g3_39 = arith.select %g3_33, %g3_36, %g3_38 : f16
      %g3_40 = arith.fptosi %g3_39 : f16 to i32
      %g3_41 = arith.maxsi %g3_32, %g3_40 : i32
      %g3_42 = arith.constant 1 : i32
      %g3_43 = arith.cmpf uno, %g3_in0, %g3_in0 : f16
      %g3_44 = arith.constant -1.000000e+02 : f16
      %g3_45 = arith.constant 1.000000e+02 : f16
      %g3_46 = arith.constant 0.000000e+00 : f16
      %g3_47 = arith.maximumf %g3_in0, %g3_44 : f16
      %g3_48 = arith.minimumf %g3_47, %g3_45 : f16
      %g3_49 = arith.select %g3_43, %g3_46, %g3_48 : f16
      %g3_50 = arith.fptosi %g3_49 : f16 to i32
      %g3_51 = arith.maxsi %g3_42, %g3_50 : i32
      %g3_52 = arith.constant 0 : i32
      %g3_53 = arith.constant 1 : i32
      %g3_54 = arith.cmpi eq, %g3_51, %g3_52 : i32
      %g3_55 = arith.constant -1 : i32
      %g3_56 = arith.cmpi eq, %g3_51, %g3_55 : i32
      %g3_57 = arith.ori %g3_54, %g3_56 : i1
      %g3_58 = arith.select %g3_57, %g3_53, %g3_51 : i32
      %g3_59 = arith.divsi %g3_41, %g3_58 : i32
      %g3_60 = arith.constant 0 : i32
      %g3_61 = arith.constant 1 : i32
      %g3_62 = arith.cmpi eq, %g3_59, %g3_60 : i32
      %g3_63 = arith.constant -1 : i32
      %g3_64 = arith.cmpi eq, %g3_59, %g3_63 : i32
      %g3_65 = arith.ori %g3_62, %g3_64 : i1
      %g3_66 = arith.select %g3_65, %g3_61, %g3_59 : i32
      %g3_67 = arith.remsi %g3_24, %g3_66 : i32
      linalg.yield %g3_67 : i32
    } -> tensor<5xi32>
    %v4 = tensor.concat dim(0) %arg8, %arg7 : (tensor<2x4x1x4xi8>, tensor<?x4x1x4xi8>) -> tensor<?x4x1x4xi8>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<f16>) outs(%arg9 : tensor<?xf16>) {
    ^bb0(%g5_in0: f16, %g5_out0: f16):
      %g5_0 = arith.constant 7.000000e+00 : f16
      %g5_1 = arith.minimumf %g5_in0, %g5_0 : f16
      %g5_2 = math.exp %g5_1 : f16
      linalg.yield %g5_2 : f16
    } -> tensor<?xf16>
    %p6_padval = arith.constant -3.000000e+00 : f16
    %v6 = tensor.pad %v5 low[%arg10] high[%arg11] {
    ^bb0(%p6_i0: index):
      tensor.yield %p6_padval : f16
    } : tensor<?xf16> to tensor<?xf16>
    return %v0, %v1, %v2#0, %v3, %v4, %v6 : tensor<3x1x3xf16>, tensor<2x3x3xf32>, tensor<5xf16>, tensor<5xi32>, tensor<?x4x1x4xi8>, tensor<?xf16>
  }
}
