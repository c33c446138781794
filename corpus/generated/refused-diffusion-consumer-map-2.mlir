// Corpus case 'refused-diffusion-consumer-map': `fusefuzz generate --seed 170` under strategy diffusion.
// EXPECT: pass
// STRATEGY: diffusion
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}diffusion:upstream-declined: consumer operand map not a projected permutation=
module attributes {fusefuzz.seed = 170 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<2x5x?x1xi1> {fusefuzz.shape = array<i64: 2, 5, 3, 1>}, %arg1: tensor<3x2x5xi32>) -> (tensor<2x5x?x1xi8>, tensor<3x2x5xi32>) {
    %g0_c0_2 = arith.constant 2 : index
    %g0_d0_2 = tensor.dim %arg0, %g0_c0_2 : tensor<2x5x?x1xi1>
    %g0_empty0 = tensor.empty(%g0_d0_2) : tensor<2x5x?x1xi8>
    %g0_c1_2 = arith.constant 2 : index
    %g0_d1_2 = tensor.dim %arg0, %g0_c1_2 : tensor<2x5x?x1xi1>
    %g0_empty1 = tensor.empty(%g0_d1_2) : tensor<2x5x?x1xi8>
    %v0:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x5x?x1xi1>) outs(%g0_empty0, %g0_empty1 : tensor<2x5x?x1xi8>, tensor<2x5x?x1xi8>) {
    ^bb0(%g0_in0: i1, %g0_out0: i8, %g0_out1: i8):
      %g0_0 = linalg.index 2 : index
      %g0_1 = arith.index_cast %g0_0 : index to i32
      %g0_2 = arith.trunci %g0_1 : i32 to i8
      %g0_3 = linalg.index 0 : index
      %g0_4 = arith.index_cast %g0_3 : index to i32
      %g0_5 = arith.trunci %g0_4 : i32 to i8
      %g0_6 = arith.extui %g0_in0 : i1 to i8
      %g0_7 = arith.constant 0 : i8
      %g0_8 = arith.constant 1 : i8
      %g0_9 = arith.cmpi eq, %g0_6, %g0_7 : i8
      %g0_10 = arith.select %g0_9, %g0_8, %g0_6 : i8
      %g0_11 = arith.remui %g0_5, %g0_10 : i8
      %g0_12 = arith.constant 8 : i8
      %g0_13 = arith.remui %g0_11, %g0_12 : i8
      %g0_14 = arith.shrsi %g0_2, %g0_13 : i8
      %g0_15 = arith.extui %g0_in0 : i1 to i8
      %g0_16 = arith.muli %g0_14, %g0_15 : i8
      %g0_17 = arith.extui %g0_in0 : i1 to i8
      %g0_18 = arith.extui %g0_in0 : i1 to i8
      %g0_19 = arith.constant 8 : i8
      %g0_20 = arith.remui %g0_18, %g0_19 : i8
      %g0_21 = arith.shrui %g0_17, %g0_20 : i8
      %g0_22 = arith.extui %g0_in0 : i1 to i8
      %g0_23 = arith.constant 0 : i8
      %g0_24 = arith.constant 1 : i8
      %g0_25 = arith.cmpi eq, %g0_22, %g0_23 : i8
      %g0_26 = arith.select %g0_25, %g0_24, %g0_22 : i8
      %g0_27 = arith.divui %g0_21, %g0_26 : i8
      %g0_28 = linalg.index 3 : index
      %g0_29 = arith.index_cast %g0_28 : index to i32
      %g0_30 = arith.trunci %g0_29 : i32 to i8
      %g0_31 = arith.constant 8 : i8
      %g0_32 = arith.remui %g0_30, %g0_31 : i8
      %g0_33 = arith.shrui %g0_27, %g0_32 : i8
      linalg.yield %g0_16, %g0_33 : i8, i8
    } -> (tensor<2x5x?x1xi8>, tensor<2x5x?x1xi8>)
    %g1_c0_0 = arith.constant 2 : index
    %g1_d0_0 = tensor.dim %v0#1, %g1_c0_0 : tensor<2x5x?x1xi8>
    %g1_empty0 = tensor.empty(%g1_d0_0) : tensor<?x1x2x5xi8>
    %v1 = linalg.transpose ins(%v0#1 : tensor<2x5x?x1xi8>) outs(%g1_empty0 : tensor<?x1x2x5xi8>) permutation = [2, 3, 0, 1]
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, 0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v1 : tensor<?x1x2x5xi8>) outs(%arg1 : tensor<3x2x5xi32>) {
    ^bb0(%g2_in0: i8, %g2_out0: i32):
      %g2_0 = arith.extsi %g2_in0 : i8 to i32
      %g2_1 = arith.extsi %g2_in0 : i8 to i32
      %g2_2 = arith.constant 0 : i32
      %g2_3 = arith.constant 1 : i32
      %g2_4 = arith.cmpi eq, %g2_1, %g2_2 : i32
      %g2_5 = arith.constant -1 : i32
      %g2_6 = arith.cmpi eq, %g2_1, %g2_5 : i32
      %g2_7 = arith.ori %g2_4, %g2_6 : i1
      %g2_8 = arith.select %g2_7, %g2_3, %g2_1 : i32
      %g2_9 = arith.remsi %g2_0, %g2_8 : i32
      linalg.yield %g2_9 : i32
    } -> tensor<3x2x5xi32>
    return %v0#0, %v2 : tensor<2x5x?x1xi8>, tensor<3x2x5xi32>
  }
}
