// Corpus case 'math-payload': `fusefuzz generate --seed 38` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 38 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<3x4x4xf32>, %arg1: tensor<3x?x?xf32> {fusefuzz.shape = array<i64: 3, 4, 4>}, %arg2: tensor<?x4x?xf32> {fusefuzz.shape = array<i64: 3, 4, 4>}) -> (tensor<3x?x?xf32>, tensor<?x4x?xf32>) {
    %g0_empty0 = tensor.empty() : tensor<3x4x4xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<3x4x4xf32>) outs(%g0_empty0 : tensor<3x4x4xf32>) {
    ^bb0(%g0_in0: f32, %g0_out0: f32):
      %g0_0 = linalg.index 2 : index
      %g0_1 = arith.index_cast %g0_0 : index to i32
      %g0_2 = arith.sitofp %g0_1 : i32 to f32
      %g0_3 = math.exp %g0_2 : f32
      %g0_4 = arith.addf %g0_in0, %g0_in0 : f32
      %g0_5 = arith.cmpf ord, %g0_3, %g0_4 : f32
      %g0_6 = arith.constant -3.000000e+00 : f32
      %g0_7 = arith.constant 7.000000e+00 : f32
      %g0_8 = arith.addf %g0_6, %g0_7 : f32
      %g0_9 = arith.select %g0_5, %g0_in0, %g0_8 : f32
      %g0_10 = math.absf %g0_9 : f32
      linalg.yield %g0_10 : f32
    } -> tensor<3x4x4xf32>
    %g1_c0_1 = arith.constant 1 : index
    %g1_d0_1 = tensor.dim %arg1, %g1_c0_1 : tensor<3x?x?xf32>
    %g1_c0_2 = arith.constant 2 : index
    %g1_d0_2 = tensor.dim %arg1, %g1_c0_2 : tensor<3x?x?xf32>
    %g1_empty0 = tensor.empty(%g1_d0_1, %g1_d0_2) : tensor<3x?x?xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v0, %arg1 : tensor<3x4x4xf32>, tensor<3x?x?xf32>) outs(%g1_empty0 : tensor<3x?x?xf32>) {
    ^bb0(%g1_in0: f32, %g1_in1: f32, %g1_out0: f32):
      %g1_0 = arith.constant -0.000000e+00 : f32
      %g1_1 = arith.minimumf %g1_0, %g1_in0 : f32
      linalg.yield %g1_1 : f32
    } -> tensor<3x?x?xf32>
    %g2_c0_1 = arith.constant 1 : index
    %g2_d0_1 = tensor.dim %v1, %g2_c0_1 : tensor<3x?x?xf32>
    %g2_c0_2 = arith.constant 2 : index
    %g2_d0_2 = tensor.dim %v1, %g2_c0_2 : tensor<3x?x?xf32>
    %g2_empty0 = tensor.empty(%g2_d0_1, %g2_d0_2) : tensor<3x?x?xf32>
    %v2:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v1 : tensor<3x?x?xf32>) outs(%g2_empty0, %arg2 : tensor<3x?x?xf32>, tensor<?x4x?xf32>) {
    ^bb0(%g2_in0: f32, %g2_out0: f32, %g2_out1: f32):
      %g2_0 = arith.maximumf %g2_in0, %g2_in0 : f32
      %g2_1 = arith.subf %g2_in0, %g2_in0 : f32
      %g2_2 = arith.subf %g2_0, %g2_1 : f32
      %g2_3 = math.absf %g2_in0 : f32
      %g2_4 = math.sqrt %g2_3 : f32
      %g2_5 = arith.subf %g2_2, %g2_4 : f32
      %g2_6 = arith.constant -3.000000e+00 : f32
      %g2_7 = math.sqrt %g2_6 : f32
      %g2_8 = arith.maximumf %g2_7, %g2_in0 : f32
      %g2_9 = arith.maximumf %g2_in0, %g2_8 : f32
      linalg.yield %g2_5, %g2_9 : f32, f32
    } -> (tensor<3x?x?xf32>, tensor<?x4x?xf32>)
    return %v2#0, %v2#1 : tensor<3x?x?xf32>, tensor<?x4x?xf32>
  }
}
