// Corpus case 'refused-diffusion-init-into-reduction-tiles': `fusefuzz generate --seed 125` under strategy diffusion.
// EXPECT: pass
// STRATEGY: diffusion
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}diffusion:init-into-reduction-tiles=
module attributes {fusefuzz.seed = 125 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<5x?xi32> {fusefuzz.shape = array<i64: 5, 4>}, %arg1: tensor<5x?xi32> {fusefuzz.shape = array<i64: 5, 4>}, %arg2: tensor<1x5x4xi1>, %arg3: f16, %arg4: tensor<i1>, %arg5: i1) -> (tensor<5x?xi32>, tensor<2x1x5x4xi1>, tensor<5x4xi1>, tensor<5x?xi1>) {
    %g0_c0_1 = arith.constant 1 : index
    %g0_d0_1 = tensor.dim %arg0, %g0_c0_1 : tensor<5x?xi32>
    %g0_empty0 = tensor.empty(%g0_d0_1) : tensor<5x?xi32>
    %v0 = linalg.map ins(%arg0, %arg1 : tensor<5x?xi32>, tensor<5x?xi32>) outs(%g0_empty0 : tensor<5x?xi32>)
      (%g0_in0: i32, %g0_in1: i32, %g0_out0: i32) {
        %g0_0 = arith.constant 7 : i32
        %g0_1 = arith.cmpi eq, %g0_in0, %g0_0 : i32
        %g0_2 = arith.select %g0_1, %g0_in0, %g0_in1 : i32
        linalg.yield %g0_2 : i32
      }
    %g1_empty0 = tensor.empty() : tensor<2x1x5x4xi1>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2 : tensor<1x5x4xi1>) outs(%g1_empty0 : tensor<2x1x5x4xi1>) {
    ^bb0(%g1_in0: i1, %g1_out0: i1):
      %g1_0 = arith.constant 7 : i32
      %g1_1 = arith.cmpf uno, %arg3, %arg3 : f16
      %g1_2 = arith.constant -1.000000e+02 : f16
      %g1_3 = arith.constant 1.000000e+02 : f16
      %g1_4 = arith.constant 0.000000e+00 : f16
      %g1_5 = arith.maximumf %arg3, %g1_2 : f16
      %g1_6 = arith.minimumf %g1_5, %g1_3 : f16
      %g1_7 = arith.select %g1_1, %g1_4, %g1_6 : f16
      %g1_8 = arith.fptosi %g1_7 : f16 to i32
      %g1_9 = arith.cmpi sle, %g1_0, %g1_8 : i32
      %g1_10 = linalg.index 0 : index
      %g1_11 = arith.index_cast %g1_10 : index to i32
      %g1_12 = linalg.index 0 : index
      %g1_13 = arith.index_cast %g1_12 : index to i32
      %g1_14 = arith.cmpi sle, %g1_11, %g1_13 : i32
      %g1_15 = arith.ori %g1_9, %g1_14 : i1
      linalg.yield %g1_15 : i1
    } -> tensor<2x1x5x4xi1>
    %g2_empty0 = tensor.empty() : tensor<5x4xi1>
    %g2_fillval0 = arith.constant 1 : i1
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : i1) outs(%g2_empty0 : tensor<5x4xi1>) -> tensor<5x4xi1>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d1, d0, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3)>], iterator_types = ["parallel", "reduction", "reduction", "parallel"]} ins(%v1 : tensor<2x1x5x4xi1>) outs(%g2_fill0 : tensor<5x4xi1>) {
    ^bb0(%g2_in0: i1, %g2_out0: i1):
      %g2_0 = arith.constant 5.000000e-01 : f32
      %g2_1 = arith.uitofp %g2_in0 : i1 to f32
      %g2_2 = arith.cmpf olt, %g2_0, %g2_1 : f32
      %g2_3 = arith.ori %g2_out0, %g2_2 : i1
      linalg.yield %g2_3 : i1
    } -> tensor<5x4xi1>
    %g3_c0_1 = arith.constant 1 : index
    %g3_d0_1 = tensor.dim %arg0, %g3_c0_1 : tensor<5x?xi32>
    %g3_empty0 = tensor.empty(%g3_d0_1) : tensor<5x?xi1>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v2, %arg0 : tensor<5x4xi1>, tensor<5x?xi32>) outs(%g3_empty0 : tensor<5x?xi1>) {
    ^bb0(%g3_in0: i1, %g3_in1: i32, %g3_out0: i1):
      %g3_0 = arith.ori %g3_in0, %g3_in0 : i1
      %g3_1 = arith.ori %g3_in0, %g3_0 : i1
      linalg.yield %g3_1 : i1
    } -> tensor<5x?xi1>
    %g4_c0_1 = arith.constant 1 : index
    %g4_d0_1 = tensor.dim %v3, %g4_c0_1 : tensor<5x?xi1>
    %g4_empty0 = tensor.empty(%g4_d0_1) : tensor<5x?xi1>
    %g4_fillval0 = arith.constant 1 : i1
    %g4_fill0 = linalg.fill ins(%g4_fillval0 : i1) outs(%g4_empty0 : tensor<5x?xi1>) -> tensor<5x?xi1>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v3, %arg4 : tensor<5x?xi1>, tensor<i1>) outs(%g4_fill0 : tensor<5x?xi1>) {
    ^bb0(%g4_in0: i1, %g4_in1: i1, %g4_out0: i1):
      %g4_0 = arith.andi %g4_out0, %arg5 : i1
      %g4_1 = arith.xori %g4_out0, %g4_0 : i1
      %g4_2 = arith.andi %g4_1, %arg5 : i1
      linalg.yield %g4_2 : i1
    } -> tensor<5x?xi1>
    return %v0, %v1, %v2, %v4 : tensor<5x?xi32>, tensor<2x1x5x4xi1>, tensor<5x4xi1>, tensor<5x?xi1>
  }
}
