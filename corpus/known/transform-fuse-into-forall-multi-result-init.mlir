// Upstream transform op, found by fusefuzz (verdict: mismatch; the
// end-to-end proof refutes it too) through a user's schedule
// (`run --transform-script`, seed 18206465628567199805 of a 4-minute
// campaign of corpus/schedules/tile-roots-fuse-first-producer.script,
// reduced by hand). A two-result producer's second result %p#1 is the
// init of the op the schedule tiles: transform.structured.tile_using_forall
// makes it the loop's shared output (shared_outs(%arg = %p#1), correct),
// then transform.structured.fuse_into_containing_op fuses the producer and
// replaces that shared output's init by the producer's destination: the
// destination of its FIRST result (the fill of 1.0), not of the second
// (%b). Inside the loop the fused producer's second result then starts
// from the fill, and the function returns min(b, b) + max(a, 1.0) instead
// of min(b, b) + max(a, b): 6.99 instead of 11.97 on fusefuzz's random
// inputs. Without the fusion (tile_using_forall alone) the loop is right.
// Reached through fusefuzz's own `transform` strategy it would carry a
// TransformFuseIntoForall rule; through a user's script its signature is
// mismatch:UserSchedule, which KNOWN does not list (a glob that wide would
// hide other bugs: matching it needs the fact the fused IR shows; the
// same bug through the strategy is
// transform-fuse-into-forall-multi-result-init-fused-in-strategy.mlir).
// EXPECT: mismatch
// RUN: not %fusefuzz check %s | FileCheck %s
// CHECK: mismatch (2 fusions): result #0 at [0]: expected 11.9738464, got 6.98692322
// CHECK: equivalence: refuted
// REPRODUCE: mlir-opt --transform-interpreter transform-fuse-into-forall-multi-result-init.mlir
// RUN: mlir-opt --transform-interpreter %s | FileCheck %s --check-prefix=IR
// IR: %[[FILL:.+]] = linalg.fill
// IR: %[[P:.+]]:2 = linalg.generic
// IR: scf.forall {{.*}} shared_outs(%{{.+}} = %[[FILL]])
func.func @case(%a: tensor<f32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %one = arith.constant 1.0 : f32
  %f = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %p:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<f32>) outs(%f, %b : tensor<4xf32>, tensor<4xf32>) {
  ^bb0(%in: f32, %o0: f32, %o1: f32):
    %m0 = arith.minimumf %o1, %o1 : f32
    %m1 = arith.maximumf %in, %o1 : f32
    linalg.yield %m0, %m1 : f32, f32
  } -> (tensor<4xf32>, tensor<4xf32>)
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%p#0 : tensor<4xf32>) outs(%p#1 : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %o : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %producer, %root = transform.split_handle %g : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled, %forall = transform.structured.tile_using_forall %root tile_sizes [2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %fused, %new = transform.structured.fuse_into_containing_op %producer into %forall : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
