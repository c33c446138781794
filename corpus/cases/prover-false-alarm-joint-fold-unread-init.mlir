// A closed false alarm of the end-to-end proof (decide campaign of seed
// 20261126, case seed 10754841673515920124, reduced): a two-result
// reduction whose first result copies the second's accumulator, its own
// never read. RemoveOutsDependency replaces that result's filled init by
// tensor.empty (right: no step reads it and the domain is not empty), but
// the joint fold of both results required every init to be defined, and
// the proof called the result undefined. An init no step reads is needed
// only where the reduction domain is empty.
// EXPECT: pass
// STRATEGY: all
// EQUIVALENCE: decide
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: equivalence: proved
#map = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3, d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d1, d0, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
module attributes {fusefuzz.policy = "0x704eae7228c8393f", fusefuzz.seed = -7691902400193631492 : i64} {
  func.func @case(%arg0: tensor<2x5x?x?xf32> {fusefuzz.shape = array<i64: 2, 5, 5, 3>}, %arg1: tensor<2x3x5x5xi8>, %arg2: tensor<2x5xi8>) -> tensor<2x5xi8> {
    %0 = tensor.empty() : tensor<2x5xi8>
    %c7_i8 = arith.constant 7 : i8
    %1 = linalg.fill ins(%c7_i8 : i8) outs(%0 : tensor<2x5xi8>) -> tensor<2x5xi8>
    %2:2 = linalg.generic {indexing_maps = [#map, #map1, #map2, #map2], iterator_types = ["reduction", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2x5x?x?xf32>, tensor<2x3x5x5xi8>) outs(%1, %arg2 : tensor<2x5xi8>, tensor<2x5xi8>) {
    ^bb0(%in: f32, %in_0: i8, %out: i8, %out_1: i8):
      linalg.yield %out_1, %out_1 : i8, i8
    } -> (tensor<2x5xi8>, tensor<2x5xi8>)
    return %2#0 : tensor<2x5xi8>
  }
}
