// Corpus case 'named-matmul': `fusefuzz generate --seed 14` under strategy all.
// EXPECT: pass
// STRATEGY: all
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 14 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<?x4x3x5xi1> {fusefuzz.shape = array<i64: 2, 4, 3, 5>}, %arg1: tensor<?x?x?xi32> {fusefuzz.shape = array<i64: 4, 3, 4>}, %arg2: tensor<2x3x?xf32> {fusefuzz.shape = array<i64: 2, 3, 5>}, %arg3: tensor<2x3x?x1xf32> {fusefuzz.shape = array<i64: 2, 3, 5, 1>}, %arg4: tensor<4xf32>, %arg5: tensor<2x?x5x3xf32> {fusefuzz.shape = array<i64: 2, 1, 5, 3>}, %arg6: tensor<3xf32>, %arg7: tensor<1x2xf16>, %arg8: tensor<2x2xf16>) -> (tensor<3x2x?x?xf32>, tensor<1x2xf16>) {
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d0 + 2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>], iterator_types = ["parallel", "reduction", "parallel", "parallel"]} ins(%arg0, %arg1, %arg0 : tensor<?x4x3x5xi1>, tensor<?x?x?xi32>, tensor<?x4x3x5xi1>) outs(%arg2 : tensor<2x3x?xf32>) {
    ^bb0(%g0_in0: i1, %g0_in1: i32, %g0_in2: i1, %g0_out0: f32):
      %g0_0 = arith.uitofp %g0_in2 : i1 to f32
      %g0_1 = arith.constant 1.000000e+00 : f32
      %g0_2 = arith.subf %g0_1, %g0_out0 : f32
      %g0_3 = arith.divf %g0_0, %g0_2 : f32
      %g0_4 = arith.uitofp %g0_in2 : i1 to f32
      %g0_5 = arith.sitofp %g0_in1 : i32 to f32
      %g0_6 = arith.uitofp %g0_in0 : i1 to f32
      %g0_7 = arith.subf %g0_5, %g0_6 : f32
      %g0_8 = arith.subf %g0_4, %g0_7 : f32
      %g0_9 = arith.mulf %g0_3, %g0_8 : f32
      %g0_10 = arith.addf %g0_out0, %g0_9 : f32
      linalg.yield %g0_10 : f32
    } -> tensor<2x3x?xf32>
    %g1_c0_2 = arith.constant 2 : index
    %g1_d0_2 = tensor.dim %v0, %g1_c0_2 : tensor<2x3x?xf32>
    %g1_empty0 = tensor.empty(%g1_d0_2) : tensor<2x3x?x1xf32>
    %v1 = linalg.broadcast ins(%v0 : tensor<2x3x?xf32>) outs(%g1_empty0 : tensor<2x3x?x1xf32>) dimensions = [3]
    %g2_c0_2 = arith.constant 2 : index
    %g2_d0_2 = tensor.dim %v1, %g2_c0_2 : tensor<2x3x?x1xf32>
    %g2_empty0 = tensor.empty(%g2_d0_2) : tensor<2x3x?x1xf32>
    %g2_fillval0 = arith.constant 1.000000e+00 : f32
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : f32) outs(%g2_empty0 : tensor<2x3x?x1xf32>) -> tensor<2x3x?x1xf32>
    %v2 = linalg.map ins(%v1, %arg3 : tensor<2x3x?x1xf32>, tensor<2x3x?x1xf32>) outs(%g2_fill0 : tensor<2x3x?x1xf32>)
      (%g2_in0: f32, %g2_in1: f32, %g2_out0: f32) {
        %g2_0 = arith.minimumf %g2_in1, %g2_in0 : f32
        %g2_1 = arith.constant 0.000000e+00 : f32
        %g2_2 = arith.maximumf %g2_in0, %g2_1 : f32
        %g2_3 = arith.subf %g2_0, %g2_2 : f32
        %g2_4 = arith.maximumf %g2_in1, %g2_3 : f32
        linalg.yield %g2_4 : f32
      }
    %g3_c0_3 = arith.constant 2 : index
    %g3_d0_3 = tensor.dim %v2, %g3_c0_3 : tensor<2x3x?x1xf32>
    %g3_empty0 = tensor.empty(%g3_d0_3) : tensor<3x2x1x?xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d1, d3, d0)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d0, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v2 : tensor<2x3x?x1xf32>) outs(%g3_empty0 : tensor<3x2x1x?xf32>) {
    ^bb0(%g3_in0: f32, %g3_out0: f32):
      %g3_0 = arith.divf %g3_in0, %g3_in0 : f32
      linalg.yield %g3_0 : f32
    } -> tensor<3x2x1x?xf32>
    %g4_c0_2 = arith.constant 1 : index
    %g4_d0_2 = tensor.dim %arg5, %g4_c0_2 : tensor<2x?x5x3xf32>
    %g4_c0_3 = arith.constant 3 : index
    %g4_d0_3 = tensor.dim %v3, %g4_c0_3 : tensor<3x2x1x?xf32>
    %g4_empty0 = tensor.empty(%g4_d0_2, %g4_d0_3) : tensor<3x2x?x?xf32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v3, %arg5 : tensor<3x2x1x?xf32>, tensor<2x?x5x3xf32>) outs(%g4_empty0 : tensor<3x2x?x?xf32>) {
    ^bb0(%g4_in0: f32, %g4_in1: f32, %g4_out0: f32):
      %g4_0 = math.floor %g4_in1 : f32
      linalg.yield %g4_0 : f32
    } -> tensor<3x2x?x?xf32>
    %v5 = linalg.matmul ins(%arg7, %arg8 : tensor<1x2xf16>, tensor<2x2xf16>) outs(%arg7 : tensor<1x2xf16>) -> tensor<1x2xf16>
    return %v4, %v5 : tensor<3x2x?x?xf32>, tensor<1x2xf16>
  }
}
