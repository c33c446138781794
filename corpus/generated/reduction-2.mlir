// Corpus case 'reduction': `fusefuzz generate --seed 13` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 13 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<?x4x4xi32> {fusefuzz.shape = array<i64: 4, 4, 4>}, %arg1: tensor<?x?x4xi32> {fusefuzz.shape = array<i64: 4, 4, 4>}, %arg2: tensor<4x4x?xi1> {fusefuzz.shape = array<i64: 4, 4, 4>}, %arg3: tensor<4x4xi1>, %arg4: tensor<?x2x?x?xf32> {fusefuzz.shape = array<i64: 4, 2, 4, 1>}, %arg5: tensor<?x4x?x4xf32> {fusefuzz.shape = array<i64: 2, 4, 1, 4>}, %arg6: tensor<2x4x4xf32>) -> (tensor<?x?x4xi32>, tensor<?x4x?x4xf32>, tensor<2x?x?xf32>, tensor<2x?x?xf32>) {
    %g0_c0_0 = arith.constant 0 : index
    %g0_d0_0 = tensor.dim %arg0, %g0_c0_0 : tensor<?x4x4xi32>
    %g0_empty0 = tensor.empty(%g0_d0_0) : tensor<?x4x4xi32>
    %g0_fillval0 = arith.constant 6 : i32
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : i32) outs(%g0_empty0 : tensor<?x4x4xi32>) -> tensor<?x4x4xi32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<?x4x4xi32>) outs(%g0_fill0 : tensor<?x4x4xi32>) {
    ^bb0(%g0_in0: i32, %g0_out0: i32):
      %g0_0 = arith.minsi %g0_in0, %g0_in0 : i32
      %g0_1 = arith.ori %g0_in0, %g0_0 : i32
      linalg.yield %g0_1 : i32
    } -> tensor<?x4x4xi32>
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %v0, %g1_c0_0 : tensor<?x4x4xi32>
    %g1_c0_1 = arith.constant 1 : index
    %g1_d0_1 = tensor.dim %arg1, %g1_c0_1 : tensor<?x?x4xi32>
    %g1_empty0 = tensor.empty(%g1_d0_0, %g1_d0_1) : tensor<?x?x4xi32>
    %g1_c1_0 = arith.constant 0 : index
    %g1_d1_0 = tensor.dim %v0, %g1_c1_0 : tensor<?x4x4xi32>
    %g1_c1_1 = arith.constant 1 : index
    %g1_d1_1 = tensor.dim %arg1, %g1_c1_1 : tensor<?x?x4xi32>
    %g1_empty1 = tensor.empty(%g1_d1_0, %g1_d1_1) : tensor<?x?x4xi32>
    %v1:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v0, %arg1 : tensor<?x4x4xi32>, tensor<?x?x4xi32>) outs(%g1_empty0, %g1_empty1 : tensor<?x?x4xi32>, tensor<?x?x4xi32>) {
    ^bb0(%g1_in0: i32, %g1_in1: i32, %g1_out0: i32, %g1_out1: i32):
      %g1_0 = arith.constant -2 : i32
      %g1_1 = arith.constant 0 : i32
      %g1_2 = arith.constant 1 : i32
      %g1_3 = arith.cmpi eq, %g1_0, %g1_1 : i32
      %g1_4 = arith.select %g1_3, %g1_2, %g1_0 : i32
      %g1_5 = arith.divui %g1_in1, %g1_4 : i32
      %g1_6 = arith.constant 2 : i32
      %g1_7 = arith.xori %g1_5, %g1_6 : i32
      %g1_8 = arith.constant -1 : i32
      %g1_9 = arith.ori %g1_8, %g1_in0 : i32
      %g1_10 = arith.constant 0 : i32
      %g1_11 = arith.constant 1 : i32
      %g1_12 = arith.cmpi eq, %g1_9, %g1_10 : i32
      %g1_13 = arith.constant -1 : i32
      %g1_14 = arith.cmpi eq, %g1_9, %g1_13 : i32
      %g1_15 = arith.ori %g1_12, %g1_14 : i1
      %g1_16 = arith.select %g1_15, %g1_11, %g1_9 : i32
      %g1_17 = arith.divsi %g1_in1, %g1_16 : i32
      linalg.yield %g1_7, %g1_17 : i32, i32
    } -> (tensor<?x?x4xi32>, tensor<?x?x4xi32>)
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v1#1, %arg2 : tensor<?x?x4xi32>, tensor<4x4x?xi1>) outs(%arg3 : tensor<4x4xi1>) {
    ^bb0(%g2_in0: i32, %g2_in1: i1, %g2_out0: i1):
      %g2_0 = arith.constant 0 : i32
      %g2_1 = arith.cmpi ne, %g2_in0, %g2_0 : i32
      %g2_2 = arith.constant 0 : i32
      %g2_3 = arith.cmpi ne, %g2_in0, %g2_2 : i32
      %g2_4 = arith.xori %g2_1, %g2_3 : i1
      %g2_5 = arith.xori %g2_out0, %g2_4 : i1
      linalg.yield %g2_5 : i1
    } -> tensor<4x4xi1>
    %g3_c1_1 = arith.constant 0 : index
    %g3_d1_1 = tensor.dim %arg4, %g3_c1_1 : tensor<?x2x?x?xf32>
    %g3_c1_2 = arith.constant 3 : index
    %g3_d1_2 = tensor.dim %arg4, %g3_c1_2 : tensor<?x2x?x?xf32>
    %g3_c1_3 = arith.constant 2 : index
    %g3_d1_3 = tensor.dim %arg4, %g3_c1_3 : tensor<?x2x?x?xf32>
    %g3_empty1 = tensor.empty(%g3_d1_1, %g3_d1_2, %g3_d1_3) : tensor<2x?x?x?xf32>
    %g3_fillval1 = arith.constant -3.000000e+00 : f32
    %g3_fill1 = linalg.fill ins(%g3_fillval1 : f32) outs(%g3_empty1 : tensor<2x?x?x?xf32>) -> tensor<2x?x?x?xf32>
    %v3:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v2, %arg4 : tensor<4x4xi1>, tensor<?x2x?x?xf32>) outs(%arg5, %g3_fill1 : tensor<?x4x?x4xf32>, tensor<2x?x?x?xf32>) {
    ^bb0(%g3_in0: i1, %g3_in1: f32, %g3_out0: f32, %g3_out1: f32):
      %g3_0 = arith.uitofp %g3_in0 : i1 to f32
      %g3_1 = arith.cmpf oge, %g3_out0, %g3_0 : f32
      %g3_2 = arith.uitofp %g3_in0 : i1 to f32
      %g3_3 = arith.uitofp %g3_in0 : i1 to f32
      %g3_4 = arith.select %g3_1, %g3_2, %g3_3 : f32
      %g3_5 = arith.mulf %g3_out0, %g3_out0 : f32
      linalg.yield %g3_4, %g3_5 : f32, f32
    } -> (tensor<?x4x?x4xf32>, tensor<2x?x?x?xf32>)
    %g4_c0_1 = arith.constant 1 : index
    %g4_d0_1 = tensor.dim %v3#1, %g4_c0_1 : tensor<2x?x?x?xf32>
    %g4_c0_2 = arith.constant 3 : index
    %g4_d0_2 = tensor.dim %v3#1, %g4_c0_2 : tensor<2x?x?x?xf32>
    %g4_empty0 = tensor.empty(%g4_d0_1, %g4_d0_2) : tensor<2x?x?xf32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v3#1 : tensor<2x?x?x?xf32>) outs(%g4_empty0 : tensor<2x?x?xf32>) {
    ^bb0(%g4_in0: f32, %g4_out0: f32):
      %g4_0 = arith.minimumf %g4_in0, %g4_in0 : f32
      %g4_1 = arith.cmpf olt, %g4_in0, %g4_in0 : f32
      %g4_2 = arith.constant 2.000000e+00 : f32
      %g4_3 = arith.select %g4_1, %g4_2, %g4_in0 : f32
      %g4_4 = arith.divf %g4_0, %g4_3 : f32
      linalg.yield %g4_4 : f32
    } -> tensor<2x?x?xf32>
    %g5_c0_1 = arith.constant 1 : index
    %g5_d0_1 = tensor.dim %v4, %g5_c0_1 : tensor<2x?x?xf32>
    %g5_c0_2 = arith.constant 2 : index
    %g5_d0_2 = tensor.dim %v4, %g5_c0_2 : tensor<2x?x?xf32>
    %g5_empty0 = tensor.empty(%g5_d0_1, %g5_d0_2) : tensor<2x?x?xf32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v4, %arg6 : tensor<2x?x?xf32>, tensor<2x4x4xf32>) outs(%g5_empty0 : tensor<2x?x?xf32>) {
    ^bb0(%g5_in0: f32, %g5_in1: f32, %g5_out0: f32):
      %g5_0 = math.exp %g5_in0 : f32
      linalg.yield %g5_0 : f32
    } -> tensor<2x?x?xf32>
    return %v1#0, %v3#0, %v4, %v5 : tensor<?x?x4xi32>, tensor<?x4x?x4xf32>, tensor<2x?x?xf32>, tensor<2x?x?xf32>
  }
}
