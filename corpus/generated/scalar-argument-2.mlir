// Corpus case 'scalar-argument': `fusefuzz generate --seed 15` under strategy elementwise.
// EXPECT: pass
// STRATEGY: elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 15 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<3xf16>, %arg1: tensor<?x4xf32> {fusefuzz.shape = array<i64: 4, 4>}, %arg2: tensor<4x?xf32> {fusefuzz.shape = array<i64: 4, 3>}, %arg3: f32, %arg4: tensor<?x?xf32> {fusefuzz.shape = array<i64: 4, 3>}, %arg5: index {fusefuzz.value = 2 : i64}) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
    %g0_c0_0 = arith.constant 0 : index
    %g0_d0_0 = tensor.dim %arg1, %g0_c0_0 : tensor<?x4xf32>
    %g0_c0_1 = arith.constant 1 : index
    %g0_d0_1 = tensor.dim %arg2, %g0_c0_1 : tensor<4x?xf32>
    %g0_empty0 = tensor.empty(%g0_d0_0, %g0_d0_1) : tensor<?x?xf32>
    %g0_fillval0 = arith.constant -0.000000e+00 : f32
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : f32) outs(%g0_empty0 : tensor<?x?xf32>) -> tensor<?x?xf32>
    %v0:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, 3)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<3xf16>, tensor<?x4xf32>, tensor<4x?xf32>) outs(%g0_fill0, %arg4 : tensor<?x?xf32>, tensor<?x?xf32>) {
    ^bb0(%g0_in0: f16, %g0_in1: f32, %g0_in2: f32, %g0_out0: f32, %g0_out1: f32):
      %g0_0 = arith.maximumf %g0_in2, %g0_in1 : f32
      %g0_1 = arith.maximumf %g0_out1, %g0_0 : f32
      %g0_2 = arith.negf %g0_in2 : f32
      %g0_3 = math.absf %g0_2 : f32
      linalg.yield %g0_1, %g0_3 : f32, f32
    } -> (tensor<?x?xf32>, tensor<?x?xf32>)
    %p1_padval = arith.constant -0.000000e+00 : f32
    %v1 = tensor.pad %v0#1 low[%arg5, 1] high[2, 2] {
    ^bb0(%p1_i0: index, %p1_i1: index):
      tensor.yield %p1_padval : f32
    } : tensor<?x?xf32> to tensor<?x?xf32>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %v1, %g2_c0_0 : tensor<?x?xf32>
    %g2_c0_1 = arith.constant 1 : index
    %g2_d0_1 = tensor.dim %v1, %g2_c0_1 : tensor<?x?xf32>
    %g2_empty0 = tensor.empty(%g2_d0_0, %g2_d0_1) : tensor<?x?xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v1 : tensor<?x?xf32>) outs(%g2_empty0 : tensor<?x?xf32>) {
    ^bb0(%g2_in0: f32, %g2_out0: f32):
      %g2_0 = math.exp %g2_in0 : f32
      linalg.yield %g2_0 : f32
    } -> tensor<?x?xf32>
    return %v0#0, %v2 : tensor<?x?xf32>, tensor<?x?xf32>
  }
}
