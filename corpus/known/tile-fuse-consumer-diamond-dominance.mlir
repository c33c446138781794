// Upstream consumer fusion, found by fusefuzz (verdict: verifier-error):
// after scf::tileAndFuseConsumer (transform.test.fuse_consumer) fused the
// first consumer of a two-result producer's nest, fusing a second consumer
// that reads both the producer's other result and the first consumer's
// result (a diamond) leaves a tensor.insert_slice in the loop body before
// the tiled op whose result it inserts: "operand #0 does not dominate this
// use". Kept as a known finding (signature verifier-error:TileAndFuseConsumer),
// generation is not narrowed.
// EXPECT: verifier-error
// STRATEGY: tile-fuse-consumers
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: verifier-error (2 fusions), expected verifier-error: ok
//
// REPRODUCE: mlir-opt --transform-interpreter with this file's function
// (tag the three generics {producer}, {first}, {second}) followed by:
//   module attributes {transform.with_named_sequence} {
//     transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
//       %p = transform.structured.match attributes{producer} in %root : (!transform.any_op) -> !transform.any_op
//       %c1 = transform.structured.match attributes{first} in %root : (!transform.any_op) -> !transform.any_op
//       %c2 = transform.structured.match attributes{second} in %root : (!transform.any_op) -> !transform.any_op
//       %tiled, %loop = transform.structured.tile_using_for %p tile_sizes [2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
//       %f1, %l1 = transform.test.fuse_consumer %c1 into (%loop) : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
//       %f2, %l2 = transform.test.fuse_consumer %c2 into (%l1) : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
//       transform.yield
//     }
//   }
// mlir-opt reports: 'tensor.insert_slice' operand #0 does not dominate this use.
// REPRODUCE: fusefuzz check tile-fuse-consumer-diamond-dominance.mlir --strategy tile-fuse-consumers
#map = affine_map<(d0) -> (d0)>
module attributes {fusefuzz.seed = 2 : i64} {
func.func @case(%arg0: tensor<4xi32>, %arg2: tensor<4xi32>) -> tensor<4xi32> {
  %5 = tensor.empty() : tensor<4xi32>
  %0 = tensor.empty() : tensor<4xi32>
  %1 = tensor.empty() : tensor<4xi32>
  %2:2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg2 : tensor<4xi32>) outs(%0, %1 : tensor<4xi32>, tensor<4xi32>) {
  ^bb0(%in: i32, %out: i32, %out_0: i32):
    %m = arith.muli %in, %in : i32
    linalg.yield %in, %m : i32, i32
  } -> (tensor<4xi32>, tensor<4xi32>)
  %3 = tensor.empty() : tensor<4xi32>
  %4 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2#1, %arg0 : tensor<4xi32>, tensor<4xi32>) outs(%3 : tensor<4xi32>) {
  ^bb0(%in: i32, %in_0: i32, %out: i32):
    %s = arith.addi %in, %in_0 : i32
    linalg.yield %s : i32
  } -> tensor<4xi32>
  %6 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2#0, %4 : tensor<4xi32>, tensor<4xi32>) outs(%5 : tensor<4xi32>) {
  ^bb0(%in: i32, %in_1: i32, %out: i32):
    %s = arith.subi %in, %in_1 : i32
    linalg.yield %s : i32
  } -> tensor<4xi32>
  return %6 : tensor<4xi32>
}
}
