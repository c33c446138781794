// Corpus case 'refused-pad-producer-not-all-parallel': `fusefuzz generate --seed 113` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}} pad-producer-not-all-parallel=
module attributes {fusefuzz.seed = 113 : i64, fusefuzz.policy = "0xff4bf7f6d7a45ffa"} {
  func.func @case(%arg0: tensor<2x5xf16>, %arg1: index {fusefuzz.value = 0 : i64}, %arg2: index {fusefuzz.value = 0 : i64}, %arg3: tensor<6xi8>, %arg4: index {fusefuzz.value = 1 : i64}) -> (tensor<?xi8>) {
    %p0_padval = arith.constant 7.000000e+00 : f16
    %v0 = tensor.pad %arg0 low[%arg1, 1] high[2, %arg2] {
    ^bb0(%p0_i0: index, %p0_i1: index):
      tensor.yield %p0_padval : f16
    } : tensor<2x5xf16> to tensor<?x?xf16>
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %v0, %g1_c0_0 : tensor<?x?xf16>
    %g1_empty0 = tensor.empty(%g1_d0_0) : tensor<?xi8>
    %g1_fillval0 = arith.constant 1 : i8
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : i8) outs(%g1_empty0 : tensor<?xi8>) -> tensor<?xi8>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%v0, %arg3 : tensor<?x?xf16>, tensor<6xi8>) outs(%g1_fill0 : tensor<?xi8>) {
    ^bb0(%g1_in0: f16, %g1_in1: i8, %g1_out0: i8):
      %g1_0 = arith.cmpf uno, %g1_in0, %g1_in0 : f16
      %g1_1 = arith.constant -1.000000e+02 : f16
      %g1_2 = arith.constant 1.000000e+02 : f16
      %g1_3 = arith.constant 0.000000e+00 : f16
      %g1_4 = arith.maximumf %g1_in0, %g1_1 : f16
      %g1_5 = arith.minimumf %g1_4, %g1_2 : f16
      %g1_6 = arith.select %g1_0, %g1_3, %g1_5 : f16
      %g1_7 = arith.fptosi %g1_6 : f16 to i32
      %g1_8 = arith.trunci %g1_7 : i32 to i8
      %g1_9 = arith.andi %g1_out0, %g1_8 : i8
      %g1_10 = arith.addi %g1_out0, %g1_9 : i8
      linalg.yield %g1_10 : i8
    } -> tensor<?xi8>
    %p2_padval = arith.constant -2 : i8
    %v2 = tensor.pad %v1 low[0] high[%arg4] {
    ^bb0(%p2_i0: index):
      tensor.yield %p2_padval : i8
    } : tensor<?xi8> to tensor<?xi8>
    return %v2 : tensor<?xi8>
  }
}
