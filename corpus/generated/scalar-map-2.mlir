// Corpus case 'scalar-map': `fusefuzz generate --seed 31` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 31 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<5x4xf32>, %arg1: tensor<4x?xf32> {fusefuzz.shape = array<i64: 4, 5>}, %arg2: tensor<5x4xf32>, %arg3: index {fusefuzz.value = 2 : i64}, %arg4: index {fusefuzz.value = 0 : i64}, %arg5: index {fusefuzz.value = 0 : i64}, %arg6: tensor<?xf32> {fusefuzz.shape = array<i64: 1>}, %arg7: tensor<4x5x1xf32>, %arg8: tensor<3xi8>, %arg9: tensor<3xi8>, %arg10: tensor<?xi8> {fusefuzz.shape = array<i64: 3>}, %arg11: tensor<3xi8>, %arg12: tensor<3xi8>) -> (tensor<?x?xf32>, tensor<?x4x?xf32>, tensor<3xi8>, tensor<i8>) {
    %g0_c0_1 = arith.constant 1 : index
    %g0_d0_1 = tensor.dim %arg1, %g0_c0_1 : tensor<4x?xf32>
    %g0_empty0 = tensor.empty(%g0_d0_1) : tensor<4x?xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<5x4xf32>, tensor<4x?xf32>, tensor<5x4xf32>) outs(%g0_empty0 : tensor<4x?xf32>) {
    ^bb0(%g0_in0: f32, %g0_in1: f32, %g0_in2: f32, %g0_out0: f32):
      %g0_0 = arith.addf %g0_in0, %g0_in2 : f32
      %g0_1 = math.floor %g0_0 : f32
      %g0_2 = arith.divf %g0_1, %g0_in1 : f32
      linalg.yield %g0_2 : f32
    } -> tensor<4x?xf32>
    %p1_padval = arith.constant -1.500000e+00 : f32
    %v1 = tensor.pad %v0 low[%arg3, 1] high[%arg4, %arg5] {
    ^bb0(%p1_i0: index, %p1_i1: index):
      tensor.yield %p1_padval : f32
    } : tensor<4x?xf32> to tensor<?x?xf32>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %arg6, %g2_c0_0 : tensor<?xf32>
    %g2_c0_2 = arith.constant 1 : index
    %g2_d0_2 = tensor.dim %v0, %g2_c0_2 : tensor<4x?xf32>
    %g2_empty0 = tensor.empty(%g2_d0_0, %g2_d0_2) : tensor<?x4x?xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2, d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v0, %arg6, %arg7 : tensor<4x?xf32>, tensor<?xf32>, tensor<4x5x1xf32>) outs(%g2_empty0 : tensor<?x4x?xf32>) {
    ^bb0(%g2_in0: f32, %g2_in1: f32, %g2_in2: f32, %g2_out0: f32):
      %g2_0 = arith.negf %g2_in0 : f32
      %g2_1 = arith.maximumf %g2_0, %g2_in1 : f32
      %g2_2 = arith.minimumf %g2_in2, %g2_in1 : f32
      %g2_3 = arith.negf %g2_2 : f32
      %g2_4 = arith.mulf %g2_1, %g2_3 : f32
      linalg.yield %g2_4 : f32
    } -> tensor<?x4x?xf32>
    %g3_empty0 = tensor.empty() : tensor<i8>
    %g3_fillval0 = arith.constant 4 : i8
    %g3_fill0 = linalg.fill ins(%g3_fillval0 : i8) outs(%g3_empty0 : tensor<i8>) -> tensor<i8>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%arg8, %arg9, %arg10 : tensor<3xi8>, tensor<3xi8>, tensor<?xi8>) outs(%g3_fill0 : tensor<i8>) {
    ^bb0(%g3_in0: i8, %g3_in1: i8, %g3_in2: i8, %g3_out0: i8):
      %g3_0 = arith.xori %g3_out0, %g3_in0 : i8
      %g3_1 = arith.muli %g3_out0, %g3_in1 : i8
      %g3_2 = arith.constant 8 : i8
      %g3_3 = arith.remui %g3_1, %g3_2 : i8
      %g3_4 = arith.shrui %g3_0, %g3_3 : i8
      %g3_5 = arith.muli %g3_out0, %g3_4 : i8
      linalg.yield %g3_5 : i8
    } -> tensor<i8>
    %g4_empty0 = tensor.empty() : tensor<3xi8>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v3, %arg11, %arg12 : tensor<i8>, tensor<3xi8>, tensor<3xi8>) outs(%g4_empty0 : tensor<3xi8>) {
    ^bb0(%g4_in0: i8, %g4_in1: i8, %g4_in2: i8, %g4_out0: i8):
      %g4_0 = arith.constant 1 : i8
      %g4_1 = arith.maxsi %g4_0, %g4_in0 : i8
      %g4_2 = arith.maxui %g4_in1, %g4_1 : i8
      linalg.yield %g4_2 : i8
    } -> tensor<3xi8>
    %g5_empty0 = tensor.empty() : tensor<i8>
    %g5_fillval0 = arith.constant 1 : i8
    %g5_fill0 = linalg.fill ins(%g5_fillval0 : i8) outs(%g5_empty0 : tensor<i8>) -> tensor<i8>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%v4 : tensor<3xi8>) outs(%g5_fill0 : tensor<i8>) {
    ^bb0(%g5_in0: i8, %g5_out0: i8):
      %g5_0 = arith.minsi %g5_in0, %g5_out0 : i8
      %g5_1 = arith.constant 5 : i8
      %g5_2 = arith.constant 2 : i8
      %g5_3 = arith.cmpi ult, %g5_1, %g5_2 : i8
      %g5_4 = arith.select %g5_3, %g5_in0, %g5_out0 : i8
      %g5_5 = arith.ori %g5_0, %g5_4 : i8
      %g5_6 = arith.xori %g5_out0, %g5_5 : i8
      linalg.yield %g5_6 : i8
    } -> tensor<i8>
    return %v1, %v2, %v4, %v5 : tensor<?x?xf32>, tensor<?x4x?xf32>, tensor<3xi8>, tensor<i8>
  }
}
