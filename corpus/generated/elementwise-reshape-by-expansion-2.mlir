// Corpus case 'elementwise-reshape-by-expansion': `fusefuzz generate --seed 103` under strategy elementwise.
// EXPECT: pass
// STRATEGY: elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}FoldWithProducerReshapeOpByExpansion=
module attributes {fusefuzz.seed = 103 : i64, fusefuzz.policy = "0xff4bf7f6d7a45ffa"} {
  func.func @case(%arg0: tensor<3xi1>, %arg1: tensor<3xi1>, %arg2: tensor<i1>, %arg3: tensor<3x3x1xi1>, %arg4: tensor<3xf32>, %arg5: tensor<3xf16>) -> (tensor<i1>, tensor<i1>, tensor<3x3xf32>) {
    %g0_empty0 = tensor.empty() : tensor<i1>
    %g0_fillval0 = arith.constant 1 : i1
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : i1) outs(%g0_empty0 : tensor<i1>) -> tensor<i1>
    %v0:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%arg0, %arg1, %arg1 : tensor<3xi1>, tensor<3xi1>, tensor<3xi1>) outs(%g0_fill0, %arg2 : tensor<i1>, tensor<i1>) {
    ^bb0(%g0_in0: i1, %g0_in1: i1, %g0_in2: i1, %g0_out0: i1, %g0_out1: i1):
      %g0_0 = arith.extui %g0_in2 : i1 to i32
      %g0_1 = arith.extui %g0_out0 : i1 to i32
      %g0_2 = arith.constant 32 : i32
      %g0_3 = arith.remui %g0_1, %g0_2 : i32
      %g0_4 = arith.shrsi %g0_0, %g0_3 : i32
      %g0_5 = arith.extui %g0_in0 : i1 to i32
      %g0_6 = arith.extui %g0_in2 : i1 to i32
      %g0_7 = arith.addi %g0_5, %g0_6 : i32
      %g0_8 = arith.cmpi sle, %g0_4, %g0_7 : i32
      %g0_9 = arith.ori %g0_8, %g0_in1 : i1
      %g0_10 = arith.xori %g0_out0, %g0_9 : i1
      %g0_11 = arith.ori %g0_out1, %g0_out0 : i1
      %g0_12 = arith.ori %g0_out1, %g0_11 : i1
      linalg.yield %g0_10, %g0_12 : i1, i1
    } -> (tensor<i1>, tensor<i1>)
    %v1 = tensor.collapse_shape %arg3 [[0], [1, 2]] : tensor<3x3x1xi1> into tensor<3x3xi1>
    %g2_empty0 = tensor.empty() : tensor<3x3xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v1, %arg4 : tensor<3x3xi1>, tensor<3xf32>) outs(%g2_empty0 : tensor<3x3xf32>) {
    ^bb0(%g2_in0: i1, %g2_in1: f32, %g2_out0: f32):
      %g2_0 = arith.constant 5.000000e-01 : f32
      %g2_1 = math.floor %g2_0 : f32
      %g2_2 = arith.uitofp %g2_in0 : i1 to f32
      %g2_3 = arith.negf %g2_2 : f32
      %g2_4 = arith.minimumf %g2_1, %g2_3 : f32
      linalg.yield %g2_4 : f32
    } -> tensor<3x3xf32>
    return %v0#0, %v0#1, %v2 : tensor<i1>, tensor<i1>, tensor<3x3xf32>
  }
}
