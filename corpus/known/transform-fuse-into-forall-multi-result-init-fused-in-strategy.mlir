// Known upstream MLIR 22 bug found by fusefuzz (verdict: mismatch), the
// bug of transform-fuse-into-forall-multi-result-init.mlir reached through
// fusefuzz's own `transform` strategy.
// EXPECT: mismatch
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: mismatch (3 fusions), expected mismatch: ok
// RUN: not %fusefuzz check %s | FileCheck %s --check-prefix=SIG
// SIG: signature: mismatch:TransformFuseIntoForall:loop-starts-from-another-results-init
//
// The consumer %5's init is %4#1, the second result of a two-result
// producer whose inits are %1 (a fill of -1) and %3 (a fill of 5).
// transform.structured.tile_using_forall makes %4#1 the loop's shared
// output; transform.structured.fuse_into_containing_op fuses %4 and starts
// the shared output from %1, the destination of its FIRST result: every
// element of the result is -1 where it must be 5. Found by a 10-minute
// default campaign (case seed 18016991484635609028), reduced by
// `fusefuzz reduce`. The fact loop-starts-from-another-results-init is
// read from the fused IR. Generation is not narrowed.
//
// REPRODUCE: fusefuzz check transform-fuse-into-forall-multi-result-init-fused-in-strategy.mlir
//   --print-transform-script > repro.mlir, then
//   mlir-opt --transform-interpreter repro.mlir: the loop is
//   `scf.forall ... shared_outs(%arg3 = %1)` with %1 the fill of -1.
//   Script:
//   %tiled, %forall = transform.structured.tile_using_forall %root tile_sizes [1, 3, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
//   %fused, %new = transform.structured.fuse_into_containing_op %producers into %forall : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
#map = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module attributes {fusefuzz.strategy = "all", fusefuzz.policy = "0x11dc6ffcbf16a0bf", fusefuzz.seed = -429752589073942588 : i64} {
  func.func @case(%arg0: tensor<3x2x1x?xi32> {fusefuzz.shape = array<i64: 3, 2, 1, 5>}) -> tensor<1x?x2xi32> {
    %c3 = arith.constant 3 : index
    %dim = tensor.dim %arg0, %c3 : tensor<3x2x1x?xi32>
    %0 = tensor.empty(%dim) : tensor<1x?x2xi32>
    %c-1_i32 = arith.constant -1 : i32
    %1 = linalg.fill ins(%c-1_i32 : i32) outs(%0 : tensor<1x?x2xi32>) -> tensor<1x?x2xi32>
    %c3_0 = arith.constant 3 : index
    %dim_1 = tensor.dim %arg0, %c3_0 : tensor<3x2x1x?xi32>
    %2 = tensor.empty(%dim_1) : tensor<1x?x2xi32>
    %c5_i32 = arith.constant 5 : i32
    %3 = linalg.fill ins(%c5_i32 : i32) outs(%2 : tensor<1x?x2xi32>) -> tensor<1x?x2xi32>
    %4:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<3x2x1x?xi32>) outs(%1, %3 : tensor<1x?x2xi32>, tensor<1x?x2xi32>) {
    ^bb0(%in: i32, %out: i32, %out_2: i32):
      linalg.yield %in, %out_2 : i32, i32
    } -> (tensor<1x?x2xi32>, tensor<1x?x2xi32>)
    %5 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4#1, %4#0 : tensor<1x?x2xi32>, tensor<1x?x2xi32>) outs(%4#1 : tensor<1x?x2xi32>) {
    ^bb0(%in: i32, %in_2: i32, %out: i32):
      linalg.yield %out : i32
    } -> tensor<1x?x2xi32>
    return %5 : tensor<1x?x2xi32>
  }
}
