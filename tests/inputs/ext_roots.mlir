// Two independent roots sharing a producer: multi-root tiles both into one
// scf.for over tile counts; the shared producer is fused once per
// iteration, on the slice both read (merged).
#id = affine_map<(d0, d1) -> (d0, d1)>
#t = affine_map<(d0, d1) -> (d1, d0)>
module attributes {fusefuzz.seed = 3 : i64} {
func.func @case(%x: tensor<6x4xf32>, %y: tensor<6x4xf32>) -> (tensor<6x4xf32>, tensor<4x6xf32>) {
  %e = tensor.empty() : tensor<6x4xf32>
  %et = tensor.empty() : tensor<4x6xf32>
  %a = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %y : tensor<6x4xf32>, tensor<6x4xf32>) outs(%e : tensor<6x4xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %s = arith.addf %p, %q : f32
    linalg.yield %s : f32
  } -> tensor<6x4xf32>
  %r1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<6x4xf32>) outs(%e : tensor<6x4xf32>) {
  ^bb0(%p: f32, %o: f32):
    %s = arith.mulf %p, %p : f32
    linalg.yield %s : f32
  } -> tensor<6x4xf32>
  %r2 = linalg.generic {indexing_maps = [#t, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<6x4xf32>) outs(%et : tensor<4x6xf32>) {
  ^bb0(%p: f32, %o: f32):
    %c = arith.constant 2.0 : f32
    %s = arith.subf %p, %c : f32
    linalg.yield %s : f32
  } -> tensor<4x6xf32>
  return %r1, %r2 : tensor<6x4xf32>, tensor<4x6xf32>
}
}
