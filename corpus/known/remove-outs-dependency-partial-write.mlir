// Known upstream MLIR 22 bug found by fusefuzz (verdict: mismatch).
// EXPECT: mismatch
// STRATEGY: elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: mismatch (1 fusions), expected mismatch: ok
// RUN: not %fusefuzz check %s --strategy elementwise --equivalence report | FileCheck %s --check-prefix=SIG
// SIG: the fused kernel reads memory nobody wrote: result #0 at [0, 1]
// SIG: rules fired: FuseElementwiseOps=1 RemoveOutsDependency=1
// SIG: equivalence: refuted
// SIG: signature: mismatch:FuseElementwiseOps:unwritten/partial-write-into-empty
//
// `mlir-opt --linalg-fuse-elementwise-ops` (pattern RemoveOutsDependency)
// replaces the `outs` of a linalg.generic whose payload never reads its
// `%out` with a `tensor.empty`, taking the init for overwritten. An output
// map with a constant result, `(d0) -> (d0, 0)`, writes only column 0 of
// the 4x2 init: column 1 must keep the fill's value, and after the rewrite
// it is whatever the new buffer held. The fusion itself is right (the
// retired step proofs held); execution and the end-to-end proof see the
// unwritten column. Found by `fusefuzz run --strategy elementwise --seconds 60
// --seed 11` once generation wrote output maps with constant results
// (policy knob partial_write), within seconds; reduced by hand.
// Generation is not narrowed.
//
// REPRODUCE: mlir-opt --linalg-fuse-elementwise-ops remove-outs-dependency-partial-write.mlir
//   The fused generic's outs is `tensor.empty() : tensor<4x2xf32>`; the
//   linalg.fill of %arg2 is gone, so result[i][1] is no longer %arg2.
#id = affine_map<(d0) -> (d0)>
#pw = affine_map<(d0) -> (d0, 0)>
module attributes {fusefuzz.seed = 0 : i64} {
  func.func @case(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: f32) -> tensor<4x2xf32> {
    %e = tensor.empty() : tensor<4xf32>
    %p = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %s = arith.addf %x, %y : f32
      linalg.yield %s : f32
    } -> tensor<4xf32>
    %e2 = tensor.empty() : tensor<4x2xf32>
    %f = linalg.fill ins(%arg2 : f32) outs(%e2 : tensor<4x2xf32>) -> tensor<4x2xf32>
    %r = linalg.generic {indexing_maps = [#id, #pw], iterator_types = ["parallel"]} ins(%p : tensor<4xf32>) outs(%f : tensor<4x2xf32>) {
    ^bb0(%x: f32, %o: f32):
      %m = arith.mulf %x, %x : f32
      linalg.yield %m : f32
    } -> tensor<4x2xf32>
    return %r : tensor<4x2xf32>
  }
}
