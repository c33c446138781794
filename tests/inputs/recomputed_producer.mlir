// A real change for fusefuzz bench --a elementwise --b elementwise-aggressive
// (README, "Did my change make a fused kernel slower?"): the producer (six
// float operations per element) has two consumers; aggressive fusion fuses it
// into both, computing it twice per element to save one 16 KiB buffer.
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @case(%a: tensor<?x?xf32> {fusefuzz.shape = array<i64: 64, 64>}, %b: tensor<?x?xf32> {fusefuzz.shape = array<i64: 64, 64>}) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %a, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %a, %c1 : tensor<?x?xf32>
  %e = tensor.empty(%d0, %d1) : tensor<?x?xf32>
  %p = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<?x?xf32>) outs(%e : tensor<?x?xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s0 = arith.mulf %x, %x : f32
    %s1 = arith.addf %s0, %x : f32
    %s2 = arith.mulf %s1, %x : f32
    %s3 = arith.addf %s2, %x : f32
    %s4 = arith.mulf %s3, %x : f32
    %t = arith.addf %s4, %x : f32
    linalg.yield %t : f32
  } -> tensor<?x?xf32>
  %e1 = tensor.empty(%d0, %d1) : tensor<?x?xf32>
  %u = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%p, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%e1 : tensor<?x?xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  %e2 = tensor.empty(%d0, %d1) : tensor<?x?xf32>
  %v = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%p, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%e2 : tensor<?x?xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.mulf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  return %u, %v : tensor<?x?xf32>, tensor<?x?xf32>
}
