// Corpus case 'dynamic-dims': `fusefuzz generate --seed 0` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 0 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<4x?x2xi8> {fusefuzz.shape = array<i64: 4, 4, 2>}, %arg1: tensor<2x4x4xf32>, %arg2: tensor<4x?x4xi1> {fusefuzz.shape = array<i64: 4, 2, 4>}, %arg3: tensor<2x4xi32>) -> (tensor<4x?x?xf32>) {
    %g0_c0_2 = arith.constant 1 : index
    %g0_d0_2 = tensor.dim %arg0, %g0_c0_2 : tensor<4x?x2xi8>
    %g0_empty0 = tensor.empty(%g0_d0_2) : tensor<2x4x?xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg1, %arg1 : tensor<4x?x2xi8>, tensor<2x4x4xf32>, tensor<2x4x4xf32>) outs(%g0_empty0 : tensor<2x4x?xf32>) {
    ^bb0(%g0_in0: i8, %g0_in1: f32, %g0_in2: f32, %g0_out0: f32):
      %g0_0 = arith.constant -0.000000e+00 : f32
      %g0_1 = math.exp %g0_0 : f32
      linalg.yield %g0_1 : f32
    } -> tensor<2x4x?xf32>
    %g1_c0_2 = arith.constant 2 : index
    %g1_d0_2 = tensor.dim %v0, %g1_c0_2 : tensor<2x4x?xf32>
    %g1_empty0 = tensor.empty(%g1_d0_2) : tensor<2x4x?xf32>
    %g1_fillval0 = arith.constant -3.000000e+00 : f32
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : f32) outs(%g1_empty0 : tensor<2x4x?xf32>) -> tensor<2x4x?xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v0 : tensor<2x4x?xf32>) outs(%g1_fill0 : tensor<2x4x?xf32>) {
    ^bb0(%g1_in0: f32, %g1_out0: f32):
      %g1_0 = arith.addf %g1_in0, %g1_in0 : f32
      linalg.yield %g1_0 : f32
    } -> tensor<2x4x?xf32>
    %g2_c0_0 = arith.constant 1 : index
    %g2_d0_0 = tensor.dim %arg2, %g2_c0_0 : tensor<4x?x4xi1>
    %g2_c0_2 = arith.constant 2 : index
    %g2_d0_2 = tensor.dim %v1, %g2_c0_2 : tensor<2x4x?xf32>
    %g2_empty0 = tensor.empty(%g2_d0_0, %g2_d0_2) : tensor<?x4x?xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2, d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v1, %arg2, %arg3 : tensor<2x4x?xf32>, tensor<4x?x4xi1>, tensor<2x4xi32>) outs(%g2_empty0 : tensor<?x4x?xf32>) {
    ^bb0(%g2_in0: f32, %g2_in1: i1, %g2_in2: i32, %g2_out0: f32):
      %g2_0 = arith.constant 0.000000e+00 : f32
      %g2_1 = arith.uitofp %g2_in1 : i1 to f32
      %g2_2 = arith.maximumf %g2_0, %g2_1 : f32
      linalg.yield %g2_2 : f32
    } -> tensor<?x4x?xf32>
    %g3_c0_1 = arith.constant 2 : index
    %g3_d0_1 = tensor.dim %v2, %g3_c0_1 : tensor<?x4x?xf32>
    %g3_c0_2 = arith.constant 0 : index
    %g3_d0_2 = tensor.dim %v2, %g3_c0_2 : tensor<?x4x?xf32>
    %g3_empty0 = tensor.empty(%g3_d0_1, %g3_d0_2) : tensor<4x?x?xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v2 : tensor<?x4x?xf32>) outs(%g3_empty0 : tensor<4x?x?xf32>) {
    ^bb0(%g3_in0: f32, %g3_out0: f32):
      %g3_0 = arith.negf %g3_in0 : f32
      %g3_1 = arith.subf %g3_in0, %g3_0 : f32
      linalg.yield %g3_1 : f32
    } -> tensor<4x?x?xf32>
    %g4_c0_1 = arith.constant 1 : index
    %g4_d0_1 = tensor.dim %v3, %g4_c0_1 : tensor<4x?x?xf32>
    %g4_c0_2 = arith.constant 2 : index
    %g4_d0_2 = tensor.dim %v3, %g4_c0_2 : tensor<4x?x?xf32>
    %g4_empty0 = tensor.empty(%g4_d0_1, %g4_d0_2) : tensor<4x?x?xf32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v3 : tensor<4x?x?xf32>) outs(%g4_empty0 : tensor<4x?x?xf32>) {
    ^bb0(%g4_in0: f32, %g4_out0: f32):
      %g4_0 = arith.constant -0.000000e+00 : f32
      %g4_1 = arith.divf %g4_in0, %g4_0 : f32
      linalg.yield %g4_1 : f32
    } -> tensor<4x?x?xf32>
    return %v4 : tensor<4x?x?xf32>
  }
}
