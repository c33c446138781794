// A closed false alarm of the end-to-end proof (default campaign of seed
// 20261124 in decide mode, case seed 17570590175356746748, reduced). The
// unfused reduction reads %arg0 at (d0, d1 + d2, d2): a map result that fixes
// no loop's size, so the proof let dim(arg0,1) be 0, where the unfused
// function reads out of bounds (the interpreter refuses those sizes) and the
// fused one is undefined. Every such read now adds its condition over the
// loops' box (dim(arg0,1) >= 8 here).
// EXPECT: pass
// STRATEGY: all
// EQUIVALENCE: decide
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: equivalence: proved
#map = affine_map<(d0, d1, d2) -> (d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1 + d2, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d2, d0, d1)>
#map4 = affine_map<(d0, d1, d2) -> (d0)>
#map5 = affine_map<(d0, d1, d2) -> (d1, d2)>
module attributes {fusefuzz.strategy = "all", fusefuzz.policy = "0x704eae7228c8393f", fusefuzz.seed = -876153898352804868 : i64} {
  func.func @case(%arg0: tensor<?x?x4xi1> {fusefuzz.shape = array<i64: 3, 8, 4>}, %arg1: tensor<4x3x?xi1> {fusefuzz.shape = array<i64: 4, 3, 5>}, %arg2: tensor<3xi1>, %arg3: tensor<4x5x3xf32>, %arg4: tensor<5x3xf32>, %arg5: tensor<5x3xi8>, %arg6: tensor<5x3xi8>, %arg7: tensor<3x?xi8> {fusefuzz.shape = array<i64: 3, 1>}) -> tensor<5x?xi8> {
    %cst = arith.constant dense<false> : tensor<4xi1>
    %0 = tensor.empty() : tensor<3x5x4xi1>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst : tensor<4xi1>) outs(%0 : tensor<3x5x4xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<3x5x4xi1>
    %2 = linalg.generic {indexing_maps = [#map1, #map2, #map3, #map4], iterator_types = ["parallel", "reduction", "reduction"]} ins(%1, %arg0, %arg1 : tensor<3x5x4xi1>, tensor<?x?x4xi1>, tensor<4x3x?xi1>) outs(%arg2 : tensor<3xi1>) {
    ^bb0(%in: i1, %in_0: i1, %in_1: i1, %out: i1):
      linalg.yield %in_0 : i1
    } -> tensor<3xi1>
    %3 = tensor.empty() : tensor<5x3xi8>
    %c7_i8 = arith.constant 7 : i8
    %4 = linalg.fill ins(%c7_i8 : i8) outs(%3 : tensor<5x3xi8>) -> tensor<5x3xi8>
    %5:2 = linalg.generic {indexing_maps = [#map, #map1, #map5, #map5], iterator_types = ["reduction", "parallel", "parallel"]} ins(%2, %arg3 : tensor<3xi1>, tensor<4x5x3xf32>) outs(%arg4, %4 : tensor<5x3xf32>, tensor<5x3xi8>) {
    ^bb0(%in: i1, %in_0: f32, %out: f32, %out_1: i8):
      %10 = arith.cmpf uno, %out, %out : f32
      %cst_2 = arith.constant -1.000000e+02 : f32
      %cst_3 = arith.constant 1.000000e+02 : f32
      %cst_4 = arith.constant 0.000000e+00 : f32
      %11 = arith.maximumf %out, %cst_2 : f32
      %12 = arith.minimumf %11, %cst_3 : f32
      %13 = arith.select %10, %cst_4, %12 : f32
      %14 = arith.fptosi %13 : f32 to i32
      %15 = arith.trunci %14 : i32 to i8
      %16 = arith.cmpf uno, %out, %out : f32
      %cst_5 = arith.constant -1.000000e+02 : f32
      %cst_6 = arith.constant 1.000000e+02 : f32
      %cst_7 = arith.constant 0.000000e+00 : f32
      %17 = arith.maximumf %out, %cst_5 : f32
      %18 = arith.minimumf %17, %cst_6 : f32
      %19 = arith.select %16, %cst_7, %18 : f32
      %20 = arith.fptosi %19 : f32 to i32
      %21 = arith.trunci %20 : i32 to i8
      %22 = arith.cmpi ne, %21, %out_1 : i8
      %23 = arith.extui %in : i1 to i8
      %24 = arith.select %22, %23, %out_1 : i8
      %25 = arith.cmpf uno, %out, %out : f32
      %cst_8 = arith.constant -1.000000e+02 : f32
      %cst_9 = arith.constant 1.000000e+02 : f32
      %cst_10 = arith.constant 0.000000e+00 : f32
      %26 = arith.maximumf %out, %cst_8 : f32
      %27 = arith.minimumf %26, %cst_9 : f32
      %28 = arith.select %25, %cst_10, %27 : f32
      %29 = arith.fptosi %28 : f32 to i32
      %30 = arith.trunci %29 : i32 to i8
      %c7_i8_11 = arith.constant 7 : i8
      %c8_i8 = arith.constant 8 : i8
      %31 = arith.remui %c7_i8_11, %c8_i8 : i8
      %32 = arith.shli %30, %31 : i8
      %33 = arith.cmpi sge, %24, %32 : i8
      %c6_i8 = arith.constant 6 : i8
      %c8_i8_12 = arith.constant 8 : i8
      %34 = arith.remui %out_1, %c8_i8_12 : i8
      %35 = arith.shrsi %c6_i8, %34 : i8
      %36 = arith.cmpf uno, %out, %out : f32
      %cst_13 = arith.constant -1.000000e+02 : f32
      %cst_14 = arith.constant 1.000000e+02 : f32
      %cst_15 = arith.constant 0.000000e+00 : f32
      %37 = arith.maximumf %out, %cst_13 : f32
      %38 = arith.minimumf %37, %cst_14 : f32
      %39 = arith.select %36, %cst_15, %38 : f32
      %40 = arith.fptosi %39 : f32 to i32
      %41 = arith.trunci %40 : i32 to i8
      %42 = arith.select %33, %35, %41 : i8
      %43 = arith.maxsi %15, %42 : i8
      %44 = arith.muli %out_1, %43 : i8
      linalg.yield %out, %44 : f32, i8
    } -> (tensor<5x3xf32>, tensor<5x3xi8>)
    %6 = tensor.empty() : tensor<5x3xi8>
    %mapped = linalg.map ins(%5#1, %arg5, %arg6 : tensor<5x3xi8>, tensor<5x3xi8>, tensor<5x3xi8>) outs(%6 : tensor<5x3xi8>)
      (%in: i8, %in_0: i8, %in_1: i8, %init: i8) {
        %10 = arith.muli %in, %in_1 : i8
        linalg.yield %10 : i8
      }
    %c1 = arith.constant 1 : index
    %dim = tensor.dim %arg7, %c1 : tensor<3x?xi8>
    %7 = tensor.empty(%dim) : tensor<5x?xi8>
    %c1_i8 = arith.constant 1 : i8
    %8 = linalg.fill ins(%c1_i8 : i8) outs(%7 : tensor<5x?xi8>) -> tensor<5x?xi8>
    %9 = linalg.matmul ins(%mapped, %arg7 : tensor<5x3xi8>, tensor<3x?xi8>) outs(%8 : tensor<5x?xi8>) -> tensor<5x?xi8>
    return %9 : tensor<5x?xi8>
  }
}
