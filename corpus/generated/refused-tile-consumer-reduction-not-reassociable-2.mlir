// Corpus case 'refused-tile-consumer-reduction-not-reassociable': `fusefuzz generate --seed 12` under strategy tile-fuse-consumers.
// EXPECT: pass
// STRATEGY: tile-fuse-consumers
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}tile:consumer-reduction-not-reassociable=
module attributes {fusefuzz.seed = 12 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<?x4x3xf32> {fusefuzz.shape = array<i64: 4, 4, 3>}, %arg1: tensor<4xf32>, %arg2: tensor<4x?xf16> {fusefuzz.shape = array<i64: 4, 4>}) -> (tensor<?x3xf32>, tensor<3x?xf16>) {
    %g0_c0_0 = arith.constant 0 : index
    %g0_d0_0 = tensor.dim %arg0, %g0_c0_0 : tensor<?x4x3xf32>
    %g0_empty0 = tensor.empty(%g0_d0_0) : tensor<?x3xf32>
    %g0_fillval0 = arith.constant 0.000000e+00 : f32
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : f32) outs(%g0_empty0 : tensor<?x3xf32>) -> tensor<?x3xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg0, %arg1 : tensor<?x4x3xf32>, tensor<4xf32>) outs(%g0_fill0 : tensor<?x3xf32>) {
    ^bb0(%g0_in0: f32, %g0_in1: f32, %g0_out0: f32):
      %g0_0 = arith.constant -3.000000e+00 : f32
      %g0_1 = arith.cmpf oge, %g0_in0, %g0_0 : f32
      %g0_2 = arith.select %g0_1, %g0_in1, %g0_in0 : f32
      %g0_3 = linalg.index 0 : index
      %g0_4 = arith.index_cast %g0_3 : index to i32
      %g0_5 = arith.sitofp %g0_4 : i32 to f32
      %g0_6 = arith.divf %g0_5, %g0_out0 : f32
      %g0_7 = arith.subf %g0_2, %g0_6 : f32
      %g0_8 = arith.minimumf %g0_out0, %g0_7 : f32
      linalg.yield %g0_8 : f32
    } -> tensor<?x3xf32>
    %g1_c0_1 = arith.constant 0 : index
    %g1_d0_1 = tensor.dim %v0, %g1_c0_1 : tensor<?x3xf32>
    %g1_empty0 = tensor.empty(%g1_d0_1) : tensor<3x?xf16>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v0 : tensor<?x3xf32>) outs(%g1_empty0 : tensor<3x?xf16>) {
    ^bb0(%g1_in0: f32, %g1_out0: f16):
      %g1_0 = arith.truncf %g1_in0 : f32 to f16
      %g1_1 = math.exp %g1_0 : f16
      %g1_2 = arith.truncf %g1_in0 : f32 to f16
      %g1_3 = math.absf %g1_2 : f16
      %g1_4 = arith.subf %g1_1, %g1_3 : f16
      %g1_5 = arith.truncf %g1_in0 : f32 to f16
      %g1_6 = arith.maximumf %g1_4, %g1_5 : f16
      linalg.yield %g1_6 : f16
    } -> tensor<3x?xf16>
    %g2_c0_1 = arith.constant 1 : index
    %g2_d0_1 = tensor.dim %arg2, %g2_c0_1 : tensor<4x?xf16>
    %g2_empty0 = tensor.empty(%g2_d0_1) : tensor<3x?xf16>
    %g2_fillval0 = arith.constant -1.500000e+00 : f16
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : f16) outs(%g2_empty0 : tensor<3x?xf16>) -> tensor<3x?xf16>
    %v2 = linalg.matmul ins(%v1, %arg2 : tensor<3x?xf16>, tensor<4x?xf16>) outs(%g2_fill0 : tensor<3x?xf16>) -> tensor<3x?xf16>
    return %v0, %v2 : tensor<?x3xf32>, tensor<3x?xf16>
  }
}
