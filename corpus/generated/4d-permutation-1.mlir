// Corpus case '4d-permutation': `fusefuzz generate --seed 34` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 34 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<4x?x5xf32> {fusefuzz.shape = array<i64: 4, 5, 5>}, %arg1: tensor<5x?x4xi32> {fusefuzz.shape = array<i64: 5, 5, 4>}, %arg2: tensor<1x?x1x4xi32> {fusefuzz.shape = array<i64: 1, 3, 1, 4>}, %arg3: tensor<1x1x4x?xf16> {fusefuzz.shape = array<i64: 1, 1, 4, 3>}) -> (tensor<5x?x4xf32>, tensor<5x?x4xi32>, tensor<1x1x4x?xf16>) {
    %g0_c0_1 = arith.constant 1 : index
    %g0_d0_1 = tensor.dim %arg0, %g0_c0_1 : tensor<4x?x5xf32>
    %g0_empty0 = tensor.empty(%g0_d0_1) : tensor<5x?x4xf32>
    %g0_c1_1 = arith.constant 1 : index
    %g0_d1_1 = tensor.dim %arg0, %g0_c1_1 : tensor<4x?x5xf32>
    %g0_empty1 = tensor.empty(%g0_d1_1) : tensor<5x?x4xi32>
    %v0:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d1, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4x?x5xf32>) outs(%g0_empty0, %g0_empty1 : tensor<5x?x4xf32>, tensor<5x?x4xi32>) {
    ^bb0(%g0_in0: f32, %g0_out0: f32, %g0_out1: i32):
      %g0_0 = math.floor %g0_in0 : f32
      %g0_1 = arith.constant 5 : i32
      %g0_2 = arith.cmpf uno, %g0_in0, %g0_in0 : f32
      %g0_3 = arith.constant -1.000000e+02 : f32
      %g0_4 = arith.constant 1.000000e+02 : f32
      %g0_5 = arith.constant 0.000000e+00 : f32
      %g0_6 = arith.maximumf %g0_in0, %g0_3 : f32
      %g0_7 = arith.minimumf %g0_6, %g0_4 : f32
      %g0_8 = arith.select %g0_2, %g0_5, %g0_7 : f32
      %g0_9 = arith.fptosi %g0_8 : f32 to i32
      %g0_10 = arith.maxsi %g0_1, %g0_9 : i32
      linalg.yield %g0_0, %g0_10 : f32, i32
    } -> (tensor<5x?x4xf32>, tensor<5x?x4xi32>)
    %g1_c0_1 = arith.constant 1 : index
    %g1_d0_1 = tensor.dim %v0#1, %g1_c0_1 : tensor<5x?x4xi32>
    %g1_empty0 = tensor.empty(%g1_d0_1) : tensor<5x?x4xi32>
    %g1_fillval0 = arith.constant 2 : i32
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : i32) outs(%g1_empty0 : tensor<5x?x4xi32>) -> tensor<5x?x4xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v0#1 : tensor<5x?x4xi32>) outs(%g1_fill0 : tensor<5x?x4xi32>) {
    ^bb0(%g1_in0: i32, %g1_out0: i32):
      %g1_0 = arith.subi %g1_in0, %g1_out0 : i32
      linalg.yield %g1_0 : i32
    } -> tensor<5x?x4xi32>
    %g2_c0_1 = arith.constant 1 : index
    %g2_d0_1 = tensor.dim %v1, %g2_c0_1 : tensor<5x?x4xi32>
    %g2_empty0 = tensor.empty(%g2_d0_1) : tensor<5x?x4xi32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v1, %arg1 : tensor<5x?x4xi32>, tensor<5x?x4xi32>) outs(%g2_empty0 : tensor<5x?x4xi32>) {
    ^bb0(%g2_in0: i32, %g2_in1: i32, %g2_out0: i32):
      %g2_0 = arith.constant 32 : i32
      %g2_1 = arith.remui %g2_in0, %g2_0 : i32
      %g2_2 = arith.shrsi %g2_in1, %g2_1 : i32
      %g2_3 = arith.xori %g2_2, %g2_in1 : i32
      linalg.yield %g2_3 : i32
    } -> tensor<5x?x4xi32>
    %g3_c0_3 = arith.constant 1 : index
    %g3_d0_3 = tensor.dim %arg2, %g3_c0_3 : tensor<1x?x1x4xi32>
    %g3_empty0 = tensor.empty(%g3_d0_3) : tensor<1x1x4x?xi32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d3, d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2 : tensor<1x?x1x4xi32>) outs(%g3_empty0 : tensor<1x1x4x?xi32>) {
    ^bb0(%g3_in0: i32, %g3_out0: i32):
      %g3_0 = arith.constant 7 : i32
      %g3_1 = arith.ori %g3_0, %g3_in0 : i32
      linalg.yield %g3_1 : i32
    } -> tensor<1x1x4x?xi32>
    %g4_c0_3 = arith.constant 3 : index
    %g4_d0_3 = tensor.dim %v3, %g4_c0_3 : tensor<1x1x4x?xi32>
    %g4_empty0 = tensor.empty(%g4_d0_3) : tensor<1x1x4x?xf16>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v3, %arg3, %arg3 : tensor<1x1x4x?xi32>, tensor<1x1x4x?xf16>, tensor<1x1x4x?xf16>) outs(%g4_empty0 : tensor<1x1x4x?xf16>) {
    ^bb0(%g4_in0: i32, %g4_in1: f16, %g4_in2: f16, %g4_out0: f16):
      %g4_0 = arith.constant -3.000000e+00 : f16
      %g4_1 = arith.divf %g4_in1, %g4_0 : f16
      %g4_2 = arith.sitofp %g4_in0 : i32 to f16
      %g4_3 = arith.cmpf oge, %g4_1, %g4_2 : f16
      %g4_4 = arith.divf %g4_in2, %g4_in2 : f16
      %g4_5 = arith.sitofp %g4_in0 : i32 to f16
      %g4_6 = arith.addf %g4_5, %g4_in2 : f16
      %g4_7 = arith.select %g4_3, %g4_4, %g4_6 : f16
      linalg.yield %g4_7 : f16
    } -> tensor<1x1x4x?xf16>
    return %v0#0, %v2, %v4 : tensor<5x?x4xf32>, tensor<5x?x4xi32>, tensor<1x1x4x?xf16>
  }
}
