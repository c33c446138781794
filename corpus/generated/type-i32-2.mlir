// Corpus case 'type-i32': `fusefuzz generate --seed 29` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 29 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<?x?x5x5xf32> {fusefuzz.shape = array<i64: 5, 3, 5, 5>}, %arg1: index {fusefuzz.value = 1 : i64}, %arg2: index {fusefuzz.value = 1 : i64}, %arg3: index {fusefuzz.value = 0 : i64}, %arg4: index {fusefuzz.value = 2 : i64}, %arg5: index {fusefuzz.value = 1 : i64}, %arg6: tensor<4xf32>, %arg7: tensor<4xi32>, %arg8: i32, %arg9: tensor<4xi32>) -> (tensor<?x?x?xf32>, tensor<4xi32>) {
    %p0_padval = arith.constant 1.000000e+00 : f32
    %v0 = tensor.pad %arg0 low[%arg1, 1, %arg3, 2] high[%arg2, 2, %arg4, %arg5] {
    ^bb0(%p0_i0: index, %p0_i1: index, %p0_i2: index, %p0_i3: index):
      tensor.yield %p0_padval : f32
    } : tensor<?x?x5x5xf32> to tensor<?x?x?x?xf32>
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %v0, %g1_c0_0 : tensor<?x?x?x?xf32>
    %g1_c0_1 = arith.constant 1 : index
    %g1_d0_1 = tensor.dim %v0, %g1_c0_1 : tensor<?x?x?x?xf32>
    %g1_c0_2 = arith.constant 2 : index
    %g1_d0_2 = tensor.dim %v0, %g1_c0_2 : tensor<?x?x?x?xf32>
    %g1_c0_3 = arith.constant 3 : index
    %g1_d0_3 = tensor.dim %v0, %g1_c0_3 : tensor<?x?x?x?xf32>
    %g1_empty0 = tensor.empty(%g1_d0_0, %g1_d0_1, %g1_d0_2, %g1_d0_3) : tensor<?x?x?x?xf32>
    %v1 = linalg.elementwise kind=#linalg.elementwise_kind<sub> ins(%v0, %v0 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) outs(%g1_empty0 : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %v1, %g2_c0_0 : tensor<?x?x?x?xf32>
    %g2_c0_1 = arith.constant 2 : index
    %g2_d0_1 = tensor.dim %v1, %g2_c0_1 : tensor<?x?x?x?xf32>
    %g2_c0_2 = arith.constant 3 : index
    %g2_d0_2 = tensor.dim %v1, %g2_c0_2 : tensor<?x?x?x?xf32>
    %g2_empty0 = tensor.empty(%g2_d0_0, %g2_d0_1, %g2_d0_2) : tensor<?x?x?xf32>
    %g2_fillval0 = arith.constant 5.000000e-01 : f32
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : f32) outs(%g2_empty0 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
    %v2 = linalg.reduce ins(%v1 : tensor<?x?x?x?xf32>) outs(%g2_fill0 : tensor<?x?x?xf32>) dimensions = [1]
      (%g2_in0: f32, %g2_out0: f32) {
        %g2_0 = arith.maximumf %g2_out0, %g2_in0 : f32
        linalg.yield %g2_0 : f32
      }
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg6, %arg7 : tensor<4xf32>, tensor<4xi32>) outs(%arg9 : tensor<4xi32>) {
    ^bb0(%g3_in0: f32, %g3_in1: i32, %g3_out0: i32):
      %g3_0 = arith.xori %arg8, %arg8 : i32
      %g3_1 = arith.constant 0 : i32
      %g3_2 = arith.constant 0 : i32
      %g3_3 = arith.constant 1 : i32
      %g3_4 = arith.cmpi eq, %g3_out0, %g3_2 : i32
      %g3_5 = arith.select %g3_4, %g3_3, %g3_out0 : i32
      %g3_6 = arith.divui %g3_1, %g3_5 : i32
      %g3_7 = arith.cmpi sge, %g3_0, %g3_6 : i32
      %g3_8 = arith.cmpf uno, %g3_in0, %g3_in0 : f32
      %g3_9 = arith.constant -1.000000e+02 : f32
      %g3_10 = arith.constant 1.000000e+02 : f32
      %g3_11 = arith.constant 0.000000e+00 : f32
      %g3_12 = arith.maximumf %g3_in0, %g3_9 : f32
      %g3_13 = arith.minimumf %g3_12, %g3_10 : f32
      %g3_14 = arith.select %g3_8, %g3_11, %g3_13 : f32
      %g3_15 = arith.fptosi %g3_14 : f32 to i32
      %g3_16 = arith.constant 2 : i32
      %g3_17 = arith.cmpi ne, %g3_15, %g3_16 : i32
      %g3_18 = arith.cmpf uno, %g3_in0, %g3_in0 : f32
      %g3_19 = arith.constant -1.000000e+02 : f32
      %g3_20 = arith.constant 1.000000e+02 : f32
      %g3_21 = arith.constant 0.000000e+00 : f32
      %g3_22 = arith.maximumf %g3_in0, %g3_19 : f32
      %g3_23 = arith.minimumf %g3_22, %g3_20 : f32
      %g3_24 = arith.select %g3_18, %g3_21, %g3_23 : f32
      %g3_25 = arith.fptosi %g3_24 : f32 to i32
      %g3_26 = arith.select %g3_17, %g3_in1, %g3_25 : i32
      %g3_27 = arith.constant 6 : i32
      %g3_28 = arith.muli %g3_27, %arg8 : i32
      %g3_29 = arith.select %g3_7, %g3_26, %g3_28 : i32
      %g3_30 = arith.subi %g3_out0, %arg8 : i32
      %g3_31 = arith.andi %g3_out0, %g3_30 : i32
      %g3_32 = arith.xori %g3_29, %g3_31 : i32
      linalg.yield %g3_32 : i32
    } -> tensor<4xi32>
    return %v2, %v3 : tensor<?x?x?xf32>, tensor<4xi32>
  }
}
