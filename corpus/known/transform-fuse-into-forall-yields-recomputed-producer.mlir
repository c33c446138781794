// Upstream transform op, found by fusefuzz (verdict: mismatch):
// transform.structured.tile_using_forall tiles the returned 3-D op %9 in all
// three dims, then transform.structured.fuse_into_containing_op fuses its
// producer %8, which the function also returns and whose payload reads its
// init (out - 7). Because %8 has another use, the op yields it through a
// new shared output initialized with %8's init, and computes its tile once
// per tile of %9's third dim, which %8 does not have: the second
// computation reads the first one's result as its init, so the function
// returns -3 - 7 - 7 = -17 instead of -10 (and in parallel the iterations
// race on that tile). The C++ API (yieldReplacementForFusedProducer) says
// the caller must make sure the producer is not computed redundantly; the
// transform op does not. Kept as a known finding (rule
// TransformFuseIntoForallYielded); generation is not narrowed.
// EXPECT: mismatch
// STRATEGY: transform
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: mismatch (1 fusions), expected mismatch: ok
// CHECK: rules fired: TransformFuseIntoForallYielded=1
//
// REPRODUCE: fusefuzz check transform-fuse-into-forall-yields-recomputed-producer.mlir
//   --strategy transform --print-transform-script > repro.mlir, then
//   mlir-opt --transform-interpreter repro.mlir: the scf.forall gets
//   shared_outs(%arg8 = <the fill>) and computes `out - 7` on %arg8's tile
//   in every iteration over the third dim. The script:
//   module attributes {transform.with_named_sequence} {
//     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
//       %root = transform.structured.match attributes{"fusefuzz.root"} in %arg0 : (!transform.any_op) -> !transform.any_op
//       %producers = transform.structured.match attributes{"fusefuzz.producer"} in %arg0 : (!transform.any_op) -> !transform.any_op
//       %tiled, %forall = transform.structured.tile_using_forall %root tile_sizes [1, 5, 3] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
//       %fused, %new = transform.structured.fuse_into_containing_op %producers into %forall : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
//       transform.yield
//     }
//   }
#map = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module attributes {fusefuzz.strategy = "all", fusefuzz.policy = "0x88cb3a8b863f6dc1", fusefuzz.seed = 1249438492067787620 : i64} {
  func.func @case(%arg0: tensor<?x1xf32> {fusefuzz.shape = array<i64: 2, 1>}, %arg1: index {fusefuzz.value = 1 : i64}, %arg2: tensor<3x?xi1> {fusefuzz.shape = array<i64: 3, 4>}, %arg3: tensor<3x4x?xf32> {fusefuzz.shape = array<i64: 3, 4, 5>}) -> (tensor<?x?xf32>, tensor<3x4x?xf32>) {
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?x1xf32>
    %0 = tensor.empty(%dim) : tensor<1x?xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<?x1xf32>) outs(%0 : tensor<1x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x?xf32>
    %cst = arith.constant -1.500000e+00 : f32
    %padded = tensor.pad %1 low[2, %arg1] high[1, 0] {
    ^bb0(%arg4: index, %arg5: index):
      tensor.yield %cst : f32
    } : tensor<1x?xf32> to tensor<4x?xf32>
    %c1 = arith.constant 1 : index
    %dim_0 = tensor.dim %padded, %c1 : tensor<4x?xf32>
    %c1_1 = arith.constant 1 : index
    %dim_2 = tensor.dim %arg2, %c1_1 : tensor<3x?xi1>
    %2 = tensor.empty(%dim_0, %dim_2) : tensor<?x?xi1>
    %3 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%padded, %arg2 : tensor<4x?xf32>, tensor<3x?xi1>) outs(%2 : tensor<?x?xi1>) {
    ^bb0(%in: f32, %in_12: i1, %out: i1):
      linalg.yield %in_12 : i1
    } -> tensor<?x?xi1>
    %c0_3 = arith.constant 0 : index
    %dim_4 = tensor.dim %3, %c0_3 : tensor<?x?xi1>
    %c1_5 = arith.constant 1 : index
    %dim_6 = tensor.dim %3, %c1_5 : tensor<?x?xi1>
    %4 = tensor.empty(%dim_4, %dim_6) : tensor<?x?xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<?x?xi1>) outs(%4 : tensor<?x?xf32>) {
    ^bb0(%in: i1, %out: f32):
      %cst_12 = arith.constant 0.000000e+00 : f32
      linalg.yield %cst_12 : f32
    } -> tensor<?x?xf32>
    %c0_7 = arith.constant 0 : index
    %dim_8 = tensor.dim %5, %c0_7 : tensor<?x?xf32>
    %c1_9 = arith.constant 1 : index
    %dim_10 = tensor.dim %5, %c1_9 : tensor<?x?xf32>
    %6 = tensor.empty(%dim_8, %dim_10) : tensor<?x?xf32>
    %cst_11 = arith.constant -3.000000e+00 : f32
    %7 = linalg.fill ins(%cst_11 : f32) outs(%6 : tensor<?x?xf32>) -> tensor<?x?xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%5, %5 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%7 : tensor<?x?xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %cst_13 = arith.constant 7.000000e+00 : f32
      %10 = arith.subf %out, %cst_13 : f32
      linalg.yield %10 : f32
    } -> tensor<?x?xf32>
    %9 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<?x?xf32>) outs(%arg3 : tensor<3x4x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<3x4x?xf32>
    return %8, %9 : tensor<?x?xf32>, tensor<3x4x?xf32>
  }
}
