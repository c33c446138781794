// Corpus case 'refused-collapsing-producer-not-generic': `fusefuzz generate --seed 40` under strategy reshape-collapsing.
// EXPECT: pass
// STRATEGY: reshape-collapsing
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}FoldReshapeWithGenericOpByCollapsing: producer not a generic op=
module attributes {fusefuzz.seed = 40 : i64, fusefuzz.policy = "0xff4bf7f6d7a45ffa"} {
  func.func @case(%arg0: tensor<3x5x?x5xf32> {fusefuzz.shape = array<i64: 3, 5, 5, 5>}) -> (tensor<?x5x5x3xf32>, tensor<3x5x?xf32>, tensor<3x5x?xf32>) {
    %g0_c0_0 = arith.constant 2 : index
    %g0_d0_0 = tensor.dim %arg0, %g0_c0_0 : tensor<3x5x?x5xf32>
    %g0_empty0 = tensor.empty(%g0_d0_0) : tensor<?x5x5x3xf32>
    %g0_c1_3 = arith.constant 2 : index
    %g0_d1_3 = tensor.dim %arg0, %g0_c1_3 : tensor<3x5x?x5xf32>
    %g0_empty1 = tensor.empty(%g0_d1_3) : tensor<3x5x5x?xf32>
    %v0:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d3, d1, d2, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<3x5x?x5xf32>) outs(%g0_empty0, %g0_empty1 : tensor<?x5x5x3xf32>, tensor<3x5x5x?xf32>) {
    ^bb0(%g0_in0: f32, %g0_out0: f32, %g0_out1: f32):
      %g0_0 = arith.divf %g0_in0, %g0_in0 : f32
      %g0_1 = arith.constant 7.000000e+00 : f32
      %g0_2 = arith.addf %g0_in0, %g0_1 : f32
      %g0_3 = arith.minimumf %g0_0, %g0_2 : f32
      %g0_4 = math.floor %g0_in0 : f32
      %g0_5 = arith.minimumf %g0_4, %g0_in0 : f32
      %g0_6 = arith.cmpf oeq, %g0_3, %g0_5 : f32
      %g0_7 = arith.negf %g0_in0 : f32
      %g0_8 = arith.cmpf une, %g0_in0, %g0_in0 : f32
      %g0_9 = arith.select %g0_8, %g0_in0, %g0_in0 : f32
      %g0_10 = math.exp %g0_9 : f32
      %g0_11 = arith.select %g0_6, %g0_7, %g0_10 : f32
      %g0_12 = arith.mulf %g0_in0, %g0_in0 : f32
      %g0_13 = math.sqrt %g0_in0 : f32
      %g0_14 = arith.addf %g0_12, %g0_13 : f32
      %g0_15 = arith.constant 7.000000e+00 : f32
      %g0_16 = arith.addf %g0_in0, %g0_in0 : f32
      %g0_17 = arith.minimumf %g0_15, %g0_16 : f32
      %g0_18 = arith.cmpf olt, %g0_14, %g0_17 : f32
      %g0_19 = arith.constant 0.000000e+00 : f32
      %g0_20 = arith.cmpf ord, %g0_in0, %g0_19 : f32
      %g0_21 = arith.select %g0_20, %g0_in0, %g0_in0 : f32
      %g0_22 = arith.constant 1.000000e+00 : f32
      %g0_23 = arith.cmpf ugt, %g0_22, %g0_in0 : f32
      %g0_24 = arith.select %g0_23, %g0_in0, %g0_in0 : f32
      %g0_25 = arith.subf %g0_21, %g0_24 : f32
      %g0_26 = arith.cmpf olt, %g0_in0, %g0_in0 : f32
      %g0_27 = arith.select %g0_26, %g0_in0, %g0_in0 : f32
      %g0_28 = arith.cmpf une, %g0_in0, %g0_in0 : f32
      %g0_29 = arith.constant 0.000000e+00 : f32
      %g0_30 = arith.select %g0_28, %g0_in0, %g0_29 : f32
      %g0_31 = arith.cmpf oeq, %g0_27, %g0_30 : f32
      %g0_32 = math.sqrt %g0_in0 : f32
      %g0_33 = arith.select %g0_31, %g0_32, %g0_in0 : f32
      %g0_34 = arith.select %g0_18, %g0_25, %g0_33 : f32
      linalg.yield %g0_11, %g0_34 : f32, f32
    } -> (tensor<?x5x5x3xf32>, tensor<3x5x5x?xf32>)
    %g1_c0_2 = arith.constant 3 : index
    %g1_d0_2 = tensor.dim %v0#1, %g1_c0_2 : tensor<3x5x5x?xf32>
    %g1_empty0 = tensor.empty(%g1_d0_2) : tensor<3x5x?x5xf32>
    %v1 = linalg.transpose ins(%v0#1 : tensor<3x5x5x?xf32>) outs(%g1_empty0 : tensor<3x5x?x5xf32>) permutation = [0, 2, 3, 1]
    %v2 = tensor.collapse_shape %v1 [[0], [1], [2, 3]] : tensor<3x5x?x5xf32> into tensor<3x5x?xf32>
    %g3_c0_2 = arith.constant 2 : index
    %g3_d0_2 = tensor.dim %v2, %g3_c0_2 : tensor<3x5x?xf32>
    %g3_empty0 = tensor.empty(%g3_d0_2) : tensor<3x5x?xf32>
    %g3_c1_2 = arith.constant 2 : index
    %g3_d1_2 = tensor.dim %v2, %g3_c1_2 : tensor<3x5x?xf32>
    %g3_empty1 = tensor.empty(%g3_d1_2) : tensor<3x5x?xf32>
    %v3:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v2 : tensor<3x5x?xf32>) outs(%g3_empty0, %g3_empty1 : tensor<3x5x?xf32>, tensor<3x5x?xf32>) {
    ^bb0(%g3_in0: f32, %g3_out0: f32, %g3_out1: f32):
      %g3_0 = arith.minimumf %g3_in0, %g3_in0 : f32
      %g3_1 = arith.maximumf %g3_in0, %g3_in0 : f32
      linalg.yield %g3_0, %g3_1 : f32, f32
    } -> (tensor<3x5x?xf32>, tensor<3x5x?xf32>)
    %g4_c0_2 = arith.constant 2 : index
    %g4_d0_2 = tensor.dim %v3#1, %g4_c0_2 : tensor<3x5x?xf32>
    %g4_empty0 = tensor.empty(%g4_d0_2) : tensor<3x5x?xf32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v3#1 : tensor<3x5x?xf32>) outs(%g4_empty0 : tensor<3x5x?xf32>) {
    ^bb0(%g4_in0: f32, %g4_out0: f32):
      %g4_0 = linalg.index 1 : index
      %g4_1 = arith.index_cast %g4_0 : index to i32
      %g4_2 = arith.sitofp %g4_1 : i32 to f32
      %g4_3 = arith.addf %g4_in0, %g4_2 : f32
      %g4_4 = arith.constant 2.000000e+00 : f32
      %g4_5 = arith.negf %g4_4 : f32
      %g4_6 = arith.addf %g4_3, %g4_5 : f32
      linalg.yield %g4_6 : f32
    } -> tensor<3x5x?xf32>
    return %v0#0, %v3#0, %v4 : tensor<?x5x5x3xf32>, tensor<3x5x?xf32>, tensor<3x5x?xf32>
  }
}
