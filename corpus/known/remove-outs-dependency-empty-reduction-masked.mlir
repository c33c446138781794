// The upstream bug of remove-outs-dependency-empty-reduction.mlir, where the
// unwritten element reaches the result through ops that hide it from the
// interpreter: it reads an unwritten i1 as 0 or 1 (its two fill patterns),
// and 2.0 < uitofp(x) is false for both, while the compiled code reads the
// whole byte (0xff: 255.0, true). Found as case seed 13660323758793227941
// of a 10-minute decide campaign (its end-to-end refutation, "fused
// undefined", looked contradicted at its sizes: the interpreter passed, the
// JIT mismatched, an executor disagreement); reduced by hand. Only the fused
// function reading unwritten elements, the JIT's mismatch is the verdict.
// EXPECT: mismatch
// STRATEGY: pad+elementwise
// RUN: not %fusefuzz check %s --strategy pad+elementwise --execution both | FileCheck %s
// CHECK: mismatch (0 fusions): result #0 at [0]: expected false, got true (input set small-ints) (the fused function reads elements nobody wrote: the interpreter's values of them hid it)
// CHECK: rules fired: RemoveOutsDependency=2
// RUN: not %fusefuzz check %s --strategy pad+elementwise --equivalence decide | FileCheck %s --check-prefix=PROOF
// PROOF: equivalence: refuted
// PROOF: fused undefined
//
// REPRODUCE: mlir-opt --linalg-fuse-elementwise-ops remove-outs-dependency-empty-reduction-masked.mlir
//   The reduction's outs becomes `tensor.empty() : tensor<4xi1>`; with
//   %arg0 : tensor<4x0xi1> the result should be 2.0 < uitofp(%init) (false).
module attributes {fusefuzz.seed = 0 : i64} {
  func.func @case(%arg0: tensor<4x?xi1> {fusefuzz.shape = array<i64: 4, 0>}, %init: tensor<4xi1>) -> tensor<4xi1> {
    %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<4x?xi1>) outs(%init : tensor<4xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<4xi1>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%0 : tensor<4xi1>) outs(%init : tensor<4xi1>) {
    ^bb0(%in: i1, %out: i1):
      %two = arith.constant 2.0 : f32
      %f = arith.uitofp %in : i1 to f32
      %c = arith.cmpf olt, %two, %f : f32
      linalg.yield %c : i1
    } -> tensor<4xi1>
    return %1 : tensor<4xi1>
  }
}
