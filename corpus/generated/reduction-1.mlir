// Corpus case 'reduction': `fusefuzz generate --seed 8` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 8 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<4x?x1xf32> {fusefuzz.shape = array<i64: 4, 2, 1>}, %arg1: tensor<1xf32>, %arg2: tensor<f32>, %arg3: tensor<4xf32>) -> (tensor<2xf32>, tensor<4xf32>) {
    %g0_empty0 = tensor.empty() : tensor<4xf32>
    %g0_fillval0 = arith.constant 5.000000e-01 : f32
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : f32) outs(%g0_empty0 : tensor<4xf32>) -> tensor<4xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d1, d0)>, affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<4x?x1xf32>, tensor<1xf32>, tensor<f32>) outs(%g0_fill0 : tensor<4xf32>) {
    ^bb0(%g0_in0: f32, %g0_in1: f32, %g0_in2: f32, %g0_out0: f32):
      %g0_0 = arith.divf %g0_in0, %g0_in1 : f32
      %g0_1 = math.sqrt %g0_in1 : f32
      %g0_2 = arith.minimumf %g0_0, %g0_1 : f32
      %g0_3 = arith.constant 5.000000e-01 : f32
      %g0_4 = arith.maximumf %g0_out0, %g0_3 : f32
      %g0_5 = arith.constant -0.000000e+00 : f32
      %g0_6 = arith.divf %g0_out0, %g0_5 : f32
      %g0_7 = arith.cmpf oeq, %g0_4, %g0_6 : f32
      %g0_8 = arith.addf %g0_in2, %g0_out0 : f32
      %g0_9 = arith.addf %g0_in0, %g0_in0 : f32
      %g0_10 = arith.select %g0_7, %g0_8, %g0_9 : f32
      %g0_11 = arith.addf %g0_2, %g0_10 : f32
      %g0_12 = arith.mulf %g0_out0, %g0_11 : f32
      linalg.yield %g0_12 : f32
    } -> tensor<4xf32>
    %g1_empty0 = tensor.empty() : tensor<f32>
    %g1_fillval0 = arith.constant 1.000000e+00 : f32
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : f32) outs(%g1_empty0 : tensor<f32>) -> tensor<f32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%v0, %arg3, %v0 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) outs(%g1_fill0 : tensor<f32>) {
    ^bb0(%g1_in0: f32, %g1_in1: f32, %g1_in2: f32, %g1_out0: f32):
      %g1_0 = arith.constant 0.000000e+00 : f32
      %g1_1 = math.absf %g1_0 : f32
      %g1_2 = arith.constant 2.000000e+00 : f32
      %g1_3 = arith.cmpf oeq, %g1_in1, %g1_2 : f32
      %g1_4 = arith.select %g1_3, %g1_in2, %g1_in0 : f32
      %g1_5 = arith.cmpf une, %g1_1, %g1_4 : f32
      %g1_6 = math.floor %g1_in1 : f32
      %g1_7 = arith.divf %g1_in2, %g1_in1 : f32
      %g1_8 = arith.select %g1_5, %g1_6, %g1_7 : f32
      %g1_9 = arith.minimumf %g1_out0, %g1_8 : f32
      linalg.yield %g1_9 : f32
    } -> tensor<f32>
    %g2_empty0 = tensor.empty() : tensor<2xf32>
    %g2_fillval0 = arith.constant -1.500000e+00 : f32
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : f32) outs(%g2_empty0 : tensor<2xf32>) -> tensor<2xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v1, %v1 : tensor<f32>, tensor<f32>) outs(%g2_fill0 : tensor<2xf32>) {
    ^bb0(%g2_in0: f32, %g2_in1: f32, %g2_out0: f32):
      %g2_0 = arith.subf %g2_in1, %g2_in0 : f32
      %g2_1 = arith.addf %g2_0, %g2_in1 : f32
      linalg.yield %g2_1 : f32
    } -> tensor<2xf32>
    %g3_empty0 = tensor.empty() : tensor<4xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v0 : tensor<4xf32>) outs(%g3_empty0 : tensor<4xf32>) {
    ^bb0(%g3_in0: f32, %g3_out0: f32):
      %g3_0 = arith.cmpf olt, %g3_in0, %g3_in0 : f32
      %g3_1 = arith.constant -3.000000e+00 : f32
      %g3_2 = arith.select %g3_0, %g3_1, %g3_in0 : f32
      %g3_3 = arith.cmpf olt, %g3_in0, %g3_in0 : f32
      %g3_4 = arith.select %g3_3, %g3_in0, %g3_in0 : f32
      %g3_5 = arith.minimumf %g3_2, %g3_4 : f32
      %g3_6 = math.floor %g3_5 : f32
      linalg.yield %g3_6 : f32
    } -> tensor<4xf32>
    return %v2, %v3 : tensor<2xf32>, tensor<4xf32>
  }
}
