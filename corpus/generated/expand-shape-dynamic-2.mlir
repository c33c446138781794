// Corpus case 'expand-shape-dynamic': `fusefuzz generate --seed 45` under strategy elementwise.
// EXPECT: pass
// STRATEGY: elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 45 : i64, fusefuzz.policy = "0xff4bf7f6d7a45ffa"} {
  func.func @case(%arg0: tensor<f32>, %arg1: tensor<3x1xi32>, %arg2: index {fusefuzz.value = 1 : i64}, %arg3: index {fusefuzz.value = 0 : i64}, %arg4: index {fusefuzz.value = 2 : i64}, %arg5: index {fusefuzz.value = 2 : i64}, %arg6: tensor<?x5x5x3xf32> {fusefuzz.shape = array<i64: 5, 5, 5, 3>}, %arg7: tensor<5x5x5x?xf32> {fusefuzz.shape = array<i64: 5, 5, 5, 3>}) -> (tensor<3x3xf32>, tensor<?x5x5x?xf32>) {
    %g0_empty0 = tensor.empty() : tensor<3x3xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<f32>) outs(%g0_empty0 : tensor<3x3xf32>) {
    ^bb0(%g0_in0: f32, %g0_out0: f32):
      %g0_0 = arith.constant 7.000000e+00 : f32
      %g0_1 = arith.negf %g0_in0 : f32
      %g0_2 = arith.subf %g0_in0, %g0_in0 : f32
      %g0_3 = arith.addf %g0_1, %g0_2 : f32
      %g0_4 = arith.mulf %g0_0, %g0_3 : f32
      linalg.yield %g0_4 : f32
    } -> tensor<3x3xf32>
    %p1_padval = arith.constant 6 : i32
    %v1 = tensor.pad %arg1 low[%arg2, %arg3] high[0, 0] {
    ^bb0(%p1_i0: index, %p1_i1: index):
      tensor.yield %p1_padval : i32
    } : tensor<3x1xi32> to tensor<?x?xi32>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %v1, %g2_c0_0 : tensor<?x?xi32>
    %g2_c0_2 = arith.constant 1 : index
    %g2_d0_2 = tensor.dim %v1, %g2_c0_2 : tensor<?x?xi32>
    %g2_empty0 = tensor.empty(%g2_d0_0, %g2_d0_2) : tensor<?x5x?xi32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v1 : tensor<?x?xi32>) outs(%g2_empty0 : tensor<?x5x?xi32>) {
    ^bb0(%g2_in0: i32, %g2_out0: i32):
      %g2_0 = arith.constant 1 : i32
      %g2_1 = arith.maxsi %g2_in0, %g2_0 : i32
      linalg.yield %g2_1 : i32
    } -> tensor<?x5x?xi32>
    %r3_c0 = arith.constant 0 : index
    %r3_d0 = tensor.dim %v2, %r3_c0 : tensor<?x5x?xi32>
    %r3_k0 = arith.constant 2 : index
    %r3_q0 = arith.divui %r3_d0, %r3_k0 : index
    %r3_c2 = arith.constant 2 : index
    %r3_d2 = tensor.dim %v2, %r3_c2 : tensor<?x5x?xi32>
    %v3 = tensor.expand_shape %v2 [[0, 1], [2], [3]] output_shape [%r3_q0, 2, 5, %r3_d2] : tensor<?x5x?xi32> into tensor<?x2x5x?xi32>
    %p4_padval = arith.constant -2 : i32
    %v4 = tensor.pad %v3 low[1, 2, 0, %arg5] high[%arg4, 1, 0, 0] {
    ^bb0(%p4_i0: index, %p4_i1: index, %p4_i2: index, %p4_i3: index):
      tensor.yield %p4_padval : i32
    } : tensor<?x2x5x?xi32> to tensor<?x5x5x?xi32>
    %g5_c0_0 = arith.constant 0 : index
    %g5_d0_0 = tensor.dim %v4, %g5_c0_0 : tensor<?x5x5x?xi32>
    %g5_c0_3 = arith.constant 3 : index
    %g5_d0_3 = tensor.dim %v4, %g5_c0_3 : tensor<?x5x5x?xi32>
    %g5_empty0 = tensor.empty(%g5_d0_0, %g5_d0_3) : tensor<?x5x5x?xf32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v4, %arg6, %arg7 : tensor<?x5x5x?xi32>, tensor<?x5x5x3xf32>, tensor<5x5x5x?xf32>) outs(%g5_empty0 : tensor<?x5x5x?xf32>) {
    ^bb0(%g5_in0: i32, %g5_in1: f32, %g5_in2: f32, %g5_out0: f32):
      %g5_0 = math.sqrt %g5_in2 : f32
      %g5_1 = arith.sitofp %g5_in0 : i32 to f32
      %g5_2 = arith.addf %g5_0, %g5_1 : f32
      %g5_3 = arith.sitofp %g5_in0 : i32 to f32
      %g5_4 = arith.cmpf ord, %g5_3, %g5_in2 : f32
      %g5_5 = arith.sitofp %g5_in0 : i32 to f32
      %g5_6 = arith.select %g5_4, %g5_in2, %g5_5 : f32
      %g5_7 = arith.negf %g5_6 : f32
      %g5_8 = arith.cmpf olt, %g5_2, %g5_7 : f32
      %g5_9 = arith.sitofp %g5_in0 : i32 to f32
      %g5_10 = arith.sitofp %g5_in0 : i32 to f32
      %g5_11 = arith.cmpf oge, %g5_in1, %g5_10 : f32
      %g5_12 = arith.constant 0.000000e+00 : f32
      %g5_13 = arith.select %g5_11, %g5_in2, %g5_12 : f32
      %g5_14 = arith.addf %g5_in1, %g5_in1 : f32
      %g5_15 = arith.maximumf %g5_13, %g5_14 : f32
      %g5_16 = arith.select %g5_8, %g5_9, %g5_15 : f32
      linalg.yield %g5_16 : f32
    } -> tensor<?x5x5x?xf32>
    return %v0, %v5 : tensor<3x3xf32>, tensor<?x5x5x?xf32>
  }
}
