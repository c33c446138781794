// Corpus case 'refused-pad-producer-not-all-parallel': `fusefuzz generate --seed 33` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}} pad-producer-not-all-parallel=
module attributes {fusefuzz.seed = 33 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<1x?x?xi8> {fusefuzz.shape = array<i64: 1, 4, 3>}, %arg1: tensor<?x4x3xi8> {fusefuzz.shape = array<i64: 1, 4, 3>}, %arg2: tensor<?x?x3xi8> {fusefuzz.shape = array<i64: 1, 4, 3>}, %arg3: index {fusefuzz.value = 0 : i64}, %arg4: index {fusefuzz.value = 1 : i64}, %arg5: tensor<?x5xi32> {fusefuzz.shape = array<i64: 7, 5>}, %arg6: tensor<?x2xi8> {fusefuzz.shape = array<i64: 5, 2>}, %arg7: tensor<2x?x?xi8> {fusefuzz.shape = array<i64: 2, 7, 5>}, %arg8: tensor<2x7x?x?xf32> {fusefuzz.shape = array<i64: 2, 7, 5, 1>}, %arg9: index {fusefuzz.value = 1 : i64}, %arg10: index {fusefuzz.value = 0 : i64}, %arg11: index {fusefuzz.value = 1 : i64}) -> (tensor<2x?xf32>, tensor<2x?xf32>, tensor<?x?xf32>) {
    %g0_c0_0 = arith.constant 0 : index
    %g0_d0_0 = tensor.dim %arg1, %g0_c0_0 : tensor<?x4x3xi8>
    %g0_c0_1 = arith.constant 1 : index
    %g0_d0_1 = tensor.dim %arg0, %g0_c0_1 : tensor<1x?x?xi8>
    %g0_c0_2 = arith.constant 2 : index
    %g0_d0_2 = tensor.dim %arg0, %g0_c0_2 : tensor<1x?x?xi8>
    %g0_empty0 = tensor.empty(%g0_d0_0, %g0_d0_1, %g0_d0_2) : tensor<?x?x?xi8>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<1x?x?xi8>, tensor<?x4x3xi8>, tensor<?x?x3xi8>) outs(%g0_empty0 : tensor<?x?x?xi8>) {
    ^bb0(%g0_in0: i8, %g0_in1: i8, %g0_in2: i8, %g0_out0: i8):
      %g0_0 = arith.constant -2 : i8
      %g0_1 = arith.minsi %g0_0, %g0_in1 : i8
      linalg.yield %g0_1 : i8
    } -> tensor<?x?x?xi8>
    %p1_padval = arith.constant 2 : i8
    %v1 = tensor.pad %v0 low[%arg3, %arg4, 1] high[1, 2, 1] {
    ^bb0(%p1_i0: index, %p1_i1: index, %p1_i2: index):
      tensor.yield %p1_padval : i8
    } : tensor<?x?x?xi8> to tensor<?x?x?xi8>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v1, %arg5 : tensor<?x?x?xi8>, tensor<?x5xi32>) outs(%v1 : tensor<?x?x?xi8>) {
    ^bb0(%g2_in0: i8, %g2_in1: i32, %g2_out0: i8):
      %g2_0 = arith.muli %g2_out0, %g2_in0 : i8
      linalg.yield %g2_0 : i8
    } -> tensor<?x?x?xi8>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v2, %arg6, %v1 : tensor<?x?x?xi8>, tensor<?x2xi8>, tensor<?x?x?xi8>) outs(%arg7 : tensor<2x?x?xi8>) {
    ^bb0(%g3_in0: i8, %g3_in1: i8, %g3_in2: i8, %g3_out0: i8):
      %g3_0 = arith.constant 5 : i8
      %g3_1 = arith.cmpi sge, %g3_0, %g3_in2 : i8
      %g3_2 = arith.select %g3_1, %g3_in1, %g3_in2 : i8
      linalg.yield %g3_2 : i8
    } -> tensor<2x?x?xi8>
    %g4_c0_1 = arith.constant 2 : index
    %g4_d0_1 = tensor.dim %v3, %g4_c0_1 : tensor<2x?x?xi8>
    %g4_empty0 = tensor.empty(%g4_d0_1) : tensor<2x?xf32>
    %g4_fillval0 = arith.constant -3.000000e+00 : f32
    %g4_fill0 = linalg.fill ins(%g4_fillval0 : f32) outs(%g4_empty0 : tensor<2x?xf32>) -> tensor<2x?xf32>
    %g4_c1_1 = arith.constant 2 : index
    %g4_d1_1 = tensor.dim %v3, %g4_c1_1 : tensor<2x?x?xi8>
    %g4_empty1 = tensor.empty(%g4_d1_1) : tensor<2x?xf32>
    %g4_fillval1 = arith.constant 7.000000e+00 : f32
    %g4_fill1 = linalg.fill ins(%g4_fillval1 : f32) outs(%g4_empty1 : tensor<2x?xf32>) -> tensor<2x?xf32>
    %v4:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel", "reduction"]} ins(%v3, %arg8 : tensor<2x?x?xi8>, tensor<2x7x?x?xf32>) outs(%g4_fill0, %g4_fill1 : tensor<2x?xf32>, tensor<2x?xf32>) {
    ^bb0(%g4_in0: i8, %g4_in1: f32, %g4_out0: f32, %g4_out1: f32):
      %g4_0 = linalg.index 2 : index
      %g4_1 = arith.index_cast %g4_0 : index to i32
      %g4_2 = arith.sitofp %g4_1 : i32 to f32
      %g4_3 = arith.addf %g4_2, %g4_out0 : f32
      %g4_4 = arith.mulf %g4_out0, %g4_3 : f32
      %g4_5 = linalg.index 3 : index
      %g4_6 = arith.index_cast %g4_5 : index to i32
      %g4_7 = arith.sitofp %g4_6 : i32 to f32
      %g4_8 = arith.addf %g4_out1, %g4_7 : f32
      %g4_9 = arith.mulf %g4_8, %g4_out0 : f32
      %g4_10 = arith.mulf %g4_out1, %g4_9 : f32
      linalg.yield %g4_4, %g4_10 : f32, f32
    } -> (tensor<2x?xf32>, tensor<2x?xf32>)
    %p5_padval = arith.constant 2.000000e+00 : f32
    %v5 = tensor.pad %v4#1 low[%arg9, 2] high[%arg10, %arg11] {
    ^bb0(%p5_i0: index, %p5_i1: index):
      tensor.yield %p5_padval : f32
    } : tensor<2x?xf32> to tensor<?x?xf32>
    return %v4#0, %v4#1, %v5 : tensor<2x?xf32>, tensor<2x?xf32>, tensor<?x?xf32>
  }
}
