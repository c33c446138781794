// Corpus case 'elementwise-op': `fusefuzz generate --seed 21` under strategy all.
// EXPECT: pass
// STRATEGY: all
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 21 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<4x4x1x?xi32> {fusefuzz.shape = array<i64: 4, 4, 1, 2>}, %arg1: tensor<1x4x4xf32>, %arg2: tensor<2x?xi32> {fusefuzz.shape = array<i64: 2, 1>}, %arg3: i32, %arg4: tensor<4x4xf32>, %arg5: tensor<2x3xi8>) -> (tensor<?x?x4x4x4xf32>, tensor<4xi8>) {
    %g0_c0_0 = arith.constant 3 : index
    %g0_d0_0 = tensor.dim %arg0, %g0_c0_0 : tensor<4x4x1x?xi32>
    %g0_c0_1 = arith.constant 1 : index
    %g0_d0_1 = tensor.dim %arg2, %g0_c0_1 : tensor<2x?xi32>
    %g0_empty0 = tensor.empty(%g0_d0_0, %g0_d0_1) : tensor<?x?x4x4xi32>
    %g0_fillval0 = arith.constant 3 : i32
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : i32) outs(%g0_empty0 : tensor<?x?x4x4xi32>) -> tensor<?x?x4x4xi32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3, d1, d0)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<4x4x1x?xi32>, tensor<1x4x4xf32>, tensor<2x?xi32>) outs(%g0_fill0 : tensor<?x?x4x4xi32>) {
    ^bb0(%g0_in0: i32, %g0_in1: f32, %g0_in2: i32, %g0_out0: i32):
      %g0_0 = arith.cmpf uno, %g0_in1, %g0_in1 : f32
      %g0_1 = arith.constant -1.000000e+02 : f32
      %g0_2 = arith.constant 1.000000e+02 : f32
      %g0_3 = arith.constant 0.000000e+00 : f32
      %g0_4 = arith.maximumf %g0_in1, %g0_1 : f32
      %g0_5 = arith.minimumf %g0_4, %g0_2 : f32
      %g0_6 = arith.select %g0_0, %g0_3, %g0_5 : f32
      %g0_7 = arith.fptosi %g0_6 : f32 to i32
      %g0_8 = arith.maxsi %g0_7, %g0_in0 : i32
      %g0_9 = arith.maxsi %g0_out0, %g0_8 : i32
      %g0_10 = linalg.index 2 : index
      %g0_11 = arith.index_cast %g0_10 : index to i32
      %g0_12 = arith.muli %g0_11, %g0_in2 : i32
      %g0_13 = arith.constant 0 : i32
      %g0_14 = arith.ori %g0_12, %g0_13 : i32
      %g0_15 = arith.maxui %g0_9, %g0_14 : i32
      linalg.yield %g0_15 : i32
    } -> tensor<?x?x4x4xi32>
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %v0, %g1_c0_0 : tensor<?x?x4x4xi32>
    %g1_c0_1 = arith.constant 1 : index
    %g1_d0_1 = tensor.dim %v0, %g1_c0_1 : tensor<?x?x4x4xi32>
    %g1_empty0 = tensor.empty(%g1_d0_0, %g1_d0_1) : tensor<?x?x4x4x4xi32>
    %g1_fillval0 = arith.constant 5 : i32
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : i32) outs(%g1_empty0 : tensor<?x?x4x4x4xi32>) -> tensor<?x?x4x4x4xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3, 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v0 : tensor<?x?x4x4xi32>) outs(%g1_fill0 : tensor<?x?x4x4x4xi32>) {
    ^bb0(%g1_in0: i32, %g1_out0: i32):
      %g1_0 = arith.cmpi eq, %arg3, %g1_in0 : i32
      %g1_1 = arith.constant 4 : i32
      %g1_2 = arith.select %g1_0, %g1_in0, %g1_1 : i32
      linalg.yield %g1_2 : i32
    } -> tensor<?x?x4x4x4xi32>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %v1, %g2_c0_0 : tensor<?x?x4x4x4xi32>
    %g2_c0_1 = arith.constant 1 : index
    %g2_d0_1 = tensor.dim %v1, %g2_c0_1 : tensor<?x?x4x4x4xi32>
    %g2_empty0 = tensor.empty(%g2_d0_0, %g2_d0_1) : tensor<?x?x4x4x4xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%v1, %arg4 : tensor<?x?x4x4x4xi32>, tensor<4x4xf32>) outs(%g2_empty0 : tensor<?x?x4x4x4xf32>) {
    ^bb0(%g2_in0: i32, %g2_in1: f32, %g2_out0: f32):
      %g2_0 = arith.constant 7.000000e+00 : f32
      %g2_1 = arith.divf %g2_in1, %g2_0 : f32
      %g2_2 = arith.sitofp %g2_in0 : i32 to f32
      %g2_3 = arith.minimumf %g2_1, %g2_2 : f32
      %g2_4 = arith.addf %g2_in1, %g2_3 : f32
      linalg.yield %g2_4 : f32
    } -> tensor<?x?x4x4x4xf32>
    %l3_dest = tensor.empty() : tensor<4xi8>
    %v3 = linalg.unpack %arg5 inner_dims_pos = [0] inner_tiles = [3] into %l3_dest : tensor<2x3xi8> -> tensor<4xi8>
    %g4_empty0 = tensor.empty() : tensor<4xi8>
    %v4 = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%v3, %v3 : tensor<4xi8>, tensor<4xi8>) outs(%g4_empty0 : tensor<4xi8>) -> tensor<4xi8>
    %g5_empty0 = tensor.empty() : tensor<4xi8>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v4 : tensor<4xi8>) outs(%g5_empty0 : tensor<4xi8>) {
    ^bb0(%g5_in0: i8, %g5_out0: i8):
      %g5_0 = arith.constant 3 : i8
      %g5_1 = arith.constant 1 : i8
      %g5_2 = arith.maxui %g5_1, %g5_in0 : i8
      %g5_3 = arith.constant 8 : i8
      %g5_4 = arith.remui %g5_2, %g5_3 : i8
      %g5_5 = arith.shrsi %g5_0, %g5_4 : i8
      linalg.yield %g5_5 : i8
    } -> tensor<4xi8>
    return %v2, %v5 : tensor<?x?x4x4x4xf32>, tensor<4xi8>
  }
}
