// Corpus case 'fuse-pad-and-elementwise': `fusefuzz generate --seed 48` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}FuseElementwiseOps={{.*}}FusePadOp=
module attributes {fusefuzz.seed = 48 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<1x1x4xf32>, %arg1: tensor<4x1x1xf32>, %arg2: index {fusefuzz.value = 1 : i64}, %arg3: index {fusefuzz.value = 2 : i64}, %arg4: index {fusefuzz.value = 2 : i64}, %arg5: index {fusefuzz.value = 0 : i64}, %arg6: index {fusefuzz.value = 1 : i64}, %arg7: index {fusefuzz.value = 2 : i64}, %arg8: tensor<4x?xf32> {fusefuzz.shape = array<i64: 4, 3>}, %arg9: tensor<4x3x7x3xf16>, %arg10: tensor<1x?x2xi32> {fusefuzz.shape = array<i64: 1, 4, 2>}, %arg11: tensor<4xi32>, %arg12: index {fusefuzz.value = 2 : i64}, %arg13: index {fusefuzz.value = 1 : i64}, %arg14: f32) -> (tensor<?x?x?x?xf32>, tensor<4xi32>, tensor<?xf32>) {
    %g0_empty0 = tensor.empty() : tensor<1x1x4xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2, d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg1 : tensor<1x1x4xf32>, tensor<4x1x1xf32>) outs(%g0_empty0 : tensor<1x1x4xf32>) {
    ^bb0(%g0_in0: f32, %g0_in1: f32, %g0_out0: f32):
      %g0_0 = arith.constant 5.000000e-01 : f32
      %g0_1 = math.absf %g0_0 : f32
      linalg.yield %g0_1 : f32
    } -> tensor<1x1x4xf32>
    %p1_padval = arith.constant 2.000000e+00 : f32
    %v1 = tensor.pad %v0 low[%arg2, %arg4, %arg6] high[%arg3, %arg5, %arg7] {
    ^bb0(%p1_i0: index, %p1_i1: index, %p1_i2: index):
      tensor.yield %p1_padval : f32
    } : tensor<1x1x4xf32> to tensor<?x?x?xf32>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %v1, %g2_c0_0 : tensor<?x?x?xf32>
    %g2_c0_1 = arith.constant 1 : index
    %g2_d0_1 = tensor.dim %v1, %g2_c0_1 : tensor<?x?x?xf32>
    %g2_c0_2 = arith.constant 2 : index
    %g2_d0_2 = tensor.dim %v1, %g2_c0_2 : tensor<?x?x?xf32>
    %g2_c0_3 = arith.constant 1 : index
    %g2_d0_3 = tensor.dim %arg8, %g2_c0_3 : tensor<4x?xf32>
    %g2_empty0 = tensor.empty(%g2_d0_0, %g2_d0_1, %g2_d0_2, %g2_d0_3) : tensor<?x?x?x?xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v1, %arg8, %arg9 : tensor<?x?x?xf32>, tensor<4x?xf32>, tensor<4x3x7x3xf16>) outs(%g2_empty0 : tensor<?x?x?x?xf32>) {
    ^bb0(%g2_in0: f32, %g2_in1: f32, %g2_in2: f16, %g2_out0: f32):
      %g2_0 = math.absf %g2_in0 : f32
      %g2_1 = arith.negf %g2_0 : f32
      linalg.yield %g2_1 : f32
    } -> tensor<?x?x?x?xf32>
    %g3_c1_0 = arith.constant 1 : index
    %g3_d1_0 = tensor.dim %arg10, %g3_c1_0 : tensor<1x?x2xi32>
    %g3_empty1 = tensor.empty(%g3_d1_0) : tensor<?xf32>
    %g3_fillval1 = arith.constant -3.000000e+00 : f32
    %g3_fill1 = linalg.fill ins(%g3_fillval1 : f32) outs(%g3_empty1 : tensor<?xf32>) -> tensor<?xf32>
    %v3:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (0, d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]} ins(%v0, %arg10 : tensor<1x1x4xf32>, tensor<1x?x2xi32>) outs(%arg11, %g3_fill1 : tensor<4xi32>, tensor<?xf32>) {
    ^bb0(%g3_in0: f32, %g3_in1: i32, %g3_out0: i32, %g3_out1: f32):
      %g3_0 = arith.cmpf uno, %g3_in0, %g3_in0 : f32
      %g3_1 = arith.constant -1.000000e+02 : f32
      %g3_2 = arith.constant 1.000000e+02 : f32
      %g3_3 = arith.constant 0.000000e+00 : f32
      %g3_4 = arith.maximumf %g3_in0, %g3_1 : f32
      %g3_5 = arith.minimumf %g3_4, %g3_2 : f32
      %g3_6 = arith.select %g3_0, %g3_3, %g3_5 : f32
      %g3_7 = arith.fptosi %g3_6 : f32 to i32
      %g3_8 = arith.ori %g3_in1, %g3_7 : i32
      %g3_9 = arith.maxsi %g3_out0, %g3_8 : i32
      %g3_10 = arith.sitofp %g3_in1 : i32 to f32
      %g3_11 = arith.constant -1.500000e+00 : f32
      %g3_12 = arith.divf %g3_10, %g3_11 : f32
      %g3_13 = arith.addf %g3_out1, %g3_12 : f32
      linalg.yield %g3_9, %g3_13 : i32, f32
    } -> (tensor<4xi32>, tensor<?xf32>)
    %v4 = tensor.pad %v3#1 low[%arg12] high[%arg13] {
    ^bb0(%p4_i0: index):
      tensor.yield %arg14 : f32
    } : tensor<?xf32> to tensor<?xf32>
    return %v2, %v3#0, %v4 : tensor<?x?x?x?xf32>, tensor<4xi32>, tensor<?xf32>
  }
}
