// Upstream consumer fusion, found by fusefuzz (verdict: mismatch; in the
// diffusion driver it showed as "the fused kernel reads memory nobody
// wrote"): scf::tileAndFuseConsumer (and so `transform.test.fuse_consumer`)
// fuses a consumer that reads the tiled producer through two operands
// indexing different loops (r[i, j, k] = p[i, k] - p[j, k]). Upstream
// derives the consumer's tile from both operand tiles at once, so each
// iteration computes only the block with i and j in the *same* producer
// tile: the off-diagonal blocks are never computed and keep the init.
// Kept as a known finding (rule TileAndFuseConsumerSeveralMaps: a consumer
// reading the nest through operands with different maps); generation is
// not narrowed. fusefuzz's own diffusion driver refuses such consumers.
// EXPECT: mismatch
// STRATEGY: tile-fuse-consumers
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: mismatch (1 fusions), expected mismatch: ok
// CHECK: rules fired: TileAndFuseConsumerSeveralMaps=1 TileProducer=1
//
// REPRODUCE: mlir-opt --transform-interpreter --canonicalize --cse with this
// file's function followed by this script:
//   module attributes {transform.with_named_sequence} {
//     transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
//       %generics = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
//       %producer, %consumer = transform.split_handle %generics : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
//       %tiled, %loop = transform.structured.tile_using_for %producer tile_sizes [2, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
//       %fused, %new_loop = transform.test.fuse_consumer %consumer into (%loop) : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
//       transform.yield
//     }
//   }
// The output writes the consumer's tile at [%iv, %iv, 0] only.
// REPRODUCE: fusefuzz check tile-fuse-consumer-two-operand-tiles.mlir --strategy tile-fuse-consumers
#id = affine_map<(d0, d1) -> (d0, d1)>
#rowA = affine_map<(d0, d1, d2) -> (d0, d2)>
#rowB = affine_map<(d0, d1, d2) -> (d1, d2)>
#out = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module attributes {fusefuzz.seed = 3 : i64} {
func.func @case(%a: tensor<4x3xi32>, %init: tensor<4x4x3xi32>) -> tensor<4x4x3xi32> {
  %e = tensor.empty() : tensor<4x3xi32>
  // Producer: doubles every element.
  %p = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<4x3xi32>) outs(%e : tensor<4x3xi32>) {
  ^bb0(%x: i32, %o: i32):
    %s = arith.addi %x, %x : i32
    linalg.yield %s : i32
  } -> tensor<4x3xi32>
  // Consumer: every pair of rows, r[i, j, k] = p[i, k] - p[j, k].
  %r = linalg.generic {indexing_maps = [#rowA, #rowB, #out], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%p, %p : tensor<4x3xi32>, tensor<4x3xi32>) outs(%init : tensor<4x4x3xi32>) {
  ^bb0(%x: i32, %y: i32, %o: i32):
    %d = arith.subi %x, %y : i32
    linalg.yield %d : i32
  } -> tensor<4x4x3xi32>
  return %r : tensor<4x4x3xi32>
}
}
