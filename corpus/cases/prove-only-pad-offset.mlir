// Selftest verdict with execution off: the prover alone refutes broken-pad-offset
// (obligation pad-offsets) with a counterexample.
// EXPECT: proof-failure
// STRATEGY: broken-pad-offset
// MODE: prove-only
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: proof-failure ({{[0-9]+}} fusions), expected proof-failure: ok
// CHECK: equivalence: refuted
func.func @case(%a: tensor<3x4xf32>) -> tensor<5x7xf32> {
  %e = tensor.empty() : tensor<3x4xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<3x4xf32>) outs(%e : tensor<3x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %x : f32
    linalg.yield %s : f32
  } -> tensor<3x4xf32>
  %c = arith.constant -1.0 : f32
  %p = tensor.pad %0 low[1, 2] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %c : f32
  } : tensor<3x4xf32> to tensor<5x7xf32>
  return %p : tensor<5x7xf32>
}
