// Corpus case 'tile-fuse-consumer-reduction-tiled': `fusefuzz generate --seed 59` under strategy tile-fuse-consumers.
// EXPECT: pass
// STRATEGY: tile-fuse-consumers
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}TileAndFuseConsumerReductionTiled=
module attributes {fusefuzz.seed = 59 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<?xf32> {fusefuzz.shape = array<i64: 1>}, %arg1: tensor<?xf32> {fusefuzz.shape = array<i64: 2>}, %arg2: tensor<2xf32>, %arg3: tensor<2x1x3xf32>, %arg4: tensor<2x?x3xf32> {fusefuzz.shape = array<i64: 2, 1, 3>}, %arg5: tensor<1xf32>, %arg6: tensor<3x4xf32>) -> (tensor<2x?x3xf32>, tensor<4xf32>) {
    %g0_c0_0 = arith.constant 0 : index
    %g0_d0_0 = tensor.dim %arg0, %g0_c0_0 : tensor<?xf32>
    %g0_empty0 = tensor.empty(%g0_d0_0) : tensor<?xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<?xf32>) outs(%g0_empty0 : tensor<?xf32>) {
    ^bb0(%g0_in0: f32, %g0_out0: f32):
      %g0_0 = arith.mulf %g0_in0, %g0_in0 : f32
      linalg.yield %g0_0 : f32
    } -> tensor<?xf32>
    %g1_empty0 = tensor.empty() : tensor<f32>
    %g1_fillval0 = arith.constant -0.000000e+00 : f32
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : f32) outs(%g1_empty0 : tensor<f32>) -> tensor<f32>
    %v1 = linalg.reduce ins(%v0 : tensor<?xf32>) outs(%g1_fill0 : tensor<f32>) dimensions = [0]
      (%g1_in0: f32, %g1_out0: f32) {
        %g1_0 = arith.minimumf %g1_out0, %g1_in0 : f32
        linalg.yield %g1_0 : f32
      }
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %arg1, %g2_c0_0 : tensor<?xf32>
    %g2_empty0 = tensor.empty(%g2_d0_0) : tensor<?xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v1, %arg1, %arg2 : tensor<f32>, tensor<?xf32>, tensor<2xf32>) outs(%g2_empty0 : tensor<?xf32>) {
    ^bb0(%g2_in0: f32, %g2_in1: f32, %g2_in2: f32, %g2_out0: f32):
      %g2_0 = arith.constant -3.000000e+00 : f32
      %g2_1 = arith.addf %g2_0, %g2_in0 : f32
      linalg.yield %g2_1 : f32
    } -> tensor<?xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v2, %arg3 : tensor<?xf32>, tensor<2x1x3xf32>) outs(%arg4 : tensor<2x?x3xf32>) {
    ^bb0(%g3_in0: f32, %g3_in1: f32, %g3_out0: f32):
      %g3_0 = linalg.index 0 : index
      %g3_1 = arith.index_cast %g3_0 : index to i32
      %g3_2 = arith.sitofp %g3_1 : i32 to f32
      %g3_3 = arith.cmpf oeq, %g3_in1, %g3_2 : f32
      %g3_4 = linalg.index 0 : index
      %g3_5 = arith.index_cast %g3_4 : index to i32
      %g3_6 = arith.sitofp %g3_5 : i32 to f32
      %g3_7 = arith.select %g3_3, %g3_in0, %g3_6 : f32
      %g3_8 = arith.constant 2.000000e+00 : f32
      %g3_9 = math.exp %g3_8 : f32
      %g3_10 = arith.maximumf %g3_7, %g3_9 : f32
      %g3_11 = math.absf %g3_10 : f32
      linalg.yield %g3_11 : f32
    } -> tensor<2x?x3xf32>
    %g4_c0_0 = arith.constant 0 : index
    %g4_d0_0 = tensor.dim %v0, %g4_c0_0 : tensor<?xf32>
    %g4_empty0 = tensor.empty(%g4_d0_0) : tensor<?xf32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v0, %arg5 : tensor<?xf32>, tensor<1xf32>) outs(%g4_empty0 : tensor<?xf32>) {
    ^bb0(%g4_in0: f32, %g4_in1: f32, %g4_out0: f32):
      %g4_0 = linalg.index 0 : index
      %g4_1 = arith.constant 3 : index
      %g4_2 = arith.remui %g4_0, %g4_1 : index
      %g4_3 = linalg.index 0 : index
      %g4_4 = arith.constant 4 : index
      %g4_5 = arith.remui %g4_3, %g4_4 : index
      %g4_6 = tensor.extract %arg6[%g4_2, %g4_5] : tensor<3x4xf32>
      %g4_7 = linalg.index 0 : index
      %g4_8 = arith.constant 3 : index
      %g4_9 = arith.remui %g4_7, %g4_8 : index
      %g4_10 = linalg.index 0 : index
      %g4_11 = arith.constant 4 : index
      %g4_12 = arith.remui %g4_10, %g4_11 : index
      %g4_13 = tensor.extract %arg6[%g4_9, %g4_12] : tensor<3x4xf32>
      %g4_14 = arith.subf %g4_13, %g4_in0 : f32
      %g4_15 = arith.minimumf %g4_6, %g4_14 : f32
      linalg.yield %g4_15 : f32
    } -> tensor<?xf32>
    %g5_empty0 = tensor.empty() : tensor<4xf32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0) -> (0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v4 : tensor<?xf32>) outs(%g5_empty0 : tensor<4xf32>) {
    ^bb0(%g5_in0: f32, %g5_out0: f32):
      %g5_0 = arith.cmpf ugt, %g5_in0, %g5_in0 : f32
      %g5_1 = arith.select %g5_0, %g5_in0, %g5_in0 : f32
      %g5_2 = arith.divf %g5_in0, %g5_in0 : f32
      %g5_3 = arith.addf %g5_1, %g5_2 : f32
      %g5_4 = arith.addf %g5_in0, %g5_3 : f32
      linalg.yield %g5_4 : f32
    } -> tensor<4xf32>
    return %v3, %v5 : tensor<2x?x3xf32>, tensor<4xf32>
  }
}
