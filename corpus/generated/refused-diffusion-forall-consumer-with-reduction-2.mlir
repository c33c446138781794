// Corpus case 'refused-diffusion-forall-consumer-with-reduction': `fusefuzz generate --seed 73` under strategy diffusion.
// EXPECT: pass
// STRATEGY: diffusion
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}diffusion:forall-consumer-with-reduction=
module attributes {fusefuzz.seed = 73 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<3x4xi32>, %arg1: tensor<4x3xi32>, %arg2: tensor<3xi8>) -> (tensor<3x5x3xi32>) {
    %g0_empty0 = tensor.empty() : tensor<3x3xi32>
    %g0_fillval0 = arith.constant 6 : i32
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : i32) outs(%g0_empty0 : tensor<3x3xi32>) -> tensor<3x3xi32>
    %v0 = linalg.matmul ins(%arg0, %arg1 : tensor<3x4xi32>, tensor<4x3xi32>) outs(%g0_fill0 : tensor<3x3xi32>) -> tensor<3x3xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%v0, %v0, %v0 : tensor<3x3xi32>, tensor<3x3xi32>, tensor<3x3xi32>) outs(%arg2 : tensor<3xi8>) {
    ^bb0(%g1_in0: i32, %g1_in1: i32, %g1_in2: i32, %g1_out0: i8):
      %g1_0 = arith.trunci %g1_in1 : i32 to i8
      %g1_1 = arith.trunci %g1_in0 : i32 to i8
      %g1_2 = arith.muli %g1_0, %g1_1 : i8
      %g1_3 = arith.xori %g1_out0, %g1_2 : i8
      linalg.yield %g1_3 : i8
    } -> tensor<3xi8>
    %g2_empty0 = tensor.empty() : tensor<3xi32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v1, %arg2 : tensor<3xi8>, tensor<3xi8>) outs(%g2_empty0 : tensor<3xi32>) {
    ^bb0(%g2_in0: i8, %g2_in1: i8, %g2_out0: i32):
      %g2_0 = linalg.index 0 : index
      %g2_1 = arith.index_cast %g2_0 : index to i32
      %g2_2 = arith.extsi %g2_in1 : i8 to i32
      %g2_3 = arith.addi %g2_1, %g2_2 : i32
      linalg.yield %g2_3 : i32
    } -> tensor<3xi32>
    %g3_empty0 = tensor.empty() : tensor<3x5x3xi32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v2 : tensor<3xi32>) outs(%g3_empty0 : tensor<3x5x3xi32>) {
    ^bb0(%g3_in0: i32, %g3_out0: i32):
      %g3_0 = arith.constant 0 : i32
      %g3_1 = arith.constant 0 : i32
      %g3_2 = arith.constant 1 : i32
      %g3_3 = arith.cmpi eq, %g3_in0, %g3_1 : i32
      %g3_4 = arith.select %g3_3, %g3_2, %g3_in0 : i32
      %g3_5 = arith.remui %g3_0, %g3_4 : i32
      linalg.yield %g3_5 : i32
    } -> tensor<3x5x3xi32>
    return %v3 : tensor<3x5x3xi32>
  }
}
