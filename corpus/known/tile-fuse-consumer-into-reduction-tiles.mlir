// Upstream consumer fusion, found by fusefuzz (verdict: mismatch):
// scf::tileAndFuseConsumer (and so `transform.test.fuse_consumer`) fuses a
// consumer into a loop that tiles the *reduction* dim of the producer. The
// producer tile yielded by each iteration is a partial reduction; the fused
// consumer runs once per reduction tile on those partial results and, as
// its outs are carried through the loop, accumulates onto its own earlier
// writes: here acc + s1 + (s1 + s2) instead of acc + (s1 + s2). Nothing in
// upstream checks that the loops only tile the producer's parallel dims.
// Kept as a known finding (signature rule TileAndFuseConsumerReductionTiled);
// generation is not narrowed.
// EXPECT: mismatch
// STRATEGY: tile-fuse-consumers
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: mismatch (1 fusions), expected mismatch: ok
// CHECK: rules fired: TileAndFuseConsumerReductionTiled=1 TileProducer=1
//
// REPRODUCE: mlir-opt --transform-interpreter --canonicalize --cse with this
// file's function followed by this script (d0 is the producer's reduction):
//   module attributes {transform.with_named_sequence} {
//     transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
//       %generics = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
//       %producer, %consumer = transform.split_handle %generics : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
//       %tiled, %loop = transform.structured.tile_using_for %producer tile_sizes [2, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
//       %fused, %new_loop = transform.test.fuse_consumer %consumer into (%loop) : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
//       transform.yield
//     }
//   }
// The output has the consumer inside the scf.for over d0, reading the
// partial sums and its own carried outs.
// REPRODUCE: fusefuzz check tile-fuse-consumer-into-reduction-tiles.mlir --strategy tile-fuse-consumers
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#red = affine_map<(d0, d1) -> (d1)>
#id1 = affine_map<(d0) -> (d0)>
module attributes {fusefuzz.seed = 2 : i64} {
func.func @case(%a: tensor<4x3xi32>, %init: tensor<3xi32>, %acc: tensor<3xi32>) -> tensor<3xi32> {
  // Producer: column sums (d0 is the reduction).
  %sum = linalg.generic {indexing_maps = [#id2, #red], iterator_types = ["reduction", "parallel"]}
      ins(%a : tensor<4x3xi32>) outs(%init : tensor<3xi32>) {
  ^bb0(%in: i32, %out: i32):
    %s = arith.addi %out, %in : i32
    linalg.yield %s : i32
  } -> tensor<3xi32>
  // Consumer: adds the sums to a defined accumulator.
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]}
      ins(%sum : tensor<3xi32>) outs(%acc : tensor<3xi32>) {
  ^bb0(%in: i32, %out: i32):
    %s = arith.addi %out, %in : i32
    linalg.yield %s : i32
  } -> tensor<3xi32>
  return %r : tensor<3xi32>
}
}
