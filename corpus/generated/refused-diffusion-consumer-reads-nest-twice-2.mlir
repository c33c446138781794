// Corpus case 'refused-diffusion-consumer-reads-nest-twice': `fusefuzz generate --seed 35` under strategy diffusion.
// EXPECT: pass
// STRATEGY: diffusion
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}diffusion:consumer-reads-nest-twice=
module attributes {fusefuzz.seed = 35 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<3x2xi32>, %arg1: i32, %arg2: tensor<4x2xi32>, %arg3: tensor<2x1xi32>) -> (tensor<3x2xi32>) {
    %g0_empty0 = tensor.empty() : tensor<3x2xi32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<3x2xi32>) outs(%g0_empty0 : tensor<3x2xi32>) {
    ^bb0(%g0_in0: i32, %g0_out0: i32):
      %g0_0 = arith.constant -3 : i32
      %g0_1 = arith.constant 0 : i32
      %g0_2 = arith.constant 1 : i32
      %g0_3 = arith.cmpi eq, %arg1, %g0_1 : i32
      %g0_4 = arith.constant -1 : i32
      %g0_5 = arith.cmpi eq, %arg1, %g0_4 : i32
      %g0_6 = arith.ori %g0_3, %g0_5 : i1
      %g0_7 = arith.select %g0_6, %g0_2, %arg1 : i32
      %g0_8 = arith.remsi %g0_0, %g0_7 : i32
      %g0_9 = arith.cmpi ult, %g0_8, %arg1 : i32
      %g0_10 = arith.ori %arg1, %arg1 : i32
      %g0_11 = arith.select %g0_9, %g0_in0, %g0_10 : i32
      %g0_12 = arith.xori %g0_11, %arg1 : i32
      linalg.yield %g0_12 : i32
    } -> tensor<3x2xi32>
    %g1_empty0 = tensor.empty() : tensor<3x2xi32>
    %g1_empty1 = tensor.empty() : tensor<3x2xi32>
    %v1:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (3, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v0, %arg2 : tensor<3x2xi32>, tensor<4x2xi32>) outs(%g1_empty0, %g1_empty1 : tensor<3x2xi32>, tensor<3x2xi32>) {
    ^bb0(%g1_in0: i32, %g1_in1: i32, %g1_out0: i32, %g1_out1: i32):
      %g1_0 = arith.andi %g1_in0, %g1_in0 : i32
      %g1_1 = arith.constant 32 : i32
      %g1_2 = arith.remui %g1_in0, %g1_1 : i32
      %g1_3 = arith.shrsi %g1_in0, %g1_2 : i32
      linalg.yield %g1_0, %g1_3 : i32, i32
    } -> (tensor<3x2xi32>, tensor<3x2xi32>)
    %g2_empty0 = tensor.empty() : tensor<3x2xi32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v1#1, %v1#0 : tensor<3x2xi32>, tensor<3x2xi32>) outs(%g2_empty0 : tensor<3x2xi32>) {
    ^bb0(%g2_in0: i32, %g2_in1: i32, %g2_out0: i32):
      %g2_0 = arith.maxsi %g2_in1, %g2_in1 : i32
      linalg.yield %g2_0 : i32
    } -> tensor<3x2xi32>
    return %v2 : tensor<3x2xi32>
  }
}
