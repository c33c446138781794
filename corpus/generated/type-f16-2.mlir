// Corpus case 'type-f16': `fusefuzz generate --seed 30` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 30 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<?x1x?xf16> {fusefuzz.shape = array<i64: 4, 1, 3>}, %arg1: index {fusefuzz.value = 2 : i64}, %arg2: index {fusefuzz.value = 1 : i64}, %arg3: index {fusefuzz.value = 0 : i64}, %arg4: tensor<i32>, %arg5: tensor<?xi32> {fusefuzz.shape = array<i64: 3>}, %arg6: tensor<i32>, %arg7: tensor<2xf32>, %arg8: tensor<?xf16> {fusefuzz.shape = array<i64: 2>}, %arg9: tensor<2xf32>, %arg10: tensor<2xf32>, %arg11: tensor<?xf32> {fusefuzz.shape = array<i64: 2>}, %arg12: tensor<4x2xi1>, %arg13: tensor<i1>) -> (tensor<?x?x?xf16>, tensor<?xf32>, tensor<?xf32>, tensor<2x4xi1>) {
    %p0_padval = arith.constant 2.000000e+00 : f16
    %v0 = tensor.pad %arg0 low[2, %arg1, %arg2] high[0, 1, %arg3] {
    ^bb0(%p0_i0: index, %p0_i1: index, %p0_i2: index):
      tensor.yield %p0_padval : f16
    } : tensor<?x1x?xf16> to tensor<?x?x?xf16>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%arg4, %arg5 : tensor<i32>, tensor<?xi32>) outs(%arg6 : tensor<i32>) {
    ^bb0(%g1_in0: i32, %g1_in1: i32, %g1_out0: i32):
      %g1_0 = linalg.index 0 : index
      %g1_1 = arith.index_cast %g1_0 : index to i32
      %g1_2 = arith.ori %g1_in1, %g1_1 : i32
      %g1_3 = arith.subi %g1_out0, %g1_in0 : i32
      %g1_4 = arith.maxsi %g1_2, %g1_3 : i32
      %g1_5 = arith.addi %g1_out0, %g1_4 : i32
      linalg.yield %g1_5 : i32
    } -> tensor<i32>
    %g2_empty0 = tensor.empty() : tensor<2xi32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v1, %arg7 : tensor<i32>, tensor<2xf32>) outs(%g2_empty0 : tensor<2xi32>) {
    ^bb0(%g2_in0: i32, %g2_in1: f32, %g2_out0: i32):
      %g2_0 = linalg.index 0 : index
      %g2_1 = arith.index_cast %g2_0 : index to i32
      %g2_2 = arith.constant 0 : i32
      %g2_3 = arith.constant 1 : i32
      %g2_4 = arith.cmpi eq, %g2_1, %g2_2 : i32
      %g2_5 = arith.select %g2_4, %g2_3, %g2_1 : i32
      %g2_6 = arith.divui %g2_in0, %g2_5 : i32
      %g2_7 = arith.cmpf uno, %g2_in1, %g2_in1 : f32
      %g2_8 = arith.constant -1.000000e+02 : f32
      %g2_9 = arith.constant 1.000000e+02 : f32
      %g2_10 = arith.constant 0.000000e+00 : f32
      %g2_11 = arith.maximumf %g2_in1, %g2_8 : f32
      %g2_12 = arith.minimumf %g2_11, %g2_9 : f32
      %g2_13 = arith.select %g2_7, %g2_10, %g2_12 : f32
      %g2_14 = arith.fptosi %g2_13 : f32 to i32
      %g2_15 = arith.maxsi %g2_6, %g2_14 : i32
      %g2_16 = linalg.index 0 : index
      %g2_17 = arith.index_cast %g2_16 : index to i32
      %g2_18 = arith.cmpf uno, %g2_in1, %g2_in1 : f32
      %g2_19 = arith.constant -1.000000e+02 : f32
      %g2_20 = arith.constant 1.000000e+02 : f32
      %g2_21 = arith.constant 0.000000e+00 : f32
      %g2_22 = arith.maximumf %g2_in1, %g2_19 : f32
      %g2_23 = arith.minimumf %g2_22, %g2_20 : f32
      %g2_24 = arith.select %g2_18, %g2_21, %g2_23 : f32
      %g2_25 = arith.fptosi %g2_24 : f32 to i32
      %g2_26 = arith.ori %g2_17, %g2_25 : i32
      %g2_27 = linalg.index 0 : index
      %g2_28 = arith.index_cast %g2_27 : index to i32
      %g2_29 = arith.cmpf uno, %g2_in1, %g2_in1 : f32
      %g2_30 = arith.constant -1.000000e+02 : f32
      %g2_31 = arith.constant 1.000000e+02 : f32
      %g2_32 = arith.constant 0.000000e+00 : f32
      %g2_33 = arith.maximumf %g2_in1, %g2_30 : f32
      %g2_34 = arith.minimumf %g2_33, %g2_31 : f32
      %g2_35 = arith.select %g2_29, %g2_32, %g2_34 : f32
      %g2_36 = arith.fptosi %g2_35 : f32 to i32
      %g2_37 = arith.muli %g2_28, %g2_36 : i32
      %g2_38 = arith.subi %g2_26, %g2_37 : i32
      %g2_39 = arith.xori %g2_15, %g2_38 : i32
      linalg.yield %g2_39 : i32
    } -> tensor<2xi32>
    %g3_c0_0 = arith.constant 0 : index
    %g3_d0_0 = tensor.dim %arg8, %g3_c0_0 : tensor<?xf16>
    %g3_empty0 = tensor.empty(%g3_d0_0) : tensor<?xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v2, %arg8, %arg9 : tensor<2xi32>, tensor<?xf16>, tensor<2xf32>) outs(%g3_empty0 : tensor<?xf32>) {
    ^bb0(%g3_in0: i32, %g3_in1: f16, %g3_in2: f32, %g3_out0: f32):
      %g3_0 = arith.extf %g3_in1 : f16 to f32
      %g3_1 = arith.constant -0.000000e+00 : f32
      %g3_2 = arith.minimumf %g3_0, %g3_1 : f32
      %g3_3 = arith.extf %g3_in1 : f16 to f32
      %g3_4 = arith.extf %g3_in1 : f16 to f32
      %g3_5 = arith.cmpf oge, %g3_3, %g3_4 : f32
      %g3_6 = arith.sitofp %g3_in0 : i32 to f32
      %g3_7 = arith.sitofp %g3_in0 : i32 to f32
      %g3_8 = arith.select %g3_5, %g3_6, %g3_7 : f32
      %g3_9 = arith.cmpf oge, %g3_2, %g3_8 : f32
      %g3_10 = arith.extf %g3_in1 : f16 to f32
      %g3_11 = arith.sitofp %g3_in0 : i32 to f32
      %g3_12 = arith.select %g3_9, %g3_10, %g3_11 : f32
      %g3_13 = arith.negf %g3_12 : f32
      linalg.yield %g3_13 : f32
    } -> tensor<?xf32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v3, %v3, %arg10 : tensor<?xf32>, tensor<?xf32>, tensor<2xf32>) outs(%arg11 : tensor<?xf32>) {
    ^bb0(%g4_in0: f32, %g4_in1: f32, %g4_in2: f32, %g4_out0: f32):
      %g4_0 = arith.constant -0.000000e+00 : f32
      %g4_1 = arith.constant 5.000000e-01 : f32
      %g4_2 = arith.subf %g4_0, %g4_1 : f32
      %g4_3 = arith.maximumf %g4_in1, %g4_in0 : f32
      %g4_4 = arith.cmpf oeq, %g4_2, %g4_3 : f32
      %g4_5 = arith.negf %g4_in1 : f32
      %g4_6 = arith.constant 5.000000e-01 : f32
      %g4_7 = math.absf %g4_6 : f32
      %g4_8 = arith.select %g4_4, %g4_5, %g4_7 : f32
      linalg.yield %g4_8 : f32
    } -> tensor<?xf32>
    %g5_empty0 = tensor.empty() : tensor<2x4xi1>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]} ins(%arg12, %arg13 : tensor<4x2xi1>, tensor<i1>) outs(%g5_empty0 : tensor<2x4xi1>) {
    ^bb0(%g5_in0: i1, %g5_in1: i1, %g5_out0: i1):
      %g5_0 = arith.andi %g5_in1, %g5_in1 : i1
      linalg.yield %g5_0 : i1
    } -> tensor<2x4xi1>
    return %v0, %v3, %v4, %v5 : tensor<?x?x?xf16>, tensor<?xf32>, tensor<?xf32>, tensor<2x4xi1>
  }
}
