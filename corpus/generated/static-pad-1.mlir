// Corpus case 'static-pad': `fusefuzz generate --seed 39` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 39 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<3x2xi8>, %arg1: tensor<1x?x4xf32> {fusefuzz.shape = array<i64: 1, 3, 4>}, %arg2: tensor<12xf32>, %arg3: tensor<?xf32> {fusefuzz.shape = array<i64: 12>}, %arg4: tensor<f32>, %arg5: tensor<5x1x?xi8> {fusefuzz.shape = array<i64: 5, 1, 3>}) -> (tensor<3x2xi8>, tensor<?xf32>, tensor<f32>, tensor<7x2x?xi8>) {
    %g0_empty0 = tensor.empty() : tensor<3x2xi8>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<3x2xi8>) outs(%g0_empty0 : tensor<3x2xi8>) {
    ^bb0(%g0_in0: i8, %g0_out0: i8):
      %g0_0 = arith.constant 0 : i8
      %g0_1 = arith.constant 1 : i8
      %g0_2 = arith.cmpi eq, %g0_in0, %g0_0 : i8
      %g0_3 = arith.select %g0_2, %g0_1, %g0_in0 : i8
      %g0_4 = arith.divui %g0_in0, %g0_3 : i8
      linalg.yield %g0_4 : i8
    } -> tensor<3x2xi8>
    %v1 = tensor.collapse_shape %arg1 [[0, 1, 2]] : tensor<1x?x4xf32> into tensor<?xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v1, %arg2 : tensor<?xf32>, tensor<12xf32>) outs(%arg3 : tensor<?xf32>) {
    ^bb0(%g2_in0: f32, %g2_in1: f32, %g2_out0: f32):
      %g2_0 = arith.mulf %g2_out0, %g2_in1 : f32
      %g2_1 = arith.constant -3.000000e+00 : f32
      %g2_2 = arith.divf %g2_in1, %g2_1 : f32
      %g2_3 = arith.cmpf une, %g2_0, %g2_2 : f32
      %g2_4 = arith.mulf %g2_in0, %g2_in0 : f32
      %g2_5 = arith.negf %g2_out0 : f32
      %g2_6 = arith.select %g2_3, %g2_4, %g2_5 : f32
      %g2_7 = math.exp %g2_out0 : f32
      %g2_8 = arith.constant 2.000000e+00 : f32
      %g2_9 = arith.addf %g2_out0, %g2_8 : f32
      %g2_10 = arith.cmpf une, %g2_7, %g2_9 : f32
      %g2_11 = arith.divf %g2_in1, %g2_out0 : f32
      %g2_12 = arith.select %g2_10, %g2_11, %g2_in0 : f32
      %g2_13 = arith.subf %g2_6, %g2_12 : f32
      linalg.yield %g2_13 : f32
    } -> tensor<?xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%v2 : tensor<?xf32>) outs(%arg4 : tensor<f32>) {
    ^bb0(%g3_in0: f32, %g3_out0: f32):
      %g3_0 = linalg.index 0 : index
      %g3_1 = arith.index_cast %g3_0 : index to i32
      %g3_2 = arith.sitofp %g3_1 : i32 to f32
      %g3_3 = math.absf %g3_2 : f32
      %g3_4 = arith.maximumf %g3_out0, %g3_3 : f32
      linalg.yield %g3_4 : f32
    } -> tensor<f32>
    %p4_padval = arith.constant -2 : i8
    %v4 = tensor.pad %arg5 low[0, 1, 0] high[2, 0, 1] {
    ^bb0(%p4_i0: index, %p4_i1: index, %p4_i2: index):
      tensor.yield %p4_padval : i8
    } : tensor<5x1x?xi8> to tensor<7x2x?xi8>
    return %v0, %v1, %v3, %v4 : tensor<3x2xi8>, tensor<?xf32>, tensor<f32>, tensor<7x2x?xi8>
  }
}
