// Corpus case 'type-i1': `fusefuzz generate --seed 25` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 25 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<3x?x1xi1> {fusefuzz.shape = array<i64: 3, 5, 1>}, %arg1: tensor<5x?x1x3xi1> {fusefuzz.shape = array<i64: 5, 2, 1, 3>}, %arg2: tensor<5x2x?x3xi1> {fusefuzz.shape = array<i64: 5, 2, 1, 3>}, %arg3: tensor<5x2x?x1xi1> {fusefuzz.shape = array<i64: 5, 2, 1, 1>}, %arg4: index {fusefuzz.value = 0 : i64}, %arg5: index {fusefuzz.value = 1 : i64}, %arg6: index {fusefuzz.value = 1 : i64}, %arg7: index {fusefuzz.value = 0 : i64}, %arg8: index {fusefuzz.value = 1 : i64}) -> (tensor<?x?x?x7xi1>) {
    %g0_c0_0 = arith.constant 1 : index
    %g0_d0_0 = tensor.dim %arg0, %g0_c0_0 : tensor<3x?x1xi1>
    %g0_empty0 = tensor.empty(%g0_d0_0) : tensor<?x1x3xi1>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (2, d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<3x?x1xi1>) outs(%g0_empty0 : tensor<?x1x3xi1>) {
    ^bb0(%g0_in0: i1, %g0_out0: i1):
      %g0_0 = arith.constant 1 : i1
      %g0_1 = arith.ori %g0_0, %g0_in0 : i1
      %g0_2 = arith.xori %g0_in0, %g0_1 : i1
      linalg.yield %g0_2 : i1
    } -> tensor<?x1x3xi1>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v0, %arg1 : tensor<?x1x3xi1>, tensor<5x?x1x3xi1>) outs(%arg2 : tensor<5x2x?x3xi1>) {
    ^bb0(%g1_in0: i1, %g1_in1: i1, %g1_out0: i1):
      %g1_0 = arith.constant 0 : i1
      %g1_1 = arith.xori %g1_0, %g1_in0 : i1
      linalg.yield %g1_1 : i1
    } -> tensor<5x2x?x3xi1>
    %v2 = tensor.concat dim(3) %v1, %arg3 : (tensor<5x2x?x3xi1>, tensor<5x2x?x1xi1>) -> tensor<5x2x?x4xi1>
    %p3_padval = arith.constant 1 : i1
    %v3 = tensor.pad %v2 low[%arg4, %arg6, %arg8, 1] high[%arg5, %arg7, 1, 2] {
    ^bb0(%p3_i0: index, %p3_i1: index, %p3_i2: index, %p3_i3: index):
      tensor.yield %p3_padval : i1
    } : tensor<5x2x?x4xi1> to tensor<?x?x?x7xi1>
    return %v3 : tensor<?x?x?x7xi1>
  }
}
