// Corpus case 'diffuse-producer': `fusefuzz generate --seed 2` under strategy diffusion.
// EXPECT: pass
// STRATEGY: diffusion
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}DiffuseProducer=
module attributes {fusefuzz.seed = 2 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<3x?x4xf16> {fusefuzz.shape = array<i64: 3, 1, 4>}, %arg1: tensor<3x4x2xf16>, %arg2: index {fusefuzz.value = 0 : i64}, %arg3: index {fusefuzz.value = 2 : i64}, %arg4: index {fusefuzz.value = 0 : i64}, %arg5: index {fusefuzz.value = 0 : i64}, %arg6: tensor<4x2x3xf16>) -> (tensor<?x?x3xf16>) {
    %g0_c0_1 = arith.constant 1 : index
    %g0_d0_1 = tensor.dim %arg0, %g0_c0_1 : tensor<3x?x4xf16>
    %g0_empty0 = tensor.empty(%g0_d0_1) : tensor<3x?x2xf16>
    %g0_fillval0 = arith.constant 1.000000e+00 : f16
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : f16) outs(%g0_empty0 : tensor<3x?x2xf16>) -> tensor<3x?x2xf16>
    %v0 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<3x?x4xf16>, tensor<3x4x2xf16>) outs(%g0_fill0 : tensor<3x?x2xf16>) -> tensor<3x?x2xf16>
    %p1_padval = arith.constant 2.000000e+00 : f16
    %v1 = tensor.pad %v0 low[%arg2, %arg3, %arg4] high[1, 0, %arg5] {
    ^bb0(%p1_i0: index, %p1_i1: index, %p1_i2: index):
      tensor.yield %p1_padval : f16
    } : tensor<3x?x2xf16> to tensor<?x?x?xf16>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %v1, %g2_c0_0 : tensor<?x?x?xf16>
    %g2_c0_1 = arith.constant 1 : index
    %g2_d0_1 = tensor.dim %v1, %g2_c0_1 : tensor<?x?x?xf16>
    %g2_empty0 = tensor.empty(%g2_d0_0, %g2_d0_1) : tensor<?x?x3xf16>
    %g2_fillval0 = arith.constant 2.000000e+00 : f16
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : f16) outs(%g2_empty0 : tensor<?x?x3xf16>) -> tensor<?x?x3xf16>
    %v2 = linalg.batch_matmul ins(%v1, %arg6 : tensor<?x?x?xf16>, tensor<4x2x3xf16>) outs(%g2_fill0 : tensor<?x?x3xf16>) -> tensor<?x?x3xf16>
    return %v2 : tensor<?x?x3xf16>
  }
}
