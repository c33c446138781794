// Ops users write that the supported subset accepts or rewrites:
// llvm.mlir.constant becomes arith.constant, a read of shape.shape_of
// becomes tensor.dim, linalg.elementwise is checked as written (the tile
// families fuse it; elementwise fusion leaves named ops alone), and the
// case's own cf.assert is checked by both executors and is a premise of
// the end-to-end proof.
// RUN: %fusefuzz check %s --strategy transform --equivalence report | FileCheck %s
// CHECK: pass (1 fusions)
// CHECK: note: 1 llvm.mlir.constant op(s) became arith.constant
// CHECK: note: 1 read(s) of shape.shape_of became tensor.dim
// CHECK: equivalence: proved
func.func @f(%a: tensor<?x4xf32> {fusefuzz.shape = array<i64: 3, 4>},
             %b: tensor<?x4xf32> {fusefuzz.shape = array<i64: 3, 4>}) -> tensor<?x4xf32> {
  %shape = shape.shape_of %a : tensor<?x4xf32> -> tensor<2xindex>
  %c0 = arith.constant 0 : index
  %n = tensor.extract %shape[%c0] : tensor<2xindex>
  %nb = tensor.dim %b, %c0 : tensor<?x4xf32>
  %same = arith.cmpi eq, %n, %nb : index
  cf.assert %same, "a and b have as many rows"
  %two = llvm.mlir.constant(2.0 : f32) : f32
  %e = tensor.empty(%n) : tensor<?x4xf32>
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%a, %b : tensor<?x4xf32>, tensor<?x4xf32>) outs(%e : tensor<?x4xf32>) -> tensor<?x4xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<?x4xf32>) outs(%e : tensor<?x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.mulf %x, %two : f32
    linalg.yield %s : f32
  } -> tensor<?x4xf32>
  return %1 : tensor<?x4xf32>
}
