// A closed false alarm of the end-to-end proof (default campaign of seed
// 20261124 in decide mode, case seed 2546075964201979868). A map result that
// is a constant (d0) -> (d0, 0) reads index 0 of a dimension the proof let be
// empty, where the unfused function reads out of bounds. A constant map
// result now adds its in-bounds condition where the op has iterations.
// EXPECT: pass
// STRATEGY: all
// EQUIVALENCE: decide
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: equivalence: proved
module attributes {fusefuzz.strategy = "all", fusefuzz.seed = 2546075964201979868 : i64, fusefuzz.policy = "0x704eae7228c8393f"} {
  func.func @case(%arg0: tensor<?xf32> {fusefuzz.shape = array<i64: 4>}, %arg1: tensor<?xf32> {fusefuzz.shape = array<i64: 3>}, %arg2: tensor<2x3xf32>, %arg3: tensor<?x?xf32> {fusefuzz.shape = array<i64: 2, 4>}, %arg4: tensor<4xf32>, %arg5: tensor<2x?x2x4xi8> {fusefuzz.shape = array<i64: 2, 3, 2, 4>}, %arg6: tensor<2x2x?xi8> {fusefuzz.shape = array<i64: 2, 2, 3>}, %arg7: tensor<2x2x?x4xi1> {fusefuzz.shape = array<i64: 2, 2, 3, 4>}) -> (tensor<f32>, tensor<2x2x?x4xi8>) {
    %g0_empty0 = tensor.empty() : tensor<f32>
    %g0_fillval0 = arith.constant -0.000000e+00 : f32
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : f32) outs(%g0_empty0 : tensor<f32>) -> tensor<f32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%arg0 : tensor<?xf32>) outs(%g0_fill0 : tensor<f32>) {
    ^bb0(%g0_in0: f32, %g0_out0: f32):
      %g0_0 = arith.cmpf ugt, %g0_in0, %g0_in0 : f32
      %g0_1 = arith.select %g0_0, %g0_in0, %g0_in0 : f32
      %g0_2 = arith.constant 7.000000e+00 : f32
      %g0_3 = arith.constant 7.000000e+00 : f32
      %g0_4 = arith.minimumf %g0_2, %g0_3 : f32
      %g0_5 = arith.maximumf %g0_1, %g0_4 : f32
      %g0_6 = arith.minimumf %g0_5, %g0_out0 : f32
      %g0_7 = arith.addf %g0_out0, %g0_6 : f32
      linalg.yield %g0_7 : f32
    } -> tensor<f32>
    %g1_empty0 = tensor.empty() : tensor<4xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (2)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v0, %arg1 : tensor<f32>, tensor<?xf32>) outs(%g1_empty0 : tensor<4xf32>) {
    ^bb0(%g1_in0: f32, %g1_in1: f32, %g1_out0: f32):
      %g1_0 = arith.constant -3.000000e+00 : f32
      %g1_1 = arith.addf %g1_in1, %g1_0 : f32
      %g1_2 = linalg.index 0 : index
      %g1_3 = arith.constant 2 : index
      %g1_4 = arith.remui %g1_2, %g1_3 : index
      %g1_5 = linalg.index 0 : index
      %g1_6 = arith.constant 3 : index
      %g1_7 = arith.remui %g1_5, %g1_6 : index
      %g1_8 = tensor.extract %arg2[%g1_4, %g1_7] : tensor<2x3xf32>
      %g1_9 = arith.subf %g1_8, %g1_in1 : f32
      %g1_10 = arith.divf %g1_1, %g1_9 : f32
      %g1_11 = linalg.index 0 : index
      %g1_12 = arith.constant 2 : index
      %g1_13 = arith.remui %g1_11, %g1_12 : index
      %g1_14 = linalg.index 0 : index
      %g1_15 = arith.constant 3 : index
      %g1_16 = arith.remui %g1_14, %g1_15 : index
      %g1_17 = tensor.extract %arg2[%g1_13, %g1_16] : tensor<2x3xf32>
      %g1_18 = arith.cmpf oeq, %g1_17, %g1_in1 : f32
      %g1_19 = arith.select %g1_18, %g1_in0, %g1_in1 : f32
      %g1_20 = arith.divf %g1_19, %g1_in0 : f32
      %g1_21 = arith.mulf %g1_10, %g1_20 : f32
      linalg.yield %g1_21 : f32
    } -> tensor<4xf32>
    %g2_c0_0 = arith.constant 1 : index
    %g2_d0_0 = tensor.dim %arg3, %g2_c0_0 : tensor<?x?xf32>
    %g2_empty0 = tensor.empty(%g2_d0_0) : tensor<?xf32>
    %g2_fillval0 = arith.constant -3.000000e+00 : f32
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : f32) outs(%g2_empty0 : tensor<?xf32>) -> tensor<?xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%v1, %arg3 : tensor<4xf32>, tensor<?x?xf32>) outs(%g2_fill0 : tensor<?xf32>) {
    ^bb0(%g2_in0: f32, %g2_in1: f32, %g2_out0: f32):
      %g2_0 = arith.cmpf ugt, %g2_out0, %g2_out0 : f32
      %g2_1 = arith.select %g2_0, %g2_in1, %g2_in0 : f32
      %g2_2 = arith.maximumf %g2_out0, %g2_1 : f32
      linalg.yield %g2_2 : f32
    } -> tensor<?xf32>
    %g3_empty0 = tensor.empty() : tensor<f32>
    %g3_fillval0 = arith.constant 2.000000e+00 : f32
    %g3_fill0 = linalg.fill ins(%g3_fillval0 : f32) outs(%g3_empty0 : tensor<f32>) -> tensor<f32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%v2, %arg4, %v0 : tensor<?xf32>, tensor<4xf32>, tensor<f32>) outs(%g3_fill0 : tensor<f32>) {
    ^bb0(%g3_in0: f32, %g3_in1: f32, %g3_in2: f32, %g3_out0: f32):
      %g3_0 = arith.addf %g3_in0, %g3_in1 : f32
      %g3_1 = arith.cmpf oge, %g3_in2, %g3_in1 : f32
      %g3_2 = arith.select %g3_1, %g3_in2, %g3_in0 : f32
      %g3_3 = arith.mulf %g3_0, %g3_2 : f32
      %g3_4 = math.sqrt %g3_3 : f32
      %g3_5 = arith.mulf %g3_out0, %g3_4 : f32
      linalg.yield %g3_5 : f32
    } -> tensor<f32>
    %g4_c0_0 = arith.constant 1 : index
    %g4_d0_0 = tensor.dim %arg5, %g4_c0_0 : tensor<2x?x2x4xi8>
    %g4_empty0 = tensor.empty(%g4_d0_0) : tensor<?x2x2x4xi8>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg5 : tensor<2x?x2x4xi8>) outs(%g4_empty0 : tensor<?x2x2x4xi8>) {
    ^bb0(%g4_in0: i8, %g4_out0: i8):
      %g4_0 = arith.ori %g4_in0, %g4_in0 : i8
      %g4_1 = arith.maxui %g4_0, %g4_in0 : i8
      linalg.yield %g4_1 : i8
    } -> tensor<?x2x2x4xi8>
    %g5_c0_2 = arith.constant 0 : index
    %g5_d0_2 = tensor.dim %v4, %g5_c0_2 : tensor<?x2x2x4xi8>
    %g5_empty0 = tensor.empty(%g5_d0_2) : tensor<2x2x?x4xi8>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v4, %arg6, %arg7 : tensor<?x2x2x4xi8>, tensor<2x2x?xi8>, tensor<2x2x?x4xi1>) outs(%g5_empty0 : tensor<2x2x?x4xi8>) {
    ^bb0(%g5_in0: i8, %g5_in1: i8, %g5_in2: i1, %g5_out0: i8):
      %g5_0 = arith.cmpi eq, %g5_in0, %g5_in0 : i8
      %g5_1 = linalg.index 3 : index
      %g5_2 = arith.index_cast %g5_1 : index to i32
      %g5_3 = arith.trunci %g5_2 : i32 to i8
      %g5_4 = arith.select %g5_0, %g5_in1, %g5_3 : i8
      %g5_5 = arith.extui %g5_in2 : i1 to i8
      %g5_6 = arith.cmpi ne, %g5_in1, %g5_5 : i8
      %g5_7 = arith.extui %g5_in2 : i1 to i8
      %g5_8 = arith.constant 6 : i8
      %g5_9 = arith.select %g5_6, %g5_7, %g5_8 : i8
      %g5_10 = arith.maxsi %g5_4, %g5_9 : i8
      %g5_11 = arith.extui %g5_in2 : i1 to i8
      %g5_12 = arith.cmpi ult, %g5_in1, %g5_11 : i8
      %g5_13 = linalg.index 2 : index
      %g5_14 = arith.index_cast %g5_13 : index to i32
      %g5_15 = arith.trunci %g5_14 : i32 to i8
      %g5_16 = arith.extui %g5_in2 : i1 to i8
      %g5_17 = arith.select %g5_12, %g5_15, %g5_16 : i8
      %g5_18 = arith.extui %g5_in2 : i1 to i8
      %g5_19 = arith.maxui %g5_in0, %g5_18 : i8
      %g5_20 = arith.maxui %g5_17, %g5_19 : i8
      %g5_21 = arith.minsi %g5_10, %g5_20 : i8
      linalg.yield %g5_21 : i8
    } -> tensor<2x2x?x4xi8>
    return %v3, %v5 : tensor<f32>, tensor<2x2x?x4xi8>
  }
}
