// Corpus case 'reads-outs': `fusefuzz generate --seed 38` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 38 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<1x3x4x4xi32>, %arg1: tensor<3x4xi32>, %arg2: tensor<1x3x?xi32> {fusefuzz.shape = array<i64: 1, 3, 4>}) -> (tensor<3x?x4xi32>, tensor<3x?x4xi32>, tensor<3x?x4xi32>) {
    %g0_c0_2 = arith.constant 2 : index
    %g0_d0_2 = tensor.dim %arg2, %g0_c0_2 : tensor<1x3x?xi32>
    %g0_empty0 = tensor.empty(%g0_d0_2) : tensor<1x3x?x4xi32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<1x3x4x4xi32>, tensor<3x4xi32>, tensor<1x3x?xi32>) outs(%g0_empty0 : tensor<1x3x?x4xi32>) {
    ^bb0(%g0_in0: i32, %g0_in1: i32, %g0_in2: i32, %g0_out0: i32):
      %g0_0 = arith.constant 5 : i32
      %g0_1 = linalg.index 2 : index
      %g0_2 = arith.index_cast %g0_1 : index to i32
      %g0_3 = arith.maxsi %g0_0, %g0_2 : i32
      %g0_4 = linalg.index 1 : index
      %g0_5 = arith.index_cast %g0_4 : index to i32
      %g0_6 = arith.constant 32 : i32
      %g0_7 = arith.remui %g0_in0, %g0_6 : i32
      %g0_8 = arith.shrsi %g0_5, %g0_7 : i32
      %g0_9 = arith.ori %g0_3, %g0_8 : i32
      linalg.yield %g0_9 : i32
    } -> tensor<1x3x?x4xi32>
    %g1_c0_1 = arith.constant 2 : index
    %g1_d0_1 = tensor.dim %v0, %g1_c0_1 : tensor<1x3x?x4xi32>
    %g1_empty0 = tensor.empty(%g1_d0_1) : tensor<3x?x4xi32>
    %g1_fillval0 = arith.constant 1 : i32
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : i32) outs(%g1_empty0 : tensor<3x?x4xi32>) -> tensor<3x?x4xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%v0 : tensor<1x3x?x4xi32>) outs(%g1_fill0 : tensor<3x?x4xi32>) {
    ^bb0(%g1_in0: i32, %g1_out0: i32):
      %g1_0 = arith.constant 6 : i32
      %g1_1 = arith.muli %g1_0, %g1_in0 : i32
      %g1_2 = arith.maxsi %g1_out0, %g1_1 : i32
      linalg.yield %g1_2 : i32
    } -> tensor<3x?x4xi32>
    %g2_c0_1 = arith.constant 1 : index
    %g2_d0_1 = tensor.dim %v1, %g2_c0_1 : tensor<3x?x4xi32>
    %g2_empty0 = tensor.empty(%g2_d0_1) : tensor<3x?x4xi32>
    %g2_c1_1 = arith.constant 1 : index
    %g2_d1_1 = tensor.dim %v1, %g2_c1_1 : tensor<3x?x4xi32>
    %g2_empty1 = tensor.empty(%g2_d1_1) : tensor<3x?x4xi32>
    %v2:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v1 : tensor<3x?x4xi32>) outs(%g2_empty0, %g2_empty1 : tensor<3x?x4xi32>, tensor<3x?x4xi32>) {
    ^bb0(%g2_in0: i32, %g2_out0: i32, %g2_out1: i32):
      %g2_0 = arith.cmpi ugt, %g2_in0, %g2_in0 : i32
      %g2_1 = arith.constant 1 : i32
      %g2_2 = arith.maxsi %g2_in0, %g2_in0 : i32
      %g2_3 = arith.cmpi slt, %g2_in0, %g2_2 : i32
      %g2_4 = arith.muli %g2_in0, %g2_in0 : i32
      %g2_5 = arith.ori %g2_in0, %g2_in0 : i32
      %g2_6 = arith.select %g2_3, %g2_4, %g2_5 : i32
      %g2_7 = arith.select %g2_0, %g2_1, %g2_6 : i32
      %g2_8 = arith.andi %g2_in0, %g2_in0 : i32
      %g2_9 = arith.constant 0 : i32
      %g2_10 = arith.constant 1 : i32
      %g2_11 = arith.cmpi eq, %g2_in0, %g2_9 : i32
      %g2_12 = arith.constant -1 : i32
      %g2_13 = arith.cmpi eq, %g2_in0, %g2_12 : i32
      %g2_14 = arith.ori %g2_11, %g2_13 : i1
      %g2_15 = arith.select %g2_14, %g2_10, %g2_in0 : i32
      %g2_16 = arith.divsi %g2_8, %g2_15 : i32
      %g2_17 = arith.minsi %g2_16, %g2_in0 : i32
      linalg.yield %g2_7, %g2_17 : i32, i32
    } -> (tensor<3x?x4xi32>, tensor<3x?x4xi32>)
    return %v1, %v2#0, %v2#1 : tensor<3x?x4xi32>, tensor<3x?x4xi32>, tensor<3x?x4xi32>
  }
}
