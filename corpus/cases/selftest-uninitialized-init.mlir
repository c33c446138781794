// Selftest verdict: a fused kernel that reads memory nobody wrote is a
// mismatch (execution under two poison patterns) and a refutation (the
// end-to-end proof: a fused element computed from one nobody wrote).
// EXPECT: mismatch
// STRATEGY: broken-uninitialized-init
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: mismatch ({{[0-9]+}} fusions), expected mismatch: ok
// RUN: not %fusefuzz check %s --strategy broken-uninitialized-init | FileCheck %s --check-prefix=WHY
// WHY: the fused kernel reads memory nobody wrote: result #0 at [0]
// WHY: the prover also failed: the end-to-end equivalence proof is refuted: result 0: counterexample: i=(0): unfused #x00000000, fused undefined
func.func @case(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %e = tensor.empty() : tensor<4xi32>
  %seven = arith.constant 7 : i32
  %init = linalg.fill ins(%seven : i32) outs(%e : tensor<4xi32>) -> tensor<4xi32>
  %p = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xi32>) outs(%init : tensor<4xi32>) {
  ^bb0(%x: i32, %o: i32):
    %s = arith.addi %x, %o : i32
    linalg.yield %s : i32
  } -> tensor<4xi32>
  %e2 = tensor.empty() : tensor<4xi32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%p, %b : tensor<4xi32>, tensor<4xi32>) outs(%e2 : tensor<4xi32>) {
  ^bb0(%x: i32, %y: i32, %o: i32):
    %m = arith.muli %x, %y : i32
    linalg.yield %m : i32
  } -> tensor<4xi32>
  return %r : tensor<4xi32>
}
