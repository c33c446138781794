// A matmul accumulating into a fill, tiled along its reduction loop k: the
// fill must not be fused into the k loop (it would re-initialize the
// accumulator every iteration): tile-fuse-ext refuses it
// (init-fusion-into-reduction-loop).
module attributes {fusefuzz.seed = 7 : i64} {
func.func @case(%a: tensor<4x6xi32>, %b: tensor<6x5xi32>) -> tensor<4x5xi32> {
  %e = tensor.empty() : tensor<4x5xi32>
  %c1 = arith.constant 1 : i32
  %f = linalg.fill ins(%c1 : i32) outs(%e : tensor<4x5xi32>) -> tensor<4x5xi32>
  %m = linalg.matmul ins(%a, %b : tensor<4x6xi32>, tensor<6x5xi32>) outs(%f : tensor<4x5xi32>) -> tensor<4x5xi32>
  return %m : tensor<4x5xi32>
}
}
