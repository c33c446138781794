// A producer read twice (as is and transposed) by a consumer that is
// itself yielded from the nest: the consumer's tile was read off its
// sub-slices of the merged slice (offsets over both induction
// variables), a false tiles-cover failure; the prover now reads an
// op's tile from its inits before its inputs among in-nest operands.
// Found by a tile-fuse-ext campaign, seed 13420623521781884715, reduced.
// EXPECT: pass
// STRATEGY: tile-fuse-ext
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}TileFuseExtMergedProducer=
// CHECK: equivalence: proved
#map = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> (d1)>
module attributes {fusefuzz.strategy = "tile-fuse-ext", fusefuzz.policy = "0x2d46020661320c17", fusefuzz.seed = -5026120551927666901 : i64} {
  func.func @case(%arg0: tensor<5x?xi32> {fusefuzz.shape = array<i64: 5, 5>}, %arg1: tensor<5x?xi32> {fusefuzz.shape = array<i64: 5, 5>}) -> tensor<?x?xi32> {
    %cst = arith.constant dense<[0, -2, 0, 2, 1]> : tensor<5xi32>
    %c1 = arith.constant 1 : index
    %dim = tensor.dim %arg1, %c1 : tensor<5x?xi32>
    %0 = tensor.empty(%dim) : tensor<5x?xi32>
    %c1_i32 = arith.constant 1 : i32
    %1 = linalg.fill ins(%c1_i32 : i32) outs(%0 : tensor<5x?xi32>) -> tensor<5x?xi32>
    %2 = linalg.matmul ins(%arg0, %arg1 : tensor<5x?xi32>, tensor<5x?xi32>) outs(%1 : tensor<5x?xi32>) -> tensor<5x?xi32>
    %c1_0 = arith.constant 1 : index
    %dim_1 = tensor.dim %2, %c1_0 : tensor<5x?xi32>
    %c1_2 = arith.constant 1 : index
    %dim_3 = tensor.dim %2, %c1_2 : tensor<5x?xi32>
    %3 = tensor.empty(%dim_1, %dim_3) : tensor<?x?xf32>
    %cst_4 = arith.constant 5.000000e-01 : f32
    %4 = linalg.fill ins(%cst_4 : f32) outs(%3 : tensor<?x?xf32>) -> tensor<?x?xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%2, %2, %cst : tensor<5x?xi32>, tensor<5x?xi32>, tensor<5xi32>) outs(%4 : tensor<?x?xf32>) {
    ^bb0(%in: i32, %in_12: i32, %in_13: i32, %out: f32):
      linalg.yield %out : f32
    } -> tensor<?x?xf32>
    %c0 = arith.constant 0 : index
    %dim_5 = tensor.dim %5, %c0 : tensor<?x?xf32>
    %c1_6 = arith.constant 1 : index
    %dim_7 = tensor.dim %5, %c1_6 : tensor<?x?xf32>
    %6 = tensor.empty(%dim_5, %dim_7) : tensor<?x?xi32>
    %c0_8 = arith.constant 0 : index
    %dim_9 = tensor.dim %5, %c0_8 : tensor<?x?xf32>
    %c1_10 = arith.constant 1 : index
    %dim_11 = tensor.dim %5, %c1_10 : tensor<?x?xf32>
    %7 = tensor.empty(%dim_9, %dim_11) : tensor<?x?xi32>
    %8:2 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<?x?xf32>) outs(%6, %7 : tensor<?x?xi32>, tensor<?x?xi32>) {
    ^bb0(%in: f32, %out: i32, %out_12: i32):
      %c0_i32 = arith.constant 0 : i32
      %c0_i32_13 = arith.constant 0 : i32
      linalg.yield %c0_i32, %c0_i32_13 : i32, i32
    } -> (tensor<?x?xi32>, tensor<?x?xi32>)
    return %8#1 : tensor<?x?xi32>
  }
}
