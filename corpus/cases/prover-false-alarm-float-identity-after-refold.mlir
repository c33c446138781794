// A closed false alarm of the end-to-end proof (decide campaign of seed
// 20261126, case seed 12590835606482010286, reduced): a transform-script
// fusion of a consumer that computes `%in - sitofp(linalg.index 1)` over a
// dim of size 1. The unfused side built sitofp(0) = 0.0 and applied the
// identity x - 0.0 = x; on the fused side the index was the tile's
// offset plus its local index, 0 only once the whole term was simplified,
// and re-evaluating sitofp on that constant left `x - 0.0` uninterpreted,
// free to differ from x. Ops outside folds some of whose operands became
// constants are now built anew, so that the folders' identities apply.
// EXPECT: pass
// STRATEGY: all
// EQUIVALENCE: decide
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: equivalence: proved
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (1)>
#map3 = affine_map<(d0, d1, d2) -> (d2)>
module attributes {fusefuzz.policy = "0x704eae7228c8393f", fusefuzz.seed = -5855908467227541330 : i64} {
  func.func @case(%arg0: tensor<?x4x3x1xf32> {fusefuzz.shape = array<i64: 2, 4, 3, 1>}, %arg1: tensor<?x1xf32> {fusefuzz.shape = array<i64: 2, 1>}, %arg2: tensor<2x1x1xf32>, %arg3: tensor<2xf32>, %arg4: tensor<1xf16>) -> tensor<?x1x1xf16> {
    %reduced = linalg.reduce { arith.maximumf } ins(%arg0 : tensor<?x4x3x1xf32>) outs(%arg1 : tensor<?x1xf32>) dimensions = [1, 2] 
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %reduced, %c0 : tensor<?x1xf32>
    %0 = tensor.empty(%dim) : tensor<?x1x1xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%reduced, %arg2, %arg3 : tensor<?x1xf32>, tensor<2x1x1xf32>, tensor<2xf32>) outs(%0 : tensor<?x1x1xf32>) {
    ^bb0(%in: f32, %in_2: f32, %in_3: f32, %out: f32):
      %4 = linalg.index 1 : index
      %5 = arith.index_cast %4 : index to i32
      %6 = arith.sitofp %5 : i32 to f32
      %7 = arith.subf %in, %6 : f32
      %8 = arith.cmpf ugt, %7, %in : f32
      %cst = arith.constant -0.000000e+00 : f32
      %9 = arith.addf %in, %cst : f32
      %10 = arith.maximumf %in_3, %in : f32
      %11 = arith.select %8, %9, %10 : f32
      linalg.yield %11 : f32
    } -> tensor<?x1x1xf32>
    %c0_0 = arith.constant 0 : index
    %dim_1 = tensor.dim %1, %c0_0 : tensor<?x1x1xf32>
    %2 = tensor.empty(%dim_1) : tensor<?x1x1xf16>
    %3 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %arg4 : tensor<?x1x1xf32>, tensor<1xf16>) outs(%2 : tensor<?x1x1xf16>) {
    ^bb0(%in: f32, %in_2: f16, %out: f16):
      %4 = linalg.index 0 : index
      %5 = arith.index_cast %4 : index to i32
      %6 = arith.sitofp %5 : i32 to f16
      %7 = arith.truncf %in : f32 to f16
      %8 = arith.mulf %6, %7 : f16
      linalg.yield %8 : f16
    } -> tensor<?x1x1xf16>
    return %3 : tensor<?x1x1xf16>
  }
}
