// Corpus case 'constant-zero-map': `fusefuzz generate --seed 30` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 30 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<?x3xf16> {fusefuzz.shape = array<i64: 1, 3>}, %arg1: tensor<5x?xf32> {fusefuzz.shape = array<i64: 5, 3>}, %arg2: tensor<1x5xf32>, %arg3: tensor<5xf32>, %arg4: tensor<2x4xi8>, %arg5: f32) -> (tensor<3x4x?x1xf16>, tensor<1x5xf32>, tensor<5xf32>, tensor<2x5x4xi8>, tensor<1x3x1x2xf32>) {
    %r0_c0 = arith.constant 0 : index
    %r0_d0 = tensor.dim %arg0, %r0_c0 : tensor<?x3xf16>
    %v0 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [%r0_d0, 3, 1] : tensor<?x3xf16> into tensor<?x3x1xf16>
    %g1_c0_2 = arith.constant 0 : index
    %g1_d0_2 = tensor.dim %v0, %g1_c0_2 : tensor<?x3x1xf16>
    %g1_empty0 = tensor.empty(%g1_d0_2) : tensor<3x4x?x1xf16>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d0, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v0 : tensor<?x3x1xf16>) outs(%g1_empty0 : tensor<3x4x?x1xf16>) {
    ^bb0(%g1_in0: f16, %g1_out0: f16):
      %g1_0 = linalg.index 2 : index
      %g1_1 = arith.index_cast %g1_0 : index to i32
      %g1_2 = arith.sitofp %g1_1 : i32 to f16
      %g1_3 = arith.addf %g1_2, %g1_in0 : f16
      %g1_4 = arith.constant -0.000000e+00 : f16
      %g1_5 = arith.maximumf %g1_4, %g1_in0 : f16
      %g1_6 = arith.subf %g1_3, %g1_5 : f16
      linalg.yield %g1_6 : f16
    } -> tensor<3x4x?x1xf16>
    %g2_c0_2 = arith.constant 2 : index
    %g2_d0_2 = tensor.dim %v1, %g2_c0_2 : tensor<3x4x?x1xf16>
    %g2_empty0 = tensor.empty(%g2_d0_2) : tensor<3x4x?x1xf16>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v1 : tensor<3x4x?x1xf16>) outs(%g2_empty0 : tensor<3x4x?x1xf16>) {
    ^bb0(%g2_in0: f16, %g2_out0: f16):
      %g2_0 = arith.maximumf %g2_in0, %g2_in0 : f16
      linalg.yield %g2_0 : f16
    } -> tensor<3x4x?x1xf16>
    %r3_c1 = arith.constant 1 : index
    %r3_d1 = tensor.dim %arg1, %r3_c1 : tensor<5x?xf32>
    %v3 = tensor.expand_shape %arg1 [[0], [1, 2]] output_shape [5, %r3_d1, 1] : tensor<5x?xf32> into tensor<5x?x1xf32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v3 : tensor<5x?x1xf32>) outs(%arg2 : tensor<1x5xf32>) {
    ^bb0(%g4_in0: f32, %g4_out0: f32):
      %g4_0 = arith.minimumf %g4_out0, %g4_out0 : f32
      %g4_1 = arith.minimumf %g4_out0, %g4_0 : f32
      linalg.yield %g4_1 : f32
    } -> tensor<1x5xf32>
    %v5 = linalg.reduce ins(%v4 : tensor<1x5xf32>) outs(%arg3 : tensor<5xf32>) dimensions = [0]
      (%g5_in0: f32, %g5_out0: f32) {
        %g5_0 = arith.maximumf %g5_out0, %g5_in0 : f32
        linalg.yield %g5_0 : f32
      }
    %g6_empty0 = tensor.empty() : tensor<2x5x4xi8>
    %v6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg4 : tensor<2x4xi8>) outs(%g6_empty0 : tensor<2x5x4xi8>) {
    ^bb0(%g6_in0: i8, %g6_out0: i8):
      %g6_0 = arith.maxsi %g6_in0, %g6_in0 : i8
      %g6_1 = arith.constant 0 : i8
      %g6_2 = arith.constant 1 : i8
      %g6_3 = arith.cmpi eq, %g6_0, %g6_1 : i8
      %g6_4 = arith.constant -1 : i8
      %g6_5 = arith.cmpi eq, %g6_0, %g6_4 : i8
      %g6_6 = arith.ori %g6_3, %g6_5 : i1
      %g6_7 = arith.select %g6_6, %g6_2, %g6_0 : i8
      %g6_8 = arith.remsi %g6_in0, %g6_7 : i8
      linalg.yield %g6_8 : i8
    } -> tensor<2x5x4xi8>
    %g7_empty0 = tensor.empty() : tensor<1x3x1x2xf32>
    %g7_fillval0 = arith.constant 1.000000e+00 : f32
    %g7_fill0 = linalg.fill ins(%g7_fillval0 : f32) outs(%g7_empty0 : tensor<1x3x1x2xf32>) -> tensor<1x3x1x2xf32>
    %v7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (0, d1, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v0 : tensor<?x3x1xf16>) outs(%g7_fill0 : tensor<1x3x1x2xf32>) {
    ^bb0(%g7_in0: f16, %g7_out0: f32):
      %g7_0 = arith.maximumf %arg5, %arg5 : f32
      %g7_1 = arith.negf %arg5 : f32
      %g7_2 = arith.minimumf %g7_0, %g7_1 : f32
      %g7_3 = arith.constant 5.000000e-01 : f32
      %g7_4 = math.absf %g7_3 : f32
      %g7_5 = arith.cmpf ord, %arg5, %arg5 : f32
      %g7_6 = arith.constant -0.000000e+00 : f32
      %g7_7 = arith.select %g7_5, %g7_6, %arg5 : f32
      %g7_8 = arith.addf %g7_4, %g7_7 : f32
      %g7_9 = arith.mulf %g7_2, %g7_8 : f32
      linalg.yield %g7_9 : f32
    } -> tensor<1x3x1x2xf32>
    return %v2, %v4, %v5, %v6, %v7 : tensor<3x4x?x1xf16>, tensor<1x5xf32>, tensor<5xf32>, tensor<2x5x4xi8>, tensor<1x3x1x2xf32>
  }
}
