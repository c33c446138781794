// Corpus case 'unpack': `fusefuzz generate --seed 33` under strategy all.
// EXPECT: pass
// STRATEGY: all
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 33 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<1x1xf16>, %arg1: tensor<f16>, %arg2: tensor<f32>, %arg3: tensor<3x4x1xf16>, %arg4: tensor<?x?x1xf16> {fusefuzz.shape = array<i64: 3, 4, 1>}, %arg5: tensor<?xf16> {fusefuzz.shape = array<i64: 1>}, %arg6: tensor<?x?x1xf32> {fusefuzz.shape = array<i64: 1, 3, 1>}, %arg7: tensor<1x4xf32>, %arg8: tensor<2x3xf32>) -> (tensor<?x?x1xf16>, tensor<?x1xf16>, tensor<?xf32>) {
    %l0_dest = tensor.empty() : tensor<1x1x4x3xf16>
    %l0_padval = arith.constant -1.500000e+00 : f16
    %v0 = linalg.pack %arg0 padding_value(%l0_padval : f16) inner_dims_pos = [0, 1] inner_tiles = [4, 3] into %l0_dest : tensor<1x1xf16> -> tensor<1x1x4x3xf16>
    %g1_empty0 = tensor.empty() : tensor<1x4x3xf16>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (0, d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v0, %arg1 : tensor<1x1x4x3xf16>, tensor<f16>) outs(%g1_empty0 : tensor<1x4x3xf16>) {
    ^bb0(%g1_in0: f16, %g1_in1: f16, %g1_out0: f16):
      %g1_0 = linalg.index 0 : index
      %g1_1 = arith.index_cast %g1_0 : index to i32
      %g1_2 = arith.sitofp %g1_1 : i32 to f16
      %g1_3 = linalg.index 0 : index
      %g1_4 = arith.index_cast %g1_3 : index to i32
      %g1_5 = arith.sitofp %g1_4 : i32 to f16
      %g1_6 = arith.mulf %g1_in1, %g1_5 : f16
      %g1_7 = arith.mulf %g1_2, %g1_6 : f16
      linalg.yield %g1_7 : f16
    } -> tensor<1x4x3xf16>
    %g2_empty0 = tensor.empty() : tensor<3x4x1xf16>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d1, d0)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v1, %arg2, %arg3 : tensor<1x4x3xf16>, tensor<f32>, tensor<3x4x1xf16>) outs(%g2_empty0 : tensor<3x4x1xf16>) {
    ^bb0(%g2_in0: f16, %g2_in1: f32, %g2_in2: f16, %g2_out0: f16):
      %g2_0 = arith.divf %g2_in2, %g2_in0 : f16
      %g2_1 = arith.divf %g2_in2, %g2_in0 : f16
      %g2_2 = arith.maximumf %g2_0, %g2_1 : f16
      linalg.yield %g2_2 : f16
    } -> tensor<3x4x1xf16>
    %g3_c0_0 = arith.constant 0 : index
    %g3_d0_0 = tensor.dim %arg4, %g3_c0_0 : tensor<?x?x1xf16>
    %g3_c0_1 = arith.constant 1 : index
    %g3_d0_1 = tensor.dim %arg4, %g3_c0_1 : tensor<?x?x1xf16>
    %g3_empty0 = tensor.empty(%g3_d0_0, %g3_d0_1) : tensor<?x?x1xf16>
    %v3 = linalg.elementwise kind=#linalg.elementwise_kind<max_signed> ins(%v2, %arg4 : tensor<3x4x1xf16>, tensor<?x?x1xf16>) outs(%g3_empty0 : tensor<?x?x1xf16>) -> tensor<?x?x1xf16>
    %l4_dest = tensor.empty() : tensor<1x1xf16>
    %v4 = linalg.unpack %v0 inner_dims_pos = [0, 1] inner_tiles = [4, 3] into %l4_dest : tensor<1x1x4x3xf16> -> tensor<1x1xf16>
    %g5_c0_0 = arith.constant 0 : index
    %g5_d0_0 = tensor.dim %arg5, %g5_c0_0 : tensor<?xf16>
    %g5_empty0 = tensor.empty(%g5_d0_0) : tensor<?x1xf16>
    %v5 = linalg.elementwise kind=#linalg.elementwise_kind<div> indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>] ins(%v4, %arg5 : tensor<1x1xf16>, tensor<?xf16>) outs(%g5_empty0 : tensor<?x1xf16>) -> tensor<?x1xf16>
    %v6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1 + 1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v4, %arg6, %arg7 : tensor<1x1xf16>, tensor<?x?x1xf32>, tensor<1x4xf32>) outs(%arg6 : tensor<?x?x1xf32>) {
    ^bb0(%g6_in0: f16, %g6_in1: f32, %g6_in2: f32, %g6_out0: f32):
      %g6_0 = arith.extf %g6_in0 : f16 to f32
      %g6_1 = arith.minimumf %g6_0, %g6_in2 : f32
      linalg.yield %g6_1 : f32
    } -> tensor<?x?x1xf32>
    %v7 = tensor.collapse_shape %v6 [[0, 1, 2]] : tensor<?x?x1xf32> into tensor<?xf32>
    %g8_c0_0 = arith.constant 0 : index
    %g8_d0_0 = tensor.dim %v7, %g8_c0_0 : tensor<?xf32>
    %g8_empty0 = tensor.empty(%g8_d0_0) : tensor<?xf32>
    %g8_fillval0 = arith.constant 0.000000e+00 : f32
    %g8_fill0 = linalg.fill ins(%g8_fillval0 : f32) outs(%g8_empty0 : tensor<?xf32>) -> tensor<?xf32>
    %v8 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v7 : tensor<?xf32>) outs(%g8_fill0 : tensor<?xf32>) {
    ^bb0(%g8_in0: f32, %g8_out0: f32):
      %g8_0 = arith.minimumf %g8_in0, %g8_in0 : f32
      %g8_1 = arith.constant 7.000000e+00 : f32
      %g8_2 = arith.addf %g8_in0, %g8_1 : f32
      %g8_3 = arith.minimumf %g8_0, %g8_2 : f32
      %g8_4 = linalg.index 0 : index
      %g8_5 = arith.index_cast %g8_4 : index to i32
      %g8_6 = arith.sitofp %g8_5 : i32 to f32
      %g8_7 = arith.maximumf %g8_6, %g8_out0 : f32
      %g8_8 = linalg.index 0 : index
      %g8_9 = arith.index_cast %g8_8 : index to i32
      %g8_10 = arith.sitofp %g8_9 : i32 to f32
      %g8_11 = arith.minimumf %g8_7, %g8_10 : f32
      %g8_12 = arith.addf %g8_3, %g8_11 : f32
      linalg.yield %g8_12 : f32
    } -> tensor<?xf32>
    return %v3, %v5, %v8 : tensor<?x?x1xf16>, tensor<?x1xf16>, tensor<?xf32>
  }
}
