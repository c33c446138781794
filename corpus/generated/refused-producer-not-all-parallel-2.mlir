// Corpus case 'refused-producer-not-all-parallel': `fusefuzz generate --seed 26` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}} producer-not-all-parallel=
module attributes {fusefuzz.seed = 26 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<?x3x3x2xi32> {fusefuzz.shape = array<i64: 3, 3, 3, 2>}, %arg1: tensor<2x3x3x3xi32>, %arg2: tensor<2x3xi32>, %arg3: tensor<i32>, %arg4: tensor<2xi32>) -> (tensor<2x?x3x3xi32>, tensor<2x3xi32>) {
    %g0_c0_1 = arith.constant 0 : index
    %g0_d0_1 = tensor.dim %arg0, %g0_c0_1 : tensor<?x3x3x2xi32>
    %g0_empty0 = tensor.empty(%g0_d0_1) : tensor<2x?x3x3xi32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d3, d2, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg1 : tensor<?x3x3x2xi32>, tensor<2x3x3x3xi32>) outs(%g0_empty0 : tensor<2x?x3x3xi32>) {
    ^bb0(%g0_in0: i32, %g0_in1: i32, %g0_out0: i32):
      %g0_0 = arith.constant -3 : i32
      %g0_1 = arith.maxsi %g0_0, %g0_in1 : i32
      %g0_2 = linalg.index 0 : index
      %g0_3 = arith.index_cast %g0_2 : index to i32
      %g0_4 = arith.maxsi %g0_1, %g0_3 : i32
      linalg.yield %g0_4 : i32
    } -> tensor<2x?x3x3xi32>
    %g1_c0_0 = arith.constant 1 : index
    %g1_d0_0 = tensor.dim %v0, %g1_c0_0 : tensor<2x?x3x3xi32>
    %g1_empty0 = tensor.empty(%g1_d0_0) : tensor<?x2xi32>
    %g1_fillval0 = arith.constant 1 : i32
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : i32) outs(%g1_empty0 : tensor<?x2xi32>) -> tensor<?x2xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d0)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%v0 : tensor<2x?x3x3xi32>) outs(%g1_fill0 : tensor<?x2xi32>) {
    ^bb0(%g1_in0: i32, %g1_out0: i32):
      %g1_0 = arith.cmpi ne, %g1_in0, %g1_in0 : i32
      %g1_1 = arith.constant 2 : i32
      %g1_2 = arith.select %g1_0, %g1_1, %g1_out0 : i32
      %g1_3 = arith.constant 7 : i32
      %g1_4 = arith.constant 32 : i32
      %g1_5 = arith.remui %g1_3, %g1_4 : i32
      %g1_6 = arith.shrui %g1_in0, %g1_5 : i32
      %g1_7 = arith.subi %g1_2, %g1_6 : i32
      %g1_8 = arith.xori %g1_in0, %g1_7 : i32
      %g1_9 = arith.minsi %g1_out0, %g1_8 : i32
      linalg.yield %g1_9 : i32
    } -> tensor<?x2xi32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]} ins(%v1 : tensor<?x2xi32>) outs(%arg2 : tensor<2x3xi32>) {
    ^bb0(%g2_in0: i32, %g2_out0: i32):
      %g2_0 = arith.constant 1 : i32
      %g2_1 = arith.constant 2 : i32
      %g2_2 = arith.cmpi slt, %g2_out0, %g2_1 : i32
      %g2_3 = arith.select %g2_2, %g2_out0, %g2_in0 : i32
      %g2_4 = arith.constant 4 : i32
      %g2_5 = arith.addi %g2_3, %g2_4 : i32
      %g2_6 = arith.ori %g2_0, %g2_5 : i32
      linalg.yield %g2_6 : i32
    } -> tensor<2x3xi32>
    %g3_empty0 = tensor.empty() : tensor<2x3xi32>
    %g3_fillval0 = arith.constant 6 : i32
    %g3_fill0 = linalg.fill ins(%g3_fillval0 : i32) outs(%g3_empty0 : tensor<2x3xi32>) -> tensor<2x3xi32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v2 : tensor<2x3xi32>) outs(%g3_fill0 : tensor<2x3xi32>) {
    ^bb0(%g3_in0: i32, %g3_out0: i32):
      %g3_0 = arith.constant 7 : i32
      %g3_1 = arith.constant 7 : i32
      %g3_2 = arith.constant 32 : i32
      %g3_3 = arith.remui %g3_1, %g3_2 : i32
      %g3_4 = arith.shli %g3_0, %g3_3 : i32
      %g3_5 = arith.constant 32 : i32
      %g3_6 = arith.remui %g3_4, %g3_5 : i32
      %g3_7 = arith.shrsi %g3_out0, %g3_6 : i32
      %g3_8 = arith.constant 0 : i32
      %g3_9 = arith.constant 1 : i32
      %g3_10 = arith.cmpi eq, %g3_7, %g3_8 : i32
      %g3_11 = arith.constant -1 : i32
      %g3_12 = arith.cmpi eq, %g3_7, %g3_11 : i32
      %g3_13 = arith.ori %g3_10, %g3_12 : i1
      %g3_14 = arith.select %g3_13, %g3_9, %g3_7 : i32
      %g3_15 = arith.divsi %g3_in0, %g3_14 : i32
      linalg.yield %g3_15 : i32
    } -> tensor<2x3xi32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]} ins(%v3, %arg3, %arg4 : tensor<2x3xi32>, tensor<i32>, tensor<2xi32>) outs(%v2 : tensor<2x3xi32>) {
    ^bb0(%g4_in0: i32, %g4_in1: i32, %g4_in2: i32, %g4_out0: i32):
      %g4_0 = arith.minsi %g4_in0, %g4_in2 : i32
      linalg.yield %g4_0 : i32
    } -> tensor<2x3xi32>
    return %v0, %v4 : tensor<2x?x3x3xi32>, tensor<2x3xi32>
  }
}
