// A schedule written with transform.test.* ops (as upstream's tile-and-fuse
// tests are): those exist only in mlir-opt's test build, so the file does
// not parse here; the error says so instead of "malformed MLIR".
// EXPECT: invalid-input
// RUN: not %fusefuzz check %s | FileCheck %s
// CHECK: invalid-input (0 fusions): {{.*}}test-build-transform-op.mlir: the transform script uses transform.test.* ops, which only mlir-opt's test build registers
func.func @add(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = arith.addf %a, %b : tensor<4xf32>
  return %0 : tensor<4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %add = transform.structured.match ops{["linalg.generic"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %a, %b = transform.test.fuse_and_yield %add [2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
