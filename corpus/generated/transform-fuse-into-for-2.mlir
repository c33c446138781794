// Corpus case 'transform-fuse-into-for': `fusefuzz generate --seed 9` under strategy transform.
// EXPECT: pass
// STRATEGY: transform
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}TransformFuseIntoFor=
module attributes {fusefuzz.seed = 9 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<4xi32>, %arg1: tensor<4x2xf32>, %arg2: tensor<4x?xf16> {fusefuzz.shape = array<i64: 4, 1>}, %arg3: tensor<4x1xf16>, %arg4: tensor<1x1xf16>, %arg5: tensor<4x1xf16>, %arg6: index {fusefuzz.value = 1 : i64}, %arg7: index {fusefuzz.value = 1 : i64}) -> (tensor<4x2xf32>, tensor<4x?xf16>, tensor<?x?xf16>) {
    %g0_empty0 = tensor.empty() : tensor<4xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0, %arg0 : tensor<4xi32>, tensor<4xi32>) outs(%g0_empty0 : tensor<4xf32>) {
    ^bb0(%g0_in0: i32, %g0_in1: i32, %g0_out0: f32):
      %g0_0 = linalg.index 0 : index
      %g0_1 = arith.index_cast %g0_0 : index to i32
      %g0_2 = arith.sitofp %g0_1 : i32 to f32
      %g0_3 = arith.sitofp %g0_in1 : i32 to f32
      %g0_4 = arith.sitofp %g0_in1 : i32 to f32
      %g0_5 = arith.minimumf %g0_3, %g0_4 : f32
      %g0_6 = math.absf %g0_5 : f32
      %g0_7 = arith.maximumf %g0_2, %g0_6 : f32
      linalg.yield %g0_7 : f32
    } -> tensor<4xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v0 : tensor<4xf32>) outs(%arg1 : tensor<4x2xf32>) {
    ^bb0(%g1_in0: f32, %g1_out0: f32):
      %g1_0 = arith.addf %g1_in0, %g1_out0 : f32
      linalg.yield %g1_0 : f32
    } -> tensor<4x2xf32>
    %g2_c0_1 = arith.constant 1 : index
    %g2_d0_1 = tensor.dim %arg2, %g2_c0_1 : tensor<4x?xf16>
    %g2_empty0 = tensor.empty(%g2_d0_1) : tensor<4x?xf16>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg2, %arg2 : tensor<4x?xf16>, tensor<4x?xf16>) outs(%g2_empty0 : tensor<4x?xf16>) {
    ^bb0(%g2_in0: f16, %g2_in1: f16, %g2_out0: f16):
      %g2_0 = math.absf %g2_in0 : f16
      linalg.yield %g2_0 : f16
    } -> tensor<4x?xf16>
    %g3_c0_1 = arith.constant 1 : index
    %g3_d0_1 = tensor.dim %v2, %g3_c0_1 : tensor<4x?xf16>
    %g3_empty0 = tensor.empty(%g3_d0_1) : tensor<4x?xf16>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v2, %arg3, %arg3 : tensor<4x?xf16>, tensor<4x1xf16>, tensor<4x1xf16>) outs(%g3_empty0 : tensor<4x?xf16>) {
    ^bb0(%g3_in0: f16, %g3_in1: f16, %g3_in2: f16, %g3_out0: f16):
      %g3_0 = arith.constant 7.000000e+00 : f16
      %g3_1 = arith.minimumf %g3_in0, %g3_0 : f16
      %g3_2 = arith.minimumf %g3_1, %g3_in2 : f16
      linalg.yield %g3_2 : f16
    } -> tensor<4x?xf16>
    %v4 = linalg.matmul ins(%v2, %arg4 : tensor<4x?xf16>, tensor<1x1xf16>) outs(%arg5 : tensor<4x1xf16>) -> tensor<4x1xf16>
    %p5_padval = arith.constant 2.000000e+00 : f16
    %v5 = tensor.pad %v4 low[%arg6, %arg7] high[1, 0] {
    ^bb0(%p5_i0: index, %p5_i1: index):
      tensor.yield %p5_padval : f16
    } : tensor<4x1xf16> to tensor<?x?xf16>
    return %v1, %v3, %v5 : tensor<4x2xf32>, tensor<4x?xf16>, tensor<?x?xf16>
  }
}
