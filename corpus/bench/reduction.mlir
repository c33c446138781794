// Benchmark case: an elementwise producer feeding a row sum (reduction consumer)
// Dynamic dims scale with `fusefuzz bench --scale N`.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
#id = affine_map<(d0, d1) -> (d0, d1)>
#rows = affine_map<(d0, d1) -> (d0)>
func.func @case(%a: tensor<?x?xi32> {fusefuzz.shape = array<i64: 64, 64>}) -> tensor<?xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %a, %c0 : tensor<?x?xi32>
  %d1 = tensor.dim %a, %c1 : tensor<?x?xi32>
  %e = tensor.empty(%d0, %d1) : tensor<?x?xi32>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<?x?xi32>) outs(%e : tensor<?x?xi32>) {
  ^bb0(%x: i32, %o: i32):
    %s = arith.muli %x, %x : i32
    linalg.yield %s : i32
  } -> tensor<?x?xi32>
  %z = arith.constant 0 : i32
  %i = tensor.empty(%d0) : tensor<?xi32>
  %acc = linalg.fill ins(%z : i32) outs(%i : tensor<?xi32>) -> tensor<?xi32>
  %1 = linalg.generic {indexing_maps = [#id, #rows], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<?x?xi32>) outs(%acc : tensor<?xi32>) {
  ^bb0(%x: i32, %o: i32):
    %s = arith.addi %x, %o : i32
    linalg.yield %s : i32
  } -> tensor<?xi32>
  return %1 : tensor<?xi32>
}
