// Corpus case 'expand-shape-dynamic': `fusefuzz generate --seed 27` under strategy elementwise.
// EXPECT: pass
// STRATEGY: elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 27 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<5x5xf32>, %arg1: tensor<2x3x?xf32> {fusefuzz.shape = array<i64: 2, 3, 5>}, %arg2: f32, %arg3: tensor<?x3x5xf32> {fusefuzz.shape = array<i64: 2, 3, 5>}, %arg4: f32) -> (tensor<f32>, tensor<?xf32>) {
    %g0_empty0 = tensor.empty() : tensor<f32>
    %g0_fillval0 = arith.constant 7.000000e+00 : f32
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : f32) outs(%g0_empty0 : tensor<f32>) -> tensor<f32>
    %v0 = linalg.reduce ins(%arg0 : tensor<5x5xf32>) outs(%g0_fill0 : tensor<f32>) dimensions = [0, 1]
      (%g0_in0: f32, %g0_out0: f32) {
        %g0_0 = arith.minimumf %g0_out0, %g0_in0 : f32
        linalg.yield %g0_0 : f32
      }
    %r1_c2 = arith.constant 2 : index
    %r1_d2 = tensor.dim %arg1, %r1_c2 : tensor<2x3x?xf32>
    %v1 = tensor.expand_shape %arg1 [[0], [1, 2], [3]] output_shape [2, 1, 3, %r1_d2] : tensor<2x3x?xf32> into tensor<2x1x3x?xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, 0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v1 : tensor<2x1x3x?xf32>) outs(%arg3 : tensor<?x3x5xf32>) {
    ^bb0(%g2_in0: f32, %g2_out0: f32):
      %g2_0 = math.floor %arg2 : f32
      linalg.yield %g2_0 : f32
    } -> tensor<?x3x5xf32>
    %g3_c0_0 = arith.constant 2 : index
    %g3_d0_0 = tensor.dim %arg1, %g3_c0_0 : tensor<2x3x?xf32>
    %g3_empty0 = tensor.empty(%g3_d0_0) : tensor<?xf32>
    %g3_fillval0 = arith.constant -0.000000e+00 : f32
    %g3_fill0 = linalg.fill ins(%g3_fillval0 : f32) outs(%g3_empty0 : tensor<?xf32>) -> tensor<?xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%v2, %arg1 : tensor<?x3x5xf32>, tensor<2x3x?xf32>) outs(%g3_fill0 : tensor<?xf32>) {
    ^bb0(%g3_in0: f32, %g3_in1: f32, %g3_out0: f32):
      %g3_0 = math.absf %g3_in0 : f32
      %g3_1 = arith.mulf %g3_out0, %g3_0 : f32
      linalg.yield %g3_1 : f32
    } -> tensor<?xf32>
    return %v0, %v3 : tensor<f32>, tensor<?xf32>
  }
}
