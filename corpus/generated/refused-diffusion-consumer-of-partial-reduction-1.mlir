// Corpus case 'refused-diffusion-consumer-of-partial-reduction': `fusefuzz generate --seed 57` under strategy diffusion.
// EXPECT: pass
// STRATEGY: diffusion
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}diffusion:consumer-of-partial-reduction=
module attributes {fusefuzz.seed = 57 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<5x2x2x5xf16>, %arg1: tensor<2x2x5x5xf16>, %arg2: tensor<f32>, %arg3: tensor<5xi1>, %arg4: tensor<4x1x5xi1>, %arg5: tensor<1x3x1x5xi8>, %arg6: index {fusefuzz.value = 2 : i64}) -> (tensor<5x2x2x5xf16>, tensor<5x2x2x5xf16>, tensor<4x1x5xi1>, tensor<5x7x2x?xi8>) {
    %g0_empty0 = tensor.empty() : tensor<5x2x2x5xf16>
    %g0_empty1 = tensor.empty() : tensor<5x2x2x5xf16>
    %v0:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d0, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg1 : tensor<5x2x2x5xf16>, tensor<2x2x5x5xf16>) outs(%g0_empty0, %g0_empty1 : tensor<5x2x2x5xf16>, tensor<5x2x2x5xf16>) {
    ^bb0(%g0_in0: f16, %g0_in1: f16, %g0_out0: f16, %g0_out1: f16):
      %g0_0 = arith.constant 2.000000e+00 : f16
      %g0_1 = arith.cmpf ugt, %g0_in1, %g0_0 : f16
      %g0_2 = arith.select %g0_1, %g0_in0, %g0_in1 : f16
      %g0_3 = math.floor %g0_in1 : f16
      linalg.yield %g0_2, %g0_3 : f16, f16
    } -> (tensor<5x2x2x5xf16>, tensor<5x2x2x5xf16>)
    %g1_empty0 = tensor.empty() : tensor<5x1xi1>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<f32>) outs(%g1_empty0 : tensor<5x1xi1>) {
    ^bb0(%g1_in0: f32, %g1_out0: i1):
      %g1_0 = linalg.index 1 : index
      %g1_1 = arith.index_cast %g1_0 : index to i32
      %g1_2 = arith.constant 0 : i32
      %g1_3 = arith.cmpi ne, %g1_1, %g1_2 : i32
      %g1_4 = arith.cmpf uno, %g1_in0, %g1_in0 : f32
      %g1_5 = arith.constant -1.000000e+02 : f32
      %g1_6 = arith.constant 1.000000e+02 : f32
      %g1_7 = arith.constant 0.000000e+00 : f32
      %g1_8 = arith.maximumf %g1_in0, %g1_5 : f32
      %g1_9 = arith.minimumf %g1_8, %g1_6 : f32
      %g1_10 = arith.select %g1_4, %g1_7, %g1_9 : f32
      %g1_11 = arith.fptosi %g1_10 : f32 to i32
      %g1_12 = arith.constant 0 : i32
      %g1_13 = arith.cmpi ne, %g1_11, %g1_12 : i32
      %g1_14 = arith.andi %g1_3, %g1_13 : i1
      linalg.yield %g1_14 : i1
    } -> tensor<5x1xi1>
    %v2 = linalg.reduce ins(%v1 : tensor<5x1xi1>) outs(%arg3 : tensor<5xi1>) dimensions = [1]
      (%g2_in0: i1, %g2_out0: i1) {
        %g2_0 = arith.andi %g2_out0, %g2_in0 : i1
        linalg.yield %g2_0 : i1
      }
    %v3 = linalg.broadcast ins(%v2 : tensor<5xi1>) outs(%arg4 : tensor<4x1x5xi1>) dimensions = [0, 1]
    %p4_padval = arith.constant 4 : i8
    %v4 = tensor.pad %arg5 low[2, 2, 0, 1] high[2, 2, 1, %arg6] {
    ^bb0(%p4_i0: index, %p4_i1: index, %p4_i2: index, %p4_i3: index):
      tensor.yield %p4_padval : i8
    } : tensor<1x3x1x5xi8> to tensor<5x7x2x?xi8>
    return %v0#0, %v0#1, %v3, %v4 : tensor<5x2x2x5xf16>, tensor<5x2x2x5xf16>, tensor<4x1x5xi1>, tensor<5x7x2x?xi8>
  }
}
