// Corpus case 'scalar-map': `fusefuzz generate --seed 27` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 27 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>, %arg3: tensor<f32>) -> (tensor<3xf32>, tensor<3xf32>) {
    %g0_empty0 = tensor.empty() : tensor<3xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<3xf32>) outs(%g0_empty0 : tensor<3xf32>) {
    ^bb0(%g0_in0: f32, %g0_out0: f32):
      %g0_0 = arith.divf %g0_in0, %g0_in0 : f32
      %g0_1 = arith.divf %g0_in0, %g0_0 : f32
      linalg.yield %g0_1 : f32
    } -> tensor<3xf32>
    %g1_empty0 = tensor.empty() : tensor<3xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v0, %arg1, %arg2 : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) outs(%g1_empty0 : tensor<3xf32>) {
    ^bb0(%g1_in0: f32, %g1_in1: f32, %g1_in2: f32, %g1_out0: f32):
      %g1_0 = arith.minimumf %g1_in0, %g1_in0 : f32
      %g1_1 = arith.mulf %g1_in1, %g1_in0 : f32
      %g1_2 = arith.maximumf %g1_0, %g1_1 : f32
      linalg.yield %g1_2 : f32
    } -> tensor<3xf32>
    %g2_empty0 = tensor.empty() : tensor<3xf32>
    %g2_fillval0 = arith.constant -3.000000e+00 : f32
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : f32) outs(%g2_empty0 : tensor<3xf32>) -> tensor<3xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v0, %arg3 : tensor<3xf32>, tensor<f32>) outs(%g2_fill0 : tensor<3xf32>) {
    ^bb0(%g2_in0: f32, %g2_in1: f32, %g2_out0: f32):
      %g2_0 = math.floor %g2_in0 : f32
      linalg.yield %g2_0 : f32
    } -> tensor<3xf32>
    return %v1, %v2 : tensor<3xf32>, tensor<3xf32>
  }
}
