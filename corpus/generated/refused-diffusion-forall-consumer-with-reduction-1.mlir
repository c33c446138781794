// Corpus case 'refused-diffusion-forall-consumer-with-reduction': `fusefuzz generate --seed 159` under strategy diffusion.
// EXPECT: pass
// STRATEGY: diffusion
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}diffusion:forall-consumer-with-reduction=
module attributes {fusefuzz.seed = 159 : i64, fusefuzz.policy = "0xff4bf7f6d7a45ffa"} {
  func.func @case(%arg0: tensor<2x4xi32>, %arg1: tensor<?x4xi32> {fusefuzz.shape = array<i64: 4, 4>}, %arg2: index {fusefuzz.value = 0 : i64}, %arg3: index {fusefuzz.value = 2 : i64}, %arg4: index {fusefuzz.value = 2 : i64}) -> (tensor<?x?xi32>, tensor<?xi32>) {
    %v0 = linalg.matmul ins(%arg0, %arg1 : tensor<2x4xi32>, tensor<?x4xi32>) outs(%arg0 : tensor<2x4xi32>) -> tensor<2x4xi32>
    %p1_padval = arith.constant 2 : i32
    %v1 = tensor.pad %v0 low[%arg2, 2] high[%arg3, %arg4] {
    ^bb0(%p1_i0: index, %p1_i1: index):
      tensor.yield %p1_padval : i32
    } : tensor<2x4xi32> to tensor<?x?xi32>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %v1, %g2_c0_0 : tensor<?x?xi32>
    %g2_empty0 = tensor.empty(%g2_d0_0) : tensor<?xi32>
    %g2_fillval0 = arith.constant 4 : i32
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : i32) outs(%g2_empty0 : tensor<?xi32>) -> tensor<?xi32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%v1 : tensor<?x?xi32>) outs(%g2_fill0 : tensor<?xi32>) {
    ^bb0(%g2_in0: i32, %g2_out0: i32):
      %g2_0 = arith.constant -2 : i32
      %g2_1 = arith.constant 0 : i32
      %g2_2 = arith.constant 1 : i32
      %g2_3 = arith.cmpi eq, %g2_0, %g2_1 : i32
      %g2_4 = arith.select %g2_3, %g2_2, %g2_0 : i32
      %g2_5 = arith.remui %g2_out0, %g2_4 : i32
      %g2_6 = arith.xori %g2_out0, %g2_5 : i32
      linalg.yield %g2_6 : i32
    } -> tensor<?xi32>
    return %v1, %v2 : tensor<?x?xi32>, tensor<?xi32>
  }
}
