// Corpus case 'refused-diffusion-forall-consumer-with-reduction': `fusefuzz generate --seed 263` under strategy diffusion.
// EXPECT: pass
// STRATEGY: diffusion
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}diffusion:forall-consumer-with-reduction=
module attributes {fusefuzz.seed = 263 : i64, fusefuzz.policy = "0xff4bf7f6d7a45ffa"} {
  func.func @case(%arg0: tensor<?x4xf32> {fusefuzz.shape = array<i64: 5, 4>}, %arg1: tensor<5x4xf32>, %arg2: tensor<?xf32> {fusefuzz.shape = array<i64: 5>}, %arg3: tensor<5x?x4xf32> {fusefuzz.shape = array<i64: 5, 2, 4>}, %arg4: tensor<4x?xf32> {fusefuzz.shape = array<i64: 4, 2>}, %arg5: tensor<?x2x5x3xf32> {fusefuzz.shape = array<i64: 4, 2, 5, 3>}, %arg6: tensor<4x2x?x3xf32> {fusefuzz.shape = array<i64: 4, 2, 5, 3>}) -> (tensor<2x?x3xf32>) {
    %g0_c0_0 = arith.constant 0 : index
    %g0_d0_0 = tensor.dim %arg0, %g0_c0_0 : tensor<?x4xf32>
    %g0_empty0 = tensor.empty(%g0_d0_0) : tensor<?x4xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<?x4xf32>, tensor<5x4xf32>, tensor<?xf32>) outs(%g0_empty0 : tensor<?x4xf32>) {
    ^bb0(%g0_in0: f32, %g0_in1: f32, %g0_in2: f32, %g0_out0: f32):
      %g0_0 = arith.cmpf ugt, %g0_in0, %g0_in1 : f32
      %g0_1 = linalg.index 1 : index
      %g0_2 = arith.index_cast %g0_1 : index to i32
      %g0_3 = arith.sitofp %g0_2 : i32 to f32
      %g0_4 = arith.select %g0_0, %g0_3, %g0_in1 : f32
      %g0_5 = arith.minimumf %g0_in0, %g0_4 : f32
      %g0_6 = arith.minimumf %g0_in2, %g0_in0 : f32
      %g0_7 = arith.minimumf %g0_in0, %g0_in1 : f32
      %g0_8 = arith.maximumf %g0_6, %g0_7 : f32
      %g0_9 = arith.maximumf %g0_5, %g0_8 : f32
      linalg.yield %g0_9 : f32
    } -> tensor<?x4xf32>
    %g1_c0_1 = arith.constant 1 : index
    %g1_d0_1 = tensor.dim %arg3, %g1_c0_1 : tensor<5x?x4xf32>
    %g1_c0_2 = arith.constant 0 : index
    %g1_d0_2 = tensor.dim %v0, %g1_c0_2 : tensor<?x4xf32>
    %g1_empty0 = tensor.empty(%g1_d0_1, %g1_d0_2) : tensor<4x?x?x3xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d1, d0, d2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v0, %arg3 : tensor<?x4xf32>, tensor<5x?x4xf32>) outs(%g1_empty0 : tensor<4x?x?x3xf32>) {
    ^bb0(%g1_in0: f32, %g1_in1: f32, %g1_out0: f32):
      %g1_0 = arith.subf %g1_in1, %g1_in1 : f32
      linalg.yield %g1_0 : f32
    } -> tensor<4x?x?x3xf32>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %arg5, %g2_c0_0 : tensor<?x2x5x3xf32>
    %g2_c0_1 = arith.constant 1 : index
    %g2_d0_1 = tensor.dim %v1, %g2_c0_1 : tensor<4x?x?x3xf32>
    %g2_c0_2 = arith.constant 2 : index
    %g2_d0_2 = tensor.dim %v1, %g2_c0_2 : tensor<4x?x?x3xf32>
    %g2_empty0 = tensor.empty(%g2_d0_0, %g2_d0_1, %g2_d0_2) : tensor<?x?x?x3xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v1, %arg4, %arg5 : tensor<4x?x?x3xf32>, tensor<4x?xf32>, tensor<?x2x5x3xf32>) outs(%g2_empty0 : tensor<?x?x?x3xf32>) {
    ^bb0(%g2_in0: f32, %g2_in1: f32, %g2_in2: f32, %g2_out0: f32):
      %g2_0 = arith.constant -0.000000e+00 : f32
      %g2_1 = arith.cmpf oeq, %g2_in1, %g2_0 : f32
      %g2_2 = arith.constant -0.000000e+00 : f32
      %g2_3 = arith.select %g2_1, %g2_2, %g2_in0 : f32
      %g2_4 = math.floor %g2_3 : f32
      linalg.yield %g2_4 : f32
    } -> tensor<?x?x?x3xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v2 : tensor<?x?x?x3xf32>) outs(%arg6 : tensor<4x2x?x3xf32>) {
    ^bb0(%g3_in0: f32, %g3_out0: f32):
      %g3_0 = arith.mulf %g3_in0, %g3_in0 : f32
      linalg.yield %g3_0 : f32
    } -> tensor<4x2x?x3xf32>
    %g4_c0_1 = arith.constant 2 : index
    %g4_d0_1 = tensor.dim %v3, %g4_c0_1 : tensor<4x2x?x3xf32>
    %g4_empty0 = tensor.empty(%g4_d0_1) : tensor<2x?x3xf32>
    %g4_fillval0 = arith.constant 0.000000e+00 : f32
    %g4_fill0 = linalg.fill ins(%g4_fillval0 : f32) outs(%g4_empty0 : tensor<2x?x3xf32>) -> tensor<2x?x3xf32>
    %v4 = linalg.reduce ins(%v3 : tensor<4x2x?x3xf32>) outs(%g4_fill0 : tensor<2x?x3xf32>) dimensions = [0]
      (%g4_in0: f32, %g4_out0: f32) {
        %g4_0 = arith.addf %g4_out0, %g4_in0 : f32
        linalg.yield %g4_0 : f32
      }
    %g5_c0_1 = arith.constant 1 : index
    %g5_d0_1 = tensor.dim %v4, %g5_c0_1 : tensor<2x?x3xf32>
    %g5_empty0 = tensor.empty(%g5_d0_1) : tensor<2x?x3xf32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v4 : tensor<2x?x3xf32>) outs(%g5_empty0 : tensor<2x?x3xf32>) {
    ^bb0(%g5_in0: f32, %g5_out0: f32):
      %g5_0 = arith.maximumf %g5_in0, %g5_in0 : f32
      linalg.yield %g5_0 : f32
    } -> tensor<2x?x3xf32>
    return %v5 : tensor<2x?x3xf32>
  }
}
