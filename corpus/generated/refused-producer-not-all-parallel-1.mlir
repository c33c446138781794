// Corpus case 'refused-producer-not-all-parallel': `fusefuzz generate --seed 1` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}} producer-not-all-parallel=
module attributes {fusefuzz.seed = 1 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<5xf32>, %arg1: tensor<5x4xf32>, %arg2: tensor<5x?x4xf32> {fusefuzz.shape = array<i64: 5, 5, 4>}, %arg3: tensor<5x5x?xf32> {fusefuzz.shape = array<i64: 5, 5, 3>}) -> (tensor<5x5x?xf32>) {
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg1 : tensor<5xf32>, tensor<5x4xf32>) outs(%arg2 : tensor<5x?x4xf32>) {
    ^bb0(%g0_in0: f32, %g0_in1: f32, %g0_out0: f32):
      %g0_0 = arith.subf %g0_out0, %g0_out0 : f32
      linalg.yield %g0_0 : f32
    } -> tensor<5x?x4xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d0)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%v0 : tensor<5x?x4xf32>) outs(%arg3 : tensor<5x5x?xf32>) {
    ^bb0(%g1_in0: f32, %g1_out0: f32):
      %g1_0 = arith.cmpf oge, %g1_in0, %g1_out0 : f32
      %g1_1 = arith.select %g1_0, %g1_out0, %g1_out0 : f32
      %g1_2 = arith.minimumf %g1_out0, %g1_1 : f32
      linalg.yield %g1_2 : f32
    } -> tensor<5x5x?xf32>
    %g2_c0_2 = arith.constant 2 : index
    %g2_d0_2 = tensor.dim %v1, %g2_c0_2 : tensor<5x5x?xf32>
    %g2_empty0 = tensor.empty(%g2_d0_2) : tensor<5x5x?xf32>
    %g2_fillval0 = arith.constant 0.000000e+00 : f32
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : f32) outs(%g2_empty0 : tensor<5x5x?xf32>) -> tensor<5x5x?xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v1 : tensor<5x5x?xf32>) outs(%g2_fill0 : tensor<5x5x?xf32>) {
    ^bb0(%g2_in0: f32, %g2_out0: f32):
      %g2_0 = linalg.index 0 : index
      %g2_1 = arith.index_cast %g2_0 : index to i32
      %g2_2 = arith.sitofp %g2_1 : i32 to f32
      %g2_3 = arith.constant 5.000000e-01 : f32
      %g2_4 = math.sqrt %g2_3 : f32
      %g2_5 = arith.minimumf %g2_in0, %g2_in0 : f32
      %g2_6 = arith.maximumf %g2_4, %g2_5 : f32
      %g2_7 = arith.cmpf une, %g2_2, %g2_6 : f32
      %g2_8 = linalg.index 2 : index
      %g2_9 = arith.index_cast %g2_8 : index to i32
      %g2_10 = arith.sitofp %g2_9 : i32 to f32
      %g2_11 = arith.subf %g2_in0, %g2_in0 : f32
      %g2_12 = arith.divf %g2_10, %g2_11 : f32
      %g2_13 = arith.constant 5.000000e-01 : f32
      %g2_14 = arith.divf %g2_in0, %g2_13 : f32
      %g2_15 = arith.cmpf ord, %g2_14, %g2_in0 : f32
      %g2_16 = linalg.index 0 : index
      %g2_17 = arith.index_cast %g2_16 : index to i32
      %g2_18 = arith.sitofp %g2_17 : i32 to f32
      %g2_19 = arith.negf %g2_18 : f32
      %g2_20 = arith.constant -0.000000e+00 : f32
      %g2_21 = linalg.index 1 : index
      %g2_22 = arith.index_cast %g2_21 : index to i32
      %g2_23 = arith.sitofp %g2_22 : i32 to f32
      %g2_24 = arith.subf %g2_20, %g2_23 : f32
      %g2_25 = arith.select %g2_15, %g2_19, %g2_24 : f32
      %g2_26 = arith.select %g2_7, %g2_12, %g2_25 : f32
      linalg.yield %g2_26 : f32
    } -> tensor<5x5x?xf32>
    return %v2 : tensor<5x5x?xf32>
  }
}
