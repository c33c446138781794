// Known upstream MLIR 22 bug found by fusefuzz (verdict: mismatch).
// EXPECT: mismatch
// STRATEGY: pad
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: mismatch (1 fusions), expected mismatch: ok
// CHECK: equivalence: refuted
// RUN: not %fusefuzz check %s --strategy pad | FileCheck %s --check-prefix=SIG
// SIG: signature: mismatch:FusePadOp:pad-value-as-init/partial-write
// The end-to-end proof alone refutes it through plain mlir-opt, with
// execution off:
// RUN: not %fusefuzz check %s --opt-tool mlir-opt --pipeline=--test-linalg-pad-fusion --no-execute | FileCheck %s --check-prefix=EXTERNAL
// EXTERNAL: proof-failure (1 fusions): the end-to-end equivalence proof is refuted
//
// FusePadOpWithLinalgProducer (populateFuseTensorPadWithProducerLinalgOpPatterns,
// `mlir-opt --test-linalg-pad-fusion`) replaces the producer's `outs` with a
// slice of the pad-value-filled result. The producer's output map
// `(d0) -> (d0, 0)` writes only column 0 of its 4x2 init: column 1 of the
// result is the init's, and after the rewrite it is the pad value 6. The
// same rewrite as pad-fusion-drops-outs.mlir (a payload reading its outs),
// reached without any read of the outs: a fix that only looks at the
// payload misses it. Found by `fusefuzz run --strategy every --seconds 20
// --seed 2027` (pad+elementwise, case seed 11940898917488552915) once
// generation wrote output maps with constant results; the fact
// pad-value-as-init/partial-write is read from the fused IR. Reduced by
// hand. Generation is not narrowed.
//
// REPRODUCE: mlir-opt --test-linalg-pad-fusion pad-fusion-drops-partially-written-init.mlir
//   The fused linalg.generic has outs(%extracted_slice) of linalg.fill 6,
//   so rows 2..5 of column 1 are 6, not %init's column 1.
// REPRODUCE: fusefuzz check pad-fusion-drops-partially-written-init.mlir --strategy pad
module attributes {fusefuzz.seed = 0 : i64} {
  func.func @case(%a: tensor<4xi32>, %init: tensor<4x2xi32>) -> tensor<6x2xi32> {
    %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0, 0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xi32>) outs(%init : tensor<4x2xi32>) {
    ^bb0(%x: i32, %o: i32):
      linalg.yield %x : i32
    } -> tensor<4x2xi32>
    %c = arith.constant 6 : i32
    %p = tensor.pad %r low[2, 0] high[0, 0] {
    ^bb0(%i: index, %j: index):
      tensor.yield %c : i32
    } : tensor<4x2xi32> to tensor<6x2xi32>
    return %p : tensor<6x2xi32>
  }
}
