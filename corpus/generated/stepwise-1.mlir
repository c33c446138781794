// Corpus case 'stepwise': `fusefuzz generate --seed 3` under strategy stepwise.
// EXPECT: pass
// STRATEGY: stepwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}stepwise=
module attributes {fusefuzz.seed = 3 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<4x5xf32>, %arg1: tensor<5x4xf32>, %arg2: tensor<?x2xf32> {fusefuzz.shape = array<i64: 4, 2>}, %arg3: tensor<5x?xf32> {fusefuzz.shape = array<i64: 5, 2>}, %arg4: tensor<5xi32>, %arg5: tensor<f16>, %arg6: tensor<3x4x?xf16> {fusefuzz.shape = array<i64: 3, 4, 4>}, %arg7: tensor<3xf16>) -> (tensor<5x4xf32>, tensor<5x?xf32>, tensor<5xi32>, tensor<3xf16>) {
    %g0_empty0 = tensor.empty() : tensor<4x5xf32>
    %g0_fillval0 = arith.constant -0.000000e+00 : f32
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : f32) outs(%g0_empty0 : tensor<4x5xf32>) -> tensor<4x5xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x5xf32>) outs(%g0_fill0 : tensor<4x5xf32>) {
    ^bb0(%g0_in0: f32, %g0_out0: f32):
      %g0_0 = arith.cmpf ugt, %g0_in0, %g0_in0 : f32
      %g0_1 = arith.select %g0_0, %g0_in0, %g0_in0 : f32
      %g0_2 = arith.cmpf ord, %g0_in0, %g0_1 : f32
      %g0_3 = arith.subf %g0_in0, %g0_in0 : f32
      %g0_4 = arith.maximumf %g0_in0, %g0_in0 : f32
      %g0_5 = arith.select %g0_2, %g0_3, %g0_4 : f32
      %g0_6 = math.exp %g0_5 : f32
      linalg.yield %g0_6 : f32
    } -> tensor<4x5xf32>
    %g1_empty1 = tensor.empty() : tensor<5x4xf32>
    %v1:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v0 : tensor<4x5xf32>) outs(%arg1, %g1_empty1 : tensor<5x4xf32>, tensor<5x4xf32>) {
    ^bb0(%g1_in0: f32, %g1_out0: f32, %g1_out1: f32):
      %g1_0 = arith.cmpf une, %g1_in0, %g1_in0 : f32
      %g1_1 = arith.select %g1_0, %g1_in0, %g1_in0 : f32
      %g1_2 = arith.cmpf ord, %g1_in0, %g1_in0 : f32
      %g1_3 = arith.select %g1_2, %g1_in0, %g1_in0 : f32
      linalg.yield %g1_1, %g1_3 : f32, f32
    } -> (tensor<5x4xf32>, tensor<5x4xf32>)
    %v2 = linalg.matmul ins(%v1#1, %arg2 : tensor<5x4xf32>, tensor<?x2xf32>) outs(%arg3 : tensor<5x?xf32>) -> tensor<5x?xf32>
    %g3_empty0 = tensor.empty() : tensor<5xi32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg4 : tensor<5xi32>) outs(%g3_empty0 : tensor<5xi32>) {
    ^bb0(%g3_in0: i32, %g3_out0: i32):
      %g3_0 = linalg.index 0 : index
      %g3_1 = arith.index_cast %g3_0 : index to i32
      %g3_2 = arith.minsi %g3_1, %g3_in0 : i32
      linalg.yield %g3_2 : i32
    } -> tensor<5xi32>
    %g4_c0_1 = arith.constant 2 : index
    %g4_d0_1 = tensor.dim %arg6, %g4_c0_1 : tensor<3x4x?xf16>
    %g4_empty0 = tensor.empty(%g4_d0_1) : tensor<3x?xf16>
    %g4_fillval0 = arith.constant -3.000000e+00 : f16
    %g4_fill0 = linalg.fill ins(%g4_fillval0 : f16) outs(%g4_empty0 : tensor<3x?xf16>) -> tensor<3x?xf16>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg5, %arg6 : tensor<f16>, tensor<3x4x?xf16>) outs(%g4_fill0 : tensor<3x?xf16>) {
    ^bb0(%g4_in0: f16, %g4_in1: f16, %g4_out0: f16):
      %g4_0 = math.sqrt %g4_out0 : f16
      %g4_1 = arith.maximumf %g4_out0, %g4_0 : f16
      linalg.yield %g4_1 : f16
    } -> tensor<3x?xf16>
    %g5_empty0 = tensor.empty() : tensor<3xf16>
    %g5_fillval0 = arith.constant -1.500000e+00 : f16
    %g5_fill0 = linalg.fill ins(%g5_fillval0 : f16) outs(%g5_empty0 : tensor<3xf16>) -> tensor<3xf16>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%v4, %arg7 : tensor<3x?xf16>, tensor<3xf16>) outs(%g5_fill0 : tensor<3xf16>) {
    ^bb0(%g5_in0: f16, %g5_in1: f16, %g5_out0: f16):
      %g5_0 = arith.addf %g5_out0, %g5_out0 : f16
      %g5_1 = math.sqrt %g5_0 : f16
      %g5_2 = arith.mulf %g5_out0, %g5_1 : f16
      linalg.yield %g5_2 : f16
    } -> tensor<3xf16>
    return %v1#0, %v2, %v3, %v5 : tensor<5x4xf32>, tensor<5x?xf32>, tensor<5xi32>, tensor<3xf16>
  }
}
