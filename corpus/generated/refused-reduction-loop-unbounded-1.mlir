// Corpus case 'refused-reduction-loop-unbounded': `fusefuzz generate --seed 95` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}} reduction-loop-unbounded=
module attributes {fusefuzz.seed = 95 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<4x5x?xi32> {fusefuzz.shape = array<i64: 4, 5, 1>}, %arg1: tensor<5xi32>, %arg2: tensor<3xi32>, %arg3: index {fusefuzz.value = 0 : i64}, %arg4: tensor<3x4xi8>, %arg5: tensor<f32>, %arg6: tensor<3xi8>) -> (tensor<?x5x4xi32>, tensor<5x5x?xi32>, tensor<3x4xf32>, tensor<3xi8>) {
    %g0_c0_0 = arith.constant 2 : index
    %g0_d0_0 = tensor.dim %arg0, %g0_c0_0 : tensor<4x5x?xi32>
    %g0_empty0 = tensor.empty(%g0_d0_0) : tensor<?x5x4xi32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d2, d1, d0)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x5x?xi32>, tensor<5xi32>) outs(%g0_empty0 : tensor<?x5x4xi32>) {
    ^bb0(%g0_in0: i32, %g0_in1: i32, %g0_out0: i32):
      %g0_0 = arith.constant 2 : i32
      %g0_1 = arith.constant 0 : i32
      %g0_2 = arith.constant 1 : i32
      %g0_3 = arith.cmpi eq, %g0_in0, %g0_1 : i32
      %g0_4 = arith.constant -1 : i32
      %g0_5 = arith.cmpi eq, %g0_in0, %g0_4 : i32
      %g0_6 = arith.ori %g0_3, %g0_5 : i1
      %g0_7 = arith.select %g0_6, %g0_2, %g0_in0 : i32
      %g0_8 = arith.divsi %g0_0, %g0_7 : i32
      %g0_9 = arith.maxui %g0_in0, %g0_in1 : i32
      %g0_10 = arith.addi %g0_8, %g0_9 : i32
      linalg.yield %g0_10 : i32
    } -> tensor<?x5x4xi32>
    %p1_padval = arith.constant 7 : i32
    %v1 = tensor.pad %arg2 low[0] high[%arg3] {
    ^bb0(%p1_i0: index):
      tensor.yield %p1_padval : i32
    } : tensor<3xi32> to tensor<?xi32>
    %g2_c0_2 = arith.constant 0 : index
    %g2_d0_2 = tensor.dim %v1, %g2_c0_2 : tensor<?xi32>
    %g2_empty0 = tensor.empty(%g2_d0_2) : tensor<5x5x?xi32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v1 : tensor<?xi32>) outs(%g2_empty0 : tensor<5x5x?xi32>) {
    ^bb0(%g2_in0: i32, %g2_out0: i32):
      %g2_0 = linalg.index 0 : index
      %g2_1 = arith.index_cast %g2_0 : index to i32
      %g2_2 = arith.maxui %g2_1, %g2_in0 : i32
      %g2_3 = arith.andi %g2_in0, %g2_in0 : i32
      %g2_4 = arith.minsi %g2_2, %g2_3 : i32
      %g2_5 = linalg.index 0 : index
      %g2_6 = arith.index_cast %g2_5 : index to i32
      %g2_7 = arith.andi %g2_6, %g2_in0 : i32
      %g2_8 = linalg.index 2 : index
      %g2_9 = arith.index_cast %g2_8 : index to i32
      %g2_10 = linalg.index 0 : index
      %g2_11 = arith.index_cast %g2_10 : index to i32
      %g2_12 = arith.addi %g2_9, %g2_11 : i32
      %g2_13 = arith.xori %g2_7, %g2_12 : i32
      %g2_14 = arith.constant 32 : i32
      %g2_15 = arith.remui %g2_13, %g2_14 : i32
      %g2_16 = arith.shrsi %g2_4, %g2_15 : i32
      linalg.yield %g2_16 : i32
    } -> tensor<5x5x?xi32>
    %g3_empty0 = tensor.empty() : tensor<3x4xf32>
    %g3_fillval0 = arith.constant 1.000000e+00 : f32
    %g3_fill0 = linalg.fill ins(%g3_fillval0 : f32) outs(%g3_empty0 : tensor<3x4xf32>) -> tensor<3x4xf32>
    %g3_empty1 = tensor.empty() : tensor<3x4xi8>
    %g3_fillval1 = arith.constant -1 : i8
    %g3_fill1 = linalg.fill ins(%g3_fillval1 : i8) outs(%g3_empty1 : tensor<3x4xi8>) -> tensor<3x4xi8>
    %v3:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg4, %arg5 : tensor<3x4xi8>, tensor<f32>) outs(%g3_fill0, %g3_fill1 : tensor<3x4xf32>, tensor<3x4xi8>) {
    ^bb0(%g3_in0: i8, %g3_in1: f32, %g3_out0: f32, %g3_out1: i8):
      %g3_0 = arith.mulf %g3_out0, %g3_out0 : f32
      %g3_1 = arith.constant -3 : i8
      %g3_2 = arith.ori %g3_1, %g3_out1 : i8
      linalg.yield %g3_0, %g3_2 : f32, i8
    } -> (tensor<3x4xf32>, tensor<3x4xi8>)
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%v3#1 : tensor<3x4xi8>) outs(%arg6 : tensor<3xi8>) {
    ^bb0(%g4_in0: i8, %g4_out0: i8):
      %g4_0 = arith.andi %g4_out0, %g4_out0 : i8
      %g4_1 = arith.maxsi %g4_out0, %g4_0 : i8
      linalg.yield %g4_1 : i8
    } -> tensor<3xi8>
    return %v0, %v2, %v3#0, %v4 : tensor<?x5x4xi32>, tensor<5x5x?xi32>, tensor<3x4xf32>, tensor<3xi8>
  }
}
