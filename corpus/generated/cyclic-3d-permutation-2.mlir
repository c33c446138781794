// Corpus case 'cyclic-3d-permutation': `fusefuzz generate --seed 50` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 50 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<3xi32>, %arg1: tensor<6xi32>, %arg2: tensor<6xi32>, %arg3: tensor<2xf16>, %arg4: tensor<5xf16>, %arg5: tensor<2x5xf16>) -> (tensor<6xi32>, tensor<2x5xf16>, tensor<2x5x4xi32>) {
    %p0_padval = arith.constant 0 : i32
    %v0 = tensor.pad %arg0 low[1] high[2] {
    ^bb0(%p0_i0: index):
      tensor.yield %p0_padval : i32
    } : tensor<3xi32> to tensor<6xi32>
    %g1_empty0 = tensor.empty() : tensor<6xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v0, %arg1, %arg2 : tensor<6xi32>, tensor<6xi32>, tensor<6xi32>) outs(%g1_empty0 : tensor<6xi32>) {
    ^bb0(%g1_in0: i32, %g1_in1: i32, %g1_in2: i32, %g1_out0: i32):
      %g1_0 = arith.constant -3 : i32
      %g1_1 = arith.constant 0 : i32
      %g1_2 = arith.constant 1 : i32
      %g1_3 = arith.cmpi eq, %g1_0, %g1_1 : i32
      %g1_4 = arith.select %g1_3, %g1_2, %g1_0 : i32
      %g1_5 = arith.remui %g1_in1, %g1_4 : i32
      linalg.yield %g1_5 : i32
    } -> tensor<6xi32>
    %g2_empty0 = tensor.empty() : tensor<2x5xf16>
    %g2_fillval0 = arith.constant 2.000000e+00 : f16
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : f16) outs(%g2_empty0 : tensor<2x5xf16>) -> tensor<2x5xf16>
    %g2_empty1 = tensor.empty() : tensor<5x2xf16>
    %g2_fillval1 = arith.constant 2.000000e+00 : f16
    %g2_fill1 = linalg.fill ins(%g2_fillval1 : f16) outs(%g2_empty1 : tensor<5x2xf16>) -> tensor<5x2xf16>
    %v2:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]} ins(%arg3, %arg4, %arg5 : tensor<2xf16>, tensor<5xf16>, tensor<2x5xf16>) outs(%g2_fill0, %g2_fill1 : tensor<2x5xf16>, tensor<5x2xf16>) {
    ^bb0(%g2_in0: f16, %g2_in1: f16, %g2_in2: f16, %g2_out0: f16, %g2_out1: f16):
      %g2_0 = linalg.index 1 : index
      %g2_1 = arith.index_cast %g2_0 : index to i32
      %g2_2 = arith.sitofp %g2_1 : i32 to f16
      %g2_3 = arith.mulf %g2_out0, %g2_2 : f16
      %g2_4 = arith.cmpf oeq, %g2_in2, %g2_in2 : f16
      %g2_5 = arith.select %g2_4, %g2_in2, %g2_in1 : f16
      linalg.yield %g2_3, %g2_5 : f16, f16
    } -> (tensor<2x5xf16>, tensor<5x2xf16>)
    %g3_empty0 = tensor.empty() : tensor<2x5x4xi32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v2#1 : tensor<5x2xf16>) outs(%g3_empty0 : tensor<2x5x4xi32>) {
    ^bb0(%g3_in0: f16, %g3_out0: i32):
      %g3_0 = arith.cmpf uno, %g3_in0, %g3_in0 : f16
      %g3_1 = arith.constant -1.000000e+02 : f16
      %g3_2 = arith.constant 1.000000e+02 : f16
      %g3_3 = arith.constant 0.000000e+00 : f16
      %g3_4 = arith.maximumf %g3_in0, %g3_1 : f16
      %g3_5 = arith.minimumf %g3_4, %g3_2 : f16
      %g3_6 = arith.select %g3_0, %g3_3, %g3_5 : f16
      %g3_7 = arith.fptosi %g3_6 : f16 to i32
      %g3_8 = arith.cmpf uno, %g3_in0, %g3_in0 : f16
      %g3_9 = arith.constant -1.000000e+02 : f16
      %g3_10 = arith.constant 1.000000e+02 : f16
      %g3_11 = arith.constant 0.000000e+00 : f16
      %g3_12 = arith.maximumf %g3_in0, %g3_9 : f16
      %g3_13 = arith.minimumf %g3_12, %g3_10 : f16
      %g3_14 = arith.select %g3_8, %g3_11, %g3_13 : f16
      %g3_15 = arith.fptosi %g3_14 : f16 to i32
      %g3_16 = arith.maxui %g3_7, %g3_15 : i32
      linalg.yield %g3_16 : i32
    } -> tensor<2x5x4xi32>
    return %v1, %v2#0, %v3 : tensor<6xi32>, tensor<2x5xf16>, tensor<2x5x4xi32>
  }
}
