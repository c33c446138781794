// A closed false alarm of the end-to-end proof (10-minute decide campaign
// of seed 20261126, case seed 8337340205550546512, at its
// counterexample's sizes, reduced by `fusefuzz reduce`): consumer fusion
// into the loop of a tiled 0-d reduction (its accumulator carried in one
// iter_arg, the consumer's broadcast in another). The reduction's partial
// sum was built inside the fold of its own output, as that fold's
// accumulator `tacc1`, and cached; the consumer's output, folded next at
// the same depth, read it from the cache as its own accumulator, so the
// fused result looked like the consumer's unwritten init re-read by every
// iteration ("fused undefined"), while execution passed. Terms that name a
// fold's accumulator are no longer cached. The consumer's output reads the
// reduction's partial sum, what the earlier iterations left: a fold named
// apart from the unfused reduction's (two uninterpreted folds of lambdas
// of different forms gave a false refutation here), unknown where it
// cannot be written out.
// EXPECT: pass
// STRATEGY: tile-fuse-consumers
// EQUIVALENCE: decide
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass (2 fusions), expected pass: ok
// RUN: %fusefuzz prove %s --strategy tile-fuse-consumers | FileCheck %s --check-prefix=PROOF
// PROOF: result 1: unknown: reduction folds of different shapes (reassociated or split)
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0) -> ()>
module attributes {fusefuzz.policy = "0x704eae7228c8393f", fusefuzz.seed = 8337340205550546512 : i64} {
  func.func @case(%arg0: tensor<3x?x5xi8> {fusefuzz.shape = array<i64: 3, 4, 5>}, %arg1: tensor<3x4x5xf32>, %arg2: tensor<3xi8>, %arg3: index {fusefuzz.value = 2 : i64}, %arg4: tensor<i8>) -> (tensor<i8>, tensor<3xi8>) {
    %0 = linalg.generic {indexing_maps = [#map, #map, #map1], iterator_types = ["parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<3x?x5xi8>, tensor<3x4x5xf32>) outs(%arg2 : tensor<3xi8>) {
    ^bb0(%in: i8, %in_0: f32, %out: i8):
      linalg.yield %in : i8
    } -> tensor<3xi8>
    %c2_i8 = arith.constant 2 : i8
    %padded = tensor.pad %0 low[2] high[%arg3] {
    ^bb0(%arg5: index):
      tensor.yield %c2_i8 : i8
    } : tensor<3xi8> to tensor<?xi8>
    %1 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["reduction"]} ins(%padded : tensor<?xi8>) outs(%arg4 : tensor<i8>) {
    ^bb0(%in: i8, %out: i8):
      %4 = arith.subi %in, %in : i8
      %5 = arith.addi %out, %4 : i8
      linalg.yield %5 : i8
    } -> tensor<i8>
    %2 = tensor.empty() : tensor<3xi8>
    %3 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["parallel"]} ins(%1 : tensor<i8>) outs(%2 : tensor<3xi8>) {
    ^bb0(%in: i8, %out: i8):
      linalg.yield %in : i8
    } -> tensor<3xi8>
    return %1, %3 : tensor<i8>, tensor<3xi8>
  }
}
