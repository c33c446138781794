// Corpus case 'refused-pad-producer-not-all-parallel': `fusefuzz generate --seed 130` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}} pad-producer-not-all-parallel=
module attributes {fusefuzz.seed = 130 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<i32>, %arg1: tensor<?x4x3x4xi32> {fusefuzz.shape = array<i64: 5, 4, 3, 4>}, %arg2: tensor<2x2xi32>, %arg3: tensor<5x3xi32>, %arg4: index {fusefuzz.value = 1 : i64}, %arg5: tensor<5x2xf32>, %arg6: index {fusefuzz.value = 2 : i64}, %arg7: index {fusefuzz.value = 0 : i64}, %arg8: index {fusefuzz.value = 1 : i64}, %arg9: index {fusefuzz.value = 0 : i64}) -> (tensor<?x4xi32>, tensor<?x?x?xf32>) {
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<i32>, tensor<?x4x3x4xi32>) outs(%arg3 : tensor<5x3xi32>) {
    ^bb0(%g0_in0: i32, %g0_in1: i32, %g0_out0: i32):
      %g0_0 = linalg.index 0 : index
      %g0_1 = arith.constant 2 : index
      %g0_2 = arith.remui %g0_0, %g0_1 : index
      %g0_3 = linalg.index 2 : index
      %g0_4 = arith.constant 2 : index
      %g0_5 = arith.remui %g0_3, %g0_4 : index
      %g0_6 = tensor.extract %arg2[%g0_2, %g0_5] : tensor<2x2xi32>
      %g0_7 = arith.maxui %g0_in0, %g0_6 : i32
      %g0_8 = arith.cmpi ne, %g0_in1, %g0_7 : i32
      %g0_9 = linalg.index 3 : index
      %g0_10 = arith.constant 2 : index
      %g0_11 = arith.remui %g0_9, %g0_10 : index
      %g0_12 = linalg.index 1 : index
      %g0_13 = arith.constant 2 : index
      %g0_14 = arith.remui %g0_12, %g0_13 : index
      %g0_15 = tensor.extract %arg2[%g0_11, %g0_14] : tensor<2x2xi32>
      %g0_16 = arith.minsi %g0_15, %g0_in1 : i32
      %g0_17 = arith.muli %g0_in1, %g0_out0 : i32
      %g0_18 = arith.select %g0_8, %g0_16, %g0_17 : i32
      %g0_19 = arith.constant 0 : i32
      %g0_20 = arith.constant 1 : i32
      %g0_21 = arith.cmpi eq, %g0_in0, %g0_19 : i32
      %g0_22 = arith.constant -1 : i32
      %g0_23 = arith.cmpi eq, %g0_in0, %g0_22 : i32
      %g0_24 = arith.ori %g0_21, %g0_23 : i1
      %g0_25 = arith.select %g0_24, %g0_20, %g0_in0 : i32
      %g0_26 = arith.remsi %g0_in1, %g0_25 : i32
      %g0_27 = arith.constant -2 : i32
      %g0_28 = linalg.index 1 : index
      %g0_29 = arith.constant 2 : index
      %g0_30 = arith.remui %g0_28, %g0_29 : index
      %g0_31 = linalg.index 3 : index
      %g0_32 = arith.constant 2 : index
      %g0_33 = arith.remui %g0_31, %g0_32 : index
      %g0_34 = tensor.extract %arg2[%g0_30, %g0_33] : tensor<2x2xi32>
      %g0_35 = arith.addi %g0_27, %g0_34 : i32
      %g0_36 = arith.cmpi sge, %g0_26, %g0_35 : i32
      %g0_37 = arith.minsi %g0_in1, %g0_out0 : i32
      %g0_38 = arith.constant 1 : i32
      %g0_39 = arith.constant 0 : i32
      %g0_40 = arith.constant 1 : i32
      %g0_41 = arith.cmpi eq, %g0_38, %g0_39 : i32
      %g0_42 = arith.constant -1 : i32
      %g0_43 = arith.cmpi eq, %g0_38, %g0_42 : i32
      %g0_44 = arith.ori %g0_41, %g0_43 : i1
      %g0_45 = arith.select %g0_44, %g0_40, %g0_38 : i32
      %g0_46 = arith.divsi %g0_in1, %g0_45 : i32
      %g0_47 = arith.select %g0_36, %g0_37, %g0_46 : i32
      %g0_48 = arith.constant 0 : i32
      %g0_49 = arith.constant 1 : i32
      %g0_50 = arith.cmpi eq, %g0_47, %g0_48 : i32
      %g0_51 = arith.select %g0_50, %g0_49, %g0_47 : i32
      %g0_52 = arith.remui %g0_18, %g0_51 : i32
      %g0_53 = arith.xori %g0_out0, %g0_52 : i32
      linalg.yield %g0_53 : i32
    } -> tensor<5x3xi32>
    %p1_padval = arith.constant 4 : i32
    %v1 = tensor.pad %v0 low[%arg4, 0] high[2, 1] {
    ^bb0(%p1_i0: index, %p1_i1: index):
      tensor.yield %p1_padval : i32
    } : tensor<5x3xi32> to tensor<?x4xi32>
    %v2 = tensor.expand_shape %arg5 [[0, 1], [2]] output_shape [5, 1, 2] : tensor<5x2xf32> into tensor<5x1x2xf32>
    %p3_padval = arith.constant 5.000000e-01 : f32
    %v3 = tensor.pad %v2 low[%arg6, 0, 2] high[%arg7, %arg8, %arg9] {
    ^bb0(%p3_i0: index, %p3_i1: index, %p3_i2: index):
      tensor.yield %p3_padval : f32
    } : tensor<5x1x2xf32> to tensor<?x?x?xf32>
    return %v1, %v3 : tensor<?x4xi32>, tensor<?x?x?xf32>
  }
}
