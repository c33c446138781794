// Corpus case 'broadcast': `fusefuzz generate --seed 43` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 43 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<2x3x5x3xf32>, %arg1: tensor<?xi1> {fusefuzz.shape = array<i64: 2>}, %arg2: tensor<?x3xi8> {fusefuzz.shape = array<i64: 5, 3>}, %arg3: tensor<3x?xi8> {fusefuzz.shape = array<i64: 3, 5>}, %arg4: tensor<3x3x5x3xi32>, %arg5: tensor<3xi8>, %arg6: tensor<3x5x3xi8>) -> (tensor<?x3x3xi1>, tensor<3x5x3xi8>) {
    %g0_empty0 = tensor.empty() : tensor<2x3x3xf32>
    %g0_fillval0 = arith.constant 0.000000e+00 : f32
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : f32) outs(%g0_empty0 : tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%arg0 : tensor<2x3x5x3xf32>) outs(%g0_fill0 : tensor<2x3x3xf32>) {
    ^bb0(%g0_in0: f32, %g0_out0: f32):
      %g0_0 = arith.constant 7.000000e+00 : f32
      %g0_1 = arith.subf %g0_0, %g0_out0 : f32
      %g0_2 = math.sqrt %g0_1 : f32
      %g0_3 = arith.maximumf %g0_out0, %g0_2 : f32
      linalg.yield %g0_3 : f32
    } -> tensor<2x3x3xf32>
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %arg1, %g1_c0_0 : tensor<?xi1>
    %g1_empty0 = tensor.empty(%g1_d0_0) : tensor<?x3x3xi1>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v0, %arg1 : tensor<2x3x3xf32>, tensor<?xi1>) outs(%g1_empty0 : tensor<?x3x3xi1>) {
    ^bb0(%g1_in0: f32, %g1_in1: i1, %g1_out0: i1):
      %g1_0 = arith.cmpf uno, %g1_in0, %g1_in0 : f32
      %g1_1 = arith.constant -1.000000e+02 : f32
      %g1_2 = arith.constant 1.000000e+02 : f32
      %g1_3 = arith.constant 0.000000e+00 : f32
      %g1_4 = arith.maximumf %g1_in0, %g1_1 : f32
      %g1_5 = arith.minimumf %g1_4, %g1_2 : f32
      %g1_6 = arith.select %g1_0, %g1_3, %g1_5 : f32
      %g1_7 = arith.fptosi %g1_6 : f32 to i32
      %g1_8 = arith.extui %g1_in1 : i1 to i32
      %g1_9 = arith.minsi %g1_7, %g1_8 : i32
      %g1_10 = arith.cmpf uno, %g1_in0, %g1_in0 : f32
      %g1_11 = arith.constant -1.000000e+02 : f32
      %g1_12 = arith.constant 1.000000e+02 : f32
      %g1_13 = arith.constant 0.000000e+00 : f32
      %g1_14 = arith.maximumf %g1_in0, %g1_11 : f32
      %g1_15 = arith.minimumf %g1_14, %g1_12 : f32
      %g1_16 = arith.select %g1_10, %g1_13, %g1_15 : f32
      %g1_17 = arith.fptosi %g1_16 : f32 to i32
      %g1_18 = arith.extui %g1_in1 : i1 to i32
      %g1_19 = arith.ori %g1_17, %g1_18 : i32
      %g1_20 = arith.minsi %g1_9, %g1_19 : i32
      %g1_21 = arith.constant 7 : i32
      %g1_22 = arith.extui %g1_in1 : i1 to i32
      %g1_23 = arith.maxui %g1_21, %g1_22 : i32
      %g1_24 = arith.cmpf uno, %g1_in0, %g1_in0 : f32
      %g1_25 = arith.constant -1.000000e+02 : f32
      %g1_26 = arith.constant 1.000000e+02 : f32
      %g1_27 = arith.constant 0.000000e+00 : f32
      %g1_28 = arith.maximumf %g1_in0, %g1_25 : f32
      %g1_29 = arith.minimumf %g1_28, %g1_26 : f32
      %g1_30 = arith.select %g1_24, %g1_27, %g1_29 : f32
      %g1_31 = arith.fptosi %g1_30 : f32 to i32
      %g1_32 = arith.extui %g1_in1 : i1 to i32
      %g1_33 = arith.ori %g1_31, %g1_32 : i32
      %g1_34 = arith.constant 32 : i32
      %g1_35 = arith.remui %g1_33, %g1_34 : i32
      %g1_36 = arith.shrui %g1_23, %g1_35 : i32
      %g1_37 = arith.cmpi sle, %g1_20, %g1_36 : i32
      linalg.yield %g1_37 : i1
    } -> tensor<?x3x3xi1>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %arg2, %g2_c0_0 : tensor<?x3xi8>
    %g2_empty0 = tensor.empty(%g2_d0_0) : tensor<?x3xi8>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<?x3xi8>) outs(%g2_empty0 : tensor<?x3xi8>) {
    ^bb0(%g2_in0: i8, %g2_out0: i8):
      %g2_0 = arith.constant 8 : i8
      %g2_1 = arith.remui %g2_in0, %g2_0 : i8
      %g2_2 = arith.shrsi %g2_in0, %g2_1 : i8
      linalg.yield %g2_2 : i8
    } -> tensor<?x3xi8>
    %g3_c0_1 = arith.constant 0 : index
    %g3_d0_1 = tensor.dim %v2, %g3_c0_1 : tensor<?x3xi8>
    %g3_empty0 = tensor.empty(%g3_d0_1) : tensor<3x?x3x3xi8>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v2, %arg3 : tensor<?x3xi8>, tensor<3x?xi8>) outs(%g3_empty0 : tensor<3x?x3x3xi8>) {
    ^bb0(%g3_in0: i8, %g3_in1: i8, %g3_out0: i8):
      %g3_0 = arith.muli %g3_in0, %g3_in1 : i8
      linalg.yield %g3_0 : i8
    } -> tensor<3x?x3x3xi8>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%v3, %arg4, %arg5 : tensor<3x?x3x3xi8>, tensor<3x3x5x3xi32>, tensor<3xi8>) outs(%arg6 : tensor<3x5x3xi8>) {
    ^bb0(%g4_in0: i8, %g4_in1: i32, %g4_in2: i8, %g4_out0: i8):
      %g4_0 = arith.trunci %g4_in1 : i32 to i8
      %g4_1 = arith.cmpi ugt, %g4_0, %g4_out0 : i8
      %g4_2 = arith.cmpi slt, %g4_out0, %g4_out0 : i8
      %g4_3 = arith.select %g4_2, %g4_in0, %g4_in0 : i8
      %g4_4 = arith.constant 0 : i8
      %g4_5 = arith.constant 1 : i8
      %g4_6 = arith.cmpi eq, %g4_in2, %g4_4 : i8
      %g4_7 = arith.constant -1 : i8
      %g4_8 = arith.cmpi eq, %g4_in2, %g4_7 : i8
      %g4_9 = arith.ori %g4_6, %g4_8 : i1
      %g4_10 = arith.select %g4_9, %g4_5, %g4_in2 : i8
      %g4_11 = arith.remsi %g4_3, %g4_10 : i8
      %g4_12 = arith.constant 0 : i8
      %g4_13 = arith.constant 1 : i8
      %g4_14 = arith.cmpi eq, %g4_out0, %g4_12 : i8
      %g4_15 = arith.constant -1 : i8
      %g4_16 = arith.cmpi eq, %g4_out0, %g4_15 : i8
      %g4_17 = arith.ori %g4_14, %g4_16 : i1
      %g4_18 = arith.select %g4_17, %g4_13, %g4_out0 : i8
      %g4_19 = arith.divsi %g4_out0, %g4_18 : i8
      %g4_20 = arith.constant 1 : i8
      %g4_21 = arith.xori %g4_out0, %g4_20 : i8
      %g4_22 = arith.constant 8 : i8
      %g4_23 = arith.remui %g4_21, %g4_22 : i8
      %g4_24 = arith.shrui %g4_19, %g4_23 : i8
      %g4_25 = arith.select %g4_1, %g4_11, %g4_24 : i8
      %g4_26 = arith.addi %g4_out0, %g4_25 : i8
      linalg.yield %g4_26 : i8
    } -> tensor<3x5x3xi8>
    return %v1, %v4 : tensor<?x3x3xi1>, tensor<3x5x3xi8>
  }
}
