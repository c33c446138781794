// Upstream tile-and-fuse through transform scripts, found by fusefuzz
// (verdict: proof-failure, confirmed by execution): the consumer reads the
// producer through a strided map (d0, d1 * 3, d2) over its reduction loop
// d1. transform.structured.fuse_into_containing_op sizes the producer's
// slice along that dimension as 3 * D1 - 2 (the last index read, plus one),
// which is negative when the reduction dimension is empty (D1 = 0). The
// fused kernel then takes a slice of size -2; run at D1 = 0 it asks the
// allocator for 2^64 - 8 bytes. The unfused program reads nothing there.
// The end-to-end proof finds it (a negative slice size at dim(arg1,1) = 0);
// the case's own size (D1 = 1) gives size 1 and runs fine.
// Kept as a known finding, generation is not narrowed.
// EXPECT: proof-failure
// STRATEGY: all
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: proof-failure (2 fusions), expected proof-failure: ok
//
// REPRODUCE: fusefuzz check transform-fuse-strided-map-negative-slice.mlir --strategy all --print-transform-script
//   prints the case's function (ops tagged) and the transform script as two
//   modules; mlir-opt --transform-interpreter on them sizes the producer
//   slice as affine_map<()[s0] -> (s0 * 3 - 2)> of tensor.dim %1, 1.
#map = affine_map<(d0, d1, d2) -> (d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1 * 3, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0)>
module attributes {fusefuzz.strategy = "all", fusefuzz.policy = "0x704eae7228c8393f", fusefuzz.seed = 1158949884976499856 : i64} {
  func.func @case(%arg0: tensor<3xi32>, %arg1: tensor<5x?x?xi32> {fusefuzz.shape = array<i64: 5, 1, 3>}, %arg2: tensor<5xi32>) -> tensor<5xi32> {
    %c1 = arith.constant 1 : index
    %dim = tensor.dim %arg1, %c1 : tensor<5x?x?xi32>
    %c2 = arith.constant 2 : index
    %dim_0 = tensor.dim %arg1, %c2 : tensor<5x?x?xi32>
    %0 = tensor.empty(%dim, %dim_0) : tensor<5x?x?xi32>
    %1 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg1, %arg1 : tensor<3xi32>, tensor<5x?x?xi32>, tensor<5x?x?xi32>) outs(%0 : tensor<5x?x?xi32>) {
    ^bb0(%in: i32, %in_1: i32, %in_2: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<5x?x?xi32>
    %2 = linalg.generic {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "reduction", "reduction"]} ins(%1, %1 : tensor<5x?x?xi32>, tensor<5x?x?xi32>) outs(%arg2 : tensor<5xi32>) {
    ^bb0(%in: i32, %in_1: i32, %out: i32):
      linalg.yield %in_1 : i32
    } -> tensor<5xi32>
    return %2 : tensor<5xi32>
  }
}
