// Known upstream MLIR 22 bug found by fusefuzz (verdict: mismatch).
// EXPECT: mismatch
// STRATEGY: diffusion
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: mismatch (1 fusions), expected mismatch: ok
// RUN: not %fusefuzz check %s --strategy diffusion --equivalence report | FileCheck %s --check-prefix=SIG
// SIG: equivalence: refuted
// SIG: signature: mismatch:DiffuseConsumer:pack-tile-position-unscaled
//
// Consumer fusion (scf::tileAndFuseConsumer) of a linalg.pack with a
// padding value into an scf.forall that tiles its source by 1 along the
// dims it packs by 2: the fused pack writes a slice as large as its whole
// packed result (2x3x2x2) at the source tile's own offsets (%iv0, %iv1),
// not at their quotients by the inner tiles, and the slice runs out of
// bounds for every iteration but the first. Reached through fusefuzz's
// diffusion driver, whose failing prefix is two rewrites: an scf.forall
// tiling of the generic (tile sizes 1, as SSA values) and upstream's
// tileAndFuseConsumer of the pack into it. Found by the 10-minute default
// campaign `fusefuzz run --seconds 600 --seed 20261130` (case seed
// 9175029818348887511 and four others); reduced by hand. Both oracles
// agree. Generation is not narrowed.
//
// REPRODUCE: fusefuzz check pack-consumer-fusion-unscaled-offsets.mlir --strategy diffusion --attribute
//   (upstream's test op transform.test.fuse_consumer on the same forall shows
//   it in a build with the test dialect)
module attributes {fusefuzz.seed = 22 : i64} {
  func.func @case(%a: tensor<4x6xi32>) -> tensor<2x3x2x2xi32> {
    %0 = tensor.empty() : tensor<4x6xi32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x6xi32>) outs(%0 : tensor<4x6xi32>) {
    ^bb0(%in: i32, %out: i32):
      %s = arith.addi %in, %in : i32
      linalg.yield %s : i32
    } -> tensor<4x6xi32>
    %2 = tensor.empty() : tensor<2x3x2x2xi32>
    %c = arith.constant 3 : i32
    %p = linalg.pack %1 padding_value(%c : i32) inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %2 : tensor<4x6xi32> -> tensor<2x3x2x2xi32>
    return %p : tensor<2x3x2x2xi32>
  }
}
