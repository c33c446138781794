// Corpus case 'refused-operand-not-input': `fusefuzz generate --seed 429` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}} operand-not-input=
module attributes {fusefuzz.seed = 429 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<1xf32>, %arg1: tensor<1xf32>, %arg2: tensor<1xf32>, %arg3: tensor<1xf32>) -> (tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) {
    %g0_empty0 = tensor.empty() : tensor<1xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<1xf32>) outs(%g0_empty0 : tensor<1xf32>) {
    ^bb0(%g0_in0: f32, %g0_out0: f32):
      %g0_0 = math.absf %g0_in0 : f32
      %g0_1 = arith.constant -0.000000e+00 : f32
      %g0_2 = arith.mulf %g0_in0, %g0_1 : f32
      %g0_3 = arith.mulf %g0_0, %g0_2 : f32
      %g0_4 = arith.cmpf oge, %g0_in0, %g0_in0 : f32
      %g0_5 = arith.select %g0_4, %g0_in0, %g0_in0 : f32
      %g0_6 = arith.mulf %g0_in0, %g0_in0 : f32
      %g0_7 = arith.cmpf olt, %g0_5, %g0_6 : f32
      %g0_8 = arith.constant 1.000000e+00 : f32
      %g0_9 = arith.negf %g0_in0 : f32
      %g0_10 = arith.select %g0_7, %g0_8, %g0_9 : f32
      %g0_11 = arith.minimumf %g0_3, %g0_10 : f32
      linalg.yield %g0_11 : f32
    } -> tensor<1xf32>
    %g1_empty0 = tensor.empty() : tensor<1xf32>
    %g1_fillval0 = arith.constant -1.500000e+00 : f32
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : f32) outs(%g1_empty0 : tensor<1xf32>) -> tensor<1xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v0 : tensor<1xf32>) outs(%g1_fill0 : tensor<1xf32>) {
    ^bb0(%g1_in0: f32, %g1_out0: f32):
      %g1_0 = arith.cmpf oeq, %g1_in0, %g1_in0 : f32
      %g1_1 = linalg.index 0 : index
      %g1_2 = arith.index_cast %g1_1 : index to i32
      %g1_3 = arith.sitofp %g1_2 : i32 to f32
      %g1_4 = arith.constant 7.000000e+00 : f32
      %g1_5 = arith.select %g1_0, %g1_3, %g1_4 : f32
      linalg.yield %g1_5 : f32
    } -> tensor<1xf32>
    %g2_empty0 = tensor.empty() : tensor<1xf32>
    %g2_fillval0 = arith.constant -1.500000e+00 : f32
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : f32) outs(%g2_empty0 : tensor<1xf32>) -> tensor<1xf32>
    %v2:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v1 : tensor<1xf32>) outs(%g2_fill0, %v0 : tensor<1xf32>, tensor<1xf32>) {
    ^bb0(%g2_in0: f32, %g2_out0: f32, %g2_out1: f32):
      %g2_0 = arith.divf %g2_out1, %g2_in0 : f32
      %g2_1 = math.floor %g2_0 : f32
      %g2_2 = math.exp %g2_out0 : f32
      %g2_3 = arith.negf %g2_out0 : f32
      %g2_4 = arith.mulf %g2_2, %g2_3 : f32
      linalg.yield %g2_1, %g2_4 : f32, f32
    } -> (tensor<1xf32>, tensor<1xf32>)
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v2#1, %arg1, %arg2 : tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) outs(%arg3 : tensor<1xf32>) {
    ^bb0(%g3_in0: f32, %g3_in1: f32, %g3_in2: f32, %g3_out0: f32):
      %g3_0 = arith.cmpf olt, %g3_in0, %g3_in2 : f32
      %g3_1 = arith.constant 1.000000e+00 : f32
      %g3_2 = arith.select %g3_0, %g3_out0, %g3_1 : f32
      %g3_3 = arith.constant 7.000000e+00 : f32
      %g3_4 = arith.maximumf %g3_3, %g3_in1 : f32
      %g3_5 = arith.divf %g3_2, %g3_4 : f32
      linalg.yield %g3_5 : f32
    } -> tensor<1xf32>
    return %v1, %v2#0, %v3 : tensor<1xf32>, tensor<1xf32>, tensor<1xf32>
  }
}
