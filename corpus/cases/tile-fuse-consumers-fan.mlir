// Upstream consumer fusion (scf::tileAndFuseConsumer): a two-result
// producer is tiled with scf.forall (parameters drawn from fusefuzz.seed =
// 7), then both of its consumers (one reads both results) and the join of
// the diamond they form are fused into the nest. Also the regression case
// for lowering: the nest's shared outputs all start from one tensor.empty,
// which One-Shot Bufferize put in one buffer until lowering untied them.
// EXPECT: pass
// STRATEGY: tile-fuse-consumers
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass (3 fusions), expected pass: ok
// CHECK: rules fired: TileAndFuseConsumer=3 TileProducer=1
// RUN: %fusefuzz check %s --strategy tile-fuse-consumers --print-fused | FileCheck %s --check-prefix=IR
// IR: scf.forall
// IR-COUNT-4: linalg.generic
// IR: scf.forall.in_parallel
module attributes {fusefuzz.seed = 7 : i64} {
func.func @case(%a: tensor<4x6xi32>, %b: tensor<4x6xi32>) -> tensor<4x6xi32> {
  %e = tensor.empty() : tensor<4x6xi32>
  %p:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<4x6xi32>, tensor<4x6xi32>) outs(%e, %e : tensor<4x6xi32>, tensor<4x6xi32>) {
  ^bb0(%x: i32, %y: i32, %o0: i32, %o1: i32):
    %s = arith.addi %x, %y : i32
    %m = arith.muli %x, %y : i32
    linalg.yield %s, %m : i32, i32
  } -> (tensor<4x6xi32>, tensor<4x6xi32>)
  %c1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%p#0, %p#1 : tensor<4x6xi32>, tensor<4x6xi32>) outs(%e : tensor<4x6xi32>) {
  ^bb0(%x: i32, %y: i32, %o: i32):
    %d = arith.subi %x, %y : i32
    linalg.yield %d : i32
  } -> tensor<4x6xi32>
  %c2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%p#0 : tensor<4x6xi32>) outs(%b : tensor<4x6xi32>) {
  ^bb0(%x: i32, %o: i32):
    %d = arith.xori %x, %o : i32
    linalg.yield %d : i32
  } -> tensor<4x6xi32>
  %c3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%c1, %c2 : tensor<4x6xi32>, tensor<4x6xi32>) outs(%e : tensor<4x6xi32>) {
  ^bb0(%x: i32, %y: i32, %o: i32):
    %d = arith.maxsi %x, %y : i32
    linalg.yield %d : i32
  } -> tensor<4x6xi32>
  return %c3 : tensor<4x6xi32>
}
}
