// Corpus case 'refused-expansion-control': `fusefuzz generate --seed 186` under strategy reshape-expansion.
// EXPECT: pass
// STRATEGY: reshape-expansion
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}FoldReshapeWithGenericOpByExpansion: fusion blocked by control function=
module attributes {fusefuzz.seed = 186 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<3x?x4xi1> {fusefuzz.shape = array<i64: 3, 4, 4>}, %arg1: tensor<4x4x3xi1>, %arg2: f16, %arg3: tensor<?xi1> {fusefuzz.shape = array<i64: 4>}, %arg4: tensor<4xi1>, %arg5: i1, %arg6: tensor<i1>) -> (tensor<3x1x?xi1>, tensor<?xi1>, tensor<i1>) {
    %g0_c0_1 = arith.constant 1 : index
    %g0_d0_1 = tensor.dim %arg0, %g0_c0_1 : tensor<3x?x4xi1>
    %g0_empty0 = tensor.empty(%g0_d0_1) : tensor<3x?xi1>
    %g0_fillval0 = arith.constant 0 : i1
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : i1) outs(%g0_empty0 : tensor<3x?xi1>) -> tensor<3x?xi1>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2, d1, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1, %arg0 : tensor<3x?x4xi1>, tensor<4x4x3xi1>, tensor<3x?x4xi1>) outs(%g0_fill0 : tensor<3x?xi1>) {
    ^bb0(%g0_in0: i1, %g0_in1: i1, %g0_in2: i1, %g0_out0: i1):
      %g0_0 = arith.constant 0 : i1
      %g0_1 = arith.xori %g0_0, %g0_in0 : i1
      %g0_2 = arith.ori %g0_in2, %g0_1 : i1
      %g0_3 = arith.ori %g0_out0, %g0_2 : i1
      linalg.yield %g0_3 : i1
    } -> tensor<3x?xi1>
    %r1_c1 = arith.constant 1 : index
    %r1_d1 = tensor.dim %v0, %r1_c1 : tensor<3x?xi1>
    %v1 = tensor.expand_shape %v0 [[0, 1], [2]] output_shape [3, 1, %r1_d1] : tensor<3x?xi1> into tensor<3x1x?xi1>
    %g2_empty1 = tensor.empty() : tensor<4xi1>
    %g2_fillval1 = arith.constant 0 : i1
    %g2_fill1 = linalg.fill ins(%g2_fillval1 : i1) outs(%g2_empty1 : tensor<4xi1>) -> tensor<4xi1>
    %v2:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, 0, d1)>, affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%v1 : tensor<3x1x?xi1>) outs(%arg3, %g2_fill1 : tensor<?xi1>, tensor<4xi1>) {
    ^bb0(%g2_in0: i1, %g2_out0: i1, %g2_out1: i1):
      %g2_0 = arith.extui %g2_out0 : i1 to i32
      %g2_1 = arith.extui %g2_in0 : i1 to i32
      %g2_2 = arith.cmpi sle, %g2_0, %g2_1 : i32
      %g2_3 = arith.constant 1.000000e+00 : f32
      %g2_4 = arith.constant 7.000000e+00 : f32
      %g2_5 = arith.cmpf olt, %g2_3, %g2_4 : f32
      %g2_6 = arith.ori %g2_2, %g2_5 : i1
      %g2_7 = arith.uitofp %g2_in0 : i1 to f32
      %g2_8 = arith.uitofp %g2_out1 : i1 to f32
      %g2_9 = arith.cmpf olt, %g2_7, %g2_8 : f32
      %g2_10 = arith.uitofp %g2_out0 : i1 to f32
      %g2_11 = arith.uitofp %g2_in0 : i1 to f32
      %g2_12 = arith.cmpf olt, %g2_10, %g2_11 : f32
      %g2_13 = arith.ori %g2_9, %g2_12 : i1
      %g2_14 = arith.andi %g2_6, %g2_13 : i1
      %g2_15 = arith.ori %g2_out0, %g2_14 : i1
      %g2_16 = arith.extui %g2_out0 : i1 to i32
      %g2_17 = arith.extui %g2_out0 : i1 to i32
      %g2_18 = arith.extui %g2_out0 : i1 to i32
      %g2_19 = arith.extui %g2_in0 : i1 to i32
      %g2_20 = arith.minsi %g2_18, %g2_19 : i32
      %g2_21 = arith.cmpi eq, %g2_17, %g2_20 : i32
      %g2_22 = arith.extui %g2_in0 : i1 to i32
      %g2_23 = arith.extui %g2_out0 : i1 to i32
      %g2_24 = arith.extui %g2_in0 : i1 to i32
      %g2_25 = arith.cmpi eq, %g2_23, %g2_24 : i32
      %g2_26 = arith.extui %g2_out1 : i1 to i32
      %g2_27 = arith.extui %g2_out1 : i1 to i32
      %g2_28 = arith.select %g2_25, %g2_26, %g2_27 : i32
      %g2_29 = arith.select %g2_21, %g2_22, %g2_28 : i32
      %g2_30 = arith.cmpi sle, %g2_16, %g2_29 : i32
      %g2_31 = arith.xori %g2_out1, %g2_30 : i1
      linalg.yield %g2_15, %g2_31 : i1, i1
    } -> (tensor<?xi1>, tensor<4xi1>)
    %g3_c0_0 = arith.constant 0 : index
    %g3_d0_0 = tensor.dim %arg3, %g3_c0_0 : tensor<?xi1>
    %g3_empty0 = tensor.empty(%g3_d0_0) : tensor<?xi1>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v2#1, %arg3, %arg4 : tensor<4xi1>, tensor<?xi1>, tensor<4xi1>) outs(%g3_empty0 : tensor<?xi1>) {
    ^bb0(%g3_in0: i1, %g3_in1: i1, %g3_in2: i1, %g3_out0: i1):
      %g3_0 = arith.uitofp %arg5 : i1 to f32
      %g3_1 = arith.uitofp %g3_in1 : i1 to f32
      %g3_2 = math.sqrt %g3_1 : f32
      %g3_3 = arith.uitofp %g3_in2 : i1 to f32
      %g3_4 = arith.uitofp %arg5 : i1 to f32
      %g3_5 = arith.subf %g3_3, %g3_4 : f32
      %g3_6 = arith.minimumf %g3_2, %g3_5 : f32
      %g3_7 = arith.cmpf olt, %g3_0, %g3_6 : f32
      linalg.yield %g3_7 : i1
    } -> tensor<?xi1>
    %v4 = linalg.reduce ins(%v3 : tensor<?xi1>) outs(%arg6 : tensor<i1>) dimensions = [0]
      (%g4_in0: i1, %g4_out0: i1) {
        %g4_0 = arith.ori %g4_out0, %g4_in0 : i1
        linalg.yield %g4_0 : i1
      }
    return %v1, %v2#0, %v4 : tensor<3x1x?xi1>, tensor<?xi1>, tensor<i1>
  }
}
