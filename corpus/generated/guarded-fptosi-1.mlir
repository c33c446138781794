// Corpus case 'guarded-fptosi': `fusefuzz generate --seed 49` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 49 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<4xi32>, %arg1: tensor<f32>, %arg2: index {fusefuzz.value = 2 : i64}, %arg3: index {fusefuzz.value = 1 : i64}) -> (tensor<5x?xi32>) {
    %g0_empty0 = tensor.empty() : tensor<5x4xi32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4xi32>, tensor<f32>) outs(%g0_empty0 : tensor<5x4xi32>) {
    ^bb0(%g0_in0: i32, %g0_in1: f32, %g0_out0: i32):
      %g0_0 = arith.cmpf uno, %g0_in1, %g0_in1 : f32
      %g0_1 = arith.constant -1.000000e+02 : f32
      %g0_2 = arith.constant 1.000000e+02 : f32
      %g0_3 = arith.constant 0.000000e+00 : f32
      %g0_4 = arith.maximumf %g0_in1, %g0_1 : f32
      %g0_5 = arith.minimumf %g0_4, %g0_2 : f32
      %g0_6 = arith.select %g0_0, %g0_3, %g0_5 : f32
      %g0_7 = arith.fptosi %g0_6 : f32 to i32
      %g0_8 = arith.andi %g0_in0, %g0_7 : i32
      %g0_9 = arith.constant -1 : i32
      %g0_10 = arith.maxui %g0_9, %g0_in0 : i32
      %g0_11 = arith.muli %g0_8, %g0_10 : i32
      linalg.yield %g0_11 : i32
    } -> tensor<5x4xi32>
    %g1_empty0 = tensor.empty() : tensor<4x5xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]} ins(%v0 : tensor<5x4xi32>) outs(%g1_empty0 : tensor<4x5xi32>) {
    ^bb0(%g1_in0: i32, %g1_out0: i32):
      %g1_0 = linalg.index 1 : index
      %g1_1 = arith.index_cast %g1_0 : index to i32
      %g1_2 = arith.maxui %g1_1, %g1_in0 : i32
      %g1_3 = arith.maxui %g1_in0, %g1_in0 : i32
      %g1_4 = arith.cmpi slt, %g1_2, %g1_3 : i32
      %g1_5 = arith.xori %g1_in0, %g1_in0 : i32
      %g1_6 = arith.minsi %g1_in0, %g1_5 : i32
      %g1_7 = arith.cmpi sge, %g1_in0, %g1_in0 : i32
      %g1_8 = arith.constant 5 : i32
      %g1_9 = arith.select %g1_7, %g1_8, %g1_in0 : i32
      %g1_10 = arith.addi %g1_in0, %g1_in0 : i32
      %g1_11 = arith.andi %g1_9, %g1_10 : i32
      %g1_12 = arith.select %g1_4, %g1_6, %g1_11 : i32
      linalg.yield %g1_12 : i32
    } -> tensor<4x5xi32>
    %p2_padval = arith.constant 7 : i32
    %v2 = tensor.pad %v1 low[1, %arg2] high[0, %arg3] {
    ^bb0(%p2_i0: index, %p2_i1: index):
      tensor.yield %p2_padval : i32
    } : tensor<4x5xi32> to tensor<5x?xi32>
    return %v2 : tensor<5x?xi32>
  }
}
