// Corpus case 'refused-tile-consumer-writes-into-nest': `fusefuzz generate --seed 7` under strategy tile-fuse-consumers.
// EXPECT: pass
// STRATEGY: tile-fuse-consumers
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}tile:upstream-declined: consumer op taking the result of scf.for as init is not supported=
module attributes {fusefuzz.seed = 7 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<5xf32>, %arg1: tensor<f32>, %arg2: tensor<5x?x3xf32> {fusefuzz.shape = array<i64: 5, 3, 3>}, %arg3: f32, %arg4: tensor<?x5x5xf32> {fusefuzz.shape = array<i64: 1, 5, 5>}, %arg5: tensor<1x5xf32>, %arg6: tensor<5xf32>, %arg7: tensor<?x2x4xf32> {fusefuzz.shape = array<i64: 1, 2, 4>}, %arg8: tensor<1x?x2xf16> {fusefuzz.shape = array<i64: 1, 4, 2>}, %arg9: tensor<1x4x?xi32> {fusefuzz.shape = array<i64: 1, 4, 2>}, %arg10: tensor<4x2xi32>) -> (tensor<5x?xf32>, tensor<?x?xi32>) {
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%arg0 : tensor<5xf32>) outs(%arg1 : tensor<f32>) {
    ^bb0(%g0_in0: f32, %g0_out0: f32):
      %g0_0 = arith.divf %g0_in0, %g0_in0 : f32
      %g0_1 = arith.addf %g0_out0, %g0_0 : f32
      linalg.yield %g0_1 : f32
    } -> tensor<f32>
    %g1_c0_1 = arith.constant 1 : index
    %g1_d0_1 = tensor.dim %arg2, %g1_c0_1 : tensor<5x?x3xf32>
    %g1_empty0 = tensor.empty(%g1_d0_1) : tensor<5x?xf32>
    %g1_fillval0 = arith.constant 1.000000e+00 : f32
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : f32) outs(%g1_empty0 : tensor<5x?xf32>) -> tensor<5x?xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v0, %arg2 : tensor<f32>, tensor<5x?x3xf32>) outs(%g1_fill0 : tensor<5x?xf32>) {
    ^bb0(%g1_in0: f32, %g1_in1: f32, %g1_out0: f32):
      %g1_0 = arith.mulf %g1_in0, %g1_out0 : f32
      %g1_1 = math.floor %g1_0 : f32
      %g1_2 = arith.maximumf %g1_out0, %g1_1 : f32
      linalg.yield %g1_2 : f32
    } -> tensor<5x?xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]} ins(%arg4, %arg5 : tensor<?x5x5xf32>, tensor<1x5xf32>) outs(%arg6 : tensor<5xf32>) {
    ^bb0(%g2_in0: f32, %g2_in1: f32, %g2_out0: f32):
      %g2_0 = math.sqrt %g2_in1 : f32
      %g2_1 = arith.mulf %g2_out0, %g2_0 : f32
      linalg.yield %g2_1 : f32
    } -> tensor<5xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%v2 : tensor<5xf32>) outs(%arg7 : tensor<?x2x4xf32>) {
    ^bb0(%g3_in0: f32, %g3_out0: f32):
      %g3_0 = linalg.index 0 : index
      %g3_1 = arith.index_cast %g3_0 : index to i32
      %g3_2 = arith.sitofp %g3_1 : i32 to f32
      %g3_3 = arith.maximumf %g3_out0, %g3_2 : f32
      %g3_4 = arith.constant -3.000000e+00 : f32
      %g3_5 = arith.minimumf %g3_in0, %g3_4 : f32
      %g3_6 = arith.subf %g3_3, %g3_5 : f32
      %g3_7 = math.exp %g3_out0 : f32
      %g3_8 = math.sqrt %g3_7 : f32
      %g3_9 = arith.mulf %g3_6, %g3_8 : f32
      %g3_10 = arith.addf %g3_out0, %g3_9 : f32
      linalg.yield %g3_10 : f32
    } -> tensor<?x2x4xf32>
    %g4_c0_0 = arith.constant 0 : index
    %g4_d0_0 = tensor.dim %v3, %g4_c0_0 : tensor<?x2x4xf32>
    %g4_c0_1 = arith.constant 1 : index
    %g4_d0_1 = tensor.dim %arg8, %g4_c0_1 : tensor<1x?x2xf16>
    %g4_c0_2 = arith.constant 2 : index
    %g4_d0_2 = tensor.dim %arg9, %g4_c0_2 : tensor<1x4x?xi32>
    %g4_empty0 = tensor.empty(%g4_d0_0, %g4_d0_1, %g4_d0_2) : tensor<?x?x?xi32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v3, %arg8, %arg9 : tensor<?x2x4xf32>, tensor<1x?x2xf16>, tensor<1x4x?xi32>) outs(%g4_empty0 : tensor<?x?x?xi32>) {
    ^bb0(%g4_in0: f32, %g4_in1: f16, %g4_in2: i32, %g4_out0: i32):
      %g4_0 = arith.cmpf uno, %g4_in1, %g4_in1 : f16
      %g4_1 = arith.constant -1.000000e+02 : f16
      %g4_2 = arith.constant 1.000000e+02 : f16
      %g4_3 = arith.constant 0.000000e+00 : f16
      %g4_4 = arith.maximumf %g4_in1, %g4_1 : f16
      %g4_5 = arith.minimumf %g4_4, %g4_2 : f16
      %g4_6 = arith.select %g4_0, %g4_3, %g4_5 : f16
      %g4_7 = arith.fptosi %g4_6 : f16 to i32
      %g4_8 = arith.constant 0 : i32
      %g4_9 = arith.constant 1 : i32
      %g4_10 = arith.cmpi eq, %g4_in2, %g4_8 : i32
      %g4_11 = arith.constant -1 : i32
      %g4_12 = arith.cmpi eq, %g4_in2, %g4_11 : i32
      %g4_13 = arith.ori %g4_10, %g4_12 : i1
      %g4_14 = arith.select %g4_13, %g4_9, %g4_in2 : i32
      %g4_15 = arith.divsi %g4_7, %g4_14 : i32
      %g4_16 = arith.maxui %g4_in2, %g4_in2 : i32
      %g4_17 = arith.subi %g4_15, %g4_16 : i32
      linalg.yield %g4_17 : i32
    } -> tensor<?x?x?xi32>
    %g5_c0_0 = arith.constant 1 : index
    %g5_d0_0 = tensor.dim %v4, %g5_c0_0 : tensor<?x?x?xi32>
    %g5_c0_1 = arith.constant 2 : index
    %g5_d0_1 = tensor.dim %v4, %g5_c0_1 : tensor<?x?x?xi32>
    %g5_empty0 = tensor.empty(%g5_d0_0, %g5_d0_1) : tensor<?x?xi32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v4, %arg10, %arg10 : tensor<?x?x?xi32>, tensor<4x2xi32>, tensor<4x2xi32>) outs(%g5_empty0 : tensor<?x?xi32>) {
    ^bb0(%g5_in0: i32, %g5_in1: i32, %g5_in2: i32, %g5_out0: i32):
      %g5_0 = arith.minsi %g5_in1, %g5_in2 : i32
      %g5_1 = arith.constant 7 : i32
      %g5_2 = arith.subi %g5_1, %g5_in0 : i32
      %g5_3 = arith.cmpi eq, %g5_0, %g5_2 : i32
      %g5_4 = arith.ori %g5_in0, %g5_in1 : i32
      %g5_5 = arith.constant 2 : i32
      %g5_6 = arith.muli %g5_5, %g5_in2 : i32
      %g5_7 = arith.select %g5_3, %g5_4, %g5_6 : i32
      %g5_8 = arith.cmpi slt, %g5_in2, %g5_in0 : i32
      %g5_9 = arith.select %g5_8, %g5_in1, %g5_in2 : i32
      %g5_10 = arith.constant 32 : i32
      %g5_11 = arith.remui %g5_in2, %g5_10 : i32
      %g5_12 = arith.shrui %g5_9, %g5_11 : i32
      %g5_13 = arith.muli %g5_7, %g5_12 : i32
      linalg.yield %g5_13 : i32
    } -> tensor<?x?xi32>
    return %v1, %v5 : tensor<5x?xf32>, tensor<?x?xi32>
  }
}
