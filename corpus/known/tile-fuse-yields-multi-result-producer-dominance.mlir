// Known upstream MLIR 22 bug found by fusefuzz (verdict: verifier-error).
// EXPECT: verifier-error
// STRATEGY: all
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: verifier-error ({{[0-9]+}} fusions), expected verifier-error: ok
// RUN: not %fusefuzz check %s | FileCheck %s --check-prefix=SIG
// SIG: signature: verifier-error:TileAndFuseProducerYielded:extract_slice-operand-does-not-dominate/defined-later
//
// Tile-and-fuse with yield-replacements (scf::tileConsumerAndFuseProducersUsingSCF
// whose control yields every fused producer with other uses; the
// tile-fuse-producers family, tile size 3 as an SSA value) of two
// two-result producers, one reading the other: the slice the nest inserts
// a yielded producer's tile through reads an offset computed further down
// the loop body ("operand #1 does not dominate this use", the operand
// defined later in the same block). No tensor.pad is involved: this is
// not the yielded-pad bug (tile-fuse-yield-pad-replacement.mlir), whose
// operand is defined inside the scf.if of a tiled pad; until the verifier
// fact told them apart (dominance / where the operand is defined), this
// one was counted as that one. Found by the 3-minute default campaign
// `fusefuzz run --seconds 180 --seed 20261128` (case seed
// 11613561450427511714 and ten others); reduced by `fusefuzz reduce`.
// Generation is not narrowed.
//
// REPRODUCE: fusefuzz check tile-fuse-yields-multi-result-producer-dominance.mlir --attribute
//   (rewrite 1 of 1: tileConsumerAndFuseProducersUsingSCF, sizes [3] as an
//   SSA value, yield-replacements; transform.test.fuse_and_yield takes
//   static sizes only, and with sizes 1 to 5 it does not show it)
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1)>
#map2 = affine_map<(d0, d1) -> (d0, d1, 0)>
#map3 = affine_map<(d0, d1) -> (d1, d0)>
#map4 = affine_map<(d0, d1) -> (d0)>
#map5 = affine_map<(d0) -> (0)>
#map6 = affine_map<(d0) -> (d0 * 3)>
#map7 = affine_map<(d0) -> (d0)>
module attributes {fusefuzz.policy = "0x11dc6ffcbf16a0bf", fusefuzz.seed = -6833182623282039902 : i64, fusefuzz.strategy = "all"} {
  func.func @case(%arg0: tensor<?x5x1xf16> {fusefuzz.shape = array<i64: 1, 5, 1>}, %arg1: tensor<5xf16>, %arg2: tensor<5x1xi32>) -> tensor<?xi32> {
    %c-2_i32 = arith.constant -2 : i32
    %c-1_i32 = arith.constant -1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?x5x1xf16>
    %0 = tensor.empty(%dim) : tensor<?x5x1xi32>
    %dim_0 = tensor.dim %arg0, %c0 : tensor<?x5x1xf16>
    %1 = tensor.empty(%dim_0) : tensor<?x5x1xi32>
    %2:2 = linalg.generic {indexing_maps = [#map, #map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg1 : tensor<?x5x1xf16>, tensor<5xf16>) outs(%0, %1 : tensor<?x5x1xi32>, tensor<?x5x1xi32>) {
    ^bb0(%in: f16, %in_1: f16, %out: i32, %out_2: i32):
      linalg.yield %c0_i32, %c0_i32 : i32, i32
    } -> (tensor<?x5x1xi32>, tensor<?x5x1xi32>)
    %3 = tensor.empty(%dim_0) : tensor<?xi32>
    %4 = linalg.fill ins(%c-1_i32 : i32) outs(%3 : tensor<?xi32>) -> tensor<?xi32>
    %5 = tensor.empty(%dim_0) : tensor<?xi32>
    %6 = linalg.fill ins(%c-2_i32 : i32) outs(%5 : tensor<?xi32>) -> tensor<?xi32>
    %7:2 = linalg.generic {indexing_maps = [#map2, #map3, #map4, #map4], iterator_types = ["parallel", "reduction"]} ins(%2#1, %arg2 : tensor<?x5x1xi32>, tensor<5x1xi32>) outs(%4, %6 : tensor<?xi32>, tensor<?xi32>) {
    ^bb0(%in: i32, %in_1: i32, %out: i32, %out_2: i32):
      linalg.yield %in, %in : i32, i32
    } -> (tensor<?xi32>, tensor<?xi32>)
    %8 = tensor.empty(%dim_0) : tensor<?xi32>
    %9 = linalg.generic {indexing_maps = [#map5, #map6, #map7, #map7], iterator_types = ["parallel"]} ins(%7#0, %7#1, %7#1 : tensor<?xi32>, tensor<?xi32>, tensor<?xi32>) outs(%8 : tensor<?xi32>) {
    ^bb0(%in: i32, %in_1: i32, %in_2: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<?xi32>
    return %9 : tensor<?xi32>
  }
}
