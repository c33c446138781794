// Corpus case 'math-payload': `fusefuzz generate --seed 51` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 51 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<2xi32>, %arg1: tensor<2xf16>, %arg2: index {fusefuzz.value = 0 : i64}, %arg3: index {fusefuzz.value = 2 : i64}, %arg4: tensor<?x2xf32> {fusefuzz.shape = array<i64: 4, 2>}, %arg5: tensor<4x?x4xf16> {fusefuzz.shape = array<i64: 4, 2, 4>}, %arg6: tensor<2x4xf16>, %arg7: tensor<1x3xi32>) -> (tensor<?x2x4xf16>, tensor<2x4xf16>, tensor<1x3xi32>) {
    %g0_empty0 = tensor.empty() : tensor<2xf16>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0, %arg1, %arg1 : tensor<2xi32>, tensor<2xf16>, tensor<2xf16>) outs(%g0_empty0 : tensor<2xf16>) {
    ^bb0(%g0_in0: i32, %g0_in1: f16, %g0_in2: f16, %g0_out0: f16):
      %g0_0 = arith.constant -3.000000e+00 : f16
      %g0_1 = math.sqrt %g0_in2 : f16
      %g0_2 = arith.divf %g0_in2, %g0_in1 : f16
      %g0_3 = arith.addf %g0_1, %g0_2 : f16
      %g0_4 = arith.subf %g0_0, %g0_3 : f16
      linalg.yield %g0_4 : f16
    } -> tensor<2xf16>
    %g1_empty0 = tensor.empty() : tensor<4x2x2xf16>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v0 : tensor<2xf16>) outs(%g1_empty0 : tensor<4x2x2xf16>) {
    ^bb0(%g1_in0: f16, %g1_out0: f16):
      %g1_0 = arith.minimumf %g1_in0, %g1_in0 : f16
      %g1_1 = arith.subf %g1_in0, %g1_0 : f16
      linalg.yield %g1_1 : f16
    } -> tensor<4x2x2xf16>
    %g2_empty0 = tensor.empty() : tensor<2x2x4xf16>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v1 : tensor<4x2x2xf16>) outs(%g2_empty0 : tensor<2x2x4xf16>) {
    ^bb0(%g2_in0: f16, %g2_out0: f16):
      %g2_0 = arith.constant 0.000000e+00 : f16
      %g2_1 = arith.divf %g2_in0, %g2_0 : f16
      %g2_2 = arith.maximumf %g2_in0, %g2_in0 : f16
      %g2_3 = arith.mulf %g2_1, %g2_2 : f16
      %g2_4 = math.floor %g2_in0 : f16
      %g2_5 = arith.constant 1.000000e+00 : f16
      %g2_6 = arith.cmpf ord, %g2_4, %g2_5 : f16
      %g2_7 = arith.maximumf %g2_in0, %g2_in0 : f16
      %g2_8 = arith.constant -3.000000e+00 : f16
      %g2_9 = arith.minimumf %g2_8, %g2_in0 : f16
      %g2_10 = arith.select %g2_6, %g2_7, %g2_9 : f16
      %g2_11 = arith.subf %g2_3, %g2_10 : f16
      linalg.yield %g2_11 : f16
    } -> tensor<2x2x4xf16>
    %p3_padval = arith.constant 7.000000e+00 : f16
    %v3 = tensor.pad %v2 low[%arg2, 0, 0] high[%arg3, 0, 0] {
    ^bb0(%p3_i0: index, %p3_i1: index, %p3_i2: index):
      tensor.yield %p3_padval : f16
    } : tensor<2x2x4xf16> to tensor<?x2x4xf16>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>], iterator_types = ["reduction", "parallel", "parallel"]} ins(%v3, %arg4, %arg5 : tensor<?x2x4xf16>, tensor<?x2xf32>, tensor<4x?x4xf16>) outs(%arg6 : tensor<2x4xf16>) {
    ^bb0(%g4_in0: f16, %g4_in1: f32, %g4_in2: f16, %g4_out0: f16):
      %g4_0 = arith.truncf %g4_in1 : f32 to f16
      %g4_1 = arith.addf %g4_out0, %g4_0 : f16
      %g4_2 = math.sqrt %g4_1 : f16
      %g4_3 = arith.maximumf %g4_out0, %g4_2 : f16
      linalg.yield %g4_3 : f16
    } -> tensor<2x4xf16>
    %g5_empty0 = tensor.empty() : tensor<1x3xi32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<1x3xi32>) outs(%g5_empty0 : tensor<1x3xi32>) {
    ^bb0(%g5_in0: i32, %g5_out0: i32):
      %g5_0 = arith.subi %g5_in0, %g5_in0 : i32
      %g5_1 = arith.subi %g5_in0, %g5_0 : i32
      %g5_2 = arith.xori %g5_in0, %g5_1 : i32
      linalg.yield %g5_2 : i32
    } -> tensor<1x3xi32>
    return %v3, %v4, %v5 : tensor<?x2x4xf16>, tensor<2x4xf16>, tensor<1x3xi32>
  }
}
