// fusefuzz's multiuse-producer strategy (upstream's fuse-multiuse-producer
// behaviour) on a generated case where the fused producers' other users
// come after the consumer: two fusions, both recorded and proved like
// FuseElementwiseOps steps, and execution agrees. The case where a user
// precedes the consumer is corpus/known/multiuse-producer-redirects-earlier-users.mlir.
// EXPECT: pass
// STRATEGY: multiuse-producer
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass (2 fusions), expected pass: ok
// CHECK: rules fired: MultiUseProducerFusion=2
// CHECK: equivalence: proved
module attributes {fusefuzz.seed = 6 : i64, fusefuzz.policy = "0xd74c3dd14d9dc2cd"} {
  func.func @case(%arg0: tensor<3xi8>, %arg1: i8, %arg2: tensor<3xf32>, %arg3: tensor<5xf32>, %arg4: tensor<3xf32>) -> (tensor<3xi8>, tensor<3xf32>, tensor<3xi8>) {
    %g0_empty0 = tensor.empty() : tensor<3xi8>
    %g0_empty1 = tensor.empty() : tensor<3xi8>
    %v0:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<3xi8>) outs(%g0_empty0, %g0_empty1 : tensor<3xi8>, tensor<3xi8>) {
    ^bb0(%g0_in0: i8, %g0_out0: i8, %g0_out1: i8):
      %g0_0 = arith.cmpi ult, %g0_in0, %g0_in0 : i8
      %g0_1 = arith.select %g0_0, %arg1, %arg1 : i8
      %g0_2 = arith.subi %g0_in0, %g0_in0 : i8
      linalg.yield %g0_1, %g0_2 : i8, i8
    } -> (tensor<3xi8>, tensor<3xi8>)
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v0#1, %arg2, %arg2 : tensor<3xi8>, tensor<3xf32>, tensor<3xf32>) outs(%arg4 : tensor<3xf32>) {
    ^bb0(%g1_in0: i8, %g1_in1: f32, %g1_in2: f32, %g1_out0: f32):
      %g1_0 = arith.divf %g1_in2, %g1_out0 : f32
      %g1_1 = arith.subf %g1_0, %g1_in1 : f32
      linalg.yield %g1_1 : f32
    } -> tensor<3xf32>
    %g2_empty0 = tensor.empty() : tensor<3xf32>
    %g2_empty1 = tensor.empty() : tensor<3xi8>
    %v2:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v1 : tensor<3xf32>) outs(%g2_empty0, %g2_empty1 : tensor<3xf32>, tensor<3xi8>) {
    ^bb0(%g2_in0: f32, %g2_out0: f32, %g2_out1: i8):
      %g2_0 = math.exp %g2_in0 : f32
      %g2_1 = math.sqrt %g2_0 : f32
      %g2_2 = arith.constant 7 : i8
      %g2_3 = arith.cmpf uno, %g2_in0, %g2_in0 : f32
      %g2_4 = arith.constant -1.000000e+02 : f32
      %g2_5 = arith.constant 1.000000e+02 : f32
      %g2_6 = arith.constant 0.000000e+00 : f32
      %g2_7 = arith.maximumf %g2_in0, %g2_4 : f32
      %g2_8 = arith.minimumf %g2_7, %g2_5 : f32
      %g2_9 = arith.select %g2_3, %g2_6, %g2_8 : f32
      %g2_10 = arith.fptosi %g2_9 : f32 to i32
      %g2_11 = arith.trunci %g2_10 : i32 to i8
      %g2_12 = arith.constant 4 : i8
      %g2_13 = arith.constant 0 : i8
      %g2_14 = arith.constant 1 : i8
      %g2_15 = arith.cmpi eq, %g2_12, %g2_13 : i8
      %g2_16 = arith.constant -1 : i8
      %g2_17 = arith.cmpi eq, %g2_12, %g2_16 : i8
      %g2_18 = arith.ori %g2_15, %g2_17 : i1
      %g2_19 = arith.select %g2_18, %g2_14, %g2_12 : i8
      %g2_20 = arith.remsi %g2_11, %g2_19 : i8
      %g2_21 = arith.cmpi ult, %g2_2, %g2_20 : i8
      %g2_22 = arith.constant 6 : i8
      %g2_23 = arith.constant 3 : i8
      %g2_24 = arith.constant 8 : i8
      %g2_25 = arith.remui %g2_23, %g2_24 : i8
      %g2_26 = arith.shli %g2_22, %g2_25 : i8
      %g2_27 = arith.cmpf uno, %g2_in0, %g2_in0 : f32
      %g2_28 = arith.constant -1.000000e+02 : f32
      %g2_29 = arith.constant 1.000000e+02 : f32
      %g2_30 = arith.constant 0.000000e+00 : f32
      %g2_31 = arith.maximumf %g2_in0, %g2_28 : f32
      %g2_32 = arith.minimumf %g2_31, %g2_29 : f32
      %g2_33 = arith.select %g2_27, %g2_30, %g2_32 : f32
      %g2_34 = arith.fptosi %g2_33 : f32 to i32
      %g2_35 = arith.trunci %g2_34 : i32 to i8
      %g2_36 = arith.select %g2_21, %g2_26, %g2_35 : i8
      linalg.yield %g2_1, %g2_36 : f32, i8
    } -> (tensor<3xf32>, tensor<3xi8>)
    return %v0#0, %v2#0, %v2#1 : tensor<3xi8>, tensor<3xf32>, tensor<3xi8>
  }
}
