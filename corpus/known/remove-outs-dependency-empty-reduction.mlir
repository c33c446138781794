// Known upstream MLIR 22 bug found by fusefuzz's end-to-end equivalence
// proof (verdict with --equivalence decide: proof-failure; execution at the
// case's sizes passes, execution at the counterexample's sizes confirms).
// EXPECT: proof-failure
// STRATEGY: pad+elementwise
// EQUIVALENCE: decide
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: proof-failure (0 fusions), expected proof-failure: ok
// CHECK: rules fired: RemoveOutsDependency=1
// RUN: not %fusefuzz check %s --strategy pad+elementwise --equivalence decide | FileCheck %s --check-prefix=PROOF
// PROOF: signature: proof-failure:RemoveOutsDependency:unwritten/reduction-init-empty (known: remove-outs-dependency-empty-reduction.mlir)
// PROOF: counterexample: dim(arg0,1)=0
// PROOF-SAME: fused undefined
// PROOF: execution at the counterexample's sizes mismatches too
//
// `mlir-opt --linalg-fuse-elementwise-ops` (pattern RemoveOutsDependency)
// replaces the `outs` of a linalg.generic whose payload never reads its
// `%out` with `tensor.empty`, reduction loops included. A reduction over an
// empty domain returns its init, so when the reduction dim is 0 the result
// is now uninitialized memory instead of %init. Found by
// `fusefuzz run --strategy pad+elementwise --seconds 60 --seed 101
// --equivalence decide` (case seed 3875157440196875774: a reduction whose
// payload canonicalization folded to a constant), reduced by hand.
// Generation is not narrowed.
//
// REPRODUCE: mlir-opt --linalg-fuse-elementwise-ops remove-outs-dependency-empty-reduction.mlir
//   The generic's outs becomes `tensor.empty() : tensor<4xi1>`; with
//   %arg0 : tensor<4x0xi1> the result should be %init and is not.
module attributes {fusefuzz.seed = 0 : i64} {
  func.func @case(%arg0: tensor<4x?xi1> {fusefuzz.shape = array<i64: 4, 3>}, %init: tensor<4xi1>) -> tensor<4xi1> {
    %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<4x?xi1>) outs(%init : tensor<4xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<4xi1>
    return %0 : tensor<4xi1>
  }
}
