// Corpus case 'refused-diffusion-consumer-reduction-not-reassociable': `fusefuzz generate --seed 41` under strategy diffusion.
// EXPECT: pass
// STRATEGY: diffusion
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}diffusion:consumer-reduction-not-reassociable=
module attributes {fusefuzz.seed = 41 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<4x?x?xf32> {fusefuzz.shape = array<i64: 4, 2, 2>}, %arg1: tensor<2x3x4xf32>, %arg2: tensor<5x1x3x3x2xf32>, %arg3: tensor<4x5x?xf32> {fusefuzz.shape = array<i64: 4, 5, 1>}, %arg4: tensor<5x?x1xi32> {fusefuzz.shape = array<i64: 5, 4, 1>}, %arg5: tensor<1x4x?xf16> {fusefuzz.shape = array<i64: 1, 4, 5>}, %arg6: tensor<1x4x5xf32>, %arg7: tensor<1x5x2xf32>, %arg8: index {fusefuzz.value = 2 : i64}, %arg9: index {fusefuzz.value = 2 : i64}, %arg10: index {fusefuzz.value = 2 : i64}, %arg11: index {fusefuzz.value = 0 : i64}) -> (tensor<?x?x3xf32>, tensor<?x?x4xf32>, tensor<5x2x5xf32>, tensor<?x?x?xf32>) {
    %g0_c0_0 = arith.constant 1 : index
    %g0_d0_0 = tensor.dim %arg0, %g0_c0_0 : tensor<4x?x?xf32>
    %g0_c0_1 = arith.constant 2 : index
    %g0_d0_1 = tensor.dim %arg0, %g0_c0_1 : tensor<4x?x?xf32>
    %g0_empty0 = tensor.empty(%g0_d0_0, %g0_d0_1) : tensor<?x?x3xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0 + 1, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2, d0)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4x?x?xf32>) outs(%g0_empty0 : tensor<?x?x3xf32>) {
    ^bb0(%g0_in0: f32, %g0_out0: f32):
      %g0_0 = arith.cmpf ugt, %g0_in0, %g0_in0 : f32
      %g0_1 = arith.select %g0_0, %g0_in0, %g0_in0 : f32
      %g0_2 = arith.minimumf %g0_1, %g0_in0 : f32
      %g0_3 = arith.maximumf %g0_in0, %g0_in0 : f32
      %g0_4 = arith.divf %g0_2, %g0_3 : f32
      linalg.yield %g0_4 : f32
    } -> tensor<?x?x3xf32>
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %v0, %g1_c0_0 : tensor<?x?x3xf32>
    %g1_c0_1 = arith.constant 1 : index
    %g1_d0_1 = tensor.dim %v0, %g1_c0_1 : tensor<?x?x3xf32>
    %g1_empty0 = tensor.empty(%g1_d0_0, %g1_d0_1) : tensor<?x?x4xf32>
    %g1_fillval0 = arith.constant 7.000000e+00 : f32
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : f32) outs(%g1_empty0 : tensor<?x?x4xf32>) -> tensor<?x?x4xf32>
    %v1 = linalg.batch_matmul ins(%v0, %arg1 : tensor<?x?x3xf32>, tensor<2x3x4xf32>) outs(%g1_fill0 : tensor<?x?x4xf32>) -> tensor<?x?x4xf32>
    %l2_dest = tensor.empty() : tensor<5x2x5xf32>
    %v2 = linalg.unpack %arg2 inner_dims_pos = [1, 2] inner_tiles = [3, 2] into %l2_dest : tensor<5x1x3x3x2xf32> -> tensor<5x2x5xf32>
    %g3_c0_0 = arith.constant 2 : index
    %g3_d0_0 = tensor.dim %arg3, %g3_c0_0 : tensor<4x5x?xf32>
    %g3_c0_1 = arith.constant 1 : index
    %g3_d0_1 = tensor.dim %arg4, %g3_c0_1 : tensor<5x?x1xi32>
    %g3_empty0 = tensor.empty(%g3_d0_0, %g3_d0_1) : tensor<?x?x5xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1 + d2, d2)>, affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg3, %arg4 : tensor<4x5x?xf32>, tensor<5x?x1xi32>) outs(%g3_empty0 : tensor<?x?x5xf32>) {
    ^bb0(%g3_in0: f32, %g3_in1: i32, %g3_out0: f32):
      %g3_0 = arith.sitofp %g3_in1 : i32 to f32
      %g3_1 = arith.maximumf %g3_in0, %g3_0 : f32
      linalg.yield %g3_1 : f32
    } -> tensor<?x?x5xf32>
    %g4_c0_0 = arith.constant 0 : index
    %g4_d0_0 = tensor.dim %v3, %g4_c0_0 : tensor<?x?x5xf32>
    %g4_c0_1 = arith.constant 1 : index
    %g4_d0_1 = tensor.dim %v3, %g4_c0_1 : tensor<?x?x5xf32>
    %g4_c0_2 = arith.constant 2 : index
    %g4_d0_2 = tensor.dim %arg5, %g4_c0_2 : tensor<1x4x?xf16>
    %g4_empty0 = tensor.empty(%g4_d0_0, %g4_d0_1, %g4_d0_2) : tensor<?x?x?xf32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v3, %arg5, %arg6 : tensor<?x?x5xf32>, tensor<1x4x?xf16>, tensor<1x4x5xf32>) outs(%g4_empty0 : tensor<?x?x?xf32>) {
    ^bb0(%g4_in0: f32, %g4_in1: f16, %g4_in2: f32, %g4_out0: f32):
      %g4_0 = arith.extf %g4_in1 : f16 to f32
      %g4_1 = arith.divf %g4_in0, %g4_0 : f32
      %g4_2 = arith.addf %g4_in0, %g4_in2 : f32
      %g4_3 = arith.cmpf olt, %g4_1, %g4_2 : f32
      %g4_4 = arith.extf %g4_in1 : f16 to f32
      %g4_5 = arith.addf %g4_in0, %g4_4 : f32
      %g4_6 = arith.constant 7.000000e+00 : f32
      %g4_7 = arith.constant -0.000000e+00 : f32
      %g4_8 = arith.maximumf %g4_6, %g4_7 : f32
      %g4_9 = arith.select %g4_3, %g4_5, %g4_8 : f32
      %g4_10 = arith.constant 5.000000e-01 : f32
      %g4_11 = math.exp %g4_10 : f32
      %g4_12 = arith.extf %g4_in1 : f16 to f32
      %g4_13 = arith.subf %g4_in0, %g4_12 : f32
      %g4_14 = arith.cmpf oeq, %g4_11, %g4_13 : f32
      %g4_15 = arith.extf %g4_in1 : f16 to f32
      %g4_16 = arith.mulf %g4_in0, %g4_15 : f32
      %g4_17 = arith.extf %g4_in1 : f16 to f32
      %g4_18 = arith.addf %g4_17, %g4_in2 : f32
      %g4_19 = arith.select %g4_14, %g4_16, %g4_18 : f32
      %g4_20 = arith.maximumf %g4_9, %g4_19 : f32
      linalg.yield %g4_20 : f32
    } -> tensor<?x?x?xf32>
    %g5_c0_0 = arith.constant 0 : index
    %g5_d0_0 = tensor.dim %v4, %g5_c0_0 : tensor<?x?x?xf32>
    %g5_c0_1 = arith.constant 1 : index
    %g5_d0_1 = tensor.dim %v4, %g5_c0_1 : tensor<?x?x?xf32>
    %g5_empty0 = tensor.empty(%g5_d0_0, %g5_d0_1) : tensor<?x?x2xf32>
    %g5_fillval0 = arith.constant -3.000000e+00 : f32
    %g5_fill0 = linalg.fill ins(%g5_fillval0 : f32) outs(%g5_empty0 : tensor<?x?x2xf32>) -> tensor<?x?x2xf32>
    %v5 = linalg.batch_matmul ins(%v4, %arg7 : tensor<?x?x?xf32>, tensor<1x5x2xf32>) outs(%g5_fill0 : tensor<?x?x2xf32>) -> tensor<?x?x2xf32>
    %p6_padval = arith.constant -1.500000e+00 : f32
    %v6 = tensor.pad %v5 low[%arg8, 0, %arg10] high[%arg9, 2, %arg11] {
    ^bb0(%p6_i0: index, %p6_i1: index, %p6_i2: index):
      tensor.yield %p6_padval : f32
    } : tensor<?x?x2xf32> to tensor<?x?x?xf32>
    return %v0, %v1, %v2, %v6 : tensor<?x?x3xf32>, tensor<?x?x4xf32>, tensor<5x2x5xf32>, tensor<?x?x?xf32>
  }
}
