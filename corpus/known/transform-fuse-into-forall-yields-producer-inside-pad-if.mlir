// Known upstream MLIR 22 bug found by fusefuzz (verdict: verifier-error).
// EXPECT: verifier-error
// STRATEGY: all
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: verifier-error (1 fusions), expected verifier-error: ok
// RUN: not %fusefuzz check %s | FileCheck %s --check-prefix=SIG
// SIG: signature: verifier-error:TransformFuseIntoForallYielded:parallel_insert_slice-operand-does-not-dominate/defined-in-if
//
// transform.structured.fuse_into_containing_op of a producer the function
// also returns into the scf.forall of a tiled tensor.pad (tile_using_forall
// on the pad): the producer's tile is computed inside the scf.if the tiled
// pad became (its branch for a non-empty source slice), and the forall
// yields it through a new shared output with a parallel_insert_slice
// outside that scf.if: "operand #0 does not dominate this use". The same
// shape of bug as the yielded-pad bug of tile-and-fuse
// (tile-fuse-yield-pad-replacement.mlir), here in the transform op's own
// yield. It was counted as the null-operand bug
// (transform-fuse-into-containing-null-operand.mlir) until verifier errors
// were matched by their facts. Found by the 3-minute default campaign
// `fusefuzz run --seconds 180 --seed 20261128` (case seed
// 683132652067795458 and five others); reduced by `fusefuzz reduce`.
// Generation is not narrowed.
//
// REPRODUCE: fusefuzz check transform-fuse-into-forall-yields-producer-inside-pad-if.mlir
//   --print-transform-script > repro.mlir; mlir-opt --transform-interpreter
//   repro.mlir gives "error: operand #0 does not dominate this use". Script:
//   %root = transform.structured.match attributes{"fusefuzz.root"} in %arg0 : (!transform.any_op) -> !transform.any_op
//   %producers = transform.structured.match attributes{"fusefuzz.producer"} in %arg0 : (!transform.any_op) -> !transform.any_op
//   %tiled, %forall = transform.structured.tile_using_forall %root tile_sizes [0, 3, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
//   %fused, %new = transform.structured.fuse_into_containing_op %producers into %forall : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2, d0)>
module attributes {fusefuzz.policy = "0x11dc6ffcbf16a0bf", fusefuzz.seed = 683132652067795458 : i64, fusefuzz.strategy = "all"} {
  func.func @case(%arg0: index {fusefuzz.value = 0 : i64}, %arg1: index {fusefuzz.value = 1 : i64}, %arg2: index {fusefuzz.value = 0 : i64}, %arg3: index {fusefuzz.value = 0 : i64}, %arg4: tensor<2x2x2xf16>) -> (tensor<2x2x2xf16>, tensor<?x?x?xf16>) {
    %cst = arith.constant 2.000000e+00 : f16
    %cst_0 = arith.constant 1.000000e+00 : f16
    %0 = tensor.empty() : tensor<2x2x2xf16>
    %1 = linalg.fill ins(%cst_0 : f16) outs(%0 : tensor<2x2x2xf16>) -> tensor<2x2x2xf16>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg4 : tensor<2x2x2xf16>) outs(%1 : tensor<2x2x2xf16>) {
    ^bb0(%in: f16, %out: f16):
      linalg.yield %in : f16
    } -> tensor<2x2x2xf16>
    %padded = tensor.pad %2 low[%arg0, %arg1, %arg2] high[2, 1, %arg3] {
    ^bb0(%arg5: index, %arg6: index, %arg7: index):
      tensor.yield %cst : f16
    } : tensor<2x2x2xf16> to tensor<?x?x?xf16>
    return %2, %padded : tensor<2x2x2xf16>, tensor<?x?x?xf16>
  }
}
