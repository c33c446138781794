// Corpus case 'math-payload': `fusefuzz generate --seed 56` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 56 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<3x5x4x?xi1> {fusefuzz.shape = array<i64: 3, 5, 4, 5>}, %arg1: tensor<3x5x4x5xf16>, %arg2: tensor<3x?x4x5xf16> {fusefuzz.shape = array<i64: 3, 5, 4, 5>}, %arg3: tensor<i32>, %arg4: tensor<2x4x3x?xi32> {fusefuzz.shape = array<i64: 2, 4, 3, 5>}, %arg5: tensor<5x4x?xi32> {fusefuzz.shape = array<i64: 5, 4, 2>}, %arg6: tensor<?x?x2xi32> {fusefuzz.shape = array<i64: 5, 4, 2>}, %arg7: tensor<5x4x2xi32>, %arg8: tensor<2xi1>, %arg9: tensor<?xi1> {fusefuzz.shape = array<i64: 2>}) -> (tensor<5x4x?xi32>, tensor<5x4x2xi32>, tensor<?xi1>, tensor<?xi1>) {
    %g0_c0_1 = arith.constant 1 : index
    %g0_d0_1 = tensor.dim %arg2, %g0_c0_1 : tensor<3x?x4x5xf16>
    %g0_empty0 = tensor.empty(%g0_d0_1) : tensor<3x?x4xf16>
    %g0_fillval0 = arith.constant -1.500000e+00 : f16
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : f16) outs(%g0_empty0 : tensor<3x?x4xf16>) -> tensor<3x?x4xf16>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1, %arg2 : tensor<3x5x4x?xi1>, tensor<3x5x4x5xf16>, tensor<3x?x4x5xf16>) outs(%g0_fill0 : tensor<3x?x4xf16>) {
    ^bb0(%g0_in0: i1, %g0_in1: f16, %g0_in2: f16, %g0_out0: f16):
      %g0_0 = math.floor %g0_out0 : f16
      %g0_1 = arith.uitofp %g0_in0 : i1 to f16
      %g0_2 = math.floor %g0_1 : f16
      %g0_3 = arith.minimumf %g0_0, %g0_2 : f16
      %g0_4 = arith.maximumf %g0_out0, %g0_3 : f16
      linalg.yield %g0_4 : f16
    } -> tensor<3x?x4xf16>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d1, d3, d2)>], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%v0, %arg3, %arg4 : tensor<3x?x4xf16>, tensor<i32>, tensor<2x4x3x?xi32>) outs(%arg5 : tensor<5x4x?xi32>) {
    ^bb0(%g1_in0: f16, %g1_in1: i32, %g1_in2: i32, %g1_out0: i32):
      %g1_0 = arith.constant 0 : i32
      %g1_1 = arith.ori %g1_in1, %g1_0 : i32
      %g1_2 = linalg.index 0 : index
      %g1_3 = arith.index_cast %g1_2 : index to i32
      %g1_4 = arith.muli %g1_3, %g1_in2 : i32
      %g1_5 = arith.constant 32 : i32
      %g1_6 = arith.remui %g1_4, %g1_5 : i32
      %g1_7 = arith.shli %g1_1, %g1_6 : i32
      %g1_8 = arith.subi %g1_in1, %g1_in2 : i32
      %g1_9 = linalg.index 2 : index
      %g1_10 = arith.index_cast %g1_9 : index to i32
      %g1_11 = arith.constant -3 : i32
      %g1_12 = arith.xori %g1_10, %g1_11 : i32
      %g1_13 = arith.andi %g1_8, %g1_12 : i32
      %g1_14 = arith.subi %g1_7, %g1_13 : i32
      %g1_15 = arith.minsi %g1_out0, %g1_14 : i32
      linalg.yield %g1_15 : i32
    } -> tensor<5x4x?xi32>
    %g2_c0_2 = arith.constant 2 : index
    %g2_d0_2 = tensor.dim %v1, %g2_c0_2 : tensor<5x4x?xi32>
    %g2_empty0 = tensor.empty(%g2_d0_2) : tensor<5x4x?xi32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v1 : tensor<5x4x?xi32>) outs(%g2_empty0 : tensor<5x4x?xi32>) {
    ^bb0(%g2_in0: i32, %g2_out0: i32):
      %g2_0 = arith.constant 6 : i32
      %g2_1 = arith.constant 1 : i32
      %g2_2 = arith.maxui %g2_in0, %g2_1 : i32
      %g2_3 = arith.xori %g2_0, %g2_2 : i32
      %g2_4 = arith.constant 7 : i32
      %g2_5 = arith.addi %g2_in0, %g2_4 : i32
      %g2_6 = arith.constant 0 : i32
      %g2_7 = arith.constant 1 : i32
      %g2_8 = arith.cmpi eq, %g2_in0, %g2_6 : i32
      %g2_9 = arith.constant -1 : i32
      %g2_10 = arith.cmpi eq, %g2_in0, %g2_9 : i32
      %g2_11 = arith.ori %g2_8, %g2_10 : i1
      %g2_12 = arith.select %g2_11, %g2_7, %g2_in0 : i32
      %g2_13 = arith.divsi %g2_in0, %g2_12 : i32
      %g2_14 = arith.ori %g2_5, %g2_13 : i32
      %g2_15 = arith.xori %g2_3, %g2_14 : i32
      linalg.yield %g2_15 : i32
    } -> tensor<5x4x?xi32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v2 : tensor<5x4x?xi32>) outs(%arg5 : tensor<5x4x?xi32>) {
    ^bb0(%g3_in0: i32, %g3_out0: i32):
      %g3_0 = arith.andi %g3_out0, %g3_out0 : i32
      %g3_1 = arith.xori %g3_out0, %g3_0 : i32
      linalg.yield %g3_1 : i32
    } -> tensor<5x4x?xi32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v1, %arg6 : tensor<5x4x?xi32>, tensor<?x?x2xi32>) outs(%arg7 : tensor<5x4x2xi32>) {
    ^bb0(%g4_in0: i32, %g4_in1: i32, %g4_out0: i32):
      %g4_0 = arith.muli %g4_in0, %g4_out0 : i32
      linalg.yield %g4_0 : i32
    } -> tensor<5x4x2xi32>
    %g5_c0_0 = arith.constant 0 : index
    %g5_d0_0 = tensor.dim %arg9, %g5_c0_0 : tensor<?xi1>
    %g5_empty0 = tensor.empty(%g5_d0_0) : tensor<?xi1>
    %g5_c1_0 = arith.constant 0 : index
    %g5_d1_0 = tensor.dim %arg9, %g5_c1_0 : tensor<?xi1>
    %g5_empty1 = tensor.empty(%g5_d1_0) : tensor<?xi1>
    %v5:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg8, %arg9 : tensor<2xi1>, tensor<?xi1>) outs(%g5_empty0, %g5_empty1 : tensor<?xi1>, tensor<?xi1>) {
    ^bb0(%g5_in0: i1, %g5_in1: i1, %g5_out0: i1, %g5_out1: i1):
      %g5_0 = arith.constant 0 : i1
      %g5_1 = arith.extui %g5_in1 : i1 to i32
      %g5_2 = arith.extui %g5_in0 : i1 to i32
      %g5_3 = arith.cmpi eq, %g5_1, %g5_2 : i32
      %g5_4 = arith.extui %g5_in1 : i1 to i32
      %g5_5 = arith.extui %g5_in1 : i1 to i32
      %g5_6 = arith.select %g5_3, %g5_4, %g5_5 : i32
      %g5_7 = arith.extui %g5_in0 : i1 to i32
      %g5_8 = arith.extui %g5_in1 : i1 to i32
      %g5_9 = arith.ori %g5_7, %g5_8 : i32
      %g5_10 = arith.cmpi sle, %g5_6, %g5_9 : i32
      %g5_11 = arith.xori %g5_0, %g5_10 : i1
      %g5_12 = arith.uitofp %g5_in1 : i1 to f32
      %g5_13 = arith.uitofp %g5_in1 : i1 to f32
      %g5_14 = arith.uitofp %g5_in1 : i1 to f32
      %g5_15 = math.exp %g5_14 : f32
      %g5_16 = arith.minimumf %g5_13, %g5_15 : f32
      %g5_17 = arith.cmpf olt, %g5_12, %g5_16 : f32
      linalg.yield %g5_11, %g5_17 : i1, i1
    } -> (tensor<?xi1>, tensor<?xi1>)
    return %v3, %v4, %v5#0, %v5#1 : tensor<5x4x?xi32>, tensor<5x4x2xi32>, tensor<?xi1>, tensor<?xi1>
  }
}
