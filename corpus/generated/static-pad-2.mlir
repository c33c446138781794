// Corpus case 'static-pad': `fusefuzz generate --seed 40` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 40 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<3xf16>, %arg1: tensor<3xf16>, %arg2: tensor<f16>, %arg3: tensor<f16>, %arg4: tensor<1x?xf32> {fusefuzz.shape = array<i64: 1, 4>}, %arg5: tensor<4x1xf32>, %arg6: index {fusefuzz.value = 1 : i64}) -> (tensor<f16>, tensor<f16>, tensor<?x1xf32>, tensor<?x4xf32>) {
    %v0:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%arg0, %arg0, %arg1 : tensor<3xf16>, tensor<3xf16>, tensor<3xf16>) outs(%arg2, %arg3 : tensor<f16>, tensor<f16>) {
    ^bb0(%g0_in0: f16, %g0_in1: f16, %g0_in2: f16, %g0_out0: f16, %g0_out1: f16):
      %g0_0 = arith.subf %g0_in0, %g0_out0 : f16
      %g0_1 = arith.subf %g0_in0, %g0_out1 : f16
      %g0_2 = arith.cmpf olt, %g0_0, %g0_1 : f16
      %g0_3 = arith.constant 7.000000e+00 : f16
      %g0_4 = arith.cmpf olt, %g0_in1, %g0_in1 : f16
      %g0_5 = arith.select %g0_4, %g0_out1, %g0_out1 : f16
      %g0_6 = arith.select %g0_2, %g0_3, %g0_5 : f16
      %g0_7 = arith.mulf %g0_out0, %g0_6 : f16
      %g0_8 = arith.addf %g0_in2, %g0_in2 : f16
      %g0_9 = arith.constant 1.000000e+00 : f16
      %g0_10 = math.floor %g0_9 : f16
      %g0_11 = arith.divf %g0_8, %g0_10 : f16
      %g0_12 = arith.mulf %g0_out1, %g0_11 : f16
      linalg.yield %g0_7, %g0_12 : f16, f16
    } -> (tensor<f16>, tensor<f16>)
    %g1_c0_0 = arith.constant 1 : index
    %g1_d0_0 = tensor.dim %arg4, %g1_c0_0 : tensor<1x?xf32>
    %g1_empty0 = tensor.empty(%g1_d0_0) : tensor<?x1xf32>
    %g1_fillval0 = arith.constant 0.000000e+00 : f32
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : f32) outs(%g1_empty0 : tensor<?x1xf32>) -> tensor<?x1xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<1x?xf32>) outs(%g1_fill0 : tensor<?x1xf32>) {
    ^bb0(%g1_in0: f32, %g1_out0: f32):
      %g1_0 = arith.constant 7.000000e+00 : f32
      %g1_1 = arith.constant -0.000000e+00 : f32
      %g1_2 = arith.minimumf %g1_0, %g1_1 : f32
      linalg.yield %g1_2 : f32
    } -> tensor<?x1xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v1 : tensor<?x1xf32>) outs(%arg5 : tensor<4x1xf32>) {
    ^bb0(%g2_in0: f32, %g2_out0: f32):
      %g2_0 = arith.negf %g2_in0 : f32
      linalg.yield %g2_0 : f32
    } -> tensor<4x1xf32>
    %p3_padval = arith.constant 0.000000e+00 : f32
    %v3 = tensor.pad %v2 low[1, 1] high[%arg6, 1] {
    ^bb0(%p3_i0: index, %p3_i1: index):
      tensor.yield %p3_padval : f32
    } : tensor<4x1xf32> to tensor<?x3xf32>
    %p4_padval = arith.constant -3.000000e+00 : f32
    %v4 = tensor.pad %v3 low[0, 1] high[0, 0] {
    ^bb0(%p4_i0: index, %p4_i1: index):
      tensor.yield %p4_padval : f32
    } : tensor<?x3xf32> to tensor<?x4xf32>
    return %v0#0, %v0#1, %v1, %v4 : tensor<f16>, tensor<f16>, tensor<?x1xf32>, tensor<?x4xf32>
  }
}
