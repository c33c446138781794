// Known upstream MLIR 22 bug found by fusefuzz (verdict: mismatch).
// EXPECT: mismatch
// STRATEGY: elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: mismatch ({{[0-9]+}} fusions), expected mismatch: ok
// CHECK: equivalence: refuted
// The end-to-end proof alone refutes it through plain mlir-opt, with
// execution off:
// RUN: not %fusefuzz check %s --opt-tool mlir-opt --pipeline=--linalg-fuse-elementwise-ops --no-execute | FileCheck %s --check-prefix=EXTERNAL
// EXTERNAL: proof-failure (1 fusions): the end-to-end equivalence proof is refuted
//
// Elementwise fusion (`mlir-opt --linalg-fuse-elementwise-ops`, pattern
// FuseElementwiseOps) of a producer whose payload reads its `outs` value
// into a consumer that broadcasts the producer's result. Because the payload
// reads `outs`, the producer result is kept as an extra result of the fused
// op, but with the consumer-side map (d0, d1) -> (d0), which is not
// injective: the fused op writes element d0 once per d1 and the producer's
// payload reads back its own earlier write instead of the original init.
// Expected %r[i] = a[i] + init[i]; the fused op yields accumulated values.
// It happens under the default control (the producer here has one use), so
// plain `mlir-opt --linalg-fuse-elementwise-ops` shows it. The prover flags
// it as `written-once[0]` even when the inputs tried do not expose it.
//
// REPRODUCE: mlir-opt --linalg-fuse-elementwise-ops elementwise-broadcast-reads-outs.mlir
//   The fused generic has outs(%init, ...) with map (d0, d1) -> (d0) for
//   %init and a parallel d1 loop.
// REPRODUCE: fusefuzz check elementwise-broadcast-reads-outs.mlir --strategy elementwise
module attributes {fusefuzz.seed = 0 : i64} {
  func.func @case(%a: tensor<4xi32>, %init: tensor<4xi32>) -> tensor<4x3xi32> {
    %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xi32>) outs(%init : tensor<4xi32>) {
    ^bb0(%x: i32, %o: i32):
      %s = arith.addi %x, %o : i32
      linalg.yield %s : i32
    } -> tensor<4xi32>
    %e = tensor.empty() : tensor<4x3xi32>
    %b = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%r : tensor<4xi32>) outs(%e : tensor<4x3xi32>) {
    ^bb0(%x: i32, %o: i32):
      %c2 = arith.constant 2 : i32
      %m = arith.muli %x, %c2 : i32
      linalg.yield %m : i32
    } -> tensor<4x3xi32>
    return %b : tensor<4x3xi32>
  }
}
