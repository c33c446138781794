// Corpus case 'type-f16': `fusefuzz generate --seed 12` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 12 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<3xf16>, %arg1: tensor<?x?x?xf16> {fusefuzz.shape = array<i64: 3, 3, 4>}, %arg2: tensor<3x5x?x?xf16> {fusefuzz.shape = array<i64: 3, 5, 3, 4>}, %arg3: tensor<3x5x3x4xi32>) -> (tensor<?x5x?x?xi32>) {
    %g0_c0_0 = arith.constant 0 : index
    %g0_d0_0 = tensor.dim %arg1, %g0_c0_0 : tensor<?x?x?xf16>
    %g0_c0_1 = arith.constant 1 : index
    %g0_d0_1 = tensor.dim %arg1, %g0_c0_1 : tensor<?x?x?xf16>
    %g0_c0_2 = arith.constant 2 : index
    %g0_d0_2 = tensor.dim %arg1, %g0_c0_2 : tensor<?x?x?xf16>
    %g0_empty0 = tensor.empty(%g0_d0_0, %g0_d0_1, %g0_d0_2) : tensor<?x?x?xf16>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg1 : tensor<3xf16>, tensor<?x?x?xf16>) outs(%g0_empty0 : tensor<?x?x?xf16>) {
    ^bb0(%g0_in0: f16, %g0_in1: f16, %g0_out0: f16):
      %g0_0 = arith.cmpf ugt, %g0_in0, %g0_in0 : f16
      %g0_1 = arith.constant 7.000000e+00 : f16
      %g0_2 = arith.select %g0_0, %g0_1, %g0_in1 : f16
      %g0_3 = arith.minimumf %g0_in1, %g0_2 : f16
      %g0_4 = arith.cmpf ord, %g0_in0, %g0_in0 : f16
      %g0_5 = arith.minimumf %g0_in1, %g0_in1 : f16
      %g0_6 = arith.constant 0.000000e+00 : f16
      %g0_7 = arith.subf %g0_6, %g0_in0 : f16
      %g0_8 = arith.select %g0_4, %g0_5, %g0_7 : f16
      %g0_9 = arith.minimumf %g0_3, %g0_8 : f16
      linalg.yield %g0_9 : f16
    } -> tensor<?x?x?xf16>
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %v0, %g1_c0_0 : tensor<?x?x?xf16>
    %g1_c0_2 = arith.constant 1 : index
    %g1_d0_2 = tensor.dim %v0, %g1_c0_2 : tensor<?x?x?xf16>
    %g1_c0_3 = arith.constant 2 : index
    %g1_d0_3 = tensor.dim %v0, %g1_c0_3 : tensor<?x?x?xf16>
    %g1_empty0 = tensor.empty(%g1_d0_0, %g1_d0_2, %g1_d0_3) : tensor<?x5x?x?xf16>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v0, %arg2 : tensor<?x?x?xf16>, tensor<3x5x?x?xf16>) outs(%g1_empty0 : tensor<?x5x?x?xf16>) {
    ^bb0(%g1_in0: f16, %g1_in1: f16, %g1_out0: f16):
      %g1_0 = arith.negf %g1_in0 : f16
      linalg.yield %g1_0 : f16
    } -> tensor<?x5x?x?xf16>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %v1, %g2_c0_0 : tensor<?x5x?x?xf16>
    %g2_c0_2 = arith.constant 2 : index
    %g2_d0_2 = tensor.dim %v1, %g2_c0_2 : tensor<?x5x?x?xf16>
    %g2_c0_3 = arith.constant 3 : index
    %g2_d0_3 = tensor.dim %v1, %g2_c0_3 : tensor<?x5x?x?xf16>
    %g2_empty0 = tensor.empty(%g2_d0_0, %g2_d0_2, %g2_d0_3) : tensor<?x5x?x?xi32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v1, %arg3 : tensor<?x5x?x?xf16>, tensor<3x5x3x4xi32>) outs(%g2_empty0 : tensor<?x5x?x?xi32>) {
    ^bb0(%g2_in0: f16, %g2_in1: i32, %g2_out0: i32):
      %g2_0 = arith.constant -2 : i32
      %g2_1 = arith.cmpf uno, %g2_in0, %g2_in0 : f16
      %g2_2 = arith.constant -1.000000e+02 : f16
      %g2_3 = arith.constant 1.000000e+02 : f16
      %g2_4 = arith.constant 0.000000e+00 : f16
      %g2_5 = arith.maximumf %g2_in0, %g2_2 : f16
      %g2_6 = arith.minimumf %g2_5, %g2_3 : f16
      %g2_7 = arith.select %g2_1, %g2_4, %g2_6 : f16
      %g2_8 = arith.fptosi %g2_7 : f16 to i32
      %g2_9 = arith.addi %g2_8, %g2_in1 : i32
      %g2_10 = arith.cmpi ult, %g2_0, %g2_9 : i32
      %g2_11 = arith.constant -1 : i32
      %g2_12 = arith.cmpf uno, %g2_in0, %g2_in0 : f16
      %g2_13 = arith.constant -1.000000e+02 : f16
      %g2_14 = arith.constant 1.000000e+02 : f16
      %g2_15 = arith.constant 0.000000e+00 : f16
      %g2_16 = arith.maximumf %g2_in0, %g2_13 : f16
      %g2_17 = arith.minimumf %g2_16, %g2_14 : f16
      %g2_18 = arith.select %g2_12, %g2_15, %g2_17 : f16
      %g2_19 = arith.fptosi %g2_18 : f16 to i32
      %g2_20 = arith.select %g2_10, %g2_11, %g2_19 : i32
      %g2_21 = arith.cmpf uno, %g2_in0, %g2_in0 : f16
      %g2_22 = arith.constant -1.000000e+02 : f16
      %g2_23 = arith.constant 1.000000e+02 : f16
      %g2_24 = arith.constant 0.000000e+00 : f16
      %g2_25 = arith.maximumf %g2_in0, %g2_22 : f16
      %g2_26 = arith.minimumf %g2_25, %g2_23 : f16
      %g2_27 = arith.select %g2_21, %g2_24, %g2_26 : f16
      %g2_28 = arith.fptosi %g2_27 : f16 to i32
      %g2_29 = arith.muli %g2_in1, %g2_28 : i32
      %g2_30 = arith.cmpf uno, %g2_in0, %g2_in0 : f16
      %g2_31 = arith.constant -1.000000e+02 : f16
      %g2_32 = arith.constant 1.000000e+02 : f16
      %g2_33 = arith.constant 0.000000e+00 : f16
      %g2_34 = arith.maximumf %g2_in0, %g2_31 : f16
      %g2_35 = arith.minimumf %g2_34, %g2_32 : f16
      %g2_36 = arith.select %g2_30, %g2_33, %g2_35 : f16
      %g2_37 = arith.fptosi %g2_36 : f16 to i32
      %g2_38 = arith.constant 32 : i32
      %g2_39 = arith.remui %g2_in1, %g2_38 : i32
      %g2_40 = arith.shli %g2_37, %g2_39 : i32
      %g2_41 = arith.constant 0 : i32
      %g2_42 = arith.constant 1 : i32
      %g2_43 = arith.cmpi eq, %g2_40, %g2_41 : i32
      %g2_44 = arith.constant -1 : i32
      %g2_45 = arith.cmpi eq, %g2_40, %g2_44 : i32
      %g2_46 = arith.ori %g2_43, %g2_45 : i1
      %g2_47 = arith.select %g2_46, %g2_42, %g2_40 : i32
      %g2_48 = arith.divsi %g2_29, %g2_47 : i32
      %g2_49 = arith.maxsi %g2_20, %g2_48 : i32
      linalg.yield %g2_49 : i32
    } -> tensor<?x5x?x?xi32>
    return %v2 : tensor<?x5x?x?xi32>
  }
}
