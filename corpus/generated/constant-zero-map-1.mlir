// Corpus case 'constant-zero-map': `fusefuzz generate --seed 45` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 45 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<f32>, %arg1: tensor<1x1x3x?xf32> {fusefuzz.shape = array<i64: 1, 1, 3, 3>}, %arg2: tensor<1x1x3x3xf32>, %arg3: tensor<1x3x3xi32>, %arg4: tensor<3x?xi32> {fusefuzz.shape = array<i64: 3, 3>}, %arg5: tensor<?x3xi32> {fusefuzz.shape = array<i64: 3, 3>}, %arg6: tensor<f32>, %arg7: tensor<3xi32>) -> (tensor<3xi32>) {
    %g0_c0_3 = arith.constant 3 : index
    %g0_d0_3 = tensor.dim %arg1, %g0_c0_3 : tensor<1x1x3x?xf32>
    %g0_empty0 = tensor.empty(%g0_d0_3) : tensor<1x1x3x?xf32>
    %g0_fillval0 = arith.constant 5.000000e-01 : f32
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : f32) outs(%g0_empty0 : tensor<1x1x3x?xf32>) -> tensor<1x1x3x?xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<f32>, tensor<1x1x3x?xf32>, tensor<1x1x3x3xf32>) outs(%g0_fill0 : tensor<1x1x3x?xf32>) {
    ^bb0(%g0_in0: f32, %g0_in1: f32, %g0_in2: f32, %g0_out0: f32):
      %g0_0 = arith.cmpf ugt, %g0_in0, %g0_in0 : f32
      %g0_1 = arith.select %g0_0, %g0_out0, %g0_in1 : f32
      %g0_2 = arith.cmpf oge, %g0_in1, %g0_1 : f32
      %g0_3 = arith.maximumf %g0_in0, %g0_out0 : f32
      %g0_4 = arith.select %g0_2, %g0_out0, %g0_3 : f32
      linalg.yield %g0_4 : f32
    } -> tensor<1x1x3x?xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (0, d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v0, %arg3, %arg3 : tensor<1x1x3x?xf32>, tensor<1x3x3xi32>, tensor<1x3x3xi32>) outs(%arg3 : tensor<1x3x3xi32>) {
    ^bb0(%g1_in0: f32, %g1_in1: i32, %g1_in2: i32, %g1_out0: i32):
      %g1_0 = linalg.index 0 : index
      %g1_1 = arith.index_cast %g1_0 : index to i32
      %g1_2 = arith.cmpf uno, %g1_in0, %g1_in0 : f32
      %g1_3 = arith.constant -1.000000e+02 : f32
      %g1_4 = arith.constant 1.000000e+02 : f32
      %g1_5 = arith.constant 0.000000e+00 : f32
      %g1_6 = arith.maximumf %g1_in0, %g1_3 : f32
      %g1_7 = arith.minimumf %g1_6, %g1_4 : f32
      %g1_8 = arith.select %g1_2, %g1_5, %g1_7 : f32
      %g1_9 = arith.fptosi %g1_8 : f32 to i32
      %g1_10 = arith.ori %g1_1, %g1_9 : i32
      %g1_11 = arith.cmpf uno, %g1_in0, %g1_in0 : f32
      %g1_12 = arith.constant -1.000000e+02 : f32
      %g1_13 = arith.constant 1.000000e+02 : f32
      %g1_14 = arith.constant 0.000000e+00 : f32
      %g1_15 = arith.maximumf %g1_in0, %g1_12 : f32
      %g1_16 = arith.minimumf %g1_15, %g1_13 : f32
      %g1_17 = arith.select %g1_11, %g1_14, %g1_16 : f32
      %g1_18 = arith.fptosi %g1_17 : f32 to i32
      %g1_19 = arith.cmpf uno, %g1_in0, %g1_in0 : f32
      %g1_20 = arith.constant -1.000000e+02 : f32
      %g1_21 = arith.constant 1.000000e+02 : f32
      %g1_22 = arith.constant 0.000000e+00 : f32
      %g1_23 = arith.maximumf %g1_in0, %g1_20 : f32
      %g1_24 = arith.minimumf %g1_23, %g1_21 : f32
      %g1_25 = arith.select %g1_19, %g1_22, %g1_24 : f32
      %g1_26 = arith.fptosi %g1_25 : f32 to i32
      %g1_27 = arith.constant 0 : i32
      %g1_28 = arith.constant 1 : i32
      %g1_29 = arith.cmpi eq, %g1_26, %g1_27 : i32
      %g1_30 = arith.constant -1 : i32
      %g1_31 = arith.cmpi eq, %g1_26, %g1_30 : i32
      %g1_32 = arith.ori %g1_29, %g1_31 : i1
      %g1_33 = arith.select %g1_32, %g1_28, %g1_26 : i32
      %g1_34 = arith.divsi %g1_18, %g1_33 : i32
      %g1_35 = arith.ori %g1_10, %g1_34 : i32
      %g1_36 = linalg.index 2 : index
      %g1_37 = arith.index_cast %g1_36 : index to i32
      %g1_38 = arith.constant 1 : i32
      %g1_39 = arith.andi %g1_37, %g1_38 : i32
      %g1_40 = arith.cmpf uno, %g1_in0, %g1_in0 : f32
      %g1_41 = arith.constant -1.000000e+02 : f32
      %g1_42 = arith.constant 1.000000e+02 : f32
      %g1_43 = arith.constant 0.000000e+00 : f32
      %g1_44 = arith.maximumf %g1_in0, %g1_41 : f32
      %g1_45 = arith.minimumf %g1_44, %g1_42 : f32
      %g1_46 = arith.select %g1_40, %g1_43, %g1_45 : f32
      %g1_47 = arith.fptosi %g1_46 : f32 to i32
      %g1_48 = linalg.index 0 : index
      %g1_49 = arith.index_cast %g1_48 : index to i32
      %g1_50 = arith.cmpi ugt, %g1_47, %g1_49 : i32
      %g1_51 = arith.cmpf uno, %g1_in0, %g1_in0 : f32
      %g1_52 = arith.constant -1.000000e+02 : f32
      %g1_53 = arith.constant 1.000000e+02 : f32
      %g1_54 = arith.constant 0.000000e+00 : f32
      %g1_55 = arith.maximumf %g1_in0, %g1_52 : f32
      %g1_56 = arith.minimumf %g1_55, %g1_53 : f32
      %g1_57 = arith.select %g1_51, %g1_54, %g1_56 : f32
      %g1_58 = arith.fptosi %g1_57 : f32 to i32
      %g1_59 = arith.select %g1_50, %g1_58, %g1_in1 : i32
      %g1_60 = arith.maxsi %g1_39, %g1_59 : i32
      %g1_61 = arith.minsi %g1_35, %g1_60 : i32
      linalg.yield %g1_61 : i32
    } -> tensor<1x3x3xi32>
    %g2_empty0 = tensor.empty() : tensor<3x3xi32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]} ins(%v1 : tensor<1x3x3xi32>) outs(%g2_empty0 : tensor<3x3xi32>) {
    ^bb0(%g2_in0: i32, %g2_out0: i32):
      %g2_0 = arith.constant 4 : i32
      %g2_1 = arith.constant 2 : i32
      %g2_2 = arith.maxui %g2_0, %g2_1 : i32
      linalg.yield %g2_2 : i32
    } -> tensor<3x3xi32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v2 : tensor<3x3xi32>) outs(%arg4 : tensor<3x?xi32>) {
    ^bb0(%g3_in0: i32, %g3_out0: i32):
      %g3_0 = arith.andi %g3_in0, %g3_in0 : i32
      %g3_1 = arith.constant 32 : i32
      %g3_2 = arith.remui %g3_0, %g3_1 : i32
      %g3_3 = arith.shli %g3_out0, %g3_2 : i32
      linalg.yield %g3_3 : i32
    } -> tensor<3x?xi32>
    %g4_c0_0 = arith.constant 0 : index
    %g4_d0_0 = tensor.dim %arg5, %g4_c0_0 : tensor<?x3xi32>
    %g4_empty0 = tensor.empty(%g4_d0_0) : tensor<?xi32>
    %g4_fillval0 = arith.constant 3 : i32
    %g4_fill0 = linalg.fill ins(%g4_fillval0 : i32) outs(%g4_empty0 : tensor<?xi32>) -> tensor<?xi32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%v3, %arg5 : tensor<3x?xi32>, tensor<?x3xi32>) outs(%g4_fill0 : tensor<?xi32>) {
    ^bb0(%g4_in0: i32, %g4_in1: i32, %g4_out0: i32):
      %g4_0 = arith.constant 7 : i32
      %g4_1 = arith.cmpi slt, %g4_in1, %g4_0 : i32
      %g4_2 = arith.constant -1 : i32
      %g4_3 = arith.select %g4_1, %g4_in1, %g4_2 : i32
      %g4_4 = arith.maxsi %g4_out0, %g4_3 : i32
      linalg.yield %g4_4 : i32
    } -> tensor<?xi32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v4, %v4, %arg6 : tensor<?xi32>, tensor<?xi32>, tensor<f32>) outs(%arg7 : tensor<3xi32>) {
    ^bb0(%g5_in0: i32, %g5_in1: i32, %g5_in2: f32, %g5_out0: i32):
      %g5_0 = arith.constant 6 : i32
      %g5_1 = arith.constant 0 : i32
      %g5_2 = arith.constant 1 : i32
      %g5_3 = arith.cmpi eq, %g5_0, %g5_1 : i32
      %g5_4 = arith.constant -1 : i32
      %g5_5 = arith.cmpi eq, %g5_0, %g5_4 : i32
      %g5_6 = arith.ori %g5_3, %g5_5 : i1
      %g5_7 = arith.select %g5_6, %g5_2, %g5_0 : i32
      %g5_8 = arith.remsi %g5_in1, %g5_7 : i32
      linalg.yield %g5_8 : i32
    } -> tensor<3xi32>
    return %v5 : tensor<3xi32>
  }
}
