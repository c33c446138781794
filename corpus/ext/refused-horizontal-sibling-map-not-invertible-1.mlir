// Corpus case 'refused-horizontal-sibling-map-not-invertible': `fusefuzz generate --seed 9 --strategy horizontal` under strategy horizontal.
// EXPECT: pass
// STRATEGY: horizontal
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}FuseSiblings: sibling-map-not-invertible=
module attributes {fusefuzz.seed = 9 : i64, fusefuzz.policy = "0x098e10579c6ad515"} {
  func.func @case(%arg0: tensor<?x?x4x3xf32> {fusefuzz.shape = array<i64: 5, 1, 4, 3>}, %arg1: tensor<5x1x4x3xf32>, %arg2: tensor<?x3x3xf32> {fusefuzz.shape = array<i64: 5, 3, 3>}, %arg3: tensor<5x?x5x?xf32> {fusefuzz.shape = array<i64: 5, 4, 5, 1>}, %arg4: tensor<?x4xf32> {fusefuzz.shape = array<i64: 5, 4>}, %arg5: tensor<2x1x?xf32> {fusefuzz.shape = array<i64: 2, 1, 1>}, %arg6: tensor<2x1x?xf32> {fusefuzz.shape = array<i64: 2, 1, 1>}) -> (tensor<?x?x4x3xf32>, tensor<?x?x4x3xf32>, tensor<?x4x3xf32>, tensor<?x7x3xf32>, tensor<?x?x?x3xf32>, tensor<5x4xf32>, tensor<?x4xf32>, tensor<3x4x?x?xf32>, tensor<?x?x4x3xf32>, tensor<2x1x?xf32>) {
    %g0_c0_0 = arith.constant 0 : index
    %g0_d0_0 = tensor.dim %arg0, %g0_c0_0 : tensor<?x?x4x3xf32>
    %g0_c0_1 = arith.constant 1 : index
    %g0_d0_1 = tensor.dim %arg0, %g0_c0_1 : tensor<?x?x4x3xf32>
    %g0_empty0 = tensor.empty(%g0_d0_0, %g0_d0_1) : tensor<?x?x4x3xf32>
    %g0_c1_0 = arith.constant 0 : index
    %g0_d1_0 = tensor.dim %arg0, %g0_c1_0 : tensor<?x?x4x3xf32>
    %g0_c1_1 = arith.constant 1 : index
    %g0_d1_1 = tensor.dim %arg0, %g0_c1_1 : tensor<?x?x4x3xf32>
    %g0_empty1 = tensor.empty(%g0_d1_0, %g0_d1_1) : tensor<?x?x4x3xf32>
    %v0:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg1, %arg1 : tensor<?x?x4x3xf32>, tensor<5x1x4x3xf32>, tensor<5x1x4x3xf32>) outs(%g0_empty0, %g0_empty1 : tensor<?x?x4x3xf32>, tensor<?x?x4x3xf32>) {
    ^bb0(%g0_in0: f32, %g0_in1: f32, %g0_in2: f32, %g0_out0: f32, %g0_out1: f32):
      %g0_0 = arith.maximumf %g0_in0, %g0_in1 : f32
      %g0_1 = arith.cmpf ugt, %g0_in2, %g0_in2 : f32
      %g0_2 = arith.select %g0_1, %g0_in1, %g0_in1 : f32
      %g0_3 = arith.mulf %g0_0, %g0_2 : f32
      %g0_4 = arith.maximumf %g0_3, %g0_in0 : f32
      %g0_5 = arith.addf %g0_in2, %g0_in2 : f32
      %g0_6 = arith.cmpf olt, %g0_5, %g0_in0 : f32
      %g0_7 = arith.minimumf %g0_in2, %g0_in2 : f32
      %g0_8 = arith.select %g0_6, %g0_7, %g0_in2 : f32
      %g0_9 = arith.addf %g0_in0, %g0_in1 : f32
      %g0_10 = arith.addf %g0_in1, %g0_9 : f32
      %g0_11 = arith.cmpf olt, %g0_8, %g0_10 : f32
      %g0_12 = arith.constant 5.000000e-01 : f32
      %g0_13 = arith.cmpf une, %g0_in2, %g0_in1 : f32
      %g0_14 = arith.select %g0_13, %g0_in1, %g0_in2 : f32
      %g0_15 = arith.constant -0.000000e+00 : f32
      %g0_16 = arith.mulf %g0_15, %g0_in2 : f32
      %g0_17 = arith.divf %g0_14, %g0_16 : f32
      %g0_18 = arith.select %g0_11, %g0_12, %g0_17 : f32
      linalg.yield %g0_4, %g0_18 : f32, f32
    } -> (tensor<?x?x4x3xf32>, tensor<?x?x4x3xf32>)
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %arg0, %g1_c0_0 : tensor<?x?x4x3xf32>
    %g1_empty0 = tensor.empty(%g1_d0_0) : tensor<?x4x3xf32>
    %g1_c1_0 = arith.constant 0 : index
    %g1_d1_0 = tensor.dim %arg0, %g1_c1_0 : tensor<?x?x4x3xf32>
    %g1_empty1 = tensor.empty(%g1_d1_0) : tensor<?x4x3xf32>
    %v1:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, 0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<?x?x4x3xf32>) outs(%g1_empty0, %g1_empty1 : tensor<?x4x3xf32>, tensor<?x4x3xf32>) {
    ^bb0(%g1_in0: f32, %g1_out0: f32, %g1_out1: f32):
      %g1_0 = arith.cmpf olt, %g1_in0, %g1_in0 : f32
      %g1_1 = arith.constant -3.000000e+00 : f32
      %g1_2 = arith.select %g1_0, %g1_in0, %g1_1 : f32
      %g1_3 = arith.constant 2.000000e+00 : f32
      %g1_4 = math.exp %g1_3 : f32
      linalg.yield %g1_2, %g1_4 : f32, f32
    } -> (tensor<?x4x3xf32>, tensor<?x4x3xf32>)
    %v2 = tensor.concat dim(1) %arg2, %v1#1 : (tensor<?x3x3xf32>, tensor<?x4x3xf32>) -> tensor<?x7x3xf32>
    %g3_c0_0 = arith.constant 0 : index
    %g3_d0_0 = tensor.dim %arg0, %g3_c0_0 : tensor<?x?x4x3xf32>
    %g3_c0_1 = arith.constant 1 : index
    %g3_d0_1 = tensor.dim %arg0, %g3_c0_1 : tensor<?x?x4x3xf32>
    %g3_c0_2 = arith.constant 1 : index
    %g3_d0_2 = tensor.dim %arg3, %g3_c0_2 : tensor<5x?x5x?xf32>
    %g3_empty0 = tensor.empty(%g3_d0_0, %g3_d0_1, %g3_d0_2) : tensor<?x?x?x3xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3 + 2, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg3 : tensor<?x?x4x3xf32>, tensor<5x?x5x?xf32>) outs(%g3_empty0 : tensor<?x?x?x3xf32>) {
    ^bb0(%g3_in0: f32, %g3_in1: f32, %g3_out0: f32):
      %g3_0 = arith.cmpf ord, %g3_in0, %g3_in1 : f32
      %g3_1 = arith.divf %g3_in1, %g3_in1 : f32
      %g3_2 = arith.divf %g3_in1, %g3_in0 : f32
      %g3_3 = arith.select %g3_0, %g3_1, %g3_2 : f32
      linalg.yield %g3_3 : f32
    } -> tensor<?x?x?x3xf32>
    %g4_empty0 = tensor.empty() : tensor<5x4xf32>
    %g4_fillval0 = arith.constant 0.000000e+00 : f32
    %g4_fill0 = linalg.fill ins(%g4_fillval0 : f32) outs(%g4_empty0 : tensor<5x4xf32>) -> tensor<5x4xf32>
    %v4:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, 0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg1 : tensor<5x1x4x3xf32>) outs(%g4_fill0, %arg4 : tensor<5x4xf32>, tensor<?x4xf32>) {
    ^bb0(%g4_in0: f32, %g4_out0: f32, %g4_out1: f32):
      %g4_0 = arith.minimumf %g4_in0, %g4_out1 : f32
      %g4_1 = arith.mulf %g4_out0, %g4_0 : f32
      %g4_2 = arith.subf %g4_out0, %g4_out1 : f32
      %g4_3 = arith.minimumf %g4_out1, %g4_2 : f32
      linalg.yield %g4_1, %g4_3 : f32, f32
    } -> (tensor<5x4xf32>, tensor<?x4xf32>)
    %g5_c0_2 = arith.constant 1 : index
    %g5_d0_2 = tensor.dim %arg0, %g5_c0_2 : tensor<?x?x4x3xf32>
    %g5_c0_3 = arith.constant 0 : index
    %g5_d0_3 = tensor.dim %arg0, %g5_c0_3 : tensor<?x?x4x3xf32>
    %g5_empty0 = tensor.empty(%g5_d0_2, %g5_d0_3) : tensor<3x4x?x?xf32>
    %g5_c1_0 = arith.constant 0 : index
    %g5_d1_0 = tensor.dim %arg0, %g5_c1_0 : tensor<?x?x4x3xf32>
    %g5_c1_1 = arith.constant 1 : index
    %g5_d1_1 = tensor.dim %arg0, %g5_c1_1 : tensor<?x?x4x3xf32>
    %g5_empty1 = tensor.empty(%g5_d1_0, %g5_d1_1) : tensor<?x?x4x3xf32>
    %v5:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2, d1, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<?x?x4x3xf32>) outs(%g5_empty0, %g5_empty1 : tensor<3x4x?x?xf32>, tensor<?x?x4x3xf32>) {
    ^bb0(%g5_in0: f32, %g5_out0: f32, %g5_out1: f32):
      %g5_0 = arith.constant -1.500000e+00 : f32
      %g5_1 = arith.subf %g5_0, %g5_in0 : f32
      %g5_2 = arith.constant 0.000000e+00 : f32
      %g5_3 = math.absf %g5_2 : f32
      %g5_4 = arith.cmpf ugt, %g5_1, %g5_3 : f32
      %g5_5 = arith.negf %g5_in0 : f32
      %g5_6 = arith.select %g5_4, %g5_5, %g5_in0 : f32
      %g5_7 = arith.addf %g5_in0, %g5_6 : f32
      %g5_8 = math.exp %g5_in0 : f32
      %g5_9 = math.exp %g5_8 : f32
      %g5_10 = math.absf %g5_in0 : f32
      %g5_11 = arith.cmpf ugt, %g5_in0, %g5_in0 : f32
      %g5_12 = arith.select %g5_11, %g5_in0, %g5_in0 : f32
      %g5_13 = arith.divf %g5_10, %g5_12 : f32
      %g5_14 = arith.mulf %g5_9, %g5_13 : f32
      linalg.yield %g5_7, %g5_14 : f32, f32
    } -> (tensor<3x4x?x?xf32>, tensor<?x?x4x3xf32>)
    %r6_c2 = arith.constant 2 : index
    %r6_d2 = tensor.dim %arg5, %r6_c2 : tensor<2x1x?xf32>
    %v6 = tensor.expand_shape %arg5 [[0, 1], [2], [3]] output_shape [2, 1, 1, %r6_d2] : tensor<2x1x?xf32> into tensor<2x1x1x?xf32>
    %v7 = linalg.reduce ins(%v6 : tensor<2x1x1x?xf32>) outs(%arg6 : tensor<2x1x?xf32>) dimensions = [2]
      (%g7_in0: f32, %g7_out0: f32) {
        %g7_0 = arith.maximumf %g7_out0, %g7_in0 : f32
        linalg.yield %g7_0 : f32
      }
    return %v0#0, %v0#1, %v1#0, %v2, %v3, %v4#0, %v4#1, %v5#0, %v5#1, %v7 : tensor<?x?x4x3xf32>, tensor<?x?x4x3xf32>, tensor<?x4x3xf32>, tensor<?x7x3xf32>, tensor<?x?x?x3xf32>, tensor<5x4xf32>, tensor<?x4xf32>, tensor<3x4x?x?xf32>, tensor<?x?x4x3xf32>, tensor<2x1x?xf32>
  }
}
