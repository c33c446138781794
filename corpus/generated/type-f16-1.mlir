// Corpus case 'type-f16': `fusefuzz generate --seed 12` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 12 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<?x4x4x3xf32> {fusefuzz.shape = array<i64: 3, 4, 4, 3>}, %arg1: tensor<2xi1>, %arg2: tensor<2x2xf16>) -> (tensor<4x4x3xf32>, tensor<2x2xf16>) {
    %g0_empty0 = tensor.empty() : tensor<4x4x3xf32>
    %g0_fillval0 = arith.constant -0.000000e+00 : f32
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : f32) outs(%g0_empty0 : tensor<4x4x3xf32>) -> tensor<4x4x3xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<?x4x4x3xf32>) outs(%g0_fill0 : tensor<4x4x3xf32>) {
    ^bb0(%g0_in0: f32, %g0_out0: f32):
      %g0_0 = arith.constant 0.000000e+00 : f32
      %g0_1 = math.absf %g0_0 : f32
      %g0_2 = arith.constant 7.000000e+00 : f32
      %g0_3 = arith.maximumf %g0_2, %g0_in0 : f32
      %g0_4 = arith.addf %g0_1, %g0_3 : f32
      %g0_5 = arith.mulf %g0_out0, %g0_4 : f32
      linalg.yield %g0_5 : f32
    } -> tensor<4x4x3xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<2xi1>) outs(%arg2 : tensor<2x2xf16>) {
    ^bb0(%g1_in0: i1, %g1_out0: f16):
      %g1_0 = arith.uitofp %g1_in0 : i1 to f16
      %g1_1 = arith.uitofp %g1_in0 : i1 to f16
      %g1_2 = arith.uitofp %g1_in0 : i1 to f16
      %g1_3 = arith.mulf %g1_1, %g1_2 : f16
      %g1_4 = arith.mulf %g1_0, %g1_3 : f16
      %g1_5 = math.absf %g1_4 : f16
      linalg.yield %g1_5 : f16
    } -> tensor<2x2xf16>
    %g2_empty0 = tensor.empty() : tensor<2x2xf16>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v1 : tensor<2x2xf16>) outs(%g2_empty0 : tensor<2x2xf16>) {
    ^bb0(%g2_in0: f16, %g2_out0: f16):
      %g2_0 = arith.cmpf olt, %g2_in0, %g2_in0 : f16
      %g2_1 = arith.constant -1.500000e+00 : f16
      %g2_2 = arith.select %g2_0, %g2_1, %g2_in0 : f16
      %g2_3 = arith.subf %g2_in0, %g2_in0 : f16
      %g2_4 = arith.subf %g2_2, %g2_3 : f16
      linalg.yield %g2_4 : f16
    } -> tensor<2x2xf16>
    return %v0, %v2 : tensor<4x4x3xf32>, tensor<2x2xf16>
  }
}
