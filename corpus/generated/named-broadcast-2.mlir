// Corpus case 'named-broadcast': `fusefuzz generate --seed 23` under strategy all.
// EXPECT: pass
// STRATEGY: all
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 23 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<?x?x?x1xi1> {fusefuzz.shape = array<i64: 4, 4, 1, 1>}, %arg1: tensor<4x5xi1>, %arg2: tensor<4xi1>, %arg3: tensor<5x?xi1> {fusefuzz.shape = array<i64: 5, 4>}, %arg4: tensor<2xi1>, %arg5: tensor<5x4xf32>, %arg6: tensor<2x4x?x4xf32> {fusefuzz.shape = array<i64: 2, 4, 2, 4>}, %arg7: tensor<2x?x?x4xf32> {fusefuzz.shape = array<i64: 2, 2, 4, 4>}) -> (tensor<?x?x?xi1>, tensor<5x4xf32>, tensor<?x?x?x4xf32>, tensor<4x?x?x?xf32>) {
    %v0 = tensor.collapse_shape %arg0 [[0], [1], [2, 3]] : tensor<?x?x?x1xi1> into tensor<?x?x?xi1>
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %v0, %g1_c0_0 : tensor<?x?x?xi1>
    %g1_c0_1 = arith.constant 1 : index
    %g1_d0_1 = tensor.dim %v0, %g1_c0_1 : tensor<?x?x?xi1>
    %g1_c0_3 = arith.constant 2 : index
    %g1_d0_3 = tensor.dim %v0, %g1_c0_3 : tensor<?x?x?xi1>
    %g1_empty0 = tensor.empty(%g1_d0_0, %g1_d0_1, %g1_d0_3) : tensor<?x?x5x?xi1>
    %g1_fillval0 = arith.constant 0 : i1
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : i1) outs(%g1_empty0 : tensor<?x?x5x?xi1>) -> tensor<?x?x5x?xi1>
    %v1 = linalg.broadcast ins(%v0 : tensor<?x?x?xi1>) outs(%g1_fill0 : tensor<?x?x5x?xi1>) dimensions = [2]
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel", "reduction"]} ins(%v1 : tensor<?x?x5x?xi1>) outs(%arg1 : tensor<4x5xi1>) {
    ^bb0(%g2_in0: i1, %g2_out0: i1):
      %g2_0 = arith.andi %g2_out0, %g2_out0 : i1
      %g2_1 = arith.xori %g2_in0, %g2_0 : i1
      %g2_2 = arith.ori %g2_out0, %g2_1 : i1
      linalg.yield %g2_2 : i1
    } -> tensor<4x5xi1>
    %g3_c0_1 = arith.constant 1 : index
    %g3_d0_1 = tensor.dim %arg3, %g3_c0_1 : tensor<5x?xi1>
    %g3_empty0 = tensor.empty(%g3_d0_1) : tensor<5x?xi1>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v2, %arg2, %arg3 : tensor<4x5xi1>, tensor<4xi1>, tensor<5x?xi1>) outs(%g3_empty0 : tensor<5x?xi1>) {
    ^bb0(%g3_in0: i1, %g3_in1: i1, %g3_in2: i1, %g3_out0: i1):
      %g3_0 = linalg.index 1 : index
      %g3_1 = arith.constant 2 : index
      %g3_2 = arith.remui %g3_0, %g3_1 : index
      %g3_3 = tensor.extract %arg4[%g3_2] : tensor<2xi1>
      %g3_4 = arith.xori %g3_in1, %g3_3 : i1
      %g3_5 = arith.constant 2 : i32
      %g3_6 = arith.extui %g3_in0 : i1 to i32
      %g3_7 = arith.cmpi sle, %g3_5, %g3_6 : i32
      %g3_8 = arith.xori %g3_4, %g3_7 : i1
      linalg.yield %g3_8 : i1
    } -> tensor<5x?xi1>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v3, %arg5 : tensor<5x?xi1>, tensor<5x4xf32>) outs(%arg5 : tensor<5x4xf32>) {
    ^bb0(%g4_in0: i1, %g4_in1: f32, %g4_out0: f32):
      %g4_0 = arith.uitofp %g4_in0 : i1 to f32
      %g4_1 = arith.maximumf %g4_0, %g4_in1 : f32
      linalg.yield %g4_1 : f32
    } -> tensor<5x4xf32>
    %g5_empty0 = tensor.empty() : tensor<5x4xf32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v4 : tensor<5x4xf32>) outs(%g5_empty0 : tensor<5x4xf32>) {
    ^bb0(%g5_in0: f32, %g5_out0: f32):
      %g5_0 = arith.constant -0.000000e+00 : f32
      %g5_1 = arith.cmpf une, %g5_in0, %g5_0 : f32
      %g5_2 = arith.select %g5_1, %g5_in0, %g5_in0 : f32
      linalg.yield %g5_2 : f32
    } -> tensor<5x4xf32>
    %g6_c0_0 = arith.constant 2 : index
    %g6_d0_0 = tensor.dim %arg6, %g6_c0_0 : tensor<2x4x?x4xf32>
    %g6_c0_1 = arith.constant 1 : index
    %g6_d0_1 = tensor.dim %arg7, %g6_c0_1 : tensor<2x?x?x4xf32>
    %g6_c0_2 = arith.constant 2 : index
    %g6_d0_2 = tensor.dim %arg7, %g6_c0_2 : tensor<2x?x?x4xf32>
    %g6_empty0 = tensor.empty(%g6_d0_0, %g6_d0_1, %g6_d0_2) : tensor<?x?x?x4xf32>
    %g6_c1_1 = arith.constant 2 : index
    %g6_d1_1 = tensor.dim %arg6, %g6_c1_1 : tensor<2x4x?x4xf32>
    %g6_c1_2 = arith.constant 2 : index
    %g6_d1_2 = tensor.dim %arg7, %g6_c1_2 : tensor<2x?x?x4xf32>
    %g6_c1_3 = arith.constant 1 : index
    %g6_d1_3 = tensor.dim %arg7, %g6_c1_3 : tensor<2x?x?x4xf32>
    %g6_empty1 = tensor.empty(%g6_d1_1, %g6_d1_2, %g6_d1_3) : tensor<4x?x?x?xf32>
    %v6:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d3, d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d0, d2, d1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg6, %arg7 : tensor<2x4x?x4xf32>, tensor<2x?x?x4xf32>) outs(%g6_empty0, %g6_empty1 : tensor<?x?x?x4xf32>, tensor<4x?x?x?xf32>) {
    ^bb0(%g6_in0: f32, %g6_in1: f32, %g6_out0: f32, %g6_out1: f32):
      %g6_0 = arith.constant 2.000000e+00 : f32
      %g6_1 = arith.mulf %g6_in1, %g6_0 : f32
      %g6_2 = arith.subf %g6_in1, %g6_in1 : f32
      %g6_3 = arith.mulf %g6_1, %g6_2 : f32
      %g6_4 = arith.addf %g6_in0, %g6_in0 : f32
      %g6_5 = arith.constant 7.000000e+00 : f32
      %g6_6 = arith.divf %g6_5, %g6_in1 : f32
      %g6_7 = arith.minimumf %g6_4, %g6_6 : f32
      linalg.yield %g6_3, %g6_7 : f32, f32
    } -> (tensor<?x?x?x4xf32>, tensor<4x?x?x?xf32>)
    return %v0, %v5, %v6#0, %v6#1 : tensor<?x?x?xi1>, tensor<5x4xf32>, tensor<?x?x?x4xf32>, tensor<4x?x?x?xf32>
  }
}
