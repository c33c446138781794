// Upstream tile-and-fuse (scf::tileConsumerAndFuseProducersUsingSCF, the
// tile-fuse-producers family), found by `run --strategy every --seconds 20
// --seed 60` with the end-to-end proof deciding (campaign case seed
// 15760133252625689513, reduced): the linalg.reduce's reduction dim is
// tiled by 1 and the producer of its init, itself a reduction generic
// accumulating onto %arg3, is fused into that loop: it is recomputed, from
// its own outs, in every tile, so each tile of the reduce starts again
// from a freshly re-accumulated init (expected -62, got 0). The root cause
// of tile-fuse-init-into-reduction-tiles.mlir; its fact was read as
// recomputed-producer-reaccumulates (the init producer also reads its
// outs), a signature no KNOWN entry covered. The fact of a reduction's
// init made in each of its tiles is now read first.
// EXPECT: mismatch
// STRATEGY: tile-fuse-producers
// EQUIVALENCE: decide
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: mismatch (3 fusions), expected mismatch: ok
// RUN: not %fusefuzz check %s --strategy tile-fuse-producers | FileCheck %s --check-prefix=SIG
// SIG: signature: mismatch:TileAndFuseProducerReductionTiled:reduction-init-recomputed-per-tile
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> (d0 * 2)>
#map2 = affine_map<(d0) -> ()>
module attributes {fusefuzz.strategy = "tile-fuse-producers", fusefuzz.policy = "0x11dc6ffcbf16a0bf", fusefuzz.seed = -2686610821083862103 : i64} {
  func.func @case(%arg0: tensor<3xi8>, %arg1: tensor<?xi8> {fusefuzz.shape = array<i64: 5>}, %arg2: tensor<3xf32>, %arg3: tensor<i8>) -> tensor<i8> {
    %0 = linalg.generic {indexing_maps = [#map, #map1, #map, #map2], iterator_types = ["reduction"]} ins(%arg0, %arg1, %arg2 : tensor<3xi8>, tensor<?xi8>, tensor<3xf32>) outs(%arg3 : tensor<i8>) {
    ^bb0(%in: i8, %in_0: i8, %in_1: f32, %out: i8):
      %c3_i8 = arith.constant 3 : i8
      %4 = arith.cmpi slt, %c3_i8, %out : i8
      %5 = arith.maxui %out, %in_0 : i8
      %6 = arith.cmpi ult, %out, %in_0 : i8
      %7 = arith.select %6, %out, %in : i8
      %8 = arith.maxui %5, %7 : i8
      %9 = arith.muli %out, %out : i8
      %10 = arith.cmpf uno, %in_1, %in_1 : f32
      %cst = arith.constant -1.000000e+02 : f32
      %cst_2 = arith.constant 1.000000e+02 : f32
      %cst_3 = arith.constant 0.000000e+00 : f32
      %11 = arith.maximumf %in_1, %cst : f32
      %12 = arith.minimumf %11, %cst_2 : f32
      %13 = arith.select %10, %cst_3, %12 : f32
      %14 = arith.fptosi %13 : f32 to i32
      %15 = arith.trunci %14 : i32 to i8
      %c8_i8 = arith.constant 8 : i8
      %16 = arith.remui %in, %c8_i8 : i8
      %17 = arith.shrui %15, %16 : i8
      %18 = arith.subi %9, %17 : i8
      %19 = arith.select %4, %8, %18 : i8
      %20 = arith.muli %out, %19 : i8
      linalg.yield %20 : i8
    } -> tensor<i8>
    %1 = tensor.empty() : tensor<3xi8>
    %2 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel"]} ins(%0 : tensor<i8>) outs(%1 : tensor<3xi8>) {
    ^bb0(%in: i8, %out: i8):
      linalg.yield %in : i8
    } -> tensor<3xi8>
    %3 = tensor.empty() : tensor<3xi8>
    %mapped = linalg.map ins(%2, %2 : tensor<3xi8>, tensor<3xi8>) outs(%3 : tensor<3xi8>)
      (%in: i8, %in_0: i8, %init: i8) {
        %c-3_i8 = arith.constant -3 : i8
        %c0_i8 = arith.constant 0 : i8
        %c1_i8 = arith.constant 1 : i8
        %4 = arith.cmpi eq, %in, %c0_i8 : i8
        %c-1_i8 = arith.constant -1 : i8
        %5 = arith.cmpi eq, %in, %c-1_i8 : i8
        %6 = arith.ori %4, %5 : i1
        %7 = arith.select %6, %c1_i8, %in : i8
        %8 = arith.divsi %c-3_i8, %7 : i8
        linalg.yield %8 : i8
      }
    %reduced = linalg.reduce { arith.xori } ins(%mapped : tensor<3xi8>) outs(%0 : tensor<i8>) dimensions = [0] 
    return %reduced : tensor<i8>
  }
}
