// Corpus case 'refused-producer-not-all-parallel': `fusefuzz generate --seed 7` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}} producer-not-all-parallel=
module attributes {fusefuzz.seed = 7 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<2x4x5xi8>, %arg1: tensor<2xf32>) -> (tensor<2xf32>) {
    %g0_empty0 = tensor.empty() : tensor<2xi8>
    %g0_fillval0 = arith.constant 0 : i8
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : i8) outs(%g0_empty0 : tensor<2xi8>) -> tensor<2xi8>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%arg0, %arg0 : tensor<2x4x5xi8>, tensor<2x4x5xi8>) outs(%g0_fill0 : tensor<2xi8>) {
    ^bb0(%g0_in0: i8, %g0_in1: i8, %g0_out0: i8):
      %g0_0 = arith.constant 4 : i8
      %g0_1 = arith.muli %g0_0, %g0_out0 : i8
      %g0_2 = arith.muli %g0_out0, %g0_1 : i8
      linalg.yield %g0_2 : i8
    } -> tensor<2xi8>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v0 : tensor<2xi8>) outs(%arg1 : tensor<2xf32>) {
    ^bb0(%g1_in0: i8, %g1_out0: f32):
      %g1_0 = arith.sitofp %g1_in0 : i8 to f32
      %g1_1 = arith.minimumf %g1_out0, %g1_0 : f32
      linalg.yield %g1_1 : f32
    } -> tensor<2xf32>
    %g2_empty0 = tensor.empty() : tensor<2xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v1 : tensor<2xf32>) outs(%g2_empty0 : tensor<2xf32>) {
    ^bb0(%g2_in0: f32, %g2_out0: f32):
      %g2_0 = arith.subf %g2_in0, %g2_in0 : f32
      %g2_1 = arith.cmpf oeq, %g2_in0, %g2_0 : f32
      %g2_2 = arith.mulf %g2_in0, %g2_in0 : f32
      %g2_3 = arith.select %g2_1, %g2_in0, %g2_2 : f32
      linalg.yield %g2_3 : f32
    } -> tensor<2xf32>
    %g3_empty0 = tensor.empty() : tensor<2xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v2, %v2 : tensor<2xf32>, tensor<2xf32>) outs(%g3_empty0 : tensor<2xf32>) {
    ^bb0(%g3_in0: f32, %g3_in1: f32, %g3_out0: f32):
      %g3_0 = arith.constant 7.000000e+00 : f32
      %g3_1 = arith.minimumf %g3_0, %g3_in0 : f32
      %g3_2 = arith.negf %g3_in1 : f32
      %g3_3 = arith.addf %g3_1, %g3_2 : f32
      linalg.yield %g3_3 : f32
    } -> tensor<2xf32>
    %g4_empty0 = tensor.empty() : tensor<f32>
    %g4_fillval0 = arith.constant -1.500000e+00 : f32
    %g4_fill0 = linalg.fill ins(%g4_fillval0 : f32) outs(%g4_empty0 : tensor<f32>) -> tensor<f32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%v3 : tensor<2xf32>) outs(%g4_fill0 : tensor<f32>) {
    ^bb0(%g4_in0: f32, %g4_out0: f32):
      %g4_0 = math.sqrt %g4_in0 : f32
      %g4_1 = arith.mulf %g4_out0, %g4_0 : f32
      linalg.yield %g4_1 : f32
    } -> tensor<f32>
    %g5_empty0 = tensor.empty() : tensor<2xf32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v4 : tensor<f32>) outs(%g5_empty0 : tensor<2xf32>) {
    ^bb0(%g5_in0: f32, %g5_out0: f32):
      %g5_0 = arith.constant -1.500000e+00 : f32
      %g5_1 = arith.cmpf oge, %g5_in0, %g5_0 : f32
      %g5_2 = arith.constant 5.000000e-01 : f32
      %g5_3 = arith.select %g5_1, %g5_2, %g5_in0 : f32
      %g5_4 = arith.divf %g5_in0, %g5_3 : f32
      %g5_5 = arith.divf %g5_4, %g5_in0 : f32
      linalg.yield %g5_5 : f32
    } -> tensor<2xf32>
    return %v5 : tensor<2xf32>
  }
}
