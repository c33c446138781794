// Corpus case 'named-map': `fusefuzz generate --seed 2` under strategy all.
// EXPECT: pass
// STRATEGY: all
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 2 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<1xf32>, %arg1: tensor<f32>, %arg2: tensor<3x?xf32> {fusefuzz.shape = array<i64: 3, 1>}, %arg3: tensor<?xf32> {fusefuzz.shape = array<i64: 1>}, %arg4: tensor<f32>) -> (tensor<f32>) {
    %g0_c0_0 = arith.constant 1 : index
    %g0_d0_0 = tensor.dim %arg2, %g0_c0_0 : tensor<3x?xf32>
    %g0_empty0 = tensor.empty(%g0_d0_0) : tensor<?xf32>
    %g0_fillval0 = arith.constant 2.000000e+00 : f32
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : f32) outs(%g0_empty0 : tensor<?xf32>) -> tensor<?xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<1xf32>, tensor<f32>, tensor<3x?xf32>) outs(%g0_fill0 : tensor<?xf32>) {
    ^bb0(%g0_in0: f32, %g0_in1: f32, %g0_in2: f32, %g0_out0: f32):
      %g0_0 = linalg.index 0 : index
      %g0_1 = arith.index_cast %g0_0 : index to i32
      %g0_2 = arith.sitofp %g0_1 : i32 to f32
      %g0_3 = arith.cmpf ugt, %g0_2, %g0_in1 : f32
      %g0_4 = arith.constant -3.000000e+00 : f32
      %g0_5 = arith.select %g0_3, %g0_4, %g0_in2 : f32
      %g0_6 = arith.minimumf %g0_out0, %g0_5 : f32
      linalg.yield %g0_6 : f32
    } -> tensor<?xf32>
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %v0, %g1_c0_0 : tensor<?xf32>
    %g1_empty0 = tensor.empty(%g1_d0_0) : tensor<?xf32>
    %v1 = linalg.map ins(%v0 : tensor<?xf32>) outs(%g1_empty0 : tensor<?xf32>)
      (%g1_in0: f32, %g1_out0: f32) {
        %g1_0 = arith.constant 2.000000e+00 : f32
        %g1_1 = arith.cmpf ugt, %g1_0, %g1_in0 : f32
        %g1_2 = arith.constant -1.500000e+00 : f32
        %g1_3 = arith.select %g1_1, %g1_2, %g1_in0 : f32
        linalg.yield %g1_3 : f32
      }
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%v1, %arg3, %arg0 : tensor<?xf32>, tensor<?xf32>, tensor<1xf32>) outs(%arg4 : tensor<f32>) {
    ^bb0(%g2_in0: f32, %g2_in1: f32, %g2_in2: f32, %g2_out0: f32):
      %g2_0 = arith.negf %g2_in0 : f32
      %g2_1 = arith.maximumf %g2_out0, %g2_0 : f32
      linalg.yield %g2_1 : f32
    } -> tensor<f32>
    return %v2 : tensor<f32>
  }
}
