// Corpus case 'fold-reshape-with-generic-by-expansion': `fusefuzz generate --seed 29` under strategy reshape-expansion-aggressive.
// EXPECT: pass
// STRATEGY: reshape-expansion-aggressive
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}FoldReshapeWithGenericOpByExpansion=
module attributes {fusefuzz.seed = 29 : i64, fusefuzz.policy = "0xff4bf7f6d7a45ffa"} {
  func.func @case(%arg0: tensor<4x2xf32>, %arg1: index {fusefuzz.value = 0 : i64}, %arg2: index {fusefuzz.value = 1 : i64}, %arg3: f32, %arg4: tensor<5x1xf32>, %arg5: tensor<5x1xi32>, %arg6: tensor<1x?xi32> {fusefuzz.shape = array<i64: 1, 5>}) -> (tensor<?x?xf32>, tensor<5x1x1xi32>, tensor<?x1xi32>) {
    %v0 = tensor.pad %arg0 low[0, %arg2] high[%arg1, 0] {
    ^bb0(%p0_i0: index, %p0_i1: index):
      tensor.yield %arg3 : f32
    } : tensor<4x2xf32> to tensor<?x?xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<5x1xf32>) outs(%arg5 : tensor<5x1xi32>) {
    ^bb0(%g1_in0: f32, %g1_out0: i32):
      %g1_0 = arith.cmpf uno, %g1_in0, %g1_in0 : f32
      %g1_1 = arith.constant -1.000000e+02 : f32
      %g1_2 = arith.constant 1.000000e+02 : f32
      %g1_3 = arith.constant 0.000000e+00 : f32
      %g1_4 = arith.maximumf %g1_in0, %g1_1 : f32
      %g1_5 = arith.minimumf %g1_4, %g1_2 : f32
      %g1_6 = arith.select %g1_0, %g1_3, %g1_5 : f32
      %g1_7 = arith.fptosi %g1_6 : f32 to i32
      %g1_8 = arith.cmpf uno, %g1_in0, %g1_in0 : f32
      %g1_9 = arith.constant -1.000000e+02 : f32
      %g1_10 = arith.constant 1.000000e+02 : f32
      %g1_11 = arith.constant 0.000000e+00 : f32
      %g1_12 = arith.maximumf %g1_in0, %g1_9 : f32
      %g1_13 = arith.minimumf %g1_12, %g1_10 : f32
      %g1_14 = arith.select %g1_8, %g1_11, %g1_13 : f32
      %g1_15 = arith.fptosi %g1_14 : f32 to i32
      %g1_16 = arith.ori %g1_7, %g1_15 : i32
      linalg.yield %g1_16 : i32
    } -> tensor<5x1xi32>
    %v2 = tensor.expand_shape %v1 [[0], [1, 2]] output_shape [5, 1, 1] : tensor<5x1xi32> into tensor<5x1x1xi32>
    %g3_c0_0 = arith.constant 1 : index
    %g3_d0_0 = tensor.dim %arg6, %g3_c0_0 : tensor<1x?xi32>
    %g3_empty0 = tensor.empty(%g3_d0_0) : tensor<?x1xi32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1, 0)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v2, %arg6, %arg6 : tensor<5x1x1xi32>, tensor<1x?xi32>, tensor<1x?xi32>) outs(%g3_empty0 : tensor<?x1xi32>) {
    ^bb0(%g3_in0: i32, %g3_in1: i32, %g3_in2: i32, %g3_out0: i32):
      %g3_0 = arith.maxui %g3_in2, %g3_in1 : i32
      linalg.yield %g3_0 : i32
    } -> tensor<?x1xi32>
    return %v0, %v2, %v3 : tensor<?x?xf32>, tensor<5x1x1xi32>, tensor<?x1xi32>
  }
}
