// Upstream tile-and-fuse, found by fusefuzz (first as a step-proof failure,
// tiles-cover, on a campaign case whose uncovered value nothing read; this
// reproducer returns it, so it is a miscompile: verdict mismatch, the
// end-to-end proof refutes it, an element nobody wrote): with
// yieldProducerReplacement, a producer fused through a slice that does not
// cover its domain is yielded from the nest anyway. The root reads %red
// through d0 * 3, tiled by 2: the first tile computes red[0..4), the
// second red[6..7); red[4] and red[5] are never written, and the returned
// %red holds whatever the tensor.empty held there.
// yieldReplacementForFusedProducer assumes the producer's slices tile its
// domain; neither the driver nor transform.test.fuse_and_yield checks it.
// The same root cause as tile-fuse-yields-recomputed-producer.mlir, the
// other side of it. Generation is not narrowed.
// EXPECT: mismatch
// STRATEGY: tile-fuse-producers
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: mismatch ({{[0-9]+}} fusions), expected mismatch: ok
// CHECK: rules fired:{{.*}}TileAndFuseProducerYielded=
//
// REPRODUCE: mlir-opt --transform-interpreter --canonicalize with @case
// below and
//   module attributes {transform.with_named_sequence} {
//     transform.named_sequence @__transform_main(%m: !transform.any_op {transform.readonly}) {
//       %r = transform.structured.match ops{["linalg.generic"]} in %m : (!transform.any_op) -> !transform.any_op
//       %a, %b = transform.test.fuse_and_yield %r [2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
//       transform.yield
//     }
//   }
// The nest `scf.for %iv = 0 to 3 step 2 iter_args(..., %acc = tensor.empty)`
// inserts the reduce's tile with `tensor.insert_slice %reduced into
// %acc[3 * %iv] [3 * size - 2]`: [0, 4) and [6, 7), and returns %acc as %red.
// REPRODUCE: fusefuzz check tile-fuse-yields-uncovered-producer.mlir --strategy tile-fuse-producers
module attributes {fusefuzz.seed = 10 : i64} {
  func.func @case(%a: tensor<7x4xi32>) -> (tensor<7xi32>, tensor<3xi32>) {
    %e = tensor.empty() : tensor<7xi32>
    %c7 = arith.constant 7 : i32
    %f = linalg.fill ins(%c7 : i32) outs(%e : tensor<7xi32>) -> tensor<7xi32>
    %red = linalg.reduce { arith.minsi } ins(%a : tensor<7x4xi32>) outs(%f : tensor<7xi32>) dimensions = [1]
    %e2 = tensor.empty() : tensor<3xi32>
    %root = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0 * 3)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%red : tensor<7xi32>) outs(%e2 : tensor<3xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<3xi32>
    return %red, %root : tensor<7xi32>, tensor<3xi32>
  }
}
