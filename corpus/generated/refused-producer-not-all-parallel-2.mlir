// Corpus case 'refused-producer-not-all-parallel': `fusefuzz generate --seed 20` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}} producer-not-all-parallel=
module attributes {fusefuzz.seed = 20 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>, %arg2: tensor<4xi32>, %arg3: tensor<1xi1>, %arg4: tensor<1x4xi32>, %arg5: tensor<i32>) -> (tensor<4xi32>, tensor<i32>) {
    %g0_empty0 = tensor.empty() : tensor<4xi32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0, %arg1, %arg2 : tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) outs(%g0_empty0 : tensor<4xi32>) {
    ^bb0(%g0_in0: i32, %g0_in1: i32, %g0_in2: i32, %g0_out0: i32):
      %g0_0 = arith.xori %g0_in0, %g0_in1 : i32
      linalg.yield %g0_0 : i32
    } -> tensor<4xi32>
    %g1_empty0 = tensor.empty() : tensor<4x1xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v0 : tensor<4xi32>) outs(%g1_empty0 : tensor<4x1xi32>) {
    ^bb0(%g1_in0: i32, %g1_out0: i32):
      %g1_0 = arith.subi %g1_in0, %g1_in0 : i32
      %g1_1 = arith.subi %g1_in0, %g1_in0 : i32
      %g1_2 = arith.constant 32 : i32
      %g1_3 = arith.remui %g1_1, %g1_2 : i32
      %g1_4 = arith.shrsi %g1_0, %g1_3 : i32
      linalg.yield %g1_4 : i32
    } -> tensor<4x1xi32>
    %g2_empty0 = tensor.empty() : tensor<4xi32>
    %g2_fillval0 = arith.constant 2 : i32
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : i32) outs(%g2_empty0 : tensor<4xi32>) -> tensor<4xi32>
    %g2_empty1 = tensor.empty() : tensor<4xi32>
    %g2_fillval1 = arith.constant 0 : i32
    %g2_fill1 = linalg.fill ins(%g2_fillval1 : i32) outs(%g2_empty1 : tensor<4xi32>) -> tensor<4xi32>
    %v2:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%v1, %arg3, %arg4 : tensor<4x1xi32>, tensor<1xi1>, tensor<1x4xi32>) outs(%g2_fill0, %g2_fill1 : tensor<4xi32>, tensor<4xi32>) {
    ^bb0(%g2_in0: i32, %g2_in1: i1, %g2_in2: i32, %g2_out0: i32, %g2_out1: i32):
      %g2_0 = arith.constant 2 : i32
      %g2_1 = arith.cmpi ult, %g2_out0, %g2_0 : i32
      %g2_2 = arith.select %g2_1, %g2_out1, %g2_out0 : i32
      %g2_3 = arith.muli %g2_in2, %g2_out0 : i32
      %g2_4 = arith.ori %g2_2, %g2_3 : i32
      %g2_5 = arith.maxsi %g2_out0, %g2_4 : i32
      %g2_6 = arith.muli %g2_in0, %g2_in0 : i32
      %g2_7 = arith.minsi %g2_6, %g2_out0 : i32
      %g2_8 = arith.xori %g2_out1, %g2_7 : i32
      linalg.yield %g2_5, %g2_8 : i32, i32
    } -> (tensor<4xi32>, tensor<4xi32>)
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%v2#1 : tensor<4xi32>) outs(%arg5 : tensor<i32>) {
    ^bb0(%g3_in0: i32, %g3_out0: i32):
      %g3_0 = arith.muli %g3_in0, %g3_out0 : i32
      %g3_1 = arith.cmpi eq, %g3_0, %g3_out0 : i32
      %g3_2 = arith.constant 4 : i32
      %g3_3 = arith.constant 0 : i32
      %g3_4 = arith.constant 1 : i32
      %g3_5 = arith.cmpi eq, %g3_2, %g3_3 : i32
      %g3_6 = arith.constant -1 : i32
      %g3_7 = arith.cmpi eq, %g3_2, %g3_6 : i32
      %g3_8 = arith.ori %g3_5, %g3_7 : i1
      %g3_9 = arith.select %g3_8, %g3_4, %g3_2 : i32
      %g3_10 = arith.remsi %g3_in0, %g3_9 : i32
      %g3_11 = arith.constant 4 : i32
      %g3_12 = arith.constant 0 : i32
      %g3_13 = arith.constant 1 : i32
      %g3_14 = arith.cmpi eq, %g3_11, %g3_12 : i32
      %g3_15 = arith.select %g3_14, %g3_13, %g3_11 : i32
      %g3_16 = arith.divui %g3_in0, %g3_15 : i32
      %g3_17 = arith.select %g3_1, %g3_10, %g3_16 : i32
      %g3_18 = arith.constant 5 : i32
      %g3_19 = arith.muli %g3_in0, %g3_18 : i32
      %g3_20 = arith.minsi %g3_out0, %g3_in0 : i32
      %g3_21 = arith.cmpi ne, %g3_19, %g3_20 : i32
      %g3_22 = arith.constant 0 : i32
      %g3_23 = arith.constant 1 : i32
      %g3_24 = arith.cmpi eq, %g3_out0, %g3_22 : i32
      %g3_25 = arith.constant -1 : i32
      %g3_26 = arith.cmpi eq, %g3_out0, %g3_25 : i32
      %g3_27 = arith.ori %g3_24, %g3_26 : i1
      %g3_28 = arith.select %g3_27, %g3_23, %g3_out0 : i32
      %g3_29 = arith.remsi %g3_out0, %g3_28 : i32
      %g3_30 = arith.constant 7 : i32
      %g3_31 = arith.ori %g3_in0, %g3_30 : i32
      %g3_32 = arith.select %g3_21, %g3_29, %g3_31 : i32
      %g3_33 = arith.andi %g3_17, %g3_32 : i32
      %g3_34 = arith.minsi %g3_out0, %g3_33 : i32
      linalg.yield %g3_34 : i32
    } -> tensor<i32>
    return %v2#0, %v3 : tensor<4xi32>, tensor<i32>
  }
}
