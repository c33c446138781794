// A closed false alarm of the tile-nest step proofs, reduced from case seed
// 8340984319542917243 (10-minute default campaign, seed 20261206): a
// reduction's init producer that copies its init (`linalg.yield %out`),
// fused by transform.structured.fuse into the loop over the reduction's
// tiles, reads the carried partial result and hands it on unchanged to the
// reduction, which accumulates into it: reads-original (it reads what
// earlier iterations wrote) and init-once (a fresh init per reduction
// tile) failed. Reading through such a copy now counts as the reduction's
// own accumulation. The unreduced case, whose producer changes its init,
// is the upstream init-into-reduction-tiles bug (KNOWN).
// EXPECT: pass
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[1-9][0-9]*}} fusions), expected pass: ok
// RUN: %fusefuzz check %s | FileCheck %s --check-prefix=PROOFS
// PROOFS: equivalence: proved
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> ()>
module attributes {fusefuzz.strategy = "all", fusefuzz.policy = "0x11dc6ffcbf16a0bf", fusefuzz.seed = 8340984319542917243 : i64} {
  func.func @case(%arg0: tensor<4xi1>, %arg1: tensor<i1>) -> tensor<i1> {
    %cst = arith.constant dense<[true, true, false, true]> : tensor<4xi1>
    %0 = linalg.generic {indexing_maps = [#map, #map, #map1], iterator_types = ["reduction"]} ins(%cst, %arg0 : tensor<4xi1>, tensor<4xi1>) outs(%arg1 : tensor<i1>) {
    ^bb0(%in: i1, %in_0: i1, %out: i1):
      linalg.yield %out : i1
    } -> tensor<i1>
    %1 = tensor.empty() : tensor<5xi1>
    %2 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel"]} ins(%0 : tensor<i1>) outs(%1 : tensor<5xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<5xi1>
    %reduced = linalg.reduce { arith.ori } ins(%2 : tensor<5xi1>) outs(%0 : tensor<i1>) dimensions = [0] 
    return %reduced : tensor<i1>
  }
}
