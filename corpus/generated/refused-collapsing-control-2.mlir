// Corpus case 'refused-collapsing-control': `fusefuzz generate --seed 158` under strategy reshape-collapsing.
// EXPECT: pass
// STRATEGY: reshape-collapsing
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}FoldReshapeWithGenericOpByCollapsing: fusion blocked by control function=
module attributes {fusefuzz.seed = 158 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<?x3xf32> {fusefuzz.shape = array<i64: 4, 3>}, %arg1: tensor<4x2xi8>, %arg2: tensor<5x2xi8>, %arg3: tensor<?x?x4xf32> {fusefuzz.shape = array<i64: 1, 3, 4>}, %arg4: tensor<1x?x4xf32> {fusefuzz.shape = array<i64: 1, 4, 4>}) -> (tensor<1x?xf32>, tensor<1x5x2xi8>, tensor<1x?x4xf32>) {
    %g0_c0_1 = arith.constant 0 : index
    %g0_d0_1 = tensor.dim %arg0, %g0_c0_1 : tensor<?x3xf32>
    %g0_empty0 = tensor.empty(%g0_d0_1) : tensor<1x?x3xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<?x3xf32>) outs(%g0_empty0 : tensor<1x?x3xf32>) {
    ^bb0(%g0_in0: f32, %g0_out0: f32):
      %g0_0 = arith.constant 0.000000e+00 : f32
      %g0_1 = arith.negf %g0_0 : f32
      %g0_2 = math.exp %g0_1 : f32
      %g0_3 = linalg.index 0 : index
      %g0_4 = arith.index_cast %g0_3 : index to i32
      %g0_5 = arith.sitofp %g0_4 : i32 to f32
      %g0_6 = linalg.index 0 : index
      %g0_7 = arith.index_cast %g0_6 : index to i32
      %g0_8 = arith.sitofp %g0_7 : i32 to f32
      %g0_9 = arith.divf %g0_in0, %g0_8 : f32
      %g0_10 = arith.minimumf %g0_5, %g0_9 : f32
      %g0_11 = arith.maximumf %g0_2, %g0_10 : f32
      linalg.yield %g0_11 : f32
    } -> tensor<1x?x3xf32>
    %v1 = tensor.collapse_shape %v0 [[0], [1, 2]] : tensor<1x?x3xf32> into tensor<1x?xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (3, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<4x2xi8>) outs(%arg2 : tensor<5x2xi8>) {
    ^bb0(%g2_in0: i8, %g2_out0: i8):
      %g2_0 = arith.muli %g2_out0, %g2_out0 : i8
      linalg.yield %g2_0 : i8
    } -> tensor<5x2xi8>
    %v3 = tensor.expand_shape %v2 [[0, 1], [2]] output_shape [1, 5, 2] : tensor<5x2xi8> into tensor<1x5x2xi8>
    %v4 = linalg.batch_matmul ins(%v0, %arg3 : tensor<1x?x3xf32>, tensor<?x?x4xf32>) outs(%arg4 : tensor<1x?x4xf32>) -> tensor<1x?x4xf32>
    return %v1, %v3, %v4 : tensor<1x?xf32>, tensor<1x5x2xi8>, tensor<1x?x4xf32>
  }
}
