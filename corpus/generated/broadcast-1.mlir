// Corpus case 'broadcast': `fusefuzz generate --seed 30` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 30 : i64, fusefuzz.policy = "0xff4bf7f6d7a45ffa"} {
  func.func @case(%arg0: tensor<?x1x?xf16> {fusefuzz.shape = array<i64: 4, 1, 3>}, %arg1: index {fusefuzz.value = 2 : i64}, %arg2: index {fusefuzz.value = 1 : i64}, %arg3: index {fusefuzz.value = 0 : i64}, %arg4: tensor<4x6x4xf16>, %arg5: tensor<4xi32>, %arg6: tensor<5xi8>, %arg7: index {fusefuzz.value = 1 : i64}) -> (tensor<4x6x4xi32>, tensor<4x6x4xi32>, tensor<?xi8>, tensor<4x5x6x4xf32>) {
    %p0_padval = arith.constant 2.000000e+00 : f16
    %v0 = tensor.pad %arg0 low[2, %arg1, %arg2] high[0, 1, %arg3] {
    ^bb0(%p0_i0: index, %p0_i1: index, %p0_i2: index):
      tensor.yield %p0_padval : f16
    } : tensor<?x1x?xf16> to tensor<?x?x?xf16>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v0 : tensor<?x?x?xf16>) outs(%arg4 : tensor<4x6x4xf16>) {
    ^bb0(%g1_in0: f16, %g1_out0: f16):
      %g1_0 = math.floor %g1_out0 : f16
      %g1_1 = math.exp %g1_out0 : f16
      %g1_2 = arith.maximumf %g1_0, %g1_1 : f16
      %g1_3 = arith.constant -3.000000e+00 : f16
      %g1_4 = arith.addf %g1_3, %g1_in0 : f16
      %g1_5 = math.absf %g1_4 : f16
      %g1_6 = arith.mulf %g1_2, %g1_5 : f16
      linalg.yield %g1_6 : f16
    } -> tensor<4x6x4xf16>
    %g2_empty0 = tensor.empty() : tensor<4x6x4xi32>
    %g2_empty1 = tensor.empty() : tensor<4x6x4xi32>
    %v2:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v1, %arg5 : tensor<4x6x4xf16>, tensor<4xi32>) outs(%g2_empty0, %g2_empty1 : tensor<4x6x4xi32>, tensor<4x6x4xi32>) {
    ^bb0(%g2_in0: f16, %g2_in1: i32, %g2_out0: i32, %g2_out1: i32):
      %g2_0 = linalg.index 2 : index
      %g2_1 = arith.index_cast %g2_0 : index to i32
      %g2_2 = arith.cmpf uno, %g2_in0, %g2_in0 : f16
      %g2_3 = arith.constant -1.000000e+02 : f16
      %g2_4 = arith.constant 1.000000e+02 : f16
      %g2_5 = arith.constant 0.000000e+00 : f16
      %g2_6 = arith.maximumf %g2_in0, %g2_3 : f16
      %g2_7 = arith.minimumf %g2_6, %g2_4 : f16
      %g2_8 = arith.select %g2_2, %g2_5, %g2_7 : f16
      %g2_9 = arith.fptosi %g2_8 : f16 to i32
      %g2_10 = arith.constant 32 : i32
      %g2_11 = arith.remui %g2_9, %g2_10 : i32
      %g2_12 = arith.shli %g2_1, %g2_11 : i32
      %g2_13 = arith.maxui %g2_in1, %g2_in1 : i32
      %g2_14 = arith.ori %g2_12, %g2_13 : i32
      %g2_15 = linalg.index 0 : index
      %g2_16 = arith.index_cast %g2_15 : index to i32
      %g2_17 = linalg.index 0 : index
      %g2_18 = arith.index_cast %g2_17 : index to i32
      %g2_19 = arith.cmpf uno, %g2_in0, %g2_in0 : f16
      %g2_20 = arith.constant -1.000000e+02 : f16
      %g2_21 = arith.constant 1.000000e+02 : f16
      %g2_22 = arith.constant 0.000000e+00 : f16
      %g2_23 = arith.maximumf %g2_in0, %g2_20 : f16
      %g2_24 = arith.minimumf %g2_23, %g2_21 : f16
      %g2_25 = arith.select %g2_19, %g2_22, %g2_24 : f16
      %g2_26 = arith.fptosi %g2_25 : f16 to i32
      %g2_27 = arith.muli %g2_18, %g2_26 : i32
      %g2_28 = arith.addi %g2_16, %g2_27 : i32
      linalg.yield %g2_14, %g2_28 : i32, i32
    } -> (tensor<4x6x4xi32>, tensor<4x6x4xi32>)
    %g3_empty0 = tensor.empty() : tensor<5xi8>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg6 : tensor<5xi8>) outs(%g3_empty0 : tensor<5xi8>) {
    ^bb0(%g3_in0: i8, %g3_out0: i8):
      %g3_0 = arith.constant -2 : i8
      %g3_1 = arith.constant 8 : i8
      %g3_2 = arith.remui %g3_in0, %g3_1 : i8
      %g3_3 = arith.shli %g3_0, %g3_2 : i8
      linalg.yield %g3_3 : i8
    } -> tensor<5xi8>
    %p4_padval = arith.constant -3 : i8
    %v4 = tensor.pad %v3 low[1] high[%arg7] {
    ^bb0(%p4_i0: index):
      tensor.yield %p4_padval : i8
    } : tensor<5xi8> to tensor<?xi8>
    %g5_empty0 = tensor.empty() : tensor<4x5x6x4xf32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3, d2, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v1 : tensor<4x6x4xf16>) outs(%g5_empty0 : tensor<4x5x6x4xf32>) {
    ^bb0(%g5_in0: f16, %g5_out0: f32):
      %g5_0 = arith.extf %g5_in0 : f16 to f32
      %g5_1 = arith.extf %g5_in0 : f16 to f32
      %g5_2 = arith.extf %g5_in0 : f16 to f32
      %g5_3 = arith.divf %g5_1, %g5_2 : f32
      %g5_4 = arith.extf %g5_in0 : f16 to f32
      %g5_5 = arith.cmpf ugt, %g5_3, %g5_4 : f32
      %g5_6 = arith.extf %g5_in0 : f16 to f32
      %g5_7 = arith.negf %g5_6 : f32
      %g5_8 = arith.extf %g5_in0 : f16 to f32
      %g5_9 = math.floor %g5_8 : f32
      %g5_10 = arith.select %g5_5, %g5_7, %g5_9 : f32
      %g5_11 = arith.minimumf %g5_0, %g5_10 : f32
      linalg.yield %g5_11 : f32
    } -> tensor<4x5x6x4xf32>
    return %v2#0, %v2#1, %v4, %v5 : tensor<4x6x4xi32>, tensor<4x6x4xi32>, tensor<?xi8>, tensor<4x5x6x4xf32>
  }
}
