// Named ops under upstream consumer fusion: the same matmul + bias +
// transpose chain; the matmul is tiled and the map and transpose fused as
// consumers; the broadcast (an scf.for result as init) is declined by
// upstream with its own reason.
// EXPECT: pass
// STRATEGY: tile-fuse-consumers
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass (2 fusions), expected pass: ok
// CHECK: rules fired: TileAndFuseConsumer=2 TileProducer=2
// CHECK: refused pairs: tile:upstream-declined: consumer op taking the result of scf.for as init is not supported=1
// CHECK: equivalence: proved
module attributes {fusefuzz.seed = 4 : i64} {
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
