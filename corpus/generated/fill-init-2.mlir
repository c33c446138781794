// Corpus case 'fill-init': `fusefuzz generate --seed 52` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 52 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<2x1xf32>, %arg1: tensor<?x2x?x1xf32> {fusefuzz.shape = array<i64: 2, 2, 2, 1>}, %arg2: tensor<?x?x1x2xf32> {fusefuzz.shape = array<i64: 2, 2, 1, 2>}, %arg3: tensor<2x1x2x?xf32> {fusefuzz.shape = array<i64: 2, 1, 2, 2>}) -> (tensor<?x?x1x?xf32>, tensor<?x?x1x?xf32>) {
    %g0_c0_0 = arith.constant 0 : index
    %g0_d0_0 = tensor.dim %arg1, %g0_c0_0 : tensor<?x2x?x1xf32>
    %g0_c0_1 = arith.constant 1 : index
    %g0_d0_1 = tensor.dim %arg2, %g0_c0_1 : tensor<?x?x1x2xf32>
    %g0_c0_2 = arith.constant 2 : index
    %g0_d0_2 = tensor.dim %arg1, %g0_c0_2 : tensor<?x2x?x1xf32>
    %g0_empty0 = tensor.empty(%g0_d0_0, %g0_d0_1, %g0_d0_2) : tensor<?x?x?x1xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<2x1xf32>, tensor<?x2x?x1xf32>, tensor<?x?x1x2xf32>) outs(%g0_empty0 : tensor<?x?x?x1xf32>) {
    ^bb0(%g0_in0: f32, %g0_in1: f32, %g0_in2: f32, %g0_out0: f32):
      %g0_0 = math.exp %g0_in2 : f32
      linalg.yield %g0_0 : f32
    } -> tensor<?x?x?x1xf32>
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %v0, %g1_c0_0 : tensor<?x?x?x1xf32>
    %g1_c0_1 = arith.constant 1 : index
    %g1_d0_1 = tensor.dim %v0, %g1_c0_1 : tensor<?x?x?x1xf32>
    %g1_c0_2 = arith.constant 2 : index
    %g1_d0_2 = tensor.dim %v0, %g1_c0_2 : tensor<?x?x?x1xf32>
    %g1_empty0 = tensor.empty(%g1_d0_0, %g1_d0_1, %g1_d0_2) : tensor<?x?x?x1xf32>
    %g1_fillval0 = arith.constant -0.000000e+00 : f32
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : f32) outs(%g1_empty0 : tensor<?x?x?x1xf32>) -> tensor<?x?x?x1xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v0, %arg3 : tensor<?x?x?x1xf32>, tensor<2x1x2x?xf32>) outs(%g1_fill0 : tensor<?x?x?x1xf32>) {
    ^bb0(%g1_in0: f32, %g1_in1: f32, %g1_out0: f32):
      %g1_0 = arith.mulf %g1_in0, %g1_in0 : f32
      linalg.yield %g1_0 : f32
    } -> tensor<?x?x?x1xf32>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %v1, %g2_c0_0 : tensor<?x?x?x1xf32>
    %g2_c0_1 = arith.constant 1 : index
    %g2_d0_1 = tensor.dim %v1, %g2_c0_1 : tensor<?x?x?x1xf32>
    %g2_c0_3 = arith.constant 2 : index
    %g2_d0_3 = tensor.dim %v1, %g2_c0_3 : tensor<?x?x?x1xf32>
    %g2_empty0 = tensor.empty(%g2_d0_0, %g2_d0_1, %g2_d0_3) : tensor<?x?x1x?xf32>
    %g2_c1_0 = arith.constant 0 : index
    %g2_d1_0 = tensor.dim %v1, %g2_c1_0 : tensor<?x?x?x1xf32>
    %g2_c1_1 = arith.constant 1 : index
    %g2_d1_1 = tensor.dim %v1, %g2_c1_1 : tensor<?x?x?x1xf32>
    %g2_c1_3 = arith.constant 2 : index
    %g2_d1_3 = tensor.dim %v1, %g2_c1_3 : tensor<?x?x?x1xf32>
    %g2_empty1 = tensor.empty(%g2_d1_0, %g2_d1_1, %g2_d1_3) : tensor<?x?x1x?xf32>
    %v2:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v1 : tensor<?x?x?x1xf32>) outs(%g2_empty0, %g2_empty1 : tensor<?x?x1x?xf32>, tensor<?x?x1x?xf32>) {
    ^bb0(%g2_in0: f32, %g2_out0: f32, %g2_out1: f32):
      %g2_0 = math.floor %g2_in0 : f32
      %g2_1 = arith.addf %g2_in0, %g2_in0 : f32
      %g2_2 = arith.cmpf oeq, %g2_0, %g2_1 : f32
      %g2_3 = arith.subf %g2_in0, %g2_in0 : f32
      %g2_4 = arith.constant -1.500000e+00 : f32
      %g2_5 = arith.cmpf oeq, %g2_4, %g2_in0 : f32
      %g2_6 = arith.select %g2_5, %g2_in0, %g2_in0 : f32
      %g2_7 = arith.select %g2_2, %g2_3, %g2_6 : f32
      %g2_8 = arith.constant 5.000000e-01 : f32
      %g2_9 = arith.addf %g2_7, %g2_8 : f32
      %g2_10 = arith.constant 2.000000e+00 : f32
      %g2_11 = arith.maximumf %g2_10, %g2_in0 : f32
      %g2_12 = arith.maximumf %g2_11, %g2_in0 : f32
      %g2_13 = math.absf %g2_12 : f32
      linalg.yield %g2_9, %g2_13 : f32, f32
    } -> (tensor<?x?x1x?xf32>, tensor<?x?x1x?xf32>)
    return %v2#0, %v2#1 : tensor<?x?x1x?xf32>, tensor<?x?x1x?xf32>
  }
}
