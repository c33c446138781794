// Corpus case 'cyclic-3d-permutation': `fusefuzz generate --seed 34` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 34 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<5xi8>, %arg1: tensor<?x4x?xi32> {fusefuzz.shape = array<i64: 5, 4, 5>}, %arg2: tensor<5x5x4xi32>, %arg3: tensor<5x?x5xi32> {fusefuzz.shape = array<i64: 5, 4, 5>}, %arg4: tensor<1x4x5x3xi32>, %arg5: tensor<5x4x?xi32> {fusefuzz.shape = array<i64: 5, 4, 1>}, %arg6: tensor<5x4x1xf32>, %arg7: tensor<5x?x1xf32> {fusefuzz.shape = array<i64: 5, 4, 1>}, %arg8: tensor<5xf32>, %arg9: tensor<?xf32> {fusefuzz.shape = array<i64: 5>}, %arg10: tensor<?xf32> {fusefuzz.shape = array<i64: 5>}) -> (tensor<5x?x?xf32>, tensor<?xf32>, tensor<?xf32>) {
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<5xi8>) outs(%arg1 : tensor<?x4x?xi32>) {
    ^bb0(%g0_in0: i8, %g0_out0: i32):
      %g0_0 = arith.extsi %g0_in0 : i8 to i32
      %g0_1 = arith.muli %g0_0, %g0_out0 : i32
      %g0_2 = arith.constant -3 : i32
      %g0_3 = arith.addi %g0_2, %g0_out0 : i32
      %g0_4 = arith.constant 0 : i32
      %g0_5 = arith.constant 1 : i32
      %g0_6 = arith.cmpi eq, %g0_3, %g0_4 : i32
      %g0_7 = arith.constant -1 : i32
      %g0_8 = arith.cmpi eq, %g0_3, %g0_7 : i32
      %g0_9 = arith.ori %g0_6, %g0_8 : i1
      %g0_10 = arith.select %g0_9, %g0_5, %g0_3 : i32
      %g0_11 = arith.remsi %g0_1, %g0_10 : i32
      linalg.yield %g0_11 : i32
    } -> tensor<?x4x?xi32>
    %g1_c0_0 = arith.constant 2 : index
    %g1_d0_0 = tensor.dim %v0, %g1_c0_0 : tensor<?x4x?xi32>
    %g1_empty0 = tensor.empty(%g1_d0_0) : tensor<?xi32>
    %g1_fillval0 = arith.constant 6 : i32
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : i32) outs(%g1_empty0 : tensor<?xi32>) -> tensor<?xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2, d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%v0, %arg2, %arg3 : tensor<?x4x?xi32>, tensor<5x5x4xi32>, tensor<5x?x5xi32>) outs(%g1_fill0 : tensor<?xi32>) {
    ^bb0(%g1_in0: i32, %g1_in1: i32, %g1_in2: i32, %g1_out0: i32):
      %g1_0 = arith.constant 32 : i32
      %g1_1 = arith.remui %g1_in2, %g1_0 : i32
      %g1_2 = arith.shrsi %g1_out0, %g1_1 : i32
      %g1_3 = arith.xori %g1_2, %g1_in1 : i32
      %g1_4 = arith.muli %g1_out0, %g1_3 : i32
      linalg.yield %g1_4 : i32
    } -> tensor<?xi32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d1, d0)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%v1, %arg4 : tensor<?xi32>, tensor<1x4x5x3xi32>) outs(%arg5 : tensor<5x4x?xi32>) {
    ^bb0(%g2_in0: i32, %g2_in1: i32, %g2_out0: i32):
      %g2_0 = arith.constant 0 : i32
      %g2_1 = arith.constant 32 : i32
      %g2_2 = arith.remui %g2_0, %g2_1 : i32
      %g2_3 = arith.shrsi %g2_in0, %g2_2 : i32
      %g2_4 = arith.constant 0 : i32
      %g2_5 = arith.constant 1 : i32
      %g2_6 = arith.cmpi eq, %g2_3, %g2_4 : i32
      %g2_7 = arith.constant -1 : i32
      %g2_8 = arith.cmpi eq, %g2_3, %g2_7 : i32
      %g2_9 = arith.ori %g2_6, %g2_8 : i1
      %g2_10 = arith.select %g2_9, %g2_5, %g2_3 : i32
      %g2_11 = arith.divsi %g2_out0, %g2_10 : i32
      %g2_12 = arith.xori %g2_out0, %g2_11 : i32
      linalg.yield %g2_12 : i32
    } -> tensor<5x4x?xi32>
    %g3_c0_1 = arith.constant 1 : index
    %g3_d0_1 = tensor.dim %arg7, %g3_c0_1 : tensor<5x?x1xf32>
    %g3_c0_2 = arith.constant 2 : index
    %g3_d0_2 = tensor.dim %v2, %g3_c0_2 : tensor<5x4x?xi32>
    %g3_empty0 = tensor.empty(%g3_d0_1, %g3_d0_2) : tensor<5x?x?xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v2, %arg6, %arg7 : tensor<5x4x?xi32>, tensor<5x4x1xf32>, tensor<5x?x1xf32>) outs(%g3_empty0 : tensor<5x?x?xf32>) {
    ^bb0(%g3_in0: i32, %g3_in1: f32, %g3_in2: f32, %g3_out0: f32):
      %g3_0 = arith.sitofp %g3_in0 : i32 to f32
      %g3_1 = math.floor %g3_0 : f32
      linalg.yield %g3_1 : f32
    } -> tensor<5x?x?xf32>
    %v4:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg8, %arg9 : tensor<5xf32>, tensor<?xf32>) outs(%arg10, %arg10 : tensor<?xf32>, tensor<?xf32>) {
    ^bb0(%g4_in0: f32, %g4_in1: f32, %g4_out0: f32, %g4_out1: f32):
      %g4_0 = math.floor %g4_in0 : f32
      %g4_1 = arith.divf %g4_in0, %g4_out0 : f32
      linalg.yield %g4_0, %g4_1 : f32, f32
    } -> (tensor<?xf32>, tensor<?xf32>)
    return %v3, %v4#0, %v4#1 : tensor<5x?x?xf32>, tensor<?xf32>, tensor<?xf32>
  }
}
