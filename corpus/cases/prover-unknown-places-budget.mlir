// A closed unknown of the end-to-end proof at the campaign budget (1,500
// cases of `all`, seed 13, end-to-end proof alone, case seed
// 274268680621317086): the tile strategy tiles the tensor.pad of a
// linalg.reduce and fuses the reduce into the pad's loop, so the fused
// element is a choice between the pad value and the reduction read at an
// index the tile offsets compute (mod, nested min/max). The places query,
// which compares the two terms place by place, ran out of its budget
// (60,000 units); it now gets four budgets and proves the case.
// EXPECT: pass
// STRATEGY: tile-fuse-producers
// EQUIVALENCE: decide
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass (1 fusions), expected pass: ok
// RUN: %fusefuzz check %s --strategy tile-fuse-producers --equivalence decide --equivalence-rlimit 60000 | FileCheck %s --check-prefix=PROOF
// PROOF: equivalence: proved
module attributes {fusefuzz.seed = 274268680621317086 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<?xf32> {fusefuzz.shape = array<i64: 2>}, %arg1: tensor<f32>, %arg2: tensor<2xi32>, %arg3: tensor<2xi32>, %arg4: index {fusefuzz.value = 1 : i64}) -> (tensor<f32>, tensor<?xi32>) {
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%arg0 : tensor<?xf32>) outs(%arg1 : tensor<f32>) {
    ^bb0(%g0_in0: f32, %g0_out0: f32):
      %g0_0 = arith.constant 2.000000e+00 : f32
      %g0_1 = arith.negf %g0_in0 : f32
      %g0_2 = arith.divf %g0_out0, %g0_out0 : f32
      %g0_3 = arith.cmpf ugt, %g0_1, %g0_2 : f32
      %g0_4 = arith.cmpf olt, %g0_out0, %g0_in0 : f32
      %g0_5 = arith.select %g0_4, %g0_out0, %g0_in0 : f32
      %g0_6 = arith.constant -0.000000e+00 : f32
      %g0_7 = arith.constant -0.000000e+00 : f32
      %g0_8 = arith.minimumf %g0_6, %g0_7 : f32
      %g0_9 = arith.select %g0_3, %g0_5, %g0_8 : f32
      %g0_10 = arith.mulf %g0_0, %g0_9 : f32
      %g0_11 = arith.minimumf %g0_out0, %g0_10 : f32
      linalg.yield %g0_11 : f32
    } -> tensor<f32>
    %v1 = tensor.expand_shape %arg2 [[0, 1]] output_shape [2, 1] : tensor<2xi32> into tensor<2x1xi32>
    %v2 = linalg.reduce ins(%v1 : tensor<2x1xi32>) outs(%arg3 : tensor<2xi32>) dimensions = [1]
      (%g2_in0: i32, %g2_out0: i32) {
        %g2_0 = arith.minsi %g2_out0, %g2_in0 : i32
        linalg.yield %g2_0 : i32
      }
    %p3_padval = arith.constant 2 : i32
    %v3 = tensor.pad %v2 low[%arg4] high[0] {
    ^bb0(%p3_i0: index):
      tensor.yield %p3_padval : i32
    } : tensor<2xi32> to tensor<?xi32>
    return %v0, %v3 : tensor<f32>, tensor<?xi32>
  }
}
