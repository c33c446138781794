// Three generics reading %a: two all-parallel ones (one through a
// transpose, one using linalg.index) and a reduction last. Horizontal
// fusion merges them into one generic that reads %a once per point.
#id = affine_map<(d0, d1) -> (d0, d1)>
#t = affine_map<(d0, d1) -> (d1, d0)>
#r = affine_map<(d0, d1) -> (d0)>
func.func @case(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4x4xf32>
  %e1 = tensor.empty() : tensor<4xf32>
  %zero = arith.constant 0.0 : f32
  %acc = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  %s0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4x4xf32>
  %s1 = linalg.generic {indexing_maps = [#t, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %i = linalg.index 1 : index
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %s = arith.mulf %x, %f : f32
    linalg.yield %s : f32
  } -> tensor<4x4xf32>
  %s2 = linalg.generic {indexing_maps = [#id, #r], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x4xf32>) outs(%acc : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %o : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %s0, %s1, %s2 : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4xf32>
}
