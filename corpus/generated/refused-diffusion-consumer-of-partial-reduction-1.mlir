// Corpus case 'refused-diffusion-consumer-of-partial-reduction': `fusefuzz generate --seed 23` under strategy diffusion.
// EXPECT: pass
// STRATEGY: diffusion
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}diffusion:consumer-of-partial-reduction=
module attributes {fusefuzz.seed = 23 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<?x?x?x1xi1> {fusefuzz.shape = array<i64: 4, 4, 1, 1>}, %arg1: tensor<4x?x4x1xf32> {fusefuzz.shape = array<i64: 4, 2, 4, 1>}, %arg2: tensor<?x2x?x1xi1> {fusefuzz.shape = array<i64: 4, 2, 4, 1>}, %arg3: tensor<i1>, %arg4: tensor<4x1xi1>, %arg5: tensor<1x?xf32> {fusefuzz.shape = array<i64: 1, 5>}, %arg6: tensor<1x5x?xf32> {fusefuzz.shape = array<i64: 1, 5, 5>}, %arg7: tensor<5xf32>, %arg8: tensor<4x?xf32> {fusefuzz.shape = array<i64: 4, 5>}) -> (tensor<?x?x?xi1>, tensor<?x?x?x?xi1>, tensor<?x?xi1>, tensor<4x?xf32>) {
    %cst0 = arith.constant dense<0> : tensor<2x1xi1>
    %v0 = tensor.collapse_shape %arg0 [[0], [1], [2, 3]] : tensor<?x?x?x1xi1> into tensor<?x?x?xi1>
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %v0, %g1_c0_0 : tensor<?x?x?xi1>
    %g1_c0_1 = arith.constant 2 : index
    %g1_d0_1 = tensor.dim %v0, %g1_c0_1 : tensor<?x?x?xi1>
    %g1_c0_2 = arith.constant 1 : index
    %g1_d0_2 = tensor.dim %v0, %g1_c0_2 : tensor<?x?x?xi1>
    %g1_c0_3 = arith.constant 1 : index
    %g1_d0_3 = tensor.dim %arg1, %g1_c0_3 : tensor<4x?x4x1xf32>
    %g1_empty0 = tensor.empty(%g1_d0_0, %g1_d0_1, %g1_d0_2, %g1_d0_3) : tensor<?x?x?x?xi1>
    %g1_c1_0 = arith.constant 0 : index
    %g1_d1_0 = tensor.dim %v0, %g1_c1_0 : tensor<?x?x?xi1>
    %g1_c1_1 = arith.constant 1 : index
    %g1_d1_1 = tensor.dim %arg1, %g1_c1_1 : tensor<4x?x4x1xf32>
    %g1_c1_2 = arith.constant 1 : index
    %g1_d1_2 = tensor.dim %v0, %g1_c1_2 : tensor<?x?x?xi1>
    %g1_c1_3 = arith.constant 2 : index
    %g1_d1_3 = tensor.dim %v0, %g1_c1_3 : tensor<?x?x?xi1>
    %g1_empty1 = tensor.empty(%g1_d1_0, %g1_d1_1, %g1_d1_2, %g1_d1_3) : tensor<?x?x?x?xi1>
    %v1:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v0, %arg1, %cst0 : tensor<?x?x?xi1>, tensor<4x?x4x1xf32>, tensor<2x1xi1>) outs(%g1_empty0, %g1_empty1 : tensor<?x?x?x?xi1>, tensor<?x?x?x?xi1>) {
    ^bb0(%g1_in0: i1, %g1_in1: f32, %g1_in2: i1, %g1_out0: i1, %g1_out1: i1):
      %g1_0 = linalg.index 1 : index
      %g1_1 = arith.index_cast %g1_0 : index to i32
      %g1_2 = arith.constant 0 : i32
      %g1_3 = arith.cmpi ne, %g1_1, %g1_2 : i32
      %g1_4 = arith.cmpf uno, %g1_in1, %g1_in1 : f32
      %g1_5 = arith.constant -1.000000e+02 : f32
      %g1_6 = arith.constant 1.000000e+02 : f32
      %g1_7 = arith.constant 0.000000e+00 : f32
      %g1_8 = arith.maximumf %g1_in1, %g1_5 : f32
      %g1_9 = arith.minimumf %g1_8, %g1_6 : f32
      %g1_10 = arith.select %g1_4, %g1_7, %g1_9 : f32
      %g1_11 = arith.fptosi %g1_10 : f32 to i32
      %g1_12 = arith.constant 0 : i32
      %g1_13 = arith.cmpi ne, %g1_11, %g1_12 : i32
      %g1_14 = arith.xori %g1_3, %g1_13 : i1
      %g1_15 = arith.ori %g1_in2, %g1_in0 : i1
      %g1_16 = arith.ori %g1_14, %g1_15 : i1
      %g1_17 = arith.cmpf uno, %g1_in1, %g1_in1 : f32
      %g1_18 = arith.constant -1.000000e+02 : f32
      %g1_19 = arith.constant 1.000000e+02 : f32
      %g1_20 = arith.constant 0.000000e+00 : f32
      %g1_21 = arith.maximumf %g1_in1, %g1_18 : f32
      %g1_22 = arith.minimumf %g1_21, %g1_19 : f32
      %g1_23 = arith.select %g1_17, %g1_20, %g1_22 : f32
      %g1_24 = arith.fptosi %g1_23 : f32 to i32
      %g1_25 = arith.constant 0 : i32
      %g1_26 = arith.cmpi ne, %g1_24, %g1_25 : i32
      %g1_27 = arith.cmpf uno, %g1_in1, %g1_in1 : f32
      %g1_28 = arith.constant -1.000000e+02 : f32
      %g1_29 = arith.constant 1.000000e+02 : f32
      %g1_30 = arith.constant 0.000000e+00 : f32
      %g1_31 = arith.maximumf %g1_in1, %g1_28 : f32
      %g1_32 = arith.minimumf %g1_31, %g1_29 : f32
      %g1_33 = arith.select %g1_27, %g1_30, %g1_32 : f32
      %g1_34 = arith.fptosi %g1_33 : f32 to i32
      %g1_35 = arith.constant 0 : i32
      %g1_36 = arith.cmpi ne, %g1_34, %g1_35 : i32
      %g1_37 = arith.xori %g1_26, %g1_36 : i1
      %g1_38 = arith.xori %g1_in0, %g1_37 : i1
      linalg.yield %g1_16, %g1_38 : i1, i1
    } -> (tensor<?x?x?x?xi1>, tensor<?x?x?x?xi1>)
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %v1#1, %g2_c0_0 : tensor<?x?x?x?xi1>
    %g2_c0_1 = arith.constant 3 : index
    %g2_d0_1 = tensor.dim %v1#1, %g2_c0_1 : tensor<?x?x?x?xi1>
    %g2_empty0 = tensor.empty(%g2_d0_0, %g2_d0_1) : tensor<?x?xi1>
    %g2_fillval0 = arith.constant 0 : i1
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : i1) outs(%g2_empty0 : tensor<?x?xi1>) -> tensor<?x?xi1>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d3)>], iterator_types = ["parallel", "reduction", "reduction", "parallel"]} ins(%v1#1, %arg2, %arg3 : tensor<?x?x?x?xi1>, tensor<?x2x?x1xi1>, tensor<i1>) outs(%g2_fill0 : tensor<?x?xi1>) {
    ^bb0(%g2_in0: i1, %g2_in1: i1, %g2_in2: i1, %g2_out0: i1):
      %g2_0 = arith.ori %g2_in0, %g2_out0 : i1
      %g2_1 = arith.andi %g2_out0, %g2_0 : i1
      linalg.yield %g2_1 : i1
    } -> tensor<?x?xi1>
    %g3_c0_0 = arith.constant 0 : index
    %g3_d0_0 = tensor.dim %v2, %g3_c0_0 : tensor<?x?xi1>
    %g3_c0_1 = arith.constant 1 : index
    %g3_d0_1 = tensor.dim %v2, %g3_c0_1 : tensor<?x?xi1>
    %g3_empty0 = tensor.empty(%g3_d0_0, %g3_d0_1) : tensor<?x?xi1>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v2, %arg4 : tensor<?x?xi1>, tensor<4x1xi1>) outs(%g3_empty0 : tensor<?x?xi1>) {
    ^bb0(%g3_in0: i1, %g3_in1: i1, %g3_out0: i1):
      %g3_0 = arith.uitofp %g3_in1 : i1 to f32
      %g3_1 = arith.uitofp %g3_in1 : i1 to f32
      %g3_2 = arith.cmpf olt, %g3_0, %g3_1 : f32
      linalg.yield %g3_2 : i1
    } -> tensor<?x?xi1>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]} ins(%arg5, %arg6, %arg6 : tensor<1x?xf32>, tensor<1x5x?xf32>, tensor<1x5x?xf32>) outs(%arg7 : tensor<5xf32>) {
    ^bb0(%g4_in0: f32, %g4_in1: f32, %g4_in2: f32, %g4_out0: f32):
      %g4_0 = arith.cmpf ugt, %g4_in1, %g4_out0 : f32
      %g4_1 = arith.select %g4_0, %g4_in2, %g4_in2 : f32
      %g4_2 = arith.addf %g4_in1, %g4_in1 : f32
      %g4_3 = arith.maximumf %g4_1, %g4_2 : f32
      %g4_4 = arith.maximumf %g4_3, %g4_in0 : f32
      %g4_5 = arith.mulf %g4_out0, %g4_4 : f32
      linalg.yield %g4_5 : f32
    } -> tensor<5xf32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d2, d0)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%v4 : tensor<5xf32>) outs(%arg8 : tensor<4x?xf32>) {
    ^bb0(%g5_in0: f32, %g5_out0: f32):
      %g5_0 = arith.negf %g5_in0 : f32
      %g5_1 = math.absf %g5_0 : f32
      %g5_2 = arith.minimumf %g5_out0, %g5_1 : f32
      linalg.yield %g5_2 : f32
    } -> tensor<4x?xf32>
    %g6_c0_1 = arith.constant 1 : index
    %g6_d0_1 = tensor.dim %v5, %g6_c0_1 : tensor<4x?xf32>
    %g6_empty0 = tensor.empty(%g6_d0_1) : tensor<4x?xf32>
    %v6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v5 : tensor<4x?xf32>) outs(%g6_empty0 : tensor<4x?xf32>) {
    ^bb0(%g6_in0: f32, %g6_out0: f32):
      %g6_0 = arith.cmpf oge, %g6_in0, %g6_in0 : f32
      %g6_1 = arith.constant 0.000000e+00 : f32
      %g6_2 = arith.select %g6_0, %g6_in0, %g6_1 : f32
      %g6_3 = arith.cmpf oge, %g6_in0, %g6_2 : f32
      %g6_4 = arith.constant -1.500000e+00 : f32
      %g6_5 = arith.addf %g6_in0, %g6_in0 : f32
      %g6_6 = arith.select %g6_3, %g6_4, %g6_5 : f32
      linalg.yield %g6_6 : f32
    } -> tensor<4x?xf32>
    return %v0, %v1#0, %v3, %v6 : tensor<?x?x?xi1>, tensor<?x?x?x?xi1>, tensor<?x?xi1>, tensor<4x?xf32>
  }
}
