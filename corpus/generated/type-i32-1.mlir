// Corpus case 'type-i32': `fusefuzz generate --seed 31` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 31 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<3x?x?x1xi32> {fusefuzz.shape = array<i64: 3, 5, 4, 1>}, %arg1: tensor<1x5x4x3xi32>, %arg2: tensor<f32>, %arg3: tensor<3x5x4x?xf32> {fusefuzz.shape = array<i64: 3, 5, 4, 1>}, %arg4: tensor<f32>, %arg5: tensor<3x3x3xf32>, %arg6: tensor<3x3x3xi32>, %arg7: tensor<3x3x3xi32>, %arg8: tensor<3x3x3xi32>) -> (tensor<3x?x?x?xf32>, tensor<3x3x3xi32>, tensor<?x3x?x5xi32>) {
    %g0_c0_1 = arith.constant 1 : index
    %g0_d0_1 = tensor.dim %arg0, %g0_c0_1 : tensor<3x?x?x1xi32>
    %g0_c0_2 = arith.constant 2 : index
    %g0_d0_2 = tensor.dim %arg0, %g0_c0_2 : tensor<3x?x?x1xi32>
    %g0_empty0 = tensor.empty(%g0_d0_1, %g0_d0_2) : tensor<3x?x?x1xi32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d1, d2, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg1, %arg0 : tensor<3x?x?x1xi32>, tensor<1x5x4x3xi32>, tensor<3x?x?x1xi32>) outs(%g0_empty0 : tensor<3x?x?x1xi32>) {
    ^bb0(%g0_in0: i32, %g0_in1: i32, %g0_in2: i32, %g0_out0: i32):
      %g0_0 = arith.constant 3 : i32
      %g0_1 = arith.maxui %g0_0, %g0_in0 : i32
      linalg.yield %g0_1 : i32
    } -> tensor<3x?x?x1xi32>
    %g1_c0_1 = arith.constant 1 : index
    %g1_d0_1 = tensor.dim %v0, %g1_c0_1 : tensor<3x?x?x1xi32>
    %g1_c0_2 = arith.constant 2 : index
    %g1_d0_2 = tensor.dim %v0, %g1_c0_2 : tensor<3x?x?x1xi32>
    %g1_empty0 = tensor.empty(%g1_d0_1, %g1_d0_2) : tensor<3x?x?x1xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v0, %arg2 : tensor<3x?x?x1xi32>, tensor<f32>) outs(%g1_empty0 : tensor<3x?x?x1xf32>) {
    ^bb0(%g1_in0: i32, %g1_in1: f32, %g1_out0: f32):
      %g1_0 = arith.sitofp %g1_in0 : i32 to f32
      %g1_1 = arith.divf %g1_in1, %g1_0 : f32
      %g1_2 = linalg.index 1 : index
      %g1_3 = arith.index_cast %g1_2 : index to i32
      %g1_4 = arith.sitofp %g1_3 : i32 to f32
      %g1_5 = arith.cmpf oge, %g1_1, %g1_4 : f32
      %g1_6 = arith.constant -0.000000e+00 : f32
      %g1_7 = arith.constant 1.000000e+00 : f32
      %g1_8 = arith.subf %g1_7, %g1_in1 : f32
      %g1_9 = arith.select %g1_5, %g1_6, %g1_8 : f32
      linalg.yield %g1_9 : f32
    } -> tensor<3x?x?x1xf32>
    %g2_c0_1 = arith.constant 1 : index
    %g2_d0_1 = tensor.dim %v1, %g2_c0_1 : tensor<3x?x?x1xf32>
    %g2_c0_2 = arith.constant 2 : index
    %g2_d0_2 = tensor.dim %v1, %g2_c0_2 : tensor<3x?x?x1xf32>
    %g2_c0_3 = arith.constant 3 : index
    %g2_d0_3 = tensor.dim %arg3, %g2_c0_3 : tensor<3x5x4x?xf32>
    %g2_empty0 = tensor.empty(%g2_d0_1, %g2_d0_2, %g2_d0_3) : tensor<3x?x?x?xf32>
    %g2_fillval0 = arith.constant -1.500000e+00 : f32
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : f32) outs(%g2_empty0 : tensor<3x?x?x?xf32>) -> tensor<3x?x?x?xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v1, %arg3, %arg4 : tensor<3x?x?x1xf32>, tensor<3x5x4x?xf32>, tensor<f32>) outs(%g2_fill0 : tensor<3x?x?x?xf32>) {
    ^bb0(%g2_in0: f32, %g2_in1: f32, %g2_in2: f32, %g2_out0: f32):
      %g2_0 = arith.minimumf %g2_out0, %g2_out0 : f32
      linalg.yield %g2_0 : f32
    } -> tensor<3x?x?x?xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg5, %arg6, %arg7 : tensor<3x3x3xf32>, tensor<3x3x3xi32>, tensor<3x3x3xi32>) outs(%arg8 : tensor<3x3x3xi32>) {
    ^bb0(%g3_in0: f32, %g3_in1: i32, %g3_in2: i32, %g3_out0: i32):
      %g3_0 = arith.constant 3 : i32
      %g3_1 = arith.cmpi slt, %g3_out0, %g3_0 : i32
      %g3_2 = arith.select %g3_1, %g3_in1, %g3_in2 : i32
      linalg.yield %g3_2 : i32
    } -> tensor<3x3x3xi32>
    %g4_c0_2 = arith.constant 1 : index
    %g4_d0_2 = tensor.dim %v0, %g4_c0_2 : tensor<3x?x?x1xi32>
    %g4_c0_3 = arith.constant 2 : index
    %g4_d0_3 = tensor.dim %v0, %g4_c0_3 : tensor<3x?x?x1xi32>
    %g4_empty0 = tensor.empty(%g4_d0_2, %g4_d0_3) : tensor<5x3x?x?xi32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2, d3, 0)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v0, %arg4 : tensor<3x?x?x1xi32>, tensor<f32>) outs(%g4_empty0 : tensor<5x3x?x?xi32>) {
    ^bb0(%g4_in0: i32, %g4_in1: f32, %g4_out0: i32):
      %g4_0 = arith.cmpf uno, %g4_in1, %g4_in1 : f32
      %g4_1 = arith.constant -1.000000e+02 : f32
      %g4_2 = arith.constant 1.000000e+02 : f32
      %g4_3 = arith.constant 0.000000e+00 : f32
      %g4_4 = arith.maximumf %g4_in1, %g4_1 : f32
      %g4_5 = arith.minimumf %g4_4, %g4_2 : f32
      %g4_6 = arith.select %g4_0, %g4_3, %g4_5 : f32
      %g4_7 = arith.fptosi %g4_6 : f32 to i32
      %g4_8 = arith.constant 1 : i32
      %g4_9 = arith.cmpf uno, %g4_in1, %g4_in1 : f32
      %g4_10 = arith.constant -1.000000e+02 : f32
      %g4_11 = arith.constant 1.000000e+02 : f32
      %g4_12 = arith.constant 0.000000e+00 : f32
      %g4_13 = arith.maximumf %g4_in1, %g4_10 : f32
      %g4_14 = arith.minimumf %g4_13, %g4_11 : f32
      %g4_15 = arith.select %g4_9, %g4_12, %g4_14 : f32
      %g4_16 = arith.fptosi %g4_15 : f32 to i32
      %g4_17 = arith.maxsi %g4_8, %g4_16 : i32
      %g4_18 = arith.maxui %g4_7, %g4_17 : i32
      %g4_19 = arith.cmpf uno, %g4_in1, %g4_in1 : f32
      %g4_20 = arith.constant -1.000000e+02 : f32
      %g4_21 = arith.constant 1.000000e+02 : f32
      %g4_22 = arith.constant 0.000000e+00 : f32
      %g4_23 = arith.maximumf %g4_in1, %g4_20 : f32
      %g4_24 = arith.minimumf %g4_23, %g4_21 : f32
      %g4_25 = arith.select %g4_19, %g4_22, %g4_24 : f32
      %g4_26 = arith.fptosi %g4_25 : f32 to i32
      %g4_27 = arith.cmpf uno, %g4_in1, %g4_in1 : f32
      %g4_28 = arith.constant -1.000000e+02 : f32
      %g4_29 = arith.constant 1.000000e+02 : f32
      %g4_30 = arith.constant 0.000000e+00 : f32
      %g4_31 = arith.maximumf %g4_in1, %g4_28 : f32
      %g4_32 = arith.minimumf %g4_31, %g4_29 : f32
      %g4_33 = arith.select %g4_27, %g4_30, %g4_32 : f32
      %g4_34 = arith.fptosi %g4_33 : f32 to i32
      %g4_35 = arith.constant 32 : i32
      %g4_36 = arith.remui %g4_34, %g4_35 : i32
      %g4_37 = arith.shrsi %g4_26, %g4_36 : i32
      %g4_38 = arith.cmpi ne, %g4_37, %g4_in0 : i32
      %g4_39 = arith.constant 2 : i32
      %g4_40 = arith.xori %g4_in0, %g4_39 : i32
      %g4_41 = arith.cmpf uno, %g4_in1, %g4_in1 : f32
      %g4_42 = arith.constant -1.000000e+02 : f32
      %g4_43 = arith.constant 1.000000e+02 : f32
      %g4_44 = arith.constant 0.000000e+00 : f32
      %g4_45 = arith.maximumf %g4_in1, %g4_42 : f32
      %g4_46 = arith.minimumf %g4_45, %g4_43 : f32
      %g4_47 = arith.select %g4_41, %g4_44, %g4_46 : f32
      %g4_48 = arith.fptosi %g4_47 : f32 to i32
      %g4_49 = arith.ori %g4_in0, %g4_48 : i32
      %g4_50 = arith.select %g4_38, %g4_40, %g4_49 : i32
      %g4_51 = arith.muli %g4_18, %g4_50 : i32
      linalg.yield %g4_51 : i32
    } -> tensor<5x3x?x?xi32>
    %g5_c0_0 = arith.constant 3 : index
    %g5_d0_0 = tensor.dim %v4, %g5_c0_0 : tensor<5x3x?x?xi32>
    %g5_c0_2 = arith.constant 2 : index
    %g5_d0_2 = tensor.dim %v4, %g5_c0_2 : tensor<5x3x?x?xi32>
    %g5_empty0 = tensor.empty(%g5_d0_0, %g5_d0_2) : tensor<?x3x?x5xi32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3, d1, d2, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v4 : tensor<5x3x?x?xi32>) outs(%g5_empty0 : tensor<?x3x?x5xi32>) {
    ^bb0(%g5_in0: i32, %g5_out0: i32):
      %g5_0 = arith.xori %g5_in0, %g5_in0 : i32
      linalg.yield %g5_0 : i32
    } -> tensor<?x3x?x5xi32>
    return %v2, %v3, %v5 : tensor<3x?x?x?xf32>, tensor<3x3x3xi32>, tensor<?x3x?x5xi32>
  }
}
