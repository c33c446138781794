// Corpus case 'refused-intermediate-output-composed-maps-differ': `fusefuzz generate --seed 14 --strategy intermediate-output` under strategy intermediate-output.
// EXPECT: pass
// STRATEGY: intermediate-output
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}FuseKeepingIntermediates: composed-maps-differ=
module attributes {fusefuzz.seed = 14 : i64, fusefuzz.policy = "0x4ae1b44caad41e40"} {
  func.func @case(%arg0: tensor<?x?x?x4xi32> {fusefuzz.shape = array<i64: 6, 1, 2, 4>}, %arg1: tensor<?x?x4xf32> {fusefuzz.shape = array<i64: 2, 4, 4>}, %arg2: tensor<4xf32>, %arg3: tensor<4x2x3xf32>, %arg4: tensor<4x?x3xf32> {fusefuzz.shape = array<i64: 4, 4, 3>}) -> (tensor<4x?x?xf32>, tensor<4x?x3xf32>) {
    %cst0 = arith.constant dense<[[-3.000000e+00, 2.000000e+00, 5.000000e-01, 1.000000e+00], [-1.500000e+00, -3.000000e+00, -0.000000e+00, -0.000000e+00]]> : tensor<2x4xf32>
    %g0_c0_1 = arith.constant 1 : index
    %g0_d0_1 = tensor.dim %arg0, %g0_c0_1 : tensor<?x?x?x4xi32>
    %g0_c0_2 = arith.constant 2 : index
    %g0_d0_2 = tensor.dim %arg0, %g0_c0_2 : tensor<?x?x?x4xi32>
    %g0_empty0 = tensor.empty(%g0_d0_1, %g0_d0_2) : tensor<4x?x?x4xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0 + 2, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst0, %arg0 : tensor<2x4xf32>, tensor<?x?x?x4xi32>) outs(%g0_empty0 : tensor<4x?x?x4xf32>) {
    ^bb0(%g0_in0: f32, %g0_in1: i32, %g0_out0: f32):
      %g0_0 = arith.minimumf %g0_in0, %g0_in0 : f32
      %g0_1 = arith.constant -3.000000e+00 : f32
      %g0_2 = arith.maximumf %g0_1, %g0_in0 : f32
      %g0_3 = arith.divf %g0_0, %g0_2 : f32
      linalg.yield %g0_3 : f32
    } -> tensor<4x?x?x4xf32>
    %g1_c0_1 = arith.constant 2 : index
    %g1_d0_1 = tensor.dim %v0, %g1_c0_1 : tensor<4x?x?x4xf32>
    %g1_empty0 = tensor.empty(%g1_d0_1) : tensor<4x?x4xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, 0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v0 : tensor<4x?x?x4xf32>) outs(%g1_empty0 : tensor<4x?x4xf32>) {
    ^bb0(%g1_in0: f32, %g1_out0: f32):
      %g1_0 = arith.addf %g1_in0, %g1_in0 : f32
      linalg.yield %g1_0 : f32
    } -> tensor<4x?x4xf32>
    %g2_c0_0 = arith.constant 1 : index
    %g2_d0_0 = tensor.dim %arg1, %g2_c0_0 : tensor<?x?x4xf32>
    %g2_c0_1 = arith.constant 1 : index
    %g2_d0_1 = tensor.dim %v1, %g2_c0_1 : tensor<4x?x4xf32>
    %g2_empty0 = tensor.empty(%g2_d0_0, %g2_d0_1) : tensor<?x?x4xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d1, d0)>, affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v1, %arg1, %v1 : tensor<4x?x4xf32>, tensor<?x?x4xf32>, tensor<4x?x4xf32>) outs(%g2_empty0 : tensor<?x?x4xf32>) {
    ^bb0(%g2_in0: f32, %g2_in1: f32, %g2_in2: f32, %g2_out0: f32):
      %g2_0 = arith.constant 0.000000e+00 : f32
      %g2_1 = arith.cmpf olt, %g2_0, %g2_in1 : f32
      %g2_2 = arith.select %g2_1, %g2_in1, %g2_in1 : f32
      %g2_3 = math.absf %g2_2 : f32
      linalg.yield %g2_3 : f32
    } -> tensor<?x?x4xf32>
    %g3_c0_1 = arith.constant 0 : index
    %g3_d0_1 = tensor.dim %v2, %g3_c0_1 : tensor<?x?x4xf32>
    %g3_c0_2 = arith.constant 1 : index
    %g3_d0_2 = tensor.dim %v2, %g3_c0_2 : tensor<?x?x4xf32>
    %g3_empty0 = tensor.empty(%g3_d0_1, %g3_d0_2) : tensor<4x?x?xf32>
    %g3_fillval0 = arith.constant 5.000000e-01 : f32
    %g3_fill0 = linalg.fill ins(%g3_fillval0 : f32) outs(%g3_empty0 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v2 : tensor<?x?x4xf32>) outs(%g3_fill0 : tensor<4x?x?xf32>) {
    ^bb0(%g3_in0: f32, %g3_out0: f32):
      %g3_0 = linalg.index 1 : index
      %g3_1 = arith.constant 4 : index
      %g3_2 = arith.remui %g3_0, %g3_1 : index
      %g3_3 = tensor.extract %arg2[%g3_2] : tensor<4xf32>
      %g3_4 = linalg.index 0 : index
      %g3_5 = arith.constant 4 : index
      %g3_6 = arith.remui %g3_4, %g3_5 : index
      %g3_7 = tensor.extract %arg2[%g3_6] : tensor<4xf32>
      %g3_8 = arith.subf %g3_3, %g3_7 : f32
      linalg.yield %g3_8 : f32
    } -> tensor<4x?x?xf32>
    %g4_c0_1 = arith.constant 1 : index
    %g4_d0_1 = tensor.dim %v3, %g4_c0_1 : tensor<4x?x?xf32>
    %g4_c0_2 = arith.constant 2 : index
    %g4_d0_2 = tensor.dim %v3, %g4_c0_2 : tensor<4x?x?xf32>
    %g4_empty0 = tensor.empty(%g4_d0_1, %g4_d0_2) : tensor<4x?x?xf32>
    %g4_c1_1 = arith.constant 1 : index
    %g4_d1_1 = tensor.dim %v3, %g4_c1_1 : tensor<4x?x?xf32>
    %g4_c1_2 = arith.constant 2 : index
    %g4_d1_2 = tensor.dim %v3, %g4_c1_2 : tensor<4x?x?xf32>
    %g4_empty1 = tensor.empty(%g4_d1_1, %g4_d1_2) : tensor<4x?x?xf32>
    %v4:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v3 : tensor<4x?x?xf32>) outs(%g4_empty0, %g4_empty1 : tensor<4x?x?xf32>, tensor<4x?x?xf32>) {
    ^bb0(%g4_in0: f32, %g4_out0: f32, %g4_out1: f32):
      %g4_0 = arith.negf %g4_in0 : f32
      %g4_1 = math.floor %g4_in0 : f32
      linalg.yield %g4_0, %g4_1 : f32, f32
    } -> (tensor<4x?x?xf32>, tensor<4x?x?xf32>)
    %v5 = linalg.batch_matmul ins(%v4#1, %arg3 : tensor<4x?x?xf32>, tensor<4x2x3xf32>) outs(%arg4 : tensor<4x?x3xf32>) -> tensor<4x?x3xf32>
    return %v4#0, %v5 : tensor<4x?x?xf32>, tensor<4x?x3xf32>
  }
}
