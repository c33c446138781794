// Corpus case 'fuse-pad-and-elementwise': `fusefuzz generate --seed 51` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}FuseElementwiseOps={{.*}}FusePadOp=
module attributes {fusefuzz.seed = 51 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<3xi32>, %arg1: tensor<3x1xf16>, %arg2: index {fusefuzz.value = 0 : i64}, %arg3: index {fusefuzz.value = 1 : i64}, %arg4: tensor<5xi32>, %arg5: tensor<5xi32>, %arg6: tensor<2x4x5x3xi32>, %arg7: tensor<5x3x2x4xi32>, %arg8: tensor<?x?xi32> {fusefuzz.shape = array<i64: 4, 5>}) -> (tensor<?x?xi32>, tensor<5xi32>, tensor<3x?x2x?xi32>) {
    %g0_empty0 = tensor.empty() : tensor<3x1xi32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1, %arg1 : tensor<3xi32>, tensor<3x1xf16>, tensor<3x1xf16>) outs(%g0_empty0 : tensor<3x1xi32>) {
    ^bb0(%g0_in0: i32, %g0_in1: f16, %g0_in2: f16, %g0_out0: i32):
      %g0_0 = arith.cmpf uno, %g0_in2, %g0_in2 : f16
      %g0_1 = arith.constant -1.000000e+02 : f16
      %g0_2 = arith.constant 1.000000e+02 : f16
      %g0_3 = arith.constant 0.000000e+00 : f16
      %g0_4 = arith.maximumf %g0_in2, %g0_1 : f16
      %g0_5 = arith.minimumf %g0_4, %g0_2 : f16
      %g0_6 = arith.select %g0_0, %g0_3, %g0_5 : f16
      %g0_7 = arith.fptosi %g0_6 : f16 to i32
      %g0_8 = arith.cmpf uno, %g0_in1, %g0_in1 : f16
      %g0_9 = arith.constant -1.000000e+02 : f16
      %g0_10 = arith.constant 1.000000e+02 : f16
      %g0_11 = arith.constant 0.000000e+00 : f16
      %g0_12 = arith.maximumf %g0_in1, %g0_9 : f16
      %g0_13 = arith.minimumf %g0_12, %g0_10 : f16
      %g0_14 = arith.select %g0_8, %g0_11, %g0_13 : f16
      %g0_15 = arith.fptosi %g0_14 : f16 to i32
      %g0_16 = arith.constant 0 : i32
      %g0_17 = arith.constant 1 : i32
      %g0_18 = arith.cmpi eq, %g0_15, %g0_16 : i32
      %g0_19 = arith.constant -1 : i32
      %g0_20 = arith.cmpi eq, %g0_15, %g0_19 : i32
      %g0_21 = arith.ori %g0_18, %g0_20 : i1
      %g0_22 = arith.select %g0_21, %g0_17, %g0_15 : i32
      %g0_23 = arith.remsi %g0_7, %g0_22 : i32
      linalg.yield %g0_23 : i32
    } -> tensor<3x1xi32>
    %p1_padval = arith.constant -3 : i32
    %v1 = tensor.pad %v0 low[%arg2, 0] high[1, %arg3] {
    ^bb0(%p1_i0: index, %p1_i1: index):
      tensor.yield %p1_padval : i32
    } : tensor<3x1xi32> to tensor<?x?xi32>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %v1, %g2_c0_0 : tensor<?x?xi32>
    %g2_c0_1 = arith.constant 1 : index
    %g2_d0_1 = tensor.dim %v1, %g2_c0_1 : tensor<?x?xi32>
    %g2_empty0 = tensor.empty(%g2_d0_0, %g2_d0_1) : tensor<?x?xi32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v1 : tensor<?x?xi32>) outs(%g2_empty0 : tensor<?x?xi32>) {
    ^bb0(%g2_in0: i32, %g2_out0: i32):
      %g2_0 = arith.constant 0 : i32
      %g2_1 = arith.constant 1 : i32
      %g2_2 = arith.cmpi eq, %g2_in0, %g2_0 : i32
      %g2_3 = arith.select %g2_2, %g2_1, %g2_in0 : i32
      %g2_4 = arith.remui %g2_in0, %g2_3 : i32
      linalg.yield %g2_4 : i32
    } -> tensor<?x?xi32>
    %g3_empty0 = tensor.empty() : tensor<5xi32>
    %g3_empty1 = tensor.empty() : tensor<5xi32>
    %v3:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg4, %arg5 : tensor<5xi32>, tensor<5xi32>) outs(%g3_empty0, %g3_empty1 : tensor<5xi32>, tensor<5xi32>) {
    ^bb0(%g3_in0: i32, %g3_in1: i32, %g3_out0: i32, %g3_out1: i32):
      %g3_0 = arith.constant 2 : i32
      %g3_1 = arith.minsi %g3_0, %g3_in0 : i32
      %g3_2 = arith.addi %g3_in0, %g3_1 : i32
      %g3_3 = arith.constant 0 : i32
      %g3_4 = arith.constant 3 : i32
      %g3_5 = arith.maxui %g3_4, %g3_in1 : i32
      %g3_6 = arith.constant 0 : i32
      %g3_7 = arith.constant 1 : i32
      %g3_8 = arith.cmpi eq, %g3_5, %g3_6 : i32
      %g3_9 = arith.constant -1 : i32
      %g3_10 = arith.cmpi eq, %g3_5, %g3_9 : i32
      %g3_11 = arith.ori %g3_8, %g3_10 : i1
      %g3_12 = arith.select %g3_11, %g3_7, %g3_5 : i32
      %g3_13 = arith.divsi %g3_3, %g3_12 : i32
      %g3_14 = arith.constant 32 : i32
      %g3_15 = arith.remui %g3_13, %g3_14 : i32
      %g3_16 = arith.shrsi %g3_2, %g3_15 : i32
      %g3_17 = arith.constant -1 : i32
      %g3_18 = arith.constant -3 : i32
      %g3_19 = arith.constant 32 : i32
      %g3_20 = arith.remui %g3_in1, %g3_19 : i32
      %g3_21 = arith.shli %g3_18, %g3_20 : i32
      %g3_22 = arith.addi %g3_in1, %g3_in0 : i32
      %g3_23 = arith.cmpi eq, %g3_21, %g3_22 : i32
      %g3_24 = arith.constant 0 : i32
      %g3_25 = arith.cmpi eq, %g3_24, %g3_in1 : i32
      %g3_26 = arith.select %g3_25, %g3_in0, %g3_in0 : i32
      %g3_27 = arith.select %g3_23, %g3_in1, %g3_26 : i32
      %g3_28 = arith.cmpi ugt, %g3_17, %g3_27 : i32
      %g3_29 = arith.subi %g3_in1, %g3_in1 : i32
      %g3_30 = arith.constant 4 : i32
      %g3_31 = arith.select %g3_28, %g3_29, %g3_30 : i32
      linalg.yield %g3_16, %g3_31 : i32, i32
    } -> (tensor<5xi32>, tensor<5xi32>)
    %g4_empty0 = tensor.empty() : tensor<5x3x2x4xi32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v3#1, %arg6, %arg7 : tensor<5xi32>, tensor<2x4x5x3xi32>, tensor<5x3x2x4xi32>) outs(%g4_empty0 : tensor<5x3x2x4xi32>) {
    ^bb0(%g4_in0: i32, %g4_in1: i32, %g4_in2: i32, %g4_out0: i32):
      %g4_0 = arith.subi %g4_in2, %g4_in1 : i32
      %g4_1 = arith.subi %g4_in2, %g4_0 : i32
      %g4_2 = arith.xori %g4_in0, %g4_1 : i32
      linalg.yield %g4_2 : i32
    } -> tensor<5x3x2x4xi32>
    %g5_c0_1 = arith.constant 0 : index
    %g5_d0_1 = tensor.dim %arg8, %g5_c0_1 : tensor<?x?xi32>
    %g5_c0_3 = arith.constant 1 : index
    %g5_d0_3 = tensor.dim %arg8, %g5_c0_3 : tensor<?x?xi32>
    %g5_empty0 = tensor.empty(%g5_d0_1, %g5_d0_3) : tensor<3x?x2x?xi32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3, d0, d2, d1)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v4, %arg8 : tensor<5x3x2x4xi32>, tensor<?x?xi32>) outs(%g5_empty0 : tensor<3x?x2x?xi32>) {
    ^bb0(%g5_in0: i32, %g5_in1: i32, %g5_out0: i32):
      %g5_0 = linalg.index 3 : index
      %g5_1 = arith.index_cast %g5_0 : index to i32
      %g5_2 = arith.muli %g5_in0, %g5_1 : i32
      linalg.yield %g5_2 : i32
    } -> tensor<3x?x2x?xi32>
    return %v2, %v3#0, %v5 : tensor<?x?xi32>, tensor<5xi32>, tensor<3x?x2x?xi32>
  }
}
