// Corpus case 'depthwise-conv': `fusefuzz generate --seed 87` under strategy all.
// EXPECT: pass
// STRATEGY: all
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 87 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<1xf32>, %arg1: tensor<1xf32>, %arg2: index {fusefuzz.value = 0 : i64}, %arg3: index {fusefuzz.value = 0 : i64}, %arg4: index {fusefuzz.value = 0 : i64}, %arg5: index {fusefuzz.value = 1 : i64}, %arg6: index {fusefuzz.value = 0 : i64}, %arg7: index {fusefuzz.value = 1 : i64}, %arg8: tensor<?x3x4x7xi8> {fusefuzz.shape = array<i64: 3, 3, 4, 7>}, %arg9: tensor<3x?x7x3xi8> {fusefuzz.shape = array<i64: 3, 4, 7, 3>}, %arg10: i8, %arg11: tensor<?x3x3xi8> {fusefuzz.shape = array<i64: 1, 3, 3>}, %arg12: tensor<?x?x3x3xi8> {fusefuzz.shape = array<i64: 3, 4, 3, 3>}) -> (tensor<1xf32>, tensor<?x?x3x3xi8>) {
    %g0_empty0 = tensor.empty() : tensor<1xf32>
    %g0_empty1 = tensor.empty() : tensor<1xf32>
    %v0:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0, %arg1, %arg1 : tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) outs(%g0_empty0, %g0_empty1 : tensor<1xf32>, tensor<1xf32>) {
    ^bb0(%g0_in0: f32, %g0_in1: f32, %g0_in2: f32, %g0_out0: f32, %g0_out1: f32):
      %g0_0 = arith.cmpf une, %g0_in0, %g0_in1 : f32
      %g0_1 = arith.select %g0_0, %g0_in0, %g0_in0 : f32
      %g0_2 = arith.cmpf olt, %g0_in1, %g0_in1 : f32
      %g0_3 = arith.select %g0_2, %g0_in2, %g0_in2 : f32
      linalg.yield %g0_1, %g0_3 : f32, f32
    } -> (tensor<1xf32>, tensor<1xf32>)
    %l1_dest = tensor.empty() : tensor<1x3xf32>
    %l1_padval = arith.constant 7.000000e+00 : f32
    %v1 = linalg.pack %v0#1 padding_value(%l1_padval : f32) inner_dims_pos = [0] inner_tiles = [3] into %l1_dest : tensor<1xf32> -> tensor<1x3xf32>
    %p2_padval = arith.constant 2.000000e+00 : f32
    %v2 = tensor.pad %v1 low[2, %arg3] high[%arg2, 1] {
    ^bb0(%p2_i0: index, %p2_i1: index):
      tensor.yield %p2_padval : f32
    } : tensor<1x3xf32> to tensor<?x?xf32>
    %l3_c0 = arith.constant 0 : index
    %l3_d0 = tensor.dim %v2, %l3_c0 : tensor<?x?xf32>
    %l3_q0 = affine.apply affine_map<()[s0] -> (s0 ceildiv 4)>()[%l3_d0]
    %l3_c1 = arith.constant 1 : index
    %l3_d1 = tensor.dim %v2, %l3_c1 : tensor<?x?xf32>
    %l3_q1 = affine.apply affine_map<()[s0] -> (s0 ceildiv 2)>()[%l3_d1]
    %l3_dest = tensor.empty(%l3_q0, %l3_q1) : tensor<?x?x4x2xf32>
    %l3_padval = arith.constant 7.000000e+00 : f32
    %v3 = linalg.pack %v2 padding_value(%l3_padval : f32) inner_dims_pos = [0, 1] inner_tiles = [4, 2] into %l3_dest : tensor<?x?xf32> -> tensor<?x?x4x2xf32>
    %p4_padval = arith.constant -3.000000e+00 : f32
    %v4 = tensor.pad %v3 low[%arg4, 0, 2, %arg6] high[2, 2, %arg5, %arg7] {
    ^bb0(%p4_i0: index, %p4_i1: index, %p4_i2: index, %p4_i3: index):
      tensor.yield %p4_padval : f32
    } : tensor<?x?x4x2xf32> to tensor<?x?x?x?xf32>
    %g5_c0_0 = arith.constant 0 : index
    %g5_d0_0 = tensor.dim %v4, %g5_c0_0 : tensor<?x?x?x?xf32>
    %g5_c0_1 = arith.constant 1 : index
    %g5_d0_1 = tensor.dim %v4, %g5_c0_1 : tensor<?x?x?x?xf32>
    %g5_c0_2 = arith.constant 2 : index
    %g5_d0_2 = tensor.dim %v4, %g5_c0_2 : tensor<?x?x?x?xf32>
    %g5_c0_3 = arith.constant 3 : index
    %g5_d0_3 = tensor.dim %v4, %g5_c0_3 : tensor<?x?x?x?xf32>
    %g5_empty0 = tensor.empty(%g5_d0_0, %g5_d0_1, %g5_d0_2, %g5_d0_3) : tensor<?x?x?x?xi8>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v4, %arg8, %arg9 : tensor<?x?x?x?xf32>, tensor<?x3x4x7xi8>, tensor<3x?x7x3xi8>) outs(%g5_empty0 : tensor<?x?x?x?xi8>) {
    ^bb0(%g5_in0: f32, %g5_in1: i8, %g5_in2: i8, %g5_out0: i8):
      %g5_0 = arith.cmpf uno, %g5_in0, %g5_in0 : f32
      %g5_1 = arith.constant -1.000000e+02 : f32
      %g5_2 = arith.constant 1.000000e+02 : f32
      %g5_3 = arith.constant 0.000000e+00 : f32
      %g5_4 = arith.maximumf %g5_in0, %g5_1 : f32
      %g5_5 = arith.minimumf %g5_4, %g5_2 : f32
      %g5_6 = arith.select %g5_0, %g5_3, %g5_5 : f32
      %g5_7 = arith.fptosi %g5_6 : f32 to i32
      %g5_8 = arith.trunci %g5_7 : i32 to i8
      %g5_9 = arith.cmpf uno, %g5_in0, %g5_in0 : f32
      %g5_10 = arith.constant -1.000000e+02 : f32
      %g5_11 = arith.constant 1.000000e+02 : f32
      %g5_12 = arith.constant 0.000000e+00 : f32
      %g5_13 = arith.maximumf %g5_in0, %g5_10 : f32
      %g5_14 = arith.minimumf %g5_13, %g5_11 : f32
      %g5_15 = arith.select %g5_9, %g5_12, %g5_14 : f32
      %g5_16 = arith.fptosi %g5_15 : f32 to i32
      %g5_17 = arith.trunci %g5_16 : i32 to i8
      %g5_18 = arith.cmpi eq, %g5_8, %g5_17 : i8
      %g5_19 = arith.select %g5_18, %arg10, %arg10 : i8
      %g5_20 = arith.muli %g5_in1, %arg10 : i8
      %g5_21 = arith.constant 0 : i8
      %g5_22 = arith.constant 1 : i8
      %g5_23 = arith.cmpi eq, %g5_20, %g5_21 : i8
      %g5_24 = arith.constant -1 : i8
      %g5_25 = arith.cmpi eq, %g5_20, %g5_24 : i8
      %g5_26 = arith.ori %g5_23, %g5_25 : i1
      %g5_27 = arith.select %g5_26, %g5_22, %g5_20 : i8
      %g5_28 = arith.divsi %g5_19, %g5_27 : i8
      %g5_29 = arith.constant 2 : i8
      %g5_30 = arith.xori %g5_in1, %g5_29 : i8
      %g5_31 = arith.ori %g5_in1, %g5_30 : i8
      %g5_32 = arith.cmpi eq, %g5_28, %g5_31 : i8
      %g5_33 = arith.constant -3 : i8
      %g5_34 = arith.cmpi slt, %g5_in2, %g5_33 : i8
      %g5_35 = arith.constant 6 : i8
      %g5_36 = arith.cmpf uno, %g5_in0, %g5_in0 : f32
      %g5_37 = arith.constant -1.000000e+02 : f32
      %g5_38 = arith.constant 1.000000e+02 : f32
      %g5_39 = arith.constant 0.000000e+00 : f32
      %g5_40 = arith.maximumf %g5_in0, %g5_37 : f32
      %g5_41 = arith.minimumf %g5_40, %g5_38 : f32
      %g5_42 = arith.select %g5_36, %g5_39, %g5_41 : f32
      %g5_43 = arith.fptosi %g5_42 : f32 to i32
      %g5_44 = arith.trunci %g5_43 : i32 to i8
      %g5_45 = arith.select %g5_34, %g5_35, %g5_44 : i8
      %g5_46 = arith.muli %g5_in2, %g5_45 : i8
      %g5_47 = arith.cmpf uno, %g5_in0, %g5_in0 : f32
      %g5_48 = arith.constant -1.000000e+02 : f32
      %g5_49 = arith.constant 1.000000e+02 : f32
      %g5_50 = arith.constant 0.000000e+00 : f32
      %g5_51 = arith.maximumf %g5_in0, %g5_48 : f32
      %g5_52 = arith.minimumf %g5_51, %g5_49 : f32
      %g5_53 = arith.select %g5_47, %g5_50, %g5_52 : f32
      %g5_54 = arith.fptosi %g5_53 : f32 to i32
      %g5_55 = arith.trunci %g5_54 : i32 to i8
      %g5_56 = arith.maxui %g5_in2, %g5_55 : i8
      %g5_57 = arith.minsi %arg10, %arg10 : i8
      %g5_58 = arith.subi %g5_56, %g5_57 : i8
      %g5_59 = arith.select %g5_32, %g5_46, %g5_58 : i8
      linalg.yield %g5_59 : i8
    } -> tensor<?x?x?x?xi8>
    %v6 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 2]> : tensor<2xi64>} ins(%v5, %arg11 : tensor<?x?x?x?xi8>, tensor<?x3x3xi8>) outs(%arg12 : tensor<?x?x3x3xi8>) -> tensor<?x?x3x3xi8>
    return %v0#0, %v6 : tensor<1xf32>, tensor<?x?x3x3xi8>
  }
}
