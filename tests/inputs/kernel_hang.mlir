// A 2048^3-iteration reduction: runs for minutes at -O0, so a short time
// limit must turn it into a `timeout` verdict.
func.func @case(%a: tensor<?x?xf32> {fusefuzz.shape = array<i64: 2048, 2048>}, %b: tensor<?x?xf32> {fusefuzz.shape = array<i64: 2048, 2048>}, %c: tensor<?x?xf32> {fusefuzz.shape = array<i64: 2048, 2048>}) -> tensor<?x?xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
