// Corpus case 'type-i32': `fusefuzz generate --seed 19` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 19 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<5xf32>, %arg1: tensor<?xf32> {fusefuzz.shape = array<i64: 5>}, %arg2: f32, %arg3: tensor<?xi32> {fusefuzz.shape = array<i64: 1>}, %arg4: tensor<i32>, %arg5: tensor<3x3xf32>, %arg6: tensor<?x2x?x?xf32> {fusefuzz.shape = array<i64: 2, 2, 5, 5>}, %arg7: tensor<2x?x5xf32> {fusefuzz.shape = array<i64: 2, 5, 5>}, %arg8: tensor<3x3xi32>) -> (tensor<?xf32>, tensor<i32>, tensor<3x3xf32>, tensor<?x?x?x5xf32>) {
    %g0_c0_0 = arith.constant 0 : index
    %g0_d0_0 = tensor.dim %arg1, %g0_c0_0 : tensor<?xf32>
    %g0_empty0 = tensor.empty(%g0_d0_0) : tensor<?xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<5xf32>, tensor<?xf32>) outs(%g0_empty0 : tensor<?xf32>) {
    ^bb0(%g0_in0: f32, %g0_in1: f32, %g0_out0: f32):
      %g0_0 = arith.cmpf ugt, %g0_in1, %g0_in0 : f32
      %g0_1 = linalg.index 0 : index
      %g0_2 = arith.index_cast %g0_1 : index to i32
      %g0_3 = arith.sitofp %g0_2 : i32 to f32
      %g0_4 = arith.select %g0_0, %g0_3, %arg2 : f32
      linalg.yield %g0_4 : f32
    } -> tensor<?xf32>
    %v1 = linalg.reduce ins(%arg3 : tensor<?xi32>) outs(%arg4 : tensor<i32>) dimensions = [0]
      (%g1_in0: i32, %g1_out0: i32) {
        %g1_0 = arith.minsi %g1_out0, %g1_in0 : i32
        linalg.yield %g1_0 : i32
      }
    %g2_empty0 = tensor.empty() : tensor<3x3xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<3x3xf32>) outs(%g2_empty0 : tensor<3x3xf32>) {
    ^bb0(%g2_in0: f32, %g2_out0: f32):
      %g2_0 = arith.constant 1.000000e+00 : f32
      %g2_1 = arith.subf %g2_in0, %g2_in0 : f32
      %g2_2 = arith.divf %g2_0, %g2_1 : f32
      linalg.yield %g2_2 : f32
    } -> tensor<3x3xf32>
    %v3 = tensor.collapse_shape %arg6 [[0], [1, 2], [3]] : tensor<?x2x?x?xf32> into tensor<?x?x?xf32>
    %g4_c0_0 = arith.constant 0 : index
    %g4_d0_0 = tensor.dim %v3, %g4_c0_0 : tensor<?x?x?xf32>
    %g4_c0_1 = arith.constant 1 : index
    %g4_d0_1 = tensor.dim %v3, %g4_c0_1 : tensor<?x?x?xf32>
    %g4_empty0 = tensor.empty(%g4_d0_0, %g4_d0_1) : tensor<?x?x5xf32>
    %g4_fillval0 = arith.constant -3.000000e+00 : f32
    %g4_fill0 = linalg.fill ins(%g4_fillval0 : f32) outs(%g4_empty0 : tensor<?x?x5xf32>) -> tensor<?x?x5xf32>
    %v4 = linalg.batch_matmul ins(%v3, %arg7 : tensor<?x?x?xf32>, tensor<2x?x5xf32>) outs(%g4_fill0 : tensor<?x?x5xf32>) -> tensor<?x?x5xf32>
    %g5_c0_0 = arith.constant 1 : index
    %g5_d0_0 = tensor.dim %v4, %g5_c0_0 : tensor<?x?x5xf32>
    %g5_c0_1 = arith.constant 0 : index
    %g5_d0_1 = tensor.dim %v4, %g5_c0_1 : tensor<?x?x5xf32>
    %g5_c0_2 = arith.constant 0 : index
    %g5_d0_2 = tensor.dim %arg1, %g5_c0_2 : tensor<?xf32>
    %g5_empty0 = tensor.empty(%g5_d0_0, %g5_d0_1, %g5_d0_2) : tensor<?x?x?x5xf32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v4, %arg1 : tensor<?x?x5xf32>, tensor<?xf32>) outs(%g5_empty0 : tensor<?x?x?x5xf32>) {
    ^bb0(%g5_in0: f32, %g5_in1: f32, %g5_out0: f32):
      %g5_0 = linalg.index 0 : index
      %g5_1 = arith.constant 3 : index
      %g5_2 = arith.remui %g5_0, %g5_1 : index
      %g5_3 = linalg.index 0 : index
      %g5_4 = arith.constant 3 : index
      %g5_5 = arith.remui %g5_3, %g5_4 : index
      %g5_6 = tensor.extract %arg8[%g5_2, %g5_5] : tensor<3x3xi32>
      %g5_7 = arith.sitofp %g5_6 : i32 to f32
      %g5_8 = arith.constant 5.000000e-01 : f32
      %g5_9 = linalg.index 3 : index
      %g5_10 = arith.constant 3 : index
      %g5_11 = arith.remui %g5_9, %g5_10 : index
      %g5_12 = linalg.index 3 : index
      %g5_13 = arith.constant 3 : index
      %g5_14 = arith.remui %g5_12, %g5_13 : index
      %g5_15 = tensor.extract %arg8[%g5_11, %g5_14] : tensor<3x3xi32>
      %g5_16 = arith.sitofp %g5_15 : i32 to f32
      %g5_17 = arith.cmpf ugt, %g5_8, %g5_16 : f32
      %g5_18 = arith.constant -1.500000e+00 : f32
      %g5_19 = arith.select %g5_17, %g5_18, %g5_in1 : f32
      %g5_20 = arith.minimumf %g5_7, %g5_19 : f32
      %g5_21 = linalg.index 1 : index
      %g5_22 = arith.constant 3 : index
      %g5_23 = arith.remui %g5_21, %g5_22 : index
      %g5_24 = linalg.index 1 : index
      %g5_25 = arith.constant 3 : index
      %g5_26 = arith.remui %g5_24, %g5_25 : index
      %g5_27 = tensor.extract %arg8[%g5_23, %g5_26] : tensor<3x3xi32>
      %g5_28 = arith.sitofp %g5_27 : i32 to f32
      %g5_29 = linalg.index 2 : index
      %g5_30 = arith.constant 3 : index
      %g5_31 = arith.remui %g5_29, %g5_30 : index
      %g5_32 = linalg.index 0 : index
      %g5_33 = arith.constant 3 : index
      %g5_34 = arith.remui %g5_32, %g5_33 : index
      %g5_35 = tensor.extract %arg8[%g5_31, %g5_34] : tensor<3x3xi32>
      %g5_36 = arith.sitofp %g5_35 : i32 to f32
      %g5_37 = arith.mulf %g5_28, %g5_36 : f32
      %g5_38 = math.absf %g5_37 : f32
      %g5_39 = arith.subf %g5_20, %g5_38 : f32
      linalg.yield %g5_39 : f32
    } -> tensor<?x?x?x5xf32>
    return %v0, %v1, %v2, %v5 : tensor<?xf32>, tensor<i32>, tensor<3x3xf32>, tensor<?x?x?x5xf32>
  }
}
