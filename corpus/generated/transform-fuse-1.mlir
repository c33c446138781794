// Corpus case 'transform-fuse': `fusefuzz generate --seed 5` under strategy transform.
// EXPECT: pass
// STRATEGY: transform
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}TransformFuse=
module attributes {fusefuzz.seed = 5 : i64, fusefuzz.policy = "0xff4bf7f6d7a45ffa"} {
  func.func @case(%arg0: tensor<?x3x2xi8> {fusefuzz.shape = array<i64: 5, 3, 2>}, %arg1: tensor<4x2x?xi8> {fusefuzz.shape = array<i64: 4, 2, 2>}, %arg2: tensor<2x4x3x2xf32>, %arg3: tensor<3x2x2x?xi8> {fusefuzz.shape = array<i64: 3, 2, 2, 4>}, %arg4: tensor<4x2x3x2xf32>, %arg5: tensor<?x?x2x4xf32> {fusefuzz.shape = array<i64: 3, 2, 2, 4>}, %arg6: tensor<?x?x?xf32> {fusefuzz.shape = array<i64: 4, 3, 2>}) -> (tensor<?x3x2x1xi8>, tensor<4x2xi8>, tensor<?x?x4xf32>, tensor<?x?x?xf32>) {
    %r0_c0 = arith.constant 0 : index
    %r0_d0 = tensor.dim %arg0, %r0_c0 : tensor<?x3x2xi8>
    %v0 = tensor.expand_shape %arg0 [[0], [1, 2], [3]] output_shape [%r0_d0, 1, 3, 2] : tensor<?x3x2xi8> into tensor<?x1x3x2xi8>
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %v0, %g1_c0_0 : tensor<?x1x3x2xi8>
    %g1_empty0 = tensor.empty(%g1_d0_0) : tensor<?x3x2x1xi8>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v0 : tensor<?x1x3x2xi8>) outs(%g1_empty0 : tensor<?x3x2x1xi8>) {
    ^bb0(%g1_in0: i8, %g1_out0: i8):
      %g1_0 = arith.constant 4 : i8
      %g1_1 = arith.cmpi slt, %g1_0, %g1_in0 : i8
      %g1_2 = arith.constant -2 : i8
      %g1_3 = arith.constant 3 : i8
      %g1_4 = arith.select %g1_1, %g1_2, %g1_3 : i8
      %g1_5 = arith.xori %g1_4, %g1_in0 : i8
      linalg.yield %g1_5 : i8
    } -> tensor<?x3x2x1xi8>
    %g2_empty0 = tensor.empty() : tensor<4x2xi8>
    %g2_fillval0 = arith.constant 6 : i8
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : i8) outs(%g2_empty0 : tensor<4x2xi8>) -> tensor<4x2xi8>
    %v2 = linalg.reduce ins(%arg1 : tensor<4x2x?xi8>) outs(%g2_fill0 : tensor<4x2xi8>) dimensions = [2]
      (%g2_in0: i8, %g2_out0: i8) {
        %g2_0 = arith.addi %g2_out0, %g2_in0 : i8
        linalg.yield %g2_0 : i8
      }
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d3, d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d1, d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2, %arg3, %arg4 : tensor<2x4x3x2xf32>, tensor<3x2x2x?xi8>, tensor<4x2x3x2xf32>) outs(%arg5 : tensor<?x?x2x4xf32>) {
    ^bb0(%g3_in0: f32, %g3_in1: i8, %g3_in2: f32, %g3_out0: f32):
      %g3_0 = arith.cmpf ugt, %g3_in2, %g3_in0 : f32
      %g3_1 = arith.constant 2.000000e+00 : f32
      %g3_2 = arith.select %g3_0, %g3_in0, %g3_1 : f32
      linalg.yield %g3_2 : f32
    } -> tensor<?x?x2x4xf32>
    %g4_c0_0 = arith.constant 0 : index
    %g4_d0_0 = tensor.dim %v3, %g4_c0_0 : tensor<?x?x2x4xf32>
    %g4_c0_1 = arith.constant 1 : index
    %g4_d0_1 = tensor.dim %v3, %g4_c0_1 : tensor<?x?x2x4xf32>
    %g4_empty0 = tensor.empty(%g4_d0_0, %g4_d0_1) : tensor<?x?x4xf32>
    %g4_fillval0 = arith.constant 0.000000e+00 : f32
    %g4_fill0 = linalg.fill ins(%g4_fillval0 : f32) outs(%g4_empty0 : tensor<?x?x4xf32>) -> tensor<?x?x4xf32>
    %v4:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%v3 : tensor<?x?x2x4xf32>) outs(%g4_fill0, %arg6 : tensor<?x?x4xf32>, tensor<?x?x?xf32>) {
    ^bb0(%g4_in0: f32, %g4_out0: f32, %g4_out1: f32):
      %g4_0 = arith.divf %g4_out0, %g4_out0 : f32
      %g4_1 = arith.addf %g4_out0, %g4_0 : f32
      %g4_2 = arith.mulf %g4_out1, %g4_in0 : f32
      %g4_3 = arith.maximumf %g4_in0, %g4_2 : f32
      %g4_4 = arith.constant 1.000000e+00 : f32
      %g4_5 = arith.cmpf ugt, %g4_out0, %g4_4 : f32
      %g4_6 = arith.constant 5.000000e-01 : f32
      %g4_7 = arith.select %g4_5, %g4_6, %g4_out0 : f32
      %g4_8 = arith.negf %g4_7 : f32
      %g4_9 = arith.subf %g4_3, %g4_8 : f32
      %g4_10 = arith.mulf %g4_out1, %g4_9 : f32
      linalg.yield %g4_1, %g4_10 : f32, f32
    } -> (tensor<?x?x4xf32>, tensor<?x?x?xf32>)
    return %v1, %v2, %v4#0, %v4#1 : tensor<?x3x2x1xi8>, tensor<4x2xi8>, tensor<?x?x4xf32>, tensor<?x?x?xf32>
  }
}
