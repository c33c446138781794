// Corpus case '4d-permutation': `fusefuzz generate --seed 34` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 34 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<4x5x?x2xf32> {fusefuzz.shape = array<i64: 4, 5, 3, 2>}, %arg1: tensor<?x3x2xf32> {fusefuzz.shape = array<i64: 4, 3, 2>}, %arg2: tensor<?x5xi8> {fusefuzz.shape = array<i64: 4, 5>}, %arg3: tensor<5x2x?x4xi32> {fusefuzz.shape = array<i64: 5, 2, 2, 4>}) -> (tensor<4x?x2xf32>, tensor<?x3x2xf32>, tensor<?x5xi8>) {
    %g0_c0_1 = arith.constant 2 : index
    %g0_d0_1 = tensor.dim %arg0, %g0_c0_1 : tensor<4x5x?x2xf32>
    %g0_empty0 = tensor.empty(%g0_d0_1) : tensor<4x?x2xf32>
    %g0_fillval0 = arith.constant -0.000000e+00 : f32
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : f32) outs(%g0_empty0 : tensor<4x?x2xf32>) -> tensor<4x?x2xf32>
    %v0:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>], iterator_types = ["parallel", "reduction", "parallel", "parallel"]} ins(%arg0 : tensor<4x5x?x2xf32>) outs(%g0_fill0, %arg1 : tensor<4x?x2xf32>, tensor<?x3x2xf32>) {
    ^bb0(%g0_in0: f32, %g0_out0: f32, %g0_out1: f32):
      %g0_0 = arith.constant 0.000000e+00 : f32
      %g0_1 = math.floor %g0_0 : f32
      %g0_2 = arith.maximumf %g0_out0, %g0_1 : f32
      %g0_3 = linalg.index 1 : index
      %g0_4 = arith.index_cast %g0_3 : index to i32
      %g0_5 = arith.sitofp %g0_4 : i32 to f32
      %g0_6 = arith.mulf %g0_5, %g0_out0 : f32
      %g0_7 = arith.mulf %g0_out1, %g0_6 : f32
      linalg.yield %g0_2, %g0_7 : f32, f32
    } -> (tensor<4x?x2xf32>, tensor<?x3x2xf32>)
    %r1_c0 = arith.constant 0 : index
    %r1_d0 = tensor.dim %arg2, %r1_c0 : tensor<?x5xi8>
    %v1 = tensor.expand_shape %arg2 [[0, 1], [2]] output_shape [1, %r1_d0, 5] : tensor<?x5xi8> into tensor<1x?x5xi8>
    %g2_c0_2 = arith.constant 1 : index
    %g2_d0_2 = tensor.dim %v1, %g2_c0_2 : tensor<1x?x5xi8>
    %g2_empty0 = tensor.empty(%g2_d0_2) : tensor<1x2x?x5xi8>
    %v2 = linalg.broadcast ins(%v1 : tensor<1x?x5xi8>) outs(%g2_empty0 : tensor<1x2x?x5xi8>) dimensions = [1]
    %g3_c0_0 = arith.constant 2 : index
    %g3_d0_0 = tensor.dim %v2, %g3_c0_0 : tensor<1x2x?x5xi8>
    %g3_empty0 = tensor.empty(%g3_d0_0) : tensor<?x5x2x1xi8>
    %v3 = linalg.transpose ins(%v2 : tensor<1x2x?x5xi8>) outs(%g3_empty0 : tensor<?x5x2x1xi8>) permutation = [2, 3, 1, 0]
    %g4_c0_0 = arith.constant 0 : index
    %g4_d0_0 = tensor.dim %v3, %g4_c0_0 : tensor<?x5x2x1xi8>
    %g4_empty0 = tensor.empty(%g4_d0_0) : tensor<?x5xi8>
    %g4_fillval0 = arith.constant -1 : i8
    %g4_fill0 = linalg.fill ins(%g4_fillval0 : i8) outs(%g4_empty0 : tensor<?x5xi8>) -> tensor<?x5xi8>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d1, d3, d2, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%v3, %arg3 : tensor<?x5x2x1xi8>, tensor<5x2x?x4xi32>) outs(%g4_fill0 : tensor<?x5xi8>) {
    ^bb0(%g4_in0: i8, %g4_in1: i32, %g4_out0: i8):
      %g4_0 = arith.constant 1 : i8
      %g4_1 = arith.trunci %g4_in1 : i32 to i8
      %g4_2 = arith.ori %g4_0, %g4_1 : i8
      %g4_3 = arith.constant 5 : i8
      %g4_4 = arith.maxui %g4_2, %g4_3 : i8
      %g4_5 = arith.muli %g4_out0, %g4_4 : i8
      linalg.yield %g4_5 : i8
    } -> tensor<?x5xi8>
    %g5_c0_0 = arith.constant 0 : index
    %g5_d0_0 = tensor.dim %v4, %g5_c0_0 : tensor<?x5xi8>
    %g5_empty0 = tensor.empty(%g5_d0_0) : tensor<?x5xi8>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v4 : tensor<?x5xi8>) outs(%g5_empty0 : tensor<?x5xi8>) {
    ^bb0(%g5_in0: i8, %g5_out0: i8):
      %g5_0 = linalg.index 1 : index
      %g5_1 = arith.index_cast %g5_0 : index to i32
      %g5_2 = arith.trunci %g5_1 : i32 to i8
      %g5_3 = arith.cmpi ne, %g5_2, %g5_in0 : i8
      %g5_4 = linalg.index 1 : index
      %g5_5 = arith.index_cast %g5_4 : index to i32
      %g5_6 = arith.trunci %g5_5 : i32 to i8
      %g5_7 = arith.select %g5_3, %g5_in0, %g5_6 : i8
      linalg.yield %g5_7 : i8
    } -> tensor<?x5xi8>
    return %v0#0, %v0#1, %v5 : tensor<4x?x2xf32>, tensor<?x3x2xf32>, tensor<?x5xi8>
  }
}
