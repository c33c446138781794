// linalg.elementwise as MLIR 22 users write it (the generator writes it
// under the `elementwise_op` knob): exp of a sum whose second input is read
// transposed through the op's indexing_maps, then a max with a broadcast
// row. The elementwise families leave it alone (their patterns take
// linalg.generic); the tile families fuse the chain into one nest, checked
// by both oracles.
// EXPECT: pass
// STRATEGY: transform
// EQUIVALENCE: decide
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[1-9][0-9]*}} fusions), expected pass: ok
// CHECK: equivalence: proved
// RUN: %fusefuzz check %s --strategy diffusion --equivalence decide | FileCheck %s --check-prefix=FUSED
// RUN: %fusefuzz check %s --strategy tile-fuse-consumers --equivalence decide | FileCheck %s --check-prefix=FUSED
// FUSED: pass ({{[1-9][0-9]*}} fusions)
// FUSED: equivalence: proved
func.func @case(%a: tensor<?x6xf32> {fusefuzz.shape = array<i64: 5, 6>}, %b: tensor<6x?xf32> {fusefuzz.shape = array<i64: 6, 5>}, %row: tensor<6xf32>) -> tensor<?x6xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %a, %c0 : tensor<?x6xf32>
  %e = tensor.empty(%n) : tensor<?x6xf32>
  %s = linalg.elementwise kind=#linalg.elementwise_kind<add> indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>] ins(%a, %b : tensor<?x6xf32>, tensor<6x?xf32>) outs(%e : tensor<?x6xf32>) -> tensor<?x6xf32>
  %x = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%s : tensor<?x6xf32>) outs(%e : tensor<?x6xf32>) -> tensor<?x6xf32>
  %m = linalg.elementwise kind=#linalg.elementwise_kind<max_signed> indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>] ins(%x, %row : tensor<?x6xf32>, tensor<6xf32>) outs(%e : tensor<?x6xf32>) -> tensor<?x6xf32>
  return %m : tensor<?x6xf32>
}
