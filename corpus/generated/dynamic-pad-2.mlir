// Corpus case 'dynamic-pad': `fusefuzz generate --seed 15` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 15 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<?xi8> {fusefuzz.shape = array<i64: 3>}, %arg1: tensor<i8>, %arg2: tensor<4xi32>, %arg3: tensor<?xi32> {fusefuzz.shape = array<i64: 4>}, %arg4: tensor<3x2x4x4xf32>, %arg5: index {fusefuzz.value = 2 : i64}, %arg6: index {fusefuzz.value = 2 : i64}) -> (tensor<i8>, tensor<?xi32>, tensor<4x?x5x?xf32>) {
    %v0 = linalg.reduce ins(%arg0 : tensor<?xi8>) outs(%arg1 : tensor<i8>) dimensions = [0]
      (%g0_in0: i8, %g0_out0: i8) {
        %g0_0 = arith.addi %g0_out0, %g0_in0 : i8
        linalg.yield %g0_0 : i8
      }
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %arg3, %g1_c0_0 : tensor<?xi32>
    %g1_empty0 = tensor.empty(%g1_d0_0) : tensor<?xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg2, %arg3, %arg2 : tensor<4xi32>, tensor<?xi32>, tensor<4xi32>) outs(%g1_empty0 : tensor<?xi32>) {
    ^bb0(%g1_in0: i32, %g1_in1: i32, %g1_in2: i32, %g1_out0: i32):
      %g1_0 = arith.constant 4 : i32
      %g1_1 = arith.cmpi sge, %g1_0, %g1_in1 : i32
      %g1_2 = arith.constant 7 : i32
      %g1_3 = arith.cmpi sge, %g1_in1, %g1_2 : i32
      %g1_4 = arith.constant 1 : i32
      %g1_5 = arith.select %g1_3, %g1_4, %g1_in1 : i32
      %g1_6 = arith.select %g1_1, %g1_5, %g1_in1 : i32
      linalg.yield %g1_6 : i32
    } -> tensor<?xi32>
    %p2_padval = arith.constant -0.000000e+00 : f32
    %v2 = tensor.pad %arg4 low[0, %arg5, 1, 1] high[1, 1, 0, %arg6] {
    ^bb0(%p2_i0: index, %p2_i1: index, %p2_i2: index, %p2_i3: index):
      tensor.yield %p2_padval : f32
    } : tensor<3x2x4x4xf32> to tensor<4x?x5x?xf32>
    return %v0, %v1, %v2 : tensor<i8>, tensor<?xi32>, tensor<4x?x5x?xf32>
  }
}
