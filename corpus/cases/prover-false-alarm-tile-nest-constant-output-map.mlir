// A closed false alarm of the tile-nest step proofs (campaign `fusefuzz run
// --seconds 60 --seed 31 --policy partial_write=30`, case seeds
// 6972133367422371410 and 11 others; every input set agreed): the producer
// writes only part of its init, `(d0, d1) -> (1, d0, d1)`. Its tiled op
// keeps the init's slice whole along the constant's dim (offset 0, all of
// it) and writes element 1 within it; the prover took that tile for
// [1, 2), so a consumer reading all of it (the transpose) failed tile-box
// (consumer fusion, transform scripts, diffusion) or consumer-reads-tile /
// producer-slice. Reduced by hand.
// EXPECT: pass
// STRATEGY: tile-fuse-consumers
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass (1 fusions), expected pass: ok
// CHECK: equivalence: proved
// RUN: %fusefuzz check %s --strategy transform | FileCheck %s --check-prefix=PROVED
// RUN: %fusefuzz check %s --strategy diffusion | FileCheck %s --check-prefix=PROVED
// PROVED: pass ({{[0-9]+}} fusions)
// PROVED: equivalence: proved
module {
  func.func @case(%a: tensor<4x3xf32>, %init: tensor<2x4x3xf32>) -> tensor<4x2x3xf32> {
    %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (1, d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x3xf32>) outs(%init : tensor<2x4x3xf32>) {
    ^bb0(%x: f32, %o: f32):
      %n = arith.negf %x : f32
      linalg.yield %n : f32
    } -> tensor<2x4x3xf32>
    %e = tensor.empty() : tensor<4x2x3xf32>
    %t = linalg.transpose ins(%r : tensor<2x4x3xf32>) outs(%e : tensor<4x2x3xf32>) permutation = [1, 0, 2]
    return %t : tensor<4x2x3xf32>
  }
}
