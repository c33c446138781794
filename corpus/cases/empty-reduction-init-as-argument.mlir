// Issue 10: upstream's own test @no_fuse_constant_with_reduction
// (fusion-elementwise-ops.mlir) initializes a reduction with a bare
// tensor.empty: as written, the unfused function reads memory nobody wrote.
// The harness turns every tensor.empty an op reads into a function argument
// (and says so in a note), so the case is checked for every value of that
// init, the same way on every run. A case that returns uninitialized
// elements nobody reads is still invalid input
// (invalid-uninitialized-partial-write.mlir).
// EXPECT: pass
// STRATEGY: elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// RUN: %fusefuzz check %s --strategy elementwise | FileCheck %s --check-prefix=NOTE
// NOTE: note: the tensor.empty at loc({{.*}}:17:11) is read (a reduction's or payload's init): it is argument #0 instead, so every value of it is checked
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
