// Corpus case 'broadcast': `fusefuzz generate --seed 45` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 45 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<f32>, %arg1: tensor<?xi1> {fusefuzz.shape = array<i64: 2>}, %arg2: tensor<2xi1>, %arg3: tensor<i1>, %arg4: tensor<i1>, %arg5: tensor<1x1xi1>, %arg6: tensor<2xi1>, %arg7: index {fusefuzz.value = 0 : i64}, %arg8: i1, %arg9: tensor<4x3x?xi1> {fusefuzz.shape = array<i64: 4, 3, 2>}) -> (tensor<3x3xf32>, tensor<2xi1>, tensor<?x4x?xi1>, tensor<4x?x?xi1>) {
    %cst0 = arith.constant dense<[2, 2]> : tensor<2xi32>
    %g0_empty0 = tensor.empty() : tensor<3x3xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<f32>) outs(%g0_empty0 : tensor<3x3xf32>) {
    ^bb0(%g0_in0: f32, %g0_out0: f32):
      %g0_0 = arith.constant 7.000000e+00 : f32
      %g0_1 = arith.negf %g0_in0 : f32
      %g0_2 = arith.subf %g0_in0, %g0_in0 : f32
      %g0_3 = arith.addf %g0_1, %g0_2 : f32
      %g0_4 = arith.mulf %g0_0, %g0_3 : f32
      linalg.yield %g0_4 : f32
    } -> tensor<3x3xf32>
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %arg1, %g1_c0_0 : tensor<?xi1>
    %g1_empty0 = tensor.empty(%g1_d0_0) : tensor<?xi1>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg1, %arg2, %cst0 : tensor<?xi1>, tensor<2xi1>, tensor<2xi32>) outs(%g1_empty0 : tensor<?xi1>) {
    ^bb0(%g1_in0: i1, %g1_in1: i1, %g1_in2: i32, %g1_out0: i1):
      %g1_0 = arith.uitofp %g1_in0 : i1 to f32
      %g1_1 = arith.uitofp %g1_in1 : i1 to f32
      %g1_2 = arith.minimumf %g1_0, %g1_1 : f32
      %g1_3 = math.sqrt %g1_2 : f32
      %g1_4 = arith.constant 5.000000e-01 : f32
      %g1_5 = arith.sitofp %g1_in2 : i32 to f32
      %g1_6 = arith.mulf %g1_4, %g1_5 : f32
      %g1_7 = arith.uitofp %g1_in1 : i1 to f32
      %g1_8 = arith.uitofp %g1_in0 : i1 to f32
      %g1_9 = arith.cmpf oeq, %g1_7, %g1_8 : f32
      %g1_10 = arith.uitofp %g1_in1 : i1 to f32
      %g1_11 = arith.uitofp %g1_in1 : i1 to f32
      %g1_12 = arith.select %g1_9, %g1_10, %g1_11 : f32
      %g1_13 = arith.addf %g1_6, %g1_12 : f32
      %g1_14 = arith.cmpf olt, %g1_3, %g1_13 : f32
      linalg.yield %g1_14 : i1
    } -> tensor<?xi1>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%v1 : tensor<?xi1>) outs(%arg3 : tensor<i1>) {
    ^bb0(%g2_in0: i1, %g2_out0: i1):
      %g2_0 = arith.andi %g2_out0, %g2_in0 : i1
      %g2_1 = arith.andi %g2_out0, %g2_0 : i1
      linalg.yield %g2_1 : i1
    } -> tensor<i1>
    %g3_empty0 = tensor.empty() : tensor<2xi1>
    %v3:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v2, %arg4 : tensor<i1>, tensor<i1>) outs(%g3_empty0, %arg6 : tensor<2xi1>, tensor<2xi1>) {
    ^bb0(%g3_in0: i1, %g3_in1: i1, %g3_out0: i1, %g3_out1: i1):
      %g3_0 = linalg.index 0 : index
      %g3_1 = arith.index_cast %g3_0 : index to i32
      %g3_2 = arith.sitofp %g3_1 : i32 to f32
      %g3_3 = linalg.index 0 : index
      %g3_4 = arith.constant 1 : index
      %g3_5 = arith.remui %g3_3, %g3_4 : index
      %g3_6 = linalg.index 0 : index
      %g3_7 = arith.constant 1 : index
      %g3_8 = arith.remui %g3_6, %g3_7 : index
      %g3_9 = tensor.extract %arg5[%g3_5, %g3_8] : tensor<1x1xi1>
      %g3_10 = arith.uitofp %g3_9 : i1 to f32
      %g3_11 = arith.cmpf olt, %g3_2, %g3_10 : f32
      %g3_12 = arith.andi %g3_in1, %g3_11 : i1
      %g3_13 = arith.extui %g3_in0 : i1 to i32
      %g3_14 = linalg.index 0 : index
      %g3_15 = arith.index_cast %g3_14 : index to i32
      %g3_16 = arith.extui %g3_in0 : i1 to i32
      %g3_17 = arith.constant 0 : i32
      %g3_18 = arith.constant 1 : i32
      %g3_19 = arith.cmpi eq, %g3_16, %g3_17 : i32
      %g3_20 = arith.select %g3_19, %g3_18, %g3_16 : i32
      %g3_21 = arith.remui %g3_15, %g3_20 : i32
      %g3_22 = arith.cmpi sle, %g3_13, %g3_21 : i32
      %g3_23 = arith.ori %g3_12, %g3_22 : i1
      %g3_24 = linalg.index 0 : index
      %g3_25 = arith.constant 1 : index
      %g3_26 = arith.remui %g3_24, %g3_25 : index
      %g3_27 = linalg.index 0 : index
      %g3_28 = arith.constant 1 : index
      %g3_29 = arith.remui %g3_27, %g3_28 : index
      %g3_30 = tensor.extract %arg5[%g3_26, %g3_29] : tensor<1x1xi1>
      %g3_31 = arith.extui %g3_30 : i1 to i32
      %g3_32 = arith.extui %g3_in1 : i1 to i32
      %g3_33 = arith.andi %g3_31, %g3_32 : i32
      %g3_34 = arith.extui %g3_in1 : i1 to i32
      %g3_35 = arith.extui %g3_in1 : i1 to i32
      %g3_36 = arith.cmpi slt, %g3_34, %g3_35 : i32
      %g3_37 = arith.extui %g3_in0 : i1 to i32
      %g3_38 = arith.extui %g3_in1 : i1 to i32
      %g3_39 = arith.select %g3_36, %g3_37, %g3_38 : i32
      %g3_40 = arith.cmpi sle, %g3_33, %g3_39 : i32
      %g3_41 = arith.ori %g3_in1, %g3_in0 : i1
      %g3_42 = arith.ori %g3_in0, %g3_41 : i1
      %g3_43 = arith.andi %g3_40, %g3_42 : i1
      linalg.yield %g3_23, %g3_43 : i1, i1
    } -> (tensor<2xi1>, tensor<2xi1>)
    %v4 = tensor.pad %v3#1 low[1] high[%arg7] {
    ^bb0(%p4_i0: index):
      tensor.yield %arg8 : i1
    } : tensor<2xi1> to tensor<?xi1>
    %g5_c0_0 = arith.constant 0 : index
    %g5_d0_0 = tensor.dim %v4, %g5_c0_0 : tensor<?xi1>
    %g5_c0_2 = arith.constant 2 : index
    %g5_d0_2 = tensor.dim %arg9, %g5_c0_2 : tensor<4x3x?xi1>
    %g5_empty0 = tensor.empty(%g5_d0_0, %g5_d0_2) : tensor<?x4x?xi1>
    %g5_c1_1 = arith.constant 0 : index
    %g5_d1_1 = tensor.dim %v4, %g5_c1_1 : tensor<?xi1>
    %g5_c1_2 = arith.constant 2 : index
    %g5_d1_2 = tensor.dim %arg9, %g5_c1_2 : tensor<4x3x?xi1>
    %g5_empty1 = tensor.empty(%g5_d1_1, %g5_d1_2) : tensor<4x?x?xi1>
    %v5:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v4, %arg9 : tensor<?xi1>, tensor<4x3x?xi1>) outs(%g5_empty0, %g5_empty1 : tensor<?x4x?xi1>, tensor<4x?x?xi1>) {
    ^bb0(%g5_in0: i1, %g5_in1: i1, %g5_out0: i1, %g5_out1: i1):
      %g5_0 = arith.extui %g5_in0 : i1 to i32
      %g5_1 = arith.extui %g5_in1 : i1 to i32
      %g5_2 = arith.cmpi sle, %g5_0, %g5_1 : i32
      %g5_3 = linalg.index 2 : index
      %g5_4 = arith.index_cast %g5_3 : index to i32
      %g5_5 = arith.constant 0 : i32
      %g5_6 = arith.cmpi ne, %g5_4, %g5_5 : i32
      %g5_7 = arith.ori %g5_6, %g5_in0 : i1
      linalg.yield %g5_2, %g5_7 : i1, i1
    } -> (tensor<?x4x?xi1>, tensor<4x?x?xi1>)
    return %v0, %v3#0, %v5#0, %v5#1 : tensor<3x3xf32>, tensor<2xi1>, tensor<?x4x?xi1>, tensor<4x?x?xi1>
  }
}
