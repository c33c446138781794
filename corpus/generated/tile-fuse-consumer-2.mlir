// Corpus case 'tile-fuse-consumer': `fusefuzz generate --seed 1` under strategy tile-fuse-consumers.
// EXPECT: pass
// STRATEGY: tile-fuse-consumers
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}TileAndFuseConsumer=
module attributes {fusefuzz.seed = 1 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<?xf16> {fusefuzz.shape = array<i64: 1>}, %arg1: index {fusefuzz.value = 2 : i64}, %arg2: tensor<2x2xf16>, %arg3: tensor<3x2xf16>, %arg4: tensor<2x3xf16>) -> (tensor<3x3xf16>) {
    %p0_padval = arith.constant 5.000000e-01 : f16
    %v0 = tensor.pad %arg0 low[2] high[%arg1] {
    ^bb0(%p0_i0: index):
      tensor.yield %p0_padval : f16
    } : tensor<?xf16> to tensor<?xf16>
    %l1_c0 = arith.constant 0 : index
    %l1_d0 = tensor.dim %v0, %l1_c0 : tensor<?xf16>
    %l1_q0 = affine.apply affine_map<()[s0] -> (s0 ceildiv 2)>()[%l1_d0]
    %l1_dest = tensor.empty(%l1_q0) : tensor<?x2xf16>
    %l1_padval = arith.constant 2.000000e+00 : f16
    %v1 = linalg.pack %v0 padding_value(%l1_padval : f16) inner_dims_pos = [0] inner_tiles = [2] into %l1_dest : tensor<?xf16> -> tensor<?x2xf16>
    %v2 = linalg.matmul ins(%v1, %arg2 : tensor<?x2xf16>, tensor<2x2xf16>) outs(%arg3 : tensor<3x2xf16>) -> tensor<3x2xf16>
    %g3_empty0 = tensor.empty() : tensor<3x3xf16>
    %g3_fillval0 = arith.constant 1.000000e+00 : f16
    %g3_fill0 = linalg.fill ins(%g3_fillval0 : f16) outs(%g3_empty0 : tensor<3x3xf16>) -> tensor<3x3xf16>
    %v3 = linalg.matmul ins(%v2, %arg4 : tensor<3x2xf16>, tensor<2x3xf16>) outs(%g3_fill0 : tensor<3x3xf16>) -> tensor<3x3xf16>
    return %v3 : tensor<3x3xf16>
  }
}
