// Corpus case 'refused-operand-not-input': `fusefuzz generate --seed 101` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}} operand-not-input=
module attributes {fusefuzz.seed = 101 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<?xf16> {fusefuzz.shape = array<i64: 1>}, %arg1: tensor<i32>, %arg2: tensor<?xf32> {fusefuzz.shape = array<i64: 1>}, %arg3: tensor<i32>, %arg4: tensor<?xi32> {fusefuzz.shape = array<i64: 4>}, %arg5: tensor<?xf32> {fusefuzz.shape = array<i64: 2>}, %arg6: tensor<2x?xi8> {fusefuzz.shape = array<i64: 2, 3>}, %arg7: tensor<?x3xf32> {fusefuzz.shape = array<i64: 2, 3>}, %arg8: tensor<2x?xf32> {fusefuzz.shape = array<i64: 2, 3>}) -> (tensor<i32>, tensor<2x1x?x5xf32>) {
    %g0_c0_0 = arith.constant 0 : index
    %g0_d0_0 = tensor.dim %arg0, %g0_c0_0 : tensor<?xf16>
    %g0_empty0 = tensor.empty(%g0_d0_0) : tensor<?xf16>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<?xf16>) outs(%g0_empty0 : tensor<?xf16>) {
    ^bb0(%g0_in0: f16, %g0_out0: f16):
      %g0_0 = linalg.index 0 : index
      %g0_1 = arith.index_cast %g0_0 : index to i32
      %g0_2 = arith.sitofp %g0_1 : i32 to f16
      %g0_3 = math.exp %g0_2 : f16
      linalg.yield %g0_3 : f16
    } -> tensor<?xf16>
    %g1_empty0 = tensor.empty() : tensor<i32>
    %g1_fillval0 = arith.constant -3 : i32
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : i32) outs(%g1_empty0 : tensor<i32>) -> tensor<i32>
    %v1:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%v0 : tensor<?xf16>) outs(%g1_fill0, %arg1 : tensor<i32>, tensor<i32>) {
    ^bb0(%g1_in0: f16, %g1_out0: i32, %g1_out1: i32):
      %g1_0 = linalg.index 0 : index
      %g1_1 = arith.index_cast %g1_0 : index to i32
      %g1_2 = linalg.index 0 : index
      %g1_3 = arith.index_cast %g1_2 : index to i32
      %g1_4 = arith.maxui %g1_1, %g1_3 : i32
      %g1_5 = arith.cmpf uno, %g1_in0, %g1_in0 : f16
      %g1_6 = arith.constant -1.000000e+02 : f16
      %g1_7 = arith.constant 1.000000e+02 : f16
      %g1_8 = arith.constant 0.000000e+00 : f16
      %g1_9 = arith.maximumf %g1_in0, %g1_6 : f16
      %g1_10 = arith.minimumf %g1_9, %g1_7 : f16
      %g1_11 = arith.select %g1_5, %g1_8, %g1_10 : f16
      %g1_12 = arith.fptosi %g1_11 : f16 to i32
      %g1_13 = arith.subi %g1_12, %g1_out0 : i32
      %g1_14 = arith.cmpi slt, %g1_4, %g1_13 : i32
      %g1_15 = linalg.index 0 : index
      %g1_16 = arith.index_cast %g1_15 : index to i32
      %g1_17 = arith.ori %g1_out0, %g1_16 : i32
      %g1_18 = arith.select %g1_14, %g1_out0, %g1_17 : i32
      %g1_19 = arith.maxsi %g1_out0, %g1_18 : i32
      %g1_20 = linalg.index 0 : index
      %g1_21 = arith.index_cast %g1_20 : index to i32
      %g1_22 = arith.cmpi ult, %g1_out0, %g1_21 : i32
      %g1_23 = arith.select %g1_22, %g1_out1, %g1_out0 : i32
      %g1_24 = linalg.index 0 : index
      %g1_25 = arith.index_cast %g1_24 : index to i32
      %g1_26 = linalg.index 0 : index
      %g1_27 = arith.index_cast %g1_26 : index to i32
      %g1_28 = arith.cmpi eq, %g1_25, %g1_27 : i32
      %g1_29 = arith.select %g1_28, %g1_out0, %g1_out0 : i32
      %g1_30 = arith.cmpi ult, %g1_23, %g1_29 : i32
      %g1_31 = linalg.index 0 : index
      %g1_32 = arith.index_cast %g1_31 : index to i32
      %g1_33 = arith.cmpf uno, %g1_in0, %g1_in0 : f16
      %g1_34 = arith.constant -1.000000e+02 : f16
      %g1_35 = arith.constant 1.000000e+02 : f16
      %g1_36 = arith.constant 0.000000e+00 : f16
      %g1_37 = arith.maximumf %g1_in0, %g1_34 : f16
      %g1_38 = arith.minimumf %g1_37, %g1_35 : f16
      %g1_39 = arith.select %g1_33, %g1_36, %g1_38 : f16
      %g1_40 = arith.fptosi %g1_39 : f16 to i32
      %g1_41 = arith.constant 0 : i32
      %g1_42 = arith.constant 1 : i32
      %g1_43 = arith.cmpi eq, %g1_40, %g1_41 : i32
      %g1_44 = arith.select %g1_43, %g1_42, %g1_40 : i32
      %g1_45 = arith.divui %g1_32, %g1_44 : i32
      %g1_46 = linalg.index 0 : index
      %g1_47 = arith.index_cast %g1_46 : index to i32
      %g1_48 = arith.addi %g1_47, %g1_out1 : i32
      %g1_49 = arith.select %g1_30, %g1_45, %g1_48 : i32
      %g1_50 = arith.maxsi %g1_out1, %g1_49 : i32
      linalg.yield %g1_19, %g1_50 : i32, i32
    } -> (tensor<i32>, tensor<i32>)
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%v1#1, %arg2 : tensor<i32>, tensor<?xf32>) outs(%arg3 : tensor<i32>) {
    ^bb0(%g2_in0: i32, %g2_in1: f32, %g2_out0: i32):
      %g2_0 = arith.maxui %g2_in0, %g2_in0 : i32
      %g2_1 = arith.minsi %g2_out0, %g2_in0 : i32
      %g2_2 = arith.minsi %g2_0, %g2_1 : i32
      %g2_3 = arith.minsi %g2_out0, %g2_2 : i32
      linalg.yield %g2_3 : i32
    } -> tensor<i32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%v2, %arg4 : tensor<i32>, tensor<?xi32>) outs(%v1#0 : tensor<i32>) {
    ^bb0(%g3_in0: i32, %g3_in1: i32, %g3_out0: i32):
      %g3_0 = arith.constant 1 : i32
      %g3_1 = arith.subi %g3_out0, %g3_0 : i32
      %g3_2 = arith.xori %g3_1, %g3_in0 : i32
      %g3_3 = arith.constant 6 : i32
      %g3_4 = arith.ori %g3_3, %g3_in1 : i32
      %g3_5 = arith.cmpi ugt, %g3_in1, %g3_in0 : i32
      %g3_6 = arith.select %g3_5, %g3_in1, %g3_out0 : i32
      %g3_7 = arith.maxui %g3_4, %g3_6 : i32
      %g3_8 = arith.constant 0 : i32
      %g3_9 = arith.constant 1 : i32
      %g3_10 = arith.cmpi eq, %g3_7, %g3_8 : i32
      %g3_11 = arith.constant -1 : i32
      %g3_12 = arith.cmpi eq, %g3_7, %g3_11 : i32
      %g3_13 = arith.ori %g3_10, %g3_12 : i1
      %g3_14 = arith.select %g3_13, %g3_9, %g3_7 : i32
      %g3_15 = arith.divsi %g3_2, %g3_14 : i32
      %g3_16 = arith.addi %g3_out0, %g3_15 : i32
      linalg.yield %g3_16 : i32
    } -> tensor<i32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg5, %arg6, %arg7 : tensor<?xf32>, tensor<2x?xi8>, tensor<?x3xf32>) outs(%arg8 : tensor<2x?xf32>) {
    ^bb0(%g4_in0: f32, %g4_in1: i8, %g4_in2: f32, %g4_out0: f32):
      %g4_0 = arith.sitofp %g4_in1 : i8 to f32
      %g4_1 = arith.constant 0.000000e+00 : f32
      %g4_2 = arith.constant 5.000000e-01 : f32
      %g4_3 = arith.maximumf %g4_1, %g4_2 : f32
      %g4_4 = arith.cmpf une, %g4_0, %g4_3 : f32
      %g4_5 = arith.sitofp %g4_in1 : i8 to f32
      %g4_6 = arith.divf %g4_out0, %g4_in0 : f32
      %g4_7 = arith.select %g4_4, %g4_5, %g4_6 : f32
      %g4_8 = arith.constant 2.000000e+00 : f32
      %g4_9 = math.exp %g4_8 : f32
      %g4_10 = arith.mulf %g4_7, %g4_9 : f32
      linalg.yield %g4_10 : f32
    } -> tensor<2x?xf32>
    %g5_c0_2 = arith.constant 1 : index
    %g5_d0_2 = tensor.dim %v4, %g5_c0_2 : tensor<2x?xf32>
    %g5_empty0 = tensor.empty(%g5_d0_2) : tensor<2x1x?x5xf32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v4 : tensor<2x?xf32>) outs(%g5_empty0 : tensor<2x1x?x5xf32>) {
    ^bb0(%g5_in0: f32, %g5_out0: f32):
      %g5_0 = arith.cmpf oge, %g5_in0, %g5_in0 : f32
      %g5_1 = arith.select %g5_0, %g5_in0, %g5_in0 : f32
      %g5_2 = arith.mulf %g5_in0, %g5_in0 : f32
      %g5_3 = arith.mulf %g5_1, %g5_2 : f32
      linalg.yield %g5_3 : f32
    } -> tensor<2x1x?x5xf32>
    return %v3, %v5 : tensor<i32>, tensor<2x1x?x5xf32>
  }
}
