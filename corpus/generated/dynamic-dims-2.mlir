// Corpus case 'dynamic-dims': `fusefuzz generate --seed 13` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 13 : i64, fusefuzz.policy = "0xff4bf7f6d7a45ffa"} {
  func.func @case(%arg0: tensor<4x5x?x?xf32> {fusefuzz.shape = array<i64: 4, 5, 2, 3>}, %arg1: tensor<1xf32>, %arg2: index {fusefuzz.value = 2 : i64}, %arg3: tensor<5x7xf32>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<f32>, %arg7: tensor<4xf32>, %arg8: index {fusefuzz.value = 0 : i64}, %arg9: index {fusefuzz.value = 2 : i64}, %arg10: index {fusefuzz.value = 2 : i64}) -> (tensor<4x5x?x?xf32>, tensor<f32>, tensor<f32>, tensor<?xf32>, tensor<?x?xf32>) {
    %g0_c0_2 = arith.constant 3 : index
    %g0_d0_2 = tensor.dim %arg0, %g0_c0_2 : tensor<4x5x?x?xf32>
    %g0_c0_3 = arith.constant 2 : index
    %g0_d0_3 = tensor.dim %arg0, %g0_c0_3 : tensor<4x5x?x?xf32>
    %g0_empty0 = tensor.empty(%g0_d0_2, %g0_d0_3) : tensor<4x5x?x?xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4x5x?x?xf32>) outs(%g0_empty0 : tensor<4x5x?x?xf32>) {
    ^bb0(%g0_in0: f32, %g0_out0: f32):
      %g0_0 = linalg.index 3 : index
      %g0_1 = arith.constant 1 : index
      %g0_2 = arith.remui %g0_0, %g0_1 : index
      %g0_3 = tensor.extract %arg1[%g0_2] : tensor<1xf32>
      %g0_4 = arith.minimumf %g0_3, %g0_in0 : f32
      linalg.yield %g0_4 : f32
    } -> tensor<4x5x?x?xf32>
    %g1_c0_1 = arith.constant 3 : index
    %g1_d0_1 = tensor.dim %v0, %g1_c0_1 : tensor<4x5x?x?xf32>
    %g1_empty0 = tensor.empty(%g1_d0_1) : tensor<5x?xf32>
    %g1_fillval0 = arith.constant 2.000000e+00 : f32
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : f32) outs(%g1_empty0 : tensor<5x?xf32>) -> tensor<5x?xf32>
    %v1 = linalg.reduce ins(%v0 : tensor<4x5x?x?xf32>) outs(%g1_fill0 : tensor<5x?xf32>) dimensions = [0, 2]
      (%g1_in0: f32, %g1_out0: f32) {
        %g1_0 = arith.minimumf %g1_out0, %g1_in0 : f32
        linalg.yield %g1_0 : f32
      }
    %p2_padval = arith.constant -0.000000e+00 : f32
    %v2 = tensor.pad %v1 low[0, 1] high[2, %arg2] {
    ^bb0(%p2_i0: index, %p2_i1: index):
      tensor.yield %p2_padval : f32
    } : tensor<5x?xf32> to tensor<7x?xf32>
    %v3:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%v2, %arg3, %arg4 : tensor<7x?xf32>, tensor<5x7xf32>, tensor<f32>) outs(%arg5, %arg6 : tensor<f32>, tensor<f32>) {
    ^bb0(%g3_in0: f32, %g3_in1: f32, %g3_in2: f32, %g3_out0: f32, %g3_out1: f32):
      %g3_0 = arith.negf %g3_out0 : f32
      %g3_1 = arith.mulf %g3_out0, %g3_0 : f32
      %g3_2 = arith.subf %g3_in2, %g3_in2 : f32
      %g3_3 = arith.addf %g3_out1, %g3_2 : f32
      linalg.yield %g3_1, %g3_3 : f32, f32
    } -> (tensor<f32>, tensor<f32>)
    %p4_padval = arith.constant 5.000000e-01 : f32
    %v4 = tensor.pad %arg7 low[%arg8] high[%arg9] {
    ^bb0(%p4_i0: index):
      tensor.yield %p4_padval : f32
    } : tensor<4xf32> to tensor<?xf32>
    %p5_padval = arith.constant 7.000000e+00 : f32
    %v5 = tensor.pad %v1 low[%arg10, 0] high[1, 2] {
    ^bb0(%p5_i0: index, %p5_i1: index):
      tensor.yield %p5_padval : f32
    } : tensor<5x?xf32> to tensor<?x?xf32>
    return %v0, %v3#0, %v3#1, %v4, %v5 : tensor<4x5x?x?xf32>, tensor<f32>, tensor<f32>, tensor<?xf32>, tensor<?x?xf32>
  }
}
