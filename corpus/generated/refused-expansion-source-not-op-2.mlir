// Corpus case 'refused-expansion-source-not-op': `fusefuzz generate --seed 13` under strategy reshape-expansion.
// EXPECT: pass
// STRATEGY: reshape-expansion
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}FoldReshapeWithGenericOpByExpansion: source not produced by an operation=
module attributes {fusefuzz.seed = 13 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<2x3x1x5xf32>, %arg1: tensor<2x3x?x5xf32> {fusefuzz.shape = array<i64: 2, 3, 1, 5>}, %arg2: tensor<3x1x5xf32>, %arg3: tensor<5x?xf32> {fusefuzz.shape = array<i64: 5, 3>}, %arg4: tensor<5xf32>, %arg5: tensor<f32>, %arg6: tensor<?xf32> {fusefuzz.shape = array<i64: 2>}, %arg7: tensor<?xf32> {fusefuzz.shape = array<i64: 2>}, %arg8: tensor<?xi32> {fusefuzz.shape = array<i64: 2>}, %arg9: tensor<4x1x1xf32>, %arg10: index {fusefuzz.value = 0 : i64}) -> (tensor<f32>, tensor<?xi32>, tensor<?x1xi32>, tensor<?x3x2xf32>) {
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%arg0, %arg1 : tensor<2x3x1x5xf32>, tensor<2x3x?x5xf32>) outs(%arg2 : tensor<3x1x5xf32>) {
    ^bb0(%g0_in0: f32, %g0_in1: f32, %g0_out0: f32):
      %g0_0 = arith.minimumf %g0_in1, %g0_out0 : f32
      %g0_1 = arith.divf %g0_in0, %g0_0 : f32
      %g0_2 = arith.maximumf %g0_out0, %g0_1 : f32
      linalg.yield %g0_2 : f32
    } -> tensor<3x1x5xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, 0, d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%v0, %arg3 : tensor<3x1x5xf32>, tensor<5x?xf32>) outs(%arg5 : tensor<f32>) {
    ^bb0(%g1_in0: f32, %g1_in1: f32, %g1_out0: f32):
      %g1_0 = arith.negf %g1_out0 : f32
      %g1_1 = arith.subf %g1_out0, %g1_out0 : f32
      %g1_2 = arith.addf %g1_0, %g1_1 : f32
      %g1_3 = arith.maximumf %g1_out0, %g1_2 : f32
      linalg.yield %g1_3 : f32
    } -> tensor<f32>
    %l2_c0 = arith.constant 0 : index
    %l2_d0 = tensor.dim %arg6, %l2_c0 : tensor<?xf32>
    %l2_dest = tensor.empty(%l2_d0) : tensor<?xf32>
    %v2 = linalg.softmax dimension(0) ins(%arg6 : tensor<?xf32>) outs(%l2_dest : tensor<?xf32>) -> tensor<?xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v2, %v2, %arg5 : tensor<?xf32>, tensor<?xf32>, tensor<f32>) outs(%arg7 : tensor<?xf32>) {
    ^bb0(%g3_in0: f32, %g3_in1: f32, %g3_in2: f32, %g3_out0: f32):
      %g3_0 = arith.constant 5.000000e-01 : f32
      %g3_1 = arith.addf %g3_0, %g3_in2 : f32
      %g3_2 = arith.cmpf ord, %g3_out0, %g3_1 : f32
      %g3_3 = arith.mulf %g3_in2, %g3_in2 : f32
      %g3_4 = arith.minimumf %g3_in0, %g3_in0 : f32
      %g3_5 = arith.select %g3_2, %g3_3, %g3_4 : f32
      %g3_6 = math.sqrt %g3_5 : f32
      linalg.yield %g3_6 : f32
    } -> tensor<?xf32>
    %g4_c0_0 = arith.constant 0 : index
    %g4_d0_0 = tensor.dim %v3, %g4_c0_0 : tensor<?xf32>
    %g4_empty0 = tensor.empty(%g4_d0_0) : tensor<?xi32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v3 : tensor<?xf32>) outs(%g4_empty0 : tensor<?xi32>) {
    ^bb0(%g4_in0: f32, %g4_out0: i32):
      %g4_0 = arith.cmpf uno, %g4_in0, %g4_in0 : f32
      %g4_1 = arith.constant -1.000000e+02 : f32
      %g4_2 = arith.constant 1.000000e+02 : f32
      %g4_3 = arith.constant 0.000000e+00 : f32
      %g4_4 = arith.maximumf %g4_in0, %g4_1 : f32
      %g4_5 = arith.minimumf %g4_4, %g4_2 : f32
      %g4_6 = arith.select %g4_0, %g4_3, %g4_5 : f32
      %g4_7 = arith.fptosi %g4_6 : f32 to i32
      %g4_8 = arith.cmpf uno, %g4_in0, %g4_in0 : f32
      %g4_9 = arith.constant -1.000000e+02 : f32
      %g4_10 = arith.constant 1.000000e+02 : f32
      %g4_11 = arith.constant 0.000000e+00 : f32
      %g4_12 = arith.maximumf %g4_in0, %g4_9 : f32
      %g4_13 = arith.minimumf %g4_12, %g4_10 : f32
      %g4_14 = arith.select %g4_8, %g4_11, %g4_13 : f32
      %g4_15 = arith.fptosi %g4_14 : f32 to i32
      %g4_16 = arith.cmpf uno, %g4_in0, %g4_in0 : f32
      %g4_17 = arith.constant -1.000000e+02 : f32
      %g4_18 = arith.constant 1.000000e+02 : f32
      %g4_19 = arith.constant 0.000000e+00 : f32
      %g4_20 = arith.maximumf %g4_in0, %g4_17 : f32
      %g4_21 = arith.minimumf %g4_20, %g4_18 : f32
      %g4_22 = arith.select %g4_16, %g4_19, %g4_21 : f32
      %g4_23 = arith.fptosi %g4_22 : f32 to i32
      %g4_24 = arith.subi %g4_15, %g4_23 : i32
      %g4_25 = arith.addi %g4_7, %g4_24 : i32
      linalg.yield %g4_25 : i32
    } -> tensor<?xi32>
    %g5_c0_0 = arith.constant 0 : index
    %g5_d0_0 = tensor.dim %v4, %g5_c0_0 : tensor<?xi32>
    %g5_empty0 = tensor.empty(%g5_d0_0) : tensor<?xi32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v4 : tensor<?xi32>) outs(%g5_empty0 : tensor<?xi32>) {
    ^bb0(%g5_in0: i32, %g5_out0: i32):
      %g5_0 = arith.constant 32 : i32
      %g5_1 = arith.remui %g5_in0, %g5_0 : i32
      %g5_2 = arith.shrsi %g5_in0, %g5_1 : i32
      linalg.yield %g5_2 : i32
    } -> tensor<?xi32>
    %r6_c0 = arith.constant 0 : index
    %r6_d0 = tensor.dim %arg8, %r6_c0 : tensor<?xi32>
    %v6 = tensor.expand_shape %arg8 [[0, 1]] output_shape [%r6_d0, 1] : tensor<?xi32> into tensor<?x1xi32>
    %p7_padval = arith.constant -3.000000e+00 : f32
    %v7 = tensor.pad %arg9 low[1, 2, 0] high[%arg10, 0, 1] {
    ^bb0(%p7_i0: index, %p7_i1: index, %p7_i2: index):
      tensor.yield %p7_padval : f32
    } : tensor<4x1x1xf32> to tensor<?x3x2xf32>
    return %v1, %v5, %v6, %v7 : tensor<f32>, tensor<?xi32>, tensor<?x1xi32>, tensor<?x3x2xf32>
  }
}
