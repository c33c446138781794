// Upstream elementwise fusion, found by fusefuzz's end-to-end proof
// (verdict: mismatch at the sizes its counterexample names): fusing a
// producer that has other uses into a consumer that broadcasts it along a
// loop of dynamic size keeps the producer's result in the fused op, written
// under the consumer's map (d0, d1) -> (d0). Where that loop runs no
// iteration (here the consumer's second dim is 0), the fused op writes no
// element of the kept result: the returned %p is the tensor.empty nobody
// wrote, where the unfused function computed -a. linalg::fuseElementwiseOps
// keeps such results (getPreservedProducerResults) without asking whether
// the consumer's loops cover the producer's domain at every size; the
// fuse-multiuse-producer pattern and linalg-fuse-elementwise-ops with a
// control that fuses producers with other uses reach it. fusefuzz's own
// strategies that reuse the op layout refuse it
// (kept-result-under-loop-that-may-be-empty). Generation is not narrowed.
// EXPECT: mismatch
// STRATEGY: multiuse-producer
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: mismatch (1 fusions), expected mismatch: ok
// CHECK: rules fired: MultiUseProducerFusion=1
//
// REPRODUCE: mlir-opt --test-linalg-elementwise-fusion-patterns=fuse-multiuse-producer elementwise-kept-result-under-empty-loop.mlir
// gives one linalg.generic with outs(%0, %arg1), the kept result %1#0
// written through (d0, d1) -> (d0) and returned; run with %b of shape 4x0,
// its elements are never written.
// REPRODUCE: fusefuzz check elementwise-kept-result-under-empty-loop.mlir --strategy multiuse-producer
module attributes {fusefuzz.seed = 0 : i64} {
  func.func @case(%a: tensor<4xf32>, %b: tensor<4x?xf32> {fusefuzz.shape = array<i64: 4, 0>}) -> (tensor<4xf32>, tensor<4x?xf32>) {
    %e = tensor.empty() : tensor<4xf32>
    %p = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%x: f32, %o: f32):
      %y = arith.negf %x : f32
      linalg.yield %y : f32
    } -> tensor<4xf32>
    %c = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%p : tensor<4xf32>) outs(%b : tensor<4x?xf32>) {
    ^bb0(%x: f32, %o: f32):
      %y = arith.addf %x, %o : f32
      linalg.yield %y : f32
    } -> tensor<4x?xf32>
    return %p, %c : tensor<4xf32>, tensor<4x?xf32>
  }
}
