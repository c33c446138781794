// A closed unknown of the end-to-end proof at the campaign budget (1,500
// cases of `all`, seed 13, end-to-end proof alone, case seed
// 7599320683058843450): diffusion tiles the second tensor.pad of a
// pad chain over a minsi generic into an scf.forall, so the fused element
// is a choice on indices alone (the tiled pad's test) around the
// generic's own choice on values (the minimum), where the unfused element
// is that minimum beside the pads' bounds. The places walk compared the
// fused test with the minimum's condition, places that differ for any
// inputs, and the whole query ran out of budget; the test on indices one
// side makes is now taken apart first, each branch against the unfused
// term, and the case is proved.
// EXPECT: pass
// STRATEGY: diffusion
// EQUIVALENCE: decide
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass (1 fusions), expected pass: ok
// RUN: %fusefuzz check %s --strategy diffusion --equivalence decide --equivalence-rlimit 60000 | FileCheck %s --check-prefix=PROOF
// PROOF: equivalence: proved
module attributes {fusefuzz.seed = 7599320683058843450 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<?x3xi32> {fusefuzz.shape = array<i64: 3, 3>}, %arg1: index {fusefuzz.value = 2 : i64}, %arg2: index {fusefuzz.value = 0 : i64}, %arg3: index {fusefuzz.value = 0 : i64}, %arg4: index {fusefuzz.value = 2 : i64}, %arg5: tensor<9x1xi32>, %arg6: tensor<3x3x2xf32>, %arg7: tensor<2x3x?xf32> {fusefuzz.shape = array<i64: 2, 3, 3>}, %arg8: tensor<?x2xf32> {fusefuzz.shape = array<i64: 3, 2>}) -> (tensor<9x1xi32>, tensor<?x2xf32>) {
    %g0_c0_1 = arith.constant 0 : index
    %g0_d0_1 = tensor.dim %arg0, %g0_c0_1 : tensor<?x3xi32>
    %g0_empty0 = tensor.empty(%g0_d0_1) : tensor<4x?xi32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, 2)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<?x3xi32>) outs(%g0_empty0 : tensor<4x?xi32>) {
    ^bb0(%g0_in0: i32, %g0_out0: i32):
      %g0_0 = arith.constant 0 : i32
      %g0_1 = arith.constant 1 : i32
      %g0_2 = arith.cmpi eq, %g0_in0, %g0_0 : i32
      %g0_3 = arith.constant -1 : i32
      %g0_4 = arith.cmpi eq, %g0_in0, %g0_3 : i32
      %g0_5 = arith.ori %g0_2, %g0_4 : i1
      %g0_6 = arith.select %g0_5, %g0_1, %g0_in0 : i32
      %g0_7 = arith.divsi %g0_in0, %g0_6 : i32
      %g0_8 = arith.minsi %g0_in0, %g0_7 : i32
      linalg.yield %g0_8 : i32
    } -> tensor<4x?xi32>
    %p1_padval = arith.constant 4 : i32
    %v1 = tensor.pad %v0 low[%arg1, 2] high[1, %arg2] {
    ^bb0(%p1_i0: index, %p1_i1: index):
      tensor.yield %p1_padval : i32
    } : tensor<4x?xi32> to tensor<?x?xi32>
    %p2_padval = arith.constant -2 : i32
    %v2 = tensor.pad %v1 low[%arg3, %arg4] high[2, 2] {
    ^bb0(%p2_i0: index, %p2_i1: index):
      tensor.yield %p2_padval : i32
    } : tensor<?x?xi32> to tensor<?x?xi32>
    %v3 = linalg.matmul ins(%v2, %arg5 : tensor<?x?xi32>, tensor<9x1xi32>) outs(%arg5 : tensor<9x1xi32>) -> tensor<9x1xi32>
    %l4_dest = tensor.empty() : tensor<3x3x2xf32>
    %v4 = linalg.softmax dimension(1) ins(%arg6 : tensor<3x3x2xf32>) outs(%l4_dest : tensor<3x3x2xf32>) -> tensor<3x3x2xf32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2, d0, d1)>, affine_map<(d0, d1, d2) -> (d1, d2)>], iterator_types = ["reduction", "parallel", "parallel"]} ins(%v4, %arg7 : tensor<3x3x2xf32>, tensor<2x3x?xf32>) outs(%arg8 : tensor<?x2xf32>) {
    ^bb0(%g5_in0: f32, %g5_in1: f32, %g5_out0: f32):
      %g5_0 = arith.negf %g5_out0 : f32
      %g5_1 = arith.addf %g5_out0, %g5_0 : f32
      linalg.yield %g5_1 : f32
    } -> tensor<?x2xf32>
    return %v3, %v5 : tensor<9x1xi32>, tensor<?x2xf32>
  }
}
