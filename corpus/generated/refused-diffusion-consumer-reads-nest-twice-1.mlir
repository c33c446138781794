// Corpus case 'refused-diffusion-consumer-reads-nest-twice': `fusefuzz generate --seed 22` under strategy diffusion.
// EXPECT: pass
// STRATEGY: diffusion
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}diffusion:consumer-reads-nest-twice=
module attributes {fusefuzz.seed = 22 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<1x2x5x3xf32>, %arg1: tensor<1x?x3xf32> {fusefuzz.shape = array<i64: 1, 5, 3>}, %arg2: tensor<?x2x?x3xf32> {fusefuzz.shape = array<i64: 1, 2, 5, 3>}, %arg3: tensor<1x2x?xf32> {fusefuzz.shape = array<i64: 1, 2, 5>}, %arg4: tensor<1x2x5xf32>) -> (tensor<1x2x?x2xf32>) {
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg1 : tensor<1x2x5x3xf32>, tensor<1x?x3xf32>) outs(%arg2 : tensor<?x2x?x3xf32>) {
    ^bb0(%g0_in0: f32, %g0_in1: f32, %g0_out0: f32):
      %g0_0 = math.floor %g0_in0 : f32
      linalg.yield %g0_0 : f32
    } -> tensor<?x2x?x3xf32>
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %v0, %g1_c0_0 : tensor<?x2x?x3xf32>
    %g1_c0_2 = arith.constant 2 : index
    %g1_d0_2 = tensor.dim %v0, %g1_c0_2 : tensor<?x2x?x3xf32>
    %g1_empty0 = tensor.empty(%g1_d0_0, %g1_d0_2) : tensor<?x2x?x3xf32>
    %g1_c1_0 = arith.constant 0 : index
    %g1_d1_0 = tensor.dim %v0, %g1_c1_0 : tensor<?x2x?x3xf32>
    %g1_c1_2 = arith.constant 2 : index
    %g1_d1_2 = tensor.dim %v0, %g1_c1_2 : tensor<?x2x?x3xf32>
    %g1_empty1 = tensor.empty(%g1_d1_0, %g1_d1_2) : tensor<?x2x?x3xf32>
    %v1:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v0 : tensor<?x2x?x3xf32>) outs(%g1_empty0, %g1_empty1 : tensor<?x2x?x3xf32>, tensor<?x2x?x3xf32>) {
    ^bb0(%g1_in0: f32, %g1_out0: f32, %g1_out1: f32):
      %g1_0 = arith.constant -0.000000e+00 : f32
      %g1_1 = arith.cmpf ugt, %g1_0, %g1_in0 : f32
      %g1_2 = arith.select %g1_1, %g1_in0, %g1_in0 : f32
      %g1_3 = arith.cmpf ord, %g1_in0, %g1_in0 : f32
      %g1_4 = arith.select %g1_3, %g1_in0, %g1_in0 : f32
      %g1_5 = arith.divf %g1_2, %g1_4 : f32
      %g1_6 = arith.constant 5.000000e-01 : f32
      %g1_7 = arith.cmpf oeq, %g1_5, %g1_6 : f32
      %g1_8 = math.absf %g1_in0 : f32
      %g1_9 = arith.maximumf %g1_in0, %g1_in0 : f32
      %g1_10 = arith.mulf %g1_8, %g1_9 : f32
      %g1_11 = arith.select %g1_7, %g1_in0, %g1_10 : f32
      %g1_12 = arith.constant 0.000000e+00 : f32
      %g1_13 = arith.cmpf oeq, %g1_12, %g1_in0 : f32
      %g1_14 = arith.select %g1_13, %g1_in0, %g1_in0 : f32
      %g1_15 = arith.constant 5.000000e-01 : f32
      %g1_16 = arith.maximumf %g1_in0, %g1_15 : f32
      %g1_17 = arith.maximumf %g1_14, %g1_16 : f32
      %g1_18 = math.sqrt %g1_17 : f32
      linalg.yield %g1_11, %g1_18 : f32, f32
    } -> (tensor<?x2x?x3xf32>, tensor<?x2x?x3xf32>)
    %v2:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%v1#1, %v1#0, %v1#1 : tensor<?x2x?x3xf32>, tensor<?x2x?x3xf32>, tensor<?x2x?x3xf32>) outs(%arg3, %arg4 : tensor<1x2x?xf32>, tensor<1x2x5xf32>) {
    ^bb0(%g2_in0: f32, %g2_in1: f32, %g2_in2: f32, %g2_out0: f32, %g2_out1: f32):
      %g2_0 = arith.constant -0.000000e+00 : f32
      %g2_1 = arith.mulf %g2_out1, %g2_0 : f32
      %g2_2 = arith.maximumf %g2_out0, %g2_1 : f32
      %g2_3 = arith.negf %g2_out0 : f32
      %g2_4 = arith.addf %g2_out1, %g2_3 : f32
      linalg.yield %g2_2, %g2_4 : f32, f32
    } -> (tensor<1x2x?xf32>, tensor<1x2x5xf32>)
    %g3_c0_2 = arith.constant 2 : index
    %g3_d0_2 = tensor.dim %v2#0, %g3_c0_2 : tensor<1x2x?xf32>
    %g3_empty0 = tensor.empty(%g3_d0_2) : tensor<1x2x?x2xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v2#1, %v2#0 : tensor<1x2x5xf32>, tensor<1x2x?xf32>) outs(%g3_empty0 : tensor<1x2x?x2xf32>) {
    ^bb0(%g3_in0: f32, %g3_in1: f32, %g3_out0: f32):
      %g3_0 = linalg.index 2 : index
      %g3_1 = arith.index_cast %g3_0 : index to i32
      %g3_2 = arith.sitofp %g3_1 : i32 to f32
      %g3_3 = math.sqrt %g3_2 : f32
      linalg.yield %g3_3 : f32
    } -> tensor<1x2x?x2xf32>
    return %v3 : tensor<1x2x?x2xf32>
  }
}
