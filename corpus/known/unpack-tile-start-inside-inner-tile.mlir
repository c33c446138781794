// Known upstream MLIR 22 bug found by fusefuzz (verdict: mismatch).
// EXPECT: mismatch
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: mismatch (4 fusions), expected mismatch: ok
// RUN: not %fusefuzz check %s --equivalence report | FileCheck %s --check-prefix=SIG
// SIG: equivalence: refuted
// SIG: signature: mismatch:TransformFuse:unpack-start-inside-inner-tile
//
// linalg.unpack's tiling (its TilingInterface, here as a producer fused
// into a convolution's tiles by transform.structured.fuse) takes a tile
// whose size along a dim the unpack tiles is a constant multiple of the
// inner tile to start on an inner tile too: it unpacks size/tile whole
// inner tiles from `offset floordiv tile` and uses them as they are. A
// producer tile of a window op starts wherever the window does (output row
// i reads rows [i, i + 2) of the unpacked tensor, i moving by 1): for odd
// i the tile needs two inner tiles and the part from `i mod 2`, and gets
// rows [i - 1, i + 1). Found by a 10-minute default campaign (case seed
// 8406797922212855552), reduced by `fusefuzz reduce`. Execution differs
// and the end-to-end proof refutes; the fact unpack-start-inside-inner-tile is read from the fused
// IR (an unpack source sliced at `iv floordiv 2` for a loop of step 1,
// a whole number of inner tiles). A different path of the same tiling
// than unpack-tiled-by-ssa-size.mlir (a tile size that is not a constant
// multiple). Generation is not narrowed.
//
// REPRODUCE: fusefuzz check unpack-tile-start-inside-inner-tile.mlir
//   and the fusion alone in plain mlir-opt, `mlir-opt --transform-interpreter
//   --canonicalize F.mlir` where F.mlir is:
//   func.func @f(%src: tensor<3x2xi32>, %w: tensor<2xi32>) -> tensor<5xi32> {
//     %e = tensor.empty() : tensor<6xi32>
//     %u = linalg.unpack %src inner_dims_pos = [0] inner_tiles = [2] into %e : tensor<3x2xi32> -> tensor<6xi32>
//     %init = tensor.empty() : tensor<5xi32>
//     %c0 = arith.constant 0 : i32
//     %z = linalg.fill ins(%c0 : i32) outs(%init : tensor<5xi32>) -> tensor<5xi32>
//     %r = linalg.conv_1d ins(%u, %w : tensor<6xi32>, tensor<2xi32>) outs(%z : tensor<5xi32>) -> tensor<5xi32>
//     return %r : tensor<5xi32>
//   }
//   module attributes {transform.with_named_sequence} {
//     transform.named_sequence @__transform_main(%m: !transform.any_op {transform.readonly}) {
//       %g = transform.structured.match ops{["linalg.conv_1d"]} in %m : (!transform.any_op) -> !transform.any_op
//       %t, %l = transform.structured.fuse %g tile_sizes [1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
//       transform.yield
//     }
//   }
//   Expected: the tile of output row %i unpacks rows [%i, %i + 2), two
//   inner tiles when %i is odd. Actual: in the scf.for over %i (step 1),
//   `tensor.extract_slice %src[%i floordiv 2, 0] [1, 2]` unpacked into
//   tensor<2xi32> and read whole: rows [%i - 1, %i + 1) for odd %i.
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>
module attributes {fusefuzz.strategy = "all", fusefuzz.policy = "0x11dc6ffcbf16a0bf", fusefuzz.seed = 8406797922212855552 : i64} {
  func.func @case(%arg0: tensor<1x3x3x2x4xi32>, %arg1: tensor<2x3x3x?xi32> {fusefuzz.shape = array<i64: 2, 3, 3, 3>}) -> tensor<3x4x?x1xi32> {
    %c2_i32 = arith.constant 2 : i32
    %c3 = arith.constant 3 : index
    %0 = tensor.empty() : tensor<3x5x3xi32>
    %unpack = linalg.unpack %arg0 inner_dims_pos = [1, 0] inner_tiles = [2, 4] into %0 : tensor<1x3x3x2x4xi32> -> tensor<3x5x3xi32>
    %1 = tensor.empty() : tensor<3x5x4x3xi32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%unpack : tensor<3x5x3xi32>) outs(%1 : tensor<3x5x4x3xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<3x5x4x3xi32>
    %dim = tensor.dim %arg1, %c3 : tensor<2x3x3x?xi32>
    %3 = tensor.empty(%dim) : tensor<3x4x1x?xi32>
    %4 = linalg.fill ins(%c2_i32 : i32) outs(%3 : tensor<3x4x1x?xi32>) -> tensor<3x4x1x?xi32>
    %5 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<[1, 2]> : tensor<2xi64>} ins(%2, %arg1 : tensor<3x5x4x3xi32>, tensor<2x3x3x?xi32>) outs(%4 : tensor<3x4x1x?xi32>) -> tensor<3x4x1x?xi32>
    %6 = tensor.empty(%dim) : tensor<3x4x?x1xi32>
    %7 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%5 : tensor<3x4x1x?xi32>) outs(%6 : tensor<3x4x?x1xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<3x4x?x1xi32>
    return %7 : tensor<3x4x?x1xi32>
  }
}
