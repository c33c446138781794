// Corpus case 'refused-tile-fuse-ext-stop-set': `fusefuzz generate --seed 1 --strategy tile-fuse-ext` under strategy tile-fuse-ext.
// EXPECT: pass
// STRATEGY: tile-fuse-ext
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}TileFuseExt: stop-set=
module attributes {fusefuzz.seed = 1 : i64, fusefuzz.policy = "0x2d46020661320c17"} {
  func.func @case(%arg0: tensor<1xi8>, %arg1: tensor<1xf32>, %arg2: f32, %arg3: tensor<7x?xf16> {fusefuzz.shape = array<i64: 7, 1>}, %arg4: tensor<3x1xi8>, %arg5: f32) -> (tensor<3x?xf32>) {
    %g0_empty0 = tensor.empty() : tensor<1xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<1xi8>, tensor<1xf32>) outs(%g0_empty0 : tensor<1xf32>) {
    ^bb0(%g0_in0: i8, %g0_in1: f32, %g0_out0: f32):
      %g0_0 = arith.constant -3.000000e+00 : f32
      %g0_1 = arith.cmpf oge, %arg2, %g0_0 : f32
      %g0_2 = arith.sitofp %g0_in0 : i8 to f32
      %g0_3 = arith.sitofp %g0_in0 : i8 to f32
      %g0_4 = linalg.index 0 : index
      %g0_5 = arith.index_cast %g0_4 : index to i32
      %g0_6 = arith.sitofp %g0_5 : i32 to f32
      %g0_7 = arith.mulf %g0_3, %g0_6 : f32
      %g0_8 = arith.select %g0_1, %g0_2, %g0_7 : f32
      %g0_9 = arith.sitofp %g0_in0 : i8 to f32
      %g0_10 = arith.constant 5.000000e-01 : f32
      %g0_11 = arith.mulf %g0_9, %g0_10 : f32
      %g0_12 = arith.sitofp %g0_in0 : i8 to f32
      %g0_13 = arith.maximumf %g0_in1, %g0_12 : f32
      %g0_14 = arith.maximumf %g0_11, %g0_13 : f32
      %g0_15 = arith.addf %g0_8, %g0_14 : f32
      linalg.yield %g0_15 : f32
    } -> tensor<1xf32>
    %g1_empty0 = tensor.empty() : tensor<3x1x1xf32>
    %v1 = linalg.broadcast ins(%v0 : tensor<1xf32>) outs(%g1_empty0 : tensor<3x1x1xf32>) dimensions = [0, 2]
    %g2_c0_1 = arith.constant 1 : index
    %g2_d0_1 = tensor.dim %arg3, %g2_c0_1 : tensor<7x?xf16>
    %g2_empty0 = tensor.empty(%g2_d0_1) : tensor<3x?xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0, d1)>, affine_map<(d0, d1) -> (d0 * 3, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v1, %arg3, %arg4 : tensor<3x1x1xf32>, tensor<7x?xf16>, tensor<3x1xi8>) outs(%g2_empty0 : tensor<3x?xf32>) {
    ^bb0(%g2_in0: f32, %g2_in1: f16, %g2_in2: i8, %g2_out0: f32):
      %g2_0 = arith.divf %arg5, %g2_in0 : f32
      linalg.yield %g2_0 : f32
    } -> tensor<3x?xf32>
    return %v2 : tensor<3x?xf32>
  }
}
