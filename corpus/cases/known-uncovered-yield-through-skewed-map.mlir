// The known uncovered yielded producer (corpus/known/tile-fuse-yields-
// uncovered-producer.mlir) where the consumer reads the producer through
// a map in which one loop drives two dims ((d0, d1) -> (d0, d0 + d1)): the
// producer is fused through the slice that tile reads and yielded, and the
// returned value holds elements no iteration wrote. Found by the 10-minute
// default campaign `fusefuzz run --seconds 600 --seed 20261202` (case seed
// 13594134048046185866, reduced, as a NEW mismatch).
// EXPECT: mismatch
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: expected mismatch: ok
// RUN: not %fusefuzz check %s | FileCheck %s --check-prefix=SIG
// SIG: reads memory nobody wrote
// SIG: signature: mismatch:TileAndFuseProducer+TileAndFuseProducerYielded:unwritten/one-loop-drives-two-dims (known: tile-fuse-yields-uncovered-producer.mlir)
#map = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2, d1)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d1, d3, d0)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d0, d0 + d1)>
#map5 = affine_map<(d0, d1) -> (d0)>
#map6 = affine_map<(d0, d1, d2) -> (d2)>
#map7 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module attributes {fusefuzz.strategy = "all", fusefuzz.policy = "0x11dc6ffcbf16a0bf", fusefuzz.seed = -4852610025663365750 : i64} {
  func.func @case(%arg0: tensor<2x1x1x5xi32>, %arg1: tensor<5x?x2xf32> {fusefuzz.shape = array<i64: 5, 1, 2>}, %arg2: tensor<2x4xi8>, %arg3: tensor<3x5x?xi1> {fusefuzz.shape = array<i64: 3, 5, 2>}, %arg4: tensor<5x1x5x4xi8>, %arg5: index {fusefuzz.value = 2 : i64}, %arg6: index {fusefuzz.value = 1 : i64}, %arg7: index {fusefuzz.value = 2 : i64}, %arg8: index {fusefuzz.value = 2 : i64}) -> (tensor<2x5xf32>, tensor<2xi8>, tensor<3x5x?xf32>, tensor<7x?x?x?xi8>) {
    %0 = tensor.empty() : tensor<2x5xf32>
    %cst = arith.constant -1.500000e+00 : f32
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x5xf32>) -> tensor<2x5xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<2x1x1x5xi32>, tensor<5x?x2xf32>) outs(%1 : tensor<2x5xf32>) {
    ^bb0(%in: i32, %in_1: f32, %out: f32):
      linalg.yield %in_1 : f32
    } -> tensor<2x5xf32>
    %3 = tensor.empty() : tensor<2xi8>
    %c7_i8 = arith.constant 7 : i8
    %4 = linalg.fill ins(%c7_i8 : i8) outs(%3 : tensor<2xi8>) -> tensor<2xi8>
    %5 = tensor.empty() : tensor<2xf32>
    %cst_0 = arith.constant 1.000000e+00 : f32
    %6 = linalg.fill ins(%cst_0 : f32) outs(%5 : tensor<2xf32>) -> tensor<2xf32>
    %7:2 = linalg.generic {indexing_maps = [#map3, #map4, #map5, #map5], iterator_types = ["parallel", "reduction"]} ins(%arg2, %2 : tensor<2x4xi8>, tensor<2x5xf32>) outs(%4, %6 : tensor<2xi8>, tensor<2xf32>) {
    ^bb0(%in: i8, %in_1: f32, %out: i8, %out_2: f32):
      linalg.yield %in, %in_1 : i8, f32
    } -> (tensor<2xi8>, tensor<2xf32>)
    %c2 = arith.constant 2 : index
    %dim = tensor.dim %arg3, %c2 : tensor<3x5x?xi1>
    %8 = tensor.empty(%dim) : tensor<3x5x?xf32>
    %9 = linalg.generic {indexing_maps = [#map6, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7#1, %arg3 : tensor<2xf32>, tensor<3x5x?xi1>) outs(%8 : tensor<3x5x?xf32>) {
    ^bb0(%in: f32, %in_1: i1, %out: f32):
      linalg.yield %in : f32
    } -> tensor<3x5x?xf32>
    %c-2_i8 = arith.constant -2 : i8
    %padded = tensor.pad %arg4 low[1, %arg5, %arg6, 1] high[1, 1, %arg7, %arg8] {
    ^bb0(%arg9: index, %arg10: index, %arg11: index, %arg12: index):
      tensor.yield %c-2_i8 : i8
    } : tensor<5x1x5x4xi8> to tensor<7x?x?x?xi8>
    return %2, %7#0, %9, %padded : tensor<2x5xf32>, tensor<2xi8>, tensor<3x5x?xf32>, tensor<7x?x?x?xi8>
  }
}
