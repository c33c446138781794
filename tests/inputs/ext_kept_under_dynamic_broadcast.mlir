module attributes {fusefuzz.seed = 0 : i64} {
  func.func @case(%a: tensor<4xf32>, %b: tensor<4x?xf32> {fusefuzz.shape = array<i64: 4, 0>}) -> (tensor<4xf32>, tensor<4x?xf32>) {
    %e = tensor.empty() : tensor<4xf32>
    %p = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%x: f32, %o: f32):
      %y = arith.negf %x : f32
      linalg.yield %y : f32
    } -> tensor<4xf32>
    %c = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%p : tensor<4xf32>) outs(%b : tensor<4x?xf32>) {
    ^bb0(%x: f32, %o: f32):
      %y = arith.addf %x, %o : f32
      linalg.yield %y : f32
    } -> tensor<4x?xf32>
    return %p, %c : tensor<4xf32>, tensor<4x?xf32>
  }
}
