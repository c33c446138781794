// The producer's payload reads its init (a fill), so fusion keeps that
// result as an output; the consumer broadcasts it over a second loop, so
// the fused op would write each kept element three times, each write
// reading the previous one instead of the init. Upstream's
// fuseElementwiseOps builds exactly that (a known finding); fusefuzz's own
// fusion refuses it (kept-result-reads-init-repeatedly).
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d1, d0)>
func.func @case(%a: tensor<5xi32>) -> tensor<3x5xi32> {
  %e = tensor.empty() : tensor<5xi32>
  %c1 = arith.constant 1 : i32
  %fill = linalg.fill ins(%c1 : i32) outs(%e : tensor<5xi32>) -> tensor<5xi32>
  %p = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%a : tensor<5xi32>) outs(%fill : tensor<5xi32>) {
  ^bb0(%in: i32, %out: i32):
    %s = arith.addi %in, %out : i32
    linalg.yield %s : i32
  } -> tensor<5xi32>
  %e2 = tensor.empty() : tensor<3x5xi32>
  %c = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%p : tensor<5xi32>) outs(%e2 : tensor<3x5xi32>) {
  ^bb0(%in: i32, %out: i32):
    linalg.yield %in : i32
  } -> tensor<3x5xi32>
  return %c : tensor<3x5xi32>
}
