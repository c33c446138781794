func.func @case(%a: tensor<4xi32>) -> tensor<4xi32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>
