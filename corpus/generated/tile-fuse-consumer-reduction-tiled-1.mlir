// Corpus case 'tile-fuse-consumer-reduction-tiled': `fusefuzz generate --seed 138` under strategy tile-fuse-consumers.
// EXPECT: pass
// STRATEGY: tile-fuse-consumers
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}TileAndFuseConsumerReductionTiled=
module attributes {fusefuzz.seed = 138 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<2x5x4xf32>, %arg1: tensor<5x4xf32>, %arg2: tensor<5xf32>, %arg3: tensor<5xf32>, %arg4: tensor<f32>, %arg5: tensor<2xi32>, %arg6: tensor<2xf32>) -> (tensor<f32>, tensor<2xf32>) {
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2x5x4xf32>, tensor<5x4xf32>) outs(%arg2 : tensor<5xf32>) {
    ^bb0(%g0_in0: f32, %g0_in1: f32, %g0_out0: f32):
      %g0_0 = arith.divf %g0_in1, %g0_in0 : f32
      %g0_1 = arith.divf %g0_in1, %g0_in1 : f32
      %g0_2 = arith.subf %g0_0, %g0_1 : f32
      %g0_3 = arith.minimumf %g0_out0, %g0_2 : f32
      linalg.yield %g0_3 : f32
    } -> tensor<5xf32>
    %g1_empty0 = tensor.empty() : tensor<5xf32>
    %v1 = linalg.map ins(%v0, %arg3, %arg2 : tensor<5xf32>, tensor<5xf32>, tensor<5xf32>) outs(%g1_empty0 : tensor<5xf32>)
      (%g1_in0: f32, %g1_in1: f32, %g1_in2: f32, %g1_out0: f32) {
        %g1_0 = arith.divf %g1_in0, %g1_in2 : f32
        %g1_1 = arith.negf %g1_0 : f32
        linalg.yield %g1_1 : f32
      }
    %g2_empty0 = tensor.empty() : tensor<f32>
    %g2_fillval0 = arith.constant 7.000000e+00 : f32
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : f32) outs(%g2_empty0 : tensor<f32>) -> tensor<f32>
    %v2:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%v1 : tensor<5xf32>) outs(%g2_fill0, %arg4 : tensor<f32>, tensor<f32>) {
    ^bb0(%g2_in0: f32, %g2_out0: f32, %g2_out1: f32):
      %g2_0 = arith.minimumf %g2_in0, %g2_out0 : f32
      %g2_1 = arith.addf %g2_out0, %g2_0 : f32
      %g2_2 = math.exp %g2_out1 : f32
      %g2_3 = arith.addf %g2_out1, %g2_out0 : f32
      %g2_4 = arith.subf %g2_2, %g2_3 : f32
      %g2_5 = arith.constant 0.000000e+00 : f32
      %g2_6 = arith.cmpf ord, %g2_in0, %g2_5 : f32
      %g2_7 = arith.select %g2_6, %g2_out1, %g2_in0 : f32
      %g2_8 = arith.addf %g2_out0, %g2_out1 : f32
      %g2_9 = arith.subf %g2_7, %g2_8 : f32
      %g2_10 = arith.maximumf %g2_4, %g2_9 : f32
      %g2_11 = arith.minimumf %g2_out1, %g2_10 : f32
      linalg.yield %g2_1, %g2_11 : f32, f32
    } -> (tensor<f32>, tensor<f32>)
    %g3_empty0 = tensor.empty() : tensor<2xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v2#1, %arg5, %arg6 : tensor<f32>, tensor<2xi32>, tensor<2xf32>) outs(%g3_empty0 : tensor<2xf32>) {
    ^bb0(%g3_in0: f32, %g3_in1: i32, %g3_in2: f32, %g3_out0: f32):
      %g3_0 = arith.sitofp %g3_in1 : i32 to f32
      %g3_1 = math.exp %g3_0 : f32
      %g3_2 = math.sqrt %g3_1 : f32
      %g3_3 = arith.divf %g3_2, %g3_in2 : f32
      linalg.yield %g3_3 : f32
    } -> tensor<2xf32>
    return %v2#0, %v3 : tensor<f32>, tensor<2xf32>
  }
}
