// A prover false alarm a tile-fuse-ext campaign found (seed
// 2349903633628741315, reduced): tile-box failed, execution agreed. The
// counterexample gave %arg3 an empty second dim although the original
// program reads it at d1 * 2 for d1 up to 7: the in-bounds premise of that
// access was not stated, because the loop's extent comes from a
// tensor.concat whose size IndexTracer did not follow. It now does (the
// sum along the concatenated dim).
// EXPECT: pass
// STRATEGY: tile-fuse-ext
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: equivalence: proved
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
#map2 = affine_map<(d0, d1) -> (d0, d1 * 2)>
#map3 = affine_map<(d0, d1) -> (0, d0)>
module attributes {fusefuzz.strategy = "tile-fuse-ext", fusefuzz.policy = "0x704eae7228c8393f", fusefuzz.seed = 2349903633628741315 : i64} {
  func.func @case(%arg0: tensor<?x1xi32> {fusefuzz.shape = array<i64: 5, 1>}, %arg1: tensor<3x1xi32>, %arg2: tensor<?x1xi32> {fusefuzz.shape = array<i64: 8, 1>}, %arg3: tensor<1x?xi32> {fusefuzz.shape = array<i64: 1, 15>}, %arg4: tensor<8x1xi32>, %arg5: tensor<8x1xf32>) -> (tensor<1x?xi32>, tensor<8x1xi32>, tensor<1x8xf32>) {
    %concat = tensor.concat dim(0) %arg0, %arg1 : (tensor<?x1xi32>, tensor<3x1xi32>) -> tensor<?x1xi32>
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %concat, %c0 : tensor<?x1xi32>
    %0 = tensor.empty(%dim) : tensor<?x1xi32>
    %1:2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%concat : tensor<?x1xi32>) outs(%0, %arg2 : tensor<?x1xi32>, tensor<?x1xi32>) {
    ^bb0(%in: i32, %out: i32, %out_4: i32):
      linalg.yield %in, %in : i32, i32
    } -> (tensor<?x1xi32>, tensor<?x1xi32>)
    %c0_0 = arith.constant 0 : index
    %dim_1 = tensor.dim %1#0, %c0_0 : tensor<?x1xi32>
    %2 = tensor.empty(%dim_1) : tensor<1x?xi32>
    %c2_i32 = arith.constant 2 : i32
    %3 = linalg.fill ins(%c2_i32 : i32) outs(%2 : tensor<1x?xi32>) -> tensor<1x?xi32>
    %c0_2 = arith.constant 0 : index
    %dim_3 = tensor.dim %1#0, %c0_2 : tensor<?x1xi32>
    %4 = tensor.empty(%dim_3) : tensor<1x?xi32>
    %c-2_i32 = arith.constant -2 : i32
    %5 = linalg.fill ins(%c-2_i32 : i32) outs(%4 : tensor<1x?xi32>) -> tensor<1x?xi32>
    %6:2 = linalg.generic {indexing_maps = [#map1, #map2, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1#0, %arg3 : tensor<?x1xi32>, tensor<1x?xi32>) outs(%3, %5 : tensor<1x?xi32>, tensor<1x?xi32>) {
    ^bb0(%in: i32, %in_4: i32, %out: i32, %out_5: i32):
      linalg.yield %in, %in : i32, i32
    } -> (tensor<1x?xi32>, tensor<1x?xi32>)
    %7 = linalg.generic {indexing_maps = [#map3, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%6#1, %1#0 : tensor<1x?xi32>, tensor<?x1xi32>) outs(%arg4 : tensor<8x1xi32>) {
    ^bb0(%in: i32, %in_4: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<8x1xi32>
    %8 = tensor.empty() : tensor<1x8xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%7, %arg5, %arg5 : tensor<8x1xi32>, tensor<8x1xf32>, tensor<8x1xf32>) outs(%8 : tensor<1x8xf32>) {
    ^bb0(%in: i32, %in_4: f32, %in_5: f32, %out: f32):
      linalg.yield %in_4 : f32
    } -> tensor<1x8xf32>
    return %6#0, %7, %9 : tensor<1x?xi32>, tensor<8x1xi32>, tensor<1x8xf32>
  }
}
