// Corpus case 'type-i32': `fusefuzz generate --seed 25` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 25 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<?x?x5x?xi32> {fusefuzz.shape = array<i64: 5, 4, 5, 1>}, %arg1: tensor<5x5x1x?xf32> {fusefuzz.shape = array<i64: 5, 5, 1, 4>}, %arg2: tensor<?x5x4xi32> {fusefuzz.shape = array<i64: 1, 5, 4>}) -> (tensor<?x5x?x?xf32>, tensor<?xi32>) {
    %g0_c0_0 = arith.constant 0 : index
    %g0_d0_0 = tensor.dim %arg0, %g0_c0_0 : tensor<?x?x5x?xi32>
    %g0_c0_1 = arith.constant 1 : index
    %g0_d0_1 = tensor.dim %arg0, %g0_c0_1 : tensor<?x?x5x?xi32>
    %g0_c0_3 = arith.constant 3 : index
    %g0_d0_3 = tensor.dim %arg0, %g0_c0_3 : tensor<?x?x5x?xi32>
    %g0_empty0 = tensor.empty(%g0_d0_0, %g0_d0_1, %g0_d0_3) : tensor<?x?x5x?xi32>
    %g0_fillval0 = arith.constant 4 : i32
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : i32) outs(%g0_empty0 : tensor<?x?x5x?xi32>) -> tensor<?x?x5x?xi32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<?x?x5x?xi32>) outs(%g0_fill0 : tensor<?x?x5x?xi32>) {
    ^bb0(%g0_in0: i32, %g0_out0: i32):
      %g0_0 = arith.constant 2 : i32
      %g0_1 = arith.cmpi ugt, %g0_0, %g0_out0 : i32
      %g0_2 = arith.select %g0_1, %g0_out0, %g0_out0 : i32
      %g0_3 = arith.cmpi slt, %g0_2, %g0_out0 : i32
      %g0_4 = arith.addi %g0_in0, %g0_in0 : i32
      %g0_5 = arith.select %g0_3, %g0_4, %g0_out0 : i32
      linalg.yield %g0_5 : i32
    } -> tensor<?x?x5x?xi32>
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %v0, %g1_c0_0 : tensor<?x?x5x?xi32>
    %g1_c0_2 = arith.constant 3 : index
    %g1_d0_2 = tensor.dim %v0, %g1_c0_2 : tensor<?x?x5x?xi32>
    %g1_c0_3 = arith.constant 1 : index
    %g1_d0_3 = tensor.dim %v0, %g1_c0_3 : tensor<?x?x5x?xi32>
    %g1_empty0 = tensor.empty(%g1_d0_0, %g1_d0_2, %g1_d0_3) : tensor<?x5x?x?xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v0, %arg1 : tensor<?x?x5x?xi32>, tensor<5x5x1x?xf32>) outs(%g1_empty0 : tensor<?x5x?x?xf32>) {
    ^bb0(%g1_in0: i32, %g1_in1: f32, %g1_out0: f32):
      %g1_0 = arith.sitofp %g1_in0 : i32 to f32
      %g1_1 = math.absf %g1_0 : f32
      %g1_2 = arith.addf %g1_in1, %g1_in1 : f32
      %g1_3 = arith.sitofp %g1_in0 : i32 to f32
      %g1_4 = arith.constant -0.000000e+00 : f32
      %g1_5 = arith.mulf %g1_3, %g1_4 : f32
      %g1_6 = arith.subf %g1_2, %g1_5 : f32
      %g1_7 = arith.addf %g1_1, %g1_6 : f32
      linalg.yield %g1_7 : f32
    } -> tensor<?x5x?x?xf32>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %arg2, %g2_c0_0 : tensor<?x5x4xi32>
    %g2_empty0 = tensor.empty(%g2_d0_0) : tensor<?xi32>
    %g2_fillval0 = arith.constant -1 : i32
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : i32) outs(%g2_empty0 : tensor<?xi32>) -> tensor<?xi32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%arg2 : tensor<?x5x4xi32>) outs(%g2_fill0 : tensor<?xi32>) {
    ^bb0(%g2_in0: i32, %g2_out0: i32):
      %g2_0 = arith.constant 4 : i32
      %g2_1 = arith.xori %g2_in0, %g2_0 : i32
      %g2_2 = arith.maxsi %g2_out0, %g2_in0 : i32
      %g2_3 = arith.andi %g2_1, %g2_2 : i32
      %g2_4 = arith.xori %g2_out0, %g2_3 : i32
      linalg.yield %g2_4 : i32
    } -> tensor<?xi32>
    return %v1, %v2 : tensor<?x5x?x?xf32>, tensor<?xi32>
  }
}
