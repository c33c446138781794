// Corpus case 'refused-expansion-source-not-op': `fusefuzz generate --seed 5` under strategy reshape-expansion.
// EXPECT: pass
// STRATEGY: reshape-expansion
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}FoldReshapeWithGenericOpByExpansion: source not produced by an operation=
module attributes {fusefuzz.seed = 5 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<?x3x2xi8> {fusefuzz.shape = array<i64: 5, 3, 2>}, %arg1: index {fusefuzz.value = 0 : i64}, %arg2: index {fusefuzz.value = 1 : i64}, %arg3: index {fusefuzz.value = 0 : i64}, %arg4: index {fusefuzz.value = 0 : i64}, %arg5: index {fusefuzz.value = 1 : i64}, %arg6: tensor<3x4xf32>, %arg7: tensor<2x3xf32>, %arg8: tensor<3xf32>, %arg9: tensor<2x?xf32> {fusefuzz.shape = array<i64: 2, 3>}) -> (tensor<?x?x?xi8>, tensor<2x3xf32>, tensor<2x?xf32>) {
    %p0_padval = arith.constant 3 : i8
    %v0 = tensor.pad %arg0 low[2, 1, %arg1] high[0, 2, %arg2] {
    ^bb0(%p0_i0: index, %p0_i1: index, %p0_i2: index):
      tensor.yield %p0_padval : i8
    } : tensor<?x3x2xi8> to tensor<?x6x?xi8>
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %v0, %g1_c0_0 : tensor<?x6x?xi8>
    %g1_c0_2 = arith.constant 2 : index
    %g1_d0_2 = tensor.dim %v0, %g1_c0_2 : tensor<?x6x?xi8>
    %g1_empty0 = tensor.empty(%g1_d0_0, %g1_d0_2) : tensor<?x6x?xi8>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v0 : tensor<?x6x?xi8>) outs(%g1_empty0 : tensor<?x6x?xi8>) {
    ^bb0(%g1_in0: i8, %g1_out0: i8):
      %g1_0 = arith.constant 3 : i8
      %g1_1 = arith.cmpi ult, %g1_0, %g1_in0 : i8
      %g1_2 = arith.select %g1_1, %g1_in0, %g1_in0 : i8
      %g1_3 = arith.constant 0 : i8
      %g1_4 = arith.constant 1 : i8
      %g1_5 = arith.cmpi eq, %g1_in0, %g1_3 : i8
      %g1_6 = arith.select %g1_5, %g1_4, %g1_in0 : i8
      %g1_7 = arith.remui %g1_in0, %g1_6 : i8
      %g1_8 = arith.andi %g1_2, %g1_7 : i8
      linalg.yield %g1_8 : i8
    } -> tensor<?x6x?xi8>
    %p2_padval = arith.constant 3 : i8
    %v2 = tensor.pad %v1 low[2, %arg3, 0] high[2, %arg4, %arg5] {
    ^bb0(%p2_i0: index, %p2_i1: index, %p2_i2: index):
      tensor.yield %p2_padval : i8
    } : tensor<?x6x?xi8> to tensor<?x?x?xi8>
    %v3 = tensor.expand_shape %arg6 [[0], [1, 2]] output_shape [3, 2, 2] : tensor<3x4xf32> into tensor<3x2x2xf32>
    %g4_empty0 = tensor.empty() : tensor<3x2xf32>
    %g4_fillval0 = arith.constant -0.000000e+00 : f32
    %g4_fill0 = linalg.fill ins(%g4_fillval0 : f32) outs(%g4_empty0 : tensor<3x2xf32>) -> tensor<3x2xf32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%v3 : tensor<3x2x2xf32>) outs(%g4_fill0 : tensor<3x2xf32>) {
    ^bb0(%g4_in0: f32, %g4_out0: f32):
      %g4_0 = arith.minimumf %g4_in0, %g4_out0 : f32
      %g4_1 = arith.constant -1.500000e+00 : f32
      %g4_2 = math.exp %g4_1 : f32
      %g4_3 = arith.divf %g4_0, %g4_2 : f32
      %g4_4 = arith.maximumf %g4_out0, %g4_3 : f32
      linalg.yield %g4_4 : f32
    } -> tensor<3x2xf32>
    %g5_empty0 = tensor.empty() : tensor<2x3xf32>
    %v5:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v4, %arg7, %arg8 : tensor<3x2xf32>, tensor<2x3xf32>, tensor<3xf32>) outs(%g5_empty0, %arg9 : tensor<2x3xf32>, tensor<2x?xf32>) {
    ^bb0(%g5_in0: f32, %g5_in1: f32, %g5_in2: f32, %g5_out0: f32, %g5_out1: f32):
      %g5_0 = arith.subf %g5_in2, %g5_in0 : f32
      %g5_1 = arith.maximumf %g5_0, %g5_in0 : f32
      %g5_2 = arith.cmpf olt, %g5_in2, %g5_in2 : f32
      %g5_3 = arith.select %g5_2, %g5_in1, %g5_in1 : f32
      %g5_4 = arith.constant 5.000000e-01 : f32
      %g5_5 = arith.constant -0.000000e+00 : f32
      %g5_6 = arith.subf %g5_4, %g5_5 : f32
      %g5_7 = arith.divf %g5_3, %g5_6 : f32
      %g5_8 = arith.cmpf oge, %g5_1, %g5_7 : f32
      %g5_9 = arith.constant 5.000000e-01 : f32
      %g5_10 = math.floor %g5_9 : f32
      %g5_11 = arith.mulf %g5_in2, %g5_in2 : f32
      %g5_12 = arith.mulf %g5_10, %g5_11 : f32
      %g5_13 = arith.select %g5_8, %g5_in0, %g5_12 : f32
      %g5_14 = math.absf %g5_in2 : f32
      %g5_15 = arith.minimumf %g5_in2, %g5_in0 : f32
      %g5_16 = arith.divf %g5_15, %g5_in0 : f32
      %g5_17 = arith.maximumf %g5_14, %g5_16 : f32
      linalg.yield %g5_13, %g5_17 : f32, f32
    } -> (tensor<2x3xf32>, tensor<2x?xf32>)
    return %v2, %v5#0, %v5#1 : tensor<?x?x?xi8>, tensor<2x3xf32>, tensor<2x?xf32>
  }
}
