// Bad input: absurd sizes are rejected.
// EXPECT: invalid-input
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: invalid-input ({{[0-9]+}} fusions), expected invalid-input: ok
func.func @case(%a: tensor<100000x100000xf32>) -> tensor<100000x100000xf32> {
  return %a : tensor<100000x100000xf32>
}
