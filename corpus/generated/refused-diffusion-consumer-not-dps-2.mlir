// Corpus case 'refused-diffusion-consumer-not-dps': `fusefuzz generate --seed 35` under strategy diffusion.
// EXPECT: pass
// STRATEGY: diffusion
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}diffusion:upstream-declined: consumer op is not DPS operation=
module attributes {fusefuzz.seed = 35 : i64, fusefuzz.policy = "0xff4bf7f6d7a45ffa"} {
  func.func @case(%arg0: tensor<2xi32>, %arg1: tensor<2xi32>, %arg2: tensor<?xi32> {fusefuzz.shape = array<i64: 2>}, %arg3: i32, %arg4: index {fusefuzz.value = 0 : i64}, %arg5: tensor<3xi32>) -> (tensor<?xi32>) {
    %g0_c0_0 = arith.constant 0 : index
    %g0_d0_0 = tensor.dim %arg2, %g0_c0_0 : tensor<?xi32>
    %g0_empty0 = tensor.empty(%g0_d0_0) : tensor<?xi32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0, %arg1, %arg2 : tensor<2xi32>, tensor<2xi32>, tensor<?xi32>) outs(%g0_empty0 : tensor<?xi32>) {
    ^bb0(%g0_in0: i32, %g0_in1: i32, %g0_in2: i32, %g0_out0: i32):
      %g0_0 = arith.constant 0 : i32
      %g0_1 = arith.constant 1 : i32
      %g0_2 = arith.cmpi eq, %g0_in0, %g0_0 : i32
      %g0_3 = arith.constant -1 : i32
      %g0_4 = arith.cmpi eq, %g0_in0, %g0_3 : i32
      %g0_5 = arith.ori %g0_2, %g0_4 : i1
      %g0_6 = arith.select %g0_5, %g0_1, %g0_in0 : i32
      %g0_7 = arith.remsi %g0_in2, %g0_6 : i32
      linalg.yield %g0_7 : i32
    } -> tensor<?xi32>
    %p1_padval = arith.constant 3 : i32
    %v1 = tensor.pad %v0 low[1] high[%arg4] {
    ^bb0(%p1_i0: index):
      tensor.yield %p1_padval : i32
    } : tensor<?xi32> to tensor<?xi32>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %v1, %g2_c0_0 : tensor<?xi32>
    %g2_empty0 = tensor.empty(%g2_d0_0) : tensor<?xi32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v1, %arg5 : tensor<?xi32>, tensor<3xi32>) outs(%g2_empty0 : tensor<?xi32>) {
    ^bb0(%g2_in0: i32, %g2_in1: i32, %g2_out0: i32):
      %g2_0 = arith.constant 0 : i32
      %g2_1 = arith.muli %g2_0, %g2_in1 : i32
      %g2_2 = arith.constant -1 : i32
      %g2_3 = arith.constant 0 : i32
      %g2_4 = arith.constant 1 : i32
      %g2_5 = arith.cmpi eq, %g2_2, %g2_3 : i32
      %g2_6 = arith.select %g2_5, %g2_4, %g2_2 : i32
      %g2_7 = arith.divui %g2_in0, %g2_6 : i32
      %g2_8 = arith.cmpi ugt, %g2_1, %g2_7 : i32
      %g2_9 = arith.constant 3 : i32
      %g2_10 = arith.constant 32 : i32
      %g2_11 = arith.remui %g2_in0, %g2_10 : i32
      %g2_12 = arith.shrui %g2_9, %g2_11 : i32
      %g2_13 = arith.select %g2_8, %g2_12, %g2_in1 : i32
      linalg.yield %g2_13 : i32
    } -> tensor<?xi32>
    return %v2 : tensor<?xi32>
  }
}
