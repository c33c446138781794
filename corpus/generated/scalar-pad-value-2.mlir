// Corpus case 'scalar-pad-value': `fusefuzz generate --seed 54` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 54 : i64, fusefuzz.policy = "0xff4bf7f6d7a45ffa"} {
  func.func @case(%arg0: tensor<2xf32>, %arg1: tensor<1x4x3xi1>, %arg2: tensor<i32>, %arg3: tensor<3xi32>, %arg4: tensor<f16>, %arg5: i8) -> (tensor<2x1xf32>, tensor<1x4x3xi1>, tensor<i32>, tensor<1xi8>, tensor<4xi8>) {
    %cst0 = arith.constant dense<[-1.500000e+00, 7.000000e+00]> : tensor<2xf32>
    %g0_empty0 = tensor.empty() : tensor<2xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0, %cst0 : tensor<2xf32>, tensor<2xf32>) outs(%g0_empty0 : tensor<2xf32>) {
    ^bb0(%g0_in0: f32, %g0_in1: f32, %g0_out0: f32):
      %g0_0 = arith.constant 1.000000e+00 : f32
      %g0_1 = arith.cmpf oeq, %g0_in0, %g0_0 : f32
      %g0_2 = arith.select %g0_1, %g0_in0, %g0_in0 : f32
      %g0_3 = arith.mulf %g0_in0, %g0_2 : f32
      %g0_4 = arith.divf %g0_in0, %g0_in0 : f32
      %g0_5 = math.exp %g0_4 : f32
      %g0_6 = arith.minimumf %g0_3, %g0_5 : f32
      linalg.yield %g0_6 : f32
    } -> tensor<2xf32>
    %v1 = tensor.expand_shape %v0 [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32>
    %g2_empty0 = tensor.empty() : tensor<1x4x3xi1>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1, %arg1, %arg2 : tensor<1x4x3xi1>, tensor<1x4x3xi1>, tensor<i32>) outs(%g2_empty0 : tensor<1x4x3xi1>) {
    ^bb0(%g2_in0: i1, %g2_in1: i1, %g2_in2: i32, %g2_out0: i1):
      %g2_0 = arith.andi %g2_in0, %g2_in0 : i1
      %g2_1 = arith.ori %g2_in1, %g2_0 : i1
      linalg.yield %g2_1 : i1
    } -> tensor<1x4x3xi1>
    %g3_empty0 = tensor.empty() : tensor<i32>
    %g3_fillval0 = arith.constant 7 : i32
    %g3_fill0 = linalg.fill ins(%g3_fillval0 : i32) outs(%g3_empty0 : tensor<i32>) -> tensor<i32>
    %v3:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> ()>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%arg3, %arg2 : tensor<3xi32>, tensor<i32>) outs(%g3_fill0, %arg4 : tensor<i32>, tensor<f16>) {
    ^bb0(%g3_in0: i32, %g3_in1: i32, %g3_out0: i32, %g3_out1: f16):
      %g3_0 = arith.cmpf uno, %g3_out1, %g3_out1 : f16
      %g3_1 = arith.constant -1.000000e+02 : f16
      %g3_2 = arith.constant 1.000000e+02 : f16
      %g3_3 = arith.constant 0.000000e+00 : f16
      %g3_4 = arith.maximumf %g3_out1, %g3_1 : f16
      %g3_5 = arith.minimumf %g3_4, %g3_2 : f16
      %g3_6 = arith.select %g3_0, %g3_3, %g3_5 : f16
      %g3_7 = arith.fptosi %g3_6 : f16 to i32
      %g3_8 = arith.minsi %g3_7, %g3_in1 : i32
      %g3_9 = arith.cmpf uno, %g3_out1, %g3_out1 : f16
      %g3_10 = arith.constant -1.000000e+02 : f16
      %g3_11 = arith.constant 1.000000e+02 : f16
      %g3_12 = arith.constant 0.000000e+00 : f16
      %g3_13 = arith.maximumf %g3_out1, %g3_10 : f16
      %g3_14 = arith.minimumf %g3_13, %g3_11 : f16
      %g3_15 = arith.select %g3_9, %g3_12, %g3_14 : f16
      %g3_16 = arith.fptosi %g3_15 : f16 to i32
      %g3_17 = arith.addi %g3_8, %g3_16 : i32
      %g3_18 = arith.minsi %g3_out0, %g3_17 : i32
      %g3_19 = arith.constant 2.000000e+00 : f16
      %g3_20 = math.sqrt %g3_19 : f16
      %g3_21 = arith.sitofp %g3_in0 : i32 to f16
      %g3_22 = arith.cmpf ugt, %g3_out1, %g3_21 : f16
      %g3_23 = arith.sitofp %g3_in0 : i32 to f16
      %g3_24 = arith.sitofp %g3_in0 : i32 to f16
      %g3_25 = arith.select %g3_22, %g3_23, %g3_24 : f16
      %g3_26 = arith.divf %g3_20, %g3_25 : f16
      %g3_27 = arith.mulf %g3_out1, %g3_26 : f16
      linalg.yield %g3_18, %g3_27 : i32, f16
    } -> (tensor<i32>, tensor<f16>)
    %g4_empty0 = tensor.empty() : tensor<1xi8>
    %g4_empty1 = tensor.empty() : tensor<1xi8>
    %v4:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v3#1 : tensor<f16>) outs(%g4_empty0, %g4_empty1 : tensor<1xi8>, tensor<1xi8>) {
    ^bb0(%g4_in0: f16, %g4_out0: i8, %g4_out1: i8):
      %g4_0 = linalg.index 0 : index
      %g4_1 = arith.index_cast %g4_0 : index to i32
      %g4_2 = arith.trunci %g4_1 : i32 to i8
      %g4_3 = arith.cmpf uno, %g4_in0, %g4_in0 : f16
      %g4_4 = arith.constant -1.000000e+02 : f16
      %g4_5 = arith.constant 1.000000e+02 : f16
      %g4_6 = arith.constant 0.000000e+00 : f16
      %g4_7 = arith.maximumf %g4_in0, %g4_4 : f16
      %g4_8 = arith.minimumf %g4_7, %g4_5 : f16
      %g4_9 = arith.select %g4_3, %g4_6, %g4_8 : f16
      %g4_10 = arith.fptosi %g4_9 : f16 to i32
      %g4_11 = arith.trunci %g4_10 : i32 to i8
      %g4_12 = arith.cmpf uno, %g4_in0, %g4_in0 : f16
      %g4_13 = arith.constant -1.000000e+02 : f16
      %g4_14 = arith.constant 1.000000e+02 : f16
      %g4_15 = arith.constant 0.000000e+00 : f16
      %g4_16 = arith.maximumf %g4_in0, %g4_13 : f16
      %g4_17 = arith.minimumf %g4_16, %g4_14 : f16
      %g4_18 = arith.select %g4_12, %g4_15, %g4_17 : f16
      %g4_19 = arith.fptosi %g4_18 : f16 to i32
      %g4_20 = arith.trunci %g4_19 : i32 to i8
      %g4_21 = arith.muli %g4_11, %g4_20 : i8
      %g4_22 = arith.minsi %g4_2, %g4_21 : i8
      %g4_23 = arith.cmpf uno, %g4_in0, %g4_in0 : f16
      %g4_24 = arith.constant -1.000000e+02 : f16
      %g4_25 = arith.constant 1.000000e+02 : f16
      %g4_26 = arith.constant 0.000000e+00 : f16
      %g4_27 = arith.maximumf %g4_in0, %g4_24 : f16
      %g4_28 = arith.minimumf %g4_27, %g4_25 : f16
      %g4_29 = arith.select %g4_23, %g4_26, %g4_28 : f16
      %g4_30 = arith.fptosi %g4_29 : f16 to i32
      %g4_31 = arith.trunci %g4_30 : i32 to i8
      %g4_32 = arith.cmpf uno, %g4_in0, %g4_in0 : f16
      %g4_33 = arith.constant -1.000000e+02 : f16
      %g4_34 = arith.constant 1.000000e+02 : f16
      %g4_35 = arith.constant 0.000000e+00 : f16
      %g4_36 = arith.maximumf %g4_in0, %g4_33 : f16
      %g4_37 = arith.minimumf %g4_36, %g4_34 : f16
      %g4_38 = arith.select %g4_32, %g4_35, %g4_37 : f16
      %g4_39 = arith.fptosi %g4_38 : f16 to i32
      %g4_40 = arith.trunci %g4_39 : i32 to i8
      %g4_41 = arith.xori %g4_31, %g4_40 : i8
      %g4_42 = linalg.index 0 : index
      %g4_43 = arith.index_cast %g4_42 : index to i32
      %g4_44 = arith.trunci %g4_43 : i32 to i8
      %g4_45 = linalg.index 0 : index
      %g4_46 = arith.index_cast %g4_45 : index to i32
      %g4_47 = arith.trunci %g4_46 : i32 to i8
      %g4_48 = arith.maxui %g4_44, %g4_47 : i8
      %g4_49 = arith.muli %g4_41, %g4_48 : i8
      linalg.yield %g4_22, %g4_49 : i8, i8
    } -> (tensor<1xi8>, tensor<1xi8>)
    %v5 = tensor.pad %v4#1 low[1] high[2] {
    ^bb0(%p5_i0: index):
      tensor.yield %arg5 : i8
    } : tensor<1xi8> to tensor<4xi8>
    return %v1, %v2, %v3#0, %v4#0, %v5 : tensor<2x1xf32>, tensor<1x4x3xi1>, tensor<i32>, tensor<1xi8>, tensor<4xi8>
  }
}
