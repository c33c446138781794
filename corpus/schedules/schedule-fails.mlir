// A schedule that fails to apply (it fuses an op that is not a producer of
// the loop's op): the check ends with the interpreter's own diagnostic, as
// a strategy error of the user's script.
// EXPECT: strategy-error
// RUN: not %fusefuzz check %s | FileCheck %s
// CHECK: strategy-error (0 fusions): the transform script of {{.*}}schedule-fails.mlir failed: could not find next producer to fuse into container
func.func @two(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = arith.addf %a, %b : tensor<4xf32>
  %1 = arith.mulf %a, %b : tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %add, %mul = transform.split_handle %g : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled, %forall = transform.structured.tile_using_forall %mul tile_sizes [2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %fused, %new = transform.structured.fuse_into_containing_op %add into %forall : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
