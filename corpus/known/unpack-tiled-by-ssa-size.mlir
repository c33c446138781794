// Known upstream MLIR 22 bug found by fusefuzz (verdict: mismatch).
// EXPECT: mismatch
// STRATEGY: tile-fuse-producers
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: mismatch (1 fusions), expected mismatch: ok
// RUN: not %fusefuzz check %s --strategy tile-fuse-producers --equivalence report | FileCheck %s --check-prefix=SIG
// SIG: rules fired: TileAndFuseProducer=1 TileConsumer=1
// SIG: equivalence: refuted
// SIG: signature: mismatch:TileAndFuseProducer:unpack-tile-offset-dropped
//
// Tiling a linalg.unpack (its TilingInterface, here as a producer fused
// into a consumer's tile, and the same by tile_using_for alone) by a tile
// size that is an SSA value, along a dim the unpack tiles (inner tile 2):
// the tiled unpack unpacks the whole inner tile into a tensor of the
// tile's size and slices it at offset 0 along that dim, dropping the
// tile's offset inside the inner tile (`off mod 2`). Every odd-offset
// element is the even one before it. With a constant tile size of 1 the
// same tiling is right (the offset `off mod 2` is kept). Found by a
// campaign with `--policy relayout=60` (case seed 4804760011562867473);
// reduced by hand. fusefuzz's tile strategies pass tile sizes as SSA
// values (`sizes=(ssa)`) for this reason: the sizes users' schedules
// compute. Both oracles agree: execution differs at [0, 1], the end-to-end
// proof refutes. Generation is not narrowed.
//
// REPRODUCE: fusefuzz check unpack-tiled-by-ssa-size.mlir --strategy tile-fuse-producers
//   and the tiling alone in plain mlir-opt, `mlir-opt --transform-interpreter
//   F.mlir` where F.mlir is:
//   func.func @f(%src: tensor<1x2x1x2x2xi8>) -> tensor<1x4x1xi8> {
//     %c1 = arith.constant 1 : index
//     %c0 = arith.constant 0 : index
//     %size = arith.addi %c1, %c0 : index
//     %0 = tensor.empty() : tensor<1x4x1xi8>
//     %u = linalg.unpack %src inner_dims_pos = [2, 1] inner_tiles = [2, 2]
//         into %0 : tensor<1x2x1x2x2xi8> -> tensor<1x4x1xi8>
//     return %u : tensor<1x4x1xi8>
//   }
//   module attributes {transform.with_named_sequence} {
//     transform.named_sequence @__transform_main(%m: !transform.any_op {transform.readonly}) {
//       %0 = transform.structured.match ops{["linalg.unpack"]} in %m : (!transform.any_op) -> !transform.any_op
//       %s = transform.structured.match ops{["arith.addi"]} in %m : (!transform.any_op) -> !transform.any_op
//       %1, %l = transform.structured.tile_using_for %0 tile_sizes [0, %s] : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
//       transform.yield
//     }
//   }
//   Expected: `tensor.extract_slice %unpack[0, %off mod 2, 0]` of an
//   unpacked tile of 2 rows; actual: `tensor.empty(%size, ...)` and
//   `tensor.extract_slice %unpack[0, 0, 0]`.
module attributes {fusefuzz.seed = 9 : i64} {
  func.func @case(%src: tensor<1x2x1x2x2xi8>) -> tensor<1x4xi8> {
    %0 = tensor.empty() : tensor<1x4x1xi8>
    %u = linalg.unpack %src inner_dims_pos = [2, 1] inner_tiles = [2, 2] into %0 : tensor<1x2x1x2x2xi8> -> tensor<1x4x1xi8>
    %1 = tensor.empty() : tensor<1x4xi8>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%u : tensor<1x4x1xi8>) outs(%1 : tensor<1x4xi8>) {
    ^bb0(%in: i8, %out: i8):
      linalg.yield %in : i8
    } -> tensor<1x4xi8>
    return %2 : tensor<1x4xi8>
  }
}
