// Corpus case 'refused-expansion-control': `fusefuzz generate --seed 66` under strategy reshape-expansion.
// EXPECT: pass
// STRATEGY: reshape-expansion
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}FoldReshapeWithGenericOpByExpansion: fusion blocked by control function=
module attributes {fusefuzz.seed = 66 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<f16>, %arg1: tensor<?x1xf16> {fusefuzz.shape = array<i64: 1, 1>}, %arg2: tensor<?xi8> {fusefuzz.shape = array<i64: 1>}, %arg3: index {fusefuzz.value = 1 : i64}, %arg4: index {fusefuzz.value = 0 : i64}) -> (tensor<?x?xf16>) {
    %g0_empty0 = tensor.empty() : tensor<1xf16>
    %g0_fillval0 = arith.constant -3.000000e+00 : f16
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : f16) outs(%g0_empty0 : tensor<1xf16>) -> tensor<1xf16>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg0, %arg1 : tensor<f16>, tensor<?x1xf16>) outs(%g0_fill0 : tensor<1xf16>) {
    ^bb0(%g0_in0: f16, %g0_in1: f16, %g0_out0: f16):
      %g0_0 = arith.constant 0.000000e+00 : f16
      %g0_1 = math.absf %g0_0 : f16
      %g0_2 = math.exp %g0_1 : f16
      %g0_3 = arith.maximumf %g0_out0, %g0_2 : f16
      linalg.yield %g0_3 : f16
    } -> tensor<1xf16>
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %arg2, %g1_c0_0 : tensor<?xi8>
    %g1_empty0 = tensor.empty(%g1_d0_0) : tensor<?xf16>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v0, %v0, %arg2 : tensor<1xf16>, tensor<1xf16>, tensor<?xi8>) outs(%g1_empty0 : tensor<?xf16>) {
    ^bb0(%g1_in0: f16, %g1_in1: f16, %g1_in2: i8, %g1_out0: f16):
      %g1_0 = arith.constant 0.000000e+00 : f16
      %g1_1 = arith.maximumf %g1_0, %g1_in0 : f16
      %g1_2 = arith.divf %g1_in0, %g1_in1 : f16
      %g1_3 = arith.cmpf ord, %g1_1, %g1_2 : f16
      %g1_4 = arith.sitofp %g1_in2 : i8 to f16
      %g1_5 = arith.select %g1_3, %g1_4, %g1_in0 : f16
      %g1_6 = arith.sitofp %g1_in2 : i8 to f16
      %g1_7 = arith.cmpf ugt, %g1_5, %g1_6 : f16
      %g1_8 = arith.sitofp %g1_in2 : i8 to f16
      %g1_9 = arith.minimumf %g1_in0, %g1_in0 : f16
      %g1_10 = arith.sitofp %g1_in2 : i8 to f16
      %g1_11 = arith.minimumf %g1_in1, %g1_10 : f16
      %g1_12 = arith.maximumf %g1_9, %g1_11 : f16
      %g1_13 = arith.select %g1_7, %g1_8, %g1_12 : f16
      linalg.yield %g1_13 : f16
    } -> tensor<?xf16>
    %r2_c0 = arith.constant 0 : index
    %r2_d0 = tensor.dim %v1, %r2_c0 : tensor<?xf16>
    %v2 = tensor.expand_shape %v1 [[0, 1]] output_shape [1, %r2_d0] : tensor<?xf16> into tensor<1x?xf16>
    %p3_padval = arith.constant 7.000000e+00 : f16
    %v3 = tensor.pad %v2 low[%arg3, 0] high[0, %arg4] {
    ^bb0(%p3_i0: index, %p3_i1: index):
      tensor.yield %p3_padval : f16
    } : tensor<1x?xf16> to tensor<?x?xf16>
    return %v3 : tensor<?x?xf16>
  }
}
