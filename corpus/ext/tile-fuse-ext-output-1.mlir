// Corpus case 'tile-fuse-ext-output': `fusefuzz generate --seed 3 --strategy tile-fuse-ext` under strategy tile-fuse-ext.
// EXPECT: pass
// STRATEGY: tile-fuse-ext
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}TileFuseExtProducerOutput=
module attributes {fusefuzz.seed = 3 : i64, fusefuzz.policy = "0x2d46020661320c17"} {
  func.func @case(%arg0: tensor<?x3xi32> {fusefuzz.shape = array<i64: 4, 3>}, %arg1: tensor<3x1xi32>, %arg2: tensor<?x1xi32> {fusefuzz.shape = array<i64: 4, 1>}, %arg3: tensor<2x?xf32> {fusefuzz.shape = array<i64: 2, 3>}, %arg4: tensor<?x?xf32> {fusefuzz.shape = array<i64: 2, 3>}, %arg5: tensor<4x?x?xf32> {fusefuzz.shape = array<i64: 4, 3, 4>}, %arg6: tensor<?xi32> {fusefuzz.shape = array<i64: 3>}, %arg7: tensor<4x3x?xi32> {fusefuzz.shape = array<i64: 4, 3, 3>}, %arg8: tensor<5x3xi32>) -> (tensor<?xi32>, tensor<?x4x?xf32>, tensor<4x?x1x?xf32>, tensor<?x?xi32>, tensor<?x?x3xi32>) {
    %v0 = linalg.matmul ins(%arg0, %arg1 : tensor<?x3xi32>, tensor<3x1xi32>) outs(%arg2 : tensor<?x1xi32>) -> tensor<?x1xi32>
    %v1 = tensor.collapse_shape %v0 [[0, 1]] : tensor<?x1xi32> into tensor<?xi32>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %arg4, %g2_c0_0 : tensor<?x?xf32>
    %g2_c0_1 = arith.constant 1 : index
    %g2_d0_1 = tensor.dim %arg3, %g2_c0_1 : tensor<2x?xf32>
    %g2_empty0 = tensor.empty(%g2_d0_0, %g2_d0_1) : tensor<?x?xf32>
    %g2_fillval0 = arith.constant 0.000000e+00 : f32
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : f32) outs(%g2_empty0 : tensor<?x?xf32>) -> tensor<?x?xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg3, %arg4 : tensor<2x?xf32>, tensor<?x?xf32>) outs(%g2_fill0 : tensor<?x?xf32>) {
    ^bb0(%g2_in0: f32, %g2_in1: f32, %g2_out0: f32):
      %g2_0 = math.exp %g2_in1 : f32
      %g2_1 = arith.cmpf oge, %g2_in0, %g2_in0 : f32
      %g2_2 = arith.select %g2_1, %g2_in1, %g2_in1 : f32
      %g2_3 = arith.negf %g2_2 : f32
      %g2_4 = arith.divf %g2_0, %g2_3 : f32
      linalg.yield %g2_4 : f32
    } -> tensor<?x?xf32>
    %g3_c0_0 = arith.constant 0 : index
    %g3_d0_0 = tensor.dim %v2, %g3_c0_0 : tensor<?x?xf32>
    %g3_c0_2 = arith.constant 1 : index
    %g3_d0_2 = tensor.dim %v2, %g3_c0_2 : tensor<?x?xf32>
    %g3_empty0 = tensor.empty(%g3_d0_0, %g3_d0_2) : tensor<?x4x?xf32>
    %v3 = linalg.broadcast ins(%v2 : tensor<?x?xf32>) outs(%g3_empty0 : tensor<?x4x?xf32>) dimensions = [1]
    %r4_c1 = arith.constant 1 : index
    %r4_d1 = tensor.dim %arg5, %r4_c1 : tensor<4x?x?xf32>
    %r4_c2 = arith.constant 2 : index
    %r4_d2 = tensor.dim %arg5, %r4_c2 : tensor<4x?x?xf32>
    %v4 = tensor.expand_shape %arg5 [[0], [1, 2], [3]] output_shape [4, %r4_d1, 1, %r4_d2] : tensor<4x?x?xf32> into tensor<4x?x1x?xf32>
    %g5_c0_0 = arith.constant 0 : index
    %g5_d0_0 = tensor.dim %arg0, %g5_c0_0 : tensor<?x3xi32>
    %g5_c0_1 = arith.constant 0 : index
    %g5_d0_1 = tensor.dim %arg6, %g5_c0_1 : tensor<?xi32>
    %g5_empty0 = tensor.empty(%g5_d0_0, %g5_d0_1) : tensor<?x?xi32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg6 : tensor<?x3xi32>, tensor<?xi32>) outs(%g5_empty0 : tensor<?x?xi32>) {
    ^bb0(%g5_in0: i32, %g5_in1: i32, %g5_out0: i32):
      %g5_0 = arith.minsi %g5_in1, %g5_in1 : i32
      %g5_1 = arith.xori %g5_in1, %g5_0 : i32
      %g5_2 = arith.xori %g5_in1, %g5_in1 : i32
      %g5_3 = arith.maxui %g5_2, %g5_in1 : i32
      %g5_4 = arith.muli %g5_1, %g5_3 : i32
      linalg.yield %g5_4 : i32
    } -> tensor<?x?xi32>
    %g6_c0_0 = arith.constant 0 : index
    %g6_d0_0 = tensor.dim %arg0, %g6_c0_0 : tensor<?x3xi32>
    %g6_c0_2 = arith.constant 2 : index
    %g6_d0_2 = tensor.dim %arg7, %g6_c0_2 : tensor<4x3x?xi32>
    %g6_empty0 = tensor.empty(%g6_d0_0, %g6_d0_2) : tensor<?x3x?xi32>
    %v6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg7 : tensor<?x3xi32>, tensor<4x3x?xi32>) outs(%g6_empty0 : tensor<?x3x?xi32>) {
    ^bb0(%g6_in0: i32, %g6_in1: i32, %g6_out0: i32):
      %g6_0 = arith.maxsi %g6_in1, %g6_in0 : i32
      linalg.yield %g6_0 : i32
    } -> tensor<?x3x?xi32>
    %g7_c0_0 = arith.constant 0 : index
    %g7_d0_0 = tensor.dim %v6, %g7_c0_0 : tensor<?x3x?xi32>
    %g7_c0_1 = arith.constant 2 : index
    %g7_d0_1 = tensor.dim %v6, %g7_c0_1 : tensor<?x3x?xi32>
    %g7_empty0 = tensor.empty(%g7_d0_0, %g7_d0_1) : tensor<?x?x3xi32>
    %v7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v6 : tensor<?x3x?xi32>) outs(%g7_empty0 : tensor<?x?x3xi32>) {
    ^bb0(%g7_in0: i32, %g7_out0: i32):
      %g7_0 = arith.xori %g7_in0, %g7_in0 : i32
      linalg.yield %g7_0 : i32
    } -> tensor<?x?x3xi32>
    return %v1, %v3, %v4, %v5, %v7 : tensor<?xi32>, tensor<?x4x?xf32>, tensor<4x?x1x?xf32>, tensor<?x?xi32>, tensor<?x?x3xi32>
  }
}
