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
// (%p = %a + %init) into a consumer with a reduction loop. The producer
// result is kept as an extra result of the fused op with the map
// (d0, d1) -> (d0), but d1 is now a loop of the fused op: the producer's
// payload runs once per d1 and from the second iteration on reads back its
// own earlier write instead of the init. Expected
// %r[i] = sum_j (a[i] + 1) * b[i][j]; the fused op computes
// (a[i] + 1) * b[i][0] + (2 a[i] + 1) * b[i][1] + ...
// The prover refutes it as `init-read-once[0]`. Found by
// `fusefuzz run --seed 2026 --seconds 240` (case seed 7147789444592676859,
// kept as corpus/cases/issue8-seed-7147789444592676859.mlir), reduced by
// hand. A sibling of elementwise-broadcast-reads-outs.mlir (there the extra
// loop is parallel).
//
// REPRODUCE: mlir-opt --linalg-fuse-elementwise-ops elementwise-reduction-reads-outs.mlir
//   The fused generic has iterator_types ["parallel", "reduction"],
//   outs(%fill1, %fill0) with map (d0, d1) -> (d0) for the first, and its
//   payload computes `arith.addi %in, %out` from that first out.
// REPRODUCE: fusefuzz check elementwise-reduction-reads-outs.mlir --strategy elementwise
module attributes {fusefuzz.seed = 0 : i64} {
  func.func @case(%a: tensor<4xi32>, %b: tensor<4x3xi32>) -> tensor<4xi32> {
    %e = tensor.empty() : tensor<4xi32>
    %one = arith.constant 1 : i32
    %init = linalg.fill ins(%one : i32) outs(%e : tensor<4xi32>) -> tensor<4xi32>
    %p = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xi32>) outs(%init : tensor<4xi32>) {
    ^bb0(%x: i32, %o: i32):
      %s = arith.addi %x, %o : i32
      linalg.yield %s : i32
    } -> tensor<4xi32>
    %e2 = tensor.empty() : tensor<4xi32>
    %zero = arith.constant 0 : i32
    %acc = linalg.fill ins(%zero : i32) outs(%e2 : tensor<4xi32>) -> tensor<4xi32>
    %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%p, %b : tensor<4xi32>, tensor<4x3xi32>) outs(%acc : tensor<4xi32>) {
    ^bb0(%x: i32, %y: i32, %o: i32):
      %m = arith.muli %x, %y : i32
      %s = arith.addi %o, %m : i32
      linalg.yield %s : i32
    } -> tensor<4xi32>
    return %r : tensor<4xi32>
  }
}
