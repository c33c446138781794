// Corpus case 'guarded-fptosi': `fusefuzz generate --seed 44` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 44 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<?x?xi8> {fusefuzz.shape = array<i64: 2, 1>}, %arg1: tensor<2xi8>, %arg2: tensor<?x3xi8> {fusefuzz.shape = array<i64: 1, 3>}, %arg3: tensor<2x3xi8>, %arg4: tensor<?xf16> {fusefuzz.shape = array<i64: 3>}, %arg5: tensor<3xi32>) -> (tensor<2x3xi8>, tensor<3xi32>) {
    %g0_c0_0 = arith.constant 0 : index
    %g0_d0_0 = tensor.dim %arg0, %g0_c0_0 : tensor<?x?xi8>
    %g0_c0_1 = arith.constant 1 : index
    %g0_d0_1 = tensor.dim %arg0, %g0_c0_1 : tensor<?x?xi8>
    %g0_empty0 = tensor.empty(%g0_d0_0, %g0_d0_1) : tensor<?x?xi8>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<?x?xi8>, tensor<2xi8>) outs(%g0_empty0 : tensor<?x?xi8>) {
    ^bb0(%g0_in0: i8, %g0_in1: i8, %g0_out0: i8):
      %g0_0 = arith.constant 1 : i8
      %g0_1 = arith.maxsi %g0_in0, %g0_0 : i8
      %g0_2 = arith.addi %g0_1, %g0_in1 : i8
      %g0_3 = arith.constant 7 : i8
      %g0_4 = arith.cmpi ne, %g0_3, %g0_in0 : i8
      %g0_5 = arith.constant 3 : i8
      %g0_6 = arith.constant 4 : i8
      %g0_7 = arith.select %g0_4, %g0_5, %g0_6 : i8
      %g0_8 = arith.xori %g0_7, %g0_in1 : i8
      %g0_9 = arith.maxui %g0_2, %g0_8 : i8
      linalg.yield %g0_9 : i8
    } -> tensor<?x?xi8>
    %v1 = linalg.matmul ins(%v0, %arg2 : tensor<?x?xi8>, tensor<?x3xi8>) outs(%arg3 : tensor<2x3xi8>) -> tensor<2x3xi8>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%v1, %arg4 : tensor<2x3xi8>, tensor<?xf16>) outs(%arg5 : tensor<3xi32>) {
    ^bb0(%g2_in0: i8, %g2_in1: f16, %g2_out0: i32):
      %g2_0 = arith.constant 4 : i32
      %g2_1 = arith.addi %g2_out0, %g2_0 : i32
      %g2_2 = arith.extsi %g2_in0 : i8 to i32
      %g2_3 = arith.andi %g2_1, %g2_2 : i32
      %g2_4 = arith.cmpf uno, %g2_in1, %g2_in1 : f16
      %g2_5 = arith.constant -1.000000e+02 : f16
      %g2_6 = arith.constant 1.000000e+02 : f16
      %g2_7 = arith.constant 0.000000e+00 : f16
      %g2_8 = arith.maximumf %g2_in1, %g2_5 : f16
      %g2_9 = arith.minimumf %g2_8, %g2_6 : f16
      %g2_10 = arith.select %g2_4, %g2_7, %g2_9 : f16
      %g2_11 = arith.fptosi %g2_10 : f16 to i32
      %g2_12 = arith.cmpf uno, %g2_in1, %g2_in1 : f16
      %g2_13 = arith.constant -1.000000e+02 : f16
      %g2_14 = arith.constant 1.000000e+02 : f16
      %g2_15 = arith.constant 0.000000e+00 : f16
      %g2_16 = arith.maximumf %g2_in1, %g2_13 : f16
      %g2_17 = arith.minimumf %g2_16, %g2_14 : f16
      %g2_18 = arith.select %g2_12, %g2_15, %g2_17 : f16
      %g2_19 = arith.fptosi %g2_18 : f16 to i32
      %g2_20 = arith.ori %g2_11, %g2_19 : i32
      %g2_21 = arith.extsi %g2_in0 : i8 to i32
      %g2_22 = arith.cmpf uno, %g2_in1, %g2_in1 : f16
      %g2_23 = arith.constant -1.000000e+02 : f16
      %g2_24 = arith.constant 1.000000e+02 : f16
      %g2_25 = arith.constant 0.000000e+00 : f16
      %g2_26 = arith.maximumf %g2_in1, %g2_23 : f16
      %g2_27 = arith.minimumf %g2_26, %g2_24 : f16
      %g2_28 = arith.select %g2_22, %g2_25, %g2_27 : f16
      %g2_29 = arith.fptosi %g2_28 : f16 to i32
      %g2_30 = arith.xori %g2_21, %g2_29 : i32
      %g2_31 = arith.andi %g2_20, %g2_30 : i32
      %g2_32 = arith.addi %g2_3, %g2_31 : i32
      %g2_33 = arith.xori %g2_out0, %g2_32 : i32
      linalg.yield %g2_33 : i32
    } -> tensor<3xi32>
    return %v1, %v2 : tensor<2x3xi8>, tensor<3xi32>
  }
}
