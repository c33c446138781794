// Corpus case 'type-i1': `fusefuzz generate --seed 20` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 20 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<4x5x3x2xi32>, %arg1: tensor<?x?xi1> {fusefuzz.shape = array<i64: 3, 5>}, %arg2: tensor<?x2x5x4xf32> {fusefuzz.shape = array<i64: 3, 2, 5, 4>}, %arg3: tensor<5x4xf32>, %arg4: tensor<4x?xf32> {fusefuzz.shape = array<i64: 4, 5>}, %arg5: tensor<4x?xf32> {fusefuzz.shape = array<i64: 4, 5>}, %arg6: tensor<f32>) -> (tensor<?x4xi32>, tensor<?x4xf32>, tensor<f32>) {
    %g0_c0_0 = arith.constant 1 : index
    %g0_d0_0 = tensor.dim %arg1, %g0_c0_0 : tensor<?x?xi1>
    %g0_empty0 = tensor.empty(%g0_d0_0) : tensor<?x4xi32>
    %g0_fillval0 = arith.constant -1 : i32
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : i32) outs(%g0_empty0 : tensor<?x4xi32>) -> tensor<?x4xi32>
    %g0_c1_0 = arith.constant 1 : index
    %g0_d1_0 = tensor.dim %arg1, %g0_c1_0 : tensor<?x?xi1>
    %g0_empty1 = tensor.empty(%g0_d1_0) : tensor<?x4xi32>
    %g0_fillval1 = arith.constant -1 : i32
    %g0_fill1 = linalg.fill ins(%g0_fillval1 : i32) outs(%g0_empty1 : tensor<?x4xi32>) -> tensor<?x4xi32>
    %v0:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3, d2, d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>], iterator_types = ["reduction", "reduction", "parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<4x5x3x2xi32>, tensor<?x?xi1>, tensor<?x2x5x4xf32>) outs(%g0_fill0, %g0_fill1 : tensor<?x4xi32>, tensor<?x4xi32>) {
    ^bb0(%g0_in0: i32, %g0_in1: i1, %g0_in2: f32, %g0_out0: i32, %g0_out1: i32):
      %g0_0 = arith.extui %g0_in1 : i1 to i32
      %g0_1 = arith.constant 4 : i32
      %g0_2 = arith.cmpi ugt, %g0_0, %g0_1 : i32
      %g0_3 = arith.extui %g0_in1 : i1 to i32
      %g0_4 = arith.select %g0_2, %g0_in0, %g0_3 : i32
      %g0_5 = arith.minsi %g0_out0, %g0_4 : i32
      %g0_6 = arith.constant 4 : i32
      %g0_7 = arith.cmpi eq, %g0_out1, %g0_6 : i32
      %g0_8 = arith.constant -2 : i32
      %g0_9 = arith.select %g0_7, %g0_8, %g0_in0 : i32
      %g0_10 = arith.muli %g0_out1, %g0_9 : i32
      linalg.yield %g0_5, %g0_10 : i32, i32
    } -> (tensor<?x4xi32>, tensor<?x4xi32>)
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %v0#1, %g1_c0_0 : tensor<?x4xi32>
    %g1_empty0 = tensor.empty(%g1_d0_0) : tensor<?x4xf32>
    %g1_fillval0 = arith.constant 0.000000e+00 : f32
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : f32) outs(%g1_empty0 : tensor<?x4xf32>) -> tensor<?x4xf32>
    %v1:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v0#1 : tensor<?x4xi32>) outs(%g1_fill0, %arg3 : tensor<?x4xf32>, tensor<5x4xf32>) {
    ^bb0(%g1_in0: i32, %g1_out0: f32, %g1_out1: f32):
      %g1_0 = arith.sitofp %g1_in0 : i32 to f32
      %g1_1 = arith.mulf %g1_out0, %g1_out1 : f32
      %g1_2 = arith.addf %g1_0, %g1_1 : f32
      %g1_3 = arith.constant -0.000000e+00 : f32
      %g1_4 = arith.maximumf %g1_out0, %g1_3 : f32
      %g1_5 = arith.negf %g1_4 : f32
      %g1_6 = arith.cmpf oge, %g1_2, %g1_5 : f32
      %g1_7 = linalg.index 0 : index
      %g1_8 = arith.index_cast %g1_7 : index to i32
      %g1_9 = arith.sitofp %g1_8 : i32 to f32
      %g1_10 = linalg.index 1 : index
      %g1_11 = arith.index_cast %g1_10 : index to i32
      %g1_12 = arith.sitofp %g1_11 : i32 to f32
      %g1_13 = arith.select %g1_6, %g1_9, %g1_12 : f32
      %g1_14 = arith.constant -0.000000e+00 : f32
      %g1_15 = linalg.index 1 : index
      %g1_16 = arith.index_cast %g1_15 : index to i32
      %g1_17 = arith.sitofp %g1_16 : i32 to f32
      %g1_18 = arith.subf %g1_17, %g1_out0 : f32
      %g1_19 = arith.divf %g1_14, %g1_18 : f32
      %g1_20 = arith.minimumf %g1_out1, %g1_out0 : f32
      %g1_21 = arith.constant 2.000000e+00 : f32
      %g1_22 = arith.cmpf oge, %g1_out1, %g1_21 : f32
      %g1_23 = arith.select %g1_22, %g1_out1, %g1_out0 : f32
      %g1_24 = arith.cmpf olt, %g1_20, %g1_23 : f32
      %g1_25 = arith.sitofp %g1_in0 : i32 to f32
      %g1_26 = math.absf %g1_25 : f32
      %g1_27 = arith.select %g1_24, %g1_26, %g1_out1 : f32
      %g1_28 = arith.addf %g1_19, %g1_27 : f32
      linalg.yield %g1_13, %g1_28 : f32, f32
    } -> (tensor<?x4xf32>, tensor<5x4xf32>)
    %g2_c0_1 = arith.constant 1 : index
    %g2_d0_1 = tensor.dim %arg4, %g2_c0_1 : tensor<4x?xf32>
    %g2_empty0 = tensor.empty(%g2_d0_1) : tensor<4x?xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v1#1, %arg4, %arg5 : tensor<5x4xf32>, tensor<4x?xf32>, tensor<4x?xf32>) outs(%g2_empty0 : tensor<4x?xf32>) {
    ^bb0(%g2_in0: f32, %g2_in1: f32, %g2_in2: f32, %g2_out0: f32):
      %g2_0 = math.absf %g2_in1 : f32
      %g2_1 = arith.cmpf ugt, %g2_in0, %g2_0 : f32
      %g2_2 = math.floor %g2_in0 : f32
      %g2_3 = arith.cmpf olt, %g2_in2, %g2_in2 : f32
      %g2_4 = arith.select %g2_3, %g2_in1, %g2_in0 : f32
      %g2_5 = arith.select %g2_1, %g2_2, %g2_4 : f32
      linalg.yield %g2_5 : f32
    } -> tensor<4x?xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%v2 : tensor<4x?xf32>) outs(%arg6 : tensor<f32>) {
    ^bb0(%g3_in0: f32, %g3_out0: f32):
      %g3_0 = math.absf %g3_out0 : f32
      %g3_1 = arith.maximumf %g3_out0, %g3_0 : f32
      linalg.yield %g3_1 : f32
    } -> tensor<f32>
    return %v0#0, %v1#0, %v3 : tensor<?x4xi32>, tensor<?x4xf32>, tensor<f32>
  }
}
