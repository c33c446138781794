// The reduced case of multi-root's empty-tile defect (seed
// 13933900675413077979): a root read through d0 * 3. The fused version
// next to it (multiroot-empty-tile.fused.mlir) is what the strategy built
// before it was fixed: three tiles of size 2 over an extent of 4, the last
// one empty, whose slice of %arg1 starts at 12 with size 3 * 0 - 2.
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> (d0 * 3)>
module attributes {fusefuzz.seed = -4512843398296473637 : i64} {
  func.func @case(%arg0: tensor<4xf32>, %arg1: tensor<10xi32>, %arg2: tensor<4xf32>, %arg3: tensor<4xf32>) -> tensor<4xf32> {
    %0 = tensor.empty() : tensor<4xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1, %arg2 : tensor<4xf32>, tensor<10xi32>, tensor<4xf32>) outs(%0 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_0: i32, %in_1: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4xf32>
    %2 = tensor.empty() : tensor<4xf32>
    %mapped = linalg.map ins(%1, %arg3, %arg3 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) outs(%2 : tensor<4xf32>)
      (%in: f32, %in_0: f32, %in_1: f32, %init: f32) {
        %3 = math.absf %in : f32
        %4 = math.floor %in_1 : f32
        %5 = arith.subf %3, %4 : f32
        %6 = math.sqrt %in_0 : f32
        %7 = arith.minimumf %5, %6 : f32
        linalg.yield %7 : f32
      }
    return %mapped : tensor<4xf32>
  }
}
