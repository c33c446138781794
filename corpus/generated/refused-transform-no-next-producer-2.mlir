// Corpus case 'refused-transform-no-next-producer': `fusefuzz generate --seed 82` under strategy transform.
// EXPECT: pass
// STRATEGY: transform
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}transform:failed: could not find next producer to fuse into container=
module attributes {fusefuzz.seed = 82 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<i32>, %arg1: tensor<?x1x3x4xi32> {fusefuzz.shape = array<i64: 4, 1, 3, 4>}, %arg2: tensor<4x1x4xf32>, %arg3: tensor<4x3x4x1xi32>, %arg4: tensor<4x?x3x4xi32> {fusefuzz.shape = array<i64: 4, 1, 3, 4>}, %arg5: tensor<4x2x?x1xi8> {fusefuzz.shape = array<i64: 4, 2, 1, 1>}, %arg6: tensor<4x4x?xf32> {fusefuzz.shape = array<i64: 4, 4, 3>}, %arg7: tensor<4x1x?x4xf32> {fusefuzz.shape = array<i64: 4, 1, 3, 4>}) -> (tensor<4x?x3x4xi32>, tensor<4x?x1xi32>, tensor<4x?x4x1xf32>) {
    %v0:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2, d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<i32>, tensor<?x1x3x4xi32>, tensor<4x1x4xf32>) outs(%arg3, %arg4 : tensor<4x3x4x1xi32>, tensor<4x?x3x4xi32>) {
    ^bb0(%g0_in0: i32, %g0_in1: i32, %g0_in2: f32, %g0_out0: i32, %g0_out1: i32):
      %g0_0 = arith.cmpf uno, %g0_in2, %g0_in2 : f32
      %g0_1 = arith.constant -1.000000e+02 : f32
      %g0_2 = arith.constant 1.000000e+02 : f32
      %g0_3 = arith.constant 0.000000e+00 : f32
      %g0_4 = arith.maximumf %g0_in2, %g0_1 : f32
      %g0_5 = arith.minimumf %g0_4, %g0_2 : f32
      %g0_6 = arith.select %g0_0, %g0_3, %g0_5 : f32
      %g0_7 = arith.fptosi %g0_6 : f32 to i32
      %g0_8 = arith.cmpi ne, %g0_in0, %g0_7 : i32
      %g0_9 = arith.cmpf uno, %g0_in2, %g0_in2 : f32
      %g0_10 = arith.constant -1.000000e+02 : f32
      %g0_11 = arith.constant 1.000000e+02 : f32
      %g0_12 = arith.constant 0.000000e+00 : f32
      %g0_13 = arith.maximumf %g0_in2, %g0_10 : f32
      %g0_14 = arith.minimumf %g0_13, %g0_11 : f32
      %g0_15 = arith.select %g0_9, %g0_12, %g0_14 : f32
      %g0_16 = arith.fptosi %g0_15 : f32 to i32
      %g0_17 = arith.select %g0_8, %g0_in1, %g0_16 : i32
      %g0_18 = arith.muli %g0_in0, %g0_17 : i32
      %g0_19 = arith.minsi %g0_in0, %g0_18 : i32
      %g0_20 = arith.cmpf uno, %g0_in2, %g0_in2 : f32
      %g0_21 = arith.constant -1.000000e+02 : f32
      %g0_22 = arith.constant 1.000000e+02 : f32
      %g0_23 = arith.constant 0.000000e+00 : f32
      %g0_24 = arith.maximumf %g0_in2, %g0_21 : f32
      %g0_25 = arith.minimumf %g0_24, %g0_22 : f32
      %g0_26 = arith.select %g0_20, %g0_23, %g0_25 : f32
      %g0_27 = arith.fptosi %g0_26 : f32 to i32
      %g0_28 = arith.xori %g0_out0, %g0_in1 : i32
      %g0_29 = arith.constant -3 : i32
      %g0_30 = arith.subi %g0_in0, %g0_29 : i32
      %g0_31 = arith.constant 0 : i32
      %g0_32 = arith.constant 1 : i32
      %g0_33 = arith.cmpi eq, %g0_30, %g0_31 : i32
      %g0_34 = arith.constant -1 : i32
      %g0_35 = arith.cmpi eq, %g0_30, %g0_34 : i32
      %g0_36 = arith.ori %g0_33, %g0_35 : i1
      %g0_37 = arith.select %g0_36, %g0_32, %g0_30 : i32
      %g0_38 = arith.divsi %g0_28, %g0_37 : i32
      %g0_39 = arith.minsi %g0_27, %g0_38 : i32
      linalg.yield %g0_19, %g0_39 : i32, i32
    } -> (tensor<4x3x4x1xi32>, tensor<4x?x3x4xi32>)
    %g1_c0_2 = arith.constant 2 : index
    %g1_d0_2 = tensor.dim %arg5, %g1_c0_2 : tensor<4x2x?x1xi8>
    %g1_empty0 = tensor.empty(%g1_d0_2) : tensor<4x2x?x1xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg5 : tensor<4x2x?x1xi8>) outs(%g1_empty0 : tensor<4x2x?x1xi32>) {
    ^bb0(%g1_in0: i8, %g1_out0: i32):
      %g1_0 = arith.extsi %g1_in0 : i8 to i32
      %g1_1 = arith.extsi %g1_in0 : i8 to i32
      %g1_2 = arith.minsi %g1_0, %g1_1 : i32
      linalg.yield %g1_2 : i32
    } -> tensor<4x2x?x1xi32>
    %v2 = tensor.collapse_shape %v1 [[0], [1, 2], [3]] : tensor<4x2x?x1xi32> into tensor<4x?x1xi32>
    %g3_c0_1 = arith.constant 2 : index
    %g3_d0_1 = tensor.dim %arg6, %g3_c0_1 : tensor<4x4x?xf32>
    %g3_empty0 = tensor.empty(%g3_d0_1) : tensor<4x?x4x1xf32>
    %g3_fillval0 = arith.constant -1.500000e+00 : f32
    %g3_fill0 = linalg.fill ins(%g3_fillval0 : f32) outs(%g3_empty0 : tensor<4x?x4x1xf32>) -> tensor<4x?x4x1xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v0#0, %arg6, %arg7 : tensor<4x3x4x1xi32>, tensor<4x4x?xf32>, tensor<4x1x?x4xf32>) outs(%g3_fill0 : tensor<4x?x4x1xf32>) {
    ^bb0(%g3_in0: i32, %g3_in1: f32, %g3_in2: f32, %g3_out0: f32):
      %g3_0 = arith.cmpf ord, %g3_in2, %g3_in2 : f32
      %g3_1 = arith.select %g3_0, %g3_in1, %g3_in2 : f32
      linalg.yield %g3_1 : f32
    } -> tensor<4x?x4x1xf32>
    return %v0#1, %v2, %v3 : tensor<4x?x3x4xi32>, tensor<4x?x1xi32>, tensor<4x?x4x1xf32>
  }
}
