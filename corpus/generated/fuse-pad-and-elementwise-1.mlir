// Corpus case 'fuse-pad-and-elementwise': `fusefuzz generate --seed 68` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}FuseElementwiseOps={{.*}}FusePadOp=
module attributes {fusefuzz.seed = 68 : i64, fusefuzz.policy = "0xff4bf7f6d7a45ffa"} {
  func.func @case(%arg0: tensor<?x4xi8> {fusefuzz.shape = array<i64: 2, 4>}, %arg1: tensor<?x1xi8> {fusefuzz.shape = array<i64: 4, 1>}, %arg2: tensor<1x1x5xf32>, %arg3: index {fusefuzz.value = 2 : i64}, %arg4: index {fusefuzz.value = 0 : i64}, %arg5: index {fusefuzz.value = 0 : i64}) -> (tensor<?x1xi8>, tensor<?x?xf32>) {
    %g0_c0_0 = arith.constant 0 : index
    %g0_d0_0 = tensor.dim %arg0, %g0_c0_0 : tensor<?x4xi8>
    %g0_empty0 = tensor.empty(%g0_d0_0) : tensor<?x1xi8>
    %g0_fillval0 = arith.constant 4 : i8
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : i8) outs(%g0_empty0 : tensor<?x1xi8>) -> tensor<?x1xi8>
    %v0 = linalg.matmul ins(%arg0, %arg1 : tensor<?x4xi8>, tensor<?x1xi8>) outs(%g0_fill0 : tensor<?x1xi8>) -> tensor<?x1xi8>
    %g1_empty0 = tensor.empty() : tensor<1x1x5x4xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2 : tensor<1x1x5xf32>) outs(%g1_empty0 : tensor<1x1x5x4xf32>) {
    ^bb0(%g1_in0: f32, %g1_out0: f32):
      %g1_0 = arith.minimumf %g1_in0, %g1_in0 : f32
      %g1_1 = math.floor %g1_0 : f32
      linalg.yield %g1_1 : f32
    } -> tensor<1x1x5x4xf32>
    %g2_empty0 = tensor.empty() : tensor<5x4xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0, d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v1 : tensor<1x1x5x4xf32>) outs(%g2_empty0 : tensor<5x4xf32>) {
    ^bb0(%g2_in0: f32, %g2_out0: f32):
      %g2_0 = math.floor %g2_in0 : f32
      linalg.yield %g2_0 : f32
    } -> tensor<5x4xf32>
    %p3_padval = arith.constant 2.000000e+00 : f32
    %v3 = tensor.pad %v2 low[1, %arg4] high[%arg3, %arg5] {
    ^bb0(%p3_i0: index, %p3_i1: index):
      tensor.yield %p3_padval : f32
    } : tensor<5x4xf32> to tensor<?x?xf32>
    return %v0, %v3 : tensor<?x1xi8>, tensor<?x?xf32>
  }
}
