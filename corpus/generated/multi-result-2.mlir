// Corpus case 'multi-result': `fusefuzz generate --seed 15` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 15 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<?xf32> {fusefuzz.shape = array<i64: 3>}, %arg1: tensor<3x?x3x?xf32> {fusefuzz.shape = array<i64: 3, 3, 3, 5>}, %arg2: tensor<?x?x5xf32> {fusefuzz.shape = array<i64: 3, 3, 5>}, %arg3: tensor<i8>, %arg4: tensor<2x1x5xi32>, %arg5: tensor<?x?xi32> {fusefuzz.shape = array<i64: 2, 1>}) -> (tensor<?x?x5xf32>, tensor<5x?x?xf32>, tensor<?x?xi32>) {
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%arg0, %arg1, %arg1 : tensor<?xf32>, tensor<3x?x3x?xf32>, tensor<3x?x3x?xf32>) outs(%arg2 : tensor<?x?x5xf32>) {
    ^bb0(%g0_in0: f32, %g0_in1: f32, %g0_in2: f32, %g0_out0: f32):
      %g0_0 = arith.constant -0.000000e+00 : f32
      %g0_1 = math.exp %g0_0 : f32
      %g0_2 = math.exp %g0_1 : f32
      %g0_3 = arith.minimumf %g0_in0, %g0_in0 : f32
      %g0_4 = arith.maximumf %g0_in2, %g0_3 : f32
      %g0_5 = arith.mulf %g0_2, %g0_4 : f32
      %g0_6 = arith.minimumf %g0_out0, %g0_5 : f32
      linalg.yield %g0_6 : f32
    } -> tensor<?x?x5xf32>
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %v0, %g1_c0_0 : tensor<?x?x5xf32>
    %g1_c0_1 = arith.constant 1 : index
    %g1_d0_1 = tensor.dim %v0, %g1_c0_1 : tensor<?x?x5xf32>
    %g1_empty0 = tensor.empty(%g1_d0_0, %g1_d0_1) : tensor<?x?x5xf32>
    %g1_c1_1 = arith.constant 1 : index
    %g1_d1_1 = tensor.dim %v0, %g1_c1_1 : tensor<?x?x5xf32>
    %g1_c1_2 = arith.constant 0 : index
    %g1_d1_2 = tensor.dim %v0, %g1_c1_2 : tensor<?x?x5xf32>
    %g1_empty1 = tensor.empty(%g1_d1_1, %g1_d1_2) : tensor<5x?x?xf32>
    %v1:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2, d1, d0)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v0 : tensor<?x?x5xf32>) outs(%g1_empty0, %g1_empty1 : tensor<?x?x5xf32>, tensor<5x?x?xf32>) {
    ^bb0(%g1_in0: f32, %g1_out0: f32, %g1_out1: f32):
      %g1_0 = arith.cmpf une, %g1_in0, %g1_in0 : f32
      %g1_1 = linalg.index 1 : index
      %g1_2 = arith.index_cast %g1_1 : index to i32
      %g1_3 = arith.sitofp %g1_2 : i32 to f32
      %g1_4 = arith.select %g1_0, %g1_3, %g1_in0 : f32
      %g1_5 = arith.cmpf une, %g1_in0, %g1_4 : f32
      %g1_6 = arith.cmpf une, %g1_in0, %g1_in0 : f32
      %g1_7 = arith.select %g1_6, %g1_in0, %g1_in0 : f32
      %g1_8 = linalg.index 2 : index
      %g1_9 = arith.index_cast %g1_8 : index to i32
      %g1_10 = arith.sitofp %g1_9 : i32 to f32
      %g1_11 = arith.select %g1_5, %g1_7, %g1_10 : f32
      %g1_12 = linalg.index 2 : index
      %g1_13 = arith.index_cast %g1_12 : index to i32
      %g1_14 = arith.sitofp %g1_13 : i32 to f32
      %g1_15 = linalg.index 2 : index
      %g1_16 = arith.index_cast %g1_15 : index to i32
      %g1_17 = arith.sitofp %g1_16 : i32 to f32
      %g1_18 = arith.subf %g1_14, %g1_17 : f32
      %g1_19 = math.exp %g1_18 : f32
      %g1_20 = arith.maximumf %g1_11, %g1_19 : f32
      %g1_21 = linalg.index 2 : index
      %g1_22 = arith.index_cast %g1_21 : index to i32
      %g1_23 = arith.sitofp %g1_22 : i32 to f32
      %g1_24 = arith.maximumf %g1_in0, %g1_23 : f32
      %g1_25 = arith.minimumf %g1_in0, %g1_in0 : f32
      %g1_26 = arith.minimumf %g1_24, %g1_25 : f32
      %g1_27 = arith.constant 0.000000e+00 : f32
      %g1_28 = arith.divf %g1_in0, %g1_27 : f32
      %g1_29 = linalg.index 0 : index
      %g1_30 = arith.index_cast %g1_29 : index to i32
      %g1_31 = arith.sitofp %g1_30 : i32 to f32
      %g1_32 = arith.divf %g1_31, %g1_in0 : f32
      %g1_33 = arith.subf %g1_28, %g1_32 : f32
      %g1_34 = arith.addf %g1_26, %g1_33 : f32
      linalg.yield %g1_20, %g1_34 : f32, f32
    } -> (tensor<?x?x5xf32>, tensor<5x?x?xf32>)
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg3, %arg4 : tensor<i8>, tensor<2x1x5xi32>) outs(%arg5 : tensor<?x?xi32>) {
    ^bb0(%g2_in0: i8, %g2_in1: i32, %g2_out0: i32):
      %g2_0 = linalg.index 0 : index
      %g2_1 = arith.index_cast %g2_0 : index to i32
      %g2_2 = arith.constant 0 : i32
      %g2_3 = arith.constant 1 : i32
      %g2_4 = arith.cmpi eq, %g2_out0, %g2_2 : i32
      %g2_5 = arith.select %g2_4, %g2_3, %g2_out0 : i32
      %g2_6 = arith.divui %g2_1, %g2_5 : i32
      %g2_7 = arith.muli %g2_out0, %g2_6 : i32
      linalg.yield %g2_7 : i32
    } -> tensor<?x?xi32>
    return %v1#0, %v1#1, %v2 : tensor<?x?x5xf32>, tensor<5x?x?xf32>, tensor<?x?xi32>
  }
}
