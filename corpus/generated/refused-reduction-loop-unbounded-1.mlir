// Corpus case 'refused-reduction-loop-unbounded': `fusefuzz generate --seed 19` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}} reduction-loop-unbounded=
module attributes {fusefuzz.seed = 19 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<4x3x?x1xf32> {fusefuzz.shape = array<i64: 4, 3, 5, 1>}, %arg1: tensor<4x3x5xf32>, %arg2: tensor<f32>, %arg3: tensor<?x3xf32> {fusefuzz.shape = array<i64: 4, 3>}) -> (tensor<?x3xf32>) {
    %g0_c0_2 = arith.constant 2 : index
    %g0_d0_2 = tensor.dim %arg0, %g0_c0_2 : tensor<4x3x?x1xf32>
    %g0_empty0 = tensor.empty(%g0_d0_2) : tensor<4x3x?x1xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x3x?x1xf32>, tensor<4x3x5xf32>) outs(%g0_empty0 : tensor<4x3x?x1xf32>) {
    ^bb0(%g0_in0: f32, %g0_in1: f32, %g0_out0: f32):
      %g0_0 = math.floor %g0_in0 : f32
      %g0_1 = arith.maximumf %g0_in1, %g0_in0 : f32
      %g0_2 = arith.cmpf oeq, %g0_0, %g0_1 : f32
      %g0_3 = arith.mulf %g0_in0, %g0_in1 : f32
      %g0_4 = arith.constant 0.000000e+00 : f32
      %g0_5 = arith.cmpf oge, %g0_4, %g0_in1 : f32
      %g0_6 = arith.select %g0_5, %g0_in0, %g0_in0 : f32
      %g0_7 = arith.select %g0_2, %g0_3, %g0_6 : f32
      %g0_8 = arith.constant -0.000000e+00 : f32
      %g0_9 = arith.divf %g0_8, %g0_in1 : f32
      %g0_10 = arith.maximumf %g0_in1, %g0_in1 : f32
      %g0_11 = arith.maximumf %g0_9, %g0_10 : f32
      %g0_12 = arith.mulf %g0_7, %g0_11 : f32
      linalg.yield %g0_12 : f32
    } -> tensor<4x3x?x1xf32>
    %g1_c0_3 = arith.constant 2 : index
    %g1_d0_3 = tensor.dim %v0, %g1_c0_3 : tensor<4x3x?x1xf32>
    %g1_empty0 = tensor.empty(%g1_d0_3) : tensor<4x3x1x?xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v0, %v0, %arg2 : tensor<4x3x?x1xf32>, tensor<4x3x?x1xf32>, tensor<f32>) outs(%g1_empty0 : tensor<4x3x1x?xf32>) {
    ^bb0(%g1_in0: f32, %g1_in1: f32, %g1_in2: f32, %g1_out0: f32):
      %g1_0 = arith.divf %g1_in0, %g1_in0 : f32
      %g1_1 = arith.cmpf une, %g1_in2, %g1_0 : f32
      %g1_2 = arith.select %g1_1, %g1_in1, %g1_in2 : f32
      linalg.yield %g1_2 : f32
    } -> tensor<4x3x1x?xf32>
    %g2_c0_3 = arith.constant 3 : index
    %g2_d0_3 = tensor.dim %v1, %g2_c0_3 : tensor<4x3x1x?xf32>
    %g2_empty0 = tensor.empty(%g2_d0_3) : tensor<4x3x2x?xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v1 : tensor<4x3x1x?xf32>) outs(%g2_empty0 : tensor<4x3x2x?xf32>) {
    ^bb0(%g2_in0: f32, %g2_out0: f32):
      %g2_0 = arith.minimumf %g2_in0, %g2_in0 : f32
      linalg.yield %g2_0 : f32
    } -> tensor<4x3x2x?xf32>
    %g3_c0_3 = arith.constant 3 : index
    %g3_d0_3 = tensor.dim %v2, %g3_c0_3 : tensor<4x3x2x?xf32>
    %g3_empty0 = tensor.empty(%g3_d0_3) : tensor<4x3x2x?xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v2, %v2 : tensor<4x3x2x?xf32>, tensor<4x3x2x?xf32>) outs(%g3_empty0 : tensor<4x3x2x?xf32>) {
    ^bb0(%g3_in0: f32, %g3_in1: f32, %g3_out0: f32):
      %g3_0 = math.exp %g3_in1 : f32
      %g3_1 = arith.mulf %g3_0, %g3_in0 : f32
      linalg.yield %g3_1 : f32
    } -> tensor<4x3x2x?xf32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%v3 : tensor<4x3x2x?xf32>) outs(%arg3 : tensor<?x3xf32>) {
    ^bb0(%g4_in0: f32, %g4_out0: f32):
      %g4_0 = arith.divf %g4_out0, %g4_out0 : f32
      %g4_1 = arith.maximumf %g4_out0, %g4_0 : f32
      linalg.yield %g4_1 : f32
    } -> tensor<?x3xf32>
    return %v4 : tensor<?x3xf32>
  }
}
