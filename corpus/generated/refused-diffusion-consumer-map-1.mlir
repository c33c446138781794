// Corpus case 'refused-diffusion-consumer-map': `fusefuzz generate --seed 31` under strategy diffusion.
// EXPECT: pass
// STRATEGY: diffusion
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}diffusion:upstream-declined: consumer operand map not a projected permutation=
module attributes {fusefuzz.seed = 31 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<1x4xf32>, %arg1: tensor<1xf32>, %arg2: i32, %arg3: tensor<1x4x3x?xf32> {fusefuzz.shape = array<i64: 1, 4, 3, 1>}, %arg4: tensor<3xf32>, %arg5: f32) -> (tensor<4xf32>, tensor<4xf32>, tensor<4x?x3x1xf32>, tensor<4x?x3x1xf32>, tensor<4x?x3x1xf32>) {
    %g0_empty0 = tensor.empty() : tensor<1x4xf32>
    %v0 = linalg.map ins(%arg0, %arg0 : tensor<1x4xf32>, tensor<1x4xf32>) outs(%g0_empty0 : tensor<1x4xf32>)
      (%g0_in0: f32, %g0_in1: f32, %g0_out0: f32) {
        %g0_0 = arith.minimumf %g0_in1, %g0_in1 : f32
        linalg.yield %g0_0 : f32
      }
    %g1_empty0 = tensor.empty() : tensor<4x1xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]} ins(%v0, %arg0 : tensor<1x4xf32>, tensor<1x4xf32>) outs(%g1_empty0 : tensor<4x1xf32>) {
    ^bb0(%g1_in0: f32, %g1_in1: f32, %g1_out0: f32):
      %g1_0 = arith.negf %g1_in0 : f32
      %g1_1 = arith.maximumf %g1_in1, %g1_in1 : f32
      %g1_2 = math.absf %g1_1 : f32
      %g1_3 = arith.addf %g1_0, %g1_2 : f32
      linalg.yield %g1_3 : f32
    } -> tensor<4x1xf32>
    %g2_empty0 = tensor.empty() : tensor<4xf32>
    %g2_empty1 = tensor.empty() : tensor<4xf32>
    %v2:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0, 0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v1 : tensor<4x1xf32>) outs(%g2_empty0, %g2_empty1 : tensor<4xf32>, tensor<4xf32>) {
    ^bb0(%g2_in0: f32, %g2_out0: f32, %g2_out1: f32):
      %g2_0 = arith.sitofp %arg2 : i32 to f32
      %g2_1 = arith.constant 2.000000e+00 : f32
      %g2_2 = arith.subf %g2_0, %g2_1 : f32
      %g2_3 = arith.mulf %g2_in0, %g2_in0 : f32
      %g2_4 = arith.cmpf oeq, %g2_2, %g2_3 : f32
      %g2_5 = arith.constant 7.000000e+00 : f32
      %g2_6 = arith.sitofp %arg2 : i32 to f32
      %g2_7 = arith.select %g2_4, %g2_5, %g2_6 : f32
      %g2_8 = arith.sitofp %arg2 : i32 to f32
      %g2_9 = arith.negf %g2_8 : f32
      %g2_10 = arith.sitofp %arg2 : i32 to f32
      %g2_11 = arith.minimumf %g2_9, %g2_10 : f32
      linalg.yield %g2_7, %g2_11 : f32, f32
    } -> (tensor<4xf32>, tensor<4xf32>)
    %g3_c0_3 = arith.constant 3 : index
    %g3_d0_3 = tensor.dim %arg3, %g3_c0_3 : tensor<1x4x3x?xf32>
    %g3_empty0 = tensor.empty(%g3_d0_3) : tensor<1x4x3x?xf32>
    %g3_fillval0 = arith.constant 5.000000e-01 : f32
    %g3_fill0 = linalg.fill ins(%g3_fillval0 : f32) outs(%g3_empty0 : tensor<1x4x3x?xf32>) -> tensor<1x4x3x?xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v1, %arg3 : tensor<4x1xf32>, tensor<1x4x3x?xf32>) outs(%g3_fill0 : tensor<1x4x3x?xf32>) {
    ^bb0(%g3_in0: f32, %g3_in1: f32, %g3_out0: f32):
      %g3_0 = arith.constant 2.000000e+00 : f32
      %g3_1 = math.exp %g3_0 : f32
      linalg.yield %g3_1 : f32
    } -> tensor<1x4x3x?xf32>
    %g4_c0_1 = arith.constant 3 : index
    %g4_d0_1 = tensor.dim %v3, %g4_c0_1 : tensor<1x4x3x?xf32>
    %g4_empty0 = tensor.empty(%g4_d0_1) : tensor<4x?x3x1xf32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3, d0, d2, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v3 : tensor<1x4x3x?xf32>) outs(%g4_empty0 : tensor<4x?x3x1xf32>) {
    ^bb0(%g4_in0: f32, %g4_out0: f32):
      %g4_0 = arith.minimumf %g4_in0, %g4_in0 : f32
      %g4_1 = linalg.index 1 : index
      %g4_2 = arith.constant 3 : index
      %g4_3 = arith.remui %g4_1, %g4_2 : index
      %g4_4 = tensor.extract %arg4[%g4_3] : tensor<3xf32>
      %g4_5 = arith.mulf %g4_0, %g4_4 : f32
      %g4_6 = arith.mulf %g4_in0, %g4_5 : f32
      linalg.yield %g4_6 : f32
    } -> tensor<4x?x3x1xf32>
    %g5_c0_1 = arith.constant 1 : index
    %g5_d0_1 = tensor.dim %v4, %g5_c0_1 : tensor<4x?x3x1xf32>
    %g5_empty0 = tensor.empty(%g5_d0_1) : tensor<4x?x3x1xf32>
    %g5_c1_1 = arith.constant 1 : index
    %g5_d1_1 = tensor.dim %v4, %g5_c1_1 : tensor<4x?x3x1xf32>
    %g5_empty1 = tensor.empty(%g5_d1_1) : tensor<4x?x3x1xf32>
    %v5:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v4 : tensor<4x?x3x1xf32>) outs(%g5_empty0, %g5_empty1 : tensor<4x?x3x1xf32>, tensor<4x?x3x1xf32>) {
    ^bb0(%g5_in0: f32, %g5_out0: f32, %g5_out1: f32):
      %g5_0 = arith.cmpf olt, %g5_in0, %arg5 : f32
      %g5_1 = arith.select %g5_0, %arg5, %arg5 : f32
      %g5_2 = math.floor %arg5 : f32
      linalg.yield %g5_1, %g5_2 : f32, f32
    } -> (tensor<4x?x3x1xf32>, tensor<4x?x3x1xf32>)
    return %v2#0, %v2#1, %v4, %v5#0, %v5#1 : tensor<4xf32>, tensor<4xf32>, tensor<4x?x3x1xf32>, tensor<4x?x3x1xf32>, tensor<4x?x3x1xf32>
  }
}
