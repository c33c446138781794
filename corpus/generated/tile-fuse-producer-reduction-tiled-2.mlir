// Corpus case 'tile-fuse-producer-reduction-tiled': `fusefuzz generate --seed 13` under strategy tile-fuse-producers.
// EXPECT: pass
// STRATEGY: tile-fuse-producers
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}TileAndFuseProducerReductionTiled=
module attributes {fusefuzz.seed = 13 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<4x5x?x?xf32> {fusefuzz.shape = array<i64: 4, 5, 2, 3>}, %arg1: tensor<1xf32>, %arg2: tensor<2x3xf32>, %arg3: tensor<5x3xf32>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<2xi32>) -> (tensor<5x?xf32>, tensor<f32>, tensor<i32>) {
    %g0_c0_2 = arith.constant 3 : index
    %g0_d0_2 = tensor.dim %arg0, %g0_c0_2 : tensor<4x5x?x?xf32>
    %g0_c0_3 = arith.constant 2 : index
    %g0_d0_3 = tensor.dim %arg0, %g0_c0_3 : tensor<4x5x?x?xf32>
    %g0_empty0 = tensor.empty(%g0_d0_2, %g0_d0_3) : tensor<4x5x?x?xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4x5x?x?xf32>) outs(%g0_empty0 : tensor<4x5x?x?xf32>) {
    ^bb0(%g0_in0: f32, %g0_out0: f32):
      %g0_0 = linalg.index 3 : index
      %g0_1 = arith.constant 1 : index
      %g0_2 = arith.remui %g0_0, %g0_1 : index
      %g0_3 = tensor.extract %arg1[%g0_2] : tensor<1xf32>
      %g0_4 = arith.minimumf %g0_3, %g0_in0 : f32
      linalg.yield %g0_4 : f32
    } -> tensor<4x5x?x?xf32>
    %g1_c0_1 = arith.constant 3 : index
    %g1_d0_1 = tensor.dim %v0, %g1_c0_1 : tensor<4x5x?x?xf32>
    %g1_empty0 = tensor.empty(%g1_d0_1) : tensor<5x?xf32>
    %g1_fillval0 = arith.constant 2.000000e+00 : f32
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : f32) outs(%g1_empty0 : tensor<5x?xf32>) -> tensor<5x?xf32>
    %v1 = linalg.reduce ins(%v0 : tensor<4x5x?x?xf32>) outs(%g1_fill0 : tensor<5x?xf32>) dimensions = [0, 2]
      (%g1_in0: f32, %g1_out0: f32) {
        %g1_0 = arith.minimumf %g1_out0, %g1_in0 : f32
        linalg.yield %g1_0 : f32
      }
    %v2 = linalg.matmul ins(%v1, %arg2 : tensor<5x?xf32>, tensor<2x3xf32>) outs(%arg3 : tensor<5x3xf32>) -> tensor<5x3xf32>
    %g3_empty0 = tensor.empty() : tensor<5xf32>
    %g3_fillval0 = arith.constant 5.000000e-01 : f32
    %g3_fill0 = linalg.fill ins(%g3_fillval0 : f32) outs(%g3_empty0 : tensor<5xf32>) -> tensor<5xf32>
    %v3 = linalg.reduce ins(%v2 : tensor<5x3xf32>) outs(%g3_fill0 : tensor<5xf32>) dimensions = [1]
      (%g3_in0: f32, %g3_out0: f32) {
        %g3_0 = arith.maximumf %g3_out0, %g3_in0 : f32
        linalg.yield %g3_0 : f32
      }
    %v4:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%v3 : tensor<5xf32>) outs(%arg4, %arg5 : tensor<f32>, tensor<f32>) {
    ^bb0(%g4_in0: f32, %g4_out0: f32, %g4_out1: f32):
      %g4_0 = arith.negf %g4_out1 : f32
      %g4_1 = arith.mulf %g4_out0, %g4_0 : f32
      %g4_2 = arith.subf %g4_out1, %g4_out1 : f32
      %g4_3 = arith.addf %g4_out1, %g4_2 : f32
      linalg.yield %g4_1, %g4_3 : f32, f32
    } -> (tensor<f32>, tensor<f32>)
    %g5_empty0 = tensor.empty() : tensor<i32>
    %g5_fillval0 = arith.constant 7 : i32
    %g5_fill0 = linalg.fill ins(%g5_fillval0 : i32) outs(%g5_empty0 : tensor<i32>) -> tensor<i32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%v4#1, %arg6 : tensor<f32>, tensor<2xi32>) outs(%g5_fill0 : tensor<i32>) {
    ^bb0(%g5_in0: f32, %g5_in1: i32, %g5_out0: i32):
      %g5_0 = arith.constant 3 : i32
      %g5_1 = arith.cmpf uno, %g5_in0, %g5_in0 : f32
      %g5_2 = arith.constant -1.000000e+02 : f32
      %g5_3 = arith.constant 1.000000e+02 : f32
      %g5_4 = arith.constant 0.000000e+00 : f32
      %g5_5 = arith.maximumf %g5_in0, %g5_2 : f32
      %g5_6 = arith.minimumf %g5_5, %g5_3 : f32
      %g5_7 = arith.select %g5_1, %g5_4, %g5_6 : f32
      %g5_8 = arith.fptosi %g5_7 : f32 to i32
      %g5_9 = arith.muli %g5_0, %g5_8 : i32
      %g5_10 = arith.constant 2 : i32
      %g5_11 = arith.constant 0 : i32
      %g5_12 = arith.constant 1 : i32
      %g5_13 = arith.cmpi eq, %g5_out0, %g5_11 : i32
      %g5_14 = arith.select %g5_13, %g5_12, %g5_out0 : i32
      %g5_15 = arith.remui %g5_10, %g5_14 : i32
      %g5_16 = arith.cmpi ne, %g5_9, %g5_15 : i32
      %g5_17 = arith.cmpf uno, %g5_in0, %g5_in0 : f32
      %g5_18 = arith.constant -1.000000e+02 : f32
      %g5_19 = arith.constant 1.000000e+02 : f32
      %g5_20 = arith.constant 0.000000e+00 : f32
      %g5_21 = arith.maximumf %g5_in0, %g5_18 : f32
      %g5_22 = arith.minimumf %g5_21, %g5_19 : f32
      %g5_23 = arith.select %g5_17, %g5_20, %g5_22 : f32
      %g5_24 = arith.fptosi %g5_23 : f32 to i32
      %g5_25 = arith.xori %g5_in1, %g5_24 : i32
      %g5_26 = arith.cmpf uno, %g5_in0, %g5_in0 : f32
      %g5_27 = arith.constant -1.000000e+02 : f32
      %g5_28 = arith.constant 1.000000e+02 : f32
      %g5_29 = arith.constant 0.000000e+00 : f32
      %g5_30 = arith.maximumf %g5_in0, %g5_27 : f32
      %g5_31 = arith.minimumf %g5_30, %g5_28 : f32
      %g5_32 = arith.select %g5_26, %g5_29, %g5_31 : f32
      %g5_33 = arith.fptosi %g5_32 : f32 to i32
      %g5_34 = arith.maxsi %g5_33, %g5_out0 : i32
      %g5_35 = arith.select %g5_16, %g5_25, %g5_34 : i32
      %g5_36 = arith.maxsi %g5_out0, %g5_35 : i32
      linalg.yield %g5_36 : i32
    } -> tensor<i32>
    return %v1, %v4#0, %v5 : tensor<5x?xf32>, tensor<f32>, tensor<i32>
  }
}
