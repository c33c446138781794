// Corpus case 'aggressive': `fusefuzz generate --seed 1` under strategy elementwise-aggressive.
// EXPECT: pass
// STRATEGY: elementwise-aggressive
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}FuseElementwiseOps=
module attributes {fusefuzz.seed = 1 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<4x?xi8> {fusefuzz.shape = array<i64: 4, 1>}, %arg1: tensor<i8>, %arg2: i8, %arg3: tensor<4xi8>, %arg4: tensor<?xi8> {fusefuzz.shape = array<i64: 4>}, %arg5: tensor<1x4x?xf32> {fusefuzz.shape = array<i64: 1, 4, 5>}) -> (tensor<?xi8>, tensor<1x4x?xi8>) {
    %g0_c0_1 = arith.constant 1 : index
    %g0_d0_1 = tensor.dim %arg0, %g0_c0_1 : tensor<4x?xi8>
    %g0_empty0 = tensor.empty(%g0_d0_1) : tensor<4x?xi8>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x?xi8>, tensor<i8>) outs(%g0_empty0 : tensor<4x?xi8>) {
    ^bb0(%g0_in0: i8, %g0_in1: i8, %g0_out0: i8):
      %g0_0 = arith.xori %g0_in0, %arg2 : i8
      linalg.yield %g0_0 : i8
    } -> tensor<4x?xi8>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0, 0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v0, %arg3 : tensor<4x?xi8>, tensor<4xi8>) outs(%arg4 : tensor<?xi8>) {
    ^bb0(%g1_in0: i8, %g1_in1: i8, %g1_out0: i8):
      %g1_0 = arith.muli %g1_in1, %g1_in1 : i8
      %g1_1 = linalg.index 0 : index
      %g1_2 = arith.index_cast %g1_1 : index to i32
      %g1_3 = arith.trunci %g1_2 : i32 to i8
      %g1_4 = arith.addi %g1_3, %g1_in1 : i8
      %g1_5 = arith.addi %g1_0, %g1_4 : i8
      linalg.yield %g1_5 : i8
    } -> tensor<?xi8>
    %g2_c0_2 = arith.constant 2 : index
    %g2_d0_2 = tensor.dim %arg5, %g2_c0_2 : tensor<1x4x?xf32>
    %g2_empty0 = tensor.empty(%g2_d0_2) : tensor<1x4x?xi8>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg5 : tensor<1x4x?xf32>) outs(%g2_empty0 : tensor<1x4x?xi8>) {
    ^bb0(%g2_in0: f32, %g2_out0: i8):
      %g2_0 = arith.cmpf uno, %g2_in0, %g2_in0 : f32
      %g2_1 = arith.constant -1.000000e+02 : f32
      %g2_2 = arith.constant 1.000000e+02 : f32
      %g2_3 = arith.constant 0.000000e+00 : f32
      %g2_4 = arith.maximumf %g2_in0, %g2_1 : f32
      %g2_5 = arith.minimumf %g2_4, %g2_2 : f32
      %g2_6 = arith.select %g2_0, %g2_3, %g2_5 : f32
      %g2_7 = arith.fptosi %g2_6 : f32 to i32
      %g2_8 = arith.trunci %g2_7 : i32 to i8
      %g2_9 = arith.cmpf uno, %g2_in0, %g2_in0 : f32
      %g2_10 = arith.constant -1.000000e+02 : f32
      %g2_11 = arith.constant 1.000000e+02 : f32
      %g2_12 = arith.constant 0.000000e+00 : f32
      %g2_13 = arith.maximumf %g2_in0, %g2_10 : f32
      %g2_14 = arith.minimumf %g2_13, %g2_11 : f32
      %g2_15 = arith.select %g2_9, %g2_12, %g2_14 : f32
      %g2_16 = arith.fptosi %g2_15 : f32 to i32
      %g2_17 = arith.trunci %g2_16 : i32 to i8
      %g2_18 = arith.cmpf uno, %g2_in0, %g2_in0 : f32
      %g2_19 = arith.constant -1.000000e+02 : f32
      %g2_20 = arith.constant 1.000000e+02 : f32
      %g2_21 = arith.constant 0.000000e+00 : f32
      %g2_22 = arith.maximumf %g2_in0, %g2_19 : f32
      %g2_23 = arith.minimumf %g2_22, %g2_20 : f32
      %g2_24 = arith.select %g2_18, %g2_21, %g2_23 : f32
      %g2_25 = arith.fptosi %g2_24 : f32 to i32
      %g2_26 = arith.trunci %g2_25 : i32 to i8
      %g2_27 = arith.maxsi %g2_17, %g2_26 : i8
      %g2_28 = arith.cmpf uno, %g2_in0, %g2_in0 : f32
      %g2_29 = arith.constant -1.000000e+02 : f32
      %g2_30 = arith.constant 1.000000e+02 : f32
      %g2_31 = arith.constant 0.000000e+00 : f32
      %g2_32 = arith.maximumf %g2_in0, %g2_29 : f32
      %g2_33 = arith.minimumf %g2_32, %g2_30 : f32
      %g2_34 = arith.select %g2_28, %g2_31, %g2_33 : f32
      %g2_35 = arith.fptosi %g2_34 : f32 to i32
      %g2_36 = arith.trunci %g2_35 : i32 to i8
      %g2_37 = arith.ori %g2_27, %g2_36 : i8
      %g2_38 = arith.constant 8 : i8
      %g2_39 = arith.remui %g2_37, %g2_38 : i8
      %g2_40 = arith.shli %g2_8, %g2_39 : i8
      linalg.yield %g2_40 : i8
    } -> tensor<1x4x?xi8>
    return %v1, %v2 : tensor<?xi8>, tensor<1x4x?xi8>
  }
}
