// Corpus case 'fold-producer-reshape-by-collapsing': `fusefuzz generate --seed 49` under strategy reshape-collapsing-aggressive.
// EXPECT: pass
// STRATEGY: reshape-collapsing-aggressive
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}FoldWithProducerReshapeOpByCollapsing=
module attributes {fusefuzz.seed = 49 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<?x1x?x?xi1> {fusefuzz.shape = array<i64: 2, 1, 4, 5>}, %arg1: tensor<2x?xf32> {fusefuzz.shape = array<i64: 2, 3>}, %arg2: index {fusefuzz.value = 0 : i64}, %arg3: index {fusefuzz.value = 2 : i64}, %arg4: index {fusefuzz.value = 1 : i64}) -> (tensor<?x1x?x?xi1>, tensor<?x2x?x?xf32>) {
    %g0_c0_0 = arith.constant 0 : index
    %g0_d0_0 = tensor.dim %arg0, %g0_c0_0 : tensor<?x1x?x?xi1>
    %g0_c0_2 = arith.constant 2 : index
    %g0_d0_2 = tensor.dim %arg0, %g0_c0_2 : tensor<?x1x?x?xi1>
    %g0_c0_3 = arith.constant 3 : index
    %g0_d0_3 = tensor.dim %arg0, %g0_c0_3 : tensor<?x1x?x?xi1>
    %g0_empty0 = tensor.empty(%g0_d0_0, %g0_d0_2, %g0_d0_3) : tensor<?x1x?x?xi1>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<?x1x?x?xi1>) outs(%g0_empty0 : tensor<?x1x?x?xi1>) {
    ^bb0(%g0_in0: i1, %g0_out0: i1):
      %g0_0 = arith.uitofp %g0_in0 : i1 to f32
      %g0_1 = arith.uitofp %g0_in0 : i1 to f32
      %g0_2 = arith.uitofp %g0_in0 : i1 to f32
      %g0_3 = arith.cmpf oeq, %g0_1, %g0_2 : f32
      %g0_4 = arith.uitofp %g0_in0 : i1 to f32
      %g0_5 = arith.uitofp %g0_in0 : i1 to f32
      %g0_6 = arith.select %g0_3, %g0_4, %g0_5 : f32
      %g0_7 = arith.uitofp %g0_in0 : i1 to f32
      %g0_8 = arith.uitofp %g0_in0 : i1 to f32
      %g0_9 = arith.maximumf %g0_7, %g0_8 : f32
      %g0_10 = arith.cmpf oge, %g0_6, %g0_9 : f32
      %g0_11 = arith.uitofp %g0_in0 : i1 to f32
      %g0_12 = arith.uitofp %g0_in0 : i1 to f32
      %g0_13 = arith.minimumf %g0_11, %g0_12 : f32
      %g0_14 = arith.uitofp %g0_in0 : i1 to f32
      %g0_15 = arith.select %g0_10, %g0_13, %g0_14 : f32
      %g0_16 = arith.cmpf olt, %g0_0, %g0_15 : f32
      linalg.yield %g0_16 : i1
    } -> tensor<?x1x?x?xi1>
    %r1_c1 = arith.constant 1 : index
    %r1_d1 = tensor.dim %arg1, %r1_c1 : tensor<2x?xf32>
    %v1 = tensor.expand_shape %arg1 [[0, 1], [2]] output_shape [1, 2, %r1_d1] : tensor<2x?xf32> into tensor<1x2x?xf32>
    %g2_c0_3 = arith.constant 2 : index
    %g2_d0_3 = tensor.dim %v1, %g2_c0_3 : tensor<1x2x?xf32>
    %g2_empty0 = tensor.empty(%g2_d0_3) : tensor<3x1x2x?xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v1 : tensor<1x2x?xf32>) outs(%g2_empty0 : tensor<3x1x2x?xf32>) {
    ^bb0(%g2_in0: f32, %g2_out0: f32):
      %g2_0 = arith.constant 5.000000e-01 : f32
      %g2_1 = arith.cmpf ugt, %g2_in0, %g2_0 : f32
      %g2_2 = arith.select %g2_1, %g2_in0, %g2_in0 : f32
      linalg.yield %g2_2 : f32
    } -> tensor<3x1x2x?xf32>
    %p3_padval = arith.constant -1.500000e+00 : f32
    %v3 = tensor.pad %v2 low[%arg2, 1, %arg3, 0] high[1, 0, %arg4, 2] {
    ^bb0(%p3_i0: index, %p3_i1: index, %p3_i2: index, %p3_i3: index):
      tensor.yield %p3_padval : f32
    } : tensor<3x1x2x?xf32> to tensor<?x2x?x?xf32>
    return %v0, %v3 : tensor<?x1x?x?xi1>, tensor<?x2x?x?xf32>
  }
}
