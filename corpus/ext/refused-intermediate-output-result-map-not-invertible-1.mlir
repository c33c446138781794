// Corpus case 'refused-intermediate-output-result-map-not-invertible': `fusefuzz generate --seed 59 --strategy intermediate-output` under strategy intermediate-output.
// EXPECT: pass
// STRATEGY: intermediate-output
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}FuseKeepingIntermediates: result-map-not-invertible=
module attributes {fusefuzz.seed = 59 : i64, fusefuzz.policy = "0x08ee098aadf7dc68"} {
  func.func @case(%arg0: tensor<3x?x1xi32> {fusefuzz.shape = array<i64: 3, 5, 1>}, %arg1: tensor<?x?x5xi32> {fusefuzz.shape = array<i64: 1, 3, 5>}, %arg2: tensor<5x1xi32>, %arg3: tensor<3x4xi32>, %arg4: tensor<?x3x1xi32> {fusefuzz.shape = array<i64: 5, 3, 1>}, %arg5: tensor<3x1x5xi32>, %arg6: tensor<5x?x?x3xi32> {fusefuzz.shape = array<i64: 5, 3, 1, 3>}, %arg7: tensor<5x3x1x3xi32>) -> (tensor<?x?x?xi32>, tensor<5x?x?x3xi32>) {
    %cst0 = arith.constant dense<[[[0], [1], [7], [-1], [-3]], [[3], [-3], [1], [-1], [0]], [[0], [3], [4], [1], [2]]]> : tensor<3x5x1xi32>
    %g0_c0_0 = arith.constant 1 : index
    %g0_d0_0 = tensor.dim %arg1, %g0_c0_0 : tensor<?x?x5xi32>
    %g0_c0_1 = arith.constant 1 : index
    %g0_d0_1 = tensor.dim %arg0, %g0_c0_1 : tensor<3x?x1xi32>
    %g0_c0_2 = arith.constant 0 : index
    %g0_d0_2 = tensor.dim %arg1, %g0_c0_2 : tensor<?x?x5xi32>
    %g0_empty0 = tensor.empty(%g0_d0_0, %g0_d0_1, %g0_d0_2) : tensor<?x?x?xi32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2, d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %cst0, %arg1 : tensor<3x?x1xi32>, tensor<3x5x1xi32>, tensor<?x?x5xi32>) outs(%g0_empty0 : tensor<?x?x?xi32>) {
    ^bb0(%g0_in0: i32, %g0_in1: i32, %g0_in2: i32, %g0_out0: i32):
      %g0_0 = arith.constant 5 : i32
      %g0_1 = arith.maxsi %g0_in0, %g0_0 : i32
      linalg.yield %g0_1 : i32
    } -> tensor<?x?x?xi32>
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %v0, %g1_c0_0 : tensor<?x?x?xi32>
    %g1_c0_1 = arith.constant 1 : index
    %g1_d0_1 = tensor.dim %v0, %g1_c0_1 : tensor<?x?x?xi32>
    %g1_c0_2 = arith.constant 2 : index
    %g1_d0_2 = tensor.dim %v0, %g1_c0_2 : tensor<?x?x?xi32>
    %g1_empty0 = tensor.empty(%g1_d0_0, %g1_d0_1, %g1_d0_2) : tensor<?x?x?xi32>
    %g1_fillval0 = arith.constant -1 : i32
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : i32) outs(%g1_empty0 : tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v0, %arg2 : tensor<?x?x?xi32>, tensor<5x1xi32>) outs(%g1_fill0 : tensor<?x?x?xi32>) {
    ^bb0(%g1_in0: i32, %g1_in1: i32, %g1_out0: i32):
      %g1_0 = linalg.index 1 : index
      %g1_1 = arith.index_cast %g1_0 : index to i32
      %g1_2 = arith.constant 0 : i32
      %g1_3 = arith.constant 1 : i32
      %g1_4 = arith.cmpi eq, %g1_1, %g1_2 : i32
      %g1_5 = arith.constant -1 : i32
      %g1_6 = arith.cmpi eq, %g1_1, %g1_5 : i32
      %g1_7 = arith.ori %g1_4, %g1_6 : i1
      %g1_8 = arith.select %g1_7, %g1_3, %g1_1 : i32
      %g1_9 = arith.divsi %g1_out0, %g1_8 : i32
      linalg.yield %g1_9 : i32
    } -> tensor<?x?x?xi32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst0 : tensor<3x5x1xi32>) outs(%arg4 : tensor<?x3x1xi32>) {
    ^bb0(%g2_in0: i32, %g2_out0: i32):
      %g2_0 = arith.maxui %g2_in0, %g2_out0 : i32
      %g2_1 = arith.constant -3 : i32
      %g2_2 = arith.constant -2 : i32
      %g2_3 = arith.cmpi slt, %g2_1, %g2_2 : i32
      %g2_4 = arith.constant 7 : i32
      %g2_5 = arith.select %g2_3, %g2_out0, %g2_4 : i32
      %g2_6 = arith.subi %g2_0, %g2_5 : i32
      linalg.yield %g2_6 : i32
    } -> tensor<?x3x1xi32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2, 1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v2, %arg5 : tensor<?x3x1xi32>, tensor<3x1x5xi32>) outs(%arg6 : tensor<5x?x?x3xi32>) {
    ^bb0(%g3_in0: i32, %g3_in1: i32, %g3_out0: i32):
      %g3_0 = linalg.index 1 : index
      %g3_1 = arith.index_cast %g3_0 : index to i32
      %g3_2 = arith.cmpi ne, %g3_1, %g3_in1 : i32
      %g3_3 = arith.select %g3_2, %g3_in1, %g3_in0 : i32
      linalg.yield %g3_3 : i32
    } -> tensor<5x?x?x3xi32>
    %g4_c0_1 = arith.constant 1 : index
    %g4_d0_1 = tensor.dim %v3, %g4_c0_1 : tensor<5x?x?x3xi32>
    %g4_c0_2 = arith.constant 2 : index
    %g4_d0_2 = tensor.dim %v3, %g4_c0_2 : tensor<5x?x?x3xi32>
    %g4_empty0 = tensor.empty(%g4_d0_1, %g4_d0_2) : tensor<5x?x?x3xi32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v3 : tensor<5x?x?x3xi32>) outs(%g4_empty0 : tensor<5x?x?x3xi32>) {
    ^bb0(%g4_in0: i32, %g4_out0: i32):
      %g4_0 = arith.subi %g4_in0, %g4_in0 : i32
      linalg.yield %g4_0 : i32
    } -> tensor<5x?x?x3xi32>
    %g5_c0_1 = arith.constant 1 : index
    %g5_d0_1 = tensor.dim %v4, %g5_c0_1 : tensor<5x?x?x3xi32>
    %g5_c0_2 = arith.constant 2 : index
    %g5_d0_2 = tensor.dim %v4, %g5_c0_2 : tensor<5x?x?x3xi32>
    %g5_empty0 = tensor.empty(%g5_d0_1, %g5_d0_2) : tensor<5x?x?x3xi32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v4, %arg7 : tensor<5x?x?x3xi32>, tensor<5x3x1x3xi32>) outs(%g5_empty0 : tensor<5x?x?x3xi32>) {
    ^bb0(%g5_in0: i32, %g5_in1: i32, %g5_out0: i32):
      %g5_0 = arith.constant 3 : i32
      %g5_1 = arith.constant 1 : i32
      %g5_2 = arith.maxui %g5_0, %g5_1 : i32
      %g5_3 = arith.ori %g5_in1, %g5_2 : i32
      %g5_4 = arith.constant 0 : i32
      %g5_5 = arith.constant 1 : i32
      %g5_6 = arith.cmpi eq, %g5_in1, %g5_4 : i32
      %g5_7 = arith.select %g5_6, %g5_5, %g5_in1 : i32
      %g5_8 = arith.divui %g5_in0, %g5_7 : i32
      %g5_9 = arith.xori %g5_in1, %g5_in1 : i32
      %g5_10 = arith.cmpi eq, %g5_8, %g5_9 : i32
      %g5_11 = arith.maxsi %g5_in1, %g5_in1 : i32
      %g5_12 = arith.constant -3 : i32
      %g5_13 = arith.select %g5_10, %g5_11, %g5_12 : i32
      %g5_14 = arith.subi %g5_3, %g5_13 : i32
      linalg.yield %g5_14 : i32
    } -> tensor<5x?x?x3xi32>
    return %v1, %v5 : tensor<?x?x?xi32>, tensor<5x?x?x3xi32>
  }
}
