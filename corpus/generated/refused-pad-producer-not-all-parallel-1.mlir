// Corpus case 'refused-pad-producer-not-all-parallel': `fusefuzz generate --seed 97` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}} pad-producer-not-all-parallel=
module attributes {fusefuzz.seed = 97 : i64, fusefuzz.policy = "0xff4bf7f6d7a45ffa"} {
  func.func @case(%arg0: tensor<?x5xi8> {fusefuzz.shape = array<i64: 1, 5>}, %arg1: tensor<i8>, %arg2: tensor<1x5xi8>, %arg3: i8, %arg4: tensor<4x1x5x?xi8> {fusefuzz.shape = array<i64: 4, 1, 5, 5>}, %arg5: tensor<5x1xi8>, %arg6: index {fusefuzz.value = 2 : i64}, %arg7: index {fusefuzz.value = 0 : i64}, %arg8: tensor<3x5x1x?xf32> {fusefuzz.shape = array<i64: 3, 5, 1, 1>}) -> (tensor<1x5xi8>, tensor<?x?xi8>, tensor<3x5x?xf32>) {
    %g0_c1_0 = arith.constant 0 : index
    %g0_d1_0 = tensor.dim %arg0, %g0_c1_0 : tensor<?x5xi8>
    %g0_empty1 = tensor.empty(%g0_d1_0) : tensor<?x5xi8>
    %g0_fillval1 = arith.constant 1 : i8
    %g0_fill1 = linalg.fill ins(%g0_fillval1 : i8) outs(%g0_empty1 : tensor<?x5xi8>) -> tensor<?x5xi8>
    %v0:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<?x5xi8>, tensor<i8>) outs(%arg2, %g0_fill1 : tensor<1x5xi8>, tensor<?x5xi8>) {
    ^bb0(%g0_in0: i8, %g0_in1: i8, %g0_out0: i8, %g0_out1: i8):
      %g0_0 = arith.constant 6 : i8
      %g0_1 = arith.ori %g0_0, %g0_in0 : i8
      %g0_2 = arith.muli %g0_in0, %g0_out1 : i8
      linalg.yield %g0_1, %g0_2 : i8, i8
    } -> (tensor<1x5xi8>, tensor<?x5xi8>)
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %v0#1, %g1_c0_0 : tensor<?x5xi8>
    %g1_empty0 = tensor.empty(%g1_d0_0) : tensor<?x5xi8>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v0#1 : tensor<?x5xi8>) outs(%g1_empty0 : tensor<?x5xi8>) {
    ^bb0(%g1_in0: i8, %g1_out0: i8):
      %g1_0 = arith.constant 5 : i8
      %g1_1 = arith.subi %arg3, %g1_0 : i8
      linalg.yield %g1_1 : i8
    } -> tensor<?x5xi8>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d1)>], iterator_types = ["reduction", "parallel", "parallel", "reduction"]} ins(%v1, %arg4 : tensor<?x5xi8>, tensor<4x1x5x?xi8>) outs(%arg5 : tensor<5x1xi8>) {
    ^bb0(%g2_in0: i8, %g2_in1: i8, %g2_out0: i8):
      %g2_0 = arith.andi %g2_out0, %g2_in0 : i8
      %g2_1 = arith.minsi %g2_out0, %g2_0 : i8
      linalg.yield %g2_1 : i8
    } -> tensor<5x1xi8>
    %p3_padval = arith.constant 6 : i8
    %v3 = tensor.pad %v2 low[2, %arg7] high[%arg6, 0] {
    ^bb0(%p3_i0: index, %p3_i1: index):
      tensor.yield %p3_padval : i8
    } : tensor<5x1xi8> to tensor<?x?xi8>
    %v4 = tensor.collapse_shape %arg8 [[0], [1], [2, 3]] : tensor<3x5x1x?xf32> into tensor<3x5x?xf32>
    return %v0#0, %v3, %v4 : tensor<1x5xi8>, tensor<?x?xi8>, tensor<3x5x?xf32>
  }
}
