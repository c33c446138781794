// Corpus case 'refused-horizontal-kept-result-read-through-partial-map': `fusefuzz generate --seed 14 --strategy horizontal` under strategy horizontal.
// EXPECT: pass
// STRATEGY: horizontal
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}FuseSiblings: kept-result-read-through-partial-map=
module attributes {fusefuzz.seed = 14 : i64, fusefuzz.policy = "0x098e10579c6ad515"} {
  func.func @case(%arg0: tensor<4x?x2x?xf32> {fusefuzz.shape = array<i64: 4, 1, 2, 4>}, %arg1: index {fusefuzz.value = 0 : i64}, %arg2: index {fusefuzz.value = 0 : i64}, %arg3: tensor<?x4x2xf32> {fusefuzz.shape = array<i64: 4, 4, 2>}, %arg4: tensor<1xf32>, %arg5: tensor<4x1x4xf32>, %arg6: tensor<4x?xi8> {fusefuzz.shape = array<i64: 4, 4>}, %arg7: tensor<4x4xi8>) -> (tensor<4x?x2x?xf32>, tensor<8x?x?x?xf32>, tensor<?x4x2xf32>, tensor<4x1x4xf32>, tensor<4x4xi8>) {
    %g0_c0_1 = arith.constant 1 : index
    %g0_d0_1 = tensor.dim %arg0, %g0_c0_1 : tensor<4x?x2x?xf32>
    %g0_c0_3 = arith.constant 3 : index
    %g0_d0_3 = tensor.dim %arg0, %g0_c0_3 : tensor<4x?x2x?xf32>
    %g0_empty0 = tensor.empty(%g0_d0_1, %g0_d0_3) : tensor<4x?x2x?xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4x?x2x?xf32>) outs(%g0_empty0 : tensor<4x?x2x?xf32>) {
    ^bb0(%g0_in0: f32, %g0_out0: f32):
      %g0_0 = arith.subf %g0_in0, %g0_in0 : f32
      linalg.yield %g0_0 : f32
    } -> tensor<4x?x2x?xf32>
    %g1_c0_1 = arith.constant 1 : index
    %g1_d0_1 = tensor.dim %arg0, %g1_c0_1 : tensor<4x?x2x?xf32>
    %g1_c0_3 = arith.constant 3 : index
    %g1_d0_3 = tensor.dim %arg0, %g1_c0_3 : tensor<4x?x2x?xf32>
    %g1_empty0 = tensor.empty(%g1_d0_1, %g1_d0_3) : tensor<4x?x2x?xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4x?x2x?xf32>) outs(%g1_empty0 : tensor<4x?x2x?xf32>) {
    ^bb0(%g1_in0: f32, %g1_out0: f32):
      %g1_0 = arith.maximumf %g1_in0, %g1_in0 : f32
      linalg.yield %g1_0 : f32
    } -> tensor<4x?x2x?xf32>
    %p2_padval = arith.constant -3.000000e+00 : f32
    %v2 = tensor.pad %arg0 low[2, %arg1, %arg2, 1] high[2, 0, 1, 2] {
    ^bb0(%p2_i0: index, %p2_i1: index, %p2_i2: index, %p2_i3: index):
      tensor.yield %p2_padval : f32
    } : tensor<4x?x2x?xf32> to tensor<8x?x?x?xf32>
    %g3_c0_0 = arith.constant 3 : index
    %g3_d0_0 = tensor.dim %arg0, %g3_c0_0 : tensor<4x?x2x?xf32>
    %g3_empty0 = tensor.empty(%g3_d0_0) : tensor<?x4x2xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, 0, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg3 : tensor<4x?x2x?xf32>, tensor<?x4x2xf32>) outs(%g3_empty0 : tensor<?x4x2xf32>) {
    ^bb0(%g3_in0: f32, %g3_in1: f32, %g3_out0: f32):
      %g3_0 = linalg.index 0 : index
      %g3_1 = arith.constant 1 : index
      %g3_2 = arith.remui %g3_0, %g3_1 : index
      %g3_3 = tensor.extract %arg4[%g3_2] : tensor<1xf32>
      %g3_4 = arith.addf %g3_in1, %g3_in1 : f32
      %g3_5 = arith.mulf %g3_3, %g3_4 : f32
      linalg.yield %g3_5 : f32
    } -> tensor<?x4x2xf32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%arg0, %v1 : tensor<4x?x2x?xf32>, tensor<4x?x2x?xf32>) outs(%arg5 : tensor<4x1x4xf32>) {
    ^bb0(%g4_in0: f32, %g4_in1: f32, %g4_out0: f32):
      %g4_0 = arith.constant 5.000000e-01 : f32
      %g4_1 = arith.maximumf %g4_in0, %g4_0 : f32
      %g4_2 = arith.constant -1.500000e+00 : f32
      %g4_3 = arith.mulf %g4_2, %g4_in0 : f32
      %g4_4 = arith.cmpf une, %g4_1, %g4_3 : f32
      %g4_5 = arith.constant 1.000000e+00 : f32
      %g4_6 = arith.divf %g4_in1, %g4_in0 : f32
      %g4_7 = arith.select %g4_4, %g4_5, %g4_6 : f32
      %g4_8 = arith.addf %g4_out0, %g4_7 : f32
      linalg.yield %g4_8 : f32
    } -> tensor<4x1x4xf32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0, d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]} ins(%arg5, %arg6 : tensor<4x1x4xf32>, tensor<4x?xi8>) outs(%arg7 : tensor<4x4xi8>) {
    ^bb0(%g5_in0: f32, %g5_in1: i8, %g5_out0: i8):
      %g5_0 = arith.cmpf uno, %g5_in0, %g5_in0 : f32
      %g5_1 = arith.constant -1.000000e+02 : f32
      %g5_2 = arith.constant 1.000000e+02 : f32
      %g5_3 = arith.constant 0.000000e+00 : f32
      %g5_4 = arith.maximumf %g5_in0, %g5_1 : f32
      %g5_5 = arith.minimumf %g5_4, %g5_2 : f32
      %g5_6 = arith.select %g5_0, %g5_3, %g5_5 : f32
      %g5_7 = arith.fptosi %g5_6 : f32 to i32
      %g5_8 = arith.trunci %g5_7 : i32 to i8
      %g5_9 = arith.cmpf uno, %g5_in0, %g5_in0 : f32
      %g5_10 = arith.constant -1.000000e+02 : f32
      %g5_11 = arith.constant 1.000000e+02 : f32
      %g5_12 = arith.constant 0.000000e+00 : f32
      %g5_13 = arith.maximumf %g5_in0, %g5_10 : f32
      %g5_14 = arith.minimumf %g5_13, %g5_11 : f32
      %g5_15 = arith.select %g5_9, %g5_12, %g5_14 : f32
      %g5_16 = arith.fptosi %g5_15 : f32 to i32
      %g5_17 = arith.trunci %g5_16 : i32 to i8
      %g5_18 = arith.maxui %g5_8, %g5_17 : i8
      %g5_19 = arith.constant 0 : i8
      %g5_20 = arith.constant 1 : i8
      %g5_21 = arith.cmpi eq, %g5_in1, %g5_19 : i8
      %g5_22 = arith.constant -1 : i8
      %g5_23 = arith.cmpi eq, %g5_in1, %g5_22 : i8
      %g5_24 = arith.ori %g5_21, %g5_23 : i1
      %g5_25 = arith.select %g5_24, %g5_20, %g5_in1 : i8
      %g5_26 = arith.remsi %g5_18, %g5_25 : i8
      %g5_27 = arith.constant 1 : i8
      %g5_28 = arith.minsi %g5_in1, %g5_27 : i8
      %g5_29 = arith.cmpf uno, %g5_in0, %g5_in0 : f32
      %g5_30 = arith.constant -1.000000e+02 : f32
      %g5_31 = arith.constant 1.000000e+02 : f32
      %g5_32 = arith.constant 0.000000e+00 : f32
      %g5_33 = arith.maximumf %g5_in0, %g5_30 : f32
      %g5_34 = arith.minimumf %g5_33, %g5_31 : f32
      %g5_35 = arith.select %g5_29, %g5_32, %g5_34 : f32
      %g5_36 = arith.fptosi %g5_35 : f32 to i32
      %g5_37 = arith.trunci %g5_36 : i32 to i8
      %g5_38 = arith.constant 8 : i8
      %g5_39 = arith.remui %g5_37, %g5_38 : i8
      %g5_40 = arith.shrui %g5_in1, %g5_39 : i8
      %g5_41 = arith.ori %g5_28, %g5_40 : i8
      %g5_42 = arith.ori %g5_26, %g5_41 : i8
      linalg.yield %g5_42 : i8
    } -> tensor<4x4xi8>
    return %v0, %v2, %v3, %v4, %v5 : tensor<4x?x2x?xf32>, tensor<8x?x?x?xf32>, tensor<?x4x2xf32>, tensor<4x1x4xf32>, tensor<4x4xi8>
  }
}
