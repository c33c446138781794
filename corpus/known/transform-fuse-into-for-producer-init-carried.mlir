// Upstream transform op, found by fusefuzz in a 10-minute default campaign
// (verdict: mismatch; the prover agrees):
// transform.structured.fuse_into_containing_op fuses a producer whose
// destination (%arg0) is also the destination of the tiled consumer. The
// fused producer's outs becomes a slice of the loop's iter_arg, which
// earlier iterations have already overwritten with the consumer's tiles;
// the producer's payload reads its outs (`linalg.yield %out`), so from the
// second iteration on it reads the matmul's results instead of %arg0.
// Kept as a known finding (fact reads-earlier-iterations-writes, read from
// the fused IR); generation is not narrowed.
// EXPECT: mismatch
// STRATEGY: transform
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: mismatch (1 fusions), expected mismatch: ok
// CHECK: rules fired: TransformFuseIntoFor=1
//
// REPRODUCE: fusefuzz check transform-fuse-into-for-producer-init-carried.mlir
//   --strategy transform --print-transform-script > repro.mlir, then
//   mlir-opt --transform-interpreter repro.mlir: inside
//   scf.for ... iter_args(%arg3 = %arg0) the fused producer has
//   outs(tensor.extract_slice %arg3[0, 0] [4, 4]), not %arg0. Script:
//   %tiled, %loops:1 = transform.structured.tile_using_for %root tile_sizes [0, 3, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
//   %fused, %new = transform.structured.fuse_into_containing_op %producers into %loops#0 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
module attributes {fusefuzz.strategy = "all", fusefuzz.policy = "0x704eae7228c8393f", fusefuzz.seed = 2598789616157830146 : i64} {
  func.func @case(%arg0: tensor<4x4xi32>, %arg1: tensor<4x4x4x5xf32>) -> tensor<4x4xi32> {
    %0 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "parallel", "reduction"]} ins(%arg1 : tensor<4x4x4x5xf32>) outs(%arg0 : tensor<4x4xi32>) {
    ^bb0(%in: f32, %out: i32):
      linalg.yield %out : i32
    } -> tensor<4x4xi32>
    %1 = linalg.matmul ins(%0, %arg0 : tensor<4x4xi32>, tensor<4x4xi32>) outs(%arg0 : tensor<4x4xi32>) -> tensor<4x4xi32>
    return %1 : tensor<4x4xi32>
  }
}
