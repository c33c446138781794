// Selftest verdict with execution off: the prover alone refutes broken-dropped-result
// (obligation uses-kept) with a counterexample.
// EXPECT: proof-failure
// STRATEGY: broken-dropped-result
// MODE: prove-only
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: proof-failure ({{[0-9]+}} fusions), expected proof-failure: ok
// CHECK: equivalence: refuted
func.func @case(%a: tensor<6xi32>) -> (tensor<6xi32>, tensor<6xi32>) {
  %e = tensor.empty() : tensor<6xi32>
  %zero = arith.constant 0 : i32
  %init = linalg.fill ins(%zero : i32) outs(%e : tensor<6xi32>) -> tensor<6xi32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<6xi32>) outs(%init : tensor<6xi32>) {
  ^bb0(%x: i32, %o: i32):
    %c = arith.constant 5 : i32
    %s = arith.addi %x, %c : i32
    linalg.yield %s : i32
  } -> tensor<6xi32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%0 : tensor<6xi32>) outs(%e : tensor<6xi32>) {
  ^bb0(%x: i32, %o: i32):
    %s = arith.muli %x, %x : i32
    linalg.yield %s : i32
  } -> tensor<6xi32>
  return %0, %1 : tensor<6xi32>, tensor<6xi32>
}
