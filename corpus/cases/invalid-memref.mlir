// Bad input: ops outside the supported subset.
// EXPECT: invalid-input
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: invalid-input ({{[0-9]+}} fusions), expected invalid-input: ok
func.func @case(%a: tensor<4xf32>) -> tensor<4xf32> {
  %m = memref.alloc() : memref<4xf32>
  return %a : tensor<4xf32>
}
