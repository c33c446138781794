// Corpus case 'pad-only': `fusefuzz generate --seed 0` under strategy pad.
// EXPECT: pass
// STRATEGY: pad
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}FusePadOp=
module attributes {fusefuzz.seed = 0 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<?xf32> {fusefuzz.shape = array<i64: 4>}, %arg1: tensor<4xi8>, %arg2: index {fusefuzz.value = 2 : i64}, %arg3: index {fusefuzz.value = 2 : i64}, %arg4: tensor<8x5x5xi8>, %arg5: tensor<?x5x8xi32> {fusefuzz.shape = array<i64: 5, 5, 8>}, %arg6: tensor<8xf32>) -> (tensor<?xf32>) {
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<?xf32>) outs(%arg1 : tensor<4xi8>) {
    ^bb0(%g0_in0: f32, %g0_out0: i8):
      %g0_0 = arith.cmpf uno, %g0_in0, %g0_in0 : f32
      %g0_1 = arith.constant -1.000000e+02 : f32
      %g0_2 = arith.constant 1.000000e+02 : f32
      %g0_3 = arith.constant 0.000000e+00 : f32
      %g0_4 = arith.maximumf %g0_in0, %g0_1 : f32
      %g0_5 = arith.minimumf %g0_4, %g0_2 : f32
      %g0_6 = arith.select %g0_0, %g0_3, %g0_5 : f32
      %g0_7 = arith.fptosi %g0_6 : f32 to i32
      %g0_8 = arith.trunci %g0_7 : i32 to i8
      %g0_9 = arith.cmpf uno, %g0_in0, %g0_in0 : f32
      %g0_10 = arith.constant -1.000000e+02 : f32
      %g0_11 = arith.constant 1.000000e+02 : f32
      %g0_12 = arith.constant 0.000000e+00 : f32
      %g0_13 = arith.maximumf %g0_in0, %g0_10 : f32
      %g0_14 = arith.minimumf %g0_13, %g0_11 : f32
      %g0_15 = arith.select %g0_9, %g0_12, %g0_14 : f32
      %g0_16 = arith.fptosi %g0_15 : f32 to i32
      %g0_17 = arith.trunci %g0_16 : i32 to i8
      %g0_18 = arith.addi %g0_8, %g0_17 : i8
      linalg.yield %g0_18 : i8
    } -> tensor<4xi8>
    %p1_padval = arith.constant -1 : i8
    %v1 = tensor.pad %v0 low[%arg2] high[%arg3] {
    ^bb0(%p1_i0: index):
      tensor.yield %p1_padval : i8
    } : tensor<4xi8> to tensor<?xi8>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %v1, %g2_c0_0 : tensor<?xi8>
    %g2_empty0 = tensor.empty(%g2_d0_0) : tensor<?xi8>
    %g2_fillval0 = arith.constant 4 : i8
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : i8) outs(%g2_empty0 : tensor<?xi8>) -> tensor<?xi8>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v1 : tensor<?xi8>) outs(%g2_fill0 : tensor<?xi8>) {
    ^bb0(%g2_in0: i8, %g2_out0: i8):
      %g2_0 = arith.constant 5 : i8
      %g2_1 = arith.constant 8 : i8
      %g2_2 = arith.remui %g2_out0, %g2_1 : i8
      %g2_3 = arith.shrsi %g2_0, %g2_2 : i8
      %g2_4 = arith.cmpi ult, %g2_3, %g2_out0 : i8
      %g2_5 = arith.addi %g2_in0, %g2_out0 : i8
      %g2_6 = arith.select %g2_4, %g2_5, %g2_out0 : i8
      linalg.yield %g2_6 : i8
    } -> tensor<?xi8>
    %g3_c0_0 = arith.constant 0 : index
    %g3_d0_0 = tensor.dim %v2, %g3_c0_0 : tensor<?xi8>
    %g3_empty0 = tensor.empty(%g3_d0_0) : tensor<?xi8>
    %g3_fillval0 = arith.constant 1 : i8
    %g3_fill0 = linalg.fill ins(%g3_fillval0 : i8) outs(%g3_empty0 : tensor<?xi8>) -> tensor<?xi8>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2, d1, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%v2, %arg4, %arg5 : tensor<?xi8>, tensor<8x5x5xi8>, tensor<?x5x8xi32>) outs(%g3_fill0 : tensor<?xi8>) {
    ^bb0(%g3_in0: i8, %g3_in1: i8, %g3_in2: i32, %g3_out0: i8):
      %g3_0 = linalg.index 2 : index
      %g3_1 = arith.index_cast %g3_0 : index to i32
      %g3_2 = arith.trunci %g3_1 : i32 to i8
      %g3_3 = linalg.index 1 : index
      %g3_4 = arith.index_cast %g3_3 : index to i32
      %g3_5 = arith.trunci %g3_4 : i32 to i8
      %g3_6 = arith.cmpi eq, %g3_out0, %g3_5 : i8
      %g3_7 = linalg.index 2 : index
      %g3_8 = arith.index_cast %g3_7 : index to i32
      %g3_9 = arith.trunci %g3_8 : i32 to i8
      %g3_10 = arith.select %g3_6, %g3_9, %g3_in1 : i8
      %g3_11 = arith.andi %g3_2, %g3_10 : i8
      %g3_12 = arith.maxsi %g3_out0, %g3_11 : i8
      linalg.yield %g3_12 : i8
    } -> tensor<?xi8>
    %g4_c0_0 = arith.constant 0 : index
    %g4_d0_0 = tensor.dim %v3, %g4_c0_0 : tensor<?xi8>
    %g4_empty0 = tensor.empty(%g4_d0_0) : tensor<?xf32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v3, %arg6 : tensor<?xi8>, tensor<8xf32>) outs(%g4_empty0 : tensor<?xf32>) {
    ^bb0(%g4_in0: i8, %g4_in1: f32, %g4_out0: f32):
      %g4_0 = arith.sitofp %g4_in0 : i8 to f32
      %g4_1 = arith.mulf %g4_in1, %g4_0 : f32
      linalg.yield %g4_1 : f32
    } -> tensor<?xf32>
    return %v4 : tensor<?xf32>
  }
}
