// Corpus case 'fuse-pad-and-elementwise': `fusefuzz generate --seed 57` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}FuseElementwiseOps={{.*}}FusePadOp=
module attributes {fusefuzz.seed = 57 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<1xi32>, %arg1: tensor<1x2x?xi32> {fusefuzz.shape = array<i64: 1, 2, 5>}, %arg2: tensor<1x5x2xf32>, %arg3: index {fusefuzz.value = 0 : i64}, %arg4: index {fusefuzz.value = 2 : i64}, %arg5: index {fusefuzz.value = 1 : i64}, %arg6: index {fusefuzz.value = 0 : i64}, %arg7: tensor<3x7x2xi32>) -> (tensor<?x?x?xi32>) {
    %g0_empty0 = tensor.empty() : tensor<1xi32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<1xi32>) outs(%g0_empty0 : tensor<1xi32>) {
    ^bb0(%g0_in0: i32, %g0_out0: i32):
      %g0_0 = arith.andi %g0_in0, %g0_in0 : i32
      linalg.yield %g0_0 : i32
    } -> tensor<1xi32>
    %g1_empty0 = tensor.empty() : tensor<1xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v0 : tensor<1xi32>) outs(%g1_empty0 : tensor<1xi32>) {
    ^bb0(%g1_in0: i32, %g1_out0: i32):
      %g1_0 = arith.constant -2 : i32
      %g1_1 = arith.constant -2 : i32
      %g1_2 = arith.subi %g1_1, %g1_in0 : i32
      %g1_3 = arith.constant 32 : i32
      %g1_4 = arith.remui %g1_2, %g1_3 : i32
      %g1_5 = arith.shrsi %g1_0, %g1_4 : i32
      %g1_6 = arith.constant 32 : i32
      %g1_7 = arith.remui %g1_in0, %g1_6 : i32
      %g1_8 = arith.shrui %g1_5, %g1_7 : i32
      linalg.yield %g1_8 : i32
    } -> tensor<1xi32>
    %g2_c0_1 = arith.constant 2 : index
    %g2_d0_1 = tensor.dim %arg1, %g2_c0_1 : tensor<1x2x?xi32>
    %g2_empty0 = tensor.empty(%g2_d0_1) : tensor<1x?x2xi32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v1, %arg1, %arg2 : tensor<1xi32>, tensor<1x2x?xi32>, tensor<1x5x2xf32>) outs(%g2_empty0 : tensor<1x?x2xi32>) {
    ^bb0(%g2_in0: i32, %g2_in1: i32, %g2_in2: f32, %g2_out0: i32):
      %g2_0 = arith.cmpf uno, %g2_in2, %g2_in2 : f32
      %g2_1 = arith.constant -1.000000e+02 : f32
      %g2_2 = arith.constant 1.000000e+02 : f32
      %g2_3 = arith.constant 0.000000e+00 : f32
      %g2_4 = arith.maximumf %g2_in2, %g2_1 : f32
      %g2_5 = arith.minimumf %g2_4, %g2_2 : f32
      %g2_6 = arith.select %g2_0, %g2_3, %g2_5 : f32
      %g2_7 = arith.fptosi %g2_6 : f32 to i32
      %g2_8 = arith.cmpf uno, %g2_in2, %g2_in2 : f32
      %g2_9 = arith.constant -1.000000e+02 : f32
      %g2_10 = arith.constant 1.000000e+02 : f32
      %g2_11 = arith.constant 0.000000e+00 : f32
      %g2_12 = arith.maximumf %g2_in2, %g2_9 : f32
      %g2_13 = arith.minimumf %g2_12, %g2_10 : f32
      %g2_14 = arith.select %g2_8, %g2_11, %g2_13 : f32
      %g2_15 = arith.fptosi %g2_14 : f32 to i32
      %g2_16 = arith.minsi %g2_7, %g2_15 : i32
      linalg.yield %g2_16 : i32
    } -> tensor<1x?x2xi32>
    %p3_padval = arith.constant 7 : i32
    %v3 = tensor.pad %v2 low[%arg3, %arg5, %arg6] high[%arg4, 1, 0] {
    ^bb0(%p3_i0: index, %p3_i1: index, %p3_i2: index):
      tensor.yield %p3_padval : i32
    } : tensor<1x?x2xi32> to tensor<?x?x?xi32>
    %g4_c0_0 = arith.constant 0 : index
    %g4_d0_0 = tensor.dim %v3, %g4_c0_0 : tensor<?x?x?xi32>
    %g4_c0_1 = arith.constant 1 : index
    %g4_d0_1 = tensor.dim %v3, %g4_c0_1 : tensor<?x?x?xi32>
    %g4_c0_2 = arith.constant 2 : index
    %g4_d0_2 = tensor.dim %v3, %g4_c0_2 : tensor<?x?x?xi32>
    %g4_empty0 = tensor.empty(%g4_d0_0, %g4_d0_1, %g4_d0_2) : tensor<?x?x?xi32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v3, %arg7, %arg7 : tensor<?x?x?xi32>, tensor<3x7x2xi32>, tensor<3x7x2xi32>) outs(%g4_empty0 : tensor<?x?x?xi32>) {
    ^bb0(%g4_in0: i32, %g4_in1: i32, %g4_in2: i32, %g4_out0: i32):
      %g4_0 = arith.constant 6 : i32
      %g4_1 = arith.addi %g4_0, %g4_in2 : i32
      linalg.yield %g4_1 : i32
    } -> tensor<?x?x?xi32>
    return %v4 : tensor<?x?x?xi32>
  }
}
