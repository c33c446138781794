// Corpus case 'type-i8': `fusefuzz generate --seed 18` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 18 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<4x5xi8>, %arg1: tensor<5x2xf32>) -> (tensor<4x3x5x4xi8>, tensor<2x4x4x5xf32>) {
    %g0_empty0 = tensor.empty() : tensor<4x5xi8>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x5xi8>) outs(%g0_empty0 : tensor<4x5xi8>) {
    ^bb0(%g0_in0: i8, %g0_out0: i8):
      %g0_0 = arith.minsi %g0_in0, %g0_in0 : i8
      %g0_1 = arith.maxsi %g0_in0, %g0_in0 : i8
      %g0_2 = arith.cmpi ne, %g0_0, %g0_1 : i8
      %g0_3 = arith.addi %g0_in0, %g0_in0 : i8
      %g0_4 = arith.select %g0_2, %g0_in0, %g0_3 : i8
      linalg.yield %g0_4 : i8
    } -> tensor<4x5xi8>
    %g1_empty0 = tensor.empty() : tensor<5x4xi8>
    %v1 = linalg.transpose ins(%v0 : tensor<4x5xi8>) outs(%g1_empty0 : tensor<5x4xi8>) permutation = [1, 0]
    %g2_empty0 = tensor.empty() : tensor<4x3x5x4xi8>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v1 : tensor<5x4xi8>) outs(%g2_empty0 : tensor<4x3x5x4xi8>) {
    ^bb0(%g2_in0: i8, %g2_out0: i8):
      %g2_0 = arith.constant 7 : i8
      %g2_1 = arith.xori %g2_in0, %g2_0 : i8
      %g2_2 = arith.cmpi ugt, %g2_in0, %g2_in0 : i8
      %g2_3 = arith.select %g2_2, %g2_in0, %g2_in0 : i8
      %g2_4 = arith.cmpi ne, %g2_1, %g2_3 : i8
      %g2_5 = arith.constant 8 : i8
      %g2_6 = arith.remui %g2_in0, %g2_5 : i8
      %g2_7 = arith.shrui %g2_in0, %g2_6 : i8
      %g2_8 = arith.ori %g2_in0, %g2_in0 : i8
      %g2_9 = arith.select %g2_4, %g2_7, %g2_8 : i8
      linalg.yield %g2_9 : i8
    } -> tensor<4x3x5x4xi8>
    %g3_empty0 = tensor.empty() : tensor<2x4x4x5xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1, d0)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<5x2xf32>) outs(%g3_empty0 : tensor<2x4x4x5xf32>) {
    ^bb0(%g3_in0: f32, %g3_out0: f32):
      %g3_0 = arith.maximumf %g3_in0, %g3_in0 : f32
      %g3_1 = arith.divf %g3_in0, %g3_in0 : f32
      %g3_2 = arith.subf %g3_0, %g3_1 : f32
      linalg.yield %g3_2 : f32
    } -> tensor<2x4x4x5xf32>
    return %v2, %v3 : tensor<4x3x5x4xi8>, tensor<2x4x4x5xf32>
  }
}
