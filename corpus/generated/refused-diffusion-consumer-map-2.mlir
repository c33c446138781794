// Corpus case 'refused-diffusion-consumer-map': `fusefuzz generate --seed 126` under strategy diffusion.
// EXPECT: pass
// STRATEGY: diffusion
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}diffusion:upstream-declined: consumer operand map not a projected permutation=
module attributes {fusefuzz.seed = 126 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<3x3xf16>, %arg1: tensor<1xi32>, %arg2: tensor<1x5xi32>, %arg3: tensor<3x2x4xf32>, %arg4: tensor<4x2x?xf32> {fusefuzz.shape = array<i64: 4, 2, 3>}, %arg5: tensor<3x?xf32> {fusefuzz.shape = array<i64: 3, 2>}, %arg6: f32) -> (tensor<6x5xf16>, tensor<1x5xi32>, tensor<?x?x4xf32>, tensor<3x2x4xf32>) {
    %p0_padval = arith.constant -1.500000e+00 : f16
    %v0 = tensor.pad %arg0 low[1, 1] high[2, 1] {
    ^bb0(%p0_i0: index, %p0_i1: index):
      tensor.yield %p0_padval : f16
    } : tensor<3x3xf16> to tensor<6x5xf16>
    %v1 = tensor.expand_shape %arg1 [[0, 1]] output_shape [1, 1] : tensor<1xi32> into tensor<1x1xi32>
    %g2_empty0 = tensor.empty() : tensor<1x1xi32>
    %v2 = linalg.map ins(%v1, %v1, %v1 : tensor<1x1xi32>, tensor<1x1xi32>, tensor<1x1xi32>) outs(%g2_empty0 : tensor<1x1xi32>)
      (%g2_in0: i32, %g2_in1: i32, %g2_in2: i32, %g2_out0: i32) {
        %g2_0 = arith.cmpi slt, %g2_in1, %g2_in1 : i32
        %g2_1 = arith.constant 3 : i32
        %g2_2 = arith.select %g2_0, %g2_in2, %g2_1 : i32
        %g2_3 = arith.cmpi ult, %g2_in0, %g2_in2 : i32
        %g2_4 = arith.constant -2 : i32
        %g2_5 = arith.select %g2_3, %g2_4, %g2_in2 : i32
        %g2_6 = arith.maxui %g2_2, %g2_5 : i32
        linalg.yield %g2_6 : i32
      }
    %g3_empty0 = tensor.empty() : tensor<1x5xi32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]} ins(%v2, %arg2 : tensor<1x1xi32>, tensor<1x5xi32>) outs(%g3_empty0 : tensor<1x5xi32>) {
    ^bb0(%g3_in0: i32, %g3_in1: i32, %g3_out0: i32):
      %g3_0 = arith.muli %g3_in1, %g3_in1 : i32
      %g3_1 = arith.constant 32 : i32
      %g3_2 = arith.remui %g3_in1, %g3_1 : i32
      %g3_3 = arith.shrui %g3_in1, %g3_2 : i32
      %g3_4 = arith.andi %g3_0, %g3_3 : i32
      linalg.yield %g3_4 : i32
    } -> tensor<1x5xi32>
    %g4_c0_0 = arith.constant 2 : index
    %g4_d0_0 = tensor.dim %arg4, %g4_c0_0 : tensor<4x2x?xf32>
    %g4_c0_1 = arith.constant 1 : index
    %g4_d0_1 = tensor.dim %arg5, %g4_c0_1 : tensor<3x?xf32>
    %g4_empty0 = tensor.empty(%g4_d0_0, %g4_d0_1) : tensor<?x?x4xf32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2, d1, d0)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg3, %arg4, %arg5 : tensor<3x2x4xf32>, tensor<4x2x?xf32>, tensor<3x?xf32>) outs(%g4_empty0 : tensor<?x?x4xf32>) {
    ^bb0(%g4_in0: f32, %g4_in1: f32, %g4_in2: f32, %g4_out0: f32):
      %g4_0 = arith.subf %g4_in1, %g4_in0 : f32
      linalg.yield %g4_0 : f32
    } -> tensor<?x?x4xf32>
    %g5_c0_0 = arith.constant 0 : index
    %g5_d0_0 = tensor.dim %v4, %g5_c0_0 : tensor<?x?x4xf32>
    %g5_c0_1 = arith.constant 1 : index
    %g5_d0_1 = tensor.dim %v4, %g5_c0_1 : tensor<?x?x4xf32>
    %g5_empty0 = tensor.empty(%g5_d0_0, %g5_d0_1) : tensor<?x?x4xf32>
    %v5:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v4 : tensor<?x?x4xf32>) outs(%g5_empty0, %arg3 : tensor<?x?x4xf32>, tensor<3x2x4xf32>) {
    ^bb0(%g5_in0: f32, %g5_out0: f32, %g5_out1: f32):
      %g5_0 = math.floor %arg6 : f32
      %g5_1 = arith.maximumf %arg6, %g5_0 : f32
      %g5_2 = arith.constant 5.000000e-01 : f32
      %g5_3 = arith.cmpf oeq, %g5_in0, %arg6 : f32
      %g5_4 = linalg.index 1 : index
      %g5_5 = arith.index_cast %g5_4 : index to i32
      %g5_6 = arith.sitofp %g5_5 : i32 to f32
      %g5_7 = arith.select %g5_3, %g5_6, %arg6 : f32
      %g5_8 = arith.subf %g5_2, %g5_7 : f32
      linalg.yield %g5_1, %g5_8 : f32, f32
    } -> (tensor<?x?x4xf32>, tensor<3x2x4xf32>)
    return %v0, %v3, %v5#0, %v5#1 : tensor<6x5xf16>, tensor<1x5xi32>, tensor<?x?x4xf32>, tensor<3x2x4xf32>
  }
}
