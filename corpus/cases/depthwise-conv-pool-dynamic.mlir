// Depthwise convolution with stride 2 and dilation 2 on a padded input with
// a dynamic batch and width, followed by a max pooling: what mobile models
// compile. Diffusion and the project's tile-and-fuse (tile-fuse-ext) pull
// the pooling's producers (the depthwise conv and its pad) into its nest;
// execution agrees. The end-to-end proof proves tile-fuse-ext's nest and
// leaves diffusion's unknown: it splits the pooling's reduction (folds of
// different shapes are never called equal).
// EXPECT: pass
// STRATEGY: diffusion
// EQUIVALENCE: decide
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[1-9][0-9]*}} fusions), expected pass: ok
// CHECK: equivalence: unknown (reduction folds of different shapes
// RUN: %fusefuzz check %s --strategy tile-fuse-ext --equivalence decide | FileCheck %s --check-prefix=EXT
// EXT: pass ({{[1-9][0-9]*}} fusions)
// EXT: equivalence: proved
func.func @case(%x: tensor<?x9x?x3xf32> {fusefuzz.shape = array<i64: 2, 9, 8, 3>}, %w: tensor<2x2x3xf32>, %init: tensor<?x5x4x3xf32> {fusefuzz.shape = array<i64: 2, 5, 4, 3>}) -> tensor<?x4x2x3xf32> {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %p = tensor.pad %x low[0, 1, 1, 0] high[0, 1, 0, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<?x9x?x3xf32> to tensor<?x11x?x3xf32>
  %d = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<[2, 1]> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%p, %w : tensor<?x11x?x3xf32>, tensor<2x2x3xf32>) outs(%init : tensor<?x5x4x3xf32>) -> tensor<?x5x4x3xf32>
  %n = tensor.dim %x, %c0 : tensor<?x9x?x3xf32>
  %e = tensor.empty(%n) : tensor<?x4x2x3xf32>
  %lowest = arith.constant -3.0e+38 : f32
  %f = linalg.fill ins(%lowest : f32) outs(%e : tensor<?x4x2x3xf32>) -> tensor<?x4x2x3xf32>
  %win = tensor.empty() : tensor<2x3xf32>
  %pool = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%d, %win : tensor<?x5x4x3xf32>, tensor<2x3xf32>) outs(%f : tensor<?x4x2x3xf32>) -> tensor<?x4x2x3xf32>
  return %pool : tensor<?x4x2x3xf32>
}
