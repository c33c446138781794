// Corpus case 'named-map': `fusefuzz generate --seed 50` under strategy all.
// EXPECT: pass
// STRATEGY: all
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 50 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<5xf32>, %arg1: tensor<5xf32>, %arg2: f32, %arg3: tensor<f32>, %arg4: tensor<f32>) -> (tensor<5xf32>, tensor<5xf32>, tensor<f32>, tensor<f32>) {
    %v0 = tensor.expand_shape %arg0 [[0, 1]] output_shape [1, 5] : tensor<5xf32> into tensor<1x5xf32>
    %g1_empty0 = tensor.empty() : tensor<5xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (0, d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v0, %arg1 : tensor<1x5xf32>, tensor<5xf32>) outs(%g1_empty0 : tensor<5xf32>) {
    ^bb0(%g1_in0: f32, %g1_in1: f32, %g1_out0: f32):
      %g1_0 = math.exp %g1_in0 : f32
      linalg.yield %g1_0 : f32
    } -> tensor<5xf32>
    %g2_empty0 = tensor.empty() : tensor<5xf32>
    %v2 = linalg.map ins(%v1, %v1 : tensor<5xf32>, tensor<5xf32>) outs(%g2_empty0 : tensor<5xf32>)
      (%g2_in0: f32, %g2_in1: f32, %g2_out0: f32) {
        %g2_0 = arith.negf %g2_in0 : f32
        linalg.yield %g2_0 : f32
      }
    %g3_empty0 = tensor.empty() : tensor<5xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v2, %v2, %arg0 : tensor<5xf32>, tensor<5xf32>, tensor<5xf32>) outs(%g3_empty0 : tensor<5xf32>) {
    ^bb0(%g3_in0: f32, %g3_in1: f32, %g3_in2: f32, %g3_out0: f32):
      %g3_0 = linalg.index 0 : index
      %g3_1 = arith.index_cast %g3_0 : index to i32
      %g3_2 = arith.sitofp %g3_1 : i32 to f32
      %g3_3 = arith.maximumf %g3_2, %g3_in2 : f32
      %g3_4 = linalg.index 0 : index
      %g3_5 = arith.index_cast %g3_4 : index to i32
      %g3_6 = arith.sitofp %g3_5 : i32 to f32
      %g3_7 = arith.subf %g3_6, %g3_in0 : f32
      %g3_8 = arith.maximumf %g3_3, %g3_7 : f32
      linalg.yield %g3_8 : f32
    } -> tensor<5xf32>
    %v4:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (0, d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%v0 : tensor<1x5xf32>) outs(%arg3, %arg4 : tensor<f32>, tensor<f32>) {
    ^bb0(%g4_in0: f32, %g4_out0: f32, %g4_out1: f32):
      %g4_0 = arith.divf %g4_out0, %g4_out1 : f32
      %g4_1 = arith.mulf %g4_out0, %g4_0 : f32
      %g4_2 = arith.constant 7.000000e+00 : f32
      %g4_3 = arith.mulf %g4_out0, %g4_2 : f32
      %g4_4 = arith.mulf %g4_out1, %g4_3 : f32
      linalg.yield %g4_1, %g4_4 : f32, f32
    } -> (tensor<f32>, tensor<f32>)
    return %v1, %v3, %v4#0, %v4#1 : tensor<5xf32>, tensor<5xf32>, tensor<f32>, tensor<f32>
  }
}
