// Corpus case 'refused-collapsing-control': `fusefuzz generate --seed 36` under strategy reshape-collapsing.
// EXPECT: pass
// STRATEGY: reshape-collapsing
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}FoldReshapeWithGenericOpByCollapsing: fusion blocked by control function=
module attributes {fusefuzz.seed = 36 : i64, fusefuzz.policy = "0xff4bf7f6d7a45ffa"} {
  func.func @case(%arg0: tensor<5xi8>, %arg1: tensor<?x?x5xf32> {fusefuzz.shape = array<i64: 5, 4, 5>}, %arg2: index {fusefuzz.value = 2 : i64}, %arg3: index {fusefuzz.value = 1 : i64}, %arg4: index {fusefuzz.value = 2 : i64}, %arg5: index {fusefuzz.value = 2 : i64}, %arg6: index {fusefuzz.value = 1 : i64}, %arg7: f32, %arg8: tensor<?xi8> {fusefuzz.shape = array<i64: 8>}, %arg9: tensor<8x?x7xf32> {fusefuzz.shape = array<i64: 8, 9, 7>}, %arg10: f32) -> (tensor<5x4x2xi8>, tensor<?x?x?xf32>, tensor<?x?xf32>) {
    %g0_empty0 = tensor.empty() : tensor<5x4x2xi8>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2, d1, d0)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<5xi8>) outs(%g0_empty0 : tensor<5x4x2xi8>) {
    ^bb0(%g0_in0: i8, %g0_out0: i8):
      %g0_0 = arith.muli %g0_in0, %g0_in0 : i8
      %g0_1 = arith.minsi %g0_in0, %g0_0 : i8
      %g0_2 = arith.constant 8 : i8
      %g0_3 = arith.remui %g0_in0, %g0_2 : i8
      %g0_4 = arith.shrui %g0_1, %g0_3 : i8
      linalg.yield %g0_4 : i8
    } -> tensor<5x4x2xi8>
    %v1 = tensor.pad %arg1 low[2, %arg3, %arg5] high[%arg2, %arg4, %arg6] {
    ^bb0(%p1_i0: index, %p1_i1: index, %p1_i2: index):
      tensor.yield %arg7 : f32
    } : tensor<?x?x5xf32> to tensor<?x?x?xf32>
    %g2_c0_0 = arith.constant 2 : index
    %g2_d0_0 = tensor.dim %v1, %g2_c0_0 : tensor<?x?x?xf32>
    %g2_c0_1 = arith.constant 0 : index
    %g2_d0_1 = tensor.dim %v1, %g2_c0_1 : tensor<?x?x?xf32>
    %g2_c0_2 = arith.constant 1 : index
    %g2_d0_2 = tensor.dim %v1, %g2_c0_2 : tensor<?x?x?xf32>
    %g2_empty0 = tensor.empty(%g2_d0_0, %g2_d0_1, %g2_d0_2) : tensor<?x?x?xf32>
    %g2_fillval0 = arith.constant 0.000000e+00 : f32
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : f32) outs(%g2_empty0 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v1, %arg8, %arg9 : tensor<?x?x?xf32>, tensor<?xi8>, tensor<8x?x7xf32>) outs(%g2_fill0 : tensor<?x?x?xf32>) {
    ^bb0(%g2_in0: f32, %g2_in1: i8, %g2_in2: f32, %g2_out0: f32):
      %g2_0 = arith.cmpf ord, %g2_in0, %arg10 : f32
      %g2_1 = arith.select %g2_0, %arg10, %g2_out0 : f32
      %g2_2 = arith.cmpf oge, %g2_1, %g2_in2 : f32
      %g2_3 = math.floor %g2_in2 : f32
      %g2_4 = arith.select %g2_2, %arg10, %g2_3 : f32
      linalg.yield %g2_4 : f32
    } -> tensor<?x?x?xf32>
    %v3 = tensor.collapse_shape %v2 [[0], [1, 2]] : tensor<?x?x?xf32> into tensor<?x?xf32>
    return %v0, %v2, %v3 : tensor<5x4x2xi8>, tensor<?x?x?xf32>, tensor<?x?xf32>
  }
}
