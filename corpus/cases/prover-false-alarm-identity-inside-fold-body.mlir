// A closed false alarm of the end-to-end proof (decide campaign of seed
// 20261126, case seed 11490202559474707940, reduced): tiling a producer
// rewrites its tensor.extract of a 1x1 tensor at `(i + offset) mod 1`,
// so the fused payload computes minimumf(%arg3[0, 0], %arg3[0, 0]) once
// its indices simplify, inside the body of the consumer's i32 reduction.
// The identity min(x, x) = x was applied to such rebuilt ops outside fold
// bodies only; inside, the uninterpreted minimumf stayed, free to differ
// from x. Ops that name no bound variable are rebuilt inside folds too.
// EXPECT: pass
// STRATEGY: all
// EQUIVALENCE: decide
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: equivalence: proved
#map = affine_map<(d0, d1, d2) -> (d2, d1 * 3, d0)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> ()>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
module attributes {fusefuzz.policy = "0x704eae7228c8393f", fusefuzz.seed = -6956541514234843676 : i64} {
  func.func @case(%arg0: tensor<?x13x5xf16> {fusefuzz.shape = array<i64: 2, 13, 5>}, %arg1: tensor<?x5x2xf16> {fusefuzz.shape = array<i64: 5, 5, 2>}, %arg2: tensor<f16>, %arg3: tensor<1x1xf16>, %arg4: tensor<?x5xi32> {fusefuzz.shape = array<i64: 5, 5>}) -> tensor<?x5xi32> {
    %0 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<?x13x5xf16>) outs(%arg1 : tensor<?x5x2xf16>) {
    ^bb0(%in: f16, %out: f16):
      linalg.yield %in : f16
    } -> tensor<?x5x2xf16>
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0 : tensor<?x5x2xf16>
    %1 = tensor.empty(%dim) : tensor<?x5x2xf16>
    %2 = linalg.generic {indexing_maps = [#map1, #map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0, %arg1, %arg2 : tensor<?x5x2xf16>, tensor<?x5x2xf16>, tensor<f16>) outs(%1 : tensor<?x5x2xf16>) {
    ^bb0(%in: f16, %in_0: f16, %in_1: f16, %out: f16):
      %4 = linalg.index 2 : index
      %c1 = arith.constant 1 : index
      %5 = arith.remui %4, %c1 : index
      %6 = linalg.index 0 : index
      %c1_2 = arith.constant 1 : index
      %7 = arith.remui %6, %c1_2 : index
      %extracted = tensor.extract %arg3[%5, %7] : tensor<1x1xf16>
      %8 = arith.addf %extracted, %in : f16
      %cst = arith.constant 2.000000e+00 : f16
      %9 = math.sqrt %cst : f16
      %10 = arith.cmpf olt, %8, %9 : f16
      %11 = linalg.index 2 : index
      %c1_3 = arith.constant 1 : index
      %12 = arith.remui %11, %c1_3 : index
      %13 = linalg.index 0 : index
      %c1_4 = arith.constant 1 : index
      %14 = arith.remui %13, %c1_4 : index
      %extracted_5 = tensor.extract %arg3[%12, %14] : tensor<1x1xf16>
      %15 = linalg.index 1 : index
      %c1_6 = arith.constant 1 : index
      %16 = arith.remui %15, %c1_6 : index
      %17 = linalg.index 2 : index
      %c1_7 = arith.constant 1 : index
      %18 = arith.remui %17, %c1_7 : index
      %extracted_8 = tensor.extract %arg3[%16, %18] : tensor<1x1xf16>
      %19 = arith.minimumf %extracted_5, %extracted_8 : f16
      %cst_9 = arith.constant 1.000000e+00 : f16
      %20 = arith.negf %cst_9 : f16
      %21 = arith.select %10, %19, %20 : f16
      %22 = arith.divf %in_1, %in_0 : f16
      %23 = arith.cmpf oge, %21, %22 : f16
      %cst_10 = arith.constant -3.000000e+00 : f16
      %24 = arith.addf %in, %in_1 : f16
      %25 = arith.cmpf oge, %cst_10, %24 : f16
      %26 = linalg.index 0 : index
      %c1_11 = arith.constant 1 : index
      %27 = arith.remui %26, %c1_11 : index
      %28 = linalg.index 2 : index
      %c1_12 = arith.constant 1 : index
      %29 = arith.remui %28, %c1_12 : index
      %extracted_13 = tensor.extract %arg3[%27, %29] : tensor<1x1xf16>
      %cst_14 = arith.constant 0.000000e+00 : f16
      %30 = arith.addf %cst_14, %in_0 : f16
      %31 = arith.select %25, %extracted_13, %30 : f16
      %cst_15 = arith.constant -1.500000e+00 : f16
      %32 = arith.select %23, %31, %cst_15 : f16
      linalg.yield %32 : f16
    } -> tensor<?x5x2xf16>
    %3 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%2 : tensor<?x5x2xf16>) outs(%arg4 : tensor<?x5xi32>) {
    ^bb0(%in: f16, %out: i32):
      %4 = arith.cmpf uno, %in, %in : f16
      %cst = arith.constant -1.000000e+02 : f16
      %cst_0 = arith.constant 1.000000e+02 : f16
      %cst_1 = arith.constant 0.000000e+00 : f16
      %5 = arith.maximumf %in, %cst : f16
      %6 = arith.minimumf %5, %cst_0 : f16
      %7 = arith.select %4, %cst_1, %6 : f16
      %8 = arith.fptosi %7 : f16 to i32
      %c32_i32 = arith.constant 32 : i32
      %9 = arith.remui %out, %c32_i32 : i32
      %10 = arith.shrsi %8, %9 : i32
      %11 = arith.maxsi %out, %10 : i32
      %12 = arith.maxsi %out, %11 : i32
      linalg.yield %12 : i32
    } -> tensor<?x5xi32>
    return %3 : tensor<?x5xi32>
  }
}
