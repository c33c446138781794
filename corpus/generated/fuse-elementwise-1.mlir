// Corpus case 'fuse-elementwise': `fusefuzz generate --seed 2` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}FuseElementwiseOps=
module attributes {fusefuzz.seed = 2 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<1x3x1xf32>, %arg1: tensor<f32>, %arg2: tensor<2x1x?x1xf32> {fusefuzz.shape = array<i64: 2, 1, 3, 1>}, %arg3: tensor<2x?x1xf32> {fusefuzz.shape = array<i64: 2, 1, 1>}, %arg4: tensor<4x1x2x1xf32>, %arg5: tensor<?x?x?xf32> {fusefuzz.shape = array<i64: 4, 1, 2>}) -> (tensor<2x?x1xf32>, tensor<2x1x1xf32>, tensor<?x?x?xf32>) {
    %g0_empty1 = tensor.empty() : tensor<2x1x1xf32>
    %g0_fillval1 = arith.constant 1.000000e+00 : f32
    %g0_fill1 = linalg.fill ins(%g0_fillval1 : f32) outs(%g0_empty1 : tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %v0:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<1x3x1xf32>, tensor<f32>, tensor<2x1x?x1xf32>) outs(%arg3, %g0_fill1 : tensor<2x?x1xf32>, tensor<2x1x1xf32>) {
    ^bb0(%g0_in0: f32, %g0_in1: f32, %g0_in2: f32, %g0_out0: f32, %g0_out1: f32):
      %g0_0 = arith.cmpf oeq, %g0_in0, %g0_out0 : f32
      %g0_1 = arith.constant 5.000000e-01 : f32
      %g0_2 = arith.select %g0_0, %g0_1, %g0_in2 : f32
      %g0_3 = arith.cmpf olt, %g0_out1, %g0_2 : f32
      %g0_4 = arith.maximumf %g0_in0, %g0_in2 : f32
      %g0_5 = arith.constant 1.000000e+00 : f32
      %g0_6 = arith.addf %g0_5, %g0_in1 : f32
      %g0_7 = arith.select %g0_3, %g0_4, %g0_6 : f32
      %g0_8 = arith.minimumf %g0_out0, %g0_7 : f32
      %g0_9 = math.floor %g0_in0 : f32
      %g0_10 = arith.negf %g0_9 : f32
      %g0_11 = arith.minimumf %g0_out1, %g0_10 : f32
      linalg.yield %g0_8, %g0_11 : f32, f32
    } -> (tensor<2x?x1xf32>, tensor<2x1x1xf32>)
    %g1_empty0 = tensor.empty() : tensor<4x1x2x1xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v0#1, %arg4, %arg4 : tensor<2x1x1xf32>, tensor<4x1x2x1xf32>, tensor<4x1x2x1xf32>) outs(%g1_empty0 : tensor<4x1x2x1xf32>) {
    ^bb0(%g1_in0: f32, %g1_in1: f32, %g1_in2: f32, %g1_out0: f32):
      %g1_0 = linalg.index 0 : index
      %g1_1 = arith.index_cast %g1_0 : index to i32
      %g1_2 = arith.sitofp %g1_1 : i32 to f32
      %g1_3 = arith.cmpf ord, %g1_in0, %g1_2 : f32
      %g1_4 = linalg.index 3 : index
      %g1_5 = arith.index_cast %g1_4 : index to i32
      %g1_6 = arith.sitofp %g1_5 : i32 to f32
      %g1_7 = linalg.index 1 : index
      %g1_8 = arith.index_cast %g1_7 : index to i32
      %g1_9 = arith.sitofp %g1_8 : i32 to f32
      %g1_10 = arith.select %g1_3, %g1_6, %g1_9 : f32
      %g1_11 = math.sqrt %g1_in2 : f32
      %g1_12 = arith.cmpf ugt, %g1_10, %g1_11 : f32
      %g1_13 = linalg.index 0 : index
      %g1_14 = arith.index_cast %g1_13 : index to i32
      %g1_15 = arith.sitofp %g1_14 : i32 to f32
      %g1_16 = arith.negf %g1_15 : f32
      %g1_17 = linalg.index 3 : index
      %g1_18 = arith.index_cast %g1_17 : index to i32
      %g1_19 = arith.sitofp %g1_18 : i32 to f32
      %g1_20 = arith.cmpf oge, %g1_19, %g1_in0 : f32
      %g1_21 = arith.select %g1_20, %g1_in2, %g1_in0 : f32
      %g1_22 = arith.select %g1_12, %g1_16, %g1_21 : f32
      linalg.yield %g1_22 : f32
    } -> tensor<4x1x2x1xf32>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %arg5, %g2_c0_0 : tensor<?x?x?xf32>
    %g2_c0_1 = arith.constant 1 : index
    %g2_d0_1 = tensor.dim %arg5, %g2_c0_1 : tensor<?x?x?xf32>
    %g2_c0_2 = arith.constant 2 : index
    %g2_d0_2 = tensor.dim %arg5, %g2_c0_2 : tensor<?x?x?xf32>
    %g2_empty0 = tensor.empty(%g2_d0_0, %g2_d0_1, %g2_d0_2) : tensor<?x?x?xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v1, %arg5, %arg5 : tensor<4x1x2x1xf32>, tensor<?x?x?xf32>, tensor<?x?x?xf32>) outs(%g2_empty0 : tensor<?x?x?xf32>) {
    ^bb0(%g2_in0: f32, %g2_in1: f32, %g2_in2: f32, %g2_out0: f32):
      %g2_0 = math.sqrt %g2_in2 : f32
      %g2_1 = linalg.index 0 : index
      %g2_2 = arith.index_cast %g2_1 : index to i32
      %g2_3 = arith.sitofp %g2_2 : i32 to f32
      %g2_4 = arith.minimumf %g2_3, %g2_in0 : f32
      %g2_5 = math.absf %g2_4 : f32
      %g2_6 = arith.maximumf %g2_0, %g2_5 : f32
      linalg.yield %g2_6 : f32
    } -> tensor<?x?x?xf32>
    return %v0#0, %v0#1, %v2 : tensor<2x?x1xf32>, tensor<2x1x1xf32>, tensor<?x?x?xf32>
  }
}
