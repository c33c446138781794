// Corpus case 'dynamic-pad': `fusefuzz generate --seed 26` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 26 : i64, fusefuzz.policy = "0xff4bf7f6d7a45ffa"} {
  func.func @case(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>, %arg2: f32, %arg3: index {fusefuzz.value = 2 : i64}, %arg4: index {fusefuzz.value = 2 : i64}) -> (tensor<2xf16>, tensor<3xf32>, tensor<7x6x?x6xf32>) {
    %cst0 = arith.constant dense<-1.500000e+00> : tensor<3xf32>
    %g0_empty0 = tensor.empty() : tensor<3xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%cst0, %cst0, %arg0 : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) outs(%g0_empty0 : tensor<3xf32>) {
    ^bb0(%g0_in0: f32, %g0_in1: f32, %g0_in2: f32, %g0_out0: f32):
      %g0_0 = arith.divf %g0_in2, %g0_in1 : f32
      %g0_1 = arith.constant 0.000000e+00 : f32
      %g0_2 = arith.divf %g0_in0, %g0_1 : f32
      %g0_3 = arith.addf %g0_0, %g0_2 : f32
      linalg.yield %g0_3 : f32
    } -> tensor<3xf32>
    %g1_empty0 = tensor.empty() : tensor<2xf16>
    %g1_fillval0 = arith.constant -1.500000e+00 : f16
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : f16) outs(%g1_empty0 : tensor<2xf16>) -> tensor<2xf16>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%v0 : tensor<3xf32>) outs(%g1_fill0 : tensor<2xf16>) {
    ^bb0(%g1_in0: f32, %g1_out0: f16):
      %g1_0 = arith.truncf %g1_in0 : f32 to f16
      %g1_1 = arith.negf %g1_0 : f16
      %g1_2 = arith.minimumf %g1_out0, %g1_1 : f16
      linalg.yield %g1_2 : f16
    } -> tensor<2xf16>
    %g2_empty1 = tensor.empty() : tensor<3xf32>
    %g2_fillval1 = arith.constant -1.500000e+00 : f32
    %g2_fill1 = linalg.fill ins(%g2_fillval1 : f32) outs(%g2_empty1 : tensor<3xf32>) -> tensor<3xf32>
    %v2:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v0 : tensor<3xf32>) outs(%arg1, %g2_fill1 : tensor<3xf32>, tensor<3xf32>) {
    ^bb0(%g2_in0: f32, %g2_out0: f32, %g2_out1: f32):
      %g2_0 = arith.cmpf oeq, %g2_out1, %g2_out1 : f32
      %g2_1 = arith.constant -3.000000e+00 : f32
      %g2_2 = arith.maximumf %g2_1, %g2_out1 : f32
      %g2_3 = arith.select %g2_0, %g2_2, %g2_out0 : f32
      %g2_4 = arith.divf %g2_out1, %g2_in0 : f32
      %g2_5 = arith.constant 7.000000e+00 : f32
      %g2_6 = arith.mulf %g2_out0, %g2_5 : f32
      %g2_7 = arith.cmpf olt, %g2_4, %g2_6 : f32
      %g2_8 = arith.addf %g2_out0, %g2_in0 : f32
      %g2_9 = arith.select %g2_7, %g2_8, %g2_in0 : f32
      linalg.yield %g2_3, %g2_9 : f32, f32
    } -> (tensor<3xf32>, tensor<3xf32>)
    %g3_empty0 = tensor.empty() : tensor<5x4x5x3xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v2#1 : tensor<3xf32>) outs(%g3_empty0 : tensor<5x4x5x3xf32>) {
    ^bb0(%g3_in0: f32, %g3_out0: f32):
      %g3_0 = arith.maximumf %g3_in0, %g3_in0 : f32
      %g3_1 = arith.negf %g3_0 : f32
      linalg.yield %g3_1 : f32
    } -> tensor<5x4x5x3xf32>
    %p4_padval = arith.constant 7.000000e+00 : f32
    %v4 = tensor.pad %v3 low[0, 1, %arg3, 2] high[2, 1, %arg4, 1] {
    ^bb0(%p4_i0: index, %p4_i1: index, %p4_i2: index, %p4_i3: index):
      tensor.yield %p4_padval : f32
    } : tensor<5x4x5x3xf32> to tensor<7x6x?x6xf32>
    return %v1, %v2#0, %v4 : tensor<2xf16>, tensor<3xf32>, tensor<7x6x?x6xf32>
  }
}
