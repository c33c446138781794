// Corpus case 'type-i8': `fusefuzz generate --seed 28` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 28 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<?x5x3xi32> {fusefuzz.shape = array<i64: 4, 5, 3>}, %arg1: tensor<?x1xi32> {fusefuzz.shape = array<i64: 2, 1>}, %arg2: tensor<1x5xi32>, %arg3: tensor<3xi32>, %arg4: tensor<2xi8>, %arg5: tensor<i8>) -> (tensor<?x5x3xi32>, tensor<?x5xi32>, tensor<i8>) {
    %g0_c0_0 = arith.constant 0 : index
    %g0_d0_0 = tensor.dim %arg0, %g0_c0_0 : tensor<?x5x3xi32>
    %g0_empty0 = tensor.empty(%g0_d0_0) : tensor<?x5x3xi32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<?x5x3xi32>) outs(%g0_empty0 : tensor<?x5x3xi32>) {
    ^bb0(%g0_in0: i32, %g0_out0: i32):
      %g0_0 = arith.constant 32 : i32
      %g0_1 = arith.remui %g0_in0, %g0_0 : i32
      %g0_2 = arith.shrui %g0_in0, %g0_1 : i32
      linalg.yield %g0_2 : i32
    } -> tensor<?x5x3xi32>
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %arg1, %g1_c0_0 : tensor<?x1xi32>
    %g1_empty0 = tensor.empty(%g1_d0_0) : tensor<?x5xi32>
    %g1_fillval0 = arith.constant 0 : i32
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : i32) outs(%g1_empty0 : tensor<?x5xi32>) -> tensor<?x5xi32>
    %v1 = linalg.matmul ins(%arg1, %arg2 : tensor<?x1xi32>, tensor<1x5xi32>) outs(%g1_fill0 : tensor<?x5xi32>) -> tensor<?x5xi32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0 + 1)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%arg3, %arg4 : tensor<3xi32>, tensor<2xi8>) outs(%arg5 : tensor<i8>) {
    ^bb0(%g2_in0: i32, %g2_in1: i8, %g2_out0: i8):
      %g2_0 = arith.trunci %g2_in0 : i32 to i8
      %g2_1 = arith.addi %g2_in1, %g2_0 : i8
      %g2_2 = arith.addi %g2_out0, %g2_1 : i8
      linalg.yield %g2_2 : i8
    } -> tensor<i8>
    return %v0, %v1, %v2 : tensor<?x5x3xi32>, tensor<?x5xi32>, tensor<i8>
  }
}
