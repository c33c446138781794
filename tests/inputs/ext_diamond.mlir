// (The seed attribute draws the tiling: sizes that tile the root.)
// A diamond under a tiled root: %a feeds %b (read as is) and %c (read
// transposed), both feed the root. In a tile of the root, %b and %c read
// different regions of %a: tile-fuse-ext merges them into one bounding
// slice, computes %a once per iteration, and each reads its sub-slice.
#id = affine_map<(d0, d1) -> (d0, d1)>
#t = affine_map<(d0, d1) -> (d1, d0)>
module attributes {fusefuzz.seed = 9 : i64} {
func.func @case(%x: tensor<6x6xi32>, %y: tensor<6x6xi32>) -> tensor<6x6xi32> {
  %e = tensor.empty() : tensor<6x6xi32>
  %a = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %y : tensor<6x6xi32>, tensor<6x6xi32>) outs(%e : tensor<6x6xi32>) {
  ^bb0(%p: i32, %q: i32, %o: i32):
    %s = arith.muli %p, %q : i32
    linalg.yield %s : i32
  } -> tensor<6x6xi32>
  %b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<6x6xi32>) outs(%e : tensor<6x6xi32>) {
  ^bb0(%p: i32, %o: i32):
    %c3 = arith.constant 3 : i32
    %s = arith.addi %p, %c3 : i32
    linalg.yield %s : i32
  } -> tensor<6x6xi32>
  %c = linalg.generic {indexing_maps = [#t, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<6x6xi32>) outs(%e : tensor<6x6xi32>) {
  ^bb0(%p: i32, %o: i32):
    %c5 = arith.constant 5 : i32
    %s = arith.subi %p, %c5 : i32
    linalg.yield %s : i32
  } -> tensor<6x6xi32>
  %d = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%b, %c : tensor<6x6xi32>, tensor<6x6xi32>) outs(%e : tensor<6x6xi32>) {
  ^bb0(%p: i32, %q: i32, %o: i32):
    %s = arith.xori %p, %q : i32
    linalg.yield %s : i32
  } -> tensor<6x6xi32>
  return %d : tensor<6x6xi32>
}
}
