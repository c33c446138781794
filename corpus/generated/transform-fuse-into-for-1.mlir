// Corpus case 'transform-fuse-into-for': `fusefuzz generate --seed 19` under strategy transform.
// EXPECT: pass
// STRATEGY: transform
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}TransformFuseIntoFor=
module attributes {fusefuzz.seed = 19 : i64, fusefuzz.policy = "0xff4bf7f6d7a45ffa"} {
  func.func @case(%arg0: tensor<5xf32>, %arg1: tensor<?xf32> {fusefuzz.shape = array<i64: 5>}, %arg2: f32, %arg3: tensor<?xi32> {fusefuzz.shape = array<i64: 1>}, %arg4: tensor<i32>, %arg5: tensor<3x3xf32>, %arg6: index {fusefuzz.value = 2 : i64}, %arg7: index {fusefuzz.value = 2 : i64}, %arg8: index {fusefuzz.value = 0 : i64}, %arg9: tensor<5x?xf32> {fusefuzz.shape = array<i64: 5, 5>}, %arg10: tensor<6x5xf32>) -> (tensor<?xf32>, tensor<i32>, tensor<6x5xf32>) {
    %g0_c0_0 = arith.constant 0 : index
    %g0_d0_0 = tensor.dim %arg1, %g0_c0_0 : tensor<?xf32>
    %g0_empty0 = tensor.empty(%g0_d0_0) : tensor<?xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<5xf32>, tensor<?xf32>) outs(%g0_empty0 : tensor<?xf32>) {
    ^bb0(%g0_in0: f32, %g0_in1: f32, %g0_out0: f32):
      %g0_0 = arith.cmpf ugt, %g0_in1, %g0_in0 : f32
      %g0_1 = linalg.index 0 : index
      %g0_2 = arith.index_cast %g0_1 : index to i32
      %g0_3 = arith.sitofp %g0_2 : i32 to f32
      %g0_4 = arith.select %g0_0, %g0_3, %arg2 : f32
      linalg.yield %g0_4 : f32
    } -> tensor<?xf32>
    %v1 = linalg.reduce ins(%arg3 : tensor<?xi32>) outs(%arg4 : tensor<i32>) dimensions = [0]
      (%g1_in0: i32, %g1_out0: i32) {
        %g1_0 = arith.minsi %g1_out0, %g1_in0 : i32
        linalg.yield %g1_0 : i32
      }
    %g2_empty0 = tensor.empty() : tensor<3x3xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<3x3xf32>) outs(%g2_empty0 : tensor<3x3xf32>) {
    ^bb0(%g2_in0: f32, %g2_out0: f32):
      %g2_0 = arith.constant 1.000000e+00 : f32
      %g2_1 = arith.subf %g2_in0, %g2_in0 : f32
      %g2_2 = arith.divf %g2_0, %g2_1 : f32
      linalg.yield %g2_2 : f32
    } -> tensor<3x3xf32>
    %p3_padval = arith.constant 2.000000e+00 : f32
    %v3 = tensor.pad %v2 low[%arg6, %arg7] high[1, %arg8] {
    ^bb0(%p3_i0: index, %p3_i1: index):
      tensor.yield %p3_padval : f32
    } : tensor<3x3xf32> to tensor<?x?xf32>
    %v4 = linalg.matmul ins(%v3, %arg9 : tensor<?x?xf32>, tensor<5x?xf32>) outs(%arg10 : tensor<6x5xf32>) -> tensor<6x5xf32>
    return %v0, %v1, %v4 : tensor<?xf32>, tensor<i32>, tensor<6x5xf32>
  }
}
