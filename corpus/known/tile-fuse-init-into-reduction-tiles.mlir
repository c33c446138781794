// Upstream tile-and-fuse, found by fusefuzz (verdict: mismatch): the
// default fusion control of scf::tileConsumerAndFuseProducersUsingSCF, and
// so `transform.structured.fuse`, fuses the linalg.fill that initializes a
// reduction into the loop over the *tiled reduction dim*: every reduction
// tile starts again from the fill value, and the result is the sum of the
// last tile only. The C++ header says it is the caller's duty to tile only
// parallel dims when fusing an init; the transform op checks nothing. Kept
// as a known finding (signature rule TileAndFuseProducerReductionTiled),
// generation is not narrowed. (scf.forall over tiled reduction dims writes
// the same elements from several iterations: the same rule.)
// EXPECT: mismatch
// STRATEGY: tile-fuse-producers
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: mismatch (1 fusions), expected mismatch: ok
// CHECK: rules fired: TileAndFuseProducerReductionTiled=1 TileConsumer=1
//
// REPRODUCE: mlir-opt --transform-interpreter with this file's function
// followed by this script (tile sizes [2, 3]: d1 is the reduction):
//   module attributes {transform.with_named_sequence} {
//     transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
//       %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
//       %tiled, %loops:2 = transform.structured.fuse %g tile_sizes [2, 3] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
//       transform.yield
//     }
//   }
// The output has the linalg.fill inside the inner scf.for over d1.
// REPRODUCE: fusefuzz check tile-fuse-init-into-reduction-tiles.mlir --strategy tile-fuse-producers
module attributes {fusefuzz.seed = 6 : i64} {
func.func @case(%a: tensor<4x6xi32>) -> tensor<4xi32> {
  %e = tensor.empty() : tensor<4xi32>
  %zero = arith.constant 0 : i32
  %init = linalg.fill ins(%zero : i32) outs(%e : tensor<4xi32>) -> tensor<4xi32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x6xi32>) outs(%init : tensor<4xi32>) {
  ^bb0(%x: i32, %acc: i32):
    %s = arith.addi %acc, %x : i32
    linalg.yield %s : i32
  } -> tensor<4xi32>
  return %r : tensor<4xi32>
}
}
