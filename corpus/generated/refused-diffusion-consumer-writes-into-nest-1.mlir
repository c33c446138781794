// Corpus case 'refused-diffusion-consumer-writes-into-nest': `fusefuzz generate --seed 19` under strategy diffusion.
// EXPECT: pass
// STRATEGY: diffusion
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}diffusion:upstream-declined: consumer op taking the result of scf.for as init is not supported=
module attributes {fusefuzz.seed = 19 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<1x?xf16> {fusefuzz.shape = array<i64: 1, 4>}, %arg1: f16, %arg2: index {fusefuzz.value = 0 : i64}, %arg3: index {fusefuzz.value = 1 : i64}, %arg4: tensor<?x?xf16> {fusefuzz.shape = array<i64: 2, 6>}, %arg5: tensor<5xf16>, %arg6: tensor<6x5xf16>, %arg7: tensor<1x5xf16>, %arg8: tensor<f16>) -> (tensor<?x?xf16>, tensor<?x?xf16>) {
    %g0_c0_1 = arith.constant 1 : index
    %g0_d0_1 = tensor.dim %arg0, %g0_c0_1 : tensor<1x?xf16>
    %g0_empty0 = tensor.empty(%g0_d0_1) : tensor<1x?xf16>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<1x?xf16>) outs(%g0_empty0 : tensor<1x?xf16>) {
    ^bb0(%g0_in0: f16, %g0_out0: f16):
      %g0_0 = linalg.index 0 : index
      %g0_1 = arith.index_cast %g0_0 : index to i32
      %g0_2 = arith.sitofp %g0_1 : i32 to f16
      %g0_3 = arith.minimumf %g0_2, %arg1 : f16
      %g0_4 = linalg.index 0 : index
      %g0_5 = arith.index_cast %g0_4 : index to i32
      %g0_6 = arith.sitofp %g0_5 : i32 to f16
      %g0_7 = arith.subf %g0_6, %g0_in0 : f16
      %g0_8 = arith.cmpf oge, %g0_3, %g0_7 : f16
      %g0_9 = arith.divf %g0_in0, %g0_in0 : f16
      %g0_10 = linalg.index 0 : index
      %g0_11 = arith.index_cast %g0_10 : index to i32
      %g0_12 = arith.sitofp %g0_11 : i32 to f16
      %g0_13 = arith.subf %g0_12, %arg1 : f16
      %g0_14 = arith.select %g0_8, %g0_9, %g0_13 : f16
      %g0_15 = math.floor %g0_in0 : f16
      %g0_16 = arith.negf %g0_15 : f16
      %g0_17 = arith.cmpf ugt, %g0_14, %g0_16 : f16
      %g0_18 = linalg.index 1 : index
      %g0_19 = arith.index_cast %g0_18 : index to i32
      %g0_20 = arith.sitofp %g0_19 : i32 to f16
      %g0_21 = arith.constant 0.000000e+00 : f16
      %g0_22 = arith.cmpf ord, %g0_20, %g0_21 : f16
      %g0_23 = arith.constant 1.000000e+00 : f16
      %g0_24 = arith.select %g0_22, %g0_23, %g0_in0 : f16
      %g0_25 = arith.addf %g0_24, %g0_in0 : f16
      %g0_26 = arith.select %g0_17, %g0_in0, %g0_25 : f16
      linalg.yield %g0_26 : f16
    } -> tensor<1x?xf16>
    %p1_padval = arith.constant -1.500000e+00 : f16
    %v1 = tensor.pad %v0 low[2, 1] high[%arg2, %arg3] {
    ^bb0(%p1_i0: index, %p1_i1: index):
      tensor.yield %p1_padval : f16
    } : tensor<1x?xf16> to tensor<?x?xf16>
    %v2 = tensor.concat dim(0) %arg4, %v1 : (tensor<?x?xf16>, tensor<?x?xf16>) -> tensor<?x?xf16>
    %g3_c0_0 = arith.constant 1 : index
    %g3_d0_0 = tensor.dim %v2, %g3_c0_0 : tensor<?x?xf16>
    %g3_c0_1 = arith.constant 0 : index
    %g3_d0_1 = tensor.dim %v2, %g3_c0_1 : tensor<?x?xf16>
    %g3_empty0 = tensor.empty(%g3_d0_0, %g3_d0_1) : tensor<?x?xf16>
    %g3_fillval0 = arith.constant -0.000000e+00 : f16
    %g3_fill0 = linalg.fill ins(%g3_fillval0 : f16) outs(%g3_empty0 : tensor<?x?xf16>) -> tensor<?x?xf16>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v2, %arg5, %arg6 : tensor<?x?xf16>, tensor<5xf16>, tensor<6x5xf16>) outs(%g3_fill0 : tensor<?x?xf16>) {
    ^bb0(%g3_in0: f16, %g3_in1: f16, %g3_in2: f16, %g3_out0: f16):
      %g3_0 = arith.mulf %g3_in0, %g3_out0 : f16
      %g3_1 = math.sqrt %g3_0 : f16
      linalg.yield %g3_1 : f16
    } -> tensor<?x?xf16>
    %g4_c0_0 = arith.constant 0 : index
    %g4_d0_0 = tensor.dim %v3, %g4_c0_0 : tensor<?x?xf16>
    %g4_c0_1 = arith.constant 1 : index
    %g4_d0_1 = tensor.dim %v3, %g4_c0_1 : tensor<?x?xf16>
    %g4_empty0 = tensor.empty(%g4_d0_0, %g4_d0_1) : tensor<?x?xf16>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v3, %arg7, %arg8 : tensor<?x?xf16>, tensor<1x5xf16>, tensor<f16>) outs(%g4_empty0 : tensor<?x?xf16>) {
    ^bb0(%g4_in0: f16, %g4_in1: f16, %g4_in2: f16, %g4_out0: f16):
      %g4_0 = arith.minimumf %g4_in1, %g4_in1 : f16
      %g4_1 = arith.cmpf ugt, %g4_in0, %g4_in1 : f16
      %g4_2 = arith.constant -0.000000e+00 : f16
      %g4_3 = arith.select %g4_1, %g4_2, %g4_in0 : f16
      %g4_4 = arith.divf %g4_0, %g4_3 : f16
      %g4_5 = arith.divf %g4_in2, %g4_in1 : f16
      %g4_6 = arith.addf %g4_4, %g4_5 : f16
      linalg.yield %g4_6 : f16
    } -> tensor<?x?xf16>
    %r5_c0 = arith.constant 0 : index
    %r5_d0 = tensor.dim %v3, %r5_c0 : tensor<?x?xf16>
    %r5_c1 = arith.constant 1 : index
    %r5_d1 = tensor.dim %v3, %r5_c1 : tensor<?x?xf16>
    %v5 = tensor.expand_shape %v3 [[0], [1, 2]] output_shape [%r5_d0, 1, %r5_d1] : tensor<?x?xf16> into tensor<?x1x?xf16>
    %g6_c0_0 = arith.constant 2 : index
    %g6_d0_0 = tensor.dim %v5, %g6_c0_0 : tensor<?x1x?xf16>
    %g6_c0_1 = arith.constant 0 : index
    %g6_d0_1 = tensor.dim %v5, %g6_c0_1 : tensor<?x1x?xf16>
    %g6_empty0 = tensor.empty(%g6_d0_0, %g6_d0_1) : tensor<?x?xf16>
    %v6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, 0, d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v5, %v2 : tensor<?x1x?xf16>, tensor<?x?xf16>) outs(%g6_empty0 : tensor<?x?xf16>) {
    ^bb0(%g6_in0: f16, %g6_in1: f16, %g6_out0: f16):
      %g6_0 = math.absf %g6_in0 : f16
      linalg.yield %g6_0 : f16
    } -> tensor<?x?xf16>
    return %v4, %v6 : tensor<?x?xf16>, tensor<?x?xf16>
  }
}
