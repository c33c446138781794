// Corpus case 'fill-init': `fusefuzz generate --seed 39` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 39 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<3x2xi8>, %arg1: tensor<3x2xi8>, %arg2: tensor<3x2xi8>, %arg3: tensor<4x2xi1>) -> (tensor<3x2xi8>, tensor<3x2xi8>, tensor<4x2xi1>) {
    %g0_empty0 = tensor.empty() : tensor<3x2xi8>
    %v0 = linalg.map ins(%arg0, %arg0, %arg1 : tensor<3x2xi8>, tensor<3x2xi8>, tensor<3x2xi8>) outs(%g0_empty0 : tensor<3x2xi8>)
      (%g0_in0: i8, %g0_in1: i8, %g0_in2: i8, %g0_out0: i8) {
        %g0_0 = arith.constant -2 : i8
        %g0_1 = arith.cmpi eq, %g0_0, %g0_in1 : i8
        %g0_2 = arith.constant 6 : i8
        %g0_3 = arith.select %g0_1, %g0_2, %g0_in2 : i8
        %g0_4 = arith.maxsi %g0_in0, %g0_in1 : i8
        %g0_5 = arith.xori %g0_3, %g0_4 : i8
        %g0_6 = arith.constant 8 : i8
        %g0_7 = arith.remui %g0_in0, %g0_6 : i8
        %g0_8 = arith.shrui %g0_in1, %g0_7 : i8
        %g0_9 = arith.constant 2 : i8
        %g0_10 = arith.constant 0 : i8
        %g0_11 = arith.constant 1 : i8
        %g0_12 = arith.cmpi eq, %g0_in1, %g0_10 : i8
        %g0_13 = arith.select %g0_12, %g0_11, %g0_in1 : i8
        %g0_14 = arith.divui %g0_9, %g0_13 : i8
        %g0_15 = arith.maxui %g0_8, %g0_14 : i8
        %g0_16 = arith.constant 0 : i8
        %g0_17 = arith.constant 1 : i8
        %g0_18 = arith.cmpi eq, %g0_15, %g0_16 : i8
        %g0_19 = arith.constant -1 : i8
        %g0_20 = arith.cmpi eq, %g0_15, %g0_19 : i8
        %g0_21 = arith.ori %g0_18, %g0_20 : i1
        %g0_22 = arith.select %g0_21, %g0_17, %g0_15 : i8
        %g0_23 = arith.divsi %g0_5, %g0_22 : i8
        linalg.yield %g0_23 : i8
      }
    %g1_empty0 = tensor.empty() : tensor<3x2xi8>
    %g1_fillval0 = arith.constant 4 : i8
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : i8) outs(%g1_empty0 : tensor<3x2xi8>) -> tensor<3x2xi8>
    %v1:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v0 : tensor<3x2xi8>) outs(%g1_fill0, %arg2 : tensor<3x2xi8>, tensor<3x2xi8>) {
    ^bb0(%g1_in0: i8, %g1_out0: i8, %g1_out1: i8):
      %g1_0 = arith.muli %g1_out1, %g1_in0 : i8
      %g1_1 = arith.cmpi ne, %g1_out0, %g1_0 : i8
      %g1_2 = arith.constant 6 : i8
      %g1_3 = arith.constant 8 : i8
      %g1_4 = arith.remui %g1_out1, %g1_3 : i8
      %g1_5 = arith.shli %g1_2, %g1_4 : i8
      %g1_6 = arith.andi %g1_out1, %g1_in0 : i8
      %g1_7 = arith.constant 0 : i8
      %g1_8 = arith.constant 1 : i8
      %g1_9 = arith.cmpi eq, %g1_6, %g1_7 : i8
      %g1_10 = arith.constant -1 : i8
      %g1_11 = arith.cmpi eq, %g1_6, %g1_10 : i8
      %g1_12 = arith.ori %g1_9, %g1_11 : i1
      %g1_13 = arith.select %g1_12, %g1_8, %g1_6 : i8
      %g1_14 = arith.remsi %g1_5, %g1_13 : i8
      %g1_15 = arith.select %g1_1, %g1_out1, %g1_14 : i8
      %g1_16 = arith.maxsi %g1_out1, %g1_in0 : i8
      %g1_17 = arith.maxsi %g1_out0, %g1_out0 : i8
      %g1_18 = arith.ori %g1_16, %g1_17 : i8
      %g1_19 = linalg.index 1 : index
      %g1_20 = arith.index_cast %g1_19 : index to i32
      %g1_21 = arith.trunci %g1_20 : i32 to i8
      %g1_22 = arith.subi %g1_21, %g1_out1 : i8
      %g1_23 = arith.constant 0 : i8
      %g1_24 = arith.constant 1 : i8
      %g1_25 = arith.cmpi eq, %g1_out0, %g1_23 : i8
      %g1_26 = arith.constant -1 : i8
      %g1_27 = arith.cmpi eq, %g1_out0, %g1_26 : i8
      %g1_28 = arith.ori %g1_25, %g1_27 : i1
      %g1_29 = arith.select %g1_28, %g1_24, %g1_out0 : i8
      %g1_30 = arith.divsi %g1_22, %g1_29 : i8
      %g1_31 = arith.constant 8 : i8
      %g1_32 = arith.remui %g1_30, %g1_31 : i8
      %g1_33 = arith.shli %g1_18, %g1_32 : i8
      linalg.yield %g1_15, %g1_33 : i8, i8
    } -> (tensor<3x2xi8>, tensor<3x2xi8>)
    %g2_empty0 = tensor.empty() : tensor<3x3x4x2xi1>
    %g2_fillval0 = arith.constant 0 : i1
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : i1) outs(%g2_empty0 : tensor<3x3x4x2xi1>) -> tensor<3x3x4x2xi1>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v1#1 : tensor<3x2xi8>) outs(%g2_fill0 : tensor<3x3x4x2xi1>) {
    ^bb0(%g2_in0: i8, %g2_out0: i1):
      %g2_0 = arith.extsi %g2_in0 : i8 to i32
      %g2_1 = arith.extsi %g2_in0 : i8 to i32
      %g2_2 = arith.cmpi sle, %g2_0, %g2_1 : i32
      linalg.yield %g2_2 : i1
    } -> tensor<3x3x4x2xi1>
    %v3 = linalg.reduce ins(%v2 : tensor<3x3x4x2xi1>) outs(%arg3 : tensor<4x2xi1>) dimensions = [0, 1]
      (%g3_in0: i1, %g3_out0: i1) {
        %g3_0 = arith.andi %g3_out0, %g3_in0 : i1
        linalg.yield %g3_0 : i1
      }
    return %v0, %v1#0, %v3 : tensor<3x2xi8>, tensor<3x2xi8>, tensor<4x2xi1>
  }
}
