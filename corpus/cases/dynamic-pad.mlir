// Dynamic shapes and a dynamic high pad (index argument).
// EXPECT: pass
// STRATEGY: pad
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
func.func @case(%a: tensor<?x3xf32> {fusefuzz.shape = array<i64: 5, 3>}, %h: index {fusefuzz.value = 2 : i64}) -> tensor<?x3xf32> {
  %c0 = arith.constant 0 : index
  %d0 = tensor.dim %a, %c0 : tensor<?x3xf32>
  %e = tensor.empty(%d0) : tensor<?x3xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<?x3xf32>) outs(%e : tensor<?x3xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = math.absf %x : f32
    linalg.yield %s : f32
  } -> tensor<?x3xf32>
  %c = arith.constant 0.5 : f32
  %p = tensor.pad %0 low[1, 0] high[%h, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %c : f32
  } : tensor<?x3xf32> to tensor<?x3xf32>
  return %p : tensor<?x3xf32>
}
