// Known upstream MLIR 22 bug found by fusefuzz (verdict: mismatch).
// EXPECT: mismatch
// STRATEGY: diffusion
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: mismatch (1 fusions), expected mismatch: ok
// RUN: not %fusefuzz check %s --strategy diffusion | FileCheck %s --check-prefix=SIG
// SIG: signature: mismatch:DiffuseConsumer:pack-tile-start-unaligned
//
// Consumer fusion (scf::tileAndFuseConsumer) of a linalg.pack into an
// scf.for that tiles the packed dim (inner tile 2) by a tile size that is
// an SSA value (1 here): the fused pack packs each one-row source tile
// into the packed tile at `floor(off / 2)`, its row at inner position 0
// and padding at 1, so an odd row overwrites the even one before it with
// itself and the padding value. Upstream decides the fusion is aligned
// from a constant upper bound of the tile size (4, from the affine.min
// over the loop's 4 rows, and 4 mod 2 == 0), not from the tile. The same
// root cause as the unpack-tile-offset-dropped entry, in the pack's
// consumer fusion. With static packed dims the same fusion writes a
// full-size slice instead (pack-consumer-fusion-unscaled-offsets.mlir).
// Found by the 3-minute default campaign `fusefuzz run --seconds 180
// --seed 20261131` (case seed 14380822175521744302, through fusefuzz's
// diffusion driver: rewrite tileAndFuseConsumer of the pack); reduced by
// `fusefuzz reduce` and by hand. Execution differs at [0, 0, 0]; the
// end-to-end proof is unknown (the fused nest's tile offsets are not
// affine in one induction variable). Generation is not narrowed.
//
// REPRODUCE: fusefuzz check pack-consumer-fusion-unaligned-tile.mlir --strategy diffusion --attribute
//   and in plain mlir-opt (the test op transform.test.fuse_consumer ships
//   in Debian's mlir-opt-22), `mlir-opt --transform-interpreter F.mlir`
//   where F.mlir is:
//   func.func @f(%a: tensor<4x?xf32>) -> tensor<?x?x2xf32> {
//     %c0 = arith.constant 0 : index
//     %c1 = arith.constant 1 : index
//     %size = arith.addi %c1, %c0 : index
//     %d0 = tensor.dim %a, %c0 : tensor<4x?xf32>
//     %d1 = tensor.dim %a, %c1 : tensor<4x?xf32>
//     %0 = tensor.empty(%d0, %d1) : tensor<?x?xf32>
//     %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x?xf32>) outs(%0 : tensor<?x?xf32>) {
//     ^bb0(%in: f32, %out: f32):
//       %n = arith.negf %in : f32
//       linalg.yield %n : f32
//     } -> tensor<?x?xf32>
//     %n = affine.apply affine_map<()[s0] -> (s0 ceildiv 2)>()[%d0]
//     %2 = tensor.empty(%n, %d1) : tensor<?x?x2xf32>
//     %cst = arith.constant 0.0 : f32
//     %p = linalg.pack %1 padding_value(%cst : f32) inner_dims_pos = [0] inner_tiles = [2] into %2 : tensor<?x?xf32> -> tensor<?x?x2xf32>
//     return %p : tensor<?x?x2xf32>
//   }
//   module attributes {transform.with_named_sequence} {
//     transform.named_sequence @__transform_main(%m: !transform.any_op {transform.readonly}) {
//       %g = transform.structured.match ops{["linalg.generic"]} in %m : (!transform.any_op) -> !transform.any_op
//       %s = transform.structured.match ops{["arith.addi"]} in %m : (!transform.any_op) -> !transform.any_op
//       %t, %l = transform.structured.tile_using_for %g tile_sizes [%s, 0] : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
//       %p = transform.structured.match ops{["linalg.pack"]} in %m : (!transform.any_op) -> !transform.any_op
//       %c, %l2 = transform.test.fuse_consumer %p into (%l) : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
//       transform.yield
//     }
//   }
//   Expected: no fusion, or the row at inner position `off mod 2`;
//   actual: `tensor.extract_slice %arg3[%off floordiv 2, 0, 0] [%size
//   ceildiv 2, ...]` and a pack of the one-row tile into it.
#map = affine_map<(d0, d1) -> (d0, d1)>
module attributes {fusefuzz.policy = "0x11dc6ffcbf16a0bf", fusefuzz.seed = -4065921898187807314 : i64} {
  func.func @case(%a: tensor<4x?xf32> {fusefuzz.shape = array<i64: 4, 4>}, %b: tensor<?x?xf32> {fusefuzz.shape = array<i64: 4, 4>}) -> tensor<?x?x2xf32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %d0 = tensor.dim %b, %c0 : tensor<?x?xf32>
    %d1 = tensor.dim %b, %c1 : tensor<?x?xf32>
    %0 = tensor.empty(%d0, %d1) : tensor<?x?xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<4x?xf32>, tensor<?x?xf32>) outs(%0 : tensor<?x?xf32>) {
    ^bb0(%in: f32, %in2: f32, %out: f32):
      %n = arith.subf %in, %in2 : f32
      linalg.yield %n : f32
    } -> tensor<?x?xf32>
    %n = affine.apply affine_map<()[s0] -> (s0 ceildiv 2)>()[%d0]
    %5 = tensor.empty(%n, %d1) : tensor<?x?x2xf32>
    %cst = arith.constant 0.0 : f32
    %pack = linalg.pack %1 padding_value(%cst : f32) inner_dims_pos = [0] inner_tiles = [2] into %5 : tensor<?x?xf32> -> tensor<?x?x2xf32>
    return %pack : tensor<?x?x2xf32>
  }
}
