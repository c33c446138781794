// Corpus case 'tile-fuse-consumer-reduction-tiled': `fusefuzz generate --seed 63` under strategy tile-fuse-consumers.
// EXPECT: pass
// STRATEGY: tile-fuse-consumers
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}TileAndFuseConsumerReductionTiled=
module attributes {fusefuzz.seed = 63 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<1x4x?xi32> {fusefuzz.shape = array<i64: 1, 4, 3>}, %arg1: tensor<i32>, %arg2: tensor<4x?xi32> {fusefuzz.shape = array<i64: 4, 3>}, %arg3: tensor<4x?x5xf32> {fusefuzz.shape = array<i64: 4, 4, 5>}) -> (tensor<4x?xi32>, tensor<4x5x?xf32>, tensor<4x5x?xf32>) {
    %g0_c0_1 = arith.constant 2 : index
    %g0_d0_1 = tensor.dim %arg0, %g0_c0_1 : tensor<1x4x?xi32>
    %g0_empty0 = tensor.empty(%g0_d0_1) : tensor<4x?xi32>
    %g0_fillval0 = arith.constant -1 : i32
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : i32) outs(%g0_empty0 : tensor<4x?xi32>) -> tensor<4x?xi32>
    %v0 = linalg.reduce ins(%arg0 : tensor<1x4x?xi32>) outs(%g0_fill0 : tensor<4x?xi32>) dimensions = [0]
      (%g0_in0: i32, %g0_out0: i32) {
        %g0_0 = arith.muli %g0_out0, %g0_in0 : i32
        linalg.yield %g0_0 : i32
      }
    %g1_c0_1 = arith.constant 1 : index
    %g1_d0_1 = tensor.dim %v0, %g1_c0_1 : tensor<4x?xi32>
    %g1_empty0 = tensor.empty(%g1_d0_1) : tensor<4x?xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v0 : tensor<4x?xi32>) outs(%g1_empty0 : tensor<4x?xi32>) {
    ^bb0(%g1_in0: i32, %g1_out0: i32):
      %g1_0 = arith.constant -3 : i32
      %g1_1 = arith.minsi %g1_0, %g1_in0 : i32
      linalg.yield %g1_1 : i32
    } -> tensor<4x?xi32>
    %g2_c0_1 = arith.constant 1 : index
    %g2_d0_1 = tensor.dim %v1, %g2_c0_1 : tensor<4x?xi32>
    %g2_empty0 = tensor.empty(%g2_d0_1) : tensor<4x?xi32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v1, %arg1, %arg2 : tensor<4x?xi32>, tensor<i32>, tensor<4x?xi32>) outs(%g2_empty0 : tensor<4x?xi32>) {
    ^bb0(%g2_in0: i32, %g2_in1: i32, %g2_in2: i32, %g2_out0: i32):
      %g2_0 = arith.ori %g2_in0, %g2_in0 : i32
      %g2_1 = arith.subi %g2_in2, %g2_in1 : i32
      %g2_2 = arith.ori %g2_0, %g2_1 : i32
      linalg.yield %g2_2 : i32
    } -> tensor<4x?xi32>
    %g3_c0_0 = arith.constant 1 : index
    %g3_d0_0 = tensor.dim %arg3, %g3_c0_0 : tensor<4x?x5xf32>
    %g3_empty0 = tensor.empty(%g3_d0_0) : tensor<?x5x4xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg3 : tensor<4x?x5xf32>) outs(%g3_empty0 : tensor<?x5x4xf32>) {
    ^bb0(%g3_in0: f32, %g3_out0: f32):
      %g3_0 = arith.divf %g3_in0, %g3_in0 : f32
      %g3_1 = math.sqrt %g3_0 : f32
      %g3_2 = arith.addf %g3_1, %g3_in0 : f32
      linalg.yield %g3_2 : f32
    } -> tensor<?x5x4xf32>
    %g4_c0_2 = arith.constant 0 : index
    %g4_d0_2 = tensor.dim %v3, %g4_c0_2 : tensor<?x5x4xf32>
    %g4_empty0 = tensor.empty(%g4_d0_2) : tensor<4x5x?xf32>
    %g4_c1_2 = arith.constant 0 : index
    %g4_d1_2 = tensor.dim %v3, %g4_c1_2 : tensor<?x5x4xf32>
    %g4_empty1 = tensor.empty(%g4_d1_2) : tensor<4x5x?xf32>
    %v4:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2, d1, d0)>, affine_map<(d0, d1, d2) -> (d2, d1, d0)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v3 : tensor<?x5x4xf32>) outs(%g4_empty0, %g4_empty1 : tensor<4x5x?xf32>, tensor<4x5x?xf32>) {
    ^bb0(%g4_in0: f32, %g4_out0: f32, %g4_out1: f32):
      %g4_0 = arith.constant -3.000000e+00 : f32
      %g4_1 = arith.maximumf %g4_0, %g4_in0 : f32
      %g4_2 = math.exp %g4_1 : f32
      %g4_3 = arith.constant 5.000000e-01 : f32
      %g4_4 = arith.addf %g4_in0, %g4_3 : f32
      %g4_5 = arith.maximumf %g4_in0, %g4_in0 : f32
      %g4_6 = arith.addf %g4_4, %g4_5 : f32
      linalg.yield %g4_2, %g4_6 : f32, f32
    } -> (tensor<4x5x?xf32>, tensor<4x5x?xf32>)
    return %v2, %v4#0, %v4#1 : tensor<4x?xi32>, tensor<4x5x?xf32>, tensor<4x5x?xf32>
  }
}
