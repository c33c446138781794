// Corpus case 'pooling': `fusefuzz generate --seed 63` under strategy all.
// EXPECT: pass
// STRATEGY: all
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 63 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<1x?x4x?xi32> {fusefuzz.shape = array<i64: 1, 1, 4, 3>}, %arg1: tensor<1x?x4x2xi32> {fusefuzz.shape = array<i64: 1, 1, 4, 2>}, %arg2: tensor<2x?x?x?xi32> {fusefuzz.shape = array<i64: 2, 3, 1, 2>}, %arg3: tensor<2x1x2x2xi32>, %arg4: i32, %arg5: tensor<i32>, %arg6: tensor<2x2x?x2xi32> {fusefuzz.shape = array<i64: 2, 2, 1, 2>}) -> (tensor<1x?x4x?xi32>, tensor<2x1x?x2xi32>, tensor<2x2x?x2xi32>, tensor<2x2x1x?xi32>) {
    %v0 = tensor.concat dim(3) %arg0, %arg1 : (tensor<1x?x4x?xi32>, tensor<1x?x4x2xi32>) -> tensor<1x?x4x?xi32>
    %g1_c0_1 = arith.constant 1 : index
    %g1_d0_1 = tensor.dim %v0, %g1_c0_1 : tensor<1x?x4x?xi32>
    %g1_c0_3 = arith.constant 3 : index
    %g1_d0_3 = tensor.dim %v0, %g1_c0_3 : tensor<1x?x4x?xi32>
    %g1_empty0 = tensor.empty(%g1_d0_1, %g1_d0_3) : tensor<1x?x4x?xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v0 : tensor<1x?x4x?xi32>) outs(%g1_empty0 : tensor<1x?x4x?xi32>) {
    ^bb0(%g1_in0: i32, %g1_out0: i32):
      %g1_0 = arith.constant 2 : i32
      %g1_1 = arith.muli %g1_in0, %g1_0 : i32
      linalg.yield %g1_1 : i32
    } -> tensor<1x?x4x?xi32>
    %g2_c0_3 = arith.constant 3 : index
    %g2_d0_3 = tensor.dim %arg2, %g2_c0_3 : tensor<2x?x?x?xi32>
    %g2_empty0 = tensor.empty(%g2_d0_3) : tensor<2x2x1x?xi32>
    %g2_fillval0 = arith.constant 4 : i32
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : i32) outs(%g2_empty0 : tensor<2x2x1x?xi32>) -> tensor<2x2x1x?xi32>
    %g2_window = tensor.empty() : tensor<2x1xi32>
    %v2 = linalg.pooling_nhwc_max {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%arg2, %g2_window : tensor<2x?x?x?xi32>, tensor<2x1xi32>) outs(%g2_fill0 : tensor<2x2x1x?xi32>) -> tensor<2x2x1x?xi32>
    %g3_c0_2 = arith.constant 3 : index
    %g3_d0_2 = tensor.dim %v2, %g3_c0_2 : tensor<2x2x1x?xi32>
    %g3_empty0 = tensor.empty(%g3_d0_2) : tensor<2x1x?x2xi32>
    %g3_fillval0 = arith.constant 3 : i32
    %g3_fill0 = linalg.fill ins(%g3_fillval0 : i32) outs(%g3_empty0 : tensor<2x1x?x2xi32>) -> tensor<2x1x?x2xi32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d2, d1, d0, d3 + d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v2, %arg3 : tensor<2x2x1x?xi32>, tensor<2x1x2x2xi32>) outs(%g3_fill0 : tensor<2x1x?x2xi32>) {
    ^bb0(%g3_in0: i32, %g3_in1: i32, %g3_out0: i32):
      %g3_0 = arith.constant 6 : i32
      %g3_1 = arith.muli %g3_in0, %g3_0 : i32
      %g3_2 = arith.constant 0 : i32
      %g3_3 = arith.constant 1 : i32
      %g3_4 = arith.cmpi eq, %g3_in0, %g3_2 : i32
      %g3_5 = arith.constant -1 : i32
      %g3_6 = arith.cmpi eq, %g3_in0, %g3_5 : i32
      %g3_7 = arith.ori %g3_4, %g3_6 : i1
      %g3_8 = arith.select %g3_7, %g3_3, %g3_in0 : i32
      %g3_9 = arith.remsi %g3_in0, %g3_8 : i32
      %g3_10 = arith.cmpi ne, %g3_1, %g3_9 : i32
      %g3_11 = arith.muli %g3_in1, %arg4 : i32
      %g3_12 = arith.constant 1 : i32
      %g3_13 = arith.cmpi ne, %g3_in1, %g3_12 : i32
      %g3_14 = arith.select %g3_13, %g3_in1, %g3_in1 : i32
      %g3_15 = arith.select %g3_10, %g3_11, %g3_14 : i32
      %g3_16 = arith.constant 32 : i32
      %g3_17 = arith.remui %g3_15, %g3_16 : i32
      %g3_18 = arith.shrsi %g3_in0, %g3_17 : i32
      linalg.yield %g3_18 : i32
    } -> tensor<2x1x?x2xi32>
    %g4_c0_3 = arith.constant 3 : index
    %g4_d0_3 = tensor.dim %v2, %g4_c0_3 : tensor<2x2x1x?xi32>
    %g4_empty0 = tensor.empty(%g4_d0_3) : tensor<2x2x1x?xi32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v2 : tensor<2x2x1x?xi32>) outs(%g4_empty0 : tensor<2x2x1x?xi32>) {
    ^bb0(%g4_in0: i32, %g4_out0: i32):
      %g4_0 = arith.xori %g4_in0, %g4_in0 : i32
      linalg.yield %g4_0 : i32
    } -> tensor<2x2x1x?xi32>
    %g5_c1_3 = arith.constant 3 : index
    %g5_d1_3 = tensor.dim %v4, %g5_c1_3 : tensor<2x2x1x?xi32>
    %g5_empty1 = tensor.empty(%g5_d1_3) : tensor<2x2x1x?xi32>
    %g5_fillval1 = arith.constant 0 : i32
    %g5_fill1 = linalg.fill ins(%g5_fillval1 : i32) outs(%g5_empty1 : tensor<2x2x1x?xi32>) -> tensor<2x2x1x?xi32>
    %v5:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v4, %arg5 : tensor<2x2x1x?xi32>, tensor<i32>) outs(%arg6, %g5_fill1 : tensor<2x2x?x2xi32>, tensor<2x2x1x?xi32>) {
    ^bb0(%g5_in0: i32, %g5_in1: i32, %g5_out0: i32, %g5_out1: i32):
      %g5_0 = linalg.index 2 : index
      %g5_1 = arith.index_cast %g5_0 : index to i32
      %g5_2 = arith.cmpi slt, %g5_in0, %g5_1 : i32
      %g5_3 = arith.select %g5_2, %g5_out1, %g5_in1 : i32
      %g5_4 = linalg.index 0 : index
      %g5_5 = arith.index_cast %g5_4 : index to i32
      %g5_6 = linalg.index 3 : index
      %g5_7 = arith.index_cast %g5_6 : index to i32
      %g5_8 = arith.addi %g5_5, %g5_7 : i32
      linalg.yield %g5_3, %g5_8 : i32, i32
    } -> (tensor<2x2x?x2xi32>, tensor<2x2x1x?xi32>)
    return %v1, %v3, %v5#0, %v5#1 : tensor<1x?x4x?xi32>, tensor<2x1x?x2xi32>, tensor<2x2x?x2xi32>, tensor<2x2x1x?xi32>
  }
}
