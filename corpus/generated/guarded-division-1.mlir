// Corpus case 'guarded-division': `fusefuzz generate --seed 47` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 47 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<1x?x?xi32> {fusefuzz.shape = array<i64: 1, 5, 3>}, %arg1: index {fusefuzz.value = 2 : i64}, %arg2: index {fusefuzz.value = 1 : i64}, %arg3: tensor<4xi8>, %arg4: tensor<4xi1>) -> (tensor<?x?x?xi32>, tensor<4xi1>, tensor<4xi1>) {
    %p0_padval = arith.constant 2 : i32
    %v0 = tensor.pad %arg0 low[2, %arg2, 1] high[%arg1, 1, 0] {
    ^bb0(%p0_i0: index, %p0_i1: index, %p0_i2: index):
      tensor.yield %p0_padval : i32
    } : tensor<1x?x?xi32> to tensor<?x?x?xi32>
    %g1_empty0 = tensor.empty() : tensor<4xi1>
    %g1_empty1 = tensor.empty() : tensor<4xi1>
    %v1:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg3 : tensor<4xi8>) outs(%g1_empty0, %g1_empty1 : tensor<4xi1>, tensor<4xi1>) {
    ^bb0(%g1_in0: i8, %g1_out0: i1, %g1_out1: i1):
      %g1_0 = arith.sitofp %g1_in0 : i8 to f32
      %g1_1 = arith.constant 5.000000e-01 : f32
      %g1_2 = arith.cmpf olt, %g1_0, %g1_1 : f32
      %g1_3 = arith.constant 0 : i8
      %g1_4 = arith.cmpi ne, %g1_in0, %g1_3 : i8
      %g1_5 = arith.xori %g1_2, %g1_4 : i1
      %g1_6 = arith.constant 0 : i8
      %g1_7 = arith.cmpi ne, %g1_in0, %g1_6 : i8
      %g1_8 = arith.constant 1 : i1
      %g1_9 = arith.ori %g1_7, %g1_8 : i1
      %g1_10 = arith.sitofp %g1_in0 : i8 to f32
      %g1_11 = arith.sitofp %g1_in0 : i8 to f32
      %g1_12 = arith.cmpf olt, %g1_10, %g1_11 : f32
      %g1_13 = arith.ori %g1_9, %g1_12 : i1
      %g1_14 = arith.ori %g1_5, %g1_13 : i1
      %g1_15 = arith.extsi %g1_in0 : i8 to i32
      %g1_16 = arith.extsi %g1_in0 : i8 to i32
      %g1_17 = arith.ori %g1_15, %g1_16 : i32
      %g1_18 = arith.extsi %g1_in0 : i8 to i32
      %g1_19 = arith.extsi %g1_in0 : i8 to i32
      %g1_20 = arith.cmpi sge, %g1_18, %g1_19 : i32
      %g1_21 = arith.constant 7 : i32
      %g1_22 = arith.extsi %g1_in0 : i8 to i32
      %g1_23 = arith.select %g1_20, %g1_21, %g1_22 : i32
      %g1_24 = arith.minsi %g1_17, %g1_23 : i32
      %g1_25 = arith.constant -3 : i32
      %g1_26 = arith.extsi %g1_in0 : i8 to i32
      %g1_27 = arith.constant 32 : i32
      %g1_28 = arith.remui %g1_26, %g1_27 : i32
      %g1_29 = arith.shli %g1_25, %g1_28 : i32
      %g1_30 = arith.extsi %g1_in0 : i8 to i32
      %g1_31 = arith.extsi %g1_in0 : i8 to i32
      %g1_32 = arith.maxsi %g1_30, %g1_31 : i32
      %g1_33 = arith.maxui %g1_29, %g1_32 : i32
      %g1_34 = arith.cmpi sle, %g1_24, %g1_33 : i32
      linalg.yield %g1_14, %g1_34 : i1, i1
    } -> (tensor<4xi1>, tensor<4xi1>)
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v1#1 : tensor<4xi1>) outs(%arg4 : tensor<4xi1>) {
    ^bb0(%g2_in0: i1, %g2_out0: i1):
      %g2_0 = arith.andi %g2_in0, %g2_in0 : i1
      linalg.yield %g2_0 : i1
    } -> tensor<4xi1>
    return %v0, %v1#0, %v2 : tensor<?x?x?xi32>, tensor<4xi1>, tensor<4xi1>
  }
}
