// Corpus case '4d-permutation': `fusefuzz generate --seed 28` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 28 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<5x3x3x4xi32>, %arg1: tensor<5x3x3x?xi32> {fusefuzz.shape = array<i64: 5, 3, 3, 4>}, %arg2: tensor<4x3xi32>) -> (tensor<3x5x?xi32>) {
    %g0_c0_2 = arith.constant 3 : index
    %g0_d0_2 = tensor.dim %arg1, %g0_c0_2 : tensor<5x3x3x?xi32>
    %g0_empty0 = tensor.empty(%g0_d0_2) : tensor<3x5x?x3xi32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d0, d3, d2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg1 : tensor<5x3x3x4xi32>, tensor<5x3x3x?xi32>) outs(%g0_empty0 : tensor<3x5x?x3xi32>) {
    ^bb0(%g0_in0: i32, %g0_in1: i32, %g0_out0: i32):
      %g0_0 = arith.constant 0 : i32
      %g0_1 = arith.constant 1 : i32
      %g0_2 = arith.cmpi eq, %g0_in1, %g0_0 : i32
      %g0_3 = arith.select %g0_2, %g0_1, %g0_in1 : i32
      %g0_4 = arith.divui %g0_in1, %g0_3 : i32
      %g0_5 = arith.muli %g0_in1, %g0_in1 : i32
      %g0_6 = arith.minsi %g0_4, %g0_5 : i32
      %g0_7 = arith.constant 0 : i32
      %g0_8 = arith.constant 1 : i32
      %g0_9 = arith.cmpi eq, %g0_in1, %g0_7 : i32
      %g0_10 = arith.constant -1 : i32
      %g0_11 = arith.cmpi eq, %g0_in1, %g0_10 : i32
      %g0_12 = arith.ori %g0_9, %g0_11 : i1
      %g0_13 = arith.select %g0_12, %g0_8, %g0_in1 : i32
      %g0_14 = arith.remsi %g0_in0, %g0_13 : i32
      %g0_15 = arith.maxui %g0_in1, %g0_in0 : i32
      %g0_16 = arith.subi %g0_14, %g0_15 : i32
      %g0_17 = arith.ori %g0_6, %g0_16 : i32
      linalg.yield %g0_17 : i32
    } -> tensor<3x5x?x3xi32>
    %g1_c0_3 = arith.constant 2 : index
    %g1_d0_3 = tensor.dim %v0, %g1_c0_3 : tensor<3x5x?x3xi32>
    %g1_empty0 = tensor.empty(%g1_d0_3) : tensor<3x3x5x?xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2, d3, d0)>, affine_map<(d0, d1, d2, d3) -> (d3, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v0, %arg2 : tensor<3x5x?x3xi32>, tensor<4x3xi32>) outs(%g1_empty0 : tensor<3x3x5x?xi32>) {
    ^bb0(%g1_in0: i32, %g1_in1: i32, %g1_out0: i32):
      %g1_0 = arith.andi %g1_in1, %g1_in0 : i32
      %g1_1 = arith.constant 6 : i32
      %g1_2 = arith.maxui %g1_1, %g1_in0 : i32
      %g1_3 = arith.cmpi ugt, %g1_0, %g1_2 : i32
      %g1_4 = arith.subi %g1_in1, %g1_in0 : i32
      %g1_5 = arith.maxsi %g1_in1, %g1_in0 : i32
      %g1_6 = arith.select %g1_3, %g1_4, %g1_5 : i32
      %g1_7 = arith.minsi %g1_in1, %g1_6 : i32
      linalg.yield %g1_7 : i32
    } -> tensor<3x3x5x?xi32>
    %g2_c0_2 = arith.constant 3 : index
    %g2_d0_2 = tensor.dim %v1, %g2_c0_2 : tensor<3x3x5x?xi32>
    %g2_empty0 = tensor.empty(%g2_d0_2) : tensor<3x5x?xi32>
    %g2_fillval0 = arith.constant -1 : i32
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : i32) outs(%g2_empty0 : tensor<3x5x?xi32>) -> tensor<3x5x?xi32>
    %v2 = linalg.reduce ins(%v1 : tensor<3x3x5x?xi32>) outs(%g2_fill0 : tensor<3x5x?xi32>) dimensions = [0]
      (%g2_in0: i32, %g2_out0: i32) {
        %g2_0 = arith.muli %g2_out0, %g2_in0 : i32
        linalg.yield %g2_0 : i32
      }
    return %v2 : tensor<3x5x?xi32>
  }
}
