// Selftest verdict with execution off: the prover alone refutes broken-index-remap
// (obligation index) with a counterexample.
// EXPECT: proof-failure
// STRATEGY: broken-index-remap
// MODE: prove-only
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: proof-failure ({{[0-9]+}} fusions), expected proof-failure: ok
// CHECK: equivalence: refuted
func.func @case(%a: tensor<3x4xi32>) -> tensor<4x3xi32> {
  %e = tensor.empty() : tensor<3x4xi32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<3x4xi32>) outs(%e : tensor<3x4xi32>) {
  ^bb0(%x: i32, %o: i32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %s = arith.addi %x, %ii : i32
    linalg.yield %s : i32
  } -> tensor<3x4xi32>
  %f = tensor.empty() : tensor<4x3xi32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<3x4xi32>) outs(%f : tensor<4x3xi32>) {
  ^bb0(%x: i32, %o: i32):
    %c = arith.constant 10 : i32
    %s = arith.muli %x, %c : i32
    linalg.yield %s : i32
  } -> tensor<4x3xi32>
  return %1 : tensor<4x3xi32>
}
