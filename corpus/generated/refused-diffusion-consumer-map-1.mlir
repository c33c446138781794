// Corpus case 'refused-diffusion-consumer-map': `fusefuzz generate --seed 117` under strategy diffusion.
// EXPECT: pass
// STRATEGY: diffusion
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}diffusion:upstream-declined: consumer operand map not a projected permutation=
module attributes {fusefuzz.seed = 117 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<5xi32>, %arg1: tensor<5xi32>, %arg2: tensor<i32>, %arg3: tensor<3xi32>, %arg4: tensor<?x3xi32> {fusefuzz.shape = array<i64: 1, 3>}) -> (tensor<5xi32>, tensor<3xf32>) {
    %g0_empty0 = tensor.empty() : tensor<5xi32>
    %g0_empty1 = tensor.empty() : tensor<5xi32>
    %v0:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<5xi32>) outs(%g0_empty0, %g0_empty1 : tensor<5xi32>, tensor<5xi32>) {
    ^bb0(%g0_in0: i32, %g0_out0: i32, %g0_out1: i32):
      %g0_0 = arith.subi %g0_in0, %g0_in0 : i32
      %g0_1 = arith.constant 0 : i32
      %g0_2 = arith.constant 1 : i32
      %g0_3 = arith.cmpi eq, %g0_in0, %g0_1 : i32
      %g0_4 = arith.constant -1 : i32
      %g0_5 = arith.cmpi eq, %g0_in0, %g0_4 : i32
      %g0_6 = arith.ori %g0_3, %g0_5 : i1
      %g0_7 = arith.select %g0_6, %g0_2, %g0_in0 : i32
      %g0_8 = arith.divsi %g0_in0, %g0_7 : i32
      linalg.yield %g0_0, %g0_8 : i32, i32
    } -> (tensor<5xi32>, tensor<5xi32>)
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%v0#1, %arg1 : tensor<5xi32>, tensor<5xi32>) outs(%arg2 : tensor<i32>) {
    ^bb0(%g1_in0: i32, %g1_in1: i32, %g1_out0: i32):
      %g1_0 = arith.subi %g1_in1, %g1_out0 : i32
      %g1_1 = arith.maxsi %g1_out0, %g1_0 : i32
      linalg.yield %g1_1 : i32
    } -> tensor<i32>
    %g2_c0_1 = arith.constant 0 : index
    %g2_d0_1 = tensor.dim %arg4, %g2_c0_1 : tensor<?x3xi32>
    %g2_empty0 = tensor.empty(%g2_d0_1) : tensor<3x?xi32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v1, %arg3, %arg4 : tensor<i32>, tensor<3xi32>, tensor<?x3xi32>) outs(%g2_empty0 : tensor<3x?xi32>) {
    ^bb0(%g2_in0: i32, %g2_in1: i32, %g2_in2: i32, %g2_out0: i32):
      %g2_0 = arith.minsi %g2_in2, %g2_in1 : i32
      linalg.yield %g2_0 : i32
    } -> tensor<3x?xi32>
    %g3_c0_1 = arith.constant 1 : index
    %g3_d0_1 = tensor.dim %v2, %g3_c0_1 : tensor<3x?xi32>
    %g3_empty0 = tensor.empty(%g3_d0_1) : tensor<3x?x1x3xi32>
    %v3 = linalg.broadcast ins(%v2 : tensor<3x?xi32>) outs(%g3_empty0 : tensor<3x?x1x3xi32>) dimensions = [2, 3]
    %g4_empty0 = tensor.empty() : tensor<3x3xf32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0, 0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v3 : tensor<3x?x1x3xi32>) outs(%g4_empty0 : tensor<3x3xf32>) {
    ^bb0(%g4_in0: i32, %g4_out0: f32):
      %g4_0 = arith.sitofp %g4_in0 : i32 to f32
      %g4_1 = arith.sitofp %g4_in0 : i32 to f32
      %g4_2 = arith.minimumf %g4_0, %g4_1 : f32
      linalg.yield %g4_2 : f32
    } -> tensor<3x3xf32>
    %g5_empty0 = tensor.empty() : tensor<3xf32>
    %g5_fillval0 = arith.constant -1.500000e+00 : f32
    %g5_fill0 = linalg.fill ins(%g5_fillval0 : f32) outs(%g5_empty0 : tensor<3xf32>) -> tensor<3xf32>
    %v5 = linalg.reduce ins(%v4 : tensor<3x3xf32>) outs(%g5_fill0 : tensor<3xf32>) dimensions = [0]
      (%g5_in0: f32, %g5_out0: f32) {
        %g5_0 = arith.mulf %g5_out0, %g5_in0 : f32
        linalg.yield %g5_0 : f32
      }
    return %v0#0, %v5 : tensor<5xi32>, tensor<3xf32>
  }
}
