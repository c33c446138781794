// Corpus case 'refused-diffusion-consumer-of-partial-reduction': `fusefuzz generate --seed 107` under strategy diffusion.
// EXPECT: pass
// STRATEGY: diffusion
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}diffusion:consumer-of-partial-reduction=
module attributes {fusefuzz.seed = 107 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<3x5x3xf16>, %arg1: tensor<3xi1>, %arg2: tensor<3x?x3xf32> {fusefuzz.shape = array<i64: 3, 5, 3>}, %arg3: tensor<3xi8>) -> (tensor<3xi8>) {
    %g0_c0_1 = arith.constant 1 : index
    %g0_d0_1 = tensor.dim %arg2, %g0_c0_1 : tensor<3x?x3xf32>
    %g0_empty0 = tensor.empty(%g0_d0_1) : tensor<3x?x3xi8>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<3x5x3xf16>, tensor<3xi1>, tensor<3x?x3xf32>) outs(%g0_empty0 : tensor<3x?x3xi8>) {
    ^bb0(%g0_in0: f16, %g0_in1: i1, %g0_in2: f32, %g0_out0: i8):
      %g0_0 = arith.cmpf uno, %g0_in2, %g0_in2 : f32
      %g0_1 = arith.constant -1.000000e+02 : f32
      %g0_2 = arith.constant 1.000000e+02 : f32
      %g0_3 = arith.constant 0.000000e+00 : f32
      %g0_4 = arith.maximumf %g0_in2, %g0_1 : f32
      %g0_5 = arith.minimumf %g0_4, %g0_2 : f32
      %g0_6 = arith.select %g0_0, %g0_3, %g0_5 : f32
      %g0_7 = arith.fptosi %g0_6 : f32 to i32
      %g0_8 = arith.trunci %g0_7 : i32 to i8
      %g0_9 = arith.cmpf uno, %g0_in2, %g0_in2 : f32
      %g0_10 = arith.constant -1.000000e+02 : f32
      %g0_11 = arith.constant 1.000000e+02 : f32
      %g0_12 = arith.constant 0.000000e+00 : f32
      %g0_13 = arith.maximumf %g0_in2, %g0_10 : f32
      %g0_14 = arith.minimumf %g0_13, %g0_11 : f32
      %g0_15 = arith.select %g0_9, %g0_12, %g0_14 : f32
      %g0_16 = arith.fptosi %g0_15 : f32 to i32
      %g0_17 = arith.trunci %g0_16 : i32 to i8
      %g0_18 = arith.maxui %g0_8, %g0_17 : i8
      %g0_19 = arith.cmpf uno, %g0_in0, %g0_in0 : f16
      %g0_20 = arith.constant -1.000000e+02 : f16
      %g0_21 = arith.constant 1.000000e+02 : f16
      %g0_22 = arith.constant 0.000000e+00 : f16
      %g0_23 = arith.maximumf %g0_in0, %g0_20 : f16
      %g0_24 = arith.minimumf %g0_23, %g0_21 : f16
      %g0_25 = arith.select %g0_19, %g0_22, %g0_24 : f16
      %g0_26 = arith.fptosi %g0_25 : f16 to i32
      %g0_27 = arith.trunci %g0_26 : i32 to i8
      %g0_28 = arith.cmpf uno, %g0_in0, %g0_in0 : f16
      %g0_29 = arith.constant -1.000000e+02 : f16
      %g0_30 = arith.constant 1.000000e+02 : f16
      %g0_31 = arith.constant 0.000000e+00 : f16
      %g0_32 = arith.maximumf %g0_in0, %g0_29 : f16
      %g0_33 = arith.minimumf %g0_32, %g0_30 : f16
      %g0_34 = arith.select %g0_28, %g0_31, %g0_33 : f16
      %g0_35 = arith.fptosi %g0_34 : f16 to i32
      %g0_36 = arith.trunci %g0_35 : i32 to i8
      %g0_37 = arith.minsi %g0_27, %g0_36 : i8
      %g0_38 = arith.constant 0 : i8
      %g0_39 = arith.constant 1 : i8
      %g0_40 = arith.cmpi eq, %g0_37, %g0_38 : i8
      %g0_41 = arith.select %g0_40, %g0_39, %g0_37 : i8
      %g0_42 = arith.divui %g0_18, %g0_41 : i8
      linalg.yield %g0_42 : i8
    } -> tensor<3x?x3xi8>
    %g1_empty0 = tensor.empty() : tensor<3xi8>
    %g1_fillval0 = arith.constant 4 : i8
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : i8) outs(%g1_empty0 : tensor<3xi8>) -> tensor<3xi8>
    %v1 = linalg.reduce ins(%v0 : tensor<3x?x3xi8>) outs(%g1_fill0 : tensor<3xi8>) dimensions = [1, 2]
      (%g1_in0: i8, %g1_out0: i8) {
        %g1_0 = arith.maxsi %g1_out0, %g1_in0 : i8
        linalg.yield %g1_0 : i8
      }
    %g2_empty0 = tensor.empty() : tensor<3xi8>
    %v2 = linalg.elementwise kind=#linalg.elementwise_kind<mul> ins(%v1, %arg3 : tensor<3xi8>, tensor<3xi8>) outs(%g2_empty0 : tensor<3xi8>) -> tensor<3xi8>
    return %v2 : tensor<3xi8>
  }
}
