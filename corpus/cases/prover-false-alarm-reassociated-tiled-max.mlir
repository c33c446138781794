// A closed false alarm of the end-to-end proof (10-minute decide campaign
// of seed 20261126, case seed 2545975512069641957, reduced by `fusefuzz
// reduce`): consumer fusion into a tiled nest combines a max reduction's
// elements in another grouping, each element chosen by tile conditions on
// the index (`i0 div 3`). Written out, the two sides read the same elements
// through the same ops only once those conditions are decided, so the
// reassociation check (which tells a regrouped reduction, unknown, from a
// wrong or missing element) did not see it and the uninterpreted maximumf
// made the sides differ; execution at the counterexample's sizes passed.
// The check now also compares the terms at the model's sizes and index.
// EXPECT: pass
// STRATEGY: tile-fuse-consumers
// EQUIVALENCE: decide
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass (3 fusions), expected pass: ok
// RUN: %fusefuzz check %s --strategy tile-fuse-consumers --equivalence decide | FileCheck %s --check-prefix=PROOF
// PROOF: equivalence: unknown (reduction folds of different shapes (reassociated or split))
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
#map2 = affine_map<(d0, d1) -> (d0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d1)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d1, d2, d0, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2, d1)>
module attributes {fusefuzz.policy = "0x704eae7228c8393f", fusefuzz.seed = 2545975512069641957 : i64} {
  func.func @case(%arg0: tensor<1x?xi8> {fusefuzz.shape = array<i64: 1, 5>}, %arg1: tensor<5x1xi8>, %arg2: tensor<1x?xi32> {fusefuzz.shape = array<i64: 1, 5>}, %arg3: tensor<1xi8>, %arg4: tensor<?x?x4x2xi8> {fusefuzz.shape = array<i64: 5, 1, 4, 2>}, %arg5: tensor<3x1x2x4xf32>, %arg6: index {fusefuzz.value = 2 : i64}, %arg7: index {fusefuzz.value = 0 : i64}, %arg8: tensor<3x?x5x5xf32> {fusefuzz.shape = array<i64: 3, 8, 5, 5>}, %arg9: tensor<?x?xf32> {fusefuzz.shape = array<i64: 5, 8>}) -> (tensor<?x?x4x2xi8>, tensor<?x?xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %cast = tensor.cast %arg0 : tensor<1x?xi8> to tensor<1x5xi8>
    %cast_0 = tensor.cast %arg2 : tensor<1x?xi32> to tensor<1x5xi32>
    %0 = linalg.generic {indexing_maps = [#map, #map1, #map, #map2], iterator_types = ["parallel", "reduction"]} ins(%cast, %arg1, %cast_0 : tensor<1x5xi8>, tensor<5x1xi8>, tensor<1x5xi32>) outs(%arg3 : tensor<1xi8>) {
    ^bb0(%in: i8, %in_6: i8, %in_7: i32, %out: i8):
      linalg.yield %in : i8
    } -> tensor<1xi8>
    %dim = tensor.dim %arg4, %c0 : tensor<?x?x4x2xi8>
    %cast_1 = tensor.cast %arg4 : tensor<?x?x4x2xi8> to tensor<?x1x4x2xi8>
    %1 = tensor.empty(%dim) : tensor<?x1x4x2xi8>
    %2 = linalg.generic {indexing_maps = [#map3, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%0, %cast_1 : tensor<1xi8>, tensor<?x1x4x2xi8>) outs(%1 : tensor<?x1x4x2xi8>) {
    ^bb0(%in: i8, %in_6: i8, %out: i8):
      linalg.yield %in : i8
    } -> tensor<?x1x4x2xi8>
    %cast_2 = tensor.cast %2 : tensor<?x1x4x2xi8> to tensor<?x?x4x2xi8>
    %padded = tensor.pad %arg5 low[0, 2, %arg7, 2] high[%arg6, 2, 1, 2] {
    ^bb0(%arg10: index, %arg11: index, %arg12: index, %arg13: index):
      tensor.yield %cst : f32
    } : tensor<3x1x2x4xf32> to tensor<5x5x3x8xf32>
    %cast_3 = tensor.cast %arg8 : tensor<3x?x5x5xf32> to tensor<3x8x5x5xf32>
    %3 = tensor.empty() : tensor<3x5x5x8xf32>
    %4 = tensor.empty() : tensor<3x5x5x8xf32>
    %5:2 = linalg.generic {indexing_maps = [#map5, #map6, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%padded, %cast_3 : tensor<5x5x3x8xf32>, tensor<3x8x5x5xf32>) outs(%3, %4 : tensor<3x5x5x8xf32>, tensor<3x5x5x8xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32, %out_7: f32):
      linalg.yield %in, %in : f32, f32
    } -> (tensor<3x5x5x8xf32>, tensor<3x5x5x8xf32>)
    %cast_4 = tensor.cast %arg9 : tensor<?x?xf32> to tensor<5x8xf32>
    %reduced = linalg.reduce { arith.maximumf } ins(%5#1 : tensor<3x5x5x8xf32>) outs(%cast_4 : tensor<5x8xf32>) dimensions = [0, 2] 
    %cast_5 = tensor.cast %reduced : tensor<5x8xf32> to tensor<?x?xf32>
    return %cast_2, %cast_5 : tensor<?x?x4x2xi8>, tensor<?x?xf32>
  }
}
