// Consumers upstream consumer fusion does not take, each classified: one
// writes into the producer's result (upstream: "consumer op taking the
// result of scf.for as init is not supported"), one reads it through a
// constant index (upstream fails silently: the operand map is not a
// projected permutation), and one reduces it with a non-associative
// "last element" combiner, which the strategy keeps whole because
// reordering it would be a false alarm.
// EXPECT: pass
// STRATEGY: tile-fuse-consumers
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass (0 fusions), expected pass: ok
// CHECK: refused pairs: tile:consumer-reduction-not-reassociable=1 tile:upstream-declined: consumer op taking the result of scf.for as init is not supported=1 tile:upstream-declined: consumer operand map not a projected permutation=1
module attributes {fusefuzz.seed = 1 : i64} {
func.func @case(%a: tensor<4x6xi32>, %b: tensor<4x6xi32>, %r: tensor<4xi32>) -> (tensor<4x6xi32>, tensor<4x6xi32>, tensor<4xi32>) {
  %e = tensor.empty() : tensor<4x6xi32>
  %p = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x6xi32>) outs(%e : tensor<4x6xi32>) {
  ^bb0(%x: i32, %o: i32):
    %s = arith.addi %x, %x : i32
    linalg.yield %s : i32
  } -> tensor<4x6xi32>
  %into = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%b : tensor<4x6xi32>) outs(%p : tensor<4x6xi32>) {
  ^bb0(%x: i32, %o: i32):
    %s = arith.subi %o, %x : i32
    linalg.yield %s : i32
  } -> tensor<4x6xi32>
  %bcast = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%p : tensor<4x6xi32>) outs(%e : tensor<4x6xi32>) {
  ^bb0(%x: i32, %o: i32):
    linalg.yield %x : i32
  } -> tensor<4x6xi32>
  %last = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%p : tensor<4x6xi32>) outs(%r : tensor<4xi32>) {
  ^bb0(%x: i32, %o: i32):
    linalg.yield %x : i32
  } -> tensor<4xi32>
  return %into, %bcast, %last : tensor<4x6xi32>, tensor<4x6xi32>, tensor<4xi32>
}
}
