// Known upstream MLIR 22 bug found by fusefuzz (the end-to-end equivalence
// proof's shape query first: case seed 8876304553977787662 of a 10-minute
// decide campaign; now also both executors' check of a linalg op's shape
// contract).
// EXPECT: mismatch
// STRATEGY: pad+elementwise
// RUN: not %fusefuzz check %s --strategy pad+elementwise | FileCheck %s
// CHECK: mismatch (1 fusions): the fused function failed at run time (the unfused one ran)
// CHECK-SAME: tensor.cast (line {{[0-9]+}}): size mismatch of dim 0
// CHECK: signature: mismatch:FuseElementwiseOps:sizes/static-size-differs
// RUN: not %fusefuzz prove %s --strategy pad+elementwise | FileCheck %s --check-prefix=PROOF
// PROOF: equivalence: refuted
// PROOF-NEXT: the fused function's sizes break a condition the unfused one meets, or a result's sizes differ: counterexample: dim(arg0,0)=4, i=(); broken: (= |dim(arg0,0)| 2)
//
// `mlir-opt --linalg-fuse-elementwise-ops` fuses a producer that reads
// %arg0 at `d0 + d1` (any size >= 4 is fine for it: it reads indices 0..3)
// into a consumer that reads the producer at `(d0, 0)`. The fused map of
// %arg0 is the bare dim `(d0) -> (d0)`, which a linalg op requires to match
// its loop's range exactly: the fused op is defined only when %arg0 has 2
// elements, where the original ran on any size >= 4. Here the fused generic
// is an identity and folds away to `tensor.cast %arg0 : tensor<?xf32> to
// tensor<2xf32>`, which fails at run time with %arg0 of size 4 (the
// original program's own size). Where the fused op stays a generic, its
// loop ranges come from its first operands and the results usually still
// match: execution shows it only at other sizes (the generated case).
// Expected: the fused op reads %arg0 through an extract_slice of the
// consumer's loop range (or fusion declines), not a bare-dim map.
// Generation is not narrowed.
//
// REPRODUCE: mlir-opt --linalg-fuse-elementwise-ops elementwise-fusion-ties-read-within-size.mlir
//   The function returns `tensor.cast %arg0 : tensor<?xf32> to tensor<2xf32>`;
//   with %arg0 : tensor<4xf32> (the unfused function's valid input) the cast
//   fails `-generate-runtime-verification`'s check.
module attributes {fusefuzz.seed = 0 : i64} {
  func.func @case(%arg0: tensor<?xf32> {fusefuzz.shape = array<i64: 4>}, %init: tensor<2x3xf32>, %out: tensor<2xf32>) -> tensor<2xf32> {
    %p = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0 + d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<?xf32>) outs(%init : tensor<2x3xf32>) {
    ^bb0(%in: f32, %o: f32):
      linalg.yield %in : f32
    } -> tensor<2x3xf32>
    %c = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0, 0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%p : tensor<2x3xf32>) outs(%out : tensor<2xf32>) {
    ^bb0(%in: f32, %o: f32):
      linalg.yield %in : f32
    } -> tensor<2xf32>
    return %c : tensor<2xf32>
  }
}
