// Corpus case 'guarded-fptosi': `fusefuzz generate --seed 67` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 67 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<?x1x1x?xf32> {fusefuzz.shape = array<i64: 4, 1, 1, 2>}, %arg1: tensor<4x1x1x2xf32>, %arg2: tensor<4x?x1x?xf32> {fusefuzz.shape = array<i64: 4, 1, 1, 2>}, %arg3: tensor<1x?x2x?xi32> {fusefuzz.shape = array<i64: 1, 1, 2, 4>}, %arg4: tensor<1x1x2xi32>, %arg5: tensor<?x1x2x4xi32> {fusefuzz.shape = array<i64: 1, 1, 2, 4>}, %arg6: tensor<4x2x4xf16>, %arg7: tensor<4x2x4xf16>, %arg8: tensor<f16>, %arg9: tensor<4x2xf16>, %arg10: tensor<4x?xf32> {fusefuzz.shape = array<i64: 4, 4>}, %arg11: tensor<4xf16>) -> (tensor<?x?x1x?xf32>, tensor<?x?x1x?xi32>, tensor<4x4xf16>, tensor<4xf16>) {
    %g0_c0_0 = arith.constant 0 : index
    %g0_d0_0 = tensor.dim %arg0, %g0_c0_0 : tensor<?x1x1x?xf32>
    %g0_c0_1 = arith.constant 1 : index
    %g0_d0_1 = tensor.dim %arg2, %g0_c0_1 : tensor<4x?x1x?xf32>
    %g0_c0_3 = arith.constant 3 : index
    %g0_d0_3 = tensor.dim %arg0, %g0_c0_3 : tensor<?x1x1x?xf32>
    %g0_empty0 = tensor.empty(%g0_d0_0, %g0_d0_1, %g0_d0_3) : tensor<?x?x1x?xf32>
    %g0_c1_0 = arith.constant 0 : index
    %g0_d1_0 = tensor.dim %arg0, %g0_c1_0 : tensor<?x1x1x?xf32>
    %g0_c1_1 = arith.constant 1 : index
    %g0_d1_1 = tensor.dim %arg2, %g0_c1_1 : tensor<4x?x1x?xf32>
    %g0_c1_3 = arith.constant 3 : index
    %g0_d1_3 = tensor.dim %arg0, %g0_c1_3 : tensor<?x1x1x?xf32>
    %g0_empty1 = tensor.empty(%g0_d1_0, %g0_d1_1, %g0_d1_3) : tensor<?x?x1x?xi32>
    %v0:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<?x1x1x?xf32>, tensor<4x1x1x2xf32>, tensor<4x?x1x?xf32>) outs(%g0_empty0, %g0_empty1 : tensor<?x?x1x?xf32>, tensor<?x?x1x?xi32>) {
    ^bb0(%g0_in0: f32, %g0_in1: f32, %g0_in2: f32, %g0_out0: f32, %g0_out1: i32):
      %g0_0 = math.absf %g0_in2 : f32
      %g0_1 = arith.maximumf %g0_in2, %g0_in0 : f32
      %g0_2 = arith.cmpf oeq, %g0_0, %g0_1 : f32
      %g0_3 = arith.minimumf %g0_in0, %g0_in0 : f32
      %g0_4 = math.absf %g0_in2 : f32
      %g0_5 = arith.select %g0_2, %g0_3, %g0_4 : f32
      %g0_6 = arith.constant 6 : i32
      %g0_7 = arith.cmpf uno, %g0_in2, %g0_in2 : f32
      %g0_8 = arith.constant -1.000000e+02 : f32
      %g0_9 = arith.constant 1.000000e+02 : f32
      %g0_10 = arith.constant 0.000000e+00 : f32
      %g0_11 = arith.maximumf %g0_in2, %g0_8 : f32
      %g0_12 = arith.minimumf %g0_11, %g0_9 : f32
      %g0_13 = arith.select %g0_7, %g0_10, %g0_12 : f32
      %g0_14 = arith.fptosi %g0_13 : f32 to i32
      %g0_15 = arith.subi %g0_6, %g0_14 : i32
      %g0_16 = arith.cmpf uno, %g0_in1, %g0_in1 : f32
      %g0_17 = arith.constant -1.000000e+02 : f32
      %g0_18 = arith.constant 1.000000e+02 : f32
      %g0_19 = arith.constant 0.000000e+00 : f32
      %g0_20 = arith.maximumf %g0_in1, %g0_17 : f32
      %g0_21 = arith.minimumf %g0_20, %g0_18 : f32
      %g0_22 = arith.select %g0_16, %g0_19, %g0_21 : f32
      %g0_23 = arith.fptosi %g0_22 : f32 to i32
      %g0_24 = arith.cmpf uno, %g0_in0, %g0_in0 : f32
      %g0_25 = arith.constant -1.000000e+02 : f32
      %g0_26 = arith.constant 1.000000e+02 : f32
      %g0_27 = arith.constant 0.000000e+00 : f32
      %g0_28 = arith.maximumf %g0_in0, %g0_25 : f32
      %g0_29 = arith.minimumf %g0_28, %g0_26 : f32
      %g0_30 = arith.select %g0_24, %g0_27, %g0_29 : f32
      %g0_31 = arith.fptosi %g0_30 : f32 to i32
      %g0_32 = arith.xori %g0_23, %g0_31 : i32
      %g0_33 = arith.ori %g0_15, %g0_32 : i32
      linalg.yield %g0_5, %g0_33 : f32, i32
    } -> (tensor<?x?x1x?xf32>, tensor<?x?x1x?xi32>)
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3, d1, d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v0#1, %arg3, %arg4 : tensor<?x?x1x?xi32>, tensor<1x?x2x?xi32>, tensor<1x1x2xi32>) outs(%arg5 : tensor<?x1x2x4xi32>) {
    ^bb0(%g1_in0: i32, %g1_in1: i32, %g1_in2: i32, %g1_out0: i32):
      %g1_0 = arith.constant 0 : i32
      %g1_1 = arith.constant 1 : i32
      %g1_2 = arith.cmpi eq, %g1_in2, %g1_0 : i32
      %g1_3 = arith.select %g1_2, %g1_1, %g1_in2 : i32
      %g1_4 = arith.divui %g1_in1, %g1_3 : i32
      %g1_5 = arith.muli %g1_out0, %g1_in1 : i32
      %g1_6 = arith.constant 32 : i32
      %g1_7 = arith.remui %g1_5, %g1_6 : i32
      %g1_8 = arith.shli %g1_4, %g1_7 : i32
      %g1_9 = arith.constant 5 : i32
      %g1_10 = arith.cmpi sge, %g1_9, %g1_in0 : i32
      %g1_11 = arith.maxui %g1_in1, %g1_in1 : i32
      %g1_12 = arith.minsi %g1_in2, %g1_out0 : i32
      %g1_13 = arith.select %g1_10, %g1_11, %g1_12 : i32
      %g1_14 = arith.constant 0 : i32
      %g1_15 = arith.constant 1 : i32
      %g1_16 = arith.cmpi eq, %g1_13, %g1_14 : i32
      %g1_17 = arith.constant -1 : i32
      %g1_18 = arith.cmpi eq, %g1_13, %g1_17 : i32
      %g1_19 = arith.ori %g1_16, %g1_18 : i1
      %g1_20 = arith.select %g1_19, %g1_15, %g1_13 : i32
      %g1_21 = arith.divsi %g1_8, %g1_20 : i32
      linalg.yield %g1_21 : i32
    } -> tensor<?x1x2x4xi32>
    %g2_empty0 = tensor.empty() : tensor<4x2x4xf16>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (0, 0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v1, %arg6, %arg7 : tensor<?x1x2x4xi32>, tensor<4x2x4xf16>, tensor<4x2x4xf16>) outs(%g2_empty0 : tensor<4x2x4xf16>) {
    ^bb0(%g2_in0: i32, %g2_in1: f16, %g2_in2: f16, %g2_out0: f16):
      %g2_0 = arith.constant 2.000000e+00 : f16
      %g2_1 = arith.maximumf %g2_0, %g2_in2 : f16
      %g2_2 = arith.minimumf %g2_in2, %g2_1 : f16
      %g2_3 = arith.sitofp %g2_in0 : i32 to f16
      %g2_4 = arith.mulf %g2_2, %g2_3 : f16
      linalg.yield %g2_4 : f16
    } -> tensor<4x2x4xf16>
    %g3_empty0 = tensor.empty() : tensor<4x4xf16>
    %g3_fillval0 = arith.constant 5.000000e-01 : f16
    %g3_fill0 = linalg.fill ins(%g3_fillval0 : f16) outs(%g3_empty0 : tensor<4x4xf16>) -> tensor<4x4xf16>
    %g3_empty1 = tensor.empty() : tensor<4x4xf16>
    %g3_fillval1 = arith.constant -0.000000e+00 : f16
    %g3_fill1 = linalg.fill ins(%g3_fillval1 : f16) outs(%g3_empty1 : tensor<4x4xf16>) -> tensor<4x4xf16>
    %v3:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%v2, %arg8, %arg9 : tensor<4x2x4xf16>, tensor<f16>, tensor<4x2xf16>) outs(%g3_fill0, %g3_fill1 : tensor<4x4xf16>, tensor<4x4xf16>) {
    ^bb0(%g3_in0: f16, %g3_in1: f16, %g3_in2: f16, %g3_out0: f16, %g3_out1: f16):
      %g3_0 = arith.cmpf ugt, %g3_out0, %g3_in0 : f16
      %g3_1 = arith.constant 7.000000e+00 : f16
      %g3_2 = arith.select %g3_0, %g3_1, %g3_in2 : f16
      %g3_3 = arith.cmpf olt, %g3_out0, %g3_in2 : f16
      %g3_4 = arith.select %g3_3, %g3_in2, %g3_in1 : f16
      %g3_5 = arith.addf %g3_2, %g3_4 : f16
      %g3_6 = arith.minimumf %g3_out0, %g3_5 : f16
      %g3_7 = arith.cmpf olt, %g3_in1, %g3_in0 : f16
      %g3_8 = arith.select %g3_7, %g3_out0, %g3_out1 : f16
      %g3_9 = math.floor %g3_8 : f16
      %g3_10 = arith.addf %g3_out1, %g3_9 : f16
      linalg.yield %g3_6, %g3_10 : f16, f16
    } -> (tensor<4x4xf16>, tensor<4x4xf16>)
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%v3#1, %arg10 : tensor<4x4xf16>, tensor<4x?xf32>) outs(%arg11 : tensor<4xf16>) {
    ^bb0(%g4_in0: f16, %g4_in1: f32, %g4_out0: f16):
      %g4_0 = arith.cmpf ugt, %g4_out0, %g4_out0 : f16
      %g4_1 = math.sqrt %g4_in0 : f16
      %g4_2 = arith.truncf %g4_in1 : f32 to f16
      %g4_3 = arith.cmpf ugt, %g4_2, %g4_in0 : f16
      %g4_4 = arith.truncf %g4_in1 : f32 to f16
      %g4_5 = arith.select %g4_3, %g4_in0, %g4_4 : f16
      %g4_6 = arith.select %g4_0, %g4_1, %g4_5 : f16
      %g4_7 = arith.mulf %g4_out0, %g4_6 : f16
      linalg.yield %g4_7 : f16
    } -> tensor<4xf16>
    return %v0#0, %v0#1, %v3#0, %v4 : tensor<?x?x1x?xf32>, tensor<?x?x1x?xi32>, tensor<4x4xf16>, tensor<4xf16>
  }
}
