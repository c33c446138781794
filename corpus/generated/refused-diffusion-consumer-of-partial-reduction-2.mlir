// Corpus case 'refused-diffusion-consumer-of-partial-reduction': `fusefuzz generate --seed 108` under strategy diffusion.
// EXPECT: pass
// STRATEGY: diffusion
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}diffusion:consumer-of-partial-reduction=
module attributes {fusefuzz.seed = 108 : i64, fusefuzz.policy = "0xff4bf7f6d7a45ffa"} {
  func.func @case(%arg0: tensor<2xi8>, %arg1: tensor<?xi8> {fusefuzz.shape = array<i64: 2>}, %arg2: tensor<2xi32>, %arg3: tensor<i8>, %arg4: tensor<?xi8> {fusefuzz.shape = array<i64: 3>}) -> (tensor<i8>) {
    %v0 = tensor.expand_shape %arg0 [[0, 1]] output_shape [1, 2] : tensor<2xi8> into tensor<1x2xi8>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (0, d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%v0, %arg1, %arg2 : tensor<1x2xi8>, tensor<?xi8>, tensor<2xi32>) outs(%arg3 : tensor<i8>) {
    ^bb0(%g1_in0: i8, %g1_in1: i8, %g1_in2: i32, %g1_out0: i8):
      %g1_0 = arith.trunci %g1_in2 : i32 to i8
      %g1_1 = arith.xori %g1_in0, %g1_0 : i8
      %g1_2 = arith.xori %g1_out0, %g1_1 : i8
      linalg.yield %g1_2 : i8
    } -> tensor<i8>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %arg4, %g2_c0_0 : tensor<?xi8>
    %g2_empty0 = tensor.empty(%g2_d0_0) : tensor<?xi8>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v1, %arg4, %arg4 : tensor<i8>, tensor<?xi8>, tensor<?xi8>) outs(%g2_empty0 : tensor<?xi8>) {
    ^bb0(%g2_in0: i8, %g2_in1: i8, %g2_in2: i8, %g2_out0: i8):
      %g2_0 = arith.addi %g2_in0, %g2_in0 : i8
      %g2_1 = arith.constant -3 : i8
      %g2_2 = arith.constant 0 : i8
      %g2_3 = arith.cmpi slt, %g2_1, %g2_2 : i8
      %g2_4 = arith.select %g2_3, %g2_in0, %g2_in1 : i8
      %g2_5 = arith.maxui %g2_0, %g2_4 : i8
      %g2_6 = arith.constant 5 : i8
      %g2_7 = arith.addi %g2_6, %g2_in1 : i8
      %g2_8 = arith.andi %g2_in1, %g2_7 : i8
      %g2_9 = arith.cmpi slt, %g2_5, %g2_8 : i8
      %g2_10 = arith.ori %g2_in2, %g2_in0 : i8
      %g2_11 = arith.addi %g2_in1, %g2_10 : i8
      %g2_12 = arith.constant 5 : i8
      %g2_13 = arith.constant 8 : i8
      %g2_14 = arith.remui %g2_in1, %g2_13 : i8
      %g2_15 = arith.shli %g2_12, %g2_14 : i8
      %g2_16 = arith.constant -2 : i8
      %g2_17 = arith.cmpi eq, %g2_15, %g2_16 : i8
      %g2_18 = arith.minsi %g2_in1, %g2_in0 : i8
      %g2_19 = arith.constant 6 : i8
      %g2_20 = arith.subi %g2_19, %g2_in1 : i8
      %g2_21 = arith.select %g2_17, %g2_18, %g2_20 : i8
      %g2_22 = arith.select %g2_9, %g2_11, %g2_21 : i8
      linalg.yield %g2_22 : i8
    } -> tensor<?xi8>
    %g3_c0_0 = arith.constant 0 : index
    %g3_d0_0 = tensor.dim %v2, %g3_c0_0 : tensor<?xi8>
    %g3_empty0 = tensor.empty(%g3_d0_0) : tensor<?xi8>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v2, %arg4 : tensor<?xi8>, tensor<?xi8>) outs(%g3_empty0 : tensor<?xi8>) {
    ^bb0(%g3_in0: i8, %g3_in1: i8, %g3_out0: i8):
      %g3_0 = arith.muli %g3_in1, %g3_in0 : i8
      linalg.yield %g3_0 : i8
    } -> tensor<?xi8>
    %g4_empty0 = tensor.empty() : tensor<i8>
    %g4_fillval0 = arith.constant 7 : i8
    %g4_fill0 = linalg.fill ins(%g4_fillval0 : i8) outs(%g4_empty0 : tensor<i8>) -> tensor<i8>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%v3 : tensor<?xi8>) outs(%g4_fill0 : tensor<i8>) {
    ^bb0(%g4_in0: i8, %g4_out0: i8):
      %g4_0 = arith.constant -3 : i8
      %g4_1 = arith.andi %g4_0, %g4_in0 : i8
      %g4_2 = arith.minsi %g4_out0, %g4_1 : i8
      linalg.yield %g4_2 : i8
    } -> tensor<i8>
    return %v4 : tensor<i8>
  }
}
