// Issue 8: upstream's own test @no_fuse_constant_with_reduction
// (mlir/test/Dialect/Linalg/fusion-elementwise-ops.mlir) initializes a
// reduction with a bare tensor.empty: the unfused function already reads
// memory nobody wrote. Every buffer the compiled code allocates is poisoned
// with a pattern that differs between two runs, so this is invalid-input on
// every run (it used to be a random mismatch).
// EXPECT: invalid-input
// STRATEGY: none
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: invalid-input ({{[0-9]+}} fusions), expected invalid-input: ok
// RUN: not %fusefuzz check %s --strategy none | FileCheck %s --check-prefix=WHY
// WHY: the unfused case reads uninitialized memory: result #0 at [0] is nan under poison 0xff
func.func @no_fuse_constant_with_reduction() -> tensor<3xf32> {
  %three = arith.constant dense<3.0> : tensor<3x2xf32>
  %init = tensor.empty() : tensor<3xf32>
  %result = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
     ins(%three : tensor<3x2xf32>) outs(%init : tensor<3xf32>) {
    ^bb0(%arg0 : f32, %arg1 : f32):
      %0 = arith.addf %arg0, %arg1 : f32
      linalg.yield %0 : f32
  } -> tensor<3xf32>
  return %result : tensor<3xf32>
}
