// Corpus case 'refused-tile-consumer-reduction-not-reassociable': `fusefuzz generate --seed 6` under strategy tile-fuse-consumers.
// EXPECT: pass
// STRATEGY: tile-fuse-consumers
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}tile:consumer-reduction-not-reassociable=
module attributes {fusefuzz.seed = 6 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<2x3x3xf32>, %arg1: tensor<2x3x4xf32>, %arg2: tensor<2x3x?xf32> {fusefuzz.shape = array<i64: 2, 3, 4>}, %arg3: tensor<?x?x2xf32> {fusefuzz.shape = array<i64: 2, 4, 2>}, %arg4: tensor<2x3x2xf32>) -> (tensor<2x3x3xf32>, tensor<2x3x2xf32>) {
    %g0_empty0 = tensor.empty() : tensor<2x3x3xf32>
    %g0_empty1 = tensor.empty() : tensor<2x3x3xf32>
    %v0:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg0 : tensor<2x3x3xf32>, tensor<2x3x3xf32>) outs(%g0_empty0, %g0_empty1 : tensor<2x3x3xf32>, tensor<2x3x3xf32>) {
    ^bb0(%g0_in0: f32, %g0_in1: f32, %g0_out0: f32, %g0_out1: f32):
      %g0_0 = linalg.index 0 : index
      %g0_1 = arith.index_cast %g0_0 : index to i32
      %g0_2 = arith.sitofp %g0_1 : i32 to f32
      %g0_3 = arith.subf %g0_in0, %g0_in1 : f32
      %g0_4 = arith.divf %g0_2, %g0_3 : f32
      %g0_5 = arith.constant -1.500000e+00 : f32
      %g0_6 = arith.constant -1.500000e+00 : f32
      %g0_7 = arith.addf %g0_5, %g0_6 : f32
      %g0_8 = arith.cmpf ugt, %g0_in0, %g0_7 : f32
      %g0_9 = arith.mulf %g0_in0, %g0_in0 : f32
      %g0_10 = arith.select %g0_8, %g0_9, %g0_in0 : f32
      linalg.yield %g0_4, %g0_10 : f32, f32
    } -> (tensor<2x3x3xf32>, tensor<2x3x3xf32>)
    %v1 = linalg.batch_matmul ins(%v0#1, %arg1 : tensor<2x3x3xf32>, tensor<2x3x4xf32>) outs(%arg2 : tensor<2x3x?xf32>) -> tensor<2x3x?xf32>
    %v2 = linalg.batch_matmul ins(%v1, %arg3 : tensor<2x3x?xf32>, tensor<?x?x2xf32>) outs(%arg4 : tensor<2x3x2xf32>) -> tensor<2x3x2xf32>
    return %v0#0, %v2 : tensor<2x3x3xf32>, tensor<2x3x2xf32>
  }
}
