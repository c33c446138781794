// Three cases in one file, as upstream MLIR's tests keep them
// (mlir-opt --split-input-file): check --split-input-file names each one
// FILE:LINE after its first line.
// -----
#id = affine_map<(d0) -> (d0)>
func.func @chain(%a: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %p = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %n = arith.negf %x : f32
    linalg.yield %n : f32
  } -> tensor<4xf32>
  %c = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%p : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.mulf %x, %x : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  return %c : tensor<4xf32>
}
// -----
// Outside the subset: a call could leave the harness.
func.func private @opaque(f32) -> f32
func.func @calls(%a: f32) -> f32 {
  %r = func.call @opaque(%a) : (f32) -> f32
  return %r : f32
}
// -----
func.func @dynamic(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %s = arith.addf %a, %b : tensor<?xf32>
  return %s : tensor<?xf32>
}
