// Corpus case 'refused-diffusion-consumer-writes-into-nest': `fusefuzz generate --seed 35` under strategy diffusion.
// EXPECT: pass
// STRATEGY: diffusion
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}diffusion:upstream-declined: consumer op taking the result of scf.for as init is not supported=
module attributes {fusefuzz.seed = 35 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<2xi32>, %arg1: tensor<2xi32>, %arg2: tensor<?xi32> {fusefuzz.shape = array<i64: 2>}, %arg3: i32, %arg4: tensor<3x3x5xf32>, %arg5: tensor<4xi8>, %arg6: tensor<4xf16>, %arg7: tensor<2x?xf32> {fusefuzz.shape = array<i64: 2, 2>}, %arg8: tensor<2x2xf32>) -> (tensor<?xi32>, tensor<3x15xf32>, tensor<4xf16>, tensor<2x?xf32>) {
    %g0_c0_0 = arith.constant 0 : index
    %g0_d0_0 = tensor.dim %arg2, %g0_c0_0 : tensor<?xi32>
    %g0_empty0 = tensor.empty(%g0_d0_0) : tensor<?xi32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0, %arg1, %arg2 : tensor<2xi32>, tensor<2xi32>, tensor<?xi32>) outs(%g0_empty0 : tensor<?xi32>) {
    ^bb0(%g0_in0: i32, %g0_in1: i32, %g0_in2: i32, %g0_out0: i32):
      %g0_0 = arith.constant 0 : i32
      %g0_1 = arith.constant 1 : i32
      %g0_2 = arith.cmpi eq, %g0_in0, %g0_0 : i32
      %g0_3 = arith.constant -1 : i32
      %g0_4 = arith.cmpi eq, %g0_in0, %g0_3 : i32
      %g0_5 = arith.ori %g0_2, %g0_4 : i1
      %g0_6 = arith.select %g0_5, %g0_1, %g0_in0 : i32
      %g0_7 = arith.remsi %g0_in2, %g0_6 : i32
      linalg.yield %g0_7 : i32
    } -> tensor<?xi32>
    %v1 = tensor.collapse_shape %arg4 [[0], [1, 2]] : tensor<3x3x5xf32> into tensor<3x15xf32>
    %g2_empty0 = tensor.empty() : tensor<4xf16>
    %g2_fillval0 = arith.constant 2.000000e+00 : f16
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : f16) outs(%g2_empty0 : tensor<4xf16>) -> tensor<4xf16>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg5, %arg6, %arg6 : tensor<4xi8>, tensor<4xf16>, tensor<4xf16>) outs(%g2_fill0 : tensor<4xf16>) {
    ^bb0(%g2_in0: i8, %g2_in1: f16, %g2_in2: f16, %g2_out0: f16):
      %g2_0 = arith.sitofp %g2_in0 : i8 to f16
      %g2_1 = arith.sitofp %g2_in0 : i8 to f16
      %g2_2 = arith.minimumf %g2_0, %g2_1 : f16
      %g2_3 = arith.constant 1.000000e+00 : f16
      %g2_4 = arith.cmpf olt, %g2_2, %g2_3 : f16
      %g2_5 = arith.constant 1.000000e+00 : f16
      %g2_6 = math.exp %g2_in1 : f16
      %g2_7 = arith.select %g2_4, %g2_5, %g2_6 : f16
      linalg.yield %g2_7 : f16
    } -> tensor<4xf16>
    %g3_c0_1 = arith.constant 1 : index
    %g3_d0_1 = tensor.dim %arg7, %g3_c0_1 : tensor<2x?xf32>
    %g3_empty0 = tensor.empty(%g3_d0_1) : tensor<2x?xf32>
    %g3_fillval0 = arith.constant 5.000000e-01 : f32
    %g3_fill0 = linalg.fill ins(%g3_fillval0 : f32) outs(%g3_empty0 : tensor<2x?xf32>) -> tensor<2x?xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg7, %arg8 : tensor<2x?xf32>, tensor<2x2xf32>) outs(%g3_fill0 : tensor<2x?xf32>) {
    ^bb0(%g3_in0: f32, %g3_in1: f32, %g3_out0: f32):
      %g3_0 = arith.constant 1.000000e+00 : f32
      %g3_1 = arith.cmpf ugt, %g3_0, %g3_in0 : f32
      %g3_2 = arith.constant -1.500000e+00 : f32
      %g3_3 = arith.select %g3_1, %g3_in0, %g3_2 : f32
      %g3_4 = math.sqrt %g3_3 : f32
      linalg.yield %g3_4 : f32
    } -> tensor<2x?xf32>
    return %v0, %v1, %v2, %v3 : tensor<?xi32>, tensor<3x15xf32>, tensor<4xf16>, tensor<2x?xf32>
  }
}
