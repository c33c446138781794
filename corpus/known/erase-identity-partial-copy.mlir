// Known upstream MLIR 22 bug found by fusefuzz (verdict: mismatch).
// EXPECT: mismatch
// STRATEGY: elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: mismatch (0 fusions), expected mismatch: ok
// RUN: not %fusefuzz check %s --strategy elementwise --equivalence report | FileCheck %s --check-prefix=SIG
// SIG: result #0 at [1, 1]
// SIG: rules fired: EraseIdentityLinalgOp=1 EraseIdentityLinalgOp:partial-copy=1
// SIG: equivalence: refuted
// SIG: signature: mismatch:no-fusion[elementwise]:erased-partial-copy
//
// Linalg's canonicalization pattern EraseIdentityLinalgOp (`mlir-opt
// --canonicalize`, also part of the elementwise fusion pass's pattern set)
// replaces a linalg.generic whose payload only yields an input, and whose
// indexing maps are all equal, by that input. Its comment says "All
// indexing maps must be equal. It follows that they are permutations": not
// so for maps with a constant result. `(d0) -> (d0, 0)` on both operands
// copies column 0 of %a into column 0 of %init and keeps %init's column 1;
// after the rewrite the function returns %a whole, so column 1 is %a's.
// Where the init has another size along the constant's dim (a dynamic one),
// the result's shape changes too (a tensor.cast from the input's type).
// Found by the 10-minute default campaign `fusefuzz run --seconds 600 --seed
// 20261127` (case seed 16492280361456493155, a generated residual block
// whose last generic writes part of its init; there the result's shape
// changed, 1x5x5x2 to 1x5x5x1); reduced by hand. Generation is not narrowed.
//
// REPRODUCE: mlir-opt --canonicalize erase-identity-partial-copy.mlir
//   The generic is gone: `return %arg0`.
module attributes {fusefuzz.seed = 0 : i64} {
  func.func @case(%a: tensor<4x2xf32>, %init: tensor<4x2xf32>) -> tensor<4x2xf32> {
    %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0, 0)>, affine_map<(d0) -> (d0, 0)>], iterator_types = ["parallel"]} ins(%a : tensor<4x2xf32>) outs(%init : tensor<4x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2xf32>
    return %r : tensor<4x2xf32>
  }
}
