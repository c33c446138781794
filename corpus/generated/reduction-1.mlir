// Corpus case 'reduction': `fusefuzz generate --seed 8` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 8 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<4x2xi32>, %arg1: tensor<?xi32> {fusefuzz.shape = array<i64: 2>}, %arg2: tensor<2x4xi32>, %arg3: tensor<3x?x?x?xf32> {fusefuzz.shape = array<i64: 3, 3, 4, 3>}, %arg4: tensor<?x?x3x?xf32> {fusefuzz.shape = array<i64: 4, 3, 3, 3>}, %arg5: tensor<?x?xi1> {fusefuzz.shape = array<i64: 5, 5>}, %arg6: tensor<?xi1> {fusefuzz.shape = array<i64: 5>}) -> (tensor<?x?x3x?xf32>, tensor<?xi1>) {
    %g0_empty0 = tensor.empty() : tensor<i32>
    %g0_fillval0 = arith.constant -3 : i32
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : i32) outs(%g0_empty0 : tensor<i32>) -> tensor<i32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%arg0, %arg1, %arg2 : tensor<4x2xi32>, tensor<?xi32>, tensor<2x4xi32>) outs(%g0_fill0 : tensor<i32>) {
    ^bb0(%g0_in0: i32, %g0_in1: i32, %g0_in2: i32, %g0_out0: i32):
      %g0_0 = arith.constant 5 : i32
      %g0_1 = arith.addi %g0_in1, %g0_0 : i32
      %g0_2 = arith.cmpi ugt, %g0_1, %g0_out0 : i32
      %g0_3 = arith.constant 5 : i32
      %g0_4 = arith.cmpi ne, %g0_3, %g0_out0 : i32
      %g0_5 = arith.constant 0 : i32
      %g0_6 = arith.select %g0_4, %g0_5, %g0_in0 : i32
      %g0_7 = arith.constant 7 : i32
      %g0_8 = arith.ori %g0_7, %g0_in0 : i32
      %g0_9 = arith.select %g0_2, %g0_6, %g0_8 : i32
      %g0_10 = arith.ori %g0_out0, %g0_in0 : i32
      %g0_11 = arith.andi %g0_9, %g0_10 : i32
      %g0_12 = arith.muli %g0_out0, %g0_11 : i32
      linalg.yield %g0_12 : i32
    } -> tensor<i32>
    %g1_c0_1 = arith.constant 1 : index
    %g1_d0_1 = tensor.dim %arg3, %g1_c0_1 : tensor<3x?x?x?xf32>
    %g1_c0_2 = arith.constant 2 : index
    %g1_d0_2 = tensor.dim %arg3, %g1_c0_2 : tensor<3x?x?x?xf32>
    %g1_c0_3 = arith.constant 3 : index
    %g1_d0_3 = tensor.dim %arg3, %g1_c0_3 : tensor<3x?x?x?xf32>
    %g1_empty0 = tensor.empty(%g1_d0_1, %g1_d0_2, %g1_d0_3) : tensor<3x?x?x?xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v0, %arg3 : tensor<i32>, tensor<3x?x?x?xf32>) outs(%g1_empty0 : tensor<3x?x?x?xf32>) {
    ^bb0(%g1_in0: i32, %g1_in1: f32, %g1_out0: f32):
      %g1_0 = math.exp %g1_in1 : f32
      linalg.yield %g1_0 : f32
    } -> tensor<3x?x?x?xf32>
    %v2 = linalg.transpose ins(%v1 : tensor<3x?x?x?xf32>) outs(%arg4 : tensor<?x?x3x?xf32>) permutation = [2, 1, 0, 3]
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg5, %arg5 : tensor<?x?xi1>, tensor<?x?xi1>) outs(%arg6 : tensor<?xi1>) {
    ^bb0(%g3_in0: i1, %g3_in1: i1, %g3_out0: i1):
      %g3_0 = arith.uitofp %g3_in0 : i1 to f32
      %g3_1 = arith.uitofp %g3_in1 : i1 to f32
      %g3_2 = arith.cmpf oeq, %g3_0, %g3_1 : f32
      %g3_3 = arith.uitofp %g3_in1 : i1 to f32
      %g3_4 = arith.uitofp %g3_out0 : i1 to f32
      %g3_5 = arith.select %g3_2, %g3_3, %g3_4 : f32
      %g3_6 = arith.uitofp %g3_in1 : i1 to f32
      %g3_7 = arith.uitofp %g3_in1 : i1 to f32
      %g3_8 = arith.minimumf %g3_6, %g3_7 : f32
      %g3_9 = arith.cmpf olt, %g3_5, %g3_8 : f32
      %g3_10 = arith.xori %g3_out0, %g3_9 : i1
      linalg.yield %g3_10 : i1
    } -> tensor<?xi1>
    return %v2, %v3 : tensor<?x?x3x?xf32>, tensor<?xi1>
  }
}
