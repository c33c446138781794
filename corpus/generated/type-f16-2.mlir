// Corpus case 'type-f16': `fusefuzz generate --seed 30` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 30 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<?x1x?xf16> {fusefuzz.shape = array<i64: 4, 1, 3>}, %arg1: index {fusefuzz.value = 2 : i64}, %arg2: index {fusefuzz.value = 1 : i64}, %arg3: index {fusefuzz.value = 0 : i64}, %arg4: tensor<4x6x4x5xf16>, %arg5: tensor<4x6x4x?xf16> {fusefuzz.shape = array<i64: 4, 6, 4, 5>}, %arg6: index {fusefuzz.value = 0 : i64}, %arg7: index {fusefuzz.value = 2 : i64}, %arg8: index {fusefuzz.value = 0 : i64}, %arg9: index {fusefuzz.value = 0 : i64}, %arg10: index {fusefuzz.value = 2 : i64}, %arg11: index {fusefuzz.value = 1 : i64}, %arg12: tensor<?x?x10x8xf16> {fusefuzz.shape = array<i64: 8, 12, 10, 8>}, %arg13: tensor<12x10x8x?xf32> {fusefuzz.shape = array<i64: 12, 10, 8, 8>}, %arg14: tensor<f32>) -> (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) {
    %p0_padval = arith.constant 2.000000e+00 : f16
    %v0 = tensor.pad %arg0 low[2, %arg1, %arg2] high[0, 1, %arg3] {
    ^bb0(%p0_i0: index, %p0_i1: index, %p0_i2: index):
      tensor.yield %p0_padval : f16
    } : tensor<?x1x?xf16> to tensor<?x?x?xf16>
    %g1_c0_0 = arith.constant 2 : index
    %g1_d0_0 = tensor.dim %v0, %g1_c0_0 : tensor<?x?x?xf16>
    %g1_c0_1 = arith.constant 0 : index
    %g1_d0_1 = tensor.dim %v0, %g1_c0_1 : tensor<?x?x?xf16>
    %g1_c0_2 = arith.constant 1 : index
    %g1_d0_2 = tensor.dim %v0, %g1_c0_2 : tensor<?x?x?xf16>
    %g1_c0_3 = arith.constant 3 : index
    %g1_d0_3 = tensor.dim %arg5, %g1_c0_3 : tensor<4x6x4x?xf16>
    %g1_empty0 = tensor.empty(%g1_d0_0, %g1_d0_1, %g1_d0_2, %g1_d0_3) : tensor<?x?x?x?xf16>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v0, %arg4, %arg5 : tensor<?x?x?xf16>, tensor<4x6x4x5xf16>, tensor<4x6x4x?xf16>) outs(%g1_empty0 : tensor<?x?x?x?xf16>) {
    ^bb0(%g1_in0: f16, %g1_in1: f16, %g1_in2: f16, %g1_out0: f16):
      %g1_0 = arith.mulf %g1_in2, %g1_in0 : f16
      %g1_1 = arith.addf %g1_0, %g1_in1 : f16
      linalg.yield %g1_1 : f16
    } -> tensor<?x?x?x?xf16>
    %p2_padval = arith.constant 0.000000e+00 : f16
    %v2 = tensor.pad %v1 low[2, %arg7, 0, 2] high[%arg6, 2, 2, 0] {
    ^bb0(%p2_i0: index, %p2_i1: index, %p2_i2: index, %p2_i3: index):
      tensor.yield %p2_padval : f16
    } : tensor<?x?x?x?xf16> to tensor<?x?x?x?xf16>
    %p3_padval = arith.constant 7.000000e+00 : f16
    %v3 = tensor.pad %v2 low[%arg8, 2, %arg9, %arg10] high[2, 0, 2, %arg11] {
    ^bb0(%p3_i0: index, %p3_i1: index, %p3_i2: index, %p3_i3: index):
      tensor.yield %p3_padval : f16
    } : tensor<?x?x?x?xf16> to tensor<?x?x?x?xf16>
    %g4_c0_0 = arith.constant 0 : index
    %g4_d0_0 = tensor.dim %v3, %g4_c0_0 : tensor<?x?x?x?xf16>
    %g4_c0_1 = arith.constant 1 : index
    %g4_d0_1 = tensor.dim %v3, %g4_c0_1 : tensor<?x?x?x?xf16>
    %g4_c0_2 = arith.constant 3 : index
    %g4_d0_2 = tensor.dim %v3, %g4_c0_2 : tensor<?x?x?x?xf16>
    %g4_c0_3 = arith.constant 2 : index
    %g4_d0_3 = tensor.dim %v3, %g4_c0_3 : tensor<?x?x?x?xf16>
    %g4_empty0 = tensor.empty(%g4_d0_0, %g4_d0_1, %g4_d0_2, %g4_d0_3) : tensor<?x?x?x?xf16>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v3, %arg12 : tensor<?x?x?x?xf16>, tensor<?x?x10x8xf16>) outs(%g4_empty0 : tensor<?x?x?x?xf16>) {
    ^bb0(%g4_in0: f16, %g4_in1: f16, %g4_out0: f16):
      %g4_0 = arith.cmpf oeq, %g4_in1, %g4_in0 : f16
      %g4_1 = arith.constant 2.000000e+00 : f16
      %g4_2 = arith.select %g4_0, %g4_in1, %g4_1 : f16
      %g4_3 = arith.subf %g4_in0, %g4_2 : f16
      linalg.yield %g4_3 : f16
    } -> tensor<?x?x?x?xf16>
    %g5_c0_0 = arith.constant 0 : index
    %g5_d0_0 = tensor.dim %v4, %g5_c0_0 : tensor<?x?x?x?xf16>
    %g5_c0_1 = arith.constant 1 : index
    %g5_d0_1 = tensor.dim %v4, %g5_c0_1 : tensor<?x?x?x?xf16>
    %g5_c0_2 = arith.constant 2 : index
    %g5_d0_2 = tensor.dim %v4, %g5_c0_2 : tensor<?x?x?x?xf16>
    %g5_c0_3 = arith.constant 3 : index
    %g5_d0_3 = tensor.dim %v4, %g5_c0_3 : tensor<?x?x?x?xf16>
    %g5_empty0 = tensor.empty(%g5_d0_0, %g5_d0_1, %g5_d0_2, %g5_d0_3) : tensor<?x?x?x?xf32>
    %g5_fillval0 = arith.constant 2.000000e+00 : f32
    %g5_fill0 = linalg.fill ins(%g5_fillval0 : f32) outs(%g5_empty0 : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
    %g5_c1_0 = arith.constant 0 : index
    %g5_d1_0 = tensor.dim %v4, %g5_c1_0 : tensor<?x?x?x?xf16>
    %g5_c1_1 = arith.constant 1 : index
    %g5_d1_1 = tensor.dim %v4, %g5_c1_1 : tensor<?x?x?x?xf16>
    %g5_c1_2 = arith.constant 2 : index
    %g5_d1_2 = tensor.dim %v4, %g5_c1_2 : tensor<?x?x?x?xf16>
    %g5_c1_3 = arith.constant 3 : index
    %g5_d1_3 = tensor.dim %v4, %g5_c1_3 : tensor<?x?x?x?xf16>
    %g5_empty1 = tensor.empty(%g5_d1_0, %g5_d1_1, %g5_d1_2, %g5_d1_3) : tensor<?x?x?x?xf32>
    %g5_fillval1 = arith.constant -0.000000e+00 : f32
    %g5_fill1 = linalg.fill ins(%g5_fillval1 : f32) outs(%g5_empty1 : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
    %v5:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d0, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v4, %arg13, %arg14 : tensor<?x?x?x?xf16>, tensor<12x10x8x?xf32>, tensor<f32>) outs(%g5_fill0, %g5_fill1 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) {
    ^bb0(%g5_in0: f16, %g5_in1: f32, %g5_in2: f32, %g5_out0: f32, %g5_out1: f32):
      %g5_0 = arith.constant 1.000000e+00 : f32
      %g5_1 = arith.divf %g5_out1, %g5_out1 : f32
      %g5_2 = arith.cmpf ugt, %g5_1, %g5_in1 : f32
      %g5_3 = arith.negf %g5_in1 : f32
      %g5_4 = math.floor %g5_out1 : f32
      %g5_5 = arith.select %g5_2, %g5_3, %g5_4 : f32
      %g5_6 = arith.minimumf %g5_0, %g5_5 : f32
      %g5_7 = linalg.index 2 : index
      %g5_8 = arith.index_cast %g5_7 : index to i32
      %g5_9 = arith.sitofp %g5_8 : i32 to f32
      %g5_10 = arith.cmpf oeq, %g5_9, %g5_in2 : f32
      %g5_11 = arith.extf %g5_in0 : f16 to f32
      %g5_12 = linalg.index 0 : index
      %g5_13 = arith.index_cast %g5_12 : index to i32
      %g5_14 = arith.sitofp %g5_13 : i32 to f32
      %g5_15 = arith.select %g5_10, %g5_11, %g5_14 : f32
      %g5_16 = arith.mulf %g5_15, %g5_in2 : f32
      %g5_17 = linalg.index 0 : index
      %g5_18 = arith.index_cast %g5_17 : index to i32
      %g5_19 = arith.sitofp %g5_18 : i32 to f32
      %g5_20 = arith.minimumf %g5_16, %g5_19 : f32
      linalg.yield %g5_6, %g5_20 : f32, f32
    } -> (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>)
    return %v5#0, %v5#1 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>
  }
}
