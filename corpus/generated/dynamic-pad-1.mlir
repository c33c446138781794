// Corpus case 'dynamic-pad': `fusefuzz generate --seed 21` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 21 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<?x5xi32> {fusefuzz.shape = array<i64: 1, 5>}, %arg1: tensor<1x4xf16>, %arg2: index {fusefuzz.value = 1 : i64}, %arg3: index {fusefuzz.value = 2 : i64}, %arg4: tensor<6x4xi32>, %arg5: tensor<6x4xi32>, %arg6: tensor<?xf32> {fusefuzz.shape = array<i64: 6>}) -> (tensor<?x3x5xi32>, tensor<?x?xi32>, tensor<?x?xf32>) {
    %g0_c0_0 = arith.constant 0 : index
    %g0_d0_0 = tensor.dim %arg0, %g0_c0_0 : tensor<?x5xi32>
    %g0_empty0 = tensor.empty(%g0_d0_0) : tensor<?x3x5xi32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1, d0)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<?x5xi32>) outs(%g0_empty0 : tensor<?x3x5xi32>) {
    ^bb0(%g0_in0: i32, %g0_out0: i32):
      %g0_0 = arith.maxsi %g0_in0, %g0_in0 : i32
      linalg.yield %g0_0 : i32
    } -> tensor<?x3x5xi32>
    %g1_empty0 = tensor.empty() : tensor<1x4xf16>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<1x4xf16>) outs(%g1_empty0 : tensor<1x4xf16>) {
    ^bb0(%g1_in0: f16, %g1_out0: f16):
      %g1_0 = arith.constant 5.000000e-01 : f16
      %g1_1 = arith.minimumf %g1_in0, %g1_in0 : f16
      %g1_2 = arith.addf %g1_in0, %g1_in0 : f16
      %g1_3 = arith.cmpf une, %g1_1, %g1_2 : f16
      %g1_4 = arith.subf %g1_in0, %g1_in0 : f16
      %g1_5 = arith.mulf %g1_in0, %g1_in0 : f16
      %g1_6 = arith.select %g1_3, %g1_4, %g1_5 : f16
      %g1_7 = arith.mulf %g1_0, %g1_6 : f16
      linalg.yield %g1_7 : f16
    } -> tensor<1x4xf16>
    %p2_padval = arith.constant -3.000000e+00 : f16
    %v2 = tensor.pad %v1 low[%arg2, 2] high[%arg3, 0] {
    ^bb0(%p2_i0: index, %p2_i1: index):
      tensor.yield %p2_padval : f16
    } : tensor<1x4xf16> to tensor<?x6xf16>
    %g3_c0_1 = arith.constant 0 : index
    %g3_d0_1 = tensor.dim %v2, %g3_c0_1 : tensor<?x6xf16>
    %g3_empty0 = tensor.empty(%g3_d0_1) : tensor<6x?xf16>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v2, %arg4, %arg4 : tensor<?x6xf16>, tensor<6x4xi32>, tensor<6x4xi32>) outs(%g3_empty0 : tensor<6x?xf16>) {
    ^bb0(%g3_in0: f16, %g3_in1: i32, %g3_in2: i32, %g3_out0: f16):
      %g3_0 = arith.constant -1.500000e+00 : f16
      %g3_1 = arith.sitofp %g3_in1 : i32 to f16
      %g3_2 = arith.cmpf olt, %g3_0, %g3_1 : f16
      %g3_3 = arith.constant -0.000000e+00 : f16
      %g3_4 = arith.select %g3_2, %g3_in0, %g3_3 : f16
      linalg.yield %g3_4 : f16
    } -> tensor<6x?xf16>
    %g4_c0_0 = arith.constant 0 : index
    %g4_d0_0 = tensor.dim %arg6, %g4_c0_0 : tensor<?xf32>
    %g4_c0_1 = arith.constant 1 : index
    %g4_d0_1 = tensor.dim %v3, %g4_c0_1 : tensor<6x?xf16>
    %g4_empty0 = tensor.empty(%g4_d0_0, %g4_d0_1) : tensor<?x?xi32>
    %g4_c1_0 = arith.constant 0 : index
    %g4_d1_0 = tensor.dim %arg6, %g4_c1_0 : tensor<?xf32>
    %g4_c1_1 = arith.constant 1 : index
    %g4_d1_1 = tensor.dim %v3, %g4_c1_1 : tensor<6x?xf16>
    %g4_empty1 = tensor.empty(%g4_d1_0, %g4_d1_1) : tensor<?x?xf32>
    %v4:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v3, %arg5, %arg6 : tensor<6x?xf16>, tensor<6x4xi32>, tensor<?xf32>) outs(%g4_empty0, %g4_empty1 : tensor<?x?xi32>, tensor<?x?xf32>) {
    ^bb0(%g4_in0: f16, %g4_in1: i32, %g4_in2: f32, %g4_out0: i32, %g4_out1: f32):
      %g4_0 = arith.cmpf uno, %g4_in0, %g4_in0 : f16
      %g4_1 = arith.constant -1.000000e+02 : f16
      %g4_2 = arith.constant 1.000000e+02 : f16
      %g4_3 = arith.constant 0.000000e+00 : f16
      %g4_4 = arith.maximumf %g4_in0, %g4_1 : f16
      %g4_5 = arith.minimumf %g4_4, %g4_2 : f16
      %g4_6 = arith.select %g4_0, %g4_3, %g4_5 : f16
      %g4_7 = arith.fptosi %g4_6 : f16 to i32
      %g4_8 = arith.constant 32 : i32
      %g4_9 = arith.remui %g4_7, %g4_8 : i32
      %g4_10 = arith.shrui %g4_in1, %g4_9 : i32
      %g4_11 = arith.extf %g4_in0 : f16 to f32
      %g4_12 = arith.extf %g4_in0 : f16 to f32
      %g4_13 = arith.mulf %g4_11, %g4_12 : f32
      linalg.yield %g4_10, %g4_13 : i32, f32
    } -> (tensor<?x?xi32>, tensor<?x?xf32>)
    return %v0, %v4#0, %v4#1 : tensor<?x3x5xi32>, tensor<?x?xi32>, tensor<?x?xf32>
  }
}
