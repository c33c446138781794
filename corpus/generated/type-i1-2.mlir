// Corpus case 'type-i1': `fusefuzz generate --seed 23` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 23 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<2x4xi1>, %arg1: index {fusefuzz.value = 1 : i64}, %arg2: index {fusefuzz.value = 1 : i64}, %arg3: index {fusefuzz.value = 0 : i64}, %arg4: tensor<?x4xi1> {fusefuzz.shape = array<i64: 5, 4>}, %arg5: tensor<i1>, %arg6: tensor<?x4xi1> {fusefuzz.shape = array<i64: 5, 4>}, %arg7: tensor<2x4x4x?xi1> {fusefuzz.shape = array<i64: 2, 4, 4, 5>}, %arg8: tensor<2x?x4x5xi1> {fusefuzz.shape = array<i64: 2, 4, 4, 5>}) -> (tensor<2x?x4x5xi1>, tensor<2x4x4x?xi1>) {
    %p0_padval = arith.constant 1 : i1
    %v0 = tensor.pad %arg0 low[%arg1, %arg3] high[%arg2, 1] {
    ^bb0(%p0_i0: index, %p0_i1: index):
      tensor.yield %p0_padval : i1
    } : tensor<2x4xi1> to tensor<?x?xi1>
    %g1_c0_0 = arith.constant 1 : index
    %g1_d0_0 = tensor.dim %v0, %g1_c0_0 : tensor<?x?xi1>
    %g1_c0_1 = arith.constant 0 : index
    %g1_d0_1 = tensor.dim %v0, %g1_c0_1 : tensor<?x?xi1>
    %g1_empty0 = tensor.empty(%g1_d0_0, %g1_d0_1) : tensor<?x?xi1>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v0, %arg4 : tensor<?x?xi1>, tensor<?x4xi1>) outs(%g1_empty0 : tensor<?x?xi1>) {
    ^bb0(%g1_in0: i1, %g1_in1: i1, %g1_out0: i1):
      %g1_0 = arith.andi %g1_in0, %g1_in0 : i1
      linalg.yield %g1_0 : i1
    } -> tensor<?x?xi1>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v1, %arg5, %v1 : tensor<?x?xi1>, tensor<i1>, tensor<?x?xi1>) outs(%arg6 : tensor<?x4xi1>) {
    ^bb0(%g2_in0: i1, %g2_in1: i1, %g2_in2: i1, %g2_out0: i1):
      %g2_0 = arith.extui %g2_in2 : i1 to i32
      %g2_1 = arith.constant -3 : i32
      %g2_2 = arith.constant 32 : i32
      %g2_3 = arith.remui %g2_1, %g2_2 : i32
      %g2_4 = arith.shrui %g2_0, %g2_3 : i32
      %g2_5 = arith.extui %g2_in2 : i1 to i32
      %g2_6 = arith.constant -3 : i32
      %g2_7 = arith.constant 32 : i32
      %g2_8 = arith.remui %g2_6, %g2_7 : i32
      %g2_9 = arith.shli %g2_5, %g2_8 : i32
      %g2_10 = arith.cmpi sle, %g2_4, %g2_9 : i32
      linalg.yield %g2_10 : i1
    } -> tensor<?x4xi1>
    %g3_c0_3 = arith.constant 0 : index
    %g3_d0_3 = tensor.dim %v2, %g3_c0_3 : tensor<?x4xi1>
    %g3_empty0 = tensor.empty(%g3_d0_3) : tensor<2x4x4x?xi1>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v2 : tensor<?x4xi1>) outs(%g3_empty0 : tensor<2x4x4x?xi1>) {
    ^bb0(%g3_in0: i1, %g3_out0: i1):
      %g3_0 = arith.ori %g3_in0, %g3_in0 : i1
      %g3_1 = arith.constant 1 : i1
      %g3_2 = arith.andi %g3_in0, %g3_1 : i1
      %g3_3 = arith.andi %g3_0, %g3_2 : i1
      linalg.yield %g3_3 : i1
    } -> tensor<2x4x4x?xi1>
    %g4_c0_3 = arith.constant 3 : index
    %g4_d0_3 = tensor.dim %v3, %g4_c0_3 : tensor<2x4x4x?xi1>
    %g4_empty0 = tensor.empty(%g4_d0_3) : tensor<2x4x4x?xi1>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v3, %arg7, %arg0 : tensor<2x4x4x?xi1>, tensor<2x4x4x?xi1>, tensor<2x4xi1>) outs(%g4_empty0 : tensor<2x4x4x?xi1>) {
    ^bb0(%g4_in0: i1, %g4_in1: i1, %g4_in2: i1, %g4_out0: i1):
      %g4_0 = arith.extui %g4_in1 : i1 to i32
      %g4_1 = arith.extui %g4_in2 : i1 to i32
      %g4_2 = arith.maxsi %g4_0, %g4_1 : i32
      %g4_3 = arith.extui %g4_in1 : i1 to i32
      %g4_4 = arith.extui %g4_in0 : i1 to i32
      %g4_5 = arith.addi %g4_3, %g4_4 : i32
      %g4_6 = arith.cmpi ne, %g4_2, %g4_5 : i32
      %g4_7 = arith.extui %g4_in0 : i1 to i32
      %g4_8 = arith.extui %g4_in2 : i1 to i32
      %g4_9 = arith.subi %g4_7, %g4_8 : i32
      %g4_10 = arith.extui %g4_in1 : i1 to i32
      %g4_11 = arith.extui %g4_in0 : i1 to i32
      %g4_12 = arith.muli %g4_10, %g4_11 : i32
      %g4_13 = arith.select %g4_6, %g4_9, %g4_12 : i32
      %g4_14 = arith.constant 5 : i32
      %g4_15 = arith.extui %g4_in2 : i1 to i32
      %g4_16 = arith.constant 32 : i32
      %g4_17 = arith.remui %g4_15, %g4_16 : i32
      %g4_18 = arith.shli %g4_14, %g4_17 : i32
      %g4_19 = arith.extui %g4_in0 : i1 to i32
      %g4_20 = arith.extui %g4_in1 : i1 to i32
      %g4_21 = arith.constant 32 : i32
      %g4_22 = arith.remui %g4_20, %g4_21 : i32
      %g4_23 = arith.shli %g4_19, %g4_22 : i32
      %g4_24 = arith.ori %g4_18, %g4_23 : i32
      %g4_25 = arith.cmpi sle, %g4_13, %g4_24 : i32
      linalg.yield %g4_25 : i1
    } -> tensor<2x4x4x?xi1>
    %g5_c1_3 = arith.constant 3 : index
    %g5_d1_3 = tensor.dim %v4, %g5_c1_3 : tensor<2x4x4x?xi1>
    %g5_empty1 = tensor.empty(%g5_d1_3) : tensor<2x4x4x?xi1>
    %g5_fillval1 = arith.constant 1 : i1
    %g5_fill1 = linalg.fill ins(%g5_fillval1 : i1) outs(%g5_empty1 : tensor<2x4x4x?xi1>) -> tensor<2x4x4x?xi1>
    %v5:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v4 : tensor<2x4x4x?xi1>) outs(%arg8, %g5_fill1 : tensor<2x?x4x5xi1>, tensor<2x4x4x?xi1>) {
    ^bb0(%g5_in0: i1, %g5_out0: i1, %g5_out1: i1):
      %g5_0 = arith.uitofp %g5_in0 : i1 to f32
      %g5_1 = arith.uitofp %g5_out1 : i1 to f32
      %g5_2 = math.exp %g5_1 : f32
      %g5_3 = arith.cmpf olt, %g5_0, %g5_2 : f32
      %g5_4 = arith.andi %g5_out1, %g5_out1 : i1
      linalg.yield %g5_3, %g5_4 : i1, i1
    } -> (tensor<2x?x4x5xi1>, tensor<2x4x4x?xi1>)
    return %v5#0, %v5#1 : tensor<2x?x4x5xi1>, tensor<2x4x4x?xi1>
  }
}
