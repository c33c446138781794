// A producer with two other users: one between it and the consumer that
// the consumer does not depend on (it reads the producer as its init, so
// it is no fusion candidate itself; it is sunk below the fused op and then
// reads the kept result), and the return. The kept result is transposed relative
// to the consumer's output.
#id = affine_map<(d0, d1) -> (d0, d1)>
#t = affine_map<(d0, d1) -> (d1, d0)>
func.func @case(%a: tensor<4x4xi32>) -> (tensor<4x4xi32>, tensor<4x4xi32>, tensor<4x4xi32>) {
  %e = tensor.empty() : tensor<4x4xi32>
  %p = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x4xi32>) outs(%e : tensor<4x4xi32>) {
  ^bb0(%x: i32, %o: i32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %s = arith.addi %x, %ii : i32
    linalg.yield %s : i32
  } -> tensor<4x4xi32>
  %u = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x4xi32>) outs(%p : tensor<4x4xi32>) {
  ^bb0(%x: i32, %o: i32):
    %s = arith.muli %x, %o : i32
    linalg.yield %s : i32
  } -> tensor<4x4xi32>
  %c = linalg.generic {indexing_maps = [#t, #id], iterator_types = ["parallel", "parallel"]} ins(%p : tensor<4x4xi32>) outs(%e : tensor<4x4xi32>) {
  ^bb0(%x: i32, %o: i32):
    %c3 = arith.constant 3 : i32
    %s = arith.subi %x, %c3 : i32
    linalg.yield %s : i32
  } -> tensor<4x4xi32>
  return %p, %u, %c : tensor<4x4xi32>, tensor<4x4xi32>, tensor<4x4xi32>
}
