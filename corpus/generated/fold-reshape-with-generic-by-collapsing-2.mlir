// Corpus case 'fold-reshape-with-generic-by-collapsing': `fusefuzz generate --seed 109` under strategy reshape-collapsing-aggressive.
// EXPECT: pass
// STRATEGY: reshape-collapsing-aggressive
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}FoldReshapeWithGenericOpByCollapsing=
module attributes {fusefuzz.seed = 109 : i64, fusefuzz.policy = "0xff4bf7f6d7a45ffa"} {
  func.func @case(%arg0: tensor<5x3x1x3xf32>, %arg1: tensor<5x3x1x3xi32>, %arg2: tensor<5x4xi32>, %arg3: tensor<4x5xi32>, %arg4: tensor<5x5xi32>, %arg5: tensor<5x?xi32> {fusefuzz.shape = array<i64: 5, 5>}, %arg6: tensor<4x?xf32> {fusefuzz.shape = array<i64: 4, 3>}) -> (tensor<5x3x3xi32>, tensor<5x?xi32>, tensor<4xi1>, tensor<4xf32>) {
    %g0_empty0 = tensor.empty() : tensor<5x3x1x3xi32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg1 : tensor<5x3x1x3xf32>, tensor<5x3x1x3xi32>) outs(%g0_empty0 : tensor<5x3x1x3xi32>) {
    ^bb0(%g0_in0: f32, %g0_in1: i32, %g0_out0: i32):
      %g0_0 = arith.cmpf uno, %g0_in0, %g0_in0 : f32
      %g0_1 = arith.constant -1.000000e+02 : f32
      %g0_2 = arith.constant 1.000000e+02 : f32
      %g0_3 = arith.constant 0.000000e+00 : f32
      %g0_4 = arith.maximumf %g0_in0, %g0_1 : f32
      %g0_5 = arith.minimumf %g0_4, %g0_2 : f32
      %g0_6 = arith.select %g0_0, %g0_3, %g0_5 : f32
      %g0_7 = arith.fptosi %g0_6 : f32 to i32
      %g0_8 = arith.andi %g0_in1, %g0_7 : i32
      %g0_9 = arith.addi %g0_in1, %g0_8 : i32
      %g0_10 = arith.constant -3 : i32
      %g0_11 = arith.constant 32 : i32
      %g0_12 = arith.remui %g0_in1, %g0_11 : i32
      %g0_13 = arith.shrui %g0_10, %g0_12 : i32
      %g0_14 = arith.cmpf uno, %g0_in0, %g0_in0 : f32
      %g0_15 = arith.constant -1.000000e+02 : f32
      %g0_16 = arith.constant 1.000000e+02 : f32
      %g0_17 = arith.constant 0.000000e+00 : f32
      %g0_18 = arith.maximumf %g0_in0, %g0_15 : f32
      %g0_19 = arith.minimumf %g0_18, %g0_16 : f32
      %g0_20 = arith.select %g0_14, %g0_17, %g0_19 : f32
      %g0_21 = arith.fptosi %g0_20 : f32 to i32
      %g0_22 = arith.subi %g0_13, %g0_21 : i32
      %g0_23 = arith.maxsi %g0_9, %g0_22 : i32
      linalg.yield %g0_23 : i32
    } -> tensor<5x3x1x3xi32>
    %v1 = tensor.collapse_shape %v0 [[0], [1], [2, 3]] : tensor<5x3x1x3xi32> into tensor<5x3x3xi32>
    %v2 = linalg.matmul ins(%arg2, %arg3 : tensor<5x4xi32>, tensor<4x5xi32>) outs(%arg4 : tensor<5x5xi32>) -> tensor<5x5xi32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v2 : tensor<5x5xi32>) outs(%arg5 : tensor<5x?xi32>) {
    ^bb0(%g3_in0: i32, %g3_out0: i32):
      %g3_0 = arith.andi %g3_in0, %g3_in0 : i32
      %g3_1 = arith.muli %g3_0, %g3_in0 : i32
      %g3_2 = arith.muli %g3_in0, %g3_in0 : i32
      %g3_3 = arith.minsi %g3_1, %g3_2 : i32
      linalg.yield %g3_3 : i32
    } -> tensor<5x?xi32>
    %g4_empty0 = tensor.empty() : tensor<4xi1>
    %g4_fillval0 = arith.constant 1 : i1
    %g4_fill0 = linalg.fill ins(%g4_fillval0 : i1) outs(%g4_empty0 : tensor<4xi1>) -> tensor<4xi1>
    %g4_empty1 = tensor.empty() : tensor<4xf32>
    %g4_fillval1 = arith.constant 2.000000e+00 : f32
    %g4_fill1 = linalg.fill ins(%g4_fillval1 : f32) outs(%g4_empty1 : tensor<4xf32>) -> tensor<4xf32>
    %v4:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg6 : tensor<4x?xf32>) outs(%g4_fill0, %g4_fill1 : tensor<4xi1>, tensor<4xf32>) {
    ^bb0(%g4_in0: f32, %g4_out0: i1, %g4_out1: f32):
      %g4_0 = arith.uitofp %g4_out0 : i1 to f32
      %g4_1 = arith.mulf %g4_0, %g4_out1 : f32
      %g4_2 = arith.constant -3.000000e+00 : f32
      %g4_3 = arith.cmpf ugt, %g4_2, %g4_in0 : f32
      %g4_4 = arith.uitofp %g4_out0 : i1 to f32
      %g4_5 = arith.uitofp %g4_out0 : i1 to f32
      %g4_6 = arith.select %g4_3, %g4_4, %g4_5 : f32
      %g4_7 = arith.cmpf olt, %g4_1, %g4_6 : f32
      %g4_8 = arith.ori %g4_out0, %g4_7 : i1
      %g4_9 = arith.mulf %g4_out1, %g4_out1 : f32
      %g4_10 = math.absf %g4_9 : f32
      %g4_11 = arith.minimumf %g4_out1, %g4_10 : f32
      linalg.yield %g4_8, %g4_11 : i1, f32
    } -> (tensor<4xi1>, tensor<4xf32>)
    return %v1, %v3, %v4#0, %v4#1 : tensor<5x3x3xi32>, tensor<5x?xi32>, tensor<4xi1>, tensor<4xf32>
  }
}
