// consumer_fan under the diffusion driver, centred on the two-result
// producer %p: the consumer %c2 is fused; %c1 reads the nest through both
// of its operands and is refused by the driver (consumer-reads-nest-twice);
// the join %c3 is then declined by upstream: its other operand is %c1,
// which reads the nest itself (so it cannot move above the nest) and is
// the nest's first user ("the first user of loop should not dominate any
// define of consumer operand(s)").
// EXPECT: pass
// STRATEGY: diffusion
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass (1 fusions), expected pass: ok
// CHECK: rules fired: DiffuseConsumer=1 DiffuseTile=1
// CHECK: refused pairs: diffusion:consumer-reads-nest-twice=1 diffusion:upstream-declined: the first user of loop should not dominate any define of consumer operand(s)=1
// CHECK: equivalence: proved
module attributes {fusefuzz.seed = 5 : i64} {
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
