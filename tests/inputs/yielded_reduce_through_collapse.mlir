// A reduce reading a collapse_shape of a dynamic argument, yielded as a
// fused producer (the known recomputed-yield bug): the prover reads the
// collapsed size as the product of the source sizes and refutes init-once.
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> ()>
#map5 = affine_map<(d0, d1) -> (d0)>
module attributes {fusefuzz.policy = "0x67d7ad2a5cc68863", fusefuzz.seed = 5143263351352529058 : i64} {
  func.func @case(%arg0: tensor<?x1x?xi1> {fusefuzz.shape = array<i64: 1, 1, 1>}, %arg1: tensor<1x1xi1>, %arg2: tensor<?x5x1xf32> {fusefuzz.shape = array<i64: 1, 5, 1>}, %arg3: tensor<5xf32>, %arg4: tensor<i1>, %arg5: tensor<1x1xi1>, %arg6: tensor<?xi1> {fusefuzz.shape = array<i64: 1>}) -> (tensor<5xf32>, tensor<3x5x3xf32>, tensor<?xi1>) {
    %c2 = arith.constant 2 : index
    %dim = tensor.dim %arg0, %c2 : tensor<?x1x?xi1>
    %0 = tensor.empty(%dim) : tensor<1x?xi1>
    %false = arith.constant false
    %1 = linalg.fill ins(%false : i1) outs(%0 : tensor<1x?xi1>) -> tensor<1x?xi1>
    %2 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["reduction", "parallel", "parallel"]} ins(%arg0, %arg1 : tensor<?x1x?xi1>, tensor<1x1xi1>) outs(%1 : tensor<1x?xi1>) {
    ^bb0(%in: i1, %in_0: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<1x?xi1>
    %collapsed = tensor.collapse_shape %arg2 [[0], [1, 2]] : tensor<?x5x1xf32> into tensor<?x5xf32>
    %reduced = linalg.reduce { arith.mulf } ins(%collapsed : tensor<?x5xf32>) outs(%arg3 : tensor<5xf32>) dimensions = [0] 
    %3 = tensor.empty() : tensor<3x5x3xf32>
    %broadcasted = linalg.broadcast ins(%reduced : tensor<5xf32>) outs(%3 : tensor<3x5x3xf32>) dimensions = [0, 2] 
    %4 = linalg.generic {indexing_maps = [#map3, #map4, #map3, #map5], iterator_types = ["parallel", "reduction"]} ins(%2, %arg4, %arg5 : tensor<1x?xi1>, tensor<i1>, tensor<1x1xi1>) outs(%arg6 : tensor<?xi1>) {
    ^bb0(%in: i1, %in_0: i1, %in_1: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<?xi1>
    return %reduced, %broadcasted, %4 : tensor<5xf32>, tensor<3x5x3xf32>, tensor<?xi1>
  }
}
