// Upstream tile-and-fuse, found by fusefuzz's prover (verdict:
// proof-failure, a race, fact forall-race/recomputed-whole;
// campaign seed 7067038974600077762): with `yieldProducerReplacement`
// into an scf.forall (scf::tileConsumerAndFuseProducersUsingSCF with
// LoopType::ForallOp; transform.test.fuse_and_yield use_forall), a fused
// producer the consumer reads along a dim it lacks (here the transpose,
// read through (d1, d2) by a consumer tiled along d0) is computed whole in
// every iteration, and every iteration parallel_insert_slices the whole of
// it into one shared output: concurrent writes of the same elements, which
// scf.forall leaves undefined (equal values here, so execution, which runs
// a forall sequentially, agrees). Not the reduction-dim race of
// tile-forall-over-reduction-races.mlir: no loop here tiles a reduction.
// The same assumption as in tile-fuse-yields-recomputed-producer.mlir
// (yieldReplacementForFusedProducer: the producer's slices do not overlap
// across iterations), broken under a forall. Kept as a known finding,
// generation is not narrowed.
// EXPECT: proof-failure
// STRATEGY: tile-fuse-producers
// RUN: %fusefuzz replay %s | FileCheck %s
// RUN: not %fusefuzz check %s --strategy tile-fuse-producers | FileCheck %s --check-prefix=SIG
// SIG: signature: proof-failure:TileAndFuseProducerYielded:forall-race/recomputed-whole
// CHECK: proof-failure (3 fusions), expected proof-failure: ok
// CHECK: rules fired: TileAndFuseProducerYielded=3 TileConsumer=1
//
// REPRODUCE: mlir-opt --transform-interpreter --canonicalize with the
// function below, its generic tagged {fusefuzz.root} and the transpose
// also returned, and:
//   module attributes {transform.with_named_sequence} {
//     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
//       %root = transform.structured.match attributes{"fusefuzz.root"} in %arg0 : (!transform.any_op) -> !transform.any_op
//       %a, %b = transform.test.fuse_and_yield %root [1, 0, 0, 0] use_forall true : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
//       transform.yield
//     }
//   }
// Both iterations of `scf.forall (%arg2) in (2)` recompute the fill, the
// matmul and the transpose and write all of it:
//   tensor.parallel_insert_slice %transposed into %arg4[0, 0] [2, 5] [1, 1]
// REPRODUCE: fusefuzz check tile-forall-yields-recomputed-producer-races.mlir --strategy tile-fuse-producers
#map = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module attributes {fusefuzz.policy = "0x704eae7228c8393f", fusefuzz.seed = 7067038974600077762 : i64} {
  func.func @case(%arg0: tensor<5x2xi8>, %arg1: tensor<2x2xi8>) -> tensor<2x2x5x5xi8> {
    %0 = tensor.empty() : tensor<5x2xi8>
    %c4_i8 = arith.constant 4 : i8
    %1 = linalg.fill ins(%c4_i8 : i8) outs(%0 : tensor<5x2xi8>) -> tensor<5x2xi8>
    %2 = linalg.matmul ins(%arg0, %arg1 : tensor<5x2xi8>, tensor<2x2xi8>) outs(%1 : tensor<5x2xi8>) -> tensor<5x2xi8>
    %3 = tensor.empty() : tensor<2x5xi8>
    %transposed = linalg.transpose ins(%2 : tensor<5x2xi8>) outs(%3 : tensor<2x5xi8>) permutation = [1, 0] 
    %4 = tensor.empty() : tensor<2x2x5x5xi8>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed : tensor<2x5xi8>) outs(%4 : tensor<2x2x5x5xi8>) {
    ^bb0(%in: i8, %out: i8):
      linalg.yield %in : i8
    } -> tensor<2x2x5x5xi8>
    return %5 : tensor<2x2x5x5xi8>
  }
}
