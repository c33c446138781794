func.func @case(%n: index {fusefuzz.value = 4 : i64}) -> tensor<?xi32> {
  %e = tensor.empty(%n) : tensor<?xi32>
  %c = arith.constant 3 : i32
  %f = linalg.fill ins(%c : i32) outs(%e : tensor<?xi32>) -> tensor<?xi32>
  return %f : tensor<?xi32>
}
