// Corpus case 'refused-expansion-producer-not-generic': `fusefuzz generate --seed 226` under strategy reshape-expansion.
// EXPECT: pass
// STRATEGY: reshape-expansion
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}FoldReshapeWithGenericOpByExpansion: producer not a generic op=
module attributes {fusefuzz.seed = 226 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<i1>, %arg1: tensor<4xi1>, %arg2: tensor<5x1xi8>, %arg3: tensor<5xf32>, %arg4: tensor<1x4xi1>, %arg5: tensor<4x3x1x4xi1>, %arg6: tensor<1x3xi1>, %arg7: tensor<5x?xf32> {fusefuzz.shape = array<i64: 5, 1>}, %arg8: tensor<5x2x4x?xf32> {fusefuzz.shape = array<i64: 5, 2, 4, 1>}) -> (tensor<5x4xi1>, tensor<5xf32>, tensor<1x3x4x4x4xi1>, tensor<1x3x4x4xi1>, tensor<5x2x4x?xf32>) {
    %g0_empty0 = tensor.empty() : tensor<5x4xi1>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<i1>, tensor<4xi1>) outs(%g0_empty0 : tensor<5x4xi1>) {
    ^bb0(%g0_in0: i1, %g0_in1: i1, %g0_out0: i1):
      %g0_0 = arith.constant 0 : i1
      %g0_1 = arith.xori %g0_in1, %g0_0 : i1
      linalg.yield %g0_1 : i1
    } -> tensor<5x4xi1>
    %v1 = tensor.collapse_shape %arg2 [[0, 1]] : tensor<5x1xi8> into tensor<5xi8>
    %g2_empty0 = tensor.empty() : tensor<5xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v1, %arg3 : tensor<5xi8>, tensor<5xf32>) outs(%g2_empty0 : tensor<5xf32>) {
    ^bb0(%g2_in0: i8, %g2_in1: f32, %g2_out0: f32):
      %g2_0 = arith.sitofp %g2_in0 : i8 to f32
      %g2_1 = arith.maximumf %g2_0, %g2_in1 : f32
      linalg.yield %g2_1 : f32
    } -> tensor<5xf32>
    %g3_empty0 = tensor.empty() : tensor<3x1x4x4xi1>
    %g3_fillval0 = arith.constant 1 : i1
    %g3_fill0 = linalg.fill ins(%g3_fillval0 : i1) outs(%g3_empty0 : tensor<3x1x4x4xi1>) -> tensor<3x1x4x4xi1>
    %v3 = linalg.broadcast ins(%arg4 : tensor<1x4xi1>) outs(%g3_fill0 : tensor<3x1x4x4xi1>) dimensions = [0, 3]
    %g4_empty0 = tensor.empty() : tensor<1x3x4x4x4xi1>
    %g4_fillval0 = arith.constant 1 : i1
    %g4_fill0 = linalg.fill ins(%g4_fillval0 : i1) outs(%g4_empty0 : tensor<1x3x4x4x4xi1>) -> tensor<1x3x4x4x4xi1>
    %g4_empty1 = tensor.empty() : tensor<1x3x4x4xi1>
    %g4_fillval1 = arith.constant 1 : i1
    %g4_fill1 = linalg.fill ins(%g4_fillval1 : i1) outs(%g4_empty1 : tensor<1x3x4x4xi1>) -> tensor<1x3x4x4xi1>
    %v4:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d3, d1, d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3, 1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v3, %arg5, %arg6 : tensor<3x1x4x4xi1>, tensor<4x3x1x4xi1>, tensor<1x3xi1>) outs(%g4_fill0, %g4_fill1 : tensor<1x3x4x4x4xi1>, tensor<1x3x4x4xi1>) {
    ^bb0(%g4_in0: i1, %g4_in1: i1, %g4_in2: i1, %g4_out0: i1, %g4_out1: i1):
      %g4_0 = arith.xori %g4_in1, %g4_in1 : i1
      %g4_1 = arith.andi %g4_in0, %g4_in2 : i1
      %g4_2 = arith.andi %g4_0, %g4_1 : i1
      %g4_3 = arith.constant 1 : i1
      %g4_4 = arith.constant 0 : i1
      %g4_5 = arith.andi %g4_3, %g4_4 : i1
      %g4_6 = arith.ori %g4_in0, %g4_5 : i1
      linalg.yield %g4_2, %g4_6 : i1, i1
    } -> (tensor<1x3x4x4x4xi1>, tensor<1x3x4x4xi1>)
    %l5_c1 = arith.constant 1 : index
    %l5_d1 = tensor.dim %arg7, %l5_c1 : tensor<5x?xf32>
    %l5_dest = tensor.empty(%l5_d1) : tensor<5x?xf32>
    %v5 = linalg.softmax dimension(1) ins(%arg7 : tensor<5x?xf32>) outs(%l5_dest : tensor<5x?xf32>) -> tensor<5x?xf32>
    %g6_c0_1 = arith.constant 1 : index
    %g6_d0_1 = tensor.dim %v5, %g6_c0_1 : tensor<5x?xf32>
    %g6_empty0 = tensor.empty(%g6_d0_1) : tensor<5x?xf32>
    %g6_fillval0 = arith.constant -0.000000e+00 : f32
    %g6_fill0 = linalg.fill ins(%g6_fillval0 : f32) outs(%g6_empty0 : tensor<5x?xf32>) -> tensor<5x?xf32>
    %v6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v5 : tensor<5x?xf32>) outs(%g6_fill0 : tensor<5x?xf32>) {
    ^bb0(%g6_in0: f32, %g6_out0: f32):
      %g6_0 = arith.negf %g6_out0 : f32
      %g6_1 = arith.mulf %g6_0, %g6_out0 : f32
      %g6_2 = arith.addf %g6_1, %g6_in0 : f32
      linalg.yield %g6_2 : f32
    } -> tensor<5x?xf32>
    %v7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v6 : tensor<5x?xf32>) outs(%arg8 : tensor<5x2x4x?xf32>) {
    ^bb0(%g7_in0: f32, %g7_out0: f32):
      %g7_0 = arith.minimumf %g7_in0, %g7_in0 : f32
      linalg.yield %g7_0 : f32
    } -> tensor<5x2x4x?xf32>
    return %v0, %v2, %v4#0, %v4#1, %v7 : tensor<5x4xi1>, tensor<5xf32>, tensor<1x3x4x4x4xi1>, tensor<1x3x4x4xi1>, tensor<5x2x4x?xf32>
  }
}
