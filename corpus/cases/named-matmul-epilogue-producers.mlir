// Named ops under upstream tile-and-fuse: a dynamic-size integer
// linalg.matmul with a linalg.fill init, then a linalg.broadcast bias added
// by a linalg.map and a linalg.transpose of the sum; the transpose is tiled
// and the four producers fused. The tile nest is proved (tile-box,
// tiles-cover, producer-slice, init-once).
// EXPECT: pass
// STRATEGY: tile-fuse-producers
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass (4 fusions), expected pass: ok
// CHECK: rules fired: TileAndFuseProducer=4 TileConsumer=1
// CHECK: equivalence: proved
module attributes {fusefuzz.seed = 1 : i64} {
func.func @case(%a: tensor<?x6xi32> {fusefuzz.shape = array<i64: 5, 6>}, %b: tensor<6x4xi32>, %bias: tensor<4xi32>) -> tensor<4x?xi32> {
  %c0 = arith.constant 0 : index
  %m = tensor.dim %a, %c0 : tensor<?x6xi32>
  %zero = arith.constant 0 : i32
  %e = tensor.empty(%m) : tensor<?x4xi32>
  %init = linalg.fill ins(%zero : i32) outs(%e : tensor<?x4xi32>) -> tensor<?x4xi32>
  %mm = linalg.matmul ins(%a, %b : tensor<?x6xi32>, tensor<6x4xi32>) outs(%init : tensor<?x4xi32>) -> tensor<?x4xi32>
  %e2 = tensor.empty(%m) : tensor<?x4xi32>
  %be = tensor.empty(%m) : tensor<?x4xi32>
  %bb = linalg.broadcast ins(%bias : tensor<4xi32>) outs(%be : tensor<?x4xi32>) dimensions = [0]
  %sum = linalg.map ins(%mm, %bb : tensor<?x4xi32>, tensor<?x4xi32>) outs(%e2 : tensor<?x4xi32>)
    (%x: i32, %y: i32, %o: i32) {
      %s = arith.addi %x, %y : i32
      linalg.yield %s : i32
    }
  %te = tensor.empty(%m) : tensor<4x?xi32>
  %t = linalg.transpose ins(%sum : tensor<?x4xi32>) outs(%te : tensor<4x?xi32>) permutation = [1, 0]
  return %t : tensor<4x?xi32>
}
}
