// Corpus case 'refused-multi-root-strided-read-of-empty-loop': `fusefuzz generate --seed 101 --strategy multi-root` under strategy multi-root.
// EXPECT: pass
// STRATEGY: multi-root
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}MultiRoot: strided-read-of-empty-loop=
module attributes {fusefuzz.seed = 101 : i64, fusefuzz.policy = "0x704eae7228c8393f"} {
  func.func @case(%arg0: tensor<1x?x4x?xi32> {fusefuzz.shape = array<i64: 1, 4, 4, 2>}, %arg1: tensor<1x4x4x?xi32> {fusefuzz.shape = array<i64: 1, 4, 4, 2>}, %arg2: tensor<1x4x4x2xi32>, %arg3: tensor<4x4x2xi32>, %arg4: tensor<4x5x4x?xi32> {fusefuzz.shape = array<i64: 4, 5, 4, 2>}, %arg5: tensor<?x4xi32> {fusefuzz.shape = array<i64: 4, 4>}, %arg6: tensor<4x?x4x2xi32> {fusefuzz.shape = array<i64: 4, 4, 4, 2>}, %arg7: tensor<?x?x4xi32> {fusefuzz.shape = array<i64: 4, 1, 4>}, %arg8: tensor<4x2x?xi32> {fusefuzz.shape = array<i64: 4, 2, 2>}, %arg9: tensor<2x?xi32> {fusefuzz.shape = array<i64: 2, 4>}, %arg10: i32) -> (tensor<4x?x4x2xi32>, tensor<4x4x?x1xi32>, tensor<4x?x1xi32>, tensor<?x2x?xi32>) {
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg0 : tensor<1x?x4x?xi32>, tensor<1x?x4x?xi32>) outs(%arg1 : tensor<1x4x4x?xi32>) {
    ^bb0(%g0_in0: i32, %g0_in1: i32, %g0_out0: i32):
      %g0_0 = arith.constant -3 : i32
      %g0_1 = arith.subi %g0_0, %g0_in1 : i32
      %g0_2 = arith.maxsi %g0_out0, %g0_1 : i32
      %g0_3 = arith.andi %g0_2, %g0_in1 : i32
      linalg.yield %g0_3 : i32
    } -> tensor<1x4x4x?xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%v0, %arg2 : tensor<1x4x4x?xi32>, tensor<1x4x4x2xi32>) outs(%arg3 : tensor<4x4x2xi32>) {
    ^bb0(%g1_in0: i32, %g1_in1: i32, %g1_out0: i32):
      %g1_0 = arith.xori %g1_in0, %g1_out0 : i32
      %g1_1 = arith.andi %g1_in1, %g1_0 : i32
      %g1_2 = arith.maxsi %g1_out0, %g1_out0 : i32
      %g1_3 = arith.constant 2 : i32
      %g1_4 = arith.muli %g1_3, %g1_in0 : i32
      %g1_5 = arith.constant 32 : i32
      %g1_6 = arith.remui %g1_4, %g1_5 : i32
      %g1_7 = arith.shli %g1_2, %g1_6 : i32
      %g1_8 = arith.cmpi sge, %g1_1, %g1_7 : i32
      %g1_9 = arith.constant -3 : i32
      %g1_10 = arith.muli %g1_in0, %g1_out0 : i32
      %g1_11 = arith.addi %g1_10, %g1_in1 : i32
      %g1_12 = arith.select %g1_8, %g1_9, %g1_11 : i32
      %g1_13 = arith.addi %g1_out0, %g1_12 : i32
      linalg.yield %g1_13 : i32
    } -> tensor<4x4x2xi32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1 + 1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v1, %arg4, %arg5 : tensor<4x4x2xi32>, tensor<4x5x4x?xi32>, tensor<?x4xi32>) outs(%arg6 : tensor<4x?x4x2xi32>) {
    ^bb0(%g2_in0: i32, %g2_in1: i32, %g2_in2: i32, %g2_out0: i32):
      %g2_0 = arith.andi %g2_in1, %g2_in0 : i32
      linalg.yield %g2_0 : i32
    } -> tensor<4x?x4x2xi32>
    %r3_c0 = arith.constant 0 : index
    %r3_d0 = tensor.dim %arg7, %r3_c0 : tensor<?x?x4xi32>
    %r3_k0 = arith.constant 2 : index
    %r3_q0 = arith.divui %r3_d0, %r3_k0 : index
    %r3_c1 = arith.constant 1 : index
    %r3_d1 = tensor.dim %arg7, %r3_c1 : tensor<?x?x4xi32>
    %v3 = tensor.expand_shape %arg7 [[0, 1], [2], [3]] output_shape [%r3_q0, 2, %r3_d1, 4] : tensor<?x?x4xi32> into tensor<?x2x?x4xi32>
    %g4_c0_2 = arith.constant 3 : index
    %g4_d0_2 = tensor.dim %v0, %g4_c0_2 : tensor<1x4x4x?xi32>
    %g4_empty0 = tensor.empty(%g4_d0_2) : tensor<4x4x?x1xi32>
    %v4 = linalg.transpose ins(%v0 : tensor<1x4x4x?xi32>) outs(%g4_empty0 : tensor<4x4x?x1xi32>) permutation = [1, 2, 3, 0]
    %g5_c0_1 = arith.constant 2 : index
    %g5_d0_1 = tensor.dim %v4, %g5_c0_1 : tensor<4x4x?x1xi32>
    %g5_empty0 = tensor.empty(%g5_d0_1) : tensor<4x?x1xi32>
    %g5_fillval0 = arith.constant -2 : i32
    %g5_fill0 = linalg.fill ins(%g5_fillval0 : i32) outs(%g5_empty0 : tensor<4x?x1xi32>) -> tensor<4x?x1xi32>
    %v5 = linalg.reduce ins(%v4 : tensor<4x4x?x1xi32>) outs(%g5_fill0 : tensor<4x?x1xi32>) dimensions = [1]
      (%g5_in0: i32, %g5_out0: i32) {
        %g5_0 = arith.xori %g5_out0, %g5_in0 : i32
        linalg.yield %g5_0 : i32
      }
    %g6_c0_0 = arith.constant 0 : index
    %g6_d0_0 = tensor.dim %v3, %g6_c0_0 : tensor<?x2x?x4xi32>
    %g6_c0_2 = arith.constant 1 : index
    %g6_d0_2 = tensor.dim %arg9, %g6_c0_2 : tensor<2x?xi32>
    %g6_empty0 = tensor.empty(%g6_d0_0, %g6_d0_2) : tensor<?x2x?xi32>
    %v6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1, d0)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v3, %arg8, %arg9 : tensor<?x2x?x4xi32>, tensor<4x2x?xi32>, tensor<2x?xi32>) outs(%g6_empty0 : tensor<?x2x?xi32>) {
    ^bb0(%g6_in0: i32, %g6_in1: i32, %g6_in2: i32, %g6_out0: i32):
      %g6_0 = arith.maxsi %g6_in2, %arg10 : i32
      %g6_1 = arith.maxsi %g6_0, %g6_in2 : i32
      linalg.yield %g6_1 : i32
    } -> tensor<?x2x?xi32>
    return %v2, %v4, %v5, %v6 : tensor<4x?x4x2xi32>, tensor<4x4x?x1xi32>, tensor<4x?x1xi32>, tensor<?x2x?xi32>
  }
}
