// Bad input: calls outside the harness are rejected before compiling.
// EXPECT: invalid-input
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: invalid-input ({{[0-9]+}} fusions), expected invalid-input: ok
func.func private @system(i32) -> i32
func.func @case(%a: tensor<4xi32>) -> tensor<4xi32> {
  %c = arith.constant 0 : i32
  %r = func.call @system(%c) : (i32) -> i32
  return %a : tensor<4xi32>
}
