// Corpus case 'fill-init': `fusefuzz generate --seed 38` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 38 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<1x?x3xf32> {fusefuzz.shape = array<i64: 1, 2, 3>}, %arg3: tensor<1x3x?xf32> {fusefuzz.shape = array<i64: 1, 3, 3>}) -> (tensor<1x?x?xf32>) {
    %g0_empty0 = tensor.empty() : tensor<2x3xf32>
    %g0_fillval0 = arith.constant -3.000000e+00 : f32
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : f32) outs(%g0_empty0 : tensor<2x3xf32>) -> tensor<2x3xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1, %arg0 : tensor<2x3xf32>, tensor<3xf32>, tensor<2x3xf32>) outs(%g0_fill0 : tensor<2x3xf32>) {
    ^bb0(%g0_in0: f32, %g0_in1: f32, %g0_in2: f32, %g0_out0: f32):
      %g0_0 = arith.constant 7.000000e+00 : f32
      %g0_1 = arith.constant -0.000000e+00 : f32
      %g0_2 = arith.minimumf %g0_0, %g0_1 : f32
      %g0_3 = math.absf %g0_2 : f32
      linalg.yield %g0_3 : f32
    } -> tensor<2x3xf32>
    %g1_empty0 = tensor.empty() : tensor<2x3xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v0 : tensor<2x3xf32>) outs(%g1_empty0 : tensor<2x3xf32>) {
    ^bb0(%g1_in0: f32, %g1_out0: f32):
      %g1_0 = arith.constant -0.000000e+00 : f32
      %g1_1 = arith.minimumf %g1_0, %g1_in0 : f32
      %g1_2 = arith.maximumf %g1_in0, %g1_1 : f32
      linalg.yield %g1_2 : f32
    } -> tensor<2x3xf32>
    %g2_c0_1 = arith.constant 1 : index
    %g2_d0_1 = tensor.dim %arg2, %g2_c0_1 : tensor<1x?x3xf32>
    %g2_c0_2 = arith.constant 2 : index
    %g2_d0_2 = tensor.dim %arg3, %g2_c0_2 : tensor<1x3x?xf32>
    %g2_empty0 = tensor.empty(%g2_d0_1, %g2_d0_2) : tensor<1x?x?xf32>
    %g2_fillval0 = arith.constant 7.000000e+00 : f32
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : f32) outs(%g2_empty0 : tensor<1x?x?xf32>) -> tensor<1x?x?xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1 + 1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v1, %arg2, %arg3 : tensor<2x3xf32>, tensor<1x?x3xf32>, tensor<1x3x?xf32>) outs(%g2_fill0 : tensor<1x?x?xf32>) {
    ^bb0(%g2_in0: f32, %g2_in1: f32, %g2_in2: f32, %g2_out0: f32):
      %g2_0 = arith.maximumf %g2_in0, %g2_in1 : f32
      linalg.yield %g2_0 : f32
    } -> tensor<1x?x?xf32>
    return %v2 : tensor<1x?x?xf32>
  }
}
