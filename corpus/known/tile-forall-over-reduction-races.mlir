// Upstream tile-and-fuse, found by fusefuzz's prover (verdict:
// proof-failure, a race): transform.structured.fuse
// with `use_forall` (scf::tileConsumerAndFuseProducersUsingSCF with
// LoopType::ForallOp; tile_using_forall alike) tiles a *reduction* dim into
// an scf.forall. Every iteration reads the shared output, adds its tile and
// writes the same element back with parallel_insert_slice: the iterations
// race. Run sequentially (as fusefuzz executes a forall) the sum comes out
// right, so execution cannot see it; the end-to-end proof names two
// iterations writing one element, and the interpreter records them. Kept as
// a known finding (fact forall-race/reduction-dim), generation is not
// narrowed.
// EXPECT: proof-failure
// STRATEGY: transform
// RUN: %fusefuzz replay %s | FileCheck %s
// RUN: not %fusefuzz check %s --strategy transform | FileCheck %s --check-prefix=SIG
// SIG: signature: proof-failure:no-fusion[transform]:forall-race/reduction-dim
// CHECK: proof-failure (0 fusions), expected proof-failure: ok
//
// REPRODUCE: mlir-opt --transform-interpreter with this file's function
// (the generic tagged {fusefuzz.root}) followed by this script; the output
// is `scf.forall (%i) in (3) shared_outs(%acc = %arg1)` whose body reduces
// into %acc and parallel-inserts it whole:
//   module attributes {transform.with_named_sequence} {
//     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
//       %root = transform.structured.match attributes{"fusefuzz.root"} in %arg0 : (!transform.any_op) -> !transform.any_op
//       %tiled, %loops:1 = transform.structured.fuse %root tile_sizes [1] {apply_cleanup, use_forall} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
//       transform.yield
//     }
//   }
// REPRODUCE: fusefuzz check tile-forall-over-reduction-races.mlir --strategy transform --print-transform-script
module attributes {fusefuzz.seed = 1241404312430121680 : i64} {
  func.func @case(%arg0: tensor<3xi32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%arg0 : tensor<3xi32>) outs(%arg1 : tensor<i32>) {
    ^bb0(%in: i32, %out: i32):
      %1 = arith.addi %out, %in : i32
      linalg.yield %1 : i32
    } -> tensor<i32>
    return %0 : tensor<i32>
  }
}
