// Corpus case 'dynamic-pad': `fusefuzz generate --seed 22` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 22 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<2x5x4x4xf32>, %arg1: tensor<?x4xf32> {fusefuzz.shape = array<i64: 5, 4>}, %arg2: tensor<2xf32>, %arg3: tensor<3x1xi1>, %arg4: index {fusefuzz.value = 1 : i64}, %arg5: index {fusefuzz.value = 0 : i64}) -> (tensor<4x2x?x4xf32>, tensor<3x1xi1>, tensor<?x?xi1>) {
    %g0_empty0 = tensor.empty() : tensor<2x5x4x4xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x5x4x4xf32>) outs(%g0_empty0 : tensor<2x5x4x4xf32>) {
    ^bb0(%g0_in0: f32, %g0_out0: f32):
      %g0_0 = arith.constant 1.000000e+00 : f32
      %g0_1 = arith.mulf %g0_0, %g0_in0 : f32
      linalg.yield %g0_1 : f32
    } -> tensor<2x5x4x4xf32>
    %g1_c0_2 = arith.constant 0 : index
    %g1_d0_2 = tensor.dim %arg1, %g1_c0_2 : tensor<?x4xf32>
    %g1_empty0 = tensor.empty(%g1_d0_2) : tensor<4x2x?x4xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2, d0, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v0, %arg1, %arg2 : tensor<2x5x4x4xf32>, tensor<?x4xf32>, tensor<2xf32>) outs(%g1_empty0 : tensor<4x2x?x4xf32>) {
    ^bb0(%g1_in0: f32, %g1_in1: f32, %g1_in2: f32, %g1_out0: f32):
      %g1_0 = linalg.index 0 : index
      %g1_1 = arith.index_cast %g1_0 : index to i32
      %g1_2 = arith.sitofp %g1_1 : i32 to f32
      %g1_3 = arith.mulf %g1_2, %g1_in1 : f32
      linalg.yield %g1_3 : f32
    } -> tensor<4x2x?x4xf32>
    %g2_empty0 = tensor.empty() : tensor<3x1xi1>
    %g2_empty1 = tensor.empty() : tensor<3x1xi1>
    %v2:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<3x1xi1>) outs(%g2_empty0, %g2_empty1 : tensor<3x1xi1>, tensor<3x1xi1>) {
    ^bb0(%g2_in0: i1, %g2_out0: i1, %g2_out1: i1):
      %g2_0 = arith.uitofp %g2_in0 : i1 to f32
      %g2_1 = arith.constant 1.000000e+00 : f32
      %g2_2 = arith.cmpf olt, %g2_0, %g2_1 : f32
      %g2_3 = arith.ori %g2_in0, %g2_in0 : i1
      %g2_4 = arith.andi %g2_2, %g2_3 : i1
      %g2_5 = arith.xori %g2_in0, %g2_in0 : i1
      %g2_6 = arith.xori %g2_in0, %g2_5 : i1
      linalg.yield %g2_4, %g2_6 : i1, i1
    } -> (tensor<3x1xi1>, tensor<3x1xi1>)
    %p3_padval = arith.constant 0 : i1
    %v3 = tensor.pad %v2#1 low[%arg4, %arg5] high[1, 0] {
    ^bb0(%p3_i0: index, %p3_i1: index):
      tensor.yield %p3_padval : i1
    } : tensor<3x1xi1> to tensor<?x?xi1>
    return %v1, %v2#0, %v3 : tensor<4x2x?x4xf32>, tensor<3x1xi1>, tensor<?x?xi1>
  }
}
