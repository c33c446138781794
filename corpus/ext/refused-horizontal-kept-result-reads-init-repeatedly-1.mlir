// Corpus case 'refused-horizontal-kept-result-reads-init-repeatedly': `fusefuzz generate --seed 66 --strategy horizontal` under strategy horizontal.
// EXPECT: pass
// STRATEGY: horizontal
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}FuseSiblings: kept-result-reads-init-repeatedly=
module attributes {fusefuzz.seed = 66 : i64, fusefuzz.policy = "0x098e10579c6ad515"} {
  func.func @case(%arg0: tensor<1xi32>, %arg1: tensor<?xi32> {fusefuzz.shape = array<i64: 5>}, %arg2: tensor<5xi32>, %arg3: tensor<i32>) -> (tensor<1xi32>, tensor<i32>) {
    %g0_empty0 = tensor.empty() : tensor<1xi32>
    %g0_fillval0 = arith.constant 4 : i32
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : i32) outs(%g0_empty0 : tensor<1xi32>) -> tensor<1xi32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<1xi32>) outs(%g0_fill0 : tensor<1xi32>) {
    ^bb0(%g0_in0: i32, %g0_out0: i32):
      %g0_0 = arith.constant 6 : i32
      %g0_1 = arith.constant -3 : i32
      %g0_2 = arith.muli %g0_0, %g0_1 : i32
      %g0_3 = arith.constant 0 : i32
      %g0_4 = arith.constant 1 : i32
      %g0_5 = arith.cmpi eq, %g0_in0, %g0_3 : i32
      %g0_6 = arith.constant -1 : i32
      %g0_7 = arith.cmpi eq, %g0_in0, %g0_6 : i32
      %g0_8 = arith.ori %g0_5, %g0_7 : i1
      %g0_9 = arith.select %g0_8, %g0_4, %g0_in0 : i32
      %g0_10 = arith.divsi %g0_out0, %g0_9 : i32
      %g0_11 = arith.constant 0 : i32
      %g0_12 = arith.constant 1 : i32
      %g0_13 = arith.cmpi eq, %g0_10, %g0_11 : i32
      %g0_14 = arith.select %g0_13, %g0_12, %g0_10 : i32
      %g0_15 = arith.remui %g0_2, %g0_14 : i32
      linalg.yield %g0_15 : i32
    } -> tensor<1xi32>
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %arg1, %g1_c0_0 : tensor<?xi32>
    %g1_empty0 = tensor.empty(%g1_d0_0) : tensor<?xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0, %arg1, %arg2 : tensor<1xi32>, tensor<?xi32>, tensor<5xi32>) outs(%g1_empty0 : tensor<?xi32>) {
    ^bb0(%g1_in0: i32, %g1_in1: i32, %g1_in2: i32, %g1_out0: i32):
      %g1_0 = arith.constant -1 : i32
      %g1_1 = arith.constant 1 : i32
      %g1_2 = arith.ori %g1_0, %g1_1 : i32
      %g1_3 = arith.constant 3 : i32
      %g1_4 = arith.maxui %g1_in0, %g1_3 : i32
      %g1_5 = arith.cmpi ult, %g1_2, %g1_4 : i32
      %g1_6 = arith.addi %g1_in0, %g1_in0 : i32
      %g1_7 = arith.select %g1_5, %g1_in2, %g1_6 : i32
      linalg.yield %g1_7 : i32
    } -> tensor<?xi32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%v1, %arg2, %arg1 : tensor<?xi32>, tensor<5xi32>, tensor<?xi32>) outs(%arg3 : tensor<i32>) {
    ^bb0(%g2_in0: i32, %g2_in1: i32, %g2_in2: i32, %g2_out0: i32):
      %g2_0 = arith.constant 0 : i32
      %g2_1 = arith.constant 1 : i32
      %g2_2 = arith.cmpi eq, %g2_in0, %g2_0 : i32
      %g2_3 = arith.constant -1 : i32
      %g2_4 = arith.cmpi eq, %g2_in0, %g2_3 : i32
      %g2_5 = arith.ori %g2_2, %g2_4 : i1
      %g2_6 = arith.select %g2_5, %g2_1, %g2_in0 : i32
      %g2_7 = arith.remsi %g2_in2, %g2_6 : i32
      %g2_8 = arith.maxui %g2_in0, %g2_out0 : i32
      %g2_9 = arith.constant 32 : i32
      %g2_10 = arith.remui %g2_8, %g2_9 : i32
      %g2_11 = arith.shrsi %g2_7, %g2_10 : i32
      %g2_12 = arith.maxsi %g2_out0, %g2_11 : i32
      linalg.yield %g2_12 : i32
    } -> tensor<i32>
    return %v0, %v2 : tensor<1xi32>, tensor<i32>
  }
}
