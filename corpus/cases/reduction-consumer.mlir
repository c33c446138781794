// An elementwise producer fused into a reduction consumer.
// EXPECT: pass
// STRATEGY: elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
func.func @case(%a: tensor<4x3xi32>) -> tensor<4xi32> {
  %e = tensor.empty() : tensor<4x3xi32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x3xi32>) outs(%e : tensor<4x3xi32>) {
  ^bb0(%x: i32, %o: i32):
    %s = arith.muli %x, %x : i32
    linalg.yield %s : i32
  } -> tensor<4x3xi32>
  %z = arith.constant 0 : i32
  %i = tensor.empty() : tensor<4xi32>
  %acc = linalg.fill ins(%z : i32) outs(%i : tensor<4xi32>) -> tensor<4xi32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<4x3xi32>) outs(%acc : tensor<4xi32>) {
  ^bb0(%x: i32, %o: i32):
    %s = arith.addi %x, %o : i32
    linalg.yield %s : i32
  } -> tensor<4xi32>
  return %1 : tensor<4xi32>
}
