// Corpus case 'refused-horizontal-sibling-depends-on-sibling': `fusefuzz generate --seed 6 --strategy horizontal` under strategy horizontal.
// EXPECT: pass
// STRATEGY: horizontal
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}FuseSiblings: sibling-depends-on-sibling=
module attributes {fusefuzz.seed = 6 : i64, fusefuzz.policy = "0x098e10579c6ad515"} {
  func.func @case(%arg0: tensor<3xi8>, %arg1: i8, %arg2: tensor<3x1xf32>) -> (tensor<3xi8>, tensor<3xi8>) {
    %g0_empty0 = tensor.empty() : tensor<3xi8>
    %g0_empty1 = tensor.empty() : tensor<3xi8>
    %v0:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<3xi8>) outs(%g0_empty0, %g0_empty1 : tensor<3xi8>, tensor<3xi8>) {
    ^bb0(%g0_in0: i8, %g0_out0: i8, %g0_out1: i8):
      %g0_0 = arith.cmpi ult, %g0_in0, %g0_in0 : i8
      %g0_1 = arith.select %g0_0, %arg1, %arg1 : i8
      %g0_2 = arith.subi %g0_in0, %g0_in0 : i8
      linalg.yield %g0_1, %g0_2 : i8, i8
    } -> (tensor<3xi8>, tensor<3xi8>)
    %g1_empty0 = tensor.empty() : tensor<3xf32>
    %g1_fillval0 = arith.constant -0.000000e+00 : f32
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : f32) outs(%g1_empty0 : tensor<3xf32>) -> tensor<3xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0, %v0#0, %arg0 : tensor<3xi8>, tensor<3xi8>, tensor<3xi8>) outs(%g1_fill0 : tensor<3xf32>) {
    ^bb0(%g1_in0: i8, %g1_in1: i8, %g1_in2: i8, %g1_out0: f32):
      %g1_0 = arith.sitofp %g1_in2 : i8 to f32
      %g1_1 = arith.divf %g1_0, %g1_out0 : f32
      %g1_2 = arith.sitofp %g1_in1 : i8 to f32
      %g1_3 = arith.subf %g1_1, %g1_2 : f32
      %g1_4 = arith.sitofp %g1_in2 : i8 to f32
      %g1_5 = arith.maximumf %g1_3, %g1_4 : f32
      linalg.yield %g1_5 : f32
    } -> tensor<3xf32>
    %g2_empty0 = tensor.empty() : tensor<3xi8>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0, %v1, %v0#0 : tensor<3xi8>, tensor<3xf32>, tensor<3xi8>) outs(%g2_empty0 : tensor<3xi8>) {
    ^bb0(%g2_in0: i8, %g2_in1: f32, %g2_in2: i8, %g2_out0: i8):
      %g2_0 = arith.constant 4 : i8
      %g2_1 = arith.ori %g2_in2, %g2_0 : i8
      linalg.yield %g2_1 : i8
    } -> tensor<3xi8>
    return %v0#1, %v2 : tensor<3xi8>, tensor<3xi8>
  }
}
