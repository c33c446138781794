// Known upstream MLIR 22 bug found by fusefuzz (verdict: verifier-error).
// EXPECT: verifier-error
// STRATEGY: tile-fuse-producers
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: verifier-error (1 fusions), expected verifier-error: ok
// RUN: not %fusefuzz check %s --strategy tile-fuse-producers | FileCheck %s --check-prefix=SIG
// SIG: signature: verifier-error:TileAndFuseProducerYielded:unpack-does-not-verify
// SIG: 'linalg.unpack' op failed to verify that result type matches type of dest
//
// Tile-and-fuse with yieldProducerReplacement (scf::tileConsumerAndFuseProducersUsingSCF,
// whose scf::yieldReplacementForFusedProducer also serves transform.test.fuse_and_yield)
// of a linalg.unpack producer whose tile is not aligned to the inner tile
// (here tiles of 2 rows of a dim unpacked from tiles of 3): the tiled unpack
// writes into a tensor.empty of whole inner tiles, and yielding the producer
// replaces that init by the loop's iter_arg slice of the tile's own size,
// leaving the unpack's result type unchanged: "result type matches type of
// dest" fails. Found by `ci/strategy-campaigns.sh` (seed 2027, strategy
// multi-root, case seed 17977509986557717582, through fusefuzz's own
// multi-root strategy, which calls the same upstream function); reduced by
// hand. Before the verifier fact, the wide glob of the tensor.pad yield bug
// (tile-fuse-yield-pad-replacement.mlir) counted it as that bug. Generation
// is not narrowed.
//
// REPRODUCE: fusefuzz check tile-fuse-yield-unpack-replacement.mlir --strategy tile-fuse-producers
//   (upstream's own test pass shows it too: mlir-opt
//   --test-tiling-interface=tile-consumer-fuse-and-yield-producer-using-scf-for,
//   in a build with the test passes)
module attributes {fusefuzz.seed = 10 : i64} {
  func.func @case(%src: tensor<2x2x3xi32>) -> (tensor<2x5xi32>, tensor<2x5xi32>) {
    %0 = tensor.empty() : tensor<2x5xi32>
    %u = linalg.unpack %src inner_dims_pos = [1] inner_tiles = [3] into %0 : tensor<2x2x3xi32> -> tensor<2x5xi32>
    %1 = tensor.empty() : tensor<2x5xi32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%u : tensor<2x5xi32>) outs(%1 : tensor<2x5xi32>) {
    ^bb0(%in: i32, %out: i32):
      %s = arith.addi %in, %in : i32
      linalg.yield %s : i32
    } -> tensor<2x5xi32>
    return %u, %2 : tensor<2x5xi32>, tensor<2x5xi32>
  }
}
