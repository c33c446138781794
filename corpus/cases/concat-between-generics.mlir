// A generated case with a tensor.concat of an op result and a new argument
// between generics (knob concat): elementwise fusion runs around it, the
// lowering handles the concat, both fusions are proved and every input set
// agrees.
// EXPECT: pass
// STRATEGY: elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass (2 fusions), expected pass: ok
// CHECK: rules fired:{{.*}}FuseElementwiseOps=2
module attributes {fusefuzz.seed = 63 : i64, fusefuzz.policy = "0xd74c3dd14d9dc2cd"} {
  func.func @case(%arg0: tensor<1x?x4x?xi32> {fusefuzz.shape = array<i64: 1, 1, 4, 3>}, %arg1: tensor<1x?x4x2xi32> {fusefuzz.shape = array<i64: 1, 1, 4, 2>}, %arg2: tensor<3x?x?xi8> {fusefuzz.shape = array<i64: 3, 2, 5>}, %arg3: tensor<3x5x4xi8>, %arg4: tensor<3x2x?xi8> {fusefuzz.shape = array<i64: 3, 2, 4>}, %arg5: tensor<2x2xi8>) -> (tensor<1x?x4x?xi32>, tensor<3x2x?xi8>, tensor<2x2xi8>) {
    %v0 = tensor.concat dim(3) %arg0, %arg1 : (tensor<1x?x4x?xi32>, tensor<1x?x4x2xi32>) -> tensor<1x?x4x?xi32>
    %g1_c0_1 = arith.constant 1 : index
    %g1_d0_1 = tensor.dim %v0, %g1_c0_1 : tensor<1x?x4x?xi32>
    %g1_c0_3 = arith.constant 3 : index
    %g1_d0_3 = tensor.dim %v0, %g1_c0_3 : tensor<1x?x4x?xi32>
    %g1_empty0 = tensor.empty(%g1_d0_1, %g1_d0_3) : tensor<1x?x4x?xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v0 : tensor<1x?x4x?xi32>) outs(%g1_empty0 : tensor<1x?x4x?xi32>) {
    ^bb0(%g1_in0: i32, %g1_out0: i32):
      %g1_0 = arith.constant 0 : i32
      %g1_1 = arith.constant 1 : i32
      %g1_2 = arith.cmpi eq, %g1_in0, %g1_0 : i32
      %g1_3 = arith.select %g1_2, %g1_1, %g1_in0 : i32
      %g1_4 = arith.divui %g1_in0, %g1_3 : i32
      %g1_5 = arith.constant 5 : i32
      %g1_6 = arith.constant 32 : i32
      %g1_7 = arith.remui %g1_5, %g1_6 : i32
      %g1_8 = arith.shrui %g1_4, %g1_7 : i32
      linalg.yield %g1_8 : i32
    } -> tensor<1x?x4x?xi32>
    %v2 = linalg.batch_matmul ins(%arg2, %arg3 : tensor<3x?x?xi8>, tensor<3x5x4xi8>) outs(%arg4 : tensor<3x2x?xi8>) -> tensor<3x2x?xi8>
    %g3_empty0 = tensor.empty() : tensor<2x2xi8>
    %g3_fillval0 = arith.constant -1 : i8
    %g3_fill0 = linalg.fill ins(%g3_fillval0 : i8) outs(%g3_empty0 : tensor<2x2xi8>) -> tensor<2x2xi8>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg5, %arg5 : tensor<2x2xi8>, tensor<2x2xi8>) outs(%g3_fill0 : tensor<2x2xi8>) {
    ^bb0(%g3_in0: i8, %g3_in1: i8, %g3_out0: i8):
      %g3_0 = arith.maxsi %g3_in0, %g3_in0 : i8
      %g3_1 = arith.constant 8 : i8
      %g3_2 = arith.remui %g3_out0, %g3_1 : i8
      %g3_3 = arith.shrsi %g3_in1, %g3_2 : i8
      %g3_4 = arith.ori %g3_0, %g3_3 : i8
      %g3_5 = arith.andi %g3_out0, %g3_in1 : i8
      %g3_6 = arith.constant 6 : i8
      %g3_7 = arith.maxsi %g3_5, %g3_6 : i8
      %g3_8 = arith.constant 0 : i8
      %g3_9 = arith.constant 1 : i8
      %g3_10 = arith.cmpi eq, %g3_7, %g3_8 : i8
      %g3_11 = arith.select %g3_10, %g3_9, %g3_7 : i8
      %g3_12 = arith.divui %g3_4, %g3_11 : i8
      linalg.yield %g3_12 : i8
    } -> tensor<2x2xi8>
    %g4_empty0 = tensor.empty() : tensor<2x2xi8>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v3 : tensor<2x2xi8>) outs(%g4_empty0 : tensor<2x2xi8>) {
    ^bb0(%g4_in0: i8, %g4_out0: i8):
      %g4_0 = linalg.index 1 : index
      %g4_1 = arith.index_cast %g4_0 : index to i32
      %g4_2 = arith.trunci %g4_1 : i32 to i8
      %g4_3 = arith.constant 0 : i8
      %g4_4 = arith.constant 1 : i8
      %g4_5 = arith.cmpi eq, %g4_in0, %g4_3 : i8
      %g4_6 = arith.constant -1 : i8
      %g4_7 = arith.cmpi eq, %g4_in0, %g4_6 : i8
      %g4_8 = arith.ori %g4_5, %g4_7 : i1
      %g4_9 = arith.select %g4_8, %g4_4, %g4_in0 : i8
      %g4_10 = arith.divsi %g4_2, %g4_9 : i8
      %g4_11 = arith.addi %g4_10, %g4_in0 : i8
      linalg.yield %g4_11 : i8
    } -> tensor<2x2xi8>
    %g5_empty0 = tensor.empty() : tensor<2x2xi8>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v4 : tensor<2x2xi8>) outs(%g5_empty0 : tensor<2x2xi8>) {
    ^bb0(%g5_in0: i8, %g5_out0: i8):
      %g5_0 = arith.xori %g5_in0, %g5_in0 : i8
      %g5_1 = arith.xori %g5_in0, %g5_in0 : i8
      %g5_2 = arith.constant 8 : i8
      %g5_3 = arith.remui %g5_1, %g5_2 : i8
      %g5_4 = arith.shrui %g5_0, %g5_3 : i8
      %g5_5 = arith.constant -3 : i8
      %g5_6 = arith.subi %g5_4, %g5_5 : i8
      linalg.yield %g5_6 : i8
    } -> tensor<2x2xi8>
    return %v1, %v2, %v5 : tensor<1x?x4x?xi32>, tensor<3x2x?xi8>, tensor<2x2xi8>
  }
}
