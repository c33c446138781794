// Corpus case 'cyclic-3d-permutation': `fusefuzz generate --seed 32` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 32 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<5x4x1x?xf32> {fusefuzz.shape = array<i64: 5, 4, 1, 2>}, %arg1: tensor<2x4x5xf32>, %arg2: tensor<?x4x5xf32> {fusefuzz.shape = array<i64: 2, 4, 5>}, %arg3: tensor<4xi8>, %arg4: index {fusefuzz.value = 2 : i64}, %arg5: index {fusefuzz.value = 1 : i64}, %arg6: index {fusefuzz.value = 0 : i64}) -> (tensor<5x4x?xf32>, tensor<?x?x?x5xf32>) {
    %g0_c0_3 = arith.constant 3 : index
    %g0_d0_3 = tensor.dim %arg0, %g0_c0_3 : tensor<5x4x1x?xf32>
    %g0_empty0 = tensor.empty(%g0_d0_3) : tensor<5x4x1x?xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<5x4x1x?xf32>) outs(%g0_empty0 : tensor<5x4x1x?xf32>) {
    ^bb0(%g0_in0: f32, %g0_out0: f32):
      %g0_0 = arith.cmpf oeq, %g0_in0, %g0_in0 : f32
      %g0_1 = linalg.index 1 : index
      %g0_2 = arith.index_cast %g0_1 : index to i32
      %g0_3 = arith.sitofp %g0_2 : i32 to f32
      %g0_4 = arith.select %g0_0, %g0_3, %g0_in0 : f32
      %g0_5 = math.floor %g0_4 : f32
      linalg.yield %g0_5 : f32
    } -> tensor<5x4x1x?xf32>
    %g1_c0_2 = arith.constant 3 : index
    %g1_d0_2 = tensor.dim %v0, %g1_c0_2 : tensor<5x4x1x?xf32>
    %g1_empty0 = tensor.empty(%g1_d0_2) : tensor<5x4x?xf32>
    %g1_fillval0 = arith.constant -3.000000e+00 : f32
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : f32) outs(%g1_empty0 : tensor<5x4x?xf32>) -> tensor<5x4x?xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1, d0)>, affine_map<(d0, d1, d2) -> (d2, d1, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v0, %arg1, %arg2 : tensor<5x4x1x?xf32>, tensor<2x4x5xf32>, tensor<?x4x5xf32>) outs(%g1_fill0 : tensor<5x4x?xf32>) {
    ^bb0(%g1_in0: f32, %g1_in1: f32, %g1_in2: f32, %g1_out0: f32):
      %g1_0 = arith.maximumf %g1_in2, %g1_in2 : f32
      linalg.yield %g1_0 : f32
    } -> tensor<5x4x?xf32>
    %g2_c0_1 = arith.constant 3 : index
    %g2_d0_1 = tensor.dim %v0, %g2_c0_1 : tensor<5x4x1x?xf32>
    %g2_empty0 = tensor.empty(%g2_d0_1) : tensor<4x?x5xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0, 0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v0 : tensor<5x4x1x?xf32>) outs(%g2_empty0 : tensor<4x?x5xf32>) {
    ^bb0(%g2_in0: f32, %g2_out0: f32):
      %g2_0 = arith.constant 0.000000e+00 : f32
      %g2_1 = arith.cmpf olt, %g2_in0, %g2_0 : f32
      %g2_2 = math.exp %g2_in0 : f32
      %g2_3 = arith.minimumf %g2_in0, %g2_in0 : f32
      %g2_4 = arith.mulf %g2_2, %g2_3 : f32
      %g2_5 = arith.select %g2_1, %g2_in0, %g2_4 : f32
      linalg.yield %g2_5 : f32
    } -> tensor<4x?x5xf32>
    %g3_c0_0 = arith.constant 1 : index
    %g3_d0_0 = tensor.dim %v2, %g3_c0_0 : tensor<4x?x5xf32>
    %g3_empty0 = tensor.empty(%g3_d0_0) : tensor<?x5x4xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v2 : tensor<4x?x5xf32>) outs(%g3_empty0 : tensor<?x5x4xf32>) {
    ^bb0(%g3_in0: f32, %g3_out0: f32):
      %g3_0 = arith.mulf %g3_in0, %g3_in0 : f32
      %g3_1 = arith.negf %g3_0 : f32
      %g3_2 = arith.addf %g3_in0, %g3_1 : f32
      linalg.yield %g3_2 : f32
    } -> tensor<?x5x4xf32>
    %g4_c0_0 = arith.constant 0 : index
    %g4_d0_0 = tensor.dim %v3, %g4_c0_0 : tensor<?x5x4xf32>
    %g4_empty0 = tensor.empty(%g4_d0_0) : tensor<?x5x5x4xf32>
    %v4 = linalg.broadcast ins(%v3 : tensor<?x5x4xf32>) outs(%g4_empty0 : tensor<?x5x5x4xf32>) dimensions = [2]
    %p5_padval = arith.constant 7.000000e+00 : f32
    %v5 = tensor.pad %v4 low[%arg4, 1, 2, 0] high[0, %arg5, %arg6, 1] {
    ^bb0(%p5_i0: index, %p5_i1: index, %p5_i2: index, %p5_i3: index):
      tensor.yield %p5_padval : f32
    } : tensor<?x5x5x4xf32> to tensor<?x?x?x5xf32>
    return %v1, %v5 : tensor<5x4x?xf32>, tensor<?x?x?x5xf32>
  }
}
