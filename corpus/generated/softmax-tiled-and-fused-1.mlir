// Corpus case 'softmax-tiled-and-fused': `fusefuzz generate --seed 3` under strategy tile-fuse-consumers.
// EXPECT: pass
// STRATEGY: tile-fuse-consumers
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 3 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<1x1x2x3xi8>, %arg1: tensor<?xi8> {fusefuzz.shape = array<i64: 1>}, %arg2: tensor<3x1x?xi8> {fusefuzz.shape = array<i64: 3, 1, 4>}, %arg3: tensor<5xi8>, %arg4: tensor<3x4x3x2xf32>, %arg5: f32, %arg6: tensor<1xf32>) -> (tensor<3x1x?xi8>, tensor<3x1x?xi8>, tensor<3x4x3x2xf32>, tensor<4x2x3x1xf32>) {
    %l0_dest = tensor.empty() : tensor<3x1xi8>
    %v0 = linalg.unpack %arg0 inner_dims_pos = [1, 0] inner_tiles = [2, 3] into %l0_dest : tensor<1x1x2x3xi8> -> tensor<3x1xi8>
    %g1_c0_1 = arith.constant 0 : index
    %g1_d0_1 = tensor.dim %arg1, %g1_c0_1 : tensor<?xi8>
    %g1_empty0 = tensor.empty(%g1_d0_1) : tensor<3x?xi8>
    %v1 = linalg.elementwise kind=#linalg.elementwise_kind<max_unsigned> indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>] ins(%v0, %arg1 : tensor<3x1xi8>, tensor<?xi8>) outs(%g1_empty0 : tensor<3x?xi8>) -> tensor<3x?xi8>
    %g2_c1_1 = arith.constant 1 : index
    %g2_d1_1 = tensor.dim %v1, %g2_c1_1 : tensor<3x?xi8>
    %g2_empty1 = tensor.empty(%g2_d1_1) : tensor<3x?xi8>
    %v2:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1, 1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v1 : tensor<3x?xi8>) outs(%arg2, %g2_empty1 : tensor<3x1x?xi8>, tensor<3x?xi8>) {
    ^bb0(%g2_in0: i8, %g2_out0: i8, %g2_out1: i8):
      %g2_0 = arith.constant 8 : i8
      %g2_1 = arith.remui %g2_in0, %g2_0 : i8
      %g2_2 = arith.shli %g2_in0, %g2_1 : i8
      %g2_3 = arith.constant 0 : i8
      %g2_4 = arith.constant 1 : i8
      %g2_5 = arith.cmpi eq, %g2_in0, %g2_3 : i8
      %g2_6 = arith.constant -1 : i8
      %g2_7 = arith.cmpi eq, %g2_in0, %g2_6 : i8
      %g2_8 = arith.ori %g2_5, %g2_7 : i1
      %g2_9 = arith.select %g2_8, %g2_4, %g2_in0 : i8
      %g2_10 = arith.divsi %g2_in0, %g2_9 : i8
      %g2_11 = arith.constant 0 : i8
      %g2_12 = arith.constant 1 : i8
      %g2_13 = arith.cmpi eq, %g2_10, %g2_11 : i8
      %g2_14 = arith.select %g2_13, %g2_12, %g2_10 : i8
      %g2_15 = arith.divui %g2_2, %g2_14 : i8
      %g2_16 = arith.constant 0 : i8
      %g2_17 = arith.cmpi ne, %g2_in0, %g2_in0 : i8
      %g2_18 = arith.select %g2_17, %g2_in0, %g2_in0 : i8
      %g2_19 = arith.muli %g2_16, %g2_18 : i8
      %g2_20 = arith.constant 8 : i8
      %g2_21 = arith.remui %g2_19, %g2_20 : i8
      %g2_22 = arith.shrui %g2_15, %g2_21 : i8
      %g2_23 = arith.cmpi ult, %g2_in0, %g2_in0 : i8
      %g2_24 = arith.select %g2_23, %g2_in0, %g2_in0 : i8
      %g2_25 = arith.constant 6 : i8
      %g2_26 = arith.maxui %g2_25, %g2_in0 : i8
      %g2_27 = arith.ori %g2_24, %g2_26 : i8
      %g2_28 = arith.constant -3 : i8
      %g2_29 = arith.constant 7 : i8
      %g2_30 = arith.maxui %g2_28, %g2_29 : i8
      %g2_31 = arith.muli %g2_30, %g2_in0 : i8
      %g2_32 = arith.constant 8 : i8
      %g2_33 = arith.remui %g2_31, %g2_32 : i8
      %g2_34 = arith.shli %g2_27, %g2_33 : i8
      linalg.yield %g2_22, %g2_34 : i8, i8
    } -> (tensor<3x1x?xi8>, tensor<3x?xi8>)
    %g3_c0_1 = arith.constant 1 : index
    %g3_d0_1 = tensor.dim %v2#1, %g3_c0_1 : tensor<3x?xi8>
    %g3_empty0 = tensor.empty(%g3_d0_1) : tensor<3x?xi8>
    %g3_fillval0 = arith.constant 1 : i8
    %g3_fill0 = linalg.fill ins(%g3_fillval0 : i8) outs(%g3_empty0 : tensor<3x?xi8>) -> tensor<3x?xi8>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v2#1 : tensor<3x?xi8>) outs(%g3_fill0 : tensor<3x?xi8>) {
    ^bb0(%g3_in0: i8, %g3_out0: i8):
      %g3_0 = linalg.index 1 : index
      %g3_1 = arith.constant 5 : index
      %g3_2 = arith.remui %g3_0, %g3_1 : index
      %g3_3 = tensor.extract %arg3[%g3_2] : tensor<5xi8>
      %g3_4 = arith.andi %g3_out0, %g3_3 : i8
      linalg.yield %g3_4 : i8
    } -> tensor<3x?xi8>
    %r4_c1 = arith.constant 1 : index
    %r4_d1 = tensor.dim %v3, %r4_c1 : tensor<3x?xi8>
    %v4 = tensor.expand_shape %v3 [[0], [1, 2]] output_shape [3, 1, %r4_d1] : tensor<3x?xi8> into tensor<3x1x?xi8>
    %l5_dest = tensor.empty() : tensor<3x4x3x2xf32>
    %v5 = linalg.softmax dimension(0) ins(%arg4 : tensor<3x4x3x2xf32>) outs(%l5_dest : tensor<3x4x3x2xf32>) -> tensor<3x4x3x2xf32>
    %g6_empty0 = tensor.empty() : tensor<3x4x3x2xf32>
    %v6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v5 : tensor<3x4x3x2xf32>) outs(%g6_empty0 : tensor<3x4x3x2xf32>) {
    ^bb0(%g6_in0: f32, %g6_out0: f32):
      %g6_0 = math.absf %arg5 : f32
      linalg.yield %g6_0 : f32
    } -> tensor<3x4x3x2xf32>
    %g7_empty0 = tensor.empty() : tensor<3x4x2x1xf32>
    %g7_fillval0 = arith.constant -0.000000e+00 : f32
    %g7_fill0 = linalg.fill ins(%g7_fillval0 : f32) outs(%g7_empty0 : tensor<3x4x2x1xf32>) -> tensor<3x4x2x1xf32>
    %v7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (0, d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg6 : tensor<1xf32>) outs(%g7_fill0 : tensor<3x4x2x1xf32>) {
    ^bb0(%g7_in0: f32, %g7_out0: f32):
      %g7_0 = arith.minimumf %g7_in0, %g7_in0 : f32
      %g7_1 = arith.maximumf %g7_in0, %g7_in0 : f32
      %g7_2 = arith.mulf %g7_0, %g7_1 : f32
      %g7_3 = arith.divf %g7_2, %g7_out0 : f32
      linalg.yield %g7_3 : f32
    } -> tensor<3x4x2x1xf32>
    %g8_empty0 = tensor.empty() : tensor<4x2x3x1xf32>
    %v8 = linalg.transpose ins(%v7 : tensor<3x4x2x1xf32>) outs(%g8_empty0 : tensor<4x2x3x1xf32>) permutation = [1, 2, 0, 3]
    return %v2#0, %v4, %v6, %v8 : tensor<3x1x?xi8>, tensor<3x1x?xi8>, tensor<3x4x3x2xf32>, tensor<4x2x3x1xf32>
  }
}
