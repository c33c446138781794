// Corpus case 'refused-diffusion-consumer-not-dps': `fusefuzz generate --seed 19` under strategy diffusion.
// EXPECT: pass
// STRATEGY: diffusion
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}diffusion:upstream-declined: consumer op is not DPS operation=
module attributes {fusefuzz.seed = 19 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<3x?x1x2xf16> {fusefuzz.shape = array<i64: 3, 5, 1, 2>}, %arg1: tensor<3x5x1x2xf16>, %arg2: tensor<?x?xi32> {fusefuzz.shape = array<i64: 3, 4>}, %arg3: tensor<?x3xi8> {fusefuzz.shape = array<i64: 4, 3>}, %arg4: index {fusefuzz.value = 0 : i64}, %arg5: index {fusefuzz.value = 0 : i64}, %arg6: tensor<?x8xi8> {fusefuzz.shape = array<i64: 3, 8>}, %arg7: tensor<?x3xi8> {fusefuzz.shape = array<i64: 8, 3>}, %arg8: tensor<3xi8>) -> (tensor<3x5x1x2xf16>, tensor<?x?xi8>, tensor<3xi8>, tensor<6xi8>) {
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<3x?x1x2xf16>) outs(%arg1 : tensor<3x5x1x2xf16>) {
    ^bb0(%g0_in0: f16, %g0_out0: f16):
      %g0_0 = arith.minimumf %g0_in0, %g0_in0 : f16
      %g0_1 = arith.constant 0.000000e+00 : f16
      %g0_2 = arith.constant 5.000000e-01 : f16
      %g0_3 = arith.subf %g0_1, %g0_2 : f16
      %g0_4 = arith.cmpf oge, %g0_0, %g0_3 : f16
      %g0_5 = arith.divf %g0_in0, %g0_in0 : f16
      %g0_6 = arith.subf %g0_in0, %g0_in0 : f16
      %g0_7 = arith.select %g0_4, %g0_5, %g0_6 : f16
      %g0_8 = math.floor %g0_in0 : f16
      %g0_9 = arith.negf %g0_8 : f16
      %g0_10 = arith.cmpf ugt, %g0_7, %g0_9 : f16
      %g0_11 = arith.cmpf ord, %g0_in0, %g0_in0 : f16
      %g0_12 = arith.select %g0_11, %g0_in0, %g0_in0 : f16
      %g0_13 = arith.addf %g0_12, %g0_in0 : f16
      %g0_14 = arith.select %g0_10, %g0_in0, %g0_13 : f16
      linalg.yield %g0_14 : f16
    } -> tensor<3x5x1x2xf16>
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %arg2, %g1_c0_0 : tensor<?x?xi32>
    %g1_c0_1 = arith.constant 1 : index
    %g1_d0_1 = tensor.dim %arg2, %g1_c0_1 : tensor<?x?xi32>
    %g1_empty0 = tensor.empty(%g1_d0_0, %g1_d0_1) : tensor<?x?xi8>
    %g1_fillval0 = arith.constant 0 : i8
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : i8) outs(%g1_empty0 : tensor<?x?xi8>) -> tensor<?x?xi8>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg2, %arg3 : tensor<?x?xi32>, tensor<?x3xi8>) outs(%g1_fill0 : tensor<?x?xi8>) {
    ^bb0(%g1_in0: i32, %g1_in1: i8, %g1_out0: i8):
      %g1_0 = arith.xori %g1_in1, %g1_out0 : i8
      %g1_1 = arith.trunci %g1_in0 : i32 to i8
      %g1_2 = arith.cmpi sge, %g1_0, %g1_1 : i8
      %g1_3 = arith.trunci %g1_in0 : i32 to i8
      %g1_4 = arith.ori %g1_in1, %g1_3 : i8
      %g1_5 = arith.constant 5 : i8
      %g1_6 = arith.constant 5 : i8
      %g1_7 = arith.constant 0 : i8
      %g1_8 = arith.constant 1 : i8
      %g1_9 = arith.cmpi eq, %g1_6, %g1_7 : i8
      %g1_10 = arith.select %g1_9, %g1_8, %g1_6 : i8
      %g1_11 = arith.remui %g1_5, %g1_10 : i8
      %g1_12 = arith.select %g1_2, %g1_4, %g1_11 : i8
      linalg.yield %g1_12 : i8
    } -> tensor<?x?xi8>
    %p2_padval = arith.constant 4 : i8
    %v2 = tensor.pad %v1 low[%arg4, 2] high[%arg5, 2] {
    ^bb0(%p2_i0: index, %p2_i1: index):
      tensor.yield %p2_padval : i8
    } : tensor<?x?xi8> to tensor<?x?xi8>
    %v3:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%v2, %arg6, %arg7 : tensor<?x?xi8>, tensor<?x8xi8>, tensor<?x3xi8>) outs(%arg8, %arg8 : tensor<3xi8>, tensor<3xi8>) {
    ^bb0(%g3_in0: i8, %g3_in1: i8, %g3_in2: i8, %g3_out0: i8, %g3_out1: i8):
      %g3_0 = arith.constant 0 : i8
      %g3_1 = arith.cmpi sge, %g3_0, %g3_in0 : i8
      %g3_2 = arith.constant 5 : i8
      %g3_3 = arith.select %g3_1, %g3_2, %g3_out1 : i8
      %g3_4 = arith.andi %g3_3, %g3_in0 : i8
      %g3_5 = arith.maxsi %g3_out0, %g3_4 : i8
      %g3_6 = arith.constant 2 : i8
      %g3_7 = arith.addi %g3_6, %g3_in0 : i8
      %g3_8 = arith.constant -1 : i8
      %g3_9 = arith.maxsi %g3_8, %g3_in1 : i8
      %g3_10 = arith.addi %g3_7, %g3_9 : i8
      %g3_11 = arith.maxsi %g3_out1, %g3_10 : i8
      linalg.yield %g3_5, %g3_11 : i8, i8
    } -> (tensor<3xi8>, tensor<3xi8>)
    %p4_padval = arith.constant -3 : i8
    %v4 = tensor.pad %v3#1 low[2] high[1] {
    ^bb0(%p4_i0: index):
      tensor.yield %p4_padval : i8
    } : tensor<3xi8> to tensor<6xi8>
    return %v0, %v1, %v3#0, %v4 : tensor<3x5x1x2xf16>, tensor<?x?xi8>, tensor<3xi8>, tensor<6xi8>
  }
}
