// Corpus case 'named-batch-matmul': `fusefuzz generate --seed 8` under strategy all.
// EXPECT: pass
// STRATEGY: all
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 8 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<5x2x?xf32> {fusefuzz.shape = array<i64: 5, 2, 4>}, %arg1: tensor<4x5x2xf32>, %arg2: tensor<?x2x4xf32> {fusefuzz.shape = array<i64: 4, 2, 4>}, %arg3: index {fusefuzz.value = 0 : i64}, %arg4: index {fusefuzz.value = 1 : i64}, %arg5: index {fusefuzz.value = 0 : i64}, %arg6: tensor<7x?xi32> {fusefuzz.shape = array<i64: 7, 6>}, %arg7: tensor<5x?xi32> {fusefuzz.shape = array<i64: 5, 7>}, %arg8: tensor<5x7x6xi32>, %arg9: tensor<5x7x6xi32>) -> (tensor<5x7x6xi32>, tensor<5x7x6xi32>) {
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<5x2x?xf32>) outs(%arg1 : tensor<4x5x2xf32>) {
    ^bb0(%g0_in0: f32, %g0_out0: f32):
      %g0_0 = arith.cmpf oeq, %g0_in0, %g0_in0 : f32
      %g0_1 = arith.constant 5.000000e-01 : f32
      %g0_2 = arith.select %g0_0, %g0_in0, %g0_1 : f32
      %g0_3 = math.sqrt %g0_2 : f32
      linalg.yield %g0_3 : f32
    } -> tensor<4x5x2xf32>
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %arg2, %g1_c0_0 : tensor<?x2x4xf32>
    %g1_empty0 = tensor.empty(%g1_d0_0) : tensor<?x5x4xf32>
    %g1_fillval0 = arith.constant -1.500000e+00 : f32
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : f32) outs(%g1_empty0 : tensor<?x5x4xf32>) -> tensor<?x5x4xf32>
    %v1 = linalg.batch_matmul ins(%v0, %arg2 : tensor<4x5x2xf32>, tensor<?x2x4xf32>) outs(%g1_fill0 : tensor<?x5x4xf32>) -> tensor<?x5x4xf32>
    %p2_padval = arith.constant 1.000000e+00 : f32
    %v2 = tensor.pad %v1 low[%arg3, 1, %arg5] high[%arg4, 1, 2] {
    ^bb0(%p2_i0: index, %p2_i1: index, %p2_i2: index):
      tensor.yield %p2_padval : f32
    } : tensor<?x5x4xf32> to tensor<?x7x?xf32>
    %v3:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v2, %arg6, %arg7 : tensor<?x7x?xf32>, tensor<7x?xi32>, tensor<5x?xi32>) outs(%arg8, %arg9 : tensor<5x7x6xi32>, tensor<5x7x6xi32>) {
    ^bb0(%g3_in0: f32, %g3_in1: i32, %g3_in2: i32, %g3_out0: i32, %g3_out1: i32):
      %g3_0 = arith.constant 2 : i32
      %g3_1 = arith.cmpf uno, %g3_in0, %g3_in0 : f32
      %g3_2 = arith.constant -1.000000e+02 : f32
      %g3_3 = arith.constant 1.000000e+02 : f32
      %g3_4 = arith.constant 0.000000e+00 : f32
      %g3_5 = arith.maximumf %g3_in0, %g3_2 : f32
      %g3_6 = arith.minimumf %g3_5, %g3_3 : f32
      %g3_7 = arith.select %g3_1, %g3_4, %g3_6 : f32
      %g3_8 = arith.fptosi %g3_7 : f32 to i32
      %g3_9 = arith.subi %g3_0, %g3_8 : i32
      %g3_10 = arith.maxui %g3_out0, %g3_out1 : i32
      %g3_11 = arith.cmpf uno, %g3_in0, %g3_in0 : f32
      %g3_12 = arith.constant -1.000000e+02 : f32
      %g3_13 = arith.constant 1.000000e+02 : f32
      %g3_14 = arith.constant 0.000000e+00 : f32
      %g3_15 = arith.maximumf %g3_in0, %g3_12 : f32
      %g3_16 = arith.minimumf %g3_15, %g3_13 : f32
      %g3_17 = arith.select %g3_11, %g3_14, %g3_16 : f32
      %g3_18 = arith.fptosi %g3_17 : f32 to i32
      %g3_19 = arith.cmpi ugt, %g3_18, %g3_out1 : i32
      %g3_20 = arith.cmpf uno, %g3_in0, %g3_in0 : f32
      %g3_21 = arith.constant -1.000000e+02 : f32
      %g3_22 = arith.constant 1.000000e+02 : f32
      %g3_23 = arith.constant 0.000000e+00 : f32
      %g3_24 = arith.maximumf %g3_in0, %g3_21 : f32
      %g3_25 = arith.minimumf %g3_24, %g3_22 : f32
      %g3_26 = arith.select %g3_20, %g3_23, %g3_25 : f32
      %g3_27 = arith.fptosi %g3_26 : f32 to i32
      %g3_28 = arith.select %g3_19, %g3_27, %g3_out0 : i32
      %g3_29 = arith.constant 0 : i32
      %g3_30 = arith.constant 1 : i32
      %g3_31 = arith.cmpi eq, %g3_28, %g3_29 : i32
      %g3_32 = arith.constant -1 : i32
      %g3_33 = arith.cmpi eq, %g3_28, %g3_32 : i32
      %g3_34 = arith.ori %g3_31, %g3_33 : i1
      %g3_35 = arith.select %g3_34, %g3_30, %g3_28 : i32
      %g3_36 = arith.remsi %g3_10, %g3_35 : i32
      linalg.yield %g3_9, %g3_36 : i32, i32
    } -> (tensor<5x7x6xi32>, tensor<5x7x6xi32>)
    return %v3#0, %v3#1 : tensor<5x7x6xi32>, tensor<5x7x6xi32>
  }
}
