// Corpus case 'fold-producer-reshape-by-collapsing': `fusefuzz generate --seed 37` under strategy reshape-collapsing-aggressive.
// EXPECT: pass
// STRATEGY: reshape-collapsing-aggressive
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}FoldWithProducerReshapeOpByCollapsing=
module attributes {fusefuzz.seed = 37 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<?x4x1xi1> {fusefuzz.shape = array<i64: 3, 4, 1>}, %arg1: tensor<4x1xf32>, %arg2: tensor<1x4x1xi1>, %arg3: i1, %arg4: index {fusefuzz.value = 2 : i64}, %arg5: index {fusefuzz.value = 1 : i64}, %arg6: index {fusefuzz.value = 1 : i64}) -> (tensor<5x?x?x?xi1>) {
    %g0_c0_0 = arith.constant 0 : index
    %g0_d0_0 = tensor.dim %arg0, %g0_c0_0 : tensor<?x4x1xi1>
    %g0_empty0 = tensor.empty(%g0_d0_0) : tensor<?x4x1xi1>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<?x4x1xi1>, tensor<4x1xf32>, tensor<1x4x1xi1>) outs(%g0_empty0 : tensor<?x4x1xi1>) {
    ^bb0(%g0_in0: i1, %g0_in1: f32, %g0_in2: i1, %g0_out0: i1):
      %g0_0 = arith.constant 7.000000e+00 : f32
      %g0_1 = arith.minimumf %g0_0, %g0_in1 : f32
      %g0_2 = arith.cmpf olt, %g0_1, %g0_in1 : f32
      linalg.yield %g0_2 : i1
    } -> tensor<?x4x1xi1>
    %r1_c0 = arith.constant 0 : index
    %r1_d0 = tensor.dim %v0, %r1_c0 : tensor<?x4x1xi1>
    %v1 = tensor.expand_shape %v0 [[0, 1], [2], [3]] output_shape [1, %r1_d0, 4, 1] : tensor<?x4x1xi1> into tensor<1x?x4x1xi1>
    %g2_c0_1 = arith.constant 1 : index
    %g2_d0_1 = tensor.dim %v1, %g2_c0_1 : tensor<1x?x4x1xi1>
    %g2_empty0 = tensor.empty(%g2_d0_1) : tensor<1x?x4x1xi1>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v1 : tensor<1x?x4x1xi1>) outs(%g2_empty0 : tensor<1x?x4x1xi1>) {
    ^bb0(%g2_in0: i1, %g2_out0: i1):
      %g2_0 = arith.andi %g2_in0, %arg3 : i1
      linalg.yield %g2_0 : i1
    } -> tensor<1x?x4x1xi1>
    %g3_c0_1 = arith.constant 1 : index
    %g3_d0_1 = tensor.dim %v2, %g3_c0_1 : tensor<1x?x4x1xi1>
    %g3_empty0 = tensor.empty(%g3_d0_1) : tensor<1x?x4x1xi1>
    %v3 = linalg.transpose ins(%v2 : tensor<1x?x4x1xi1>) outs(%g3_empty0 : tensor<1x?x4x1xi1>) permutation = [3, 1, 2, 0]
    %p4_padval = arith.constant 0 : i1
    %v4 = tensor.pad %v3 low[2, %arg4, 0, 0] high[2, 1, %arg5, %arg6] {
    ^bb0(%p4_i0: index, %p4_i1: index, %p4_i2: index, %p4_i3: index):
      tensor.yield %p4_padval : i1
    } : tensor<1x?x4x1xi1> to tensor<5x?x?x?xi1>
    return %v4 : tensor<5x?x?x?xi1>
  }
}
