// Issue 8: `fusefuzz run --seed 2026 --seconds 240` found this case. An
// outs-reading producer is kept as a result of a fused op with reduction
// loops; every input set disagrees. Attribution names the third rewrite
// (FuseElementwiseOps), not the first; the end-to-end proof leaves it
// unknown (the fused reduction folds a re-applied producer: folds of
// different shapes), execution decides. Upstream bug: see
// corpus/known/elementwise-reduction-reads-outs.mlir.
// EXPECT: mismatch
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: mismatch ({{[0-9]+}} fusions), expected mismatch: ok
// CHECK: equivalence: unknown
// RUN: not %fusefuzz check %s --attribute | FileCheck %s --check-prefix=ATTR
// ATTR: responsible: rewrite 3 of 5: FuseElementwiseOps on linalg.generic
module attributes {fusefuzz.seed = 7147789444592676859 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<1xf16>, %arg1: tensor<4x1x?xi32> {fusefuzz.shape = array<i64: 4, 1, 3>}, %arg2: tensor<1xi32>) -> (tensor<5xi32>) {
    %g0_empty0 = tensor.empty() : tensor<1xf16>
    %g0_fillval0 = arith.constant -0.000000e+00 : f16
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : f16) outs(%g0_empty0 : tensor<1xf16>) -> tensor<1xf16>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<1xf16>) outs(%g0_fill0 : tensor<1xf16>) {
    ^bb0(%g0_in0: f16, %g0_out0: f16):
      %g0_0 = arith.cmpf oge, %g0_in0, %g0_out0 : f16
      %g0_1 = arith.select %g0_0, %g0_in0, %g0_in0 : f16
      %g0_2 = arith.mulf %g0_in0, %g0_out0 : f16
      %g0_3 = arith.addf %g0_1, %g0_2 : f16
      linalg.yield %g0_3 : f16
    } -> tensor<1xf16>
    %g1_empty0 = tensor.empty() : tensor<1xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v0, %v0 : tensor<1xf16>, tensor<1xf16>) outs(%g1_empty0 : tensor<1xi32>) {
    ^bb0(%g1_in0: f16, %g1_in1: f16, %g1_out0: i32):
      %g1_0 = arith.cmpf uno, %g1_in0, %g1_in0 : f16
      %g1_1 = arith.constant -1.000000e+02 : f16
      %g1_2 = arith.constant 1.000000e+02 : f16
      %g1_3 = arith.constant 0.000000e+00 : f16
      %g1_4 = arith.maximumf %g1_in0, %g1_1 : f16
      %g1_5 = arith.minimumf %g1_4, %g1_2 : f16
      %g1_6 = arith.select %g1_0, %g1_3, %g1_5 : f16
      %g1_7 = arith.fptosi %g1_6 : f16 to i32
      %g1_8 = arith.cmpf uno, %g1_in0, %g1_in0 : f16
      %g1_9 = arith.constant -1.000000e+02 : f16
      %g1_10 = arith.constant 1.000000e+02 : f16
      %g1_11 = arith.constant 0.000000e+00 : f16
      %g1_12 = arith.maximumf %g1_in0, %g1_9 : f16
      %g1_13 = arith.minimumf %g1_12, %g1_10 : f16
      %g1_14 = arith.select %g1_8, %g1_11, %g1_13 : f16
      %g1_15 = arith.fptosi %g1_14 : f16 to i32
      %g1_16 = arith.constant 32 : i32
      %g1_17 = arith.remui %g1_15, %g1_16 : i32
      %g1_18 = arith.shrui %g1_7, %g1_17 : i32
      linalg.yield %g1_18 : i32
    } -> tensor<1xi32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]} ins(%v1, %arg1 : tensor<1xi32>, tensor<4x1x?xi32>) outs(%arg2 : tensor<1xi32>) {
    ^bb0(%g2_in0: i32, %g2_in1: i32, %g2_out0: i32):
      %g2_0 = arith.constant 32 : i32
      %g2_1 = arith.remui %g2_out0, %g2_0 : i32
      %g2_2 = arith.shli %g2_in0, %g2_1 : i32
      %g2_3 = arith.xori %g2_out0, %g2_2 : i32
      linalg.yield %g2_3 : i32
    } -> tensor<1xi32>
    %g3_empty0 = tensor.empty() : tensor<1xi32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v2, %arg2 : tensor<1xi32>, tensor<1xi32>) outs(%g3_empty0 : tensor<1xi32>) {
    ^bb0(%g3_in0: i32, %g3_in1: i32, %g3_out0: i32):
      %g3_0 = arith.muli %g3_in0, %g3_in0 : i32
      %g3_1 = arith.muli %g3_in0, %g3_0 : i32
      linalg.yield %g3_1 : i32
    } -> tensor<1xi32>
    %g4_empty0 = tensor.empty() : tensor<5xi32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v3 : tensor<1xi32>) outs(%g4_empty0 : tensor<5xi32>) {
    ^bb0(%g4_in0: i32, %g4_out0: i32):
      %g4_0 = arith.minsi %g4_in0, %g4_in0 : i32
      %g4_1 = arith.ori %g4_in0, %g4_in0 : i32
      %g4_2 = arith.minsi %g4_0, %g4_1 : i32
      linalg.yield %g4_2 : i32
    } -> tensor<5xi32>
    return %v4 : tensor<5xi32>
  }
}
