// A crashing kernel is a crash verdict, and replay goes on. It reads 4 GiB
// past its input through its indexing map, which no runtime check of the
// checking build stops (an out-of-bounds slice would be stopped there).
// EXPECT: crash
// STRATEGY: none
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: crash ({{[0-9]+}} fusions), expected crash: ok
func.func @case(%a: tensor<?xf32> {fusefuzz.shape = array<i64: 4>}) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0 * 1000000000)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<?xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.addf %x, %x : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
