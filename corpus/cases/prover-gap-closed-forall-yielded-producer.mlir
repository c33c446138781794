// A closed prover gap (found by the strategy campaigns of seed 77, case seed
// 17291688670217145565, reduced). Upstream tile_using_forall +
// fuse_into_containing_op fuses the two-result producer %2 (whose second
// result reads its own init %arg2) into the forall twice and yields it
// through the shared outputs; execution shows a wrong result #1, the known
// upstream bug of transform-fuse-into-forall-yields-recomputed-producer.mlir.
// Every obligation of the nest used to hold; the reads-original obligation
// now covers inits a payload reads, so the tile nest prover refutes the
// step and the signature is the known one. Kept so that the gap stays shut.
// EXPECT: mismatch
// STRATEGY: transform
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: mismatch (2 fusions), expected mismatch: ok
// CHECK: equivalence: refuted
#map = affine_map<(d0, d1, d2, d3) -> (d0, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d2, d1, d0)>
module attributes {fusefuzz.policy = "0x704eae7228c8393f", fusefuzz.seed = -1155055403492406051 : i64, fusefuzz.strategy = "transform"} {
  func.func @case(%arg0: tensor<?x5xf32> {fusefuzz.shape = array<i64: 4, 5>}, %arg1: tensor<4x2x5x5xf32>, %arg2: tensor<4x5x?xf32> {fusefuzz.shape = array<i64: 4, 5, 5>}, %arg3: tensor<5x5x4xi1>) -> (tensor<?x5x5xf32>, tensor<?x5x?xi1>) {
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?x5xf32>
    %0 = tensor.empty(%dim) : tensor<?x5x5xf32>
    %cst = arith.constant -1.500000e+00 : f32
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<?x5x5xf32>) -> tensor<?x5x5xf32>
    %2:2 = linalg.generic {indexing_maps = [#map, #map, #map1, #map2, #map3], iterator_types = ["parallel", "reduction", "parallel", "parallel"]} ins(%arg0, %arg0, %arg1 : tensor<?x5xf32>, tensor<?x5xf32>, tensor<4x2x5x5xf32>) outs(%1, %arg2 : tensor<?x5x5xf32>, tensor<4x5x?xf32>) {
    ^bb0(%in: f32, %in_3: f32, %in_4: f32, %out: f32, %out_5: f32):
      %5 = arith.divf %out_5, %out : f32
      %6 = arith.addf %in, %in_3 : f32
      %7 = arith.addf %5, %6 : f32
      %8 = arith.addf %out, %7 : f32
      %9 = arith.addf %out_5, %8 : f32
      linalg.yield %in, %9 : f32, f32
    } -> (tensor<?x5x5xf32>, tensor<4x5x?xf32>)
    %c0_0 = arith.constant 0 : index
    %dim_1 = tensor.dim %2#0, %c0_0 : tensor<?x5x5xf32>
    %c2 = arith.constant 2 : index
    %dim_2 = tensor.dim %2#1, %c2 : tensor<4x5x?xf32>
    %3 = tensor.empty(%dim_1, %dim_2) : tensor<?x5x?xi1>
    %4 = linalg.generic {indexing_maps = [#map4, #map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2#1, %2#0, %arg3 : tensor<4x5x?xf32>, tensor<?x5x5xf32>, tensor<5x5x4xi1>) outs(%3 : tensor<?x5x?xi1>) {
    ^bb0(%in: f32, %in_3: f32, %in_4: i1, %out: i1):
      %5 = arith.extui %in_4 : i1 to i32
      %6 = arith.extui %in_4 : i1 to i32
      %7 = arith.cmpi sle, %5, %6 : i32
      %cst_5 = arith.constant -0.000000e+00 : f32
      %8 = arith.cmpf olt, %in, %cst_5 : f32
      %9 = arith.andi %7, %8 : i1
      linalg.yield %9 : i1
    } -> tensor<?x5x?xi1>
    return %2#0, %4 : tensor<?x5x5xf32>, tensor<?x5x?xi1>
  }
}
