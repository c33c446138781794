// Corpus case 'multi-result': `fusefuzz generate --seed 16` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 16 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<5x2x5x4xf32>, %arg1: tensor<2x?x?x5xf32> {fusefuzz.shape = array<i64: 2, 5, 4, 5>}, %arg2: tensor<5x2x?x5xf32> {fusefuzz.shape = array<i64: 5, 2, 4, 5>}, %arg3: tensor<?x?x?x5xf32> {fusefuzz.shape = array<i64: 5, 2, 4, 5>}, %arg4: tensor<2x5x4x5xf32>, %arg5: tensor<5x2x4x5xf32>, %arg6: tensor<5x2x4x?xf32> {fusefuzz.shape = array<i64: 5, 2, 4, 5>}) -> (tensor<?x?x?x5xf32>, tensor<5x2x4x5xf32>, tensor<5x2x4x?xf32>) {
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d1, d3, d2, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg1 : tensor<5x2x5x4xf32>, tensor<2x?x?x5xf32>) outs(%arg2 : tensor<5x2x?x5xf32>) {
    ^bb0(%g0_in0: f32, %g0_in1: f32, %g0_out0: f32):
      %g0_0 = arith.negf %g0_in0 : f32
      %g0_1 = linalg.index 1 : index
      %g0_2 = arith.index_cast %g0_1 : index to i32
      %g0_3 = arith.sitofp %g0_2 : i32 to f32
      %g0_4 = arith.mulf %g0_3, %g0_in1 : f32
      %g0_5 = arith.subf %g0_0, %g0_4 : f32
      linalg.yield %g0_5 : f32
    } -> tensor<5x2x?x5xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v0 : tensor<5x2x?x5xf32>) outs(%arg3 : tensor<?x?x?x5xf32>) {
    ^bb0(%g1_in0: f32, %g1_out0: f32):
      %g1_0 = math.floor %g1_in0 : f32
      %g1_1 = arith.constant -3.000000e+00 : f32
      %g1_2 = arith.minimumf %g1_in0, %g1_1 : f32
      %g1_3 = arith.divf %g1_0, %g1_2 : f32
      %g1_4 = math.floor %g1_in0 : f32
      %g1_5 = arith.addf %g1_in0, %g1_in0 : f32
      %g1_6 = arith.subf %g1_4, %g1_5 : f32
      %g1_7 = arith.mulf %g1_3, %g1_6 : f32
      linalg.yield %g1_7 : f32
    } -> tensor<?x?x?x5xf32>
    %v2:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3, d2, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v1, %arg4 : tensor<?x?x?x5xf32>, tensor<2x5x4x5xf32>) outs(%arg5, %arg6 : tensor<5x2x4x5xf32>, tensor<5x2x4x?xf32>) {
    ^bb0(%g2_in0: f32, %g2_in1: f32, %g2_out0: f32, %g2_out1: f32):
      %g2_0 = arith.divf %g2_out0, %g2_in0 : f32
      %g2_1 = arith.subf %g2_in0, %g2_out0 : f32
      linalg.yield %g2_0, %g2_1 : f32, f32
    } -> (tensor<5x2x4x5xf32>, tensor<5x2x4x?xf32>)
    %g3_c0_3 = arith.constant 3 : index
    %g3_d0_3 = tensor.dim %v2#1, %g3_c0_3 : tensor<5x2x4x?xf32>
    %g3_empty0 = tensor.empty(%g3_d0_3) : tensor<5x2x4x?xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v2#1 : tensor<5x2x4x?xf32>) outs(%g3_empty0 : tensor<5x2x4x?xf32>) {
    ^bb0(%g3_in0: f32, %g3_out0: f32):
      %g3_0 = arith.mulf %g3_in0, %g3_in0 : f32
      %g3_1 = arith.divf %g3_in0, %g3_0 : f32
      linalg.yield %g3_1 : f32
    } -> tensor<5x2x4x?xf32>
    return %v1, %v2#0, %v3 : tensor<?x?x?x5xf32>, tensor<5x2x4x5xf32>, tensor<5x2x4x?xf32>
  }
}
