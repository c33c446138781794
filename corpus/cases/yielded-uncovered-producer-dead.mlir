// The uncovered yielded producer of corpus/known/tile-fuse-yields-uncovered-
// producer.mlir, through a strided, dilated pooling, where nothing reads
// the yielded value: not a miscompile. Tile-and-fuse with
// yieldProducerReplacement yields the producer of a pooling with stride
// and dilation 2; the pooling reads only part of it, so the yielded tiles
// cover only part of the producer's domain (rows 0-2 of 4), and the rest
// of the yielded value is never written. Nothing after the nest reads that
// value here (fusion rewrote its other use), so no result differs: the
// step proofs called this a proof-failure (consumer-writes-once, fact
// dead-result); under the end-to-end proof the verdict is the program's,
// a pass. The proof is unknown (it asks that no two iterations write one
// element of any nest it built, the dead one's included). Found by the
// 10-minute default campaign `fusefuzz run --seconds 600 --seed 20261130`
// (case seeds 3316130621640897218, 11439863432045506855,
// 17635854864023954570); reduced by `fusefuzz reduce`.
// EXPECT: pass
// STRATEGY: all
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass (3 fusions), expected pass: ok
// CHECK: equivalence: unknown
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d1, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d3, 0, d0, d2)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module attributes {fusefuzz.policy = "0x11dc6ffcbf16a0bf", fusefuzz.seed = 3316130621640897218 : i64, fusefuzz.strategy = "all"} {
  func.func @case(%arg0: tensor<5x3xf32>, %arg1: tensor<?x1x5x?xf32> {fusefuzz.shape = array<i64: 3, 1, 5, 3>}, %arg2: tensor<5x5x?x3xf32> {fusefuzz.shape = array<i64: 5, 5, 3, 3>}) -> tensor<5x2x3x?xf32> {
    %cst = arith.constant 2.000000e+00 : f32
    %cst_0 = arith.constant 7.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %0 = tensor.empty() : tensor<5x3xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<5x3xf32>) outs(%0 : tensor<5x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %cst : f32
    } -> tensor<5x3xf32>
    %dim = tensor.dim %arg1, %c3 : tensor<?x1x5x?xf32>
    %dim_1 = tensor.dim %arg1, %c0 : tensor<?x1x5x?xf32>
    %2 = tensor.empty(%dim, %dim_1) : tensor<5x5x?x?xf32>
    %3 = linalg.generic {indexing_maps = [#map1, #map2, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %arg1, %arg2 : tensor<5x3xf32>, tensor<?x1x5x?xf32>, tensor<5x5x?x3xf32>) outs(%2 : tensor<5x5x?x?xf32>) {
    ^bb0(%in: f32, %in_2: f32, %in_3: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<5x5x?x?xf32>
    %4 = tensor.empty(%dim_1) : tensor<5x2x3x?xf32>
    %5 = linalg.fill ins(%cst_0 : f32) outs(%4 : tensor<5x2x3x?xf32>) -> tensor<5x2x3x?xf32>
    %6 = tensor.empty() : tensor<2x1xf32>
    %7 = linalg.pooling_nhwc_sum {dilations = dense<[2, 1]> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>} ins(%3, %6 : tensor<5x5x?x?xf32>, tensor<2x1xf32>) outs(%5 : tensor<5x2x3x?xf32>) -> tensor<5x2x3x?xf32>
    return %7 : tensor<5x2x3x?xf32>
  }
}
