// Corpus case 'collapse-shape': `fusefuzz generate --seed 4` under strategy elementwise.
// EXPECT: pass
// STRATEGY: elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 4 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<5x1x2xi32>, %arg1: tensor<5x?x3xi32> {fusefuzz.shape = array<i64: 5, 2, 3>}, %arg2: tensor<5x3xi32>, %arg3: tensor<4x?xf16> {fusefuzz.shape = array<i64: 4, 3>}, %arg4: tensor<4x3xf16>, %arg5: f16, %arg6: tensor<3x2x1xi1>, %arg7: tensor<5x3x1xi32>, %arg8: i32, %arg9: i32) -> (tensor<5x3xi32>, tensor<4x?xf16>, tensor<3x2x5x3xi1>, tensor<5x1x3xi32>) {
    %g0_empty0 = tensor.empty() : tensor<5x1x3xi32>
    %g0_fillval0 = arith.constant -1 : i32
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : i32) outs(%g0_empty0 : tensor<5x1x3xi32>) -> tensor<5x1x3xi32>
    %v0 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<5x1x2xi32>, tensor<5x?x3xi32>) outs(%g0_fill0 : tensor<5x1x3xi32>) -> tensor<5x1x3xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v0 : tensor<5x1x3xi32>) outs(%arg2 : tensor<5x3xi32>) {
    ^bb0(%g1_in0: i32, %g1_out0: i32):
      %g1_0 = arith.andi %g1_out0, %g1_out0 : i32
      linalg.yield %g1_0 : i32
    } -> tensor<5x3xi32>
    %g2_c0_1 = arith.constant 1 : index
    %g2_d0_1 = tensor.dim %arg3, %g2_c0_1 : tensor<4x?xf16>
    %g2_empty0 = tensor.empty(%g2_d0_1) : tensor<4x?xf16>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg3, %arg3, %arg4 : tensor<4x?xf16>, tensor<4x?xf16>, tensor<4x3xf16>) outs(%g2_empty0 : tensor<4x?xf16>) {
    ^bb0(%g2_in0: f16, %g2_in1: f16, %g2_in2: f16, %g2_out0: f16):
      %g2_0 = arith.addf %arg5, %g2_in0 : f16
      %g2_1 = linalg.index 1 : index
      %g2_2 = arith.index_cast %g2_1 : index to i32
      %g2_3 = arith.sitofp %g2_2 : i32 to f16
      %g2_4 = arith.divf %g2_0, %g2_3 : f16
      %g2_5 = arith.negf %arg5 : f16
      %g2_6 = arith.addf %g2_5, %arg5 : f16
      %g2_7 = arith.cmpf ugt, %g2_4, %g2_6 : f16
      %g2_8 = arith.constant 5.000000e-01 : f16
      %g2_9 = arith.cmpf oeq, %g2_8, %g2_in2 : f16
      %g2_10 = arith.constant -3.000000e+00 : f16
      %g2_11 = arith.select %g2_9, %g2_in0, %g2_10 : f16
      %g2_12 = arith.cmpf ord, %g2_11, %g2_in0 : f16
      %g2_13 = linalg.index 1 : index
      %g2_14 = arith.index_cast %g2_13 : index to i32
      %g2_15 = arith.sitofp %g2_14 : i32 to f16
      %g2_16 = math.absf %g2_15 : f16
      %g2_17 = arith.select %g2_12, %g2_in0, %g2_16 : f16
      %g2_18 = linalg.index 0 : index
      %g2_19 = arith.index_cast %g2_18 : index to i32
      %g2_20 = arith.sitofp %g2_19 : i32 to f16
      %g2_21 = linalg.index 1 : index
      %g2_22 = arith.index_cast %g2_21 : index to i32
      %g2_23 = arith.sitofp %g2_22 : i32 to f16
      %g2_24 = arith.subf %g2_20, %g2_23 : f16
      %g2_25 = arith.negf %g2_24 : f16
      %g2_26 = arith.select %g2_7, %g2_17, %g2_25 : f16
      linalg.yield %g2_26 : f16
    } -> tensor<4x?xf16>
    %v3 = tensor.collapse_shape %arg6 [[0], [1, 2]] : tensor<3x2x1xi1> into tensor<3x2xi1>
    %g4_empty0 = tensor.empty() : tensor<3x2x5x3xi1>
    %v4 = linalg.broadcast ins(%v3 : tensor<3x2xi1>) outs(%g4_empty0 : tensor<3x2x5x3xi1>) dimensions = [2, 3]
    %g5_empty0 = tensor.empty() : tensor<5x1x3xi32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v0, %arg7 : tensor<5x1x3xi32>, tensor<5x3x1xi32>) outs(%g5_empty0 : tensor<5x1x3xi32>) {
    ^bb0(%g5_in0: i32, %g5_in1: i32, %g5_out0: i32):
      %g5_0 = arith.ori %g5_in0, %arg8 : i32
      linalg.yield %g5_0 : i32
    } -> tensor<5x1x3xi32>
    %g6_empty0 = tensor.empty() : tensor<5x1x3xi32>
    %v6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v5 : tensor<5x1x3xi32>) outs(%g6_empty0 : tensor<5x1x3xi32>) {
    ^bb0(%g6_in0: i32, %g6_out0: i32):
      %g6_0 = arith.constant 6 : i32
      %g6_1 = arith.constant 0 : i32
      %g6_2 = arith.constant 1 : i32
      %g6_3 = arith.cmpi eq, %g6_in0, %g6_1 : i32
      %g6_4 = arith.select %g6_3, %g6_2, %g6_in0 : i32
      %g6_5 = arith.divui %g6_0, %g6_4 : i32
      linalg.yield %g6_5 : i32
    } -> tensor<5x1x3xi32>
    return %v1, %v2, %v4, %v6 : tensor<5x3xi32>, tensor<4x?xf16>, tensor<3x2x5x3xi1>, tensor<5x1x3xi32>
  }
}
