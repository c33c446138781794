// Corpus case 'refused-diffusion-consumer-map': `fusefuzz generate --seed 74` under strategy diffusion.
// EXPECT: pass
// STRATEGY: diffusion
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}diffusion:upstream-declined: consumer operand map not a projected permutation=
module attributes {fusefuzz.seed = 74 : i64, fusefuzz.policy = "0xff4bf7f6d7a45ffa"} {
  func.func @case(%arg0: tensor<5x1x?x3xf32> {fusefuzz.shape = array<i64: 5, 1, 3, 3>}, %arg1: tensor<?x1x3x?xi8> {fusefuzz.shape = array<i64: 5, 1, 3, 3>}, %arg2: tensor<5x3x1xi8>, %arg3: tensor<5x1x1xi8>, %arg4: tensor<4xi8>, %arg5: tensor<1x5xi8>) -> (tensor<5x1x?x3xf32>, tensor<1x5xi8>) {
    %g0_c0_2 = arith.constant 2 : index
    %g0_d0_2 = tensor.dim %arg0, %g0_c0_2 : tensor<5x1x?x3xf32>
    %g0_empty0 = tensor.empty(%g0_d0_2) : tensor<5x1x?x3xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<5x1x?x3xf32>) outs(%g0_empty0 : tensor<5x1x?x3xf32>) {
    ^bb0(%g0_in0: f32, %g0_out0: f32):
      %g0_0 = arith.addf %g0_in0, %g0_in0 : f32
      %g0_1 = arith.minimumf %g0_0, %g0_in0 : f32
      linalg.yield %g0_1 : f32
    } -> tensor<5x1x?x3xf32>
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %arg1, %g1_c0_0 : tensor<?x1x3x?xi8>
    %g1_c0_2 = arith.constant 2 : index
    %g1_d0_2 = tensor.dim %v0, %g1_c0_2 : tensor<5x1x?x3xf32>
    %g1_c0_3 = arith.constant 3 : index
    %g1_d0_3 = tensor.dim %arg1, %g1_c0_3 : tensor<?x1x3x?xi8>
    %g1_empty0 = tensor.empty(%g1_d0_0, %g1_d0_2, %g1_d0_3) : tensor<?x1x?x?xi8>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v0, %arg1, %arg0 : tensor<5x1x?x3xf32>, tensor<?x1x3x?xi8>, tensor<5x1x?x3xf32>) outs(%g1_empty0 : tensor<?x1x?x?xi8>) {
    ^bb0(%g1_in0: f32, %g1_in1: i8, %g1_in2: f32, %g1_out0: i8):
      %g1_0 = arith.maxsi %g1_in1, %g1_in1 : i8
      %g1_1 = arith.cmpf uno, %g1_in2, %g1_in2 : f32
      %g1_2 = arith.constant -1.000000e+02 : f32
      %g1_3 = arith.constant 1.000000e+02 : f32
      %g1_4 = arith.constant 0.000000e+00 : f32
      %g1_5 = arith.maximumf %g1_in2, %g1_2 : f32
      %g1_6 = arith.minimumf %g1_5, %g1_3 : f32
      %g1_7 = arith.select %g1_1, %g1_4, %g1_6 : f32
      %g1_8 = arith.fptosi %g1_7 : f32 to i32
      %g1_9 = arith.trunci %g1_8 : i32 to i8
      %g1_10 = arith.cmpf uno, %g1_in2, %g1_in2 : f32
      %g1_11 = arith.constant -1.000000e+02 : f32
      %g1_12 = arith.constant 1.000000e+02 : f32
      %g1_13 = arith.constant 0.000000e+00 : f32
      %g1_14 = arith.maximumf %g1_in2, %g1_11 : f32
      %g1_15 = arith.minimumf %g1_14, %g1_12 : f32
      %g1_16 = arith.select %g1_10, %g1_13, %g1_15 : f32
      %g1_17 = arith.fptosi %g1_16 : f32 to i32
      %g1_18 = arith.trunci %g1_17 : i32 to i8
      %g1_19 = arith.maxui %g1_9, %g1_18 : i8
      %g1_20 = arith.maxsi %g1_0, %g1_19 : i8
      linalg.yield %g1_20 : i8
    } -> tensor<?x1x?x?xi8>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %v1, %g2_c0_0 : tensor<?x1x?x?xi8>
    %g2_c0_2 = arith.constant 3 : index
    %g2_d0_2 = tensor.dim %v1, %g2_c0_2 : tensor<?x1x?x?xi8>
    %g2_empty0 = tensor.empty(%g2_d0_0, %g2_d0_2) : tensor<?x1x?xi8>
    %g2_fillval0 = arith.constant 0 : i8
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : i8) outs(%g2_empty0 : tensor<?x1x?xi8>) -> tensor<?x1x?xi8>
    %v2 = linalg.reduce ins(%v1 : tensor<?x1x?x?xi8>) outs(%g2_fill0 : tensor<?x1x?xi8>) dimensions = [2]
      (%g2_in0: i8, %g2_out0: i8) {
        %g2_0 = arith.minsi %g2_out0, %g2_in0 : i8
        linalg.yield %g2_0 : i8
      }
    %v3 = linalg.batch_matmul ins(%v2, %arg2 : tensor<?x1x?xi8>, tensor<5x3x1xi8>) outs(%arg3 : tensor<5x1x1xi8>) -> tensor<5x1x1xi8>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v3 : tensor<5x1x1xi8>) outs(%arg5 : tensor<1x5xi8>) {
    ^bb0(%g4_in0: i8, %g4_out0: i8):
      %g4_0 = arith.xori %g4_in0, %g4_in0 : i8
      %g4_1 = arith.constant 0 : i8
      %g4_2 = arith.constant 1 : i8
      %g4_3 = arith.cmpi eq, %g4_in0, %g4_1 : i8
      %g4_4 = arith.constant -1 : i8
      %g4_5 = arith.cmpi eq, %g4_in0, %g4_4 : i8
      %g4_6 = arith.ori %g4_3, %g4_5 : i1
      %g4_7 = arith.select %g4_6, %g4_2, %g4_in0 : i8
      %g4_8 = arith.divsi %g4_in0, %g4_7 : i8
      %g4_9 = arith.maxsi %g4_0, %g4_8 : i8
      linalg.yield %g4_9 : i8
    } -> tensor<1x5xi8>
    return %v0, %v4 : tensor<5x1x?x3xf32>, tensor<1x5xi8>
  }
}
