// Corpus case '4d-permutation': `fusefuzz generate --seed 36` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 36 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<5x2x4x1xi1>, %arg1: tensor<1x4x2x5xi1>, %arg2: tensor<1x5x2x4xi1>, %arg3: tensor<?x2x4xf32> {fusefuzz.shape = array<i64: 5, 2, 4>}, %arg4: tensor<?x?x4x5xi32> {fusefuzz.shape = array<i64: 5, 5, 4, 5>}, %arg5: index {fusefuzz.value = 2 : i64}) -> (tensor<1x5x2x4xi1>, tensor<1x?x2x4xi8>, tensor<?x?x6x7xi32>) {
    %g0_empty0 = tensor.empty() : tensor<1x5x2x4xi1>
    %g0_empty1 = tensor.empty() : tensor<1x5x2x4xi8>
    %v0:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2, d3, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<5x2x4x1xi1>, tensor<1x4x2x5xi1>, tensor<1x5x2x4xi1>) outs(%g0_empty0, %g0_empty1 : tensor<1x5x2x4xi1>, tensor<1x5x2x4xi8>) {
    ^bb0(%g0_in0: i1, %g0_in1: i1, %g0_in2: i1, %g0_out0: i1, %g0_out1: i8):
      %g0_0 = arith.constant 0 : i1
      %g0_1 = arith.andi %g0_in1, %g0_0 : i1
      %g0_2 = arith.ori %g0_1, %g0_in1 : i1
      %g0_3 = arith.xori %g0_in0, %g0_2 : i1
      %g0_4 = arith.extui %g0_in0 : i1 to i8
      %g0_5 = arith.extui %g0_in1 : i1 to i8
      %g0_6 = arith.constant 8 : i8
      %g0_7 = arith.remui %g0_5, %g0_6 : i8
      %g0_8 = arith.shli %g0_4, %g0_7 : i8
      %g0_9 = arith.extui %g0_in0 : i1 to i8
      %g0_10 = arith.extui %g0_in0 : i1 to i8
      %g0_11 = arith.xori %g0_9, %g0_10 : i8
      %g0_12 = arith.andi %g0_8, %g0_11 : i8
      %g0_13 = arith.extui %g0_in0 : i1 to i8
      %g0_14 = arith.andi %g0_12, %g0_13 : i8
      linalg.yield %g0_3, %g0_14 : i1, i8
    } -> (tensor<1x5x2x4xi1>, tensor<1x5x2x4xi8>)
    %g1_c0_1 = arith.constant 0 : index
    %g1_d0_1 = tensor.dim %arg3, %g1_c0_1 : tensor<?x2x4xf32>
    %g1_empty0 = tensor.empty(%g1_d0_1) : tensor<1x?x2x4xi8>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v0#1, %arg3 : tensor<1x5x2x4xi8>, tensor<?x2x4xf32>) outs(%g1_empty0 : tensor<1x?x2x4xi8>) {
    ^bb0(%g1_in0: i8, %g1_in1: f32, %g1_out0: i8):
      %g1_0 = arith.cmpf uno, %g1_in1, %g1_in1 : f32
      %g1_1 = arith.constant -1.000000e+02 : f32
      %g1_2 = arith.constant 1.000000e+02 : f32
      %g1_3 = arith.constant 0.000000e+00 : f32
      %g1_4 = arith.maximumf %g1_in1, %g1_1 : f32
      %g1_5 = arith.minimumf %g1_4, %g1_2 : f32
      %g1_6 = arith.select %g1_0, %g1_3, %g1_5 : f32
      %g1_7 = arith.fptosi %g1_6 : f32 to i32
      %g1_8 = arith.trunci %g1_7 : i32 to i8
      %g1_9 = arith.cmpf uno, %g1_in1, %g1_in1 : f32
      %g1_10 = arith.constant -1.000000e+02 : f32
      %g1_11 = arith.constant 1.000000e+02 : f32
      %g1_12 = arith.constant 0.000000e+00 : f32
      %g1_13 = arith.maximumf %g1_in1, %g1_10 : f32
      %g1_14 = arith.minimumf %g1_13, %g1_11 : f32
      %g1_15 = arith.select %g1_9, %g1_12, %g1_14 : f32
      %g1_16 = arith.fptosi %g1_15 : f32 to i32
      %g1_17 = arith.trunci %g1_16 : i32 to i8
      %g1_18 = arith.subi %g1_8, %g1_17 : i8
      %g1_19 = arith.ori %g1_in0, %g1_in0 : i8
      %g1_20 = arith.minsi %g1_18, %g1_19 : i8
      %g1_21 = arith.cmpf uno, %g1_in1, %g1_in1 : f32
      %g1_22 = arith.constant -1.000000e+02 : f32
      %g1_23 = arith.constant 1.000000e+02 : f32
      %g1_24 = arith.constant 0.000000e+00 : f32
      %g1_25 = arith.maximumf %g1_in1, %g1_22 : f32
      %g1_26 = arith.minimumf %g1_25, %g1_23 : f32
      %g1_27 = arith.select %g1_21, %g1_24, %g1_26 : f32
      %g1_28 = arith.fptosi %g1_27 : f32 to i32
      %g1_29 = arith.trunci %g1_28 : i32 to i8
      %g1_30 = arith.muli %g1_in0, %g1_29 : i8
      %g1_31 = arith.cmpf uno, %g1_in1, %g1_in1 : f32
      %g1_32 = arith.constant -1.000000e+02 : f32
      %g1_33 = arith.constant 1.000000e+02 : f32
      %g1_34 = arith.constant 0.000000e+00 : f32
      %g1_35 = arith.maximumf %g1_in1, %g1_32 : f32
      %g1_36 = arith.minimumf %g1_35, %g1_33 : f32
      %g1_37 = arith.select %g1_31, %g1_34, %g1_36 : f32
      %g1_38 = arith.fptosi %g1_37 : f32 to i32
      %g1_39 = arith.trunci %g1_38 : i32 to i8
      %g1_40 = arith.cmpi sge, %g1_30, %g1_39 : i8
      %g1_41 = arith.constant 0 : i8
      %g1_42 = arith.constant 0 : i8
      %g1_43 = arith.constant 1 : i8
      %g1_44 = arith.cmpi eq, %g1_in0, %g1_42 : i8
      %g1_45 = arith.constant -1 : i8
      %g1_46 = arith.cmpi eq, %g1_in0, %g1_45 : i8
      %g1_47 = arith.ori %g1_44, %g1_46 : i1
      %g1_48 = arith.select %g1_47, %g1_43, %g1_in0 : i8
      %g1_49 = arith.divsi %g1_41, %g1_48 : i8
      %g1_50 = arith.constant -1 : i8
      %g1_51 = arith.constant 3 : i8
      %g1_52 = arith.cmpi sge, %g1_50, %g1_51 : i8
      %g1_53 = arith.cmpf uno, %g1_in1, %g1_in1 : f32
      %g1_54 = arith.constant -1.000000e+02 : f32
      %g1_55 = arith.constant 1.000000e+02 : f32
      %g1_56 = arith.constant 0.000000e+00 : f32
      %g1_57 = arith.maximumf %g1_in1, %g1_54 : f32
      %g1_58 = arith.minimumf %g1_57, %g1_55 : f32
      %g1_59 = arith.select %g1_53, %g1_56, %g1_58 : f32
      %g1_60 = arith.fptosi %g1_59 : f32 to i32
      %g1_61 = arith.trunci %g1_60 : i32 to i8
      %g1_62 = arith.select %g1_52, %g1_in0, %g1_61 : i8
      %g1_63 = arith.select %g1_40, %g1_49, %g1_62 : i8
      %g1_64 = arith.muli %g1_20, %g1_63 : i8
      linalg.yield %g1_64 : i8
    } -> tensor<1x?x2x4xi8>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %arg4, %g2_c0_0 : tensor<?x?x4x5xi32>
    %g2_c0_1 = arith.constant 1 : index
    %g2_d0_1 = tensor.dim %arg4, %g2_c0_1 : tensor<?x?x4x5xi32>
    %g2_empty0 = tensor.empty(%g2_d0_0, %g2_d0_1) : tensor<?x?x4x5xi32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg4, %arg4 : tensor<?x?x4x5xi32>, tensor<?x?x4x5xi32>) outs(%g2_empty0 : tensor<?x?x4x5xi32>) {
    ^bb0(%g2_in0: i32, %g2_in1: i32, %g2_out0: i32):
      %g2_0 = arith.ori %g2_in1, %g2_in0 : i32
      %g2_1 = arith.constant 32 : i32
      %g2_2 = arith.remui %g2_in0, %g2_1 : i32
      %g2_3 = arith.shrui %g2_0, %g2_2 : i32
      linalg.yield %g2_3 : i32
    } -> tensor<?x?x4x5xi32>
    %p3_padval = arith.constant -1 : i32
    %v3 = tensor.pad %v2 low[2, 1, 1, 0] high[%arg5, 0, 1, 2] {
    ^bb0(%p3_i0: index, %p3_i1: index, %p3_i2: index, %p3_i3: index):
      tensor.yield %p3_padval : i32
    } : tensor<?x?x4x5xi32> to tensor<?x?x6x7xi32>
    return %v0#0, %v1, %v3 : tensor<1x5x2x4xi1>, tensor<1x?x2x4xi8>, tensor<?x?x6x7xi32>
  }
}
