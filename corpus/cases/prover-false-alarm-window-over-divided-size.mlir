// A closed false alarm of the tile-nest step proofs, reduced from case seed
// 2443128000529270050 (10-minute default campaign, seed 20261206): a
// depthwise convolution whose input's height is the dim of an
// expand_shape sized `dim(%arg0, 1) divui 2`. The index tracer did not read
// arith.divui, so the premise that the unfused convolution's window stays
// inside that input (MLIR's verifier rule) was missing, and tile-box
// failed at a kernel height of 3 over an input of height 2: sizes no valid
// program has. The tracer now reads division and remainder by a positive
// constant.
// EXPECT: pass
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[1-9][0-9]*}} fusions), expected pass: ok
// RUN: %fusefuzz check %s | FileCheck %s --check-prefix=PROOFS
// PROOFS: equivalence: proved
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module attributes {fusefuzz.strategy = "all", fusefuzz.policy = "0x11dc6ffcbf16a0bf", fusefuzz.seed = 2443128000529270050 : i64} {
  func.func @case(%arg0: tensor<2x?xf16> {fusefuzz.shape = array<i64: 2, 4>}, %arg1: tensor<?x2x4x?xf16> {fusefuzz.shape = array<i64: 2, 2, 4, 2>}, %arg2: tensor<?x3x?xf16> {fusefuzz.shape = array<i64: 2, 3, 2>}, %arg3: tensor<?x?x4x3xf16> {fusefuzz.shape = array<i64: 2, 2, 4, 3>}, %arg4: tensor<2x2x?x5xf16> {fusefuzz.shape = array<i64: 2, 2, 4, 5>}) -> (tensor<?x1x2x?xf16>, tensor<?x?x?x?xf16>) {
    %c1 = arith.constant 1 : index
    %dim = tensor.dim %arg0, %c1 : tensor<2x?xf16>
    %c2 = arith.constant 2 : index
    %0 = arith.divui %dim, %c2 : index
    %expanded = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [2, %0, 2] : tensor<2x?xf16> into tensor<2x?x2xf16>
    %c0 = arith.constant 0 : index
    %dim_0 = tensor.dim %arg1, %c0 : tensor<?x2x4x?xf16>
    %c1_1 = arith.constant 1 : index
    %dim_2 = tensor.dim %expanded, %c1_1 : tensor<2x?x2xf16>
    %c3 = arith.constant 3 : index
    %dim_3 = tensor.dim %arg1, %c3 : tensor<?x2x4x?xf16>
    %1 = tensor.empty(%dim_0, %dim_2, %dim_3) : tensor<?x?x4x?xf16>
    %c0_4 = arith.constant 0 : index
    %dim_5 = tensor.dim %arg1, %c0_4 : tensor<?x2x4x?xf16>
    %c1_6 = arith.constant 1 : index
    %dim_7 = tensor.dim %expanded, %c1_6 : tensor<2x?x2xf16>
    %c3_8 = arith.constant 3 : index
    %dim_9 = tensor.dim %arg1, %c3_8 : tensor<?x2x4x?xf16>
    %2 = tensor.empty(%dim_5, %dim_7, %dim_9) : tensor<?x?x4x?xf16>
    %3:2 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %arg1, %arg1 : tensor<2x?x2xf16>, tensor<?x2x4x?xf16>, tensor<?x2x4x?xf16>) outs(%1, %2 : tensor<?x?x4x?xf16>, tensor<?x?x4x?xf16>) {
    ^bb0(%in: f16, %in_22: f16, %in_23: f16, %out: f16, %out_24: f16):
      linalg.yield %in, %in : f16, f16
    } -> (tensor<?x?x4x?xf16>, tensor<?x?x4x?xf16>)
    %c0_10 = arith.constant 0 : index
    %dim_11 = tensor.dim %3#1, %c0_10 : tensor<?x?x4x?xf16>
    %c3_12 = arith.constant 3 : index
    %dim_13 = tensor.dim %3#1, %c3_12 : tensor<?x?x4x?xf16>
    %4 = tensor.empty(%dim_11, %dim_13) : tensor<?x1x2x?xf16>
    %cst = arith.constant -1.500000e+00 : f16
    %5 = linalg.fill ins(%cst : f16) outs(%4 : tensor<?x1x2x?xf16>) -> tensor<?x1x2x?xf16>
    %6 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%3#1, %arg2 : tensor<?x?x4x?xf16>, tensor<?x3x?xf16>) outs(%5 : tensor<?x1x2x?xf16>) -> tensor<?x1x2x?xf16>
    %concat = tensor.concat dim(3) %3#0, %arg3 : (tensor<?x?x4x?xf16>, tensor<?x?x4x3xf16>) -> tensor<?x?x4x?xf16>
    %c0_14 = arith.constant 0 : index
    %dim_15 = tensor.dim %concat, %c0_14 : tensor<?x?x4x?xf16>
    %c1_16 = arith.constant 1 : index
    %dim_17 = tensor.dim %concat, %c1_16 : tensor<?x?x4x?xf16>
    %c2_18 = arith.constant 2 : index
    %dim_19 = tensor.dim %arg4, %c2_18 : tensor<2x2x?x5xf16>
    %c3_20 = arith.constant 3 : index
    %dim_21 = tensor.dim %concat, %c3_20 : tensor<?x?x4x?xf16>
    %7 = tensor.empty(%dim_15, %dim_17, %dim_19, %dim_21) : tensor<?x?x?x?xf16>
    %8 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat, %arg4 : tensor<?x?x4x?xf16>, tensor<2x2x?x5xf16>) outs(%7 : tensor<?x?x?x?xf16>) {
    ^bb0(%in: f16, %in_22: f16, %out: f16):
      linalg.yield %in : f16
    } -> tensor<?x?x?x?xf16>
    return %6, %8 : tensor<?x1x2x?xf16>, tensor<?x?x?x?xf16>
  }
}
