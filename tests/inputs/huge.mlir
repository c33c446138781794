func.func @case(%a: tensor<100000x100000xf32>) -> tensor<100000x100000xf32> {
  return %a : tensor<100000x100000xf32>
}
