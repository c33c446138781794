// A closed false alarm of the end-to-end proof (default campaign of seed
// 20261124 in decide mode, case seed 7835009187756452398): %arg0 (1x1x1x1) is
// read at d0 * 3 and the result at (d0, 0); the sizes where either read is
// out of bounds in the unfused function were taken as a counterexample. Both
// reads now add their in-bounds conditions.
// EXPECT: pass
// STRATEGY: all
// EQUIVALENCE: decide
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: equivalence: proved
module attributes {fusefuzz.strategy = "all", fusefuzz.seed = 7835009187756452398 : i64, fusefuzz.policy = "0x704eae7228c8393f"} {
  func.func @case(%arg0: tensor<1x1x1x1xf32>, %arg1: tensor<?x?x1x1xf32> {fusefuzz.shape = array<i64: 1, 1, 1, 1>}) -> (tensor<?xf32>) {
    %g0_c0_0 = arith.constant 1 : index
    %g0_d0_0 = tensor.dim %arg1, %g0_c0_0 : tensor<?x?x1x1xf32>
    %g0_c0_2 = arith.constant 0 : index
    %g0_d0_2 = tensor.dim %arg1, %g0_c0_2 : tensor<?x?x1x1xf32>
    %g0_empty0 = tensor.empty(%g0_d0_0, %g0_d0_2) : tensor<?x1x?x1xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0 * 3, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d0, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg1 : tensor<1x1x1x1xf32>, tensor<?x?x1x1xf32>) outs(%g0_empty0 : tensor<?x1x?x1xf32>) {
    ^bb0(%g0_in0: f32, %g0_in1: f32, %g0_out0: f32):
      %g0_0 = arith.divf %g0_in0, %g0_in0 : f32
      %g0_1 = arith.maximumf %g0_in0, %g0_0 : f32
      linalg.yield %g0_1 : f32
    } -> tensor<?x1x?x1xf32>
    %g1_c0_0 = arith.constant 2 : index
    %g1_d0_0 = tensor.dim %v0, %g1_c0_0 : tensor<?x1x?x1xf32>
    %g1_c0_1 = arith.constant 0 : index
    %g1_d0_1 = tensor.dim %v0, %g1_c0_1 : tensor<?x1x?x1xf32>
    %g1_empty0 = tensor.empty(%g1_d0_0, %g1_d0_1) : tensor<?x?xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0, d1, 0)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]} ins(%v0 : tensor<?x1x?x1xf32>) outs(%g1_empty0 : tensor<?x?xf32>) {
    ^bb0(%g1_in0: f32, %g1_out0: f32):
      %g1_0 = arith.constant -1.500000e+00 : f32
      %g1_1 = arith.maximumf %g1_0, %g1_in0 : f32
      %g1_2 = arith.constant 2.000000e+00 : f32
      %g1_3 = arith.constant 7.000000e+00 : f32
      %g1_4 = arith.addf %g1_2, %g1_3 : f32
      %g1_5 = arith.cmpf une, %g1_1, %g1_4 : f32
      %g1_6 = math.sqrt %g1_in0 : f32
      %g1_7 = arith.maximumf %g1_in0, %g1_in0 : f32
      %g1_8 = arith.select %g1_5, %g1_6, %g1_7 : f32
      %g1_9 = arith.addf %g1_in0, %g1_8 : f32
      linalg.yield %g1_9 : f32
    } -> tensor<?x?xf32>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %v1, %g2_c0_0 : tensor<?x?xf32>
    %g2_empty0 = tensor.empty(%g2_d0_0) : tensor<?xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0, 0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v1 : tensor<?x?xf32>) outs(%g2_empty0 : tensor<?xf32>) {
    ^bb0(%g2_in0: f32, %g2_out0: f32):
      %g2_0 = arith.constant 7.000000e+00 : f32
      %g2_1 = arith.cmpf une, %g2_0, %g2_in0 : f32
      %g2_2 = arith.select %g2_1, %g2_in0, %g2_in0 : f32
      linalg.yield %g2_2 : f32
    } -> tensor<?xf32>
    return %v2 : tensor<?xf32>
  }
}
