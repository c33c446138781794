// fusefuzz's diffusion driver around a linalg.matmul (named ops are in the
// accepted subset): the central matmul is tiled, the linalg.fill of its
// init is fused as a producer (its reduction loop stays whole: f32 addition
// is not reassociable) and the bias + ReLU epilogue as a consumer.
// EXPECT: pass
// STRATEGY: diffusion
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass (2 fusions), expected pass: ok
// CHECK: rules fired: DiffuseConsumer=1 DiffuseProducer=1 DiffuseTile=1
// RUN: %fusefuzz check %s --strategy diffusion --print-fused | FileCheck %s --check-prefix=IR
// IR: scf.for
// IR: linalg.fill
// IR: linalg.matmul
// IR: arith.maximumf
module attributes {fusefuzz.seed = 1 : i64} {
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
