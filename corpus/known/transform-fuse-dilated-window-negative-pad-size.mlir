// Upstream tile-and-fuse through a transform script, found by fusefuzz's
// end-to-end proof (verdict: proof-failure, confirmed by execution at the
// counterexample's sizes): a depthwise convolution with dilation 2 along the
// width reads its padded input through the window map d2 + 2 * d5.
// transform.structured.fuse tiles the width by 2 and fuses the tensor.pad
// producer; the pad's tile is sized, as in
// transform-fuse-strided-map-negative-slice.mlir, as the last index read plus
// one: tile + 2 * KW - 2 (#map4 in the output), negative when the kernel
// width KW is 0 and the tile holds one column. The tiled pad becomes a
// tensor.generate of that size, or a slice of it: the fused kernel takes a
// slice of negative size where the unfused one reads nothing (KW = 0). The
// same root cause as the strided-map negative slice, reached through pad
// tiling, where the negative size is a tensor.generate's; the case's own
// sizes (KW = 1) run fine. The retired step proofs missed it (they saw
// the slice, not the generate); the end-to-end proof refutes it:
// counterexample dim(arg1,1) = 0.
// Kept as a known finding, generation is not narrowed (campaign case seed
// 17624573086096888919 of `run --strategy every --seconds 10 --seed 59`).
// EXPECT: proof-failure
// STRATEGY: transform
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: proof-failure (1 fusions), expected proof-failure: ok
// RUN: not %fusefuzz check %s | FileCheck %s --check-prefix=SIG
// SIG: signature: proof-failure:UserSchedule:sizes/negative-size/strided-read
//
// REPRODUCE: mlir-opt --transform-interpreter transform-fuse-dilated-window-negative-pad-size.mlir
//   (the file holds its script): the fused loop takes
//   tensor.extract_slice %padded[...] [1, 1, %8, 1] and
//   tensor.generate %8 with %8 = affine_map<(d0)[s0] -> (d0 + s0 * 2 - 2)>
//   of the width tile and tensor.dim %arg1, 1; add
//   --generate-runtime-verification and run it with mlir-runner on a
//   1x0x2 kernel: "slice size 2 is negative".
func.func @case(%in: tensor<1x1x?x?xf32> {fusefuzz.shape = array<i64: 1, 1, 3, 2>}, %k: tensor<1x?x2xf32> {fusefuzz.shape = array<i64: 1, 1, 2>}, %out: tensor<1x1x7x2xf32>) -> tensor<1x1x7x2xf32> {
  %cst = arith.constant 0.0 : f32
  %padded = tensor.pad %in low[0, 0, 2, 0] high[0, 0, 2, 0] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %cst : f32
  } : tensor<1x1x?x?xf32> to tensor<1x1x?x?xf32>
  %0 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>, root} ins(%padded, %k : tensor<1x1x?x?xf32>, tensor<1x?x2xf32>) outs(%out : tensor<1x1x7x2xf32>) -> tensor<1x1x7x2xf32>
  return %0 : tensor<1x1x7x2xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %root = transform.structured.match attributes{root} in %arg0 : (!transform.any_op) -> !transform.any_op
    %tiled, %loops:4 = transform.structured.fuse %root tile_sizes [1, 1, 2, 1, 0, 0] interchange [1, 4, 0, 3, 5, 2] {apply_cleanup} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
