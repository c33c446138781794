// One pair per legality rule the oracle classifies.
// EXPECT: pass
// STRATEGY: none
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
#id1 = affine_map<(d0) -> (d0)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @case(%a: tensor<4x3xf32>, %v: tensor<4xf32>, %s: tensor<f32>) -> (tensor<4xf32>, tensor<4x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<f32>) {
  %e1 = tensor.empty() : tensor<4xf32>
  %e2 = tensor.empty() : tensor<4x3xf32>
  %zero = arith.constant 0.0 : f32
  %acc = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  // A reduction producer: producer-not-all-parallel for its consumer.
  %red = linalg.generic {indexing_maps = [#id2, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x3xf32>) outs(%acc : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.addf %x, %o : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %c1 = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%red : tensor<4xf32>) outs(%e1 : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.mulf %x, %x : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  // A producer used as the consumer's init: operand-not-input.
  %p2 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x3xf32>) outs(%e2 : tensor<4x3xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.negf %x : f32
    linalg.yield %r : f32
  } -> tensor<4x3xf32>
  %c2 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x3xf32>) outs(%p2 : tensor<4x3xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.addf %x, %o : f32
    linalg.yield %r : f32
  } -> tensor<4x3xf32>
  // An all-parallel producer whose result map drops a loop: map-rank-mismatch.
  %p3 = linalg.generic {indexing_maps = [#id2, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x3xf32>) outs(%e1 : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  %c3 = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%p3 : tensor<4xf32>) outs(%e1 : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.addf %x, %x : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  // A scalar-input producer feeding a full reduction: the fused op would have
  // no operand bounding the reduction loop: reduction-loop-unbounded.
  %p4 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, #id1], iterator_types = ["parallel"]} ins(%s : tensor<f32>) outs(%e1 : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.addf %x, %x : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %init = tensor.empty() : tensor<f32>
  %sacc = linalg.fill ins(%zero : f32) outs(%init : tensor<f32>) -> tensor<f32>
  %c4 = linalg.generic {indexing_maps = [#id1, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%p4 : tensor<4xf32>) outs(%sacc : tensor<f32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.addf %x, %o : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  // Legal, but the control function says no (strategy none declines all).
  %p5 = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%v : tensor<4xf32>) outs(%e1 : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.negf %x : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %c5 = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%p5 : tensor<4xf32>) outs(%e1 : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.mulf %x, %x : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  return %c1, %c2, %c3, %c5, %c4 : tensor<4xf32>, tensor<4x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<f32>
}
