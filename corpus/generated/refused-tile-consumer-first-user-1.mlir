// Corpus case 'refused-tile-consumer-first-user': `fusefuzz generate --seed 11` under strategy tile-fuse-consumers.
// EXPECT: pass
// STRATEGY: tile-fuse-consumers
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}tile:upstream-declined: the first user of loop should not dominate any define of consumer operand(s)=
module attributes {fusefuzz.seed = 11 : i64, fusefuzz.policy = "0xff4bf7f6d7a45ffa"} {
  func.func @case(%arg0: tensor<?xf32> {fusefuzz.shape = array<i64: 1>}, %arg1: tensor<3x1x?xi32> {fusefuzz.shape = array<i64: 3, 1, 1>}, %arg2: index {fusefuzz.value = 0 : i64}, %arg3: index {fusefuzz.value = 2 : i64}, %arg4: tensor<?x4x7x1xi32> {fusefuzz.shape = array<i64: 2, 4, 7, 1>}, %arg5: tensor<?x2x4x1xi32> {fusefuzz.shape = array<i64: 7, 2, 4, 1>}, %arg6: i32, %arg7: tensor<7x4x?xi32> {fusefuzz.shape = array<i64: 7, 4, 2>}, %arg8: tensor<2x?x?xi32> {fusefuzz.shape = array<i64: 2, 7, 4>}) -> (tensor<2xi1>, tensor<2xi1>, tensor<?x?x?xi32>) {
    %g0_empty0 = tensor.empty() : tensor<f32>
    %g0_fillval0 = arith.constant -1.500000e+00 : f32
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : f32) outs(%g0_empty0 : tensor<f32>) -> tensor<f32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%arg0 : tensor<?xf32>) outs(%g0_fill0 : tensor<f32>) {
    ^bb0(%g0_in0: f32, %g0_out0: f32):
      %g0_0 = arith.constant 5.000000e-01 : f32
      %g0_1 = arith.cmpf une, %g0_out0, %g0_0 : f32
      %g0_2 = linalg.index 0 : index
      %g0_3 = arith.index_cast %g0_2 : index to i32
      %g0_4 = arith.sitofp %g0_3 : i32 to f32
      %g0_5 = arith.constant 5.000000e-01 : f32
      %g0_6 = arith.select %g0_1, %g0_4, %g0_5 : f32
      %g0_7 = arith.addf %g0_out0, %g0_6 : f32
      linalg.yield %g0_7 : f32
    } -> tensor<f32>
    %g1_empty0 = tensor.empty() : tensor<2xi1>
    %g1_empty1 = tensor.empty() : tensor<2xi1>
    %v1:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v0 : tensor<f32>) outs(%g1_empty0, %g1_empty1 : tensor<2xi1>, tensor<2xi1>) {
    ^bb0(%g1_in0: f32, %g1_out0: i1, %g1_out1: i1):
      %g1_0 = arith.cmpf uno, %g1_in0, %g1_in0 : f32
      %g1_1 = arith.constant -1.000000e+02 : f32
      %g1_2 = arith.constant 1.000000e+02 : f32
      %g1_3 = arith.constant 0.000000e+00 : f32
      %g1_4 = arith.maximumf %g1_in0, %g1_1 : f32
      %g1_5 = arith.minimumf %g1_4, %g1_2 : f32
      %g1_6 = arith.select %g1_0, %g1_3, %g1_5 : f32
      %g1_7 = arith.fptosi %g1_6 : f32 to i32
      %g1_8 = arith.constant 0 : i32
      %g1_9 = arith.cmpi ne, %g1_7, %g1_8 : i32
      %g1_10 = arith.cmpf uno, %g1_in0, %g1_in0 : f32
      %g1_11 = arith.constant -1.000000e+02 : f32
      %g1_12 = arith.constant 1.000000e+02 : f32
      %g1_13 = arith.constant 0.000000e+00 : f32
      %g1_14 = arith.maximumf %g1_in0, %g1_11 : f32
      %g1_15 = arith.minimumf %g1_14, %g1_12 : f32
      %g1_16 = arith.select %g1_10, %g1_13, %g1_15 : f32
      %g1_17 = arith.fptosi %g1_16 : f32 to i32
      %g1_18 = arith.constant 0 : i32
      %g1_19 = arith.cmpi ne, %g1_17, %g1_18 : i32
      %g1_20 = arith.xori %g1_9, %g1_19 : i1
      %g1_21 = arith.cmpf olt, %g1_in0, %g1_in0 : f32
      linalg.yield %g1_20, %g1_21 : i1, i1
    } -> (tensor<2xi1>, tensor<2xi1>)
    %r2_c2 = arith.constant 2 : index
    %r2_d2 = tensor.dim %arg1, %r2_c2 : tensor<3x1x?xi32>
    %v2 = tensor.expand_shape %arg1 [[0], [1], [2, 3]] output_shape [3, 1, 1, %r2_d2] : tensor<3x1x?xi32> into tensor<3x1x1x?xi32>
    %p3_padval = arith.constant 2 : i32
    %v3 = tensor.pad %v2 low[2, %arg2, %arg3, 0] high[2, 1, 1, 0] {
    ^bb0(%p3_i0: index, %p3_i1: index, %p3_i2: index, %p3_i3: index):
      tensor.yield %p3_padval : i32
    } : tensor<3x1x1x?xi32> to tensor<7x?x?x?xi32>
    %g4_c0_0 = arith.constant 0 : index
    %g4_d0_0 = tensor.dim %arg5, %g4_c0_0 : tensor<?x2x4x1xi32>
    %g4_c0_1 = arith.constant 2 : index
    %g4_d0_1 = tensor.dim %v3, %g4_c0_1 : tensor<7x?x?x?xi32>
    %g4_c0_2 = arith.constant 3 : index
    %g4_d0_2 = tensor.dim %v3, %g4_c0_2 : tensor<7x?x?x?xi32>
    %g4_c0_3 = arith.constant 1 : index
    %g4_d0_3 = tensor.dim %v3, %g4_c0_3 : tensor<7x?x?x?xi32>
    %g4_empty0 = tensor.empty(%g4_d0_0, %g4_d0_1, %g4_d0_2, %g4_d0_3) : tensor<?x?x?x?xi32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d0, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v3, %arg4, %arg5 : tensor<7x?x?x?xi32>, tensor<?x4x7x1xi32>, tensor<?x2x4x1xi32>) outs(%g4_empty0 : tensor<?x?x?x?xi32>) {
    ^bb0(%g4_in0: i32, %g4_in1: i32, %g4_in2: i32, %g4_out0: i32):
      %g4_0 = arith.maxui %g4_in0, %arg6 : i32
      linalg.yield %g4_0 : i32
    } -> tensor<?x?x?x?xi32>
    %g5_c0_0 = arith.constant 0 : index
    %g5_d0_0 = tensor.dim %v4, %g5_c0_0 : tensor<?x?x?x?xi32>
    %g5_c0_1 = arith.constant 1 : index
    %g5_d0_1 = tensor.dim %v4, %g5_c0_1 : tensor<?x?x?x?xi32>
    %g5_c0_2 = arith.constant 3 : index
    %g5_d0_2 = tensor.dim %v4, %g5_c0_2 : tensor<?x?x?x?xi32>
    %g5_empty0 = tensor.empty(%g5_d0_0, %g5_d0_1, %g5_d0_2) : tensor<?x?x?xi32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2, d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v4, %arg7, %arg8 : tensor<?x?x?x?xi32>, tensor<7x4x?xi32>, tensor<2x?x?xi32>) outs(%g5_empty0 : tensor<?x?x?xi32>) {
    ^bb0(%g5_in0: i32, %g5_in1: i32, %g5_in2: i32, %g5_out0: i32):
      %g5_0 = arith.constant 7 : i32
      %g5_1 = arith.constant 32 : i32
      %g5_2 = arith.remui %g5_0, %g5_1 : i32
      %g5_3 = arith.shrui %g5_in2, %g5_2 : i32
      %g5_4 = arith.constant 6 : i32
      %g5_5 = arith.addi %g5_3, %g5_4 : i32
      linalg.yield %g5_5 : i32
    } -> tensor<?x?x?xi32>
    return %v1#0, %v1#1, %v5 : tensor<2xi1>, tensor<2xi1>, tensor<?x?x?xi32>
  }
}
