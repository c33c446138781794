// Corpus case 'refused-tile-consumer-first-user': `fusefuzz generate --seed 25` under strategy tile-fuse-consumers.
// EXPECT: pass
// STRATEGY: tile-fuse-consumers
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}tile:upstream-declined: the first user of loop should not dominate any define of consumer operand(s)=
module attributes {fusefuzz.seed = 25 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<?x?x1xi32> {fusefuzz.shape = array<i64: 4, 5, 1>}, %arg1: tensor<4xf16>) -> (tensor<?x?xf32>) {
    %g0_c0_0 = arith.constant 0 : index
    %g0_d0_0 = tensor.dim %arg0, %g0_c0_0 : tensor<?x?x1xi32>
    %g0_c0_1 = arith.constant 1 : index
    %g0_d0_1 = tensor.dim %arg0, %g0_c0_1 : tensor<?x?x1xi32>
    %g0_empty0 = tensor.empty(%g0_d0_0, %g0_d0_1) : tensor<?x?x1xi32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg1 : tensor<?x?x1xi32>, tensor<4xf16>) outs(%g0_empty0 : tensor<?x?x1xi32>) {
    ^bb0(%g0_in0: i32, %g0_in1: f16, %g0_out0: i32):
      %g0_0 = arith.cmpf uno, %g0_in1, %g0_in1 : f16
      %g0_1 = arith.constant -1.000000e+02 : f16
      %g0_2 = arith.constant 1.000000e+02 : f16
      %g0_3 = arith.constant 0.000000e+00 : f16
      %g0_4 = arith.maximumf %g0_in1, %g0_1 : f16
      %g0_5 = arith.minimumf %g0_4, %g0_2 : f16
      %g0_6 = arith.select %g0_0, %g0_3, %g0_5 : f16
      %g0_7 = arith.fptosi %g0_6 : f16 to i32
      %g0_8 = arith.subi %g0_in0, %g0_in0 : i32
      %g0_9 = arith.constant 3 : i32
      %g0_10 = arith.cmpf uno, %g0_in1, %g0_in1 : f16
      %g0_11 = arith.constant -1.000000e+02 : f16
      %g0_12 = arith.constant 1.000000e+02 : f16
      %g0_13 = arith.constant 0.000000e+00 : f16
      %g0_14 = arith.maximumf %g0_in1, %g0_11 : f16
      %g0_15 = arith.minimumf %g0_14, %g0_12 : f16
      %g0_16 = arith.select %g0_10, %g0_13, %g0_15 : f16
      %g0_17 = arith.fptosi %g0_16 : f16 to i32
      %g0_18 = arith.maxsi %g0_9, %g0_17 : i32
      %g0_19 = arith.andi %g0_8, %g0_18 : i32
      %g0_20 = arith.cmpi slt, %g0_7, %g0_19 : i32
      %g0_21 = arith.cmpf uno, %g0_in1, %g0_in1 : f16
      %g0_22 = arith.constant -1.000000e+02 : f16
      %g0_23 = arith.constant 1.000000e+02 : f16
      %g0_24 = arith.constant 0.000000e+00 : f16
      %g0_25 = arith.maximumf %g0_in1, %g0_22 : f16
      %g0_26 = arith.minimumf %g0_25, %g0_23 : f16
      %g0_27 = arith.select %g0_21, %g0_24, %g0_26 : f16
      %g0_28 = arith.fptosi %g0_27 : f16 to i32
      %g0_29 = arith.cmpf uno, %g0_in1, %g0_in1 : f16
      %g0_30 = arith.constant -1.000000e+02 : f16
      %g0_31 = arith.constant 1.000000e+02 : f16
      %g0_32 = arith.constant 0.000000e+00 : f16
      %g0_33 = arith.maximumf %g0_in1, %g0_30 : f16
      %g0_34 = arith.minimumf %g0_33, %g0_31 : f16
      %g0_35 = arith.select %g0_29, %g0_32, %g0_34 : f16
      %g0_36 = arith.fptosi %g0_35 : f16 to i32
      %g0_37 = arith.andi %g0_36, %g0_in0 : i32
      %g0_38 = arith.constant 1 : i32
      %g0_39 = arith.cmpf uno, %g0_in1, %g0_in1 : f16
      %g0_40 = arith.constant -1.000000e+02 : f16
      %g0_41 = arith.constant 1.000000e+02 : f16
      %g0_42 = arith.constant 0.000000e+00 : f16
      %g0_43 = arith.maximumf %g0_in1, %g0_40 : f16
      %g0_44 = arith.minimumf %g0_43, %g0_41 : f16
      %g0_45 = arith.select %g0_39, %g0_42, %g0_44 : f16
      %g0_46 = arith.fptosi %g0_45 : f16 to i32
      %g0_47 = arith.maxsi %g0_38, %g0_46 : i32
      %g0_48 = arith.maxui %g0_37, %g0_47 : i32
      %g0_49 = arith.select %g0_20, %g0_28, %g0_48 : i32
      linalg.yield %g0_49 : i32
    } -> tensor<?x?x1xi32>
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %v0, %g1_c0_0 : tensor<?x?x1xi32>
    %g1_c0_1 = arith.constant 1 : index
    %g1_d0_1 = tensor.dim %v0, %g1_c0_1 : tensor<?x?x1xi32>
    %g1_empty0 = tensor.empty(%g1_d0_0, %g1_d0_1) : tensor<?x?xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v0 : tensor<?x?x1xi32>) outs(%g1_empty0 : tensor<?x?xf32>) {
    ^bb0(%g1_in0: i32, %g1_out0: f32):
      %g1_0 = arith.sitofp %g1_in0 : i32 to f32
      %g1_1 = arith.sitofp %g1_in0 : i32 to f32
      %g1_2 = arith.addf %g1_0, %g1_1 : f32
      %g1_3 = arith.sitofp %g1_in0 : i32 to f32
      %g1_4 = arith.sitofp %g1_in0 : i32 to f32
      %g1_5 = arith.minimumf %g1_3, %g1_4 : f32
      %g1_6 = arith.subf %g1_2, %g1_5 : f32
      %g1_7 = arith.sitofp %g1_in0 : i32 to f32
      %g1_8 = arith.divf %g1_6, %g1_7 : f32
      linalg.yield %g1_8 : f32
    } -> tensor<?x?xf32>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %v1, %g2_c0_0 : tensor<?x?xf32>
    %g2_c0_1 = arith.constant 1 : index
    %g2_d0_1 = tensor.dim %v1, %g2_c0_1 : tensor<?x?xf32>
    %g2_empty0 = tensor.empty(%g2_d0_0, %g2_d0_1) : tensor<?x?xf32>
    %v2 = linalg.transpose ins(%v1 : tensor<?x?xf32>) outs(%g2_empty0 : tensor<?x?xf32>) permutation = [0, 1]
    return %v2 : tensor<?x?xf32>
  }
}
