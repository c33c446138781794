// A residual block as models write it: pad -> 3x3 conv -> elementwise
// epilogue (bias + relu) -> pad -> 3x3 conv -> residual add of the block's
// input (the chains ByteIR's fusion extensions were written for; the
// generator writes them under the `residual_block` knob). Tile-and-fuse
// pulls both convolutions, their pads and the epilogue into the nest of the
// residual add, as do transform scripts; execution agrees and the
// end-to-end proof proves it.
// EXPECT: pass
// STRATEGY: tile-fuse-producers
// EQUIVALENCE: decide
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: equivalence: proved
// RUN: %fusefuzz check %s --strategy transform --equivalence decide | FileCheck %s --check-prefix=FUSED
// FUSED: pass ({{[1-9][0-9]*}} fusions)
// FUSED: equivalence: proved
func.func @case(%x: tensor<1x5x4x2xf32>, %w1: tensor<3x3x2x2xf32>, %w2: tensor<3x3x2x2xf32>, %bias: tensor<2xf32>) -> tensor<1x5x4x2xf32> {
  %zero = arith.constant 0.0 : f32
  %p1 = tensor.pad %x low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x5x4x2xf32> to tensor<1x7x6x2xf32>
  %e = tensor.empty() : tensor<1x5x4x2xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x5x4x2xf32>) -> tensor<1x5x4x2xf32>
  %c1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%p1, %w1 : tensor<1x7x6x2xf32>, tensor<3x3x2x2xf32>) outs(%f : tensor<1x5x4x2xf32>) -> tensor<1x5x4x2xf32>
  %act = linalg.generic {indexing_maps = [affine_map<(n, h, w, c) -> (n, h, w, c)>, affine_map<(n, h, w, c) -> (c)>, affine_map<(n, h, w, c) -> (n, h, w, c)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c1, %bias : tensor<1x5x4x2xf32>, tensor<2xf32>) outs(%e : tensor<1x5x4x2xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<1x5x4x2xf32>
  %p2 = tensor.pad %act low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x5x4x2xf32> to tensor<1x7x6x2xf32>
  %c2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%p2, %w2 : tensor<1x7x6x2xf32>, tensor<3x3x2x2xf32>) outs(%f : tensor<1x5x4x2xf32>) -> tensor<1x5x4x2xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(n, h, w, c) -> (n, h, w, c)>, affine_map<(n, h, w, c) -> (n, h, w, c)>, affine_map<(n, h, w, c) -> (n, h, w, c)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c2, %x : tensor<1x5x4x2xf32>, tensor<1x5x4x2xf32>) outs(%e : tensor<1x5x4x2xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<1x5x4x2xf32>
  return %sum : tensor<1x5x4x2xf32>
}
