// Corpus case 'fill-init': `fusefuzz generate --seed 37` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 37 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<2x1xi32>, %arg1: index {fusefuzz.value = 1 : i64}, %arg2: index {fusefuzz.value = 2 : i64}, %arg3: tensor<4x4x2xi32>, %arg4: tensor<4x3x2xi32>) -> (tensor<4x3x2xi32>) {
    %g0_empty0 = tensor.empty() : tensor<2x1x3xi32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x1xi32>) outs(%g0_empty0 : tensor<2x1x3xi32>) {
    ^bb0(%g0_in0: i32, %g0_out0: i32):
      %g0_0 = arith.constant 4 : i32
      %g0_1 = arith.subi %g0_in0, %g0_0 : i32
      linalg.yield %g0_1 : i32
    } -> tensor<2x1x3xi32>
    %p1_padval = arith.constant -1 : i32
    %v1 = tensor.pad %v0 low[%arg1, %arg2, 0] high[1, 0, 1] {
    ^bb0(%p1_i0: index, %p1_i1: index, %p1_i2: index):
      tensor.yield %p1_padval : i32
    } : tensor<2x1x3xi32> to tensor<?x?x4xi32>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %v1, %g2_c0_0 : tensor<?x?x4xi32>
    %g2_c0_1 = arith.constant 1 : index
    %g2_d0_1 = tensor.dim %v1, %g2_c0_1 : tensor<?x?x4xi32>
    %g2_empty0 = tensor.empty(%g2_d0_0, %g2_d0_1) : tensor<?x?x4xi32>
    %g2_fillval0 = arith.constant 6 : i32
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : i32) outs(%g2_empty0 : tensor<?x?x4xi32>) -> tensor<?x?x4xi32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v1 : tensor<?x?x4xi32>) outs(%g2_fill0 : tensor<?x?x4xi32>) {
    ^bb0(%g2_in0: i32, %g2_out0: i32):
      %g2_0 = arith.constant 0 : i32
      %g2_1 = arith.constant 32 : i32
      %g2_2 = arith.remui %g2_0, %g2_1 : i32
      %g2_3 = arith.shli %g2_in0, %g2_2 : i32
      linalg.yield %g2_3 : i32
    } -> tensor<?x?x4xi32>
    %v3 = linalg.batch_matmul ins(%v2, %arg3 : tensor<?x?x4xi32>, tensor<4x4x2xi32>) outs(%arg4 : tensor<4x3x2xi32>) -> tensor<4x3x2xi32>
    return %v3 : tensor<4x3x2xi32>
  }
}
