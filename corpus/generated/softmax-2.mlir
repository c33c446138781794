// Corpus case 'softmax': `fusefuzz generate --seed 94` under strategy all.
// EXPECT: pass
// STRATEGY: all
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 94 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<4xf32>, %arg1: tensor<1xf32>, %arg2: tensor<4x2x?xi32> {fusefuzz.shape = array<i64: 4, 2, 3>}, %arg3: tensor<3x4xi32>, %arg4: tensor<2x4x3xi32>, %arg5: tensor<4xi32>, %arg6: tensor<1x4x5x4xf32>) -> (tensor<2x4x3xi32>, tensor<4xi32>, tensor<1x4xf32>) {
    %cst0 = arith.constant dense<-3.000000e+00> : tensor<f32>
    %g0_empty0 = tensor.empty() : tensor<4xi32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0, %arg1, %arg0 : tensor<4xf32>, tensor<1xf32>, tensor<4xf32>) outs(%g0_empty0 : tensor<4xi32>) {
    ^bb0(%g0_in0: f32, %g0_in1: f32, %g0_in2: f32, %g0_out0: i32):
      %g0_0 = arith.constant -3 : i32
      %g0_1 = arith.cmpf uno, %g0_in0, %g0_in0 : f32
      %g0_2 = arith.constant -1.000000e+02 : f32
      %g0_3 = arith.constant 1.000000e+02 : f32
      %g0_4 = arith.constant 0.000000e+00 : f32
      %g0_5 = arith.maximumf %g0_in0, %g0_2 : f32
      %g0_6 = arith.minimumf %g0_5, %g0_3 : f32
      %g0_7 = arith.select %g0_1, %g0_4, %g0_6 : f32
      %g0_8 = arith.fptosi %g0_7 : f32 to i32
      %g0_9 = arith.andi %g0_0, %g0_8 : i32
      linalg.yield %g0_9 : i32
    } -> tensor<4xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2, d0, d1)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v0, %arg2, %arg3 : tensor<4xi32>, tensor<4x2x?xi32>, tensor<3x4xi32>) outs(%arg4 : tensor<2x4x3xi32>) {
    ^bb0(%g1_in0: i32, %g1_in1: i32, %g1_in2: i32, %g1_out0: i32):
      %g1_0 = arith.constant 4 : i32
      %g1_1 = arith.andi %g1_0, %g1_in2 : i32
      linalg.yield %g1_1 : i32
    } -> tensor<2x4x3xi32>
    %g2_empty0 = tensor.empty() : tensor<4xi32>
    %v2 = linalg.map ins(%v0, %arg5 : tensor<4xi32>, tensor<4xi32>) outs(%g2_empty0 : tensor<4xi32>)
      (%g2_in0: i32, %g2_in1: i32, %g2_out0: i32) {
        %g2_0 = arith.cmpi ult, %g2_in0, %g2_in1 : i32
        %g2_1 = arith.constant -2 : i32
        %g2_2 = arith.select %g2_0, %g2_in0, %g2_1 : i32
        %g2_3 = arith.maxsi %g2_in1, %g2_in1 : i32
        %g2_4 = arith.constant 0 : i32
        %g2_5 = arith.constant 1 : i32
        %g2_6 = arith.cmpi eq, %g2_3, %g2_4 : i32
        %g2_7 = arith.select %g2_6, %g2_5, %g2_3 : i32
        %g2_8 = arith.divui %g2_2, %g2_7 : i32
        %g2_9 = arith.constant 32 : i32
        %g2_10 = arith.remui %g2_in1, %g2_9 : i32
        %g2_11 = arith.shli %g2_8, %g2_10 : i32
        linalg.yield %g2_11 : i32
      }
    %l3_dest = tensor.empty() : tensor<1x4x5x4xf32>
    %v3 = linalg.softmax dimension(3) ins(%arg6 : tensor<1x4x5x4xf32>) outs(%l3_dest : tensor<1x4x5x4xf32>) -> tensor<1x4x5x4xf32>
    %g4_empty0 = tensor.empty() : tensor<1x4xf32>
    %g4_fillval0 = arith.constant 0.000000e+00 : f32
    %g4_fill0 = linalg.fill ins(%g4_fillval0 : f32) outs(%g4_empty0 : tensor<1x4xf32>) -> tensor<1x4xf32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d3)>], iterator_types = ["parallel", "reduction", "reduction", "parallel"]} ins(%v3, %cst0 : tensor<1x4x5x4xf32>, tensor<f32>) outs(%g4_fill0 : tensor<1x4xf32>) {
    ^bb0(%g4_in0: f32, %g4_in1: f32, %g4_out0: f32):
      %g4_0 = arith.subf %g4_in1, %g4_out0 : f32
      %g4_1 = arith.addf %g4_out0, %g4_0 : f32
      linalg.yield %g4_1 : f32
    } -> tensor<1x4xf32>
    return %v1, %v2, %v4 : tensor<2x4x3xi32>, tensor<4xi32>, tensor<1x4xf32>
  }
}
