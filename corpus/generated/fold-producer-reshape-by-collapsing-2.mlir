// Corpus case 'fold-producer-reshape-by-collapsing': `fusefuzz generate --seed 85` under strategy reshape-collapsing-aggressive.
// EXPECT: pass
// STRATEGY: reshape-collapsing-aggressive
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}FoldWithProducerReshapeOpByCollapsing=
module attributes {fusefuzz.seed = 85 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<1x5xf32>, %arg1: tensor<?xf32> {fusefuzz.shape = array<i64: 2>}, %arg2: tensor<5x?xf32> {fusefuzz.shape = array<i64: 5, 2>}, %arg3: tensor<5xf32>, %arg4: tensor<1x5xf32>, %arg5: f32) -> (tensor<1x5xf32>, tensor<1x5xf32>, tensor<1x5xf32>) {
    %v0 = tensor.collapse_shape %arg0 [[0, 1]] : tensor<1x5xf32> into tensor<5xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%v0, %arg1, %arg2 : tensor<5xf32>, tensor<?xf32>, tensor<5x?xf32>) outs(%arg3 : tensor<5xf32>) {
    ^bb0(%g1_in0: f32, %g1_in1: f32, %g1_in2: f32, %g1_out0: f32):
      %g1_0 = arith.cmpf oge, %g1_out0, %g1_in1 : f32
      %g1_1 = arith.select %g1_0, %g1_in2, %g1_in0 : f32
      %g1_2 = arith.divf %g1_1, %g1_out0 : f32
      %g1_3 = math.sqrt %g1_2 : f32
      %g1_4 = arith.addf %g1_out0, %g1_3 : f32
      linalg.yield %g1_4 : f32
    } -> tensor<5xf32>
    %v2 = tensor.expand_shape %v1 [[0, 1]] output_shape [1, 5] : tensor<5xf32> into tensor<1x5xf32>
    %g3_empty0 = tensor.empty() : tensor<1x5xf32>
    %g3_empty1 = tensor.empty() : tensor<1x5xf32>
    %v3:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v2 : tensor<1x5xf32>) outs(%g3_empty0, %g3_empty1 : tensor<1x5xf32>, tensor<1x5xf32>) {
    ^bb0(%g3_in0: f32, %g3_out0: f32, %g3_out1: f32):
      %g3_0 = arith.constant -3.000000e+00 : f32
      %g3_1 = arith.constant -0.000000e+00 : f32
      %g3_2 = arith.cmpf oge, %g3_in0, %g3_1 : f32
      %g3_3 = arith.select %g3_2, %g3_in0, %g3_in0 : f32
      %g3_4 = arith.maximumf %g3_0, %g3_3 : f32
      %g3_5 = arith.minimumf %g3_in0, %g3_4 : f32
      %g3_6 = arith.constant -3.000000e+00 : f32
      %g3_7 = arith.constant 1.000000e+00 : f32
      %g3_8 = arith.subf %g3_6, %g3_7 : f32
      %g3_9 = arith.addf %g3_in0, %g3_8 : f32
      %g3_10 = arith.minimumf %g3_in0, %g3_in0 : f32
      %g3_11 = arith.constant -0.000000e+00 : f32
      %g3_12 = arith.minimumf %g3_11, %g3_in0 : f32
      %g3_13 = arith.cmpf oge, %g3_10, %g3_12 : f32
      %g3_14 = arith.divf %g3_in0, %g3_in0 : f32
      %g3_15 = math.sqrt %g3_in0 : f32
      %g3_16 = arith.select %g3_13, %g3_14, %g3_15 : f32
      %g3_17 = arith.cmpf oeq, %g3_9, %g3_16 : f32
      %g3_18 = arith.constant -0.000000e+00 : f32
      %g3_19 = arith.select %g3_17, %g3_in0, %g3_18 : f32
      linalg.yield %g3_5, %g3_19 : f32, f32
    } -> (tensor<1x5xf32>, tensor<1x5xf32>)
    %g4_empty0 = tensor.empty() : tensor<1x5xf32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v3#1, %v3#1, %arg4 : tensor<1x5xf32>, tensor<1x5xf32>, tensor<1x5xf32>) outs(%g4_empty0 : tensor<1x5xf32>) {
    ^bb0(%g4_in0: f32, %g4_in1: f32, %g4_in2: f32, %g4_out0: f32):
      %g4_0 = arith.constant -3.000000e+00 : f32
      %g4_1 = arith.mulf %g4_0, %g4_in1 : f32
      linalg.yield %g4_1 : f32
    } -> tensor<1x5xf32>
    return %v2, %v3#0, %v4 : tensor<1x5xf32>, tensor<1x5xf32>, tensor<1x5xf32>
  }
}
