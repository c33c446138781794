// Corpus case 'refused-producer-not-all-parallel': `fusefuzz generate --seed 11` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}} producer-not-all-parallel=
module attributes {fusefuzz.seed = 11 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<?xf32> {fusefuzz.shape = array<i64: 1>}, %arg1: tensor<3x1x?xi32> {fusefuzz.shape = array<i64: 3, 1, 1>}, %arg2: index {fusefuzz.value = 1 : i64}, %arg3: index {fusefuzz.value = 0 : i64}, %arg4: index {fusefuzz.value = 0 : i64}, %arg5: index {fusefuzz.value = 1 : i64}, %arg6: index {fusefuzz.value = 0 : i64}, %arg7: index {fusefuzz.value = 0 : i64}, %arg8: tensor<?x6x?xi32> {fusefuzz.shape = array<i64: 6, 6, 4>}, %arg9: tensor<6x5x?xi32> {fusefuzz.shape = array<i64: 6, 5, 4>}) -> (tensor<2xi1>, tensor<2xi1>, tensor<?x?x?xi32>, tensor<?x?x?xi32>, tensor<6x5x?xi32>) {
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
    %p2_padval = arith.constant 7 : i32
    %v2 = tensor.pad %arg1 low[0, %arg3, 2] high[%arg2, 2, %arg4] {
    ^bb0(%p2_i0: index, %p2_i1: index, %p2_i2: index):
      tensor.yield %p2_padval : i32
    } : tensor<3x1x?xi32> to tensor<?x?x?xi32>
    %p3_padval = arith.constant 7 : i32
    %v3 = tensor.pad %v2 low[0, 0, %arg6] high[0, %arg5, 0] {
    ^bb0(%p3_i0: index, %p3_i1: index, %p3_i2: index):
      tensor.yield %p3_padval : i32
    } : tensor<?x?x?xi32> to tensor<?x?x?xi32>
    %p4_padval = arith.constant 4 : i32
    %v4 = tensor.pad %v3 low[2, 1, 2] high[%arg7, 0, 1] {
    ^bb0(%p4_i0: index, %p4_i1: index, %p4_i2: index):
      tensor.yield %p4_padval : i32
    } : tensor<?x?x?xi32> to tensor<?x?x?xi32>
    %v5 = linalg.batch_matmul ins(%v4, %arg8 : tensor<?x?x?xi32>, tensor<?x6x?xi32>) outs(%arg9 : tensor<6x5x?xi32>) -> tensor<6x5x?xi32>
    return %v1#0, %v1#1, %v2, %v4, %v5 : tensor<2xi1>, tensor<2xi1>, tensor<?x?x?xi32>, tensor<?x?x?xi32>, tensor<6x5x?xi32>
  }
}
