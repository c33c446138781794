// Corpus case 'transform-fuse-into-forall': `fusefuzz generate --seed 10` under strategy transform.
// EXPECT: pass
// STRATEGY: transform
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}TransformFuseIntoForall=
module attributes {fusefuzz.seed = 10 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<1x5x?x1xf32> {fusefuzz.shape = array<i64: 1, 5, 4, 1>}, %arg1: tensor<?x4x3x1xf32> {fusefuzz.shape = array<i64: 1, 4, 3, 1>}, %arg2: tensor<2x1x?xf32> {fusefuzz.shape = array<i64: 2, 1, 2>}, %arg3: tensor<2xf32>) -> (tensor<?x4x3x1xf32>, tensor<2xf32>) {
    %g0_empty0 = tensor.empty() : tensor<1x3x4x1xf32>
    %g0_fillval0 = arith.constant -3.000000e+00 : f32
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : f32) outs(%g0_empty0 : tensor<1x3x4x1xf32>) -> tensor<1x3x4x1xf32>
    %g0_window = tensor.empty() : tensor<3x1xf32>
    %v0 = linalg.pooling_nhwc_sum {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%arg0, %g0_window : tensor<1x5x?x1xf32>, tensor<3x1xf32>) outs(%g0_fill0 : tensor<1x3x4x1xf32>) -> tensor<1x3x4x1xf32>
    %g1_empty0 = tensor.empty() : tensor<1x4x3x1xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d1, d0, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d0, d1, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v0 : tensor<1x3x4x1xf32>) outs(%g1_empty0 : tensor<1x4x3x1xf32>) {
    ^bb0(%g1_in0: f32, %g1_out0: f32):
      %g1_0 = arith.constant -3.000000e+00 : f32
      %g1_1 = linalg.index 1 : index
      %g1_2 = arith.index_cast %g1_1 : index to i32
      %g1_3 = arith.sitofp %g1_2 : i32 to f32
      %g1_4 = arith.cmpf olt, %g1_3, %g1_in0 : f32
      %g1_5 = arith.select %g1_4, %g1_in0, %g1_in0 : f32
      %g1_6 = arith.addf %g1_0, %g1_5 : f32
      linalg.yield %g1_6 : f32
    } -> tensor<1x4x3x1xf32>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %arg1, %g2_c0_0 : tensor<?x4x3x1xf32>
    %g2_empty0 = tensor.empty(%g2_d0_0) : tensor<?x4x3x1xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v1, %arg1 : tensor<1x4x3x1xf32>, tensor<?x4x3x1xf32>) outs(%g2_empty0 : tensor<?x4x3x1xf32>) {
    ^bb0(%g2_in0: f32, %g2_in1: f32, %g2_out0: f32):
      %g2_0 = arith.cmpf une, %g2_in1, %g2_in1 : f32
      %g2_1 = arith.constant 2.000000e+00 : f32
      %g2_2 = arith.select %g2_0, %g2_1, %g2_in0 : f32
      %g2_3 = arith.negf %g2_2 : f32
      linalg.yield %g2_3 : f32
    } -> tensor<?x4x3x1xf32>
    %g3_c0_0 = arith.constant 2 : index
    %g3_d0_0 = tensor.dim %arg2, %g3_c0_0 : tensor<2x1x?xf32>
    %g3_empty0 = tensor.empty(%g3_d0_0) : tensor<?x1x2xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d1, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2 : tensor<2x1x?xf32>) outs(%g3_empty0 : tensor<?x1x2xf32>) {
    ^bb0(%g3_in0: f32, %g3_out0: f32):
      %g3_0 = math.floor %g3_in0 : f32
      %g3_1 = math.sqrt %g3_0 : f32
      linalg.yield %g3_1 : f32
    } -> tensor<?x1x2xf32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%v3 : tensor<?x1x2xf32>) outs(%arg3 : tensor<2xf32>) {
    ^bb0(%g4_in0: f32, %g4_out0: f32):
      %g4_0 = arith.cmpf oeq, %g4_in0, %g4_in0 : f32
      %g4_1 = arith.select %g4_0, %g4_in0, %g4_out0 : f32
      %g4_2 = arith.minimumf %g4_out0, %g4_out0 : f32
      %g4_3 = arith.maximumf %g4_1, %g4_2 : f32
      %g4_4 = arith.maximumf %g4_out0, %g4_3 : f32
      linalg.yield %g4_4 : f32
    } -> tensor<2xf32>
    return %v2, %v4 : tensor<?x4x3x1xf32>, tensor<2xf32>
  }
}
