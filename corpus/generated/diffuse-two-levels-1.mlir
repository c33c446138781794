// Corpus case 'diffuse-two-levels': `fusefuzz generate --seed 15` under strategy diffusion.
// EXPECT: pass
// STRATEGY: diffusion
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}DiffuseProducerInner=
module attributes {fusefuzz.seed = 15 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<3x?x3x5xf32> {fusefuzz.shape = array<i64: 3, 3, 3, 5>}, %arg1: index {fusefuzz.value = 2 : i64}, %arg2: index {fusefuzz.value = 2 : i64}, %arg3: index {fusefuzz.value = 2 : i64}, %arg4: f32) -> (tensor<?x?xf32>) {
    %p0_padval = arith.constant 5.000000e-01 : f32
    %v0 = tensor.pad %arg0 low[1, 1, %arg2, 1] high[%arg1, 0, %arg3, 2] {
    ^bb0(%p0_i0: index, %p0_i1: index, %p0_i2: index, %p0_i3: index):
      tensor.yield %p0_padval : f32
    } : tensor<3x?x3x5xf32> to tensor<?x?x?x8xf32>
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %v0, %g1_c0_0 : tensor<?x?x?x8xf32>
    %g1_c0_1 = arith.constant 1 : index
    %g1_d0_1 = tensor.dim %v0, %g1_c0_1 : tensor<?x?x?x8xf32>
    %g1_empty0 = tensor.empty(%g1_d0_0, %g1_d0_1) : tensor<?x?xf32>
    %g1_fillval0 = arith.constant -0.000000e+00 : f32
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : f32) outs(%g1_empty0 : tensor<?x?xf32>) -> tensor<?x?xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%v0 : tensor<?x?x?x8xf32>) outs(%g1_fill0 : tensor<?x?xf32>) {
    ^bb0(%g1_in0: f32, %g1_out0: f32):
      %g1_0 = math.exp %arg4 : f32
      %g1_1 = math.sqrt %g1_0 : f32
      %g1_2 = arith.addf %g1_out0, %g1_1 : f32
      linalg.yield %g1_2 : f32
    } -> tensor<?x?xf32>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %v1, %g2_c0_0 : tensor<?x?xf32>
    %g2_c0_1 = arith.constant 1 : index
    %g2_d0_1 = tensor.dim %v1, %g2_c0_1 : tensor<?x?xf32>
    %g2_empty0 = tensor.empty(%g2_d0_0, %g2_d0_1) : tensor<?x?xf32>
    %v2 = linalg.map ins(%v1, %v1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%g2_empty0 : tensor<?x?xf32>)
      (%g2_in0: f32, %g2_in1: f32, %g2_out0: f32) {
        %g2_0 = arith.negf %g2_in0 : f32
        %g2_1 = math.absf %g2_0 : f32
        linalg.yield %g2_1 : f32
      }
    return %v2 : tensor<?x?xf32>
  }
}
