// Known upstream MLIR 22 bug found by fusefuzz (verdict: mismatch): the
// recomputed-producer bug of tile-fuse-yields-recomputed-producer.mlir,
// where the step proofs cannot name it.
// EXPECT: mismatch
// STRATEGY: all
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: mismatch ({{[0-9]+}} fusions), expected mismatch: ok
// RUN: not %fusefuzz check %s | FileCheck %s --check-prefix=SIG
// SIG: signature: mismatch:TileAndFuseProducerYielded:recomputed-producer-reaccumulates
//
// Tile-and-fuse with yieldProducerReplacement (the seed draws
// tile-fuse-producers) yields a linalg.reduce of a linalg.pack from a loop
// over a dim the reduce lacks; inside, the reduce is computed again in
// every iteration from the loop's carried result, so each iteration adds
// the same sums onto the last one's (the fact
// recomputed-producer-reaccumulates: an op reading its init, a tile of a
// loop's carried value that does not move with the loop, and nothing else
// that moves). The step proofs name this bug (init-once) where they can
// read the reduce's tile; here it is read from a tiled pack, opaque to
// them, and the end-to-end proof is unknown too ("an output read inside
// its loop nest where several iterations rewrite its tile"). Found by the
// 10-minute default campaign `fusefuzz run --seconds 600 --seed 20261130`
// (case seed 5901345529024800926); reduced by `fusefuzz reduce`.
//
// REPRODUCE: fusefuzz check tile-fuse-yields-recomputed-producer-through-pack.mlir
#map = affine_map<(d0, d1) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d1, d0 * 2)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<()[s0] -> (s0 ceildiv 4)>
#map4 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d1, d0, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d3)>
module attributes {fusefuzz.policy = "0x11dc6ffcbf16a0bf", fusefuzz.seed = 5901345529024800926 : i64, fusefuzz.strategy = "all"} {
  func.func @case(%arg0: tensor<3xf16>, %arg1: tensor<?x5xf16> {fusefuzz.shape = array<i64: 3, 5>}, %arg2: tensor<1x?x4xf16> {fusefuzz.shape = array<i64: 1, 1, 4>}, %arg3: tensor<?x1x4x5xf16> {fusefuzz.shape = array<i64: 5, 1, 4, 5>}, %arg4: tensor<?x1xf32> {fusefuzz.shape = array<i64: 5, 1>}, %arg5: tensor<?x5x4x?xf16> {fusefuzz.shape = array<i64: 1, 5, 4, 5>}) -> tensor<?x?xf16> {
    %cst = arith.constant -1.500000e+00 : f16
    %c3 = arith.constant 3 : index
    %cst_0 = arith.constant 1.000000e+00 : f16
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %arg1, %c0 : tensor<?x5xf16>
    %0 = tensor.empty(%dim) : tensor<3x?xf16>
    %1 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<3xf16>, tensor<?x5xf16>) outs(%0 : tensor<3x?xf16>) {
    ^bb0(%in: f16, %in_4: f16, %out: f16):
      linalg.yield %in_4 : f16
    } -> tensor<3x?xf16>
    %2 = affine.apply #map3()[%dim]
    %3 = tensor.empty(%2) : tensor<1x?x4x3xf16>
    %pack = linalg.pack %1 padding_value(%cst_0 : f16) inner_dims_pos = [1, 0] inner_tiles = [4, 3] into %3 : tensor<3x?xf16> -> tensor<1x?x4x3xf16>
    %reduced = linalg.reduce { arith.addf } ins(%pack : tensor<1x?x4x3xf16>) outs(%arg2 : tensor<1x?x4xf16>) dimensions = [3] 
    %dim_1 = tensor.dim %arg3, %c0 : tensor<?x1x4x5xf16>
    %dim_2 = tensor.dim %arg2, %c1 : tensor<1x?x4xf16>
    %4 = tensor.empty(%dim_1, %dim_2) : tensor<?x?x4x5xf16>
    %5 = linalg.generic {indexing_maps = [#map4, #map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reduced, %arg3, %arg4 : tensor<1x?x4xf16>, tensor<?x1x4x5xf16>, tensor<?x1xf32>) outs(%4 : tensor<?x?x4x5xf16>) {
    ^bb0(%in: f16, %in_4: f16, %in_5: f32, %out: f16):
      linalg.yield %in : f16
    } -> tensor<?x?x4x5xf16>
    %dim_3 = tensor.dim %arg5, %c3 : tensor<?x5x4x?xf16>
    %6 = tensor.empty(%dim_1, %dim_3) : tensor<?x?xf16>
    %7 = linalg.fill ins(%cst : f16) outs(%6 : tensor<?x?xf16>) -> tensor<?x?xf16>
    %8 = linalg.generic {indexing_maps = [#map7, #map8, #map9], iterator_types = ["parallel", "reduction", "reduction", "parallel"]} ins(%5, %arg5 : tensor<?x?x4x5xf16>, tensor<?x5x4x?xf16>) outs(%7 : tensor<?x?xf16>) {
    ^bb0(%in: f16, %in_4: f16, %out: f16):
      linalg.yield %in : f16
    } -> tensor<?x?xf16>
    return %8 : tensor<?x?xf16>
  }
}
