// Corpus case 'refused-reduction-loop-unbounded': `fusefuzz generate --seed 52` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}} reduction-loop-unbounded=
module attributes {fusefuzz.seed = 52 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<1xf16>, %arg1: tensor<2x?xi32> {fusefuzz.shape = array<i64: 2, 1>}, %arg2: f32, %arg3: tensor<2x1xf32>, %arg4: tensor<2xf32>) -> (tensor<2xf32>) {
    %g0_c0_1 = arith.constant 1 : index
    %g0_d0_1 = tensor.dim %arg1, %g0_c0_1 : tensor<2x?xi32>
    %g0_empty0 = tensor.empty(%g0_d0_1) : tensor<2x?xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<1xf16>, tensor<2x?xi32>) outs(%g0_empty0 : tensor<2x?xf32>) {
    ^bb0(%g0_in0: f16, %g0_in1: i32, %g0_out0: f32):
      %g0_0 = arith.sitofp %g0_in1 : i32 to f32
      %g0_1 = arith.extf %g0_in0 : f16 to f32
      %g0_2 = arith.sitofp %g0_in1 : i32 to f32
      %g0_3 = arith.cmpf ord, %g0_1, %g0_2 : f32
      %g0_4 = arith.sitofp %g0_in1 : i32 to f32
      %g0_5 = arith.select %g0_3, %g0_4, %arg2 : f32
      %g0_6 = arith.subf %g0_0, %g0_5 : f32
      linalg.yield %g0_6 : f32
    } -> tensor<2x?xf32>
    %g1_c0_1 = arith.constant 1 : index
    %g1_d0_1 = tensor.dim %v0, %g1_c0_1 : tensor<2x?xf32>
    %g1_empty0 = tensor.empty(%g1_d0_1) : tensor<2x?xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v0, %v0 : tensor<2x?xf32>, tensor<2x?xf32>) outs(%g1_empty0 : tensor<2x?xf32>) {
    ^bb0(%g1_in0: f32, %g1_in1: f32, %g1_out0: f32):
      %g1_0 = arith.constant -0.000000e+00 : f32
      %g1_1 = arith.constant -0.000000e+00 : f32
      %g1_2 = arith.mulf %g1_0, %g1_1 : f32
      linalg.yield %g1_2 : f32
    } -> tensor<2x?xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%v1, %v1, %arg3 : tensor<2x?xf32>, tensor<2x?xf32>, tensor<2x1xf32>) outs(%arg4 : tensor<2xf32>) {
    ^bb0(%g2_in0: f32, %g2_in1: f32, %g2_in2: f32, %g2_out0: f32):
      %g2_0 = math.absf %g2_in0 : f32
      %g2_1 = arith.mulf %g2_out0, %g2_0 : f32
      linalg.yield %g2_1 : f32
    } -> tensor<2xf32>
    return %v2 : tensor<2xf32>
  }
}
