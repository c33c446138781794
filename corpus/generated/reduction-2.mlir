// Corpus case 'reduction': `fusefuzz generate --seed 10` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 10 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<5x3x?x4xi1> {fusefuzz.shape = array<i64: 5, 3, 3, 4>}, %arg1: tensor<5xi1>, %arg2: index {fusefuzz.value = 1 : i64}, %arg3: tensor<5x3xi8>, %arg4: tensor<5xi8>) -> (tensor<5x3xi1>, tensor<?xi1>, tensor<3xi8>) {
    %g0_empty0 = tensor.empty() : tensor<5x3xi1>
    %g0_fillval0 = arith.constant 1 : i1
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : i1) outs(%g0_empty0 : tensor<5x3xi1>) -> tensor<5x3xi1>
    %v0 = linalg.reduce ins(%arg0 : tensor<5x3x?x4xi1>) outs(%g0_fill0 : tensor<5x3xi1>) dimensions = [2, 3]
      (%g0_in0: i1, %g0_out0: i1) {
        %g0_0 = arith.andi %g0_out0, %g0_in0 : i1
        linalg.yield %g0_0 : i1
      }
    %g1_empty0 = tensor.empty() : tensor<5x3xi1>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v0 : tensor<5x3xi1>) outs(%g1_empty0 : tensor<5x3xi1>) {
    ^bb0(%g1_in0: i1, %g1_out0: i1):
      %g1_0 = arith.constant 2.000000e+00 : f32
      %g1_1 = arith.uitofp %g1_in0 : i1 to f32
      %g1_2 = arith.cmpf olt, %g1_0, %g1_1 : f32
      %g1_3 = arith.extui %g1_in0 : i1 to i32
      %g1_4 = arith.extui %g1_in0 : i1 to i32
      %g1_5 = arith.cmpi sle, %g1_3, %g1_4 : i32
      %g1_6 = arith.xori %g1_2, %g1_5 : i1
      linalg.yield %g1_6 : i1
    } -> tensor<5x3xi1>
    %p2_padval = arith.constant 0 : i1
    %v2 = tensor.pad %arg1 low[%arg2] high[1] {
    ^bb0(%p2_i0: index):
      tensor.yield %p2_padval : i1
    } : tensor<5xi1> to tensor<?xi1>
    %g3_c0_0 = arith.constant 0 : index
    %g3_d0_0 = tensor.dim %v2, %g3_c0_0 : tensor<?xi1>
    %g3_empty0 = tensor.empty(%g3_d0_0) : tensor<?xi1>
    %v3 = linalg.map ins(%v2 : tensor<?xi1>) outs(%g3_empty0 : tensor<?xi1>)
      (%g3_in0: i1, %g3_out0: i1) {
        %g3_0 = arith.andi %g3_in0, %g3_in0 : i1
        %g3_1 = arith.ori %g3_in0, %g3_in0 : i1
        %g3_2 = arith.andi %g3_0, %g3_1 : i1
        linalg.yield %g3_2 : i1
      }
    %g4_empty0 = tensor.empty() : tensor<3xi8>
    %g4_fillval0 = arith.constant 4 : i8
    %g4_fill0 = linalg.fill ins(%g4_fillval0 : i8) outs(%g4_empty0 : tensor<3xi8>) -> tensor<3xi8>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%v0, %arg3, %arg4 : tensor<5x3xi1>, tensor<5x3xi8>, tensor<5xi8>) outs(%g4_fill0 : tensor<3xi8>) {
    ^bb0(%g4_in0: i1, %g4_in1: i8, %g4_in2: i8, %g4_out0: i8):
      %g4_0 = linalg.index 0 : index
      %g4_1 = arith.index_cast %g4_0 : index to i32
      %g4_2 = arith.trunci %g4_1 : i32 to i8
      %g4_3 = arith.minsi %g4_in1, %g4_in2 : i8
      %g4_4 = arith.constant 0 : i8
      %g4_5 = arith.constant 1 : i8
      %g4_6 = arith.cmpi eq, %g4_3, %g4_4 : i8
      %g4_7 = arith.constant -1 : i8
      %g4_8 = arith.cmpi eq, %g4_3, %g4_7 : i8
      %g4_9 = arith.ori %g4_6, %g4_8 : i1
      %g4_10 = arith.select %g4_9, %g4_5, %g4_3 : i8
      %g4_11 = arith.divsi %g4_2, %g4_10 : i8
      %g4_12 = arith.extui %g4_in0 : i1 to i8
      %g4_13 = arith.andi %g4_12, %g4_in1 : i8
      %g4_14 = arith.subi %g4_in1, %g4_out0 : i8
      %g4_15 = arith.muli %g4_13, %g4_14 : i8
      %g4_16 = arith.minsi %g4_11, %g4_15 : i8
      %g4_17 = arith.minsi %g4_out0, %g4_16 : i8
      linalg.yield %g4_17 : i8
    } -> tensor<3xi8>
    return %v1, %v3, %v4 : tensor<5x3xi1>, tensor<?xi1>, tensor<3xi8>
  }
}
