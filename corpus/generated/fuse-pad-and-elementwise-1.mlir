// Corpus case 'fuse-pad-and-elementwise': `fusefuzz generate --seed 40` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}FuseElementwiseOps={{.*}}FusePadOp=
module attributes {fusefuzz.seed = 40 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<4x3xi32>, %arg1: tensor<4x3xi32>, %arg2: tensor<4xi32>, %arg3: f32, %arg4: tensor<?x5x3x?xi32> {fusefuzz.shape = array<i64: 2, 5, 3, 3>}, %arg5: index {fusefuzz.value = 1 : i64}, %arg6: tensor<3x3x3x3xi32>, %arg7: tensor<?x5x3x3xi32> {fusefuzz.shape = array<i64: 2, 5, 3, 3>}, %arg8: index {fusefuzz.value = 1 : i64}, %arg9: index {fusefuzz.value = 1 : i64}, %arg10: tensor<3x3x3x3xi32>, %arg11: tensor<?x5x3x3xi32> {fusefuzz.shape = array<i64: 2, 5, 3, 3>}, %arg12: tensor<3xi32>, %arg13: tensor<i32>, %arg14: tensor<3xi32>, %arg15: i32) -> (tensor<3x4xi32>, tensor<?x7x?x?xi32>, tensor<?x5x3x3xi32>, tensor<?x5x3x?xi32>) {
    %g0_empty0 = tensor.empty() : tensor<4x3xi32>
    %v0 = linalg.map ins(%arg0, %arg0, %arg1 : tensor<4x3xi32>, tensor<4x3xi32>, tensor<4x3xi32>) outs(%g0_empty0 : tensor<4x3xi32>)
      (%g0_in0: i32, %g0_in1: i32, %g0_in2: i32, %g0_out0: i32) {
        %g0_0 = arith.constant 1 : i32
        %g0_1 = arith.addi %g0_in2, %g0_0 : i32
        linalg.yield %g0_1 : i32
      }
    %g1_empty0 = tensor.empty() : tensor<3x4xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v0, %arg2 : tensor<4x3xi32>, tensor<4xi32>) outs(%g1_empty0 : tensor<3x4xi32>) {
    ^bb0(%g1_in0: i32, %g1_in1: i32, %g1_out0: i32):
      %g1_0 = linalg.index 1 : index
      %g1_1 = arith.index_cast %g1_0 : index to i32
      %g1_2 = arith.constant 0 : i32
      %g1_3 = arith.constant 1 : i32
      %g1_4 = arith.cmpi eq, %g1_1, %g1_2 : i32
      %g1_5 = arith.select %g1_4, %g1_3, %g1_1 : i32
      %g1_6 = arith.remui %g1_in1, %g1_5 : i32
      %g1_7 = arith.minsi %g1_6, %g1_in0 : i32
      %g1_8 = arith.cmpf uno, %arg3, %arg3 : f32
      %g1_9 = arith.constant -1.000000e+02 : f32
      %g1_10 = arith.constant 1.000000e+02 : f32
      %g1_11 = arith.constant 0.000000e+00 : f32
      %g1_12 = arith.maximumf %arg3, %g1_9 : f32
      %g1_13 = arith.minimumf %g1_12, %g1_10 : f32
      %g1_14 = arith.select %g1_8, %g1_11, %g1_13 : f32
      %g1_15 = arith.fptosi %g1_14 : f32 to i32
      %g1_16 = arith.constant -2 : i32
      %g1_17 = arith.subi %g1_15, %g1_16 : i32
      %g1_18 = arith.cmpf uno, %arg3, %arg3 : f32
      %g1_19 = arith.constant -1.000000e+02 : f32
      %g1_20 = arith.constant 1.000000e+02 : f32
      %g1_21 = arith.constant 0.000000e+00 : f32
      %g1_22 = arith.maximumf %arg3, %g1_19 : f32
      %g1_23 = arith.minimumf %g1_22, %g1_20 : f32
      %g1_24 = arith.select %g1_18, %g1_21, %g1_23 : f32
      %g1_25 = arith.fptosi %g1_24 : f32 to i32
      %g1_26 = arith.cmpf uno, %arg3, %arg3 : f32
      %g1_27 = arith.constant -1.000000e+02 : f32
      %g1_28 = arith.constant 1.000000e+02 : f32
      %g1_29 = arith.constant 0.000000e+00 : f32
      %g1_30 = arith.maximumf %arg3, %g1_27 : f32
      %g1_31 = arith.minimumf %g1_30, %g1_28 : f32
      %g1_32 = arith.select %g1_26, %g1_29, %g1_31 : f32
      %g1_33 = arith.fptosi %g1_32 : f32 to i32
      %g1_34 = arith.andi %g1_25, %g1_33 : i32
      %g1_35 = arith.muli %g1_17, %g1_34 : i32
      %g1_36 = arith.muli %g1_7, %g1_35 : i32
      linalg.yield %g1_36 : i32
    } -> tensor<3x4xi32>
    %g2_empty0 = tensor.empty() : tensor<3x4xi32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v1 : tensor<3x4xi32>) outs(%g2_empty0 : tensor<3x4xi32>) {
    ^bb0(%g2_in0: i32, %g2_out0: i32):
      %g2_0 = arith.cmpi eq, %g2_in0, %g2_in0 : i32
      %g2_1 = arith.select %g2_0, %g2_in0, %g2_in0 : i32
      linalg.yield %g2_1 : i32
    } -> tensor<3x4xi32>
    %g3_empty0 = tensor.empty() : tensor<3x4xi32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v2 : tensor<3x4xi32>) outs(%g3_empty0 : tensor<3x4xi32>) {
    ^bb0(%g3_in0: i32, %g3_out0: i32):
      %g3_0 = arith.maxui %g3_in0, %g3_in0 : i32
      %g3_1 = arith.maxsi %g3_in0, %g3_in0 : i32
      %g3_2 = arith.minsi %g3_0, %g3_1 : i32
      linalg.yield %g3_2 : i32
    } -> tensor<3x4xi32>
    %p4_padval = arith.constant 0 : i32
    %v4 = tensor.pad %arg4 low[0, 1, 1, 0] high[0, 1, %arg5, 0] {
    ^bb0(%p4_i0: index, %p4_i1: index, %p4_i2: index, %p4_i3: index):
      tensor.yield %p4_padval : i32
    } : tensor<?x5x3x?xi32> to tensor<?x7x?x?xi32>
    %v5 = linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%v4, %arg6 : tensor<?x7x?x?xi32>, tensor<3x3x3x3xi32>) outs(%arg7 : tensor<?x5x3x3xi32>) -> tensor<?x5x3x3xi32>
    %g6_c0_0 = arith.constant 0 : index
    %g6_d0_0 = tensor.dim %v5, %g6_c0_0 : tensor<?x5x3x3xi32>
    %g6_empty0 = tensor.empty(%g6_d0_0) : tensor<?x5x3x3xi32>
    %v6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v5 : tensor<?x5x3x3xi32>) outs(%g6_empty0 : tensor<?x5x3x3xi32>) {
    ^bb0(%g6_in0: i32, %g6_out0: i32):
      %g6_0 = arith.cmpi eq, %g6_in0, %g6_in0 : i32
      %g6_1 = arith.select %g6_0, %g6_in0, %g6_in0 : i32
      %g6_2 = arith.constant 32 : i32
      %g6_3 = arith.remui %g6_in0, %g6_2 : i32
      %g6_4 = arith.shrui %g6_in0, %g6_3 : i32
      %g6_5 = arith.maxsi %g6_1, %g6_4 : i32
      %g6_6 = arith.muli %g6_in0, %g6_in0 : i32
      %g6_7 = arith.muli %g6_in0, %g6_in0 : i32
      %g6_8 = arith.addi %g6_6, %g6_7 : i32
      %g6_9 = arith.cmpi eq, %g6_5, %g6_8 : i32
      %g6_10 = arith.constant 5 : i32
      %g6_11 = arith.maxui %g6_10, %g6_in0 : i32
      %g6_12 = arith.constant 3 : i32
      %g6_13 = arith.subi %g6_in0, %g6_12 : i32
      %g6_14 = arith.xori %g6_11, %g6_13 : i32
      %g6_15 = arith.select %g6_9, %g6_in0, %g6_14 : i32
      linalg.yield %g6_15 : i32
    } -> tensor<?x5x3x3xi32>
    %p7_padval = arith.constant 0 : i32
    %v7 = tensor.pad %v6 low[0, %arg8, 1, 0] high[0, %arg9, 1, 0] {
    ^bb0(%p7_i0: index, %p7_i1: index, %p7_i2: index, %p7_i3: index):
      tensor.yield %p7_padval : i32
    } : tensor<?x5x3x3xi32> to tensor<?x?x5x3xi32>
    %v8 = linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%v7, %arg10 : tensor<?x?x5x3xi32>, tensor<3x3x3x3xi32>) outs(%arg11 : tensor<?x5x3x3xi32>) -> tensor<?x5x3x3xi32>
    %g9_c0_0 = arith.constant 0 : index
    %g9_d0_0 = tensor.dim %v8, %g9_c0_0 : tensor<?x5x3x3xi32>
    %g9_c0_3 = arith.constant 3 : index
    %g9_d0_3 = tensor.dim %arg4, %g9_c0_3 : tensor<?x5x3x?xi32>
    %g9_empty0 = tensor.empty(%g9_d0_0, %g9_d0_3) : tensor<?x5x3x?xi32>
    %v9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v8, %arg4 : tensor<?x5x3x3xi32>, tensor<?x5x3x?xi32>) outs(%g9_empty0 : tensor<?x5x3x?xi32>) {
    ^bb0(%g9_in0: i32, %g9_in1: i32, %g9_out0: i32):
      %g9_sum = arith.addi %g9_in0, %g9_in1 : i32
      linalg.yield %g9_sum : i32
    } -> tensor<?x5x3x?xi32>
    %g10_c0_0 = arith.constant 3 : index
    %g10_d0_0 = tensor.dim %v9, %g10_c0_0 : tensor<?x5x3x?xi32>
    %g10_c0_3 = arith.constant 0 : index
    %g10_d0_3 = tensor.dim %v9, %g10_c0_3 : tensor<?x5x3x?xi32>
    %g10_empty0 = tensor.empty(%g10_d0_0, %g10_d0_3) : tensor<?x5x3x?xi32>
    %v10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d3, d1, d2, d0)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v9, %arg12, %arg13 : tensor<?x5x3x?xi32>, tensor<3xi32>, tensor<i32>) outs(%g10_empty0 : tensor<?x5x3x?xi32>) {
    ^bb0(%g10_in0: i32, %g10_in1: i32, %g10_in2: i32, %g10_out0: i32):
      %g10_0 = linalg.index 2 : index
      %g10_1 = arith.constant 3 : index
      %g10_2 = arith.remui %g10_0, %g10_1 : index
      %g10_3 = tensor.extract %arg14[%g10_2] : tensor<3xi32>
      %g10_4 = arith.subi %arg15, %g10_3 : i32
      %g10_5 = arith.maxsi %g10_4, %arg15 : i32
      %g10_6 = linalg.index 1 : index
      %g10_7 = arith.constant 3 : index
      %g10_8 = arith.remui %g10_6, %g10_7 : index
      %g10_9 = tensor.extract %arg14[%g10_8] : tensor<3xi32>
      %g10_10 = linalg.index 1 : index
      %g10_11 = arith.constant 3 : index
      %g10_12 = arith.remui %g10_10, %g10_11 : index
      %g10_13 = tensor.extract %arg14[%g10_12] : tensor<3xi32>
      %g10_14 = arith.minsi %g10_9, %g10_13 : i32
      %g10_15 = arith.maxui %arg15, %g10_in0 : i32
      %g10_16 = arith.ori %g10_14, %g10_15 : i32
      %g10_17 = arith.cmpi eq, %g10_5, %g10_16 : i32
      %g10_18 = linalg.index 2 : index
      %g10_19 = arith.constant 3 : index
      %g10_20 = arith.remui %g10_18, %g10_19 : index
      %g10_21 = tensor.extract %arg14[%g10_20] : tensor<3xi32>
      %g10_22 = arith.select %g10_17, %g10_21, %arg15 : i32
      linalg.yield %g10_22 : i32
    } -> tensor<?x5x3x?xi32>
    return %v3, %v4, %v8, %v10 : tensor<3x4xi32>, tensor<?x7x?x?xi32>, tensor<?x5x3x3xi32>, tensor<?x5x3x?xi32>
  }
}
