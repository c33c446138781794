// Upstream transform op, found by fusefuzz (verdict: mismatch; the prover
// agrees): transform.structured.fuse_into_containing_op
// fuses a producer that the function also returns, so it yields it through
// a new scf.forall shared output initialized with the producer's init. Here
// that init (%arg0) is also one of the producer's *inputs* (read through a
// transposed map): inside the forall every use of %arg0 becomes the shared
// output, so the producer reads the elements other iterations already
// overwrote with its results instead of the original %arg0. Kept as a
// known finding (fact reads-earlier-iterations-writes, read from the fused
// IR), generation is not narrowed.
// EXPECT: mismatch
// STRATEGY: transform
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: mismatch (1 fusions), expected mismatch: ok
// CHECK: rules fired: TransformFuseIntoForallYielded=1
//
// REPRODUCE: fusefuzz check transform-fuse-into-forall-yield-reads-own-init.mlir
//   --strategy transform --print-transform-script > repro.mlir, then
//   mlir-opt --transform-interpreter repro.mlir: the forall has
//   shared_outs(..., %arg8 = %arg0) and the fused producer's first input is
//   tensor.extract_slice %arg8[...] (the shared output), not %arg0. Script:
//   %root = transform.structured.match attributes{"fusefuzz.root"} in %arg0 : (!transform.any_op) -> !transform.any_op
//   %producers = transform.structured.match attributes{"fusefuzz.producer"} in %arg0 : (!transform.any_op) -> !transform.any_op
//   %tiled, %forall = transform.structured.tile_using_forall %root tile_sizes [1, 0, 2, 3] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
//   %fused, %new = transform.structured.fuse_into_containing_op %producers into %forall : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
#map = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d2, d1, d3, d0)>
module attributes {fusefuzz.seed = -7854492051904337913 : i64} {
  func.func @case(%arg0: tensor<5x4x?x?xf16> {fusefuzz.shape = array<i64: 5, 4, 4, 1>}, %arg1: tensor<5x4x4x1xf16>, %arg2: tensor<4x4x1x5xf16>, %arg3: tensor<?x4x?x1xi1> {fusefuzz.shape = array<i64: 5, 4, 4, 1>}) -> (tensor<5x4x?x?xf16>, tensor<?x4x?x?xi1>) {
    %0 = linalg.generic {indexing_maps = [#map, #map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<5x4x?x?xf16>, tensor<5x4x4x1xf16>, tensor<4x4x1x5xf16>) outs(%arg0 : tensor<5x4x?x?xf16>) {
    ^bb0(%in: f16, %in_2: f16, %in_3: f16, %out: f16):
      linalg.yield %in : f16
    } -> tensor<5x4x?x?xf16>
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %arg3, %c0 : tensor<?x4x?x1xi1>
    %c2 = arith.constant 2 : index
    %dim_0 = tensor.dim %0, %c2 : tensor<5x4x?x?xf16>
    %c3 = arith.constant 3 : index
    %dim_1 = tensor.dim %0, %c3 : tensor<5x4x?x?xf16>
    %1 = tensor.empty(%dim, %dim_0, %dim_1) : tensor<?x4x?x?xi1>
    %2 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%0, %arg3, %arg0 : tensor<5x4x?x?xf16>, tensor<?x4x?x1xi1>, tensor<5x4x?x?xf16>) outs(%1 : tensor<?x4x?x?xi1>) {
    ^bb0(%in: f16, %in_2: i1, %in_3: f16, %out: i1):
      linalg.yield %in_2 : i1
    } -> tensor<?x4x?x?xi1>
    return %0, %2 : tensor<5x4x?x?xf16>, tensor<?x4x?x?xi1>
  }
}
