// Corpus case 'refused-multi-operand-producer-kept-for-earlier-users': `fusefuzz generate --seed 2 --strategy multi-operand` under strategy multi-operand.
// EXPECT: pass
// STRATEGY: multi-operand
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}FuseOperands: producer-kept-for-earlier-users=
module attributes {fusefuzz.seed = 2 : i64, fusefuzz.policy = "0x4ae1b44caad41e40"} {
  func.func @case(%arg0: tensor<4x?xf32> {fusefuzz.shape = array<i64: 4, 1>}, %arg1: tensor<1x?xi32> {fusefuzz.shape = array<i64: 1, 4>}, %arg2: tensor<f32>, %arg3: tensor<4x?x1x4xf32> {fusefuzz.shape = array<i64: 4, 4, 1, 4>}, %arg4: f32) -> (tensor<?xf32>, tensor<4x?x?x4xf32>) {
    %g0_c0_0 = arith.constant 1 : index
    %g0_d0_0 = tensor.dim %arg0, %g0_c0_0 : tensor<4x?xf32>
    %g0_empty0 = tensor.empty(%g0_d0_0) : tensor<?xf32>
    %g0_fillval0 = arith.constant 0.000000e+00 : f32
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : f32) outs(%g0_empty0 : tensor<?xf32>) -> tensor<?xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg0, %arg1, %arg2 : tensor<4x?xf32>, tensor<1x?xi32>, tensor<f32>) outs(%g0_fill0 : tensor<?xf32>) {
    ^bb0(%g0_in0: f32, %g0_in1: i32, %g0_in2: f32, %g0_out0: f32):
      %g0_0 = arith.sitofp %g0_in1 : i32 to f32
      %g0_1 = arith.maximumf %g0_in2, %g0_0 : f32
      %g0_2 = arith.mulf %g0_1, %g0_in2 : f32
      %g0_3 = arith.mulf %g0_out0, %g0_2 : f32
      linalg.yield %g0_3 : f32
    } -> tensor<?xf32>
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %v0, %g1_c0_0 : tensor<?xf32>
    %g1_empty0 = tensor.empty(%g1_d0_0) : tensor<?xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v0, %v0 : tensor<?xf32>, tensor<?xf32>) outs(%g1_empty0 : tensor<?xf32>) {
    ^bb0(%g1_in0: f32, %g1_in1: f32, %g1_out0: f32):
      %g1_0 = linalg.index 0 : index
      %g1_1 = arith.index_cast %g1_0 : index to i32
      %g1_2 = arith.sitofp %g1_1 : i32 to f32
      %g1_3 = arith.cmpf oeq, %g1_in1, %g1_2 : f32
      %g1_4 = arith.select %g1_3, %g1_in1, %g1_in0 : f32
      linalg.yield %g1_4 : f32
    } -> tensor<?xf32>
    %g2_c0_1 = arith.constant 1 : index
    %g2_d0_1 = tensor.dim %arg3, %g2_c0_1 : tensor<4x?x1x4xf32>
    %g2_c0_2 = arith.constant 0 : index
    %g2_d0_2 = tensor.dim %v1, %g2_c0_2 : tensor<?xf32>
    %g2_empty0 = tensor.empty(%g2_d0_1, %g2_d0_2) : tensor<4x?x?x4xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v1, %arg3 : tensor<?xf32>, tensor<4x?x1x4xf32>) outs(%g2_empty0 : tensor<4x?x?x4xf32>) {
    ^bb0(%g2_in0: f32, %g2_in1: f32, %g2_out0: f32):
      %g2_0 = arith.negf %g2_in0 : f32
      %g2_1 = arith.addf %g2_in1, %g2_0 : f32
      %g2_2 = arith.addf %g2_in1, %g2_in1 : f32
      %g2_3 = arith.cmpf oge, %g2_in0, %g2_2 : f32
      %g2_4 = arith.maximumf %g2_in1, %arg4 : f32
      %g2_5 = math.absf %arg4 : f32
      %g2_6 = arith.select %g2_3, %g2_4, %g2_5 : f32
      %g2_7 = arith.maximumf %g2_1, %g2_6 : f32
      linalg.yield %g2_7 : f32
    } -> tensor<4x?x?x4xf32>
    return %v0, %v2 : tensor<?xf32>, tensor<4x?x?x4xf32>
  }
}
