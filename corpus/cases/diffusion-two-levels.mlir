// fusefuzz's diffusion driver in two levels around a linalg.matmul: the
// central matmul is tiled into an scf.forall (rows by 1, columns by 2), the
// fill of its init and the bias + ReLU epilogue are fused into it; then the
// matmul's tile is tiled again by an scf.for inside (columns by 3) and the
// same two ops are fused into the inner nest. The recorder reads the slices
// of slices and the carried values through both levels, and the prover
// states coverage level by level (one proved step).
// EXPECT: pass
// STRATEGY: diffusion
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass (4 fusions), expected pass: ok
// CHECK: rules fired: DiffuseConsumer=1 DiffuseConsumerInner=1 DiffuseProducer=1 DiffuseProducerInner=1 DiffuseTile=1 DiffuseTileInner=1
// CHECK: equivalence: proved
// RUN: %fusefuzz check %s --strategy diffusion --print-fused | FileCheck %s --check-prefix=IR
// IR: scf.forall
// IR: scf.for
// IR: linalg.fill
// IR: linalg.matmul
// IR: arith.maximumf
// IR: scf.forall.in_parallel
module attributes {fusefuzz.seed = 2 : i64} {
func.func @case(%a: tensor<4x3xf32>, %b: tensor<3x5xf32>, %bias: tensor<5xf32>) -> tensor<4x5xf32> {
  %e = tensor.empty() : tensor<4x5xf32>
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  %m = linalg.matmul ins(%a, %b : tensor<4x3xf32>, tensor<3x5xf32>) outs(%f : tensor<4x5xf32>) -> tensor<4x5xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%m, %bias : tensor<4x5xf32>, tensor<5xf32>) outs(%e : tensor<4x5xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    %t = arith.maximumf %s, %z : f32
    linalg.yield %t : f32
  } -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}
}
