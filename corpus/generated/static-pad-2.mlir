// Corpus case 'static-pad': `fusefuzz generate --seed 46` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 46 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<3x?x5xf32> {fusefuzz.shape = array<i64: 3, 2, 5>}, %arg1: tensor<?xf32> {fusefuzz.shape = array<i64: 2>}, %arg2: tensor<3x5x2xf32>, %arg3: f32, %arg4: tensor<5x3x?xf32> {fusefuzz.shape = array<i64: 5, 3, 2>}, %arg5: tensor<3x?x2xf32> {fusefuzz.shape = array<i64: 3, 4, 2>}, %arg6: tensor<4x2x?xf32> {fusefuzz.shape = array<i64: 4, 2, 3>}, %arg7: tensor<3x1xf32>) -> (tensor<3x5x?xf32>, tensor<?x2x?xf32>, tensor<2x2xf32>) {
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<3x?x5xf32>, tensor<?xf32>, tensor<3x5x2xf32>) outs(%arg4 : tensor<5x3x?xf32>) {
    ^bb0(%g0_in0: f32, %g0_in1: f32, %g0_in2: f32, %g0_out0: f32):
      %g0_0 = arith.constant -3.000000e+00 : f32
      %g0_1 = arith.mulf %g0_in1, %g0_in2 : f32
      %g0_2 = arith.mulf %arg3, %g0_in0 : f32
      %g0_3 = arith.mulf %g0_1, %g0_2 : f32
      %g0_4 = arith.cmpf oge, %g0_0, %g0_3 : f32
      %g0_5 = arith.constant 2.000000e+00 : f32
      %g0_6 = arith.constant -3.000000e+00 : f32
      %g0_7 = arith.addf %g0_6, %g0_in1 : f32
      %g0_8 = arith.cmpf oeq, %g0_7, %g0_in2 : f32
      %g0_9 = arith.cmpf une, %arg3, %g0_in0 : f32
      %g0_10 = arith.constant 7.000000e+00 : f32
      %g0_11 = arith.select %g0_9, %g0_in1, %g0_10 : f32
      %g0_12 = arith.constant 0.000000e+00 : f32
      %g0_13 = arith.maximumf %g0_in0, %g0_12 : f32
      %g0_14 = arith.select %g0_8, %g0_11, %g0_13 : f32
      %g0_15 = arith.select %g0_4, %g0_5, %g0_14 : f32
      linalg.yield %g0_15 : f32
    } -> tensor<5x3x?xf32>
    %g1_c0_2 = arith.constant 2 : index
    %g1_d0_2 = tensor.dim %v0, %g1_c0_2 : tensor<5x3x?xf32>
    %g1_empty0 = tensor.empty(%g1_d0_2) : tensor<3x5x?xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d0, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v0 : tensor<5x3x?xf32>) outs(%g1_empty0 : tensor<3x5x?xf32>) {
    ^bb0(%g1_in0: f32, %g1_out0: f32):
      %g1_0 = arith.constant 5.000000e-01 : f32
      %g1_1 = arith.maximumf %g1_in0, %g1_0 : f32
      %g1_2 = arith.divf %g1_in0, %g1_in0 : f32
      %g1_3 = arith.subf %g1_in0, %g1_2 : f32
      %g1_4 = arith.subf %g1_1, %g1_3 : f32
      linalg.yield %g1_4 : f32
    } -> tensor<3x5x?xf32>
    %g2_c0_0 = arith.constant 1 : index
    %g2_d0_0 = tensor.dim %arg5, %g2_c0_0 : tensor<3x?x2xf32>
    %g2_c0_2 = arith.constant 2 : index
    %g2_d0_2 = tensor.dim %arg6, %g2_c0_2 : tensor<4x2x?xf32>
    %g2_empty0 = tensor.empty(%g2_d0_0, %g2_d0_2) : tensor<?x2x?xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg5, %arg6 : tensor<3x?x2xf32>, tensor<4x2x?xf32>) outs(%g2_empty0 : tensor<?x2x?xf32>) {
    ^bb0(%g2_in0: f32, %g2_in1: f32, %g2_out0: f32):
      %g2_0 = arith.cmpf oeq, %g2_in0, %g2_in1 : f32
      %g2_1 = arith.cmpf oge, %g2_in0, %g2_in0 : f32
      %g2_2 = arith.select %g2_1, %g2_in0, %g2_in0 : f32
      %g2_3 = arith.constant 2.000000e+00 : f32
      %g2_4 = arith.cmpf une, %g2_3, %g2_in0 : f32
      %g2_5 = arith.constant 2.000000e+00 : f32
      %g2_6 = arith.select %g2_4, %g2_in0, %g2_5 : f32
      %g2_7 = arith.maximumf %g2_2, %g2_6 : f32
      %g2_8 = arith.constant -1.500000e+00 : f32
      %g2_9 = arith.maximumf %g2_in1, %g2_8 : f32
      %g2_10 = arith.divf %g2_in1, %g2_in1 : f32
      %g2_11 = arith.divf %g2_9, %g2_10 : f32
      %g2_12 = arith.select %g2_0, %g2_7, %g2_11 : f32
      linalg.yield %g2_12 : f32
    } -> tensor<?x2x?xf32>
    %v3 = tensor.expand_shape %arg7 [[0], [1, 2]] output_shape [3, 1, 1] : tensor<3x1xf32> into tensor<3x1x1xf32>
    %p4_padval = arith.constant -1.500000e+00 : f32
    %v4 = tensor.pad %v3 low[2, 0, 1] high[2, 1, 0] {
    ^bb0(%p4_i0: index, %p4_i1: index, %p4_i2: index):
      tensor.yield %p4_padval : f32
    } : tensor<3x1x1xf32> to tensor<7x2x2xf32>
    %g5_empty0 = tensor.empty() : tensor<2x2xf32>
    %g5_fillval0 = arith.constant 0.000000e+00 : f32
    %g5_fill0 = linalg.fill ins(%g5_fillval0 : f32) outs(%g5_empty0 : tensor<2x2xf32>) -> tensor<2x2xf32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%v4 : tensor<7x2x2xf32>) outs(%g5_fill0 : tensor<2x2xf32>) {
    ^bb0(%g5_in0: f32, %g5_out0: f32):
      %g5_0 = arith.cmpf oeq, %g5_out0, %g5_in0 : f32
      %g5_1 = arith.select %g5_0, %g5_in0, %g5_out0 : f32
      %g5_2 = arith.minimumf %g5_out0, %g5_1 : f32
      linalg.yield %g5_2 : f32
    } -> tensor<2x2xf32>
    return %v1, %v2, %v5 : tensor<3x5x?xf32>, tensor<?x2x?xf32>, tensor<2x2xf32>
  }
}
