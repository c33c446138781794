// Corpus case 'named-transpose': `fusefuzz generate --seed 26` under strategy all.
// EXPECT: pass
// STRATEGY: all
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 26 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<6x?xi32> {fusefuzz.shape = array<i64: 6, 1>}, %arg1: tensor<2x1x1x4xi32>, %arg2: tensor<4x1x1xi32>, %arg3: tensor<i32>, %arg4: tensor<1x4xf32>) -> (tensor<2x1x1x4xi32>, tensor<4xi32>) {
    %l0_c1 = arith.constant 1 : index
    %l0_d1 = tensor.dim %arg0, %l0_c1 : tensor<6x?xi32>
    %l0_q1 = affine.apply affine_map<()[s0] -> (s0 ceildiv 2)>()[%l0_d1]
    %l0_dest = tensor.empty(%l0_q1) : tensor<2x?x2x4xi32>
    %l0_padval = arith.constant 5 : i32
    %v0 = linalg.pack %arg0 padding_value(%l0_padval : i32) inner_dims_pos = [1, 0] inner_tiles = [2, 4] into %l0_dest : tensor<6x?xi32> -> tensor<2x?x2x4xi32>
    %g1_c0_1 = arith.constant 1 : index
    %g1_d0_1 = tensor.dim %v0, %g1_c0_1 : tensor<2x?x2x4xi32>
    %g1_empty0 = tensor.empty(%g1_d0_1) : tensor<2x?x2x4xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v0 : tensor<2x?x2x4xi32>) outs(%g1_empty0 : tensor<2x?x2x4xi32>) {
    ^bb0(%g1_in0: i32, %g1_out0: i32):
      %g1_0 = arith.addi %g1_in0, %g1_in0 : i32
      linalg.yield %g1_0 : i32
    } -> tensor<2x?x2x4xi32>
    %g2_window = tensor.empty() : tensor<1x2xi32>
    %v2 = linalg.pooling_nhwc_sum {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>} ins(%v1, %g2_window : tensor<2x?x2x4xi32>, tensor<1x2xi32>) outs(%arg1 : tensor<2x1x1x4xi32>) -> tensor<2x1x1x4xi32>
    %g3_empty0 = tensor.empty() : tensor<4x1x1xi32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2, %arg3 : tensor<4x1x1xi32>, tensor<i32>) outs(%g3_empty0 : tensor<4x1x1xi32>) {
    ^bb0(%g3_in0: i32, %g3_in1: i32, %g3_out0: i32):
      %g3_0 = arith.constant 32 : i32
      %g3_1 = arith.remui %g3_in0, %g3_0 : i32
      %g3_2 = arith.shli %g3_in1, %g3_1 : i32
      %g3_3 = arith.constant 1 : i32
      %g3_4 = arith.constant 0 : i32
      %g3_5 = arith.constant 1 : i32
      %g3_6 = arith.cmpi eq, %g3_3, %g3_4 : i32
      %g3_7 = arith.select %g3_6, %g3_5, %g3_3 : i32
      %g3_8 = arith.remui %g3_2, %g3_7 : i32
      linalg.yield %g3_8 : i32
    } -> tensor<4x1x1xi32>
    %g4_empty0 = tensor.empty() : tensor<1x1x4xi32>
    %v4 = linalg.transpose ins(%v3 : tensor<4x1x1xi32>) outs(%g4_empty0 : tensor<1x1x4xi32>) permutation = [2, 1, 0]
    %g5_empty0 = tensor.empty() : tensor<4xi32>
    %g5_fillval0 = arith.constant 1 : i32
    %g5_fill0 = linalg.fill ins(%g5_fillval0 : i32) outs(%g5_empty0 : tensor<4xi32>) -> tensor<4xi32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%v4, %arg4, %arg4 : tensor<1x1x4xi32>, tensor<1x4xf32>, tensor<1x4xf32>) outs(%g5_fill0 : tensor<4xi32>) {
    ^bb0(%g5_in0: i32, %g5_in1: f32, %g5_in2: f32, %g5_out0: i32):
      %g5_0 = arith.cmpf uno, %g5_in2, %g5_in2 : f32
      %g5_1 = arith.constant -1.000000e+02 : f32
      %g5_2 = arith.constant 1.000000e+02 : f32
      %g5_3 = arith.constant 0.000000e+00 : f32
      %g5_4 = arith.maximumf %g5_in2, %g5_1 : f32
      %g5_5 = arith.minimumf %g5_4, %g5_2 : f32
      %g5_6 = arith.select %g5_0, %g5_3, %g5_5 : f32
      %g5_7 = arith.fptosi %g5_6 : f32 to i32
      %g5_8 = arith.constant 5 : i32
      %g5_9 = arith.cmpf uno, %g5_in2, %g5_in2 : f32
      %g5_10 = arith.constant -1.000000e+02 : f32
      %g5_11 = arith.constant 1.000000e+02 : f32
      %g5_12 = arith.constant 0.000000e+00 : f32
      %g5_13 = arith.maximumf %g5_in2, %g5_10 : f32
      %g5_14 = arith.minimumf %g5_13, %g5_11 : f32
      %g5_15 = arith.select %g5_9, %g5_12, %g5_14 : f32
      %g5_16 = arith.fptosi %g5_15 : f32 to i32
      %g5_17 = arith.constant 0 : i32
      %g5_18 = arith.constant 1 : i32
      %g5_19 = arith.cmpi eq, %g5_16, %g5_17 : i32
      %g5_20 = arith.select %g5_19, %g5_18, %g5_16 : i32
      %g5_21 = arith.divui %g5_8, %g5_20 : i32
      %g5_22 = arith.andi %g5_7, %g5_21 : i32
      %g5_23 = arith.minsi %g5_out0, %g5_22 : i32
      linalg.yield %g5_23 : i32
    } -> tensor<4xi32>
    return %v2, %v5 : tensor<2x1x1x4xi32>, tensor<4xi32>
  }
}
