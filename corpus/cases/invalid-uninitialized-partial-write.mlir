// The unfused function returns elements nobody wrote (a slice inserted into
// a tensor.empty no op reads): every buffer the compiled code allocates is
// poisoned with a pattern that differs between two runs, so this is
// invalid-input on every run, never a random mismatch.
// EXPECT: invalid-input
// STRATEGY: none
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: invalid-input ({{[0-9]+}} fusions), expected invalid-input: ok
// RUN: not %fusefuzz check %s --strategy none | FileCheck %s --check-prefix=WHY
// WHY: the unfused case reads uninitialized memory: result #0 at [2] is nan under poison 0xff
func.func @partial_write(%a: tensor<2xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = tensor.insert_slice %a into %e[0] [2] [1] : tensor<2xf32> into tensor<4xf32>
  %init = tensor.empty() : tensor<4xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
     ins(%r : tensor<4xf32>) outs(%init : tensor<4xf32>) {
    ^bb0(%x : f32, %o : f32):
      linalg.yield %x : f32
  } -> tensor<4xf32>
  return %g : tensor<4xf32>
}
