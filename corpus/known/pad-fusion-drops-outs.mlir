// Known upstream MLIR 22 bug found by fusefuzz (verdict: mismatch).
// EXPECT: mismatch
// STRATEGY: pad
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: mismatch ({{[0-9]+}} fusions), expected mismatch: ok
// CHECK: equivalence: refuted
// The end-to-end proof alone refutes it through plain mlir-opt, with
// execution off:
// RUN: not %fusefuzz check %s --opt-tool mlir-opt --pipeline=--test-linalg-pad-fusion --no-execute | FileCheck %s --check-prefix=EXTERNAL
// EXTERNAL: proof-failure (1 fusions): the end-to-end equivalence proof is refuted
//
// FusePadOpWithLinalgProducer (populateFuseTensorPadWithProducerLinalgOpPatterns,
// `mlir-opt --test-linalg-pad-fusion`) replaces the producer's `outs` operand
// with a slice of the pad-value-filled result, even when the producer's
// payload reads its `outs` value (%o below). The fused op then computes
// a + 6 (the pad value) instead of a + init.
//
// REPRODUCE: mlir-opt --test-linalg-pad-fusion pad-fusion-drops-outs.mlir
//   The fused linalg.generic has outs(%extracted_slice) of linalg.fill 6,
//   so its %out block argument is 6, not %init.
// REPRODUCE: fusefuzz check pad-fusion-drops-outs.mlir --strategy pad
module attributes {fusefuzz.seed = 0 : i64} {
  func.func @case(%a: tensor<4xi32>, %init: tensor<4xi32>) -> tensor<6xi32> {
    %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xi32>) outs(%init : tensor<4xi32>) {
    ^bb0(%x: i32, %o: i32):
      %s = arith.addi %x, %o : i32
      linalg.yield %s : i32
    } -> tensor<4xi32>
    %c = arith.constant 6 : i32
    %p = tensor.pad %r low[2] high[0] {
    ^bb0(%i: index):
      tensor.yield %c : i32
    } : tensor<4xi32> to tensor<6xi32>
    return %p : tensor<6xi32>
  }
}
