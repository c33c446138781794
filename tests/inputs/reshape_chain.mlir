// A generic whose 2-D result is collapsed, read by a 1-D generic, and an
// expand_shape read by a 3-D generic: reshape propagation by expansion
// folds the collapse (and the expand) into the generics; by collapsing,
// the expand_shape's consumer is collapsed instead. %g also feeds a
// second user, so the default control refuses to fold through it.
func.func @case(%a: tensor<2x3xi32>, %b: tensor<6xi32>, %c: tensor<6x4xi32>) -> (tensor<6xi32>, tensor<2x3x4xi32>, tensor<2x3xi32>) {
  %e = tensor.empty() : tensor<2x3xi32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<2x3xi32>) outs(%e : tensor<2x3xi32>) {
  ^bb0(%x: i32, %o: i32):
    %y = arith.addi %x, %x : i32
    linalg.yield %y : i32
  } -> tensor<2x3xi32>
  %col = tensor.collapse_shape %g [[0, 1]] : tensor<2x3xi32> into tensor<6xi32>
  %e1 = tensor.empty() : tensor<6xi32>
  %h = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%col, %b : tensor<6xi32>, tensor<6xi32>) outs(%e1 : tensor<6xi32>) {
  ^bb0(%x: i32, %y: i32, %o: i32):
    %z = arith.muli %x, %y : i32
    linalg.yield %z : i32
  } -> tensor<6xi32>
  %exp = tensor.expand_shape %c [[0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xi32> into tensor<2x3x4xi32>
  %e3 = tensor.empty() : tensor<2x3x4xi32>
  %k = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%exp : tensor<2x3x4xi32>) outs(%e3 : tensor<2x3x4xi32>) {
  ^bb0(%x: i32, %o: i32):
    %z = arith.subi %x, %x : i32
    linalg.yield %z : i32
  } -> tensor<2x3x4xi32>
  return %h, %k, %g : tensor<6xi32>, tensor<2x3x4xi32>, tensor<2x3xi32>
}
