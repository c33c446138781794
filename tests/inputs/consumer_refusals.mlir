// One producer and three consumers upstream consumer fusion cannot take
// whole: one writes into the producer's result, one reads it through a
// constant index, one reduces it with a combiner that is not associative.
func.func @case(%a: tensor<4x6xi32>, %b: tensor<4x6xi32>, %r: tensor<4xi32>) -> (tensor<4x6xi32>, tensor<4x6xi32>, tensor<4xi32>) {
  %e = tensor.empty() : tensor<4x6xi32>
  %p = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x6xi32>) outs(%e : tensor<4x6xi32>) {
  ^bb0(%x: i32, %o: i32):
    %s = arith.addi %x, %x : i32
    linalg.yield %s : i32
  } -> tensor<4x6xi32>
  %into = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%b : tensor<4x6xi32>) outs(%p : tensor<4x6xi32>) {
  ^bb0(%x: i32, %o: i32):
    %s = arith.subi %o, %x : i32
    linalg.yield %s : i32
  } -> tensor<4x6xi32>
  %bcast = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%p : tensor<4x6xi32>) outs(%e : tensor<4x6xi32>) {
  ^bb0(%x: i32, %o: i32):
    linalg.yield %x : i32
  } -> tensor<4x6xi32>
  %last = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%p : tensor<4x6xi32>) outs(%r : tensor<4xi32>) {
  ^bb0(%x: i32, %o: i32):
    linalg.yield %x : i32
  } -> tensor<4xi32>
  return %into, %bcast, %last : tensor<4x6xi32>, tensor<4x6xi32>, tensor<4xi32>
}
