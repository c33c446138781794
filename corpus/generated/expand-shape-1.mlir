// Corpus case 'expand-shape': `fusefuzz generate --seed 29` under strategy elementwise.
// EXPECT: pass
// STRATEGY: elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 29 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<?x?xi8> {fusefuzz.shape = array<i64: 5, 3>}, %arg1: tensor<3x5xi8>, %arg2: tensor<5x5xi8>, %arg3: tensor<4xf32>, %arg4: tensor<?xi32> {fusefuzz.shape = array<i64: 4>}, %arg5: tensor<4xi32>, %arg6: tensor<3xf32>, %arg7: tensor<2x3x5x4xi32>, %arg8: tensor<2x3x5x4xf32>, %arg9: tensor<2x?x?x4xi32> {fusefuzz.shape = array<i64: 2, 3, 5, 4>}) -> (tensor<5x5xi8>, tensor<1x3xf32>, tensor<i32>, tensor<i32>, tensor<2x?x?x4xi32>) {
    %v0 = linalg.matmul ins(%arg0, %arg1 : tensor<?x?xi8>, tensor<3x5xi8>) outs(%arg2 : tensor<5x5xi8>) -> tensor<5x5xi8>
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %arg4, %g1_c0_0 : tensor<?xi32>
    %g1_empty0 = tensor.empty(%g1_d0_0) : tensor<?xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg3, %arg4, %arg5 : tensor<4xf32>, tensor<?xi32>, tensor<4xi32>) outs(%g1_empty0 : tensor<?xi32>) {
    ^bb0(%g1_in0: f32, %g1_in1: i32, %g1_in2: i32, %g1_out0: i32):
      %g1_0 = arith.cmpf uno, %g1_in0, %g1_in0 : f32
      %g1_1 = arith.constant -1.000000e+02 : f32
      %g1_2 = arith.constant 1.000000e+02 : f32
      %g1_3 = arith.constant 0.000000e+00 : f32
      %g1_4 = arith.maximumf %g1_in0, %g1_1 : f32
      %g1_5 = arith.minimumf %g1_4, %g1_2 : f32
      %g1_6 = arith.select %g1_0, %g1_3, %g1_5 : f32
      %g1_7 = arith.fptosi %g1_6 : f32 to i32
      %g1_8 = arith.cmpf uno, %g1_in0, %g1_in0 : f32
      %g1_9 = arith.constant -1.000000e+02 : f32
      %g1_10 = arith.constant 1.000000e+02 : f32
      %g1_11 = arith.constant 0.000000e+00 : f32
      %g1_12 = arith.maximumf %g1_in0, %g1_9 : f32
      %g1_13 = arith.minimumf %g1_12, %g1_10 : f32
      %g1_14 = arith.select %g1_8, %g1_11, %g1_13 : f32
      %g1_15 = arith.fptosi %g1_14 : f32 to i32
      %g1_16 = arith.addi %g1_7, %g1_15 : i32
      linalg.yield %g1_16 : i32
    } -> tensor<?xi32>
    %v2 = tensor.expand_shape %arg6 [[0, 1]] output_shape [1, 3] : tensor<3xf32> into tensor<1x3xf32>
    %g3_empty0 = tensor.empty() : tensor<i32>
    %g3_fillval0 = arith.constant 6 : i32
    %g3_fill0 = linalg.fill ins(%g3_fillval0 : i32) outs(%g3_empty0 : tensor<i32>) -> tensor<i32>
    %g3_empty1 = tensor.empty() : tensor<i32>
    %g3_fillval1 = arith.constant 7 : i32
    %g3_fill1 = linalg.fill ins(%g3_fillval1 : i32) outs(%g3_empty1 : tensor<i32>) -> tensor<i32>
    %v3:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%v1 : tensor<?xi32>) outs(%g3_fill0, %g3_fill1 : tensor<i32>, tensor<i32>) {
    ^bb0(%g3_in0: i32, %g3_out0: i32, %g3_out1: i32):
      %g3_0 = arith.maxui %g3_out0, %g3_out0 : i32
      %g3_1 = linalg.index 0 : index
      %g3_2 = arith.index_cast %g3_1 : index to i32
      %g3_3 = arith.constant 32 : i32
      %g3_4 = arith.remui %g3_out0, %g3_3 : i32
      %g3_5 = arith.shrsi %g3_2, %g3_4 : i32
      %g3_6 = arith.constant 0 : i32
      %g3_7 = arith.constant 1 : i32
      %g3_8 = arith.cmpi eq, %g3_5, %g3_6 : i32
      %g3_9 = arith.constant -1 : i32
      %g3_10 = arith.cmpi eq, %g3_5, %g3_9 : i32
      %g3_11 = arith.ori %g3_8, %g3_10 : i1
      %g3_12 = arith.select %g3_11, %g3_7, %g3_5 : i32
      %g3_13 = arith.remsi %g3_0, %g3_12 : i32
      %g3_14 = arith.addi %g3_out0, %g3_13 : i32
      %g3_15 = arith.constant 0 : i32
      %g3_16 = arith.constant 1 : i32
      %g3_17 = arith.cmpi eq, %g3_out0, %g3_15 : i32
      %g3_18 = arith.select %g3_17, %g3_16, %g3_out0 : i32
      %g3_19 = arith.divui %g3_in0, %g3_18 : i32
      %g3_20 = arith.cmpi sge, %g3_out1, %g3_19 : i32
      %g3_21 = linalg.index 0 : index
      %g3_22 = arith.index_cast %g3_21 : index to i32
      %g3_23 = arith.cmpi ne, %g3_out1, %g3_22 : i32
      %g3_24 = linalg.index 0 : index
      %g3_25 = arith.index_cast %g3_24 : index to i32
      %g3_26 = linalg.index 0 : index
      %g3_27 = arith.index_cast %g3_26 : index to i32
      %g3_28 = arith.select %g3_23, %g3_25, %g3_27 : i32
      %g3_29 = arith.muli %g3_in0, %g3_out0 : i32
      %g3_30 = arith.select %g3_20, %g3_28, %g3_29 : i32
      %g3_31 = arith.muli %g3_out1, %g3_30 : i32
      linalg.yield %g3_14, %g3_31 : i32, i32
    } -> (tensor<i32>, tensor<i32>)
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v3#1, %arg7, %arg8 : tensor<i32>, tensor<2x3x5x4xi32>, tensor<2x3x5x4xf32>) outs(%arg9 : tensor<2x?x?x4xi32>) {
    ^bb0(%g4_in0: i32, %g4_in1: i32, %g4_in2: f32, %g4_out0: i32):
      %g4_0 = arith.cmpf uno, %g4_in2, %g4_in2 : f32
      %g4_1 = arith.constant -1.000000e+02 : f32
      %g4_2 = arith.constant 1.000000e+02 : f32
      %g4_3 = arith.constant 0.000000e+00 : f32
      %g4_4 = arith.maximumf %g4_in2, %g4_1 : f32
      %g4_5 = arith.minimumf %g4_4, %g4_2 : f32
      %g4_6 = arith.select %g4_0, %g4_3, %g4_5 : f32
      %g4_7 = arith.fptosi %g4_6 : f32 to i32
      %g4_8 = arith.xori %g4_7, %g4_in0 : i32
      linalg.yield %g4_8 : i32
    } -> tensor<2x?x?x4xi32>
    return %v0, %v2, %v3#0, %v3#1, %v4 : tensor<5x5xi8>, tensor<1x3xf32>, tensor<i32>, tensor<i32>, tensor<2x?x?x4xi32>
  }
}
