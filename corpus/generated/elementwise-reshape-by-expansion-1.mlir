// Corpus case 'elementwise-reshape-by-expansion': `fusefuzz generate --seed 51` under strategy elementwise.
// EXPECT: pass
// STRATEGY: elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}FoldWithProducerReshapeOpByExpansion=
module attributes {fusefuzz.seed = 51 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<1xi32>, %arg1: tensor<1x4xf32>, %arg2: tensor<5xf32>, %arg3: tensor<4x5x1x3xi32>, %arg4: tensor<20x3xi32>, %arg5: i32) -> (tensor<1xi32>, tensor<4x4x5xf32>, tensor<20x3xi32>) {
    %g0_empty0 = tensor.empty() : tensor<1xi32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<1xi32>) outs(%g0_empty0 : tensor<1xi32>) {
    ^bb0(%g0_in0: i32, %g0_out0: i32):
      %g0_0 = arith.constant 1 : i32
      %g0_1 = arith.cmpi sge, %g0_0, %g0_in0 : i32
      %g0_2 = arith.select %g0_1, %g0_in0, %g0_in0 : i32
      linalg.yield %g0_2 : i32
    } -> tensor<1xi32>
    %g1_empty0 = tensor.empty() : tensor<1xi32>
    %v1 = linalg.map ins(%v0, %arg0, %arg0 : tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) outs(%g1_empty0 : tensor<1xi32>)
      (%g1_in0: i32, %g1_in1: i32, %g1_in2: i32, %g1_out0: i32) {
        %g1_0 = arith.constant 32 : i32
        %g1_1 = arith.remui %g1_in1, %g1_0 : i32
        %g1_2 = arith.shrsi %g1_in0, %g1_1 : i32
        linalg.yield %g1_2 : i32
      }
    %v2 = tensor.collapse_shape %arg1 [[0, 1]] : tensor<1x4xf32> into tensor<4xf32>
    %g3_empty0 = tensor.empty() : tensor<4x5x4xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2, d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v2 : tensor<4xf32>) outs(%g3_empty0 : tensor<4x5x4xf32>) {
    ^bb0(%g3_in0: f32, %g3_out0: f32):
      %g3_0 = arith.divf %g3_in0, %g3_in0 : f32
      %g3_1 = arith.constant 2.000000e+00 : f32
      %g3_2 = arith.maximumf %g3_1, %g3_in0 : f32
      %g3_3 = arith.divf %g3_0, %g3_2 : f32
      linalg.yield %g3_3 : f32
    } -> tensor<4x5x4xf32>
    %g4_empty0 = tensor.empty() : tensor<4x4x5xf32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v3 : tensor<4x5x4xf32>) outs(%g4_empty0 : tensor<4x4x5xf32>) {
    ^bb0(%g4_in0: f32, %g4_out0: f32):
      %g4_0 = arith.subf %g4_in0, %g4_in0 : f32
      linalg.yield %g4_0 : f32
    } -> tensor<4x4x5xf32>
    %v5 = tensor.collapse_shape %arg3 [[0, 1, 2], [3]] : tensor<4x5x1x3xi32> into tensor<20x3xi32>
    %g6_empty0 = tensor.empty() : tensor<20x3xi32>
    %v6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v5, %arg4, %arg4 : tensor<20x3xi32>, tensor<20x3xi32>, tensor<20x3xi32>) outs(%g6_empty0 : tensor<20x3xi32>) {
    ^bb0(%g6_in0: i32, %g6_in1: i32, %g6_in2: i32, %g6_out0: i32):
      %g6_0 = linalg.index 1 : index
      %g6_1 = arith.index_cast %g6_0 : index to i32
      %g6_2 = arith.maxui %g6_in0, %g6_1 : i32
      linalg.yield %g6_2 : i32
    } -> tensor<20x3xi32>
    %g7_empty0 = tensor.empty() : tensor<20x3xi32>
    %g7_fillval0 = arith.constant 5 : i32
    %g7_fill0 = linalg.fill ins(%g7_fillval0 : i32) outs(%g7_empty0 : tensor<20x3xi32>) -> tensor<20x3xi32>
    %v7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v6 : tensor<20x3xi32>) outs(%g7_fill0 : tensor<20x3xi32>) {
    ^bb0(%g7_in0: i32, %g7_out0: i32):
      %g7_0 = linalg.index 0 : index
      %g7_1 = arith.index_cast %g7_0 : index to i32
      %g7_2 = arith.addi %g7_1, %g7_in0 : i32
      %g7_3 = linalg.index 0 : index
      %g7_4 = arith.index_cast %g7_3 : index to i32
      %g7_5 = arith.constant 32 : i32
      %g7_6 = arith.remui %g7_in0, %g7_5 : i32
      %g7_7 = arith.shrui %g7_4, %g7_6 : i32
      %g7_8 = arith.andi %g7_2, %g7_7 : i32
      %g7_9 = linalg.index 1 : index
      %g7_10 = arith.index_cast %g7_9 : index to i32
      %g7_11 = arith.maxui %g7_out0, %g7_10 : i32
      %g7_12 = arith.xori %g7_in0, %g7_out0 : i32
      %g7_13 = arith.andi %g7_11, %g7_12 : i32
      %g7_14 = arith.cmpi ult, %g7_8, %g7_13 : i32
      %g7_15 = arith.subi %g7_in0, %g7_in0 : i32
      %g7_16 = arith.maxsi %g7_15, %g7_in0 : i32
      %g7_17 = arith.constant -2 : i32
      %g7_18 = arith.addi %g7_17, %g7_in0 : i32
      %g7_19 = arith.cmpi slt, %g7_18, %g7_out0 : i32
      %g7_20 = linalg.index 0 : index
      %g7_21 = arith.index_cast %g7_20 : index to i32
      %g7_22 = arith.constant 1 : i32
      %g7_23 = arith.cmpi ne, %g7_21, %g7_22 : i32
      %g7_24 = linalg.index 0 : index
      %g7_25 = arith.index_cast %g7_24 : index to i32
      %g7_26 = arith.select %g7_23, %g7_out0, %g7_25 : i32
      %g7_27 = arith.constant -1 : i32
      %g7_28 = arith.cmpi eq, %g7_in0, %g7_27 : i32
      %g7_29 = arith.constant 1 : i32
      %g7_30 = arith.select %g7_28, %g7_out0, %g7_29 : i32
      %g7_31 = arith.select %g7_19, %g7_26, %g7_30 : i32
      %g7_32 = arith.select %g7_14, %g7_16, %g7_31 : i32
      linalg.yield %g7_32 : i32
    } -> tensor<20x3xi32>
    return %v1, %v4, %v7 : tensor<1xi32>, tensor<4x4x5xf32>, tensor<20x3xi32>
  }
}
