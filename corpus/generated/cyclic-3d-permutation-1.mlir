// Corpus case 'cyclic-3d-permutation': `fusefuzz generate --seed 39` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 39 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<?x2x?xf32> {fusefuzz.shape = array<i64: 1, 2, 3>}, %arg1: tensor<?x2xf32> {fusefuzz.shape = array<i64: 3, 2>}, %arg2: tensor<2xf32>) -> (tensor<?x2xf32>) {
    %g0_c0_0 = arith.constant 0 : index
    %g0_d0_0 = tensor.dim %arg0, %g0_c0_0 : tensor<?x2x?xf32>
    %g0_c0_2 = arith.constant 2 : index
    %g0_d0_2 = tensor.dim %arg0, %g0_c0_2 : tensor<?x2x?xf32>
    %g0_empty0 = tensor.empty(%g0_d0_0, %g0_d0_2) : tensor<?x2x?xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<?x2x?xf32>) outs(%g0_empty0 : tensor<?x2x?xf32>) {
    ^bb0(%g0_in0: f32, %g0_out0: f32):
      %g0_0 = arith.subf %g0_in0, %g0_in0 : f32
      %g0_1 = arith.cmpf une, %g0_0, %g0_in0 : f32
      %g0_2 = arith.minimumf %g0_in0, %g0_in0 : f32
      %g0_3 = arith.cmpf oeq, %g0_in0, %g0_in0 : f32
      %g0_4 = arith.select %g0_3, %g0_in0, %g0_in0 : f32
      %g0_5 = arith.select %g0_1, %g0_2, %g0_4 : f32
      linalg.yield %g0_5 : f32
    } -> tensor<?x2x?xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0, d1)>, affine_map<(d0, d1, d2) -> (d1, d0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v0 : tensor<?x2x?xf32>) outs(%arg1 : tensor<?x2xf32>) {
    ^bb0(%g1_in0: f32, %g1_out0: f32):
      %g1_0 = math.absf %g1_out0 : f32
      %g1_1 = arith.minimumf %g1_in0, %g1_0 : f32
      %g1_2 = arith.minimumf %g1_out0, %g1_1 : f32
      linalg.yield %g1_2 : f32
    } -> tensor<?x2xf32>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %v1, %g2_c0_0 : tensor<?x2xf32>
    %g2_empty0 = tensor.empty(%g2_d0_0) : tensor<?x2xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v1, %arg2 : tensor<?x2xf32>, tensor<2xf32>) outs(%g2_empty0 : tensor<?x2xf32>) {
    ^bb0(%g2_in0: f32, %g2_in1: f32, %g2_out0: f32):
      %g2_0 = arith.constant 7.000000e+00 : f32
      %g2_1 = arith.minimumf %g2_0, %g2_in0 : f32
      %g2_2 = arith.addf %g2_in1, %g2_in1 : f32
      %g2_3 = arith.subf %g2_1, %g2_2 : f32
      %g2_4 = arith.mulf %g2_in0, %g2_in0 : f32
      %g2_5 = arith.constant 2.000000e+00 : f32
      %g2_6 = arith.cmpf oge, %g2_5, %g2_in1 : f32
      %g2_7 = arith.select %g2_6, %g2_in1, %g2_in0 : f32
      %g2_8 = arith.cmpf olt, %g2_4, %g2_7 : f32
      %g2_9 = arith.select %g2_8, %g2_in0, %g2_in0 : f32
      %g2_10 = arith.minimumf %g2_3, %g2_9 : f32
      linalg.yield %g2_10 : f32
    } -> tensor<?x2xf32>
    %g3_c0_0 = arith.constant 0 : index
    %g3_d0_0 = tensor.dim %v2, %g3_c0_0 : tensor<?x2xf32>
    %g3_empty0 = tensor.empty(%g3_d0_0) : tensor<?x2xf32>
    %g3_fillval0 = arith.constant 0.000000e+00 : f32
    %g3_fill0 = linalg.fill ins(%g3_fillval0 : f32) outs(%g3_empty0 : tensor<?x2xf32>) -> tensor<?x2xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v2 : tensor<?x2xf32>) outs(%g3_fill0 : tensor<?x2xf32>) {
    ^bb0(%g3_in0: f32, %g3_out0: f32):
      %g3_0 = math.absf %g3_out0 : f32
      linalg.yield %g3_0 : f32
    } -> tensor<?x2xf32>
    return %v3 : tensor<?x2xf32>
  }
}
