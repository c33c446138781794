// Half of the result is never written: the tensor.empty the slice lands in
// is not read by any op (so the harness does not turn it into an argument),
// yet the unfused function returns its uninitialized elements.
func.func @partial_write(%a: tensor<2xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = tensor.insert_slice %a into %e[0] [2] [1] : tensor<2xf32> into tensor<4xf32>
  %init = tensor.empty() : tensor<4xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
     ins(%r : tensor<4xf32>) outs(%init : tensor<4xf32>) {
    ^bb0(%x : f32, %o : f32):
      linalg.yield %x : f32
  } -> tensor<4xf32>
  return %g : tensor<4xf32>
}
