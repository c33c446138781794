// Corpus case 'scalar-pad-value': `fusefuzz generate --seed 49` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 49 : i64, fusefuzz.policy = "0xff4bf7f6d7a45ffa"} {
  func.func @case(%arg0: tensor<?x1x?x?xi1> {fusefuzz.shape = array<i64: 2, 1, 4, 5>}, %arg1: tensor<2x?xf32> {fusefuzz.shape = array<i64: 2, 3>}, %arg2: index {fusefuzz.value = 0 : i64}, %arg3: index {fusefuzz.value = 2 : i64}, %arg4: f32) -> (tensor<?x1x?x?xi1>, tensor<?x?xf32>) {
    %g0_c0_0 = arith.constant 0 : index
    %g0_d0_0 = tensor.dim %arg0, %g0_c0_0 : tensor<?x1x?x?xi1>
    %g0_c0_2 = arith.constant 2 : index
    %g0_d0_2 = tensor.dim %arg0, %g0_c0_2 : tensor<?x1x?x?xi1>
    %g0_c0_3 = arith.constant 3 : index
    %g0_d0_3 = tensor.dim %arg0, %g0_c0_3 : tensor<?x1x?x?xi1>
    %g0_empty0 = tensor.empty(%g0_d0_0, %g0_d0_2, %g0_d0_3) : tensor<?x1x?x?xi1>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<?x1x?x?xi1>) outs(%g0_empty0 : tensor<?x1x?x?xi1>) {
    ^bb0(%g0_in0: i1, %g0_out0: i1):
      %g0_0 = arith.uitofp %g0_in0 : i1 to f32
      %g0_1 = arith.uitofp %g0_in0 : i1 to f32
      %g0_2 = arith.uitofp %g0_in0 : i1 to f32
      %g0_3 = arith.cmpf oeq, %g0_1, %g0_2 : f32
      %g0_4 = arith.uitofp %g0_in0 : i1 to f32
      %g0_5 = arith.uitofp %g0_in0 : i1 to f32
      %g0_6 = arith.select %g0_3, %g0_4, %g0_5 : f32
      %g0_7 = arith.uitofp %g0_in0 : i1 to f32
      %g0_8 = arith.uitofp %g0_in0 : i1 to f32
      %g0_9 = arith.maximumf %g0_7, %g0_8 : f32
      %g0_10 = arith.cmpf oge, %g0_6, %g0_9 : f32
      %g0_11 = arith.uitofp %g0_in0 : i1 to f32
      %g0_12 = arith.uitofp %g0_in0 : i1 to f32
      %g0_13 = arith.minimumf %g0_11, %g0_12 : f32
      %g0_14 = arith.uitofp %g0_in0 : i1 to f32
      %g0_15 = arith.select %g0_10, %g0_13, %g0_14 : f32
      %g0_16 = arith.cmpf olt, %g0_0, %g0_15 : f32
      linalg.yield %g0_16 : i1
    } -> tensor<?x1x?x?xi1>
    %v1 = tensor.pad %arg1 low[%arg2, 0] high[2, %arg3] {
    ^bb0(%p1_i0: index, %p1_i1: index):
      tensor.yield %arg4 : f32
    } : tensor<2x?xf32> to tensor<?x?xf32>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %v1, %g2_c0_0 : tensor<?x?xf32>
    %g2_c0_1 = arith.constant 1 : index
    %g2_d0_1 = tensor.dim %v1, %g2_c0_1 : tensor<?x?xf32>
    %g2_empty0 = tensor.empty(%g2_d0_0, %g2_d0_1) : tensor<?x?xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v1 : tensor<?x?xf32>) outs(%g2_empty0 : tensor<?x?xf32>) {
    ^bb0(%g2_in0: f32, %g2_out0: f32):
      %g2_0 = arith.constant -1.500000e+00 : f32
      %g2_1 = arith.cmpf oge, %g2_in0, %g2_0 : f32
      %g2_2 = arith.select %g2_1, %g2_in0, %g2_in0 : f32
      linalg.yield %g2_2 : f32
    } -> tensor<?x?xf32>
    return %v0, %v2 : tensor<?x1x?x?xi1>, tensor<?x?xf32>
  }
}
