// Corpus case 'fold-producer-reshape-by-collapsing': `fusefuzz generate --seed 62` under strategy reshape-collapsing-aggressive.
// EXPECT: pass
// STRATEGY: reshape-collapsing-aggressive
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}FoldWithProducerReshapeOpByCollapsing=
module attributes {fusefuzz.seed = 62 : i64, fusefuzz.policy = "0xff4bf7f6d7a45ffa"} {
  func.func @case(%arg0: tensor<5xf32>, %arg1: f32, %arg2: tensor<?x2x5x4xi32> {fusefuzz.shape = array<i64: 5, 2, 5, 4>}, %arg3: tensor<1xf32>) -> (tensor<1x5xf32>, tensor<?x2x1x20xi32>, tensor<2x1x?x20xi32>) {
    %g0_empty0 = tensor.empty() : tensor<5xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<5xf32>) outs(%g0_empty0 : tensor<5xf32>) {
    ^bb0(%g0_in0: f32, %g0_out0: f32):
      %g0_0 = arith.divf %g0_in0, %g0_in0 : f32
      linalg.yield %g0_0 : f32
    } -> tensor<5xf32>
    %v1 = tensor.expand_shape %v0 [[0, 1]] output_shape [1, 5] : tensor<5xf32> into tensor<1x5xf32>
    %v2 = tensor.collapse_shape %arg2 [[0], [1], [2, 3]] : tensor<?x2x5x4xi32> into tensor<?x2x20xi32>
    %r3_c0 = arith.constant 0 : index
    %r3_d0 = tensor.dim %v2, %r3_c0 : tensor<?x2x20xi32>
    %v3 = tensor.expand_shape %v2 [[0], [1, 2], [3]] output_shape [%r3_d0, 2, 1, 20] : tensor<?x2x20xi32> into tensor<?x2x1x20xi32>
    %g4_c0_0 = arith.constant 0 : index
    %g4_d0_0 = tensor.dim %v3, %g4_c0_0 : tensor<?x2x1x20xi32>
    %g4_empty0 = tensor.empty(%g4_d0_0) : tensor<?x2x1x20xi32>
    %g4_c1_2 = arith.constant 0 : index
    %g4_d1_2 = tensor.dim %v3, %g4_c1_2 : tensor<?x2x1x20xi32>
    %g4_empty1 = tensor.empty(%g4_d1_2) : tensor<2x1x?x20xi32>
    %v4:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d0, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v3 : tensor<?x2x1x20xi32>) outs(%g4_empty0, %g4_empty1 : tensor<?x2x1x20xi32>, tensor<2x1x?x20xi32>) {
    ^bb0(%g4_in0: i32, %g4_out0: i32, %g4_out1: i32):
      %g4_0 = arith.muli %g4_in0, %g4_in0 : i32
      %g4_1 = linalg.index 3 : index
      %g4_2 = arith.constant 1 : index
      %g4_3 = arith.remui %g4_1, %g4_2 : index
      %g4_4 = tensor.extract %arg3[%g4_3] : tensor<1xf32>
      %g4_5 = arith.cmpf uno, %g4_4, %g4_4 : f32
      %g4_6 = arith.constant -1.000000e+02 : f32
      %g4_7 = arith.constant 1.000000e+02 : f32
      %g4_8 = arith.constant 0.000000e+00 : f32
      %g4_9 = arith.maximumf %g4_4, %g4_6 : f32
      %g4_10 = arith.minimumf %g4_9, %g4_7 : f32
      %g4_11 = arith.select %g4_5, %g4_8, %g4_10 : f32
      %g4_12 = arith.fptosi %g4_11 : f32 to i32
      %g4_13 = arith.ori %g4_12, %g4_in0 : i32
      linalg.yield %g4_0, %g4_13 : i32, i32
    } -> (tensor<?x2x1x20xi32>, tensor<2x1x?x20xi32>)
    return %v1, %v4#0, %v4#1 : tensor<1x5xf32>, tensor<?x2x1x20xi32>, tensor<2x1x?x20xi32>
  }
}
