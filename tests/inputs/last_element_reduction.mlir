// A reduction that keeps the last element it visits: not reassociable, so
// tiling or reordering its reduction loops would change the result.
func.func @case(%a: tensor<3x4x5xi32>, %init: tensor<5xi32>) -> tensor<5xi32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%a : tensor<3x4x5xi32>) outs(%init : tensor<5xi32>) {
  ^bb0(%x: i32, %o: i32):
    linalg.yield %x : i32
  } -> tensor<5xi32>
  return %r : tensor<5xi32>
}
