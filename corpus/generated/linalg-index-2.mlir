// Corpus case 'linalg-index': `fusefuzz generate --seed 5` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 5 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<?x3x2xf32> {fusefuzz.shape = array<i64: 5, 3, 2>}, %arg1: tensor<5x3xf32>, %arg2: tensor<2x5x?x?xf32> {fusefuzz.shape = array<i64: 2, 5, 4, 3>}, %arg3: tensor<4x5x2x?xf32> {fusefuzz.shape = array<i64: 4, 5, 2, 3>}, %arg4: tensor<5x3x4x2xi1>) -> (tensor<?x?xi1>) {
    %g0_c0_0 = arith.constant 0 : index
    %g0_d0_0 = tensor.dim %arg0, %g0_c0_0 : tensor<?x3x2xf32>
    %g0_empty0 = tensor.empty(%g0_d0_0) : tensor<?x3x2xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<?x3x2xf32>) outs(%g0_empty0 : tensor<?x3x2xf32>) {
    ^bb0(%g0_in0: f32, %g0_out0: f32):
      %g0_0 = math.sqrt %g0_in0 : f32
      linalg.yield %g0_0 : f32
    } -> tensor<?x3x2xf32>
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %v0, %g1_c0_0 : tensor<?x3x2xf32>
    %g1_empty0 = tensor.empty(%g1_d0_0) : tensor<?x3x2xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v0 : tensor<?x3x2xf32>) outs(%g1_empty0 : tensor<?x3x2xf32>) {
    ^bb0(%g1_in0: f32, %g1_out0: f32):
      %g1_0 = arith.constant 7.000000e+00 : f32
      %g1_1 = arith.negf %g1_0 : f32
      %g1_2 = arith.cmpf oge, %g1_in0, %g1_in0 : f32
      %g1_3 = arith.select %g1_2, %g1_in0, %g1_in0 : f32
      %g1_4 = arith.cmpf ugt, %g1_1, %g1_3 : f32
      %g1_5 = arith.cmpf ord, %g1_in0, %g1_in0 : f32
      %g1_6 = arith.select %g1_5, %g1_in0, %g1_in0 : f32
      %g1_7 = arith.select %g1_4, %g1_6, %g1_in0 : f32
      %g1_8 = arith.constant -1.500000e+00 : f32
      %g1_9 = arith.cmpf une, %g1_in0, %g1_8 : f32
      %g1_10 = arith.constant 1.000000e+00 : f32
      %g1_11 = arith.constant -0.000000e+00 : f32
      %g1_12 = arith.cmpf olt, %g1_10, %g1_11 : f32
      %g1_13 = arith.select %g1_12, %g1_in0, %g1_in0 : f32
      %g1_14 = arith.select %g1_9, %g1_in0, %g1_13 : f32
      %g1_15 = arith.subf %g1_7, %g1_14 : f32
      linalg.yield %g1_15 : f32
    } -> tensor<?x3x2xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v1, %arg1, %v0 : tensor<?x3x2xf32>, tensor<5x3xf32>, tensor<?x3x2xf32>) outs(%v0 : tensor<?x3x2xf32>) {
    ^bb0(%g2_in0: f32, %g2_in1: f32, %g2_in2: f32, %g2_out0: f32):
      %g2_0 = arith.constant 0.000000e+00 : f32
      %g2_1 = arith.addf %g2_0, %g2_in1 : f32
      %g2_2 = arith.constant -0.000000e+00 : f32
      %g2_3 = math.floor %g2_2 : f32
      %g2_4 = arith.maximumf %g2_1, %g2_3 : f32
      linalg.yield %g2_4 : f32
    } -> tensor<?x3x2xf32>
    %g3_c0_0 = arith.constant 0 : index
    %g3_d0_0 = tensor.dim %v2, %g3_c0_0 : tensor<?x3x2xf32>
    %g3_c0_1 = arith.constant 3 : index
    %g3_d0_1 = tensor.dim %arg2, %g3_c0_1 : tensor<2x5x?x?xf32>
    %g3_c0_2 = arith.constant 2 : index
    %g3_d0_2 = tensor.dim %arg2, %g3_c0_2 : tensor<2x5x?x?xf32>
    %g3_empty0 = tensor.empty(%g3_d0_0, %g3_d0_1, %g3_d0_2) : tensor<?x?x?x2xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d0, d2, d1)>, affine_map<(d0, d1, d2, d3) -> (d2, d0, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v2, %arg2, %arg3 : tensor<?x3x2xf32>, tensor<2x5x?x?xf32>, tensor<4x5x2x?xf32>) outs(%g3_empty0 : tensor<?x?x?x2xf32>) {
    ^bb0(%g3_in0: f32, %g3_in1: f32, %g3_in2: f32, %g3_out0: f32):
      %g3_0 = linalg.index 3 : index
      %g3_1 = arith.index_cast %g3_0 : index to i32
      %g3_2 = arith.sitofp %g3_1 : i32 to f32
      %g3_3 = linalg.index 2 : index
      %g3_4 = arith.index_cast %g3_3 : index to i32
      %g3_5 = arith.sitofp %g3_4 : i32 to f32
      %g3_6 = arith.mulf %g3_2, %g3_5 : f32
      %g3_7 = arith.constant 7.000000e+00 : f32
      %g3_8 = arith.divf %g3_7, %g3_in2 : f32
      %g3_9 = arith.maximumf %g3_6, %g3_8 : f32
      linalg.yield %g3_9 : f32
    } -> tensor<?x?x?x2xf32>
    %g4_c0_0 = arith.constant 1 : index
    %g4_d0_0 = tensor.dim %v3, %g4_c0_0 : tensor<?x?x?x2xf32>
    %g4_c0_1 = arith.constant 0 : index
    %g4_d0_1 = tensor.dim %v3, %g4_c0_1 : tensor<?x?x?x2xf32>
    %g4_empty0 = tensor.empty(%g4_d0_0, %g4_d0_1) : tensor<?x?xi1>
    %g4_fillval0 = arith.constant 1 : i1
    %g4_fill0 = linalg.fill ins(%g4_fillval0 : i1) outs(%g4_empty0 : tensor<?x?xi1>) -> tensor<?x?xi1>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d0)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%v3, %arg4 : tensor<?x?x?x2xf32>, tensor<5x3x4x2xi1>) outs(%g4_fill0 : tensor<?x?xi1>) {
    ^bb0(%g4_in0: f32, %g4_in1: i1, %g4_out0: i1):
      %g4_0 = arith.constant 7.000000e+00 : f32
      %g4_1 = arith.uitofp %g4_out0 : i1 to f32
      %g4_2 = arith.divf %g4_0, %g4_1 : f32
      %g4_3 = arith.uitofp %g4_in1 : i1 to f32
      %g4_4 = arith.constant 2.000000e+00 : f32
      %g4_5 = arith.maximumf %g4_3, %g4_4 : f32
      %g4_6 = arith.cmpf olt, %g4_2, %g4_5 : f32
      %g4_7 = arith.andi %g4_out0, %g4_6 : i1
      linalg.yield %g4_7 : i1
    } -> tensor<?x?xi1>
    return %v4 : tensor<?x?xi1>
  }
}
