// Corpus case 'type-i1': `fusefuzz generate --seed 22` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 22 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<5x4x4xi1>, %arg1: tensor<5x?x4x?xi1> {fusefuzz.shape = array<i64: 5, 4, 4, 5>}, %arg2: tensor<4x?x?x4xi1> {fusefuzz.shape = array<i64: 4, 5, 5, 4>}, %arg3: tensor<5x5xi1>, %arg4: tensor<4x?xi1> {fusefuzz.shape = array<i64: 4, 4>}) -> (tensor<5x?x4xi1>, tensor<5x5xi1>) {
    %g0_empty0 = tensor.empty() : tensor<5x4x4xi1>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<5x4x4xi1>) outs(%g0_empty0 : tensor<5x4x4xi1>) {
    ^bb0(%g0_in0: i1, %g0_out0: i1):
      %g0_0 = arith.constant 1 : i1
      %g0_1 = arith.constant 1 : i1
      %g0_2 = arith.andi %g0_0, %g0_1 : i1
      linalg.yield %g0_2 : i1
    } -> tensor<5x4x4xi1>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d0, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2)>], iterator_types = ["reduction", "parallel", "parallel", "reduction"]} ins(%v0, %arg1, %arg2 : tensor<5x4x4xi1>, tensor<5x?x4x?xi1>, tensor<4x?x?x4xi1>) outs(%arg3 : tensor<5x5xi1>) {
    ^bb0(%g1_in0: i1, %g1_in1: i1, %g1_in2: i1, %g1_out0: i1):
      %g1_0 = arith.extui %g1_in1 : i1 to i32
      %g1_1 = arith.extui %g1_in0 : i1 to i32
      %g1_2 = arith.addi %g1_0, %g1_1 : i32
      %g1_3 = arith.constant 0 : i32
      %g1_4 = arith.extui %g1_in2 : i1 to i32
      %g1_5 = arith.constant 0 : i32
      %g1_6 = arith.constant 1 : i32
      %g1_7 = arith.cmpi eq, %g1_4, %g1_5 : i32
      %g1_8 = arith.select %g1_7, %g1_6, %g1_4 : i32
      %g1_9 = arith.remui %g1_3, %g1_8 : i32
      %g1_10 = arith.minsi %g1_2, %g1_9 : i32
      %g1_11 = arith.extui %g1_out0 : i1 to i32
      %g1_12 = arith.cmpi sle, %g1_10, %g1_11 : i32
      %g1_13 = arith.ori %g1_out0, %g1_12 : i1
      linalg.yield %g1_13 : i1
    } -> tensor<5x5xi1>
    %g2_c0_1 = arith.constant 1 : index
    %g2_d0_1 = tensor.dim %arg4, %g2_c0_1 : tensor<4x?xi1>
    %g2_empty0 = tensor.empty(%g2_d0_1) : tensor<5x?x4xi1>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v0, %arg4 : tensor<5x4x4xi1>, tensor<4x?xi1>) outs(%g2_empty0 : tensor<5x?x4xi1>) {
    ^bb0(%g2_in0: i1, %g2_in1: i1, %g2_out0: i1):
      %g2_0 = arith.extui %g2_in0 : i1 to i32
      %g2_1 = arith.extui %g2_in0 : i1 to i32
      %g2_2 = arith.constant 32 : i32
      %g2_3 = arith.remui %g2_1, %g2_2 : i32
      %g2_4 = arith.shli %g2_0, %g2_3 : i32
      %g2_5 = arith.constant -2 : i32
      %g2_6 = arith.extui %g2_in1 : i1 to i32
      %g2_7 = arith.constant 32 : i32
      %g2_8 = arith.remui %g2_6, %g2_7 : i32
      %g2_9 = arith.shrui %g2_5, %g2_8 : i32
      %g2_10 = arith.cmpi sle, %g2_4, %g2_9 : i32
      linalg.yield %g2_10 : i1
    } -> tensor<5x?x4xi1>
    %g3_empty0 = tensor.empty() : tensor<5x5xi1>
    %g3_fillval0 = arith.constant 0 : i1
    %g3_fill0 = linalg.fill ins(%g3_fillval0 : i1) outs(%g3_empty0 : tensor<5x5xi1>) -> tensor<5x5xi1>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v1, %v1 : tensor<5x5xi1>, tensor<5x5xi1>) outs(%g3_fill0 : tensor<5x5xi1>) {
    ^bb0(%g3_in0: i1, %g3_in1: i1, %g3_out0: i1):
      %g3_0 = linalg.index 1 : index
      %g3_1 = arith.index_cast %g3_0 : index to i32
      %g3_2 = arith.constant 0 : i32
      %g3_3 = arith.cmpi ne, %g3_1, %g3_2 : i32
      %g3_4 = arith.constant 1 : i1
      %g3_5 = arith.xori %g3_3, %g3_4 : i1
      linalg.yield %g3_5 : i1
    } -> tensor<5x5xi1>
    return %v2, %v3 : tensor<5x?x4xi1>, tensor<5x5xi1>
  }
}
