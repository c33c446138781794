// Corpus case 'dynamic-pad': `fusefuzz generate --seed 21` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 21 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<3x?x2xi8> {fusefuzz.shape = array<i64: 3, 1, 2>}, %arg1: tensor<1x3x2xi8>, %arg2: tensor<1x?x3xi8> {fusefuzz.shape = array<i64: 1, 2, 3>}, %arg3: tensor<3xi8>, %arg4: tensor<3xi8>, %arg5: index {fusefuzz.value = 2 : i64}, %arg6: tensor<6x?x1x2xi1> {fusefuzz.shape = array<i64: 6, 1, 1, 2>}, %arg7: tensor<6x2xi1>) -> (tensor<3xi8>, tensor<?x?x1x2xi1>) {
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<3x?x2xi8>, tensor<1x3x2xi8>, tensor<1x?x3xi8>) outs(%arg3 : tensor<3xi8>) {
    ^bb0(%g0_in0: i8, %g0_in1: i8, %g0_in2: i8, %g0_out0: i8):
      %g0_0 = arith.constant 2 : i8
      %g0_1 = arith.muli %g0_in2, %g0_out0 : i8
      %g0_2 = arith.addi %g0_out0, %g0_in0 : i8
      %g0_3 = arith.constant 8 : i8
      %g0_4 = arith.remui %g0_2, %g0_3 : i8
      %g0_5 = arith.shli %g0_1, %g0_4 : i8
      %g0_6 = arith.subi %g0_0, %g0_5 : i8
      %g0_7 = arith.muli %g0_out0, %g0_6 : i8
      linalg.yield %g0_7 : i8
    } -> tensor<3xi8>
    %g1_empty0 = tensor.empty() : tensor<3xi8>
    %g1_empty1 = tensor.empty() : tensor<3xi8>
    %v1:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v0 : tensor<3xi8>) outs(%g1_empty0, %g1_empty1 : tensor<3xi8>, tensor<3xi8>) {
    ^bb0(%g1_in0: i8, %g1_out0: i8, %g1_out1: i8):
      %g1_0 = arith.constant 5 : i8
      %g1_1 = arith.andi %g1_0, %g1_in0 : i8
      %g1_2 = arith.andi %g1_1, %g1_in0 : i8
      %g1_3 = arith.constant 0 : i8
      %g1_4 = arith.constant 1 : i8
      %g1_5 = arith.cmpi eq, %g1_in0, %g1_3 : i8
      %g1_6 = arith.select %g1_5, %g1_4, %g1_in0 : i8
      %g1_7 = arith.remui %g1_2, %g1_6 : i8
      %g1_8 = linalg.index 0 : index
      %g1_9 = arith.index_cast %g1_8 : index to i32
      %g1_10 = arith.trunci %g1_9 : i32 to i8
      %g1_11 = arith.xori %g1_in0, %g1_10 : i8
      %g1_12 = arith.constant 4 : i8
      %g1_13 = arith.cmpi ult, %g1_in0, %g1_12 : i8
      %g1_14 = arith.select %g1_13, %g1_in0, %g1_in0 : i8
      %g1_15 = arith.andi %g1_11, %g1_14 : i8
      %g1_16 = arith.cmpi slt, %g1_15, %g1_in0 : i8
      %g1_17 = arith.cmpi sge, %g1_in0, %g1_in0 : i8
      %g1_18 = arith.select %g1_17, %g1_in0, %g1_in0 : i8
      %g1_19 = arith.maxui %g1_in0, %g1_in0 : i8
      %g1_20 = arith.muli %g1_18, %g1_19 : i8
      %g1_21 = linalg.index 0 : index
      %g1_22 = arith.index_cast %g1_21 : index to i32
      %g1_23 = arith.trunci %g1_22 : i32 to i8
      %g1_24 = arith.select %g1_16, %g1_20, %g1_23 : i8
      linalg.yield %g1_7, %g1_24 : i8, i8
    } -> (tensor<3xi8>, tensor<3xi8>)
    %g2_empty0 = tensor.empty() : tensor<3xi8>
    %v2 = linalg.map ins(%v1#1, %arg4, %arg3 : tensor<3xi8>, tensor<3xi8>, tensor<3xi8>) outs(%g2_empty0 : tensor<3xi8>)
      (%g2_in0: i8, %g2_in1: i8, %g2_in2: i8, %g2_out0: i8) {
        %g2_0 = arith.cmpi ult, %g2_in0, %g2_in1 : i8
        %g2_1 = arith.select %g2_0, %g2_in0, %g2_in0 : i8
        linalg.yield %g2_1 : i8
      }
    %p3_padval = arith.constant 4 : i8
    %v3 = tensor.pad %v2 low[%arg5] high[1] {
    ^bb0(%p3_i0: index):
      tensor.yield %p3_padval : i8
    } : tensor<3xi8> to tensor<?xi8>
    %g4_c0_0 = arith.constant 0 : index
    %g4_d0_0 = tensor.dim %v3, %g4_c0_0 : tensor<?xi8>
    %g4_c0_1 = arith.constant 1 : index
    %g4_d0_1 = tensor.dim %arg6, %g4_c0_1 : tensor<6x?x1x2xi1>
    %g4_empty0 = tensor.empty(%g4_d0_0, %g4_d0_1) : tensor<?x?x1x2xi1>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v3, %arg6, %arg7 : tensor<?xi8>, tensor<6x?x1x2xi1>, tensor<6x2xi1>) outs(%g4_empty0 : tensor<?x?x1x2xi1>) {
    ^bb0(%g4_in0: i8, %g4_in1: i1, %g4_in2: i1, %g4_out0: i1):
      %g4_0 = arith.constant 1 : i1
      %g4_1 = arith.ori %g4_0, %g4_in2 : i1
      linalg.yield %g4_1 : i1
    } -> tensor<?x?x1x2xi1>
    return %v1#0, %v4 : tensor<3xi8>, tensor<?x?x1x2xi1>
  }
}
