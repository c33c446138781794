// Corpus case 'fold-reshape-with-generic-by-collapsing': `fusefuzz generate --seed 121` under strategy reshape-collapsing-aggressive.
// EXPECT: pass
// STRATEGY: reshape-collapsing-aggressive
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}FoldReshapeWithGenericOpByCollapsing=
module attributes {fusefuzz.seed = 121 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<?xf32> {fusefuzz.shape = array<i64: 3>}, %arg1: tensor<5x4xi8>, %arg2: tensor<4xf32>, %arg3: tensor<3x4x4x4xf32>, %arg4: tensor<3x4x4xf32>) -> (tensor<4x3xf32>, tensor<3x4xf32>, tensor<3x4x4xf32>, tensor<3x4x?xf32>) {
    %l0_c0 = arith.constant 0 : index
    %l0_d0 = tensor.dim %arg0, %l0_c0 : tensor<?xf32>
    %l0_q0 = affine.apply affine_map<()[s0] -> (s0 ceildiv 4)>()[%l0_d0]
    %l0_dest = tensor.empty(%l0_q0) : tensor<?x4xf32>
    %l0_padval = arith.constant -3.000000e+00 : f32
    %v0 = linalg.pack %arg0 padding_value(%l0_padval : f32) inner_dims_pos = [0] inner_tiles = [4] into %l0_dest : tensor<?xf32> -> tensor<?x4xf32>
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %v0, %g1_c0_0 : tensor<?x4xf32>
    %g1_empty0 = tensor.empty(%g1_d0_0) : tensor<?x4xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v0, %v0, %v0 : tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x4xf32>) outs(%g1_empty0 : tensor<?x4xf32>) {
    ^bb0(%g1_in0: f32, %g1_in1: f32, %g1_in2: f32, %g1_out0: f32):
      %g1_0 = arith.negf %g1_in0 : f32
      linalg.yield %g1_0 : f32
    } -> tensor<?x4xf32>
    %g2_empty0 = tensor.empty() : tensor<4x3xf32>
    %g2_fillval0 = arith.constant 7.000000e+00 : f32
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : f32) outs(%g2_empty0 : tensor<4x3xf32>) -> tensor<4x3xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (0, d0)>, affine_map<(d0, d1, d2, d3) -> (d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d1, d2)>], iterator_types = ["reduction", "parallel", "parallel", "reduction"]} ins(%v1, %arg1 : tensor<?x4xf32>, tensor<5x4xi8>) outs(%g2_fill0 : tensor<4x3xf32>) {
    ^bb0(%g2_in0: f32, %g2_in1: i8, %g2_out0: f32):
      %g2_0 = arith.sitofp %g2_in1 : i8 to f32
      %g2_1 = arith.addf %g2_in0, %g2_0 : f32
      %g2_2 = arith.cmpf une, %g2_in0, %g2_1 : f32
      %g2_3 = arith.sitofp %g2_in1 : i8 to f32
      %g2_4 = arith.cmpf olt, %g2_3, %g2_out0 : f32
      %g2_5 = arith.sitofp %g2_in1 : i8 to f32
      %g2_6 = arith.sitofp %g2_in1 : i8 to f32
      %g2_7 = arith.select %g2_4, %g2_5, %g2_6 : f32
      %g2_8 = arith.sitofp %g2_in1 : i8 to f32
      %g2_9 = arith.sitofp %g2_in1 : i8 to f32
      %g2_10 = arith.maximumf %g2_8, %g2_9 : f32
      %g2_11 = arith.select %g2_2, %g2_7, %g2_10 : f32
      %g2_12 = arith.sitofp %g2_in1 : i8 to f32
      %g2_13 = arith.subf %g2_11, %g2_12 : f32
      %g2_14 = arith.minimumf %g2_out0, %g2_13 : f32
      linalg.yield %g2_14 : f32
    } -> tensor<4x3xf32>
    %g3_empty0 = tensor.empty() : tensor<3x4xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]} ins(%v2 : tensor<4x3xf32>) outs(%g3_empty0 : tensor<3x4xf32>) {
    ^bb0(%g3_in0: f32, %g3_out0: f32):
      %g3_0 = linalg.index 0 : index
      %g3_1 = arith.index_cast %g3_0 : index to i32
      %g3_2 = arith.sitofp %g3_1 : i32 to f32
      %g3_3 = arith.subf %g3_2, %g3_in0 : f32
      linalg.yield %g3_3 : f32
    } -> tensor<3x4xf32>
    %v4 = tensor.collapse_shape %v1 [[0, 1]] : tensor<?x4xf32> into tensor<?xf32>
    %g5_c1_2 = arith.constant 0 : index
    %g5_d1_2 = tensor.dim %v4, %g5_c1_2 : tensor<?xf32>
    %g5_empty1 = tensor.empty(%g5_d1_2) : tensor<3x4x?xf32>
    %g5_fillval1 = arith.constant 5.000000e-01 : f32
    %g5_fill1 = linalg.fill ins(%g5_fillval1 : f32) outs(%g5_empty1 : tensor<3x4x?xf32>) -> tensor<3x4x?xf32>
    %v5:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%v4, %arg3 : tensor<?xf32>, tensor<3x4x4x4xf32>) outs(%arg4, %g5_fill1 : tensor<3x4x4xf32>, tensor<3x4x?xf32>) {
    ^bb0(%g5_in0: f32, %g5_in1: f32, %g5_out0: f32, %g5_out1: f32):
      %g5_0 = arith.constant -0.000000e+00 : f32
      %g5_1 = arith.negf %g5_0 : f32
      %g5_2 = arith.constant -1.500000e+00 : f32
      %g5_3 = arith.negf %g5_2 : f32
      %g5_4 = arith.maximumf %g5_1, %g5_3 : f32
      %g5_5 = arith.minimumf %g5_out0, %g5_4 : f32
      %g5_6 = arith.minimumf %g5_in0, %g5_out1 : f32
      %g5_7 = arith.constant 5.000000e-01 : f32
      %g5_8 = arith.mulf %g5_out0, %g5_7 : f32
      %g5_9 = arith.addf %g5_6, %g5_8 : f32
      %g5_10 = arith.mulf %g5_out1, %g5_9 : f32
      linalg.yield %g5_5, %g5_10 : f32, f32
    } -> (tensor<3x4x4xf32>, tensor<3x4x?xf32>)
    return %v2, %v3, %v5#0, %v5#1 : tensor<4x3xf32>, tensor<3x4xf32>, tensor<3x4x4xf32>, tensor<3x4x?xf32>
  }
}
