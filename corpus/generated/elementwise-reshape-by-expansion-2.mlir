// Corpus case 'elementwise-reshape-by-expansion': `fusefuzz generate --seed 58` under strategy elementwise.
// EXPECT: pass
// STRATEGY: elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}FoldWithProducerReshapeOpByExpansion=
module attributes {fusefuzz.seed = 58 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<5x1xi32>, %arg1: tensor<5xi32>, %arg2: tensor<5xf32>, %arg3: tensor<?xi32> {fusefuzz.shape = array<i64: 5>}, %arg4: tensor<5xi32>, %arg5: tensor<4x3x5x1xi32>, %arg6: tensor<?x5x4x?xi32> {fusefuzz.shape = array<i64: 1, 5, 4, 3>}, %arg7: tensor<?x5x4xi32> {fusefuzz.shape = array<i64: 1, 5, 4>}) -> (tensor<?xi32>, tensor<?x5x4xi32>) {
    %v0 = tensor.collapse_shape %arg0 [[0, 1]] : tensor<5x1xi32> into tensor<5xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v0, %arg1, %arg2 : tensor<5xi32>, tensor<5xi32>, tensor<5xf32>) outs(%arg3 : tensor<?xi32>) {
    ^bb0(%g1_in0: i32, %g1_in1: i32, %g1_in2: f32, %g1_out0: i32):
      %g1_0 = arith.constant 5 : i32
      %g1_1 = arith.cmpf uno, %g1_in2, %g1_in2 : f32
      %g1_2 = arith.constant -1.000000e+02 : f32
      %g1_3 = arith.constant 1.000000e+02 : f32
      %g1_4 = arith.constant 0.000000e+00 : f32
      %g1_5 = arith.maximumf %g1_in2, %g1_2 : f32
      %g1_6 = arith.minimumf %g1_5, %g1_3 : f32
      %g1_7 = arith.select %g1_1, %g1_4, %g1_6 : f32
      %g1_8 = arith.fptosi %g1_7 : f32 to i32
      %g1_9 = arith.cmpi slt, %g1_0, %g1_8 : i32
      %g1_10 = arith.constant 6 : i32
      %g1_11 = arith.select %g1_9, %g1_out0, %g1_10 : i32
      %g1_12 = arith.cmpi slt, %g1_out0, %g1_in0 : i32
      %g1_13 = arith.constant 3 : i32
      %g1_14 = arith.select %g1_12, %g1_in0, %g1_13 : i32
      %g1_15 = arith.maxsi %g1_11, %g1_14 : i32
      %g1_16 = arith.cmpi ugt, %g1_out0, %g1_15 : i32
      %g1_17 = arith.andi %g1_out0, %g1_in1 : i32
      %g1_18 = arith.xori %g1_17, %g1_in1 : i32
      %g1_19 = arith.select %g1_16, %g1_out0, %g1_18 : i32
      linalg.yield %g1_19 : i32
    } -> tensor<?xi32>
    %g2_empty0 = tensor.empty() : tensor<i32>
    %g2_fillval0 = arith.constant 6 : i32
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : i32) outs(%g2_empty0 : tensor<i32>) -> tensor<i32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%v1, %arg4 : tensor<?xi32>, tensor<5xi32>) outs(%g2_fill0 : tensor<i32>) {
    ^bb0(%g2_in0: i32, %g2_in1: i32, %g2_out0: i32):
      %g2_0 = arith.constant 6 : i32
      %g2_1 = arith.constant 0 : i32
      %g2_2 = arith.constant 1 : i32
      %g2_3 = arith.cmpi eq, %g2_out0, %g2_1 : i32
      %g2_4 = arith.select %g2_3, %g2_2, %g2_out0 : i32
      %g2_5 = arith.remui %g2_0, %g2_4 : i32
      %g2_6 = arith.addi %g2_out0, %g2_5 : i32
      linalg.yield %g2_6 : i32
    } -> tensor<i32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%v2, %arg5, %arg6 : tensor<i32>, tensor<4x3x5x1xi32>, tensor<?x5x4x?xi32>) outs(%arg7 : tensor<?x5x4xi32>) {
    ^bb0(%g3_in0: i32, %g3_in1: i32, %g3_in2: i32, %g3_out0: i32):
      %g3_0 = arith.constant 4 : i32
      %g3_1 = arith.maxui %g3_0, %g3_in2 : i32
      %g3_2 = arith.cmpi eq, %g3_in1, %g3_in0 : i32
      %g3_3 = arith.constant -1 : i32
      %g3_4 = arith.select %g3_2, %g3_3, %g3_in0 : i32
      %g3_5 = arith.andi %g3_1, %g3_4 : i32
      %g3_6 = arith.ori %g3_in2, %g3_5 : i32
      %g3_7 = arith.muli %g3_out0, %g3_6 : i32
      linalg.yield %g3_7 : i32
    } -> tensor<?x5x4xi32>
    return %v1, %v3 : tensor<?xi32>, tensor<?x5x4xi32>
  }
}
