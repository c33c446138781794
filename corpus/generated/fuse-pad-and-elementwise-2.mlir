// Corpus case 'fuse-pad-and-elementwise': `fusefuzz generate --seed 33` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}FuseElementwiseOps={{.*}}FusePadOp=
module attributes {fusefuzz.seed = 33 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<3xf32>, %arg1: tensor<f32>, %arg2: f32, %arg3: tensor<?x?x?xi32> {fusefuzz.shape = array<i64: 3, 3, 2>}, %arg4: index {fusefuzz.value = 1 : i64}, %arg5: f32, %arg6: index {fusefuzz.value = 2 : i64}, %arg7: index {fusefuzz.value = 1 : i64}, %arg8: index {fusefuzz.value = 1 : i64}) -> (tensor<3xf32>, tensor<?x?x?xi32>, tensor<?x?x?x?xf32>) {
    %g0_empty0 = tensor.empty() : tensor<3xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<3xf32>, tensor<f32>) outs(%g0_empty0 : tensor<3xf32>) {
    ^bb0(%g0_in0: f32, %g0_in1: f32, %g0_out0: f32):
      %g0_0 = arith.mulf %g0_in1, %g0_in1 : f32
      linalg.yield %g0_0 : f32
    } -> tensor<3xf32>
    %g1_empty0 = tensor.empty() : tensor<3xf32>
    %g1_empty1 = tensor.empty() : tensor<3xf32>
    %v1:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v0 : tensor<3xf32>) outs(%g1_empty0, %g1_empty1 : tensor<3xf32>, tensor<3xf32>) {
    ^bb0(%g1_in0: f32, %g1_out0: f32, %g1_out1: f32):
      %g1_0 = linalg.index 0 : index
      %g1_1 = arith.index_cast %g1_0 : index to i32
      %g1_2 = arith.sitofp %g1_1 : i32 to f32
      %g1_3 = math.exp %g1_2 : f32
      %g1_4 = linalg.index 0 : index
      %g1_5 = arith.index_cast %g1_4 : index to i32
      %g1_6 = arith.sitofp %g1_5 : i32 to f32
      %g1_7 = arith.addf %g1_6, %arg2 : f32
      %g1_8 = arith.subf %g1_3, %g1_7 : f32
      %g1_9 = arith.constant 0.000000e+00 : f32
      %g1_10 = linalg.index 0 : index
      %g1_11 = arith.index_cast %g1_10 : index to i32
      %g1_12 = arith.sitofp %g1_11 : i32 to f32
      %g1_13 = arith.subf %g1_9, %g1_12 : f32
      %g1_14 = arith.cmpf oeq, %g1_8, %g1_13 : f32
      %g1_15 = linalg.index 0 : index
      %g1_16 = arith.index_cast %g1_15 : index to i32
      %g1_17 = arith.sitofp %g1_16 : i32 to f32
      %g1_18 = linalg.index 0 : index
      %g1_19 = arith.index_cast %g1_18 : index to i32
      %g1_20 = arith.sitofp %g1_19 : i32 to f32
      %g1_21 = arith.select %g1_14, %g1_17, %g1_20 : f32
      %g1_22 = arith.minimumf %arg2, %g1_in0 : f32
      %g1_23 = math.sqrt %g1_22 : f32
      %g1_24 = arith.cmpf olt, %arg2, %arg2 : f32
      %g1_25 = arith.select %g1_24, %g1_in0, %g1_in0 : f32
      %g1_26 = linalg.index 0 : index
      %g1_27 = arith.index_cast %g1_26 : index to i32
      %g1_28 = arith.sitofp %g1_27 : i32 to f32
      %g1_29 = linalg.index 0 : index
      %g1_30 = arith.index_cast %g1_29 : index to i32
      %g1_31 = arith.sitofp %g1_30 : i32 to f32
      %g1_32 = arith.mulf %g1_28, %g1_31 : f32
      %g1_33 = arith.addf %g1_25, %g1_32 : f32
      %g1_34 = arith.mulf %g1_23, %g1_33 : f32
      linalg.yield %g1_21, %g1_34 : f32, f32
    } -> (tensor<3xf32>, tensor<3xf32>)
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %arg3, %g2_c0_0 : tensor<?x?x?xi32>
    %g2_c0_1 = arith.constant 2 : index
    %g2_d0_1 = tensor.dim %arg3, %g2_c0_1 : tensor<?x?x?xi32>
    %g2_c0_2 = arith.constant 1 : index
    %g2_d0_2 = tensor.dim %arg3, %g2_c0_2 : tensor<?x?x?xi32>
    %g2_empty0 = tensor.empty(%g2_d0_0, %g2_d0_1, %g2_d0_2) : tensor<?x?x?xi32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v1#1, %arg3, %arg1 : tensor<3xf32>, tensor<?x?x?xi32>, tensor<f32>) outs(%g2_empty0 : tensor<?x?x?xi32>) {
    ^bb0(%g2_in0: f32, %g2_in1: i32, %g2_in2: f32, %g2_out0: i32):
      %g2_0 = arith.cmpf uno, %g2_in2, %g2_in2 : f32
      %g2_1 = arith.constant -1.000000e+02 : f32
      %g2_2 = arith.constant 1.000000e+02 : f32
      %g2_3 = arith.constant 0.000000e+00 : f32
      %g2_4 = arith.maximumf %g2_in2, %g2_1 : f32
      %g2_5 = arith.minimumf %g2_4, %g2_2 : f32
      %g2_6 = arith.select %g2_0, %g2_3, %g2_5 : f32
      %g2_7 = arith.fptosi %g2_6 : f32 to i32
      %g2_8 = arith.subi %g2_7, %g2_in1 : i32
      %g2_9 = arith.cmpf uno, %g2_in2, %g2_in2 : f32
      %g2_10 = arith.constant -1.000000e+02 : f32
      %g2_11 = arith.constant 1.000000e+02 : f32
      %g2_12 = arith.constant 0.000000e+00 : f32
      %g2_13 = arith.maximumf %g2_in2, %g2_10 : f32
      %g2_14 = arith.minimumf %g2_13, %g2_11 : f32
      %g2_15 = arith.select %g2_9, %g2_12, %g2_14 : f32
      %g2_16 = arith.fptosi %g2_15 : f32 to i32
      %g2_17 = arith.cmpi ne, %g2_in1, %g2_16 : i32
      %g2_18 = arith.constant -2 : i32
      %g2_19 = arith.cmpf uno, %g2_in0, %g2_in0 : f32
      %g2_20 = arith.constant -1.000000e+02 : f32
      %g2_21 = arith.constant 1.000000e+02 : f32
      %g2_22 = arith.constant 0.000000e+00 : f32
      %g2_23 = arith.maximumf %g2_in0, %g2_20 : f32
      %g2_24 = arith.minimumf %g2_23, %g2_21 : f32
      %g2_25 = arith.select %g2_19, %g2_22, %g2_24 : f32
      %g2_26 = arith.fptosi %g2_25 : f32 to i32
      %g2_27 = arith.select %g2_17, %g2_18, %g2_26 : i32
      %g2_28 = arith.addi %g2_8, %g2_27 : i32
      %g2_29 = arith.cmpf uno, %g2_in0, %g2_in0 : f32
      %g2_30 = arith.constant -1.000000e+02 : f32
      %g2_31 = arith.constant 1.000000e+02 : f32
      %g2_32 = arith.constant 0.000000e+00 : f32
      %g2_33 = arith.maximumf %g2_in0, %g2_30 : f32
      %g2_34 = arith.minimumf %g2_33, %g2_31 : f32
      %g2_35 = arith.select %g2_29, %g2_32, %g2_34 : f32
      %g2_36 = arith.fptosi %g2_35 : f32 to i32
      %g2_37 = arith.constant 1 : i32
      %g2_38 = arith.addi %g2_37, %g2_in1 : i32
      %g2_39 = arith.subi %g2_36, %g2_38 : i32
      %g2_40 = arith.constant 32 : i32
      %g2_41 = arith.remui %g2_39, %g2_40 : i32
      %g2_42 = arith.shrui %g2_28, %g2_41 : i32
      linalg.yield %g2_42 : i32
    } -> tensor<?x?x?xi32>
    %v3 = tensor.pad %v0 low[%arg4] high[2] {
    ^bb0(%p3_i0: index):
      tensor.yield %arg5 : f32
    } : tensor<3xf32> to tensor<?xf32>
    %g4_c0_1 = arith.constant 0 : index
    %g4_d0_1 = tensor.dim %v3, %g4_c0_1 : tensor<?xf32>
    %g4_empty0 = tensor.empty(%g4_d0_1) : tensor<3x?x3x2xf32>
    %v4 = linalg.broadcast ins(%v3 : tensor<?xf32>) outs(%g4_empty0 : tensor<3x?x3x2xf32>) dimensions = [0, 2, 3]
    %p5_padval = arith.constant -0.000000e+00 : f32
    %v5 = tensor.pad %v4 low[%arg6, 1, 2, 0] high[2, 1, %arg7, %arg8] {
    ^bb0(%p5_i0: index, %p5_i1: index, %p5_i2: index, %p5_i3: index):
      tensor.yield %p5_padval : f32
    } : tensor<3x?x3x2xf32> to tensor<?x?x?x?xf32>
    return %v1#0, %v2, %v5 : tensor<3xf32>, tensor<?x?x?xi32>, tensor<?x?x?x?xf32>
  }
}
