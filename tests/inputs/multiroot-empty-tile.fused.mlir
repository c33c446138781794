// What multi-root made of multiroot-empty-tile.mlir before the fix: a loop
// of 3 iterations over tiles min(2 * t, 4) of size min(2, 4 - offset); the
// last tile is empty and the producer reads %arg1 through d0 * 3 at offset
// 12 with size 3 * 0 - 2.
#offset = affine_map<(d0) -> (d0 * 2, 4)>
#size = affine_map<(d0) -> (2, -d0 + 4)>
#strided = affine_map<(d0) -> (d0 * 3)>
#stridedSize = affine_map<(d0) -> (d0 * 3 - 2)>
#id = affine_map<(d0) -> (d0)>
module {
  func.func @case(%arg0: tensor<4xf32>, %arg1: tensor<10xi32>, %arg2: tensor<4xf32>, %arg3: tensor<4xf32>) -> tensor<4xf32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %e0 = tensor.empty() : tensor<4xf32>
    %e1 = tensor.empty() : tensor<4xf32>
    %r = scf.for %t = %c0 to %c3 step %c1 iter_args(%acc = %e1) -> (tensor<4xf32>) {
      %off = affine.min #offset(%t)
      %size = affine.min #size(%off)
      %soff = affine.apply #strided(%off)
      %ssize = affine.apply #stridedSize(%size)
      %a = tensor.extract_slice %arg0[%off] [%size] [1] : tensor<4xf32> to tensor<?xf32>
      %b = tensor.extract_slice %arg1[%soff] [%ssize] [1] : tensor<10xi32> to tensor<?xi32>
      %c = tensor.extract_slice %arg2[%off] [%size] [1] : tensor<4xf32> to tensor<?xf32>
      %o = tensor.extract_slice %e0[%off] [%size] [1] : tensor<4xf32> to tensor<?xf32>
      %p = linalg.generic {indexing_maps = [#id, #strided, #id, #id], iterator_types = ["parallel"]} ins(%a, %b, %c : tensor<?xf32>, tensor<?xi32>, tensor<?xf32>) outs(%o : tensor<?xf32>) {
      ^bb0(%in: f32, %in_0: i32, %in_1: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<?xf32>
      %x = tensor.extract_slice %arg3[%off] [%size] [1] : tensor<4xf32> to tensor<?xf32>
      %y = tensor.extract_slice %arg3[%off] [%size] [1] : tensor<4xf32> to tensor<?xf32>
      %w = tensor.extract_slice %acc[%off] [%size] [1] : tensor<4xf32> to tensor<?xf32>
      %m = linalg.map ins(%p, %x, %y : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) outs(%w : tensor<?xf32>)
        (%in: f32, %in_0: f32, %in_1: f32, %init: f32) {
          %3 = math.absf %in : f32
          %4 = math.floor %in_1 : f32
          %5 = arith.subf %3, %4 : f32
          %6 = math.sqrt %in_0 : f32
          %7 = arith.minimumf %5, %6 : f32
          linalg.yield %7 : f32
        }
      %ins = tensor.insert_slice %m into %acc[%off] [%size] [1] : tensor<?xf32> into tensor<4xf32>
      scf.yield %ins : tensor<4xf32>
    }
    return %r : tensor<4xf32>
  }
}
