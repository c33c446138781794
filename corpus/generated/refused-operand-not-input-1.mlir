// Corpus case 'refused-operand-not-input': `fusefuzz generate --seed 177` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}} operand-not-input=
module attributes {fusefuzz.seed = 177 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<f32>, %arg1: tensor<5x5x4xi8>, %arg2: tensor<4x4xi8>, %arg3: tensor<5x4xi8>, %arg4: tensor<?x4xi8> {fusefuzz.shape = array<i64: 5, 4>}, %arg5: tensor<5x4xi8>, %arg6: tensor<?x5x4xi8> {fusefuzz.shape = array<i64: 4, 5, 4>}) -> (tensor<5x4xi8>, tensor<?x5x4xi8>, tensor<?x5x4xi8>) {
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>], iterator_types = ["reduction", "parallel", "parallel"]} ins(%arg0, %arg1 : tensor<f32>, tensor<5x5x4xi8>) outs(%arg3 : tensor<5x4xi8>) {
    ^bb0(%g0_in0: f32, %g0_in1: i8, %g0_out0: i8):
      %g0_0 = arith.constant 1 : i8
      %g0_1 = linalg.index 0 : index
      %g0_2 = arith.constant 4 : index
      %g0_3 = arith.remui %g0_1, %g0_2 : index
      %g0_4 = linalg.index 0 : index
      %g0_5 = arith.constant 4 : index
      %g0_6 = arith.remui %g0_4, %g0_5 : index
      %g0_7 = tensor.extract %arg2[%g0_3, %g0_6] : tensor<4x4xi8>
      %g0_8 = arith.muli %g0_0, %g0_7 : i8
      %g0_9 = linalg.index 2 : index
      %g0_10 = arith.constant 4 : index
      %g0_11 = arith.remui %g0_9, %g0_10 : index
      %g0_12 = linalg.index 1 : index
      %g0_13 = arith.constant 4 : index
      %g0_14 = arith.remui %g0_12, %g0_13 : index
      %g0_15 = tensor.extract %arg2[%g0_11, %g0_14] : tensor<4x4xi8>
      %g0_16 = arith.cmpi ne, %g0_8, %g0_15 : i8
      %g0_17 = arith.cmpf uno, %g0_in0, %g0_in0 : f32
      %g0_18 = arith.constant -1.000000e+02 : f32
      %g0_19 = arith.constant 1.000000e+02 : f32
      %g0_20 = arith.constant 0.000000e+00 : f32
      %g0_21 = arith.maximumf %g0_in0, %g0_18 : f32
      %g0_22 = arith.minimumf %g0_21, %g0_19 : f32
      %g0_23 = arith.select %g0_17, %g0_20, %g0_22 : f32
      %g0_24 = arith.fptosi %g0_23 : f32 to i32
      %g0_25 = arith.trunci %g0_24 : i32 to i8
      %g0_26 = linalg.index 1 : index
      %g0_27 = arith.constant 4 : index
      %g0_28 = arith.remui %g0_26, %g0_27 : index
      %g0_29 = linalg.index 1 : index
      %g0_30 = arith.constant 4 : index
      %g0_31 = arith.remui %g0_29, %g0_30 : index
      %g0_32 = tensor.extract %arg2[%g0_28, %g0_31] : tensor<4x4xi8>
      %g0_33 = arith.minsi %g0_25, %g0_32 : i8
      %g0_34 = arith.select %g0_16, %g0_out0, %g0_33 : i8
      %g0_35 = arith.maxsi %g0_out0, %g0_34 : i8
      linalg.yield %g0_35 : i8
    } -> tensor<5x4xi8>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v0, %arg4 : tensor<5x4xi8>, tensor<?x4xi8>) outs(%arg5 : tensor<5x4xi8>) {
    ^bb0(%g1_in0: i8, %g1_in1: i8, %g1_out0: i8):
      %g1_0 = arith.constant 0 : i8
      %g1_1 = arith.constant 1 : i8
      %g1_2 = arith.cmpi eq, %g1_in1, %g1_0 : i8
      %g1_3 = arith.constant -1 : i8
      %g1_4 = arith.cmpi eq, %g1_in1, %g1_3 : i8
      %g1_5 = arith.ori %g1_2, %g1_4 : i1
      %g1_6 = arith.select %g1_5, %g1_1, %g1_in1 : i8
      %g1_7 = arith.remsi %g1_in0, %g1_6 : i8
      %g1_8 = arith.constant 6 : i8
      %g1_9 = arith.subi %g1_in0, %g1_8 : i8
      %g1_10 = arith.subi %g1_7, %g1_9 : i8
      linalg.yield %g1_10 : i8
    } -> tensor<5x4xi8>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v1 : tensor<5x4xi8>) outs(%arg6 : tensor<?x5x4xi8>) {
    ^bb0(%g2_in0: i8, %g2_out0: i8):
      %g2_0 = arith.constant 4 : i8
      %g2_1 = arith.muli %g2_in0, %g2_0 : i8
      linalg.yield %g2_1 : i8
    } -> tensor<?x5x4xi8>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d1, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v2 : tensor<?x5x4xi8>) outs(%v2 : tensor<?x5x4xi8>) {
    ^bb0(%g3_in0: i8, %g3_out0: i8):
      %g3_0 = arith.cmpi ult, %g3_out0, %g3_out0 : i8
      %g3_1 = linalg.index 2 : index
      %g3_2 = arith.index_cast %g3_1 : index to i32
      %g3_3 = arith.trunci %g3_2 : i32 to i8
      %g3_4 = arith.select %g3_0, %g3_3, %g3_in0 : i8
      %g3_5 = linalg.index 1 : index
      %g3_6 = arith.index_cast %g3_5 : index to i32
      %g3_7 = arith.trunci %g3_6 : i32 to i8
      %g3_8 = arith.constant 8 : i8
      %g3_9 = arith.remui %g3_7, %g3_8 : i8
      %g3_10 = arith.shrsi %g3_out0, %g3_9 : i8
      %g3_11 = arith.constant 0 : i8
      %g3_12 = arith.constant 1 : i8
      %g3_13 = arith.cmpi eq, %g3_10, %g3_11 : i8
      %g3_14 = arith.select %g3_13, %g3_12, %g3_10 : i8
      %g3_15 = arith.remui %g3_4, %g3_14 : i8
      linalg.yield %g3_15 : i8
    } -> tensor<?x5x4xi8>
    return %v1, %v2, %v3 : tensor<5x4xi8>, tensor<?x5x4xi8>, tensor<?x5x4xi8>
  }
}
