// A reduction whose init (a fill) tile-and-fuse fuses into every reduction
// tile of an scf.forall; the case runs with 2 elements (one tile), so
// execution agrees while the end-to-end proof finds two iterations writing
// the result; at the counterexample's size execution records them too.
#map = affine_map<(d0) -> ()>
#map1 = affine_map<(d0) -> (d0)>
module attributes {fusefuzz.seed = 118487524757685708 : i64} {
  func.func @case(%arg0: tensor<?xf32> {fusefuzz.shape = array<i64: 2>}, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = tensor.empty() : tensor<f32>
    %cst = arith.constant 7.000000e+00 : f32
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<f32>) -> tensor<f32>
    %2 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["reduction"]} ins(%arg1, %arg0 : tensor<f32>, tensor<?xf32>) outs(%1 : tensor<f32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %3 = math.absf %in_0 : f32
      %4 = math.floor %3 : f32
      %5 = arith.minimumf %out, %4 : f32
      linalg.yield %5 : f32
    } -> tensor<f32>
    return %2 : tensor<f32>
  }
}
