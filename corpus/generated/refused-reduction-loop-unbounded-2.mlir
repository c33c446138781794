// Corpus case 'refused-reduction-loop-unbounded': `fusefuzz generate --seed 55` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}} reduction-loop-unbounded=
module attributes {fusefuzz.seed = 55 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<2xi32>, %arg1: tensor<?x5x?x?xi32> {fusefuzz.shape = array<i64: 2, 5, 5, 2>}, %arg2: tensor<5xi32>, %arg3: tensor<5x?xi32> {fusefuzz.shape = array<i64: 5, 2>}, %arg4: tensor<5x2x2x5xi32>, %arg5: tensor<?x2xi32> {fusefuzz.shape = array<i64: 5, 2>}, %arg6: tensor<5xi32>, %arg7: tensor<3xi32>, %arg8: tensor<5x2xi32>) -> (tensor<5x2xi32>) {
    %g0_c0_0 = arith.constant 2 : index
    %g0_d0_0 = tensor.dim %arg1, %g0_c0_0 : tensor<?x5x?x?xi32>
    %g0_c0_1 = arith.constant 0 : index
    %g0_d0_1 = tensor.dim %arg1, %g0_c0_1 : tensor<?x5x?x?xi32>
    %g0_c0_2 = arith.constant 3 : index
    %g0_d0_2 = tensor.dim %arg1, %g0_c0_2 : tensor<?x5x?x?xi32>
    %g0_empty0 = tensor.empty(%g0_d0_0, %g0_d0_1, %g0_d0_2) : tensor<?x?x?x5xi32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2)>, affine_map<(d0, d1, d2, d3) -> (d1, d3, d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<2xi32>, tensor<?x5x?x?xi32>, tensor<5xi32>) outs(%g0_empty0 : tensor<?x?x?x5xi32>) {
    ^bb0(%g0_in0: i32, %g0_in1: i32, %g0_in2: i32, %g0_out0: i32):
      %g0_0 = arith.subi %g0_in2, %g0_in2 : i32
      linalg.yield %g0_0 : i32
    } -> tensor<?x?x?x5xi32>
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %v0, %g1_c0_0 : tensor<?x?x?x5xi32>
    %g1_c0_1 = arith.constant 1 : index
    %g1_d0_1 = tensor.dim %v0, %g1_c0_1 : tensor<?x?x?x5xi32>
    %g1_c0_2 = arith.constant 2 : index
    %g1_d0_2 = tensor.dim %v0, %g1_c0_2 : tensor<?x?x?x5xi32>
    %g1_empty0 = tensor.empty(%g1_d0_0, %g1_d0_1, %g1_d0_2) : tensor<?x?x?x5xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v0, %arg3 : tensor<?x?x?x5xi32>, tensor<5x?xi32>) outs(%g1_empty0 : tensor<?x?x?x5xi32>) {
    ^bb0(%g1_in0: i32, %g1_in1: i32, %g1_out0: i32):
      %g1_0 = arith.cmpi ne, %g1_in1, %g1_in0 : i32
      %g1_1 = arith.select %g1_0, %g1_in0, %g1_in0 : i32
      %g1_2 = arith.addi %g1_in1, %g1_1 : i32
      linalg.yield %g1_2 : i32
    } -> tensor<?x?x?x5xi32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel", "reduction"]} ins(%v1, %v0, %arg4 : tensor<?x?x?x5xi32>, tensor<?x?x?x5xi32>, tensor<5x2x2x5xi32>) outs(%arg5 : tensor<?x2xi32>) {
    ^bb0(%g2_in0: i32, %g2_in1: i32, %g2_in2: i32, %g2_out0: i32):
      %g2_0 = arith.xori %g2_in1, %g2_out0 : i32
      %g2_1 = arith.maxsi %g2_out0, %g2_0 : i32
      linalg.yield %g2_1 : i32
    } -> tensor<?x2xi32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v2, %arg6 : tensor<?x2xi32>, tensor<5xi32>) outs(%arg8 : tensor<5x2xi32>) {
    ^bb0(%g3_in0: i32, %g3_in1: i32, %g3_out0: i32):
      %g3_0 = arith.minsi %g3_out0, %g3_in1 : i32
      %g3_1 = linalg.index 1 : index
      %g3_2 = arith.constant 3 : index
      %g3_3 = arith.remui %g3_1, %g3_2 : index
      %g3_4 = tensor.extract %arg7[%g3_3] : tensor<3xi32>
      %g3_5 = arith.addi %g3_in0, %g3_4 : i32
      %g3_6 = arith.cmpi ult, %g3_0, %g3_5 : i32
      %g3_7 = arith.constant 6 : i32
      %g3_8 = linalg.index 0 : index
      %g3_9 = arith.constant 3 : index
      %g3_10 = arith.remui %g3_8, %g3_9 : index
      %g3_11 = tensor.extract %arg7[%g3_10] : tensor<3xi32>
      %g3_12 = arith.constant 0 : i32
      %g3_13 = arith.constant 1 : i32
      %g3_14 = arith.cmpi eq, %g3_11, %g3_12 : i32
      %g3_15 = arith.select %g3_14, %g3_13, %g3_11 : i32
      %g3_16 = arith.divui %g3_7, %g3_15 : i32
      %g3_17 = arith.constant 7 : i32
      %g3_18 = arith.constant 32 : i32
      %g3_19 = arith.remui %g3_in1, %g3_18 : i32
      %g3_20 = arith.shrui %g3_17, %g3_19 : i32
      %g3_21 = arith.select %g3_6, %g3_16, %g3_20 : i32
      linalg.yield %g3_21 : i32
    } -> tensor<5x2xi32>
    return %v3 : tensor<5x2xi32>
  }
}
