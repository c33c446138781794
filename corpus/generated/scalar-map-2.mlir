// Corpus case 'scalar-map': `fusefuzz generate --seed 35` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 35 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<3xi32>, %arg1: tensor<3xi8>, %arg2: tensor<i8>, %arg3: tensor<3xi8>, %arg4: tensor<3xi8>, %arg5: tensor<?xi8> {fusefuzz.shape = array<i64: 3>}) -> (tensor<i8>) {
    %g0_empty0 = tensor.empty() : tensor<3xi8>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<3xi32>) outs(%g0_empty0 : tensor<3xi8>) {
    ^bb0(%g0_in0: i32, %g0_out0: i8):
      %g0_0 = arith.trunci %g0_in0 : i32 to i8
      %g0_1 = arith.trunci %g0_in0 : i32 to i8
      %g0_2 = arith.minsi %g0_0, %g0_1 : i8
      linalg.yield %g0_2 : i8
    } -> tensor<3xi8>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v0, %arg1, %arg2 : tensor<3xi8>, tensor<3xi8>, tensor<i8>) outs(%arg3 : tensor<3xi8>) {
    ^bb0(%g1_in0: i8, %g1_in1: i8, %g1_in2: i8, %g1_out0: i8):
      %g1_0 = arith.xori %g1_out0, %g1_in1 : i8
      %g1_1 = arith.ori %g1_out0, %g1_0 : i8
      linalg.yield %g1_1 : i8
    } -> tensor<3xi8>
    %g2_empty0 = tensor.empty() : tensor<i8>
    %g2_fillval0 = arith.constant 3 : i8
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : i8) outs(%g2_empty0 : tensor<i8>) -> tensor<i8>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%v1, %arg4, %arg5 : tensor<3xi8>, tensor<3xi8>, tensor<?xi8>) outs(%g2_fill0 : tensor<i8>) {
    ^bb0(%g2_in0: i8, %g2_in1: i8, %g2_in2: i8, %g2_out0: i8):
      %g2_0 = arith.constant 1 : i8
      %g2_1 = arith.cmpi sge, %g2_in2, %g2_0 : i8
      %g2_2 = arith.select %g2_1, %g2_in0, %g2_in1 : i8
      %g2_3 = arith.maxsi %g2_out0, %g2_2 : i8
      linalg.yield %g2_3 : i8
    } -> tensor<i8>
    return %v2 : tensor<i8>
  }
}
