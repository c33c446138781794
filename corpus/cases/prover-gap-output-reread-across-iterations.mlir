// A prover gap of the end-to-end proof, closed (10-minute decide campaign
// of seed 20261126, case seed 7432964891029847550, reduced): tile-and-fuse
// of producers with yielded replacements, tiling the consumer's broadcast
// dim. The fused batch_matmul accumulates into its yielded outs once per
// iteration of the broadcast-dim loop, which moves none of its tiles: the
// second iteration reads C + A*B, not C (execution: expected -18, got -37;
// the step proofs refute init-once). The end-to-end proof read the loop's
// init there and proved the case. An output read inside its loop nest
// where several iterations rewrite its tile had no term (unknown); it is
// now what the earlier iterations left, a fold over them whose shape is
// not the unfused reduction's: unknown still, never proved.
// EXPECT: mismatch
// STRATEGY: all
// EQUIVALENCE: decide
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: mismatch ({{[0-9]+}} fusions), expected mismatch: ok
// CHECK: equivalence: unknown (reduction folds of different shapes
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d2, d0, d3, d1)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
module attributes {fusefuzz.strategy = "all", fusefuzz.policy = "0x704eae7228c8393f", fusefuzz.seed = 7432964891029847550 : i64} {
  func.func @case(%arg0: tensor<2x5x3x2xf32>, %arg1: tensor<2x5x3x2xf32>, %arg2: tensor<5x3x5xf32>, %arg3: tensor<5x?x5xf32> {fusefuzz.shape = array<i64: 5, 2, 5>}, %arg4: tensor<2x5x3x2xf32>) -> (tensor<2x5x3x2xf32>, tensor<5x5x?x5xf32>) {
    %0 = tensor.empty() : tensor<2x5x3x2xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x5x3x2xf32>) outs(%0 : tensor<2x5x3x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x5x3x2xf32>
    %2 = tensor.empty() : tensor<2x5x3x2xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %arg1 : tensor<2x5x3x2xf32>, tensor<2x5x3x2xf32>) outs(%2 : tensor<2x5x3x2xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x5x3x2xf32>
    %4 = tensor.empty() : tensor<5x2x3xf32>
    %cst = arith.constant -0.000000e+00 : f32
    %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<5x2x3xf32>) -> tensor<5x2x3xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "parallel", "parallel"]} ins(%arg4 : tensor<2x5x3x2xf32>) outs(%5 : tensor<5x2x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<5x2x3xf32>
    %7 = linalg.batch_matmul ins(%6, %arg2 : tensor<5x2x3xf32>, tensor<5x3x5xf32>) outs(%arg3 : tensor<5x?x5xf32>) -> tensor<5x?x5xf32>
    %c1 = arith.constant 1 : index
    %dim = tensor.dim %7, %c1 : tensor<5x?x5xf32>
    %8 = tensor.empty(%dim) : tensor<5x5x?x5xf32>
    %broadcasted = linalg.broadcast ins(%7 : tensor<5x?x5xf32>) outs(%8 : tensor<5x5x?x5xf32>) dimensions = [1] 
    return %3, %broadcasted : tensor<2x5x3x2xf32>, tensor<5x5x?x5xf32>
  }
}
