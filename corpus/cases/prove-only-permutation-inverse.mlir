// Selftest verdict with execution off: the prover alone refutes broken-permutation-inverse
// (obligation input-map) with a counterexample.
// EXPECT: proof-failure
// STRATEGY: broken-permutation-inverse
// MODE: prove-only
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: proof-failure ({{[0-9]+}} fusions), expected proof-failure: ok
// CHECK: equivalence: refuted
func.func @case(%a: tensor<3x3x3xi32>) -> tensor<3x3x3xi32> {
  %e = tensor.empty() : tensor<3x3x3xi32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%a : tensor<3x3x3xi32>) outs(%e : tensor<3x3x3xi32>) {
  ^bb0(%x: i32, %o: i32):
    %c = arith.constant 3 : i32
    %s = arith.muli %x, %c : i32
    linalg.yield %s : i32
  } -> tensor<3x3x3xi32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0 : tensor<3x3x3xi32>) outs(%e : tensor<3x3x3xi32>) {
  ^bb0(%x: i32, %o: i32):
    %c = arith.constant 1 : i32
    %s = arith.addi %x, %c : i32
    linalg.yield %s : i32
  } -> tensor<3x3x3xi32>
  return %1 : tensor<3x3x3xi32>
}
