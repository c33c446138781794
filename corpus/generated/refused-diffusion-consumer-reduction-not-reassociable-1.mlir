// Corpus case 'refused-diffusion-consumer-reduction-not-reassociable': `fusefuzz generate --seed 67` under strategy diffusion.
// EXPECT: pass
// STRATEGY: diffusion
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}diffusion:consumer-reduction-not-reassociable=
module attributes {fusefuzz.seed = 67 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<?x1x2xf32> {fusefuzz.shape = array<i64: 1, 1, 2>}, %arg1: tensor<3x4xi1>, %arg2: tensor<4x3xi1>, %arg3: tensor<3xi1>, %arg4: tensor<i1>) -> (tensor<3x4xi1>, tensor<i1>) {
    %g0_c0_0 = arith.constant 0 : index
    %g0_d0_0 = tensor.dim %arg0, %g0_c0_0 : tensor<?x1x2xf32>
    %g0_empty0 = tensor.empty(%g0_d0_0) : tensor<?x1x2xi1>
    %g0_fillval0 = arith.constant 0 : i1
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : i1) outs(%g0_empty0 : tensor<?x1x2xi1>) -> tensor<?x1x2xi1>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg0 : tensor<?x1x2xf32>, tensor<?x1x2xf32>) outs(%g0_fill0 : tensor<?x1x2xi1>) {
    ^bb0(%g0_in0: f32, %g0_in1: f32, %g0_out0: i1):
      %g0_0 = arith.cmpf uno, %g0_in1, %g0_in1 : f32
      %g0_1 = arith.constant -1.000000e+02 : f32
      %g0_2 = arith.constant 1.000000e+02 : f32
      %g0_3 = arith.constant 0.000000e+00 : f32
      %g0_4 = arith.maximumf %g0_in1, %g0_1 : f32
      %g0_5 = arith.minimumf %g0_4, %g0_2 : f32
      %g0_6 = arith.select %g0_0, %g0_3, %g0_5 : f32
      %g0_7 = arith.fptosi %g0_6 : f32 to i32
      %g0_8 = arith.constant 0 : i32
      %g0_9 = arith.cmpi ne, %g0_7, %g0_8 : i32
      %g0_10 = arith.cmpf uno, %g0_in1, %g0_in1 : f32
      %g0_11 = arith.constant -1.000000e+02 : f32
      %g0_12 = arith.constant 1.000000e+02 : f32
      %g0_13 = arith.constant 0.000000e+00 : f32
      %g0_14 = arith.maximumf %g0_in1, %g0_11 : f32
      %g0_15 = arith.minimumf %g0_14, %g0_12 : f32
      %g0_16 = arith.select %g0_10, %g0_13, %g0_15 : f32
      %g0_17 = arith.fptosi %g0_16 : f32 to i32
      %g0_18 = arith.constant 0 : i32
      %g0_19 = arith.cmpi ne, %g0_17, %g0_18 : i32
      %g0_20 = arith.ori %g0_9, %g0_19 : i1
      %g0_21 = arith.cmpf uno, %g0_in0, %g0_in0 : f32
      %g0_22 = arith.constant -1.000000e+02 : f32
      %g0_23 = arith.constant 1.000000e+02 : f32
      %g0_24 = arith.constant 0.000000e+00 : f32
      %g0_25 = arith.maximumf %g0_in0, %g0_22 : f32
      %g0_26 = arith.minimumf %g0_25, %g0_23 : f32
      %g0_27 = arith.select %g0_21, %g0_24, %g0_26 : f32
      %g0_28 = arith.fptosi %g0_27 : f32 to i32
      %g0_29 = arith.constant 0 : i32
      %g0_30 = arith.cmpi ne, %g0_28, %g0_29 : i32
      %g0_31 = arith.xori %g0_20, %g0_30 : i1
      %g0_32 = arith.cmpf oge, %g0_in0, %g0_in1 : f32
      %g0_33 = arith.select %g0_32, %g0_in1, %g0_in0 : f32
      %g0_34 = arith.cmpf une, %g0_in1, %g0_in1 : f32
      %g0_35 = arith.constant 2.000000e+00 : f32
      %g0_36 = arith.select %g0_34, %g0_in0, %g0_35 : f32
      %g0_37 = arith.cmpf olt, %g0_33, %g0_36 : f32
      %g0_38 = arith.xori %g0_31, %g0_37 : i1
      linalg.yield %g0_38 : i1
    } -> tensor<?x1x2xi1>
    %p1_padval = arith.constant 1 : i1
    %v1 = tensor.pad %v0 low[0, 2, 0] high[2, 0, 2] {
    ^bb0(%p1_i0: index, %p1_i1: index, %p1_i2: index):
      tensor.yield %p1_padval : i1
    } : tensor<?x1x2xi1> to tensor<?x3x4xi1>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>], iterator_types = ["reduction", "parallel", "parallel"]} ins(%v1 : tensor<?x3x4xi1>) outs(%arg1 : tensor<3x4xi1>) {
    ^bb0(%g2_in0: i1, %g2_out0: i1):
      %g2_0 = arith.constant 1 : i1
      %g2_1 = arith.andi %g2_out0, %g2_0 : i1
      %g2_2 = linalg.index 1 : index
      %g2_3 = arith.index_cast %g2_2 : index to i32
      %g2_4 = arith.constant 0 : i32
      %g2_5 = arith.cmpi ne, %g2_3, %g2_4 : i32
      %g2_6 = arith.xori %g2_in0, %g2_5 : i1
      %g2_7 = arith.andi %g2_1, %g2_6 : i1
      %g2_8 = arith.xori %g2_out0, %g2_7 : i1
      linalg.yield %g2_8 : i1
    } -> tensor<3x4xi1>
    %g3_empty0 = tensor.empty() : tensor<3x4xi1>
    %g3_empty1 = tensor.empty() : tensor<3x4xi1>
    %v3:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v2 : tensor<3x4xi1>) outs(%g3_empty0, %g3_empty1 : tensor<3x4xi1>, tensor<3x4xi1>) {
    ^bb0(%g3_in0: i1, %g3_out0: i1, %g3_out1: i1):
      %g3_0 = arith.constant 0 : i1
      %g3_1 = arith.ori %g3_in0, %g3_0 : i1
      %g3_2 = arith.ori %g3_in0, %g3_in0 : i1
      linalg.yield %g3_1, %g3_2 : i1, i1
    } -> (tensor<3x4xi1>, tensor<3x4xi1>)
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%v3#1, %arg2, %arg3 : tensor<3x4xi1>, tensor<4x3xi1>, tensor<3xi1>) outs(%arg4 : tensor<i1>) {
    ^bb0(%g4_in0: i1, %g4_in1: i1, %g4_in2: i1, %g4_out0: i1):
      %g4_0 = arith.constant 5.000000e-01 : f32
      %g4_1 = arith.constant -1.500000e+00 : f32
      %g4_2 = arith.cmpf olt, %g4_0, %g4_1 : f32
      %g4_3 = arith.andi %g4_out0, %g4_2 : i1
      %g4_4 = arith.ori %g4_out0, %g4_3 : i1
      %g4_5 = arith.andi %g4_out0, %g4_4 : i1
      linalg.yield %g4_5 : i1
    } -> tensor<i1>
    return %v3#0, %v4 : tensor<3x4xi1>, tensor<i1>
  }
}
