// Corpus case 'refused-multi-operand-kept-result-read-through-partial-map': `fusefuzz generate --seed 8 --strategy multi-operand` under strategy multi-operand.
// EXPECT: pass
// STRATEGY: multi-operand
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}FuseOperands: kept-result-read-through-partial-map=
module attributes {fusefuzz.seed = 8 : i64, fusefuzz.policy = "0x4ae1b44caad41e40"} {
  func.func @case(%arg0: tensor<2x5x?xi8> {fusefuzz.shape = array<i64: 2, 5, 4>}, %arg1: index {fusefuzz.value = 1 : i64}, %arg2: index {fusefuzz.value = 0 : i64}, %arg3: tensor<6x?x6x7xf32> {fusefuzz.shape = array<i64: 6, 1, 6, 7>}, %arg4: i8) -> (tensor<?x?x6xi8>, tensor<?x?x6xi8>) {
    %g0_c0_0 = arith.constant 2 : index
    %g0_d0_0 = tensor.dim %arg0, %g0_c0_0 : tensor<2x5x?xi8>
    %g0_empty0 = tensor.empty(%g0_d0_0) : tensor<?x5x2xi8>
    %v0 = linalg.transpose ins(%arg0 : tensor<2x5x?xi8>) outs(%g0_empty0 : tensor<?x5x2xi8>) permutation = [2, 1, 0]
    %p1_padval = arith.constant -3 : i8
    %v1 = tensor.pad %v0 low[2, 1, 2] high[%arg1, %arg2, 2] {
    ^bb0(%p1_i0: index, %p1_i1: index, %p1_i2: index):
      tensor.yield %p1_padval : i8
    } : tensor<?x5x2xi8> to tensor<?x?x6xi8>
    %g2_c0_1 = arith.constant 1 : index
    %g2_d0_1 = tensor.dim %arg3, %g2_c0_1 : tensor<6x?x6x7xf32>
    %g2_c0_2 = arith.constant 1 : index
    %g2_d0_2 = tensor.dim %v1, %g2_c0_2 : tensor<?x?x6xi8>
    %g2_c0_3 = arith.constant 0 : index
    %g2_d0_3 = tensor.dim %v1, %g2_c0_3 : tensor<?x?x6xi8>
    %g2_empty0 = tensor.empty(%g2_d0_1, %g2_d0_2, %g2_d0_3) : tensor<6x?x?x?xi8>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3, d2, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v1, %arg3, %arg3 : tensor<?x?x6xi8>, tensor<6x?x6x7xf32>, tensor<6x?x6x7xf32>) outs(%g2_empty0 : tensor<6x?x?x?xi8>) {
    ^bb0(%g2_in0: i8, %g2_in1: f32, %g2_in2: f32, %g2_out0: i8):
      %g2_0 = arith.cmpf uno, %g2_in2, %g2_in2 : f32
      %g2_1 = arith.constant -1.000000e+02 : f32
      %g2_2 = arith.constant 1.000000e+02 : f32
      %g2_3 = arith.constant 0.000000e+00 : f32
      %g2_4 = arith.maximumf %g2_in2, %g2_1 : f32
      %g2_5 = arith.minimumf %g2_4, %g2_2 : f32
      %g2_6 = arith.select %g2_0, %g2_3, %g2_5 : f32
      %g2_7 = arith.fptosi %g2_6 : f32 to i32
      %g2_8 = arith.trunci %g2_7 : i32 to i8
      %g2_9 = arith.constant 4 : i8
      %g2_10 = arith.xori %g2_8, %g2_9 : i8
      %g2_11 = arith.cmpf uno, %g2_in1, %g2_in1 : f32
      %g2_12 = arith.constant -1.000000e+02 : f32
      %g2_13 = arith.constant 1.000000e+02 : f32
      %g2_14 = arith.constant 0.000000e+00 : f32
      %g2_15 = arith.maximumf %g2_in1, %g2_12 : f32
      %g2_16 = arith.minimumf %g2_15, %g2_13 : f32
      %g2_17 = arith.select %g2_11, %g2_14, %g2_16 : f32
      %g2_18 = arith.fptosi %g2_17 : f32 to i32
      %g2_19 = arith.trunci %g2_18 : i32 to i8
      %g2_20 = arith.constant -2 : i8
      %g2_21 = arith.cmpi ne, %g2_19, %g2_20 : i8
      %g2_22 = arith.cmpf uno, %g2_in2, %g2_in2 : f32
      %g2_23 = arith.constant -1.000000e+02 : f32
      %g2_24 = arith.constant 1.000000e+02 : f32
      %g2_25 = arith.constant 0.000000e+00 : f32
      %g2_26 = arith.maximumf %g2_in2, %g2_23 : f32
      %g2_27 = arith.minimumf %g2_26, %g2_24 : f32
      %g2_28 = arith.select %g2_22, %g2_25, %g2_27 : f32
      %g2_29 = arith.fptosi %g2_28 : f32 to i32
      %g2_30 = arith.trunci %g2_29 : i32 to i8
      %g2_31 = arith.select %g2_21, %g2_30, %g2_in0 : i8
      %g2_32 = arith.xori %g2_10, %g2_31 : i8
      linalg.yield %g2_32 : i8
    } -> tensor<6x?x?x?xi8>
    %g3_c0_0 = arith.constant 3 : index
    %g3_d0_0 = tensor.dim %v2, %g3_c0_0 : tensor<6x?x?x?xi8>
    %g3_c0_1 = arith.constant 2 : index
    %g3_d0_1 = tensor.dim %v2, %g3_c0_1 : tensor<6x?x?x?xi8>
    %g3_empty0 = tensor.empty(%g3_d0_0, %g3_d0_1) : tensor<?x?x6xi8>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, 0, d1, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v2 : tensor<6x?x?x?xi8>) outs(%g3_empty0 : tensor<?x?x6xi8>) {
    ^bb0(%g3_in0: i8, %g3_out0: i8):
      %g3_0 = arith.constant 2 : i8
      %g3_1 = arith.subi %g3_0, %g3_in0 : i8
      linalg.yield %g3_1 : i8
    } -> tensor<?x?x6xi8>
    return %v1, %v3 : tensor<?x?x6xi8>, tensor<?x?x6xi8>
  }
}
