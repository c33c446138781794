// Corpus case 'refused-diffusion-init-into-reduction-tiles': `fusefuzz generate --seed 16` under strategy diffusion.
// EXPECT: pass
// STRATEGY: diffusion
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}diffusion:init-into-reduction-tiles=
module attributes {fusefuzz.seed = 16 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<?x?xi32> {fusefuzz.shape = array<i64: 1, 1>}, %arg1: tensor<5xi8>, %arg2: i32, %arg3: index {fusefuzz.value = 2 : i64}, %arg4: index {fusefuzz.value = 1 : i64}, %arg5: index {fusefuzz.value = 1 : i64}) -> (tensor<?x?x?xi8>) {
    %cst0 = arith.constant dense<[[6], [3], [3]]> : tensor<3x1xi8>
    %cst1 = arith.constant dense<[[[5], [1], [7]], [[-1], [3], [-2]], [[2], [2], [5]], [[-3], [-1], [0]], [[5], [5], [3]]]> : tensor<5x3x1xi8>
    %g0_c0_1 = arith.constant 0 : index
    %g0_d0_1 = tensor.dim %arg0, %g0_c0_1 : tensor<?x?xi32>
    %g0_c0_2 = arith.constant 1 : index
    %g0_d0_2 = tensor.dim %arg0, %g0_c0_2 : tensor<?x?xi32>
    %g0_empty0 = tensor.empty(%g0_d0_1, %g0_d0_2) : tensor<3x?x?x5xi8>
    %g0_fillval0 = arith.constant -3 : i8
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : i8) outs(%g0_empty0 : tensor<3x?x?x5xi8>) -> tensor<3x?x?x5xi8>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %cst0 : tensor<?x?xi32>, tensor<3x1xi8>) outs(%g0_fill0 : tensor<3x?x?x5xi8>) {
    ^bb0(%g0_in0: i32, %g0_in1: i8, %g0_out0: i8):
      %g0_0 = arith.subi %g0_out0, %g0_out0 : i8
      linalg.yield %g0_0 : i8
    } -> tensor<3x?x?x5xi8>
    %g1_c0_2 = arith.constant 2 : index
    %g1_d0_2 = tensor.dim %v0, %g1_c0_2 : tensor<3x?x?x5xi8>
    %g1_empty0 = tensor.empty(%g1_d0_2) : tensor<5x3x?x4xi8>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, 0, d2, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v0, %cst1, %arg1 : tensor<3x?x?x5xi8>, tensor<5x3x1xi8>, tensor<5xi8>) outs(%g1_empty0 : tensor<5x3x?x4xi8>) {
    ^bb0(%g1_in0: i8, %g1_in1: i8, %g1_in2: i8, %g1_out0: i8):
      %g1_0 = arith.trunci %arg2 : i32 to i8
      %g1_1 = arith.constant 8 : i8
      %g1_2 = arith.remui %g1_in0, %g1_1 : i8
      %g1_3 = arith.shrui %g1_0, %g1_2 : i8
      %g1_4 = arith.constant 0 : i8
      %g1_5 = arith.constant 1 : i8
      %g1_6 = arith.cmpi eq, %g1_3, %g1_4 : i8
      %g1_7 = arith.constant -1 : i8
      %g1_8 = arith.cmpi eq, %g1_3, %g1_7 : i8
      %g1_9 = arith.ori %g1_6, %g1_8 : i1
      %g1_10 = arith.select %g1_9, %g1_5, %g1_3 : i8
      %g1_11 = arith.divsi %g1_in0, %g1_10 : i8
      %g1_12 = arith.cmpi ne, %g1_11, %g1_in0 : i8
      %g1_13 = arith.andi %g1_in0, %g1_in2 : i8
      %g1_14 = arith.xori %g1_13, %g1_in1 : i8
      %g1_15 = arith.constant 4 : i8
      %g1_16 = arith.cmpi eq, %g1_in2, %g1_15 : i8
      %g1_17 = arith.select %g1_16, %g1_in1, %g1_in1 : i8
      %g1_18 = arith.constant 8 : i8
      %g1_19 = arith.remui %g1_17, %g1_18 : i8
      %g1_20 = arith.shli %g1_in2, %g1_19 : i8
      %g1_21 = arith.select %g1_12, %g1_14, %g1_20 : i8
      linalg.yield %g1_21 : i8
    } -> tensor<5x3x?x4xi8>
    %p2_padval = arith.constant -3 : i8
    %v2 = tensor.pad %v1 low[0, 2, 1, %arg5] high[%arg3, %arg4, 1, 2] {
    ^bb0(%p2_i0: index, %p2_i1: index, %p2_i2: index, %p2_i3: index):
      tensor.yield %p2_padval : i8
    } : tensor<5x3x?x4xi8> to tensor<?x?x?x?xi8>
    %g3_c0_0 = arith.constant 0 : index
    %g3_d0_0 = tensor.dim %v2, %g3_c0_0 : tensor<?x?x?x?xi8>
    %g3_c0_1 = arith.constant 1 : index
    %g3_d0_1 = tensor.dim %v2, %g3_c0_1 : tensor<?x?x?x?xi8>
    %g3_c0_2 = arith.constant 3 : index
    %g3_d0_2 = tensor.dim %v2, %g3_c0_2 : tensor<?x?x?x?xi8>
    %g3_empty0 = tensor.empty(%g3_d0_0, %g3_d0_1, %g3_d0_2) : tensor<?x?x?xi8>
    %g3_fillval0 = arith.constant 0 : i8
    %g3_fill0 = linalg.fill ins(%g3_fillval0 : i8) outs(%g3_empty0 : tensor<?x?x?xi8>) -> tensor<?x?x?xi8>
    %v3 = linalg.reduce ins(%v2 : tensor<?x?x?x?xi8>) outs(%g3_fill0 : tensor<?x?x?xi8>) dimensions = [2]
      (%g3_in0: i8, %g3_out0: i8) {
        %g3_0 = arith.addi %g3_out0, %g3_in0 : i8
        linalg.yield %g3_0 : i8
      }
    return %v3 : tensor<?x?x?xi8>
  }
}
