// A consumer reading both results of a two-result producer, through
// transposed maps that name the same producer point: multi-operand fusion
// computes the producer once per consumer point.
#id = affine_map<(d0, d1) -> (d0, d1)>
#t = affine_map<(d0, d1) -> (d1, d0)>
func.func @case(%a: tensor<3x4xf32>, %b: tensor<3x4xf32>) -> tensor<4x3xf32> {
  %e = tensor.empty() : tensor<3x4xf32>
  %et = tensor.empty() : tensor<4x3xf32>
  %p:2 = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<3x4xf32>, tensor<3x4xf32>) outs(%e, %e : tensor<3x4xf32>, tensor<3x4xf32>) {
  ^bb0(%x: f32, %y: f32, %o0: f32, %o1: f32):
    %s = arith.addf %x, %y : f32
    %m = arith.mulf %x, %y : f32
    linalg.yield %s, %m : f32, f32
  } -> (tensor<3x4xf32>, tensor<3x4xf32>)
  %c = linalg.generic {indexing_maps = [#t, #t, #id], iterator_types = ["parallel", "parallel"]} ins(%p#0, %p#1 : tensor<3x4xf32>, tensor<3x4xf32>) outs(%et : tensor<4x3xf32>) {
  ^bb0(%s: f32, %m: f32, %o: f32):
    %r = arith.subf %s, %m : f32
    linalg.yield %r : f32
  } -> tensor<4x3xf32>
  return %c : tensor<4x3xf32>
}
