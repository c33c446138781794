// Corpus case 'refused-reduction-loop-unbounded': `fusefuzz generate --seed 46` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}} reduction-loop-unbounded=
module attributes {fusefuzz.seed = 46 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<?x3x3xi32> {fusefuzz.shape = array<i64: 5, 3, 3>}, %arg1: tensor<3x2x?x3xi32> {fusefuzz.shape = array<i64: 3, 2, 5, 3>}, %arg2: tensor<?x5x3x2xi32> {fusefuzz.shape = array<i64: 3, 5, 3, 2>}, %arg3: tensor<2x5x3x3xi32>, %arg4: tensor<i32>, %arg5: tensor<?xi32> {fusefuzz.shape = array<i64: 3>}) -> (tensor<?x?x3xi32>) {
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<?x3x3xi32>) outs(%arg1 : tensor<3x2x?x3xi32>) {
    ^bb0(%g0_in0: i32, %g0_out0: i32):
      %g0_0 = arith.constant -1 : i32
      %g0_1 = arith.andi %g0_in0, %g0_0 : i32
      %g0_2 = arith.andi %g0_in0, %g0_1 : i32
      linalg.yield %g0_2 : i32
    } -> tensor<3x2x?x3xi32>
    %g1_c0_1 = arith.constant 2 : index
    %g1_d0_1 = tensor.dim %v0, %g1_c0_1 : tensor<3x2x?x3xi32>
    %g1_c0_2 = arith.constant 0 : index
    %g1_d0_2 = tensor.dim %arg2, %g1_c0_2 : tensor<?x5x3x2xi32>
    %g1_empty0 = tensor.empty(%g1_d0_1, %g1_d0_2) : tensor<2x?x?x3xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3, d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d2, d1, d3, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v0, %arg2, %arg3 : tensor<3x2x?x3xi32>, tensor<?x5x3x2xi32>, tensor<2x5x3x3xi32>) outs(%g1_empty0 : tensor<2x?x?x3xi32>) {
    ^bb0(%g1_in0: i32, %g1_in1: i32, %g1_in2: i32, %g1_out0: i32):
      %g1_0 = arith.muli %g1_in0, %g1_in2 : i32
      linalg.yield %g1_0 : i32
    } -> tensor<2x?x?x3xi32>
    %g2_c0_2 = arith.constant 2 : index
    %g2_d0_2 = tensor.dim %v1, %g2_c0_2 : tensor<2x?x?x3xi32>
    %g2_c0_3 = arith.constant 1 : index
    %g2_d0_3 = tensor.dim %v1, %g2_c0_3 : tensor<2x?x?x3xi32>
    %g2_empty0 = tensor.empty(%g2_d0_2, %g2_d0_3) : tensor<3x2x?x?xi32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d3, d2, d1, d0)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v1, %arg4 : tensor<2x?x?x3xi32>, tensor<i32>) outs(%g2_empty0 : tensor<3x2x?x?xi32>) {
    ^bb0(%g2_in0: i32, %g2_in1: i32, %g2_out0: i32):
      %g2_0 = arith.constant 1 : i32
      %g2_1 = arith.cmpi eq, %g2_in1, %g2_0 : i32
      %g2_2 = arith.constant -1 : i32
      %g2_3 = arith.constant 7 : i32
      %g2_4 = arith.select %g2_1, %g2_2, %g2_3 : i32
      %g2_5 = arith.minsi %g2_in1, %g2_4 : i32
      linalg.yield %g2_5 : i32
    } -> tensor<3x2x?x?xi32>
    %g3_c0_1 = arith.constant 3 : index
    %g3_d0_1 = tensor.dim %v2, %g3_c0_1 : tensor<3x2x?x?xi32>
    %g3_c0_2 = arith.constant 2 : index
    %g3_d0_2 = tensor.dim %v2, %g3_c0_2 : tensor<3x2x?x?xi32>
    %g3_empty0 = tensor.empty(%g3_d0_1, %g3_d0_2) : tensor<3x?x?xi32>
    %g3_fillval0 = arith.constant 6 : i32
    %g3_fill0 = linalg.fill ins(%g3_fillval0 : i32) outs(%g3_empty0 : tensor<3x?x?xi32>) -> tensor<3x?x?xi32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%v2 : tensor<3x2x?x?xi32>) outs(%g3_fill0 : tensor<3x?x?xi32>) {
    ^bb0(%g3_in0: i32, %g3_out0: i32):
      %g3_0 = linalg.index 3 : index
      %g3_1 = arith.index_cast %g3_0 : index to i32
      %g3_2 = arith.subi %g3_in0, %g3_1 : i32
      %g3_3 = arith.constant 32 : i32
      %g3_4 = arith.remui %g3_2, %g3_3 : i32
      %g3_5 = arith.shli %g3_out0, %g3_4 : i32
      %g3_6 = arith.xori %g3_out0, %g3_5 : i32
      linalg.yield %g3_6 : i32
    } -> tensor<3x?x?xi32>
    %g4_c0_0 = arith.constant 1 : index
    %g4_d0_0 = tensor.dim %v3, %g4_c0_0 : tensor<3x?x?xi32>
    %g4_c0_1 = arith.constant 2 : index
    %g4_d0_1 = tensor.dim %v3, %g4_c0_1 : tensor<3x?x?xi32>
    %g4_empty0 = tensor.empty(%g4_d0_0, %g4_d0_1) : tensor<?x?x3xi32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0, d1)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v3, %arg5, %arg0 : tensor<3x?x?xi32>, tensor<?xi32>, tensor<?x3x3xi32>) outs(%g4_empty0 : tensor<?x?x3xi32>) {
    ^bb0(%g4_in0: i32, %g4_in1: i32, %g4_in2: i32, %g4_out0: i32):
      %g4_0 = arith.constant -2 : i32
      %g4_1 = arith.constant 0 : i32
      %g4_2 = arith.constant 1 : i32
      %g4_3 = arith.cmpi eq, %g4_0, %g4_1 : i32
      %g4_4 = arith.select %g4_3, %g4_2, %g4_0 : i32
      %g4_5 = arith.divui %g4_in2, %g4_4 : i32
      linalg.yield %g4_5 : i32
    } -> tensor<?x?x3xi32>
    return %v4 : tensor<?x?x3xi32>
  }
}
