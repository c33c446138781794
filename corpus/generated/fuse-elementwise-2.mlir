// Corpus case 'fuse-elementwise': `fusefuzz generate --seed 3` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}FuseElementwiseOps=
module attributes {fusefuzz.seed = 3 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<2x4xi8>, %arg1: tensor<4xi8>, %arg2: tensor<?x?x5x1xf16> {fusefuzz.shape = array<i64: 2, 3, 5, 1>}, %arg3: index {fusefuzz.value = 2 : i64}, %arg4: index {fusefuzz.value = 2 : i64}, %arg5: index {fusefuzz.value = 1 : i64}, %arg6: tensor<f16>, %arg7: tensor<?x2xi32> {fusefuzz.shape = array<i64: 1, 2>}, %arg8: tensor<2xi32>, %arg9: tensor<2xi32>, %arg10: tensor<2xi32>, %arg11: tensor<5x?xi32> {fusefuzz.shape = array<i64: 5, 5>}, %arg12: tensor<5xi32>) -> (tensor<4xi8>, tensor<?x?x7x?xf16>, tensor<5xi32>) {
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg0 : tensor<2x4xi8>) outs(%arg1 : tensor<4xi8>) {
    ^bb0(%g0_in0: i8, %g0_out0: i8):
      %g0_0 = arith.ori %g0_out0, %g0_out0 : i8
      %g0_1 = arith.maxui %g0_in0, %g0_out0 : i8
      %g0_2 = arith.cmpi ugt, %g0_0, %g0_1 : i8
      %g0_3 = arith.muli %g0_out0, %g0_out0 : i8
      %g0_4 = arith.select %g0_2, %g0_3, %g0_out0 : i8
      %g0_5 = arith.muli %g0_in0, %g0_4 : i8
      %g0_6 = arith.maxsi %g0_out0, %g0_5 : i8
      linalg.yield %g0_6 : i8
    } -> tensor<4xi8>
    %p1_padval = arith.constant 7.000000e+00 : f16
    %v1 = tensor.pad %arg2 low[%arg3, 0, 0, 0] high[2, %arg4, 2, %arg5] {
    ^bb0(%p1_i0: index, %p1_i1: index, %p1_i2: index, %p1_i3: index):
      tensor.yield %p1_padval : f16
    } : tensor<?x?x5x1xf16> to tensor<?x?x7x?xf16>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %arg7, %g2_c0_0 : tensor<?x2xi32>
    %g2_empty0 = tensor.empty(%g2_d0_0) : tensor<?x2xi32>
    %g2_fillval0 = arith.constant -2 : i32
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : i32) outs(%g2_empty0 : tensor<?x2xi32>) -> tensor<?x2xi32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg6, %arg7 : tensor<f16>, tensor<?x2xi32>) outs(%g2_fill0 : tensor<?x2xi32>) {
    ^bb0(%g2_in0: f16, %g2_in1: i32, %g2_out0: i32):
      %g2_0 = arith.cmpf uno, %g2_in0, %g2_in0 : f16
      %g2_1 = arith.constant -1.000000e+02 : f16
      %g2_2 = arith.constant 1.000000e+02 : f16
      %g2_3 = arith.constant 0.000000e+00 : f16
      %g2_4 = arith.maximumf %g2_in0, %g2_1 : f16
      %g2_5 = arith.minimumf %g2_4, %g2_2 : f16
      %g2_6 = arith.select %g2_0, %g2_3, %g2_5 : f16
      %g2_7 = arith.fptosi %g2_6 : f16 to i32
      %g2_8 = arith.constant -3 : i32
      %g2_9 = arith.constant 7 : i32
      %g2_10 = arith.maxui %g2_8, %g2_9 : i32
      %g2_11 = arith.cmpi ult, %g2_7, %g2_10 : i32
      %g2_12 = arith.cmpf uno, %g2_in0, %g2_in0 : f16
      %g2_13 = arith.constant -1.000000e+02 : f16
      %g2_14 = arith.constant 1.000000e+02 : f16
      %g2_15 = arith.constant 0.000000e+00 : f16
      %g2_16 = arith.maximumf %g2_in0, %g2_13 : f16
      %g2_17 = arith.minimumf %g2_16, %g2_14 : f16
      %g2_18 = arith.select %g2_12, %g2_15, %g2_17 : f16
      %g2_19 = arith.fptosi %g2_18 : f16 to i32
      %g2_20 = arith.constant 0 : i32
      %g2_21 = arith.constant 1 : i32
      %g2_22 = arith.cmpi eq, %g2_out0, %g2_20 : i32
      %g2_23 = arith.constant -1 : i32
      %g2_24 = arith.cmpi eq, %g2_out0, %g2_23 : i32
      %g2_25 = arith.ori %g2_22, %g2_24 : i1
      %g2_26 = arith.select %g2_25, %g2_21, %g2_out0 : i32
      %g2_27 = arith.remsi %g2_19, %g2_26 : i32
      %g2_28 = arith.cmpf uno, %g2_in0, %g2_in0 : f16
      %g2_29 = arith.constant -1.000000e+02 : f16
      %g2_30 = arith.constant 1.000000e+02 : f16
      %g2_31 = arith.constant 0.000000e+00 : f16
      %g2_32 = arith.maximumf %g2_in0, %g2_29 : f16
      %g2_33 = arith.minimumf %g2_32, %g2_30 : f16
      %g2_34 = arith.select %g2_28, %g2_31, %g2_33 : f16
      %g2_35 = arith.fptosi %g2_34 : f16 to i32
      %g2_36 = arith.select %g2_11, %g2_27, %g2_35 : i32
      %g2_37 = arith.minsi %g2_in1, %g2_36 : i32
      linalg.yield %g2_37 : i32
    } -> tensor<?x2xi32>
    %g3_empty0 = tensor.empty() : tensor<2xi32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (0, d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v2, %arg8 : tensor<?x2xi32>, tensor<2xi32>) outs(%g3_empty0 : tensor<2xi32>) {
    ^bb0(%g3_in0: i32, %g3_in1: i32, %g3_out0: i32):
      %g3_0 = arith.xori %g3_in1, %g3_in1 : i32
      %g3_1 = arith.maxui %g3_0, %g3_in1 : i32
      linalg.yield %g3_1 : i32
    } -> tensor<2xi32>
    %g4_empty0 = tensor.empty() : tensor<i32>
    %g4_fillval0 = arith.constant 1 : i32
    %g4_fill0 = linalg.fill ins(%g4_fillval0 : i32) outs(%g4_empty0 : tensor<i32>) -> tensor<i32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%v3, %arg9, %arg10 : tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) outs(%g4_fill0 : tensor<i32>) {
    ^bb0(%g4_in0: i32, %g4_in1: i32, %g4_in2: i32, %g4_out0: i32):
      %g4_0 = arith.constant 0 : i32
      %g4_1 = arith.constant 1 : i32
      %g4_2 = arith.cmpi eq, %g4_in1, %g4_0 : i32
      %g4_3 = arith.constant -1 : i32
      %g4_4 = arith.cmpi eq, %g4_in1, %g4_3 : i32
      %g4_5 = arith.ori %g4_2, %g4_4 : i1
      %g4_6 = arith.select %g4_5, %g4_1, %g4_in1 : i32
      %g4_7 = arith.remsi %g4_in2, %g4_6 : i32
      %g4_8 = arith.constant 0 : i32
      %g4_9 = arith.constant 1 : i32
      %g4_10 = arith.cmpi eq, %g4_out0, %g4_8 : i32
      %g4_11 = arith.select %g4_10, %g4_9, %g4_out0 : i32
      %g4_12 = arith.remui %g4_7, %g4_11 : i32
      %g4_13 = arith.muli %g4_out0, %g4_12 : i32
      linalg.yield %g4_13 : i32
    } -> tensor<i32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%v4, %arg11 : tensor<i32>, tensor<5x?xi32>) outs(%arg12 : tensor<5xi32>) {
    ^bb0(%g5_in0: i32, %g5_in1: i32, %g5_out0: i32):
      %g5_0 = arith.constant 6 : i32
      %g5_1 = arith.constant 32 : i32
      %g5_2 = arith.remui %g5_in0, %g5_1 : i32
      %g5_3 = arith.shrui %g5_in0, %g5_2 : i32
      %g5_4 = arith.cmpi ugt, %g5_0, %g5_3 : i32
      %g5_5 = arith.constant 0 : i32
      %g5_6 = arith.constant 1 : i32
      %g5_7 = arith.cmpi eq, %g5_in0, %g5_5 : i32
      %g5_8 = arith.select %g5_7, %g5_6, %g5_in0 : i32
      %g5_9 = arith.remui %g5_out0, %g5_8 : i32
      %g5_10 = arith.constant 32 : i32
      %g5_11 = arith.remui %g5_out0, %g5_10 : i32
      %g5_12 = arith.shli %g5_out0, %g5_11 : i32
      %g5_13 = arith.select %g5_4, %g5_9, %g5_12 : i32
      %g5_14 = arith.constant 32 : i32
      %g5_15 = arith.remui %g5_in0, %g5_14 : i32
      %g5_16 = arith.shrui %g5_out0, %g5_15 : i32
      %g5_17 = arith.minsi %g5_16, %g5_in1 : i32
      %g5_18 = arith.ori %g5_13, %g5_17 : i32
      %g5_19 = arith.muli %g5_out0, %g5_18 : i32
      linalg.yield %g5_19 : i32
    } -> tensor<5xi32>
    return %v0, %v1, %v5 : tensor<4xi8>, tensor<?x?x7x?xf16>, tensor<5xi32>
  }
}
