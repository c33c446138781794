// Corpus case 'refused-diffusion-init-into-reduction-tiles': `fusefuzz generate --seed 58` under strategy diffusion.
// EXPECT: pass
// STRATEGY: diffusion
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}diffusion:init-into-reduction-tiles=
module attributes {fusefuzz.seed = 58 : i64, fusefuzz.policy = "0xff4bf7f6d7a45ffa"} {
  func.func @case(%arg0: tensor<2x5x?x2xi8> {fusefuzz.shape = array<i64: 2, 5, 1, 2>}, %arg1: index {fusefuzz.value = 1 : i64}, %arg2: index {fusefuzz.value = 2 : i64}, %arg3: index {fusefuzz.value = 0 : i64}, %arg4: tensor<7x3xi8>, %arg5: tensor<3x2xi8>) -> (tensor<7x2xi8>) {
    %p0_padval = arith.constant 7 : i8
    %v0 = tensor.pad %arg0 low[0, 1, %arg2, %arg3] high[0, %arg1, 0, 0] {
    ^bb0(%p0_i0: index, %p0_i1: index, %p0_i2: index, %p0_i3: index):
      tensor.yield %p0_padval : i8
    } : tensor<2x5x?x2xi8> to tensor<2x?x?x?xi8>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2)>], iterator_types = ["reduction", "parallel", "parallel", "reduction"]} ins(%v0 : tensor<2x?x?x?xi8>) outs(%arg4 : tensor<7x3xi8>) {
    ^bb0(%g1_in0: i8, %g1_out0: i8):
      %g1_0 = arith.constant 6 : i8
      %g1_1 = arith.andi %g1_out0, %g1_0 : i8
      %g1_2 = arith.cmpi ne, %g1_in0, %g1_1 : i8
      %g1_3 = arith.constant 0 : i8
      %g1_4 = arith.constant 1 : i8
      %g1_5 = arith.cmpi eq, %g1_in0, %g1_3 : i8
      %g1_6 = arith.select %g1_5, %g1_4, %g1_in0 : i8
      %g1_7 = arith.remui %g1_in0, %g1_6 : i8
      %g1_8 = arith.constant 8 : i8
      %g1_9 = arith.remui %g1_out0, %g1_8 : i8
      %g1_10 = arith.shrsi %g1_out0, %g1_9 : i8
      %g1_11 = arith.select %g1_2, %g1_7, %g1_10 : i8
      %g1_12 = arith.andi %g1_out0, %g1_out0 : i8
      %g1_13 = arith.xori %g1_12, %g1_out0 : i8
      %g1_14 = arith.andi %g1_11, %g1_13 : i8
      %g1_15 = arith.muli %g1_out0, %g1_14 : i8
      linalg.yield %g1_15 : i8
    } -> tensor<7x3xi8>
    %g2_empty0 = tensor.empty() : tensor<7x2xi8>
    %g2_fillval0 = arith.constant 1 : i8
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : i8) outs(%g2_empty0 : tensor<7x2xi8>) -> tensor<7x2xi8>
    %v2 = linalg.matmul ins(%v1, %arg5 : tensor<7x3xi8>, tensor<3x2xi8>) outs(%g2_fill0 : tensor<7x2xi8>) -> tensor<7x2xi8>
    return %v2 : tensor<7x2xi8>
  }
}
