// Known upstream MLIR 22 bug found by fusefuzz (verdict: verifier-error).
// EXPECT: verifier-error
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: verifier-error (0 fusions), expected verifier-error: ok
//
// linalg::lowerUnPack (`transform.structured.lower_unpack`, with its
// default lowerUnpadLikeWithExtractSlice = true) rewrites an unpack whose
// outer dims are all 1 as one tensor.extract_slice of the source, but puts
// the result's sizes at the wrong source dims where the tiled dim is not
// the last one: here sizes [1, 2, 1] of a tensor<1x1x3xi32> (the tiled dim
// 0's size 2 lands on dim 1), out of bounds. fusefuzz met it in its own
// checking (both executors and the end-to-end proof read unpacks through
// lowerUnPack, passes/DecomposeLayoutOps.cpp): a tiled unpack of a dynamic
// tile became an out-of-bounds slice at run time. fusefuzz now always
// takes the general form (transpose + collapse_shape + extract_slice); the
// script below, as this file's schedule, still shows the bug.
//
// REPRODUCE: mlir-opt --transform-interpreter lower-unpack-unpad-like-out-of-bounds.mlir
//   error: slice along dimension 1 runs out-of-bounds: 1 >= 1
func.func @case(%src: tensor<1x1x3xi32>, %dest: tensor<2x1xi32>) -> tensor<2x1xi32> {
  %0 = linalg.unpack %src inner_dims_pos = [0] inner_tiles = [3] into %dest : tensor<1x1x3xi32> -> tensor<2x1xi32>
  return %0 : tensor<2x1xi32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.unpack"]} in %arg1 : (!transform.any_op) -> !transform.op<"linalg.unpack">
    %1:4 = transform.structured.lower_unpack %0 : (!transform.op<"linalg.unpack">) -> (!transform.op<"tensor.empty">, !transform.op<"linalg.transpose">, !transform.op<"tensor.collapse_shape">, !transform.op<"tensor.extract_slice">)
    transform.yield
  }
}
