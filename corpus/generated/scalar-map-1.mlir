// Corpus case 'scalar-map': `fusefuzz generate --seed 17` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 17 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<?xf32> {fusefuzz.shape = array<i64: 4>}, %arg1: tensor<5xf32>, %arg2: tensor<2x?x4xf32> {fusefuzz.shape = array<i64: 2, 5, 4>}, %arg3: tensor<5x4x2xf32>, %arg4: tensor<5x4x?xf32> {fusefuzz.shape = array<i64: 5, 4, 2>}, %arg5: tensor<?x5x2xf32> {fusefuzz.shape = array<i64: 4, 5, 2>}, %arg6: tensor<5x4x2xf32>, %arg7: tensor<f32>, %arg8: tensor<f32>, %arg9: tensor<4x5x2xf32>) -> (tensor<2x?x?xf32>, tensor<4x5x2xf32>) {
    %g0_c0_1 = arith.constant 1 : index
    %g0_d0_1 = tensor.dim %arg2, %g0_c0_1 : tensor<2x?x4xf32>
    %g0_c0_2 = arith.constant 0 : index
    %g0_d0_2 = tensor.dim %arg0, %g0_c0_2 : tensor<?xf32>
    %g0_empty0 = tensor.empty(%g0_d0_1, %g0_d0_2) : tensor<2x?x?xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<?xf32>, tensor<5xf32>, tensor<2x?x4xf32>) outs(%g0_empty0 : tensor<2x?x?xf32>) {
    ^bb0(%g0_in0: f32, %g0_in1: f32, %g0_in2: f32, %g0_out0: f32):
      %g0_0 = arith.constant -0.000000e+00 : f32
      %g0_1 = arith.mulf %g0_0, %g0_in1 : f32
      %g0_2 = arith.addf %g0_1, %g0_in0 : f32
      linalg.yield %g0_2 : f32
    } -> tensor<2x?x?xf32>
    %g1_c0_1 = arith.constant 1 : index
    %g1_d0_1 = tensor.dim %v0, %g1_c0_1 : tensor<2x?x?xf32>
    %g1_c0_2 = arith.constant 2 : index
    %g1_d0_2 = tensor.dim %v0, %g1_c0_2 : tensor<2x?x?xf32>
    %g1_empty0 = tensor.empty(%g1_d0_1, %g1_d0_2) : tensor<2x?x?xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v0 : tensor<2x?x?xf32>) outs(%g1_empty0 : tensor<2x?x?xf32>) {
    ^bb0(%g1_in0: f32, %g1_out0: f32):
      %g1_0 = arith.divf %g1_in0, %g1_in0 : f32
      %g1_1 = linalg.index 2 : index
      %g1_2 = arith.index_cast %g1_1 : index to i32
      %g1_3 = arith.sitofp %g1_2 : i32 to f32
      %g1_4 = math.floor %g1_3 : f32
      %g1_5 = arith.cmpf oge, %g1_0, %g1_4 : f32
      %g1_6 = arith.cmpf ord, %g1_in0, %g1_in0 : f32
      %g1_7 = arith.select %g1_6, %g1_in0, %g1_in0 : f32
      %g1_8 = linalg.index 2 : index
      %g1_9 = arith.index_cast %g1_8 : index to i32
      %g1_10 = arith.sitofp %g1_9 : i32 to f32
      %g1_11 = arith.divf %g1_in0, %g1_10 : f32
      %g1_12 = arith.select %g1_5, %g1_7, %g1_11 : f32
      %g1_13 = arith.constant 7.000000e+00 : f32
      %g1_14 = arith.cmpf oeq, %g1_13, %g1_in0 : f32
      %g1_15 = arith.select %g1_14, %g1_in0, %g1_in0 : f32
      %g1_16 = arith.cmpf oge, %g1_in0, %g1_in0 : f32
      %g1_17 = linalg.index 0 : index
      %g1_18 = arith.index_cast %g1_17 : index to i32
      %g1_19 = arith.sitofp %g1_18 : i32 to f32
      %g1_20 = arith.select %g1_16, %g1_in0, %g1_19 : f32
      %g1_21 = arith.subf %g1_15, %g1_20 : f32
      %g1_22 = arith.maximumf %g1_12, %g1_21 : f32
      linalg.yield %g1_22 : f32
    } -> tensor<2x?x?xf32>
    %g2_c0_0 = arith.constant 2 : index
    %g2_d0_0 = tensor.dim %v1, %g2_c0_0 : tensor<2x?x?xf32>
    %g2_c0_1 = arith.constant 1 : index
    %g2_d0_1 = tensor.dim %v1, %g2_c0_1 : tensor<2x?x?xf32>
    %g2_c0_2 = arith.constant 2 : index
    %g2_d0_2 = tensor.dim %arg4, %g2_c0_2 : tensor<5x4x?xf32>
    %g2_empty0 = tensor.empty(%g2_d0_0, %g2_d0_1, %g2_d0_2) : tensor<?x?x?xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d1, d0)>, affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v1, %arg3, %arg4 : tensor<2x?x?xf32>, tensor<5x4x2xf32>, tensor<5x4x?xf32>) outs(%g2_empty0 : tensor<?x?x?xf32>) {
    ^bb0(%g2_in0: f32, %g2_in1: f32, %g2_in2: f32, %g2_out0: f32):
      %g2_0 = arith.subf %g2_in1, %g2_in2 : f32
      linalg.yield %g2_0 : f32
    } -> tensor<?x?x?xf32>
    %g3_c0_0 = arith.constant 0 : index
    %g3_d0_0 = tensor.dim %v2, %g3_c0_0 : tensor<?x?x?xf32>
    %g3_c0_1 = arith.constant 1 : index
    %g3_d0_1 = tensor.dim %v2, %g3_c0_1 : tensor<?x?x?xf32>
    %g3_c0_2 = arith.constant 2 : index
    %g3_d0_2 = tensor.dim %v2, %g3_c0_2 : tensor<?x?x?xf32>
    %g3_empty0 = tensor.empty(%g3_d0_0, %g3_d0_1, %g3_d0_2) : tensor<?x?x?xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v2, %arg5, %arg6 : tensor<?x?x?xf32>, tensor<?x5x2xf32>, tensor<5x4x2xf32>) outs(%g3_empty0 : tensor<?x?x?xf32>) {
    ^bb0(%g3_in0: f32, %g3_in1: f32, %g3_in2: f32, %g3_out0: f32):
      %g3_0 = arith.cmpf une, %g3_in1, %g3_in1 : f32
      %g3_1 = arith.select %g3_0, %g3_in0, %g3_in2 : f32
      %g3_2 = arith.constant 5.000000e-01 : f32
      %g3_3 = arith.subf %g3_2, %g3_in2 : f32
      %g3_4 = arith.cmpf oeq, %g3_1, %g3_3 : f32
      %g3_5 = math.exp %g3_in0 : f32
      %g3_6 = arith.select %g3_4, %g3_5, %g3_in0 : f32
      linalg.yield %g3_6 : f32
    } -> tensor<?x?x?xf32>
    %g4_c0_0 = arith.constant 0 : index
    %g4_d0_0 = tensor.dim %v3, %g4_c0_0 : tensor<?x?x?xf32>
    %g4_c0_1 = arith.constant 1 : index
    %g4_d0_1 = tensor.dim %v3, %g4_c0_1 : tensor<?x?x?xf32>
    %g4_c0_2 = arith.constant 2 : index
    %g4_d0_2 = tensor.dim %v3, %g4_c0_2 : tensor<?x?x?xf32>
    %g4_empty0 = tensor.empty(%g4_d0_0, %g4_d0_1, %g4_d0_2) : tensor<?x?x?xf32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v3, %arg7, %arg8 : tensor<?x?x?xf32>, tensor<f32>, tensor<f32>) outs(%g4_empty0 : tensor<?x?x?xf32>) {
    ^bb0(%g4_in0: f32, %g4_in1: f32, %g4_in2: f32, %g4_out0: f32):
      %g4_0 = arith.cmpf une, %g4_in2, %g4_in0 : f32
      %g4_1 = arith.constant 1.000000e+00 : f32
      %g4_2 = arith.constant 7.000000e+00 : f32
      %g4_3 = arith.select %g4_0, %g4_1, %g4_2 : f32
      %g4_4 = math.floor %g4_in2 : f32
      %g4_5 = arith.cmpf une, %g4_3, %g4_4 : f32
      %g4_6 = arith.cmpf une, %g4_in0, %g4_in0 : f32
      %g4_7 = arith.constant 2.000000e+00 : f32
      %g4_8 = arith.select %g4_6, %g4_in0, %g4_7 : f32
      %g4_9 = arith.constant -1.500000e+00 : f32
      %g4_10 = arith.mulf %g4_9, %g4_in0 : f32
      %g4_11 = arith.select %g4_5, %g4_8, %g4_10 : f32
      linalg.yield %g4_11 : f32
    } -> tensor<?x?x?xf32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v4 : tensor<?x?x?xf32>) outs(%arg9 : tensor<4x5x2xf32>) {
    ^bb0(%g5_in0: f32, %g5_out0: f32):
      %g5_0 = arith.cmpf olt, %g5_in0, %g5_in0 : f32
      %g5_1 = arith.constant 5.000000e-01 : f32
      %g5_2 = arith.select %g5_0, %g5_1, %g5_in0 : f32
      %g5_3 = arith.constant 0.000000e+00 : f32
      %g5_4 = math.floor %g5_3 : f32
      %g5_5 = arith.divf %g5_2, %g5_4 : f32
      linalg.yield %g5_5 : f32
    } -> tensor<4x5x2xf32>
    return %v0, %v5 : tensor<2x?x?xf32>, tensor<4x5x2xf32>
  }
}
