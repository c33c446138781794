// Corpus case 'refused-diffusion-init-into-reduction-tiles': `fusefuzz generate --seed 12` under strategy diffusion.
// EXPECT: pass
// STRATEGY: diffusion
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}diffusion:init-into-reduction-tiles=
module attributes {fusefuzz.seed = 12 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<1x?x?x?xi1> {fusefuzz.shape = array<i64: 1, 1, 4, 4>}, %arg1: tensor<?x1x4x?xi1> {fusefuzz.shape = array<i64: 1, 1, 4, 4>}) -> (tensor<?x?x?x?xi1>, tensor<?x?xi1>) {
    %g0_c0_0 = arith.constant 0 : index
    %g0_d0_0 = tensor.dim %arg1, %g0_c0_0 : tensor<?x1x4x?xi1>
    %g0_c0_1 = arith.constant 1 : index
    %g0_d0_1 = tensor.dim %arg0, %g0_c0_1 : tensor<1x?x?x?xi1>
    %g0_c0_2 = arith.constant 2 : index
    %g0_d0_2 = tensor.dim %arg0, %g0_c0_2 : tensor<1x?x?x?xi1>
    %g0_c0_3 = arith.constant 3 : index
    %g0_d0_3 = tensor.dim %arg0, %g0_c0_3 : tensor<1x?x?x?xi1>
    %g0_empty0 = tensor.empty(%g0_d0_0, %g0_d0_1, %g0_d0_2, %g0_d0_3) : tensor<?x?x?x?xi1>
    %g0_fillval0 = arith.constant 1 : i1
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : i1) outs(%g0_empty0 : tensor<?x?x?x?xi1>) -> tensor<?x?x?x?xi1>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg1 : tensor<1x?x?x?xi1>, tensor<?x1x4x?xi1>) outs(%g0_fill0 : tensor<?x?x?x?xi1>) {
    ^bb0(%g0_in0: i1, %g0_in1: i1, %g0_out0: i1):
      %g0_0 = arith.constant 0 : i1
      %g0_1 = arith.ori %g0_0, %g0_in1 : i1
      linalg.yield %g0_1 : i1
    } -> tensor<?x?x?x?xi1>
    %g1_c0_0 = arith.constant 2 : index
    %g1_d0_0 = tensor.dim %v0, %g1_c0_0 : tensor<?x?x?x?xi1>
    %g1_c0_1 = arith.constant 3 : index
    %g1_d0_1 = tensor.dim %v0, %g1_c0_1 : tensor<?x?x?x?xi1>
    %g1_empty0 = tensor.empty(%g1_d0_0, %g1_d0_1) : tensor<?x?xi1>
    %g1_fillval0 = arith.constant 1 : i1
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : i1) outs(%g1_empty0 : tensor<?x?xi1>) -> tensor<?x?xi1>
    %v1 = linalg.reduce ins(%v0 : tensor<?x?x?x?xi1>) outs(%g1_fill0 : tensor<?x?xi1>) dimensions = [0, 1]
      (%g1_in0: i1, %g1_out0: i1) {
        %g1_0 = arith.xori %g1_out0, %g1_in0 : i1
        linalg.yield %g1_0 : i1
      }
    %p2_padval = arith.constant 1 : i1
    %v2 = tensor.pad %v1 low[1, 2] high[2, 2] {
    ^bb0(%p2_i0: index, %p2_i1: index):
      tensor.yield %p2_padval : i1
    } : tensor<?x?xi1> to tensor<?x?xi1>
    return %v0, %v2 : tensor<?x?x?x?xi1>, tensor<?x?xi1>
  }
}
