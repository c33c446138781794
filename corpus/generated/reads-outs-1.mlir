// Corpus case 'reads-outs': `fusefuzz generate --seed 44` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 44 : i64, fusefuzz.policy = "0xff4bf7f6d7a45ffa"} {
  func.func @case(%arg0: tensor<5x1xi32>, %arg1: tensor<1x5x?x1xf32> {fusefuzz.shape = array<i64: 1, 5, 5, 1>}, %arg2: tensor<1x5x1xf32>, %arg3: tensor<f32>, %arg4: tensor<3xi8>, %arg5: index {fusefuzz.value = 2 : i64}) -> (tensor<f32>, tensor<?xi8>) {
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%arg0, %arg1 : tensor<5x1xi32>, tensor<1x5x?x1xf32>) outs(%arg2 : tensor<1x5x1xf32>) {
    ^bb0(%g0_in0: i32, %g0_in1: f32, %g0_out0: f32):
      %g0_0 = arith.sitofp %g0_in0 : i32 to f32
      %g0_1 = arith.cmpf ord, %g0_0, %g0_out0 : f32
      %g0_2 = arith.sitofp %g0_in0 : i32 to f32
      %g0_3 = arith.select %g0_1, %g0_2, %g0_in1 : f32
      %g0_4 = arith.addf %g0_out0, %g0_3 : f32
      linalg.yield %g0_4 : f32
    } -> tensor<1x5x1xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (0, d0, 0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%v0 : tensor<1x5x1xf32>) outs(%arg3 : tensor<f32>) {
    ^bb0(%g1_in0: f32, %g1_out0: f32):
      %g1_0 = linalg.index 0 : index
      %g1_1 = arith.index_cast %g1_0 : index to i32
      %g1_2 = arith.sitofp %g1_1 : i32 to f32
      %g1_3 = arith.constant 2.000000e+00 : f32
      %g1_4 = arith.cmpf olt, %g1_2, %g1_3 : f32
      %g1_5 = arith.divf %g1_in0, %g1_in0 : f32
      %g1_6 = arith.constant -3.000000e+00 : f32
      %g1_7 = linalg.index 0 : index
      %g1_8 = arith.index_cast %g1_7 : index to i32
      %g1_9 = arith.sitofp %g1_8 : i32 to f32
      %g1_10 = arith.cmpf oge, %g1_6, %g1_9 : f32
      %g1_11 = linalg.index 0 : index
      %g1_12 = arith.index_cast %g1_11 : index to i32
      %g1_13 = arith.sitofp %g1_12 : i32 to f32
      %g1_14 = arith.select %g1_10, %g1_in0, %g1_13 : f32
      %g1_15 = arith.select %g1_4, %g1_5, %g1_14 : f32
      %g1_16 = arith.mulf %g1_out0, %g1_15 : f32
      linalg.yield %g1_16 : f32
    } -> tensor<f32>
    %p2_padval = arith.constant 4 : i8
    %v2 = tensor.pad %arg4 low[2] high[%arg5] {
    ^bb0(%p2_i0: index):
      tensor.yield %p2_padval : i8
    } : tensor<3xi8> to tensor<?xi8>
    return %v1, %v2 : tensor<f32>, tensor<?xi8>
  }
}
