// A closed false alarm of the end-to-end proof (decide campaign of seed
// 20261126, case seed 13607574605484112164, reduced): diffusion tiles a
// max-reduction over dims (d0, d1) whose producer reads a padded tensor,
// and the fused nest combines the elements d1-major: the same maximum in
// another order. Written out, the two chains read the same elements, but
// the fused side reads the pad through its tile's offsets (another term
// for the same element), so comparing the read terms did not see the
// reordering, and uninterpreted maximumf made it a refutation (execution
// agrees at every size). The chains are now regrouped in the order of
// their operands' values at the model (conditions on indices lifted) and
// asked again: equal everywhere, the difference is a reordering: unknown.
// EXPECT: pass
// STRATEGY: all
// EQUIVALENCE: decide
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: equivalence: unknown (reduction folds of different shapes (reassociated or split))
#map = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module attributes {fusefuzz.policy = "0x704eae7228c8393f", fusefuzz.seed = -4839169468225439452 : i64} {
  func.func @case(%arg0: tensor<?x3xf32> {fusefuzz.shape = array<i64: 4, 3>}, %arg1: tensor<4x2x?x5xf32> {fusefuzz.shape = array<i64: 4, 2, 5, 5>}, %arg2: tensor<5x?xf32> {fusefuzz.shape = array<i64: 5, 5>}) -> tensor<5x?xf32> {
    %cst = arith.constant -0.000000e+00 : f32
    %padded = tensor.pad %arg0 low[1, 1] high[0, 1] {
    ^bb0(%arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<?x3xf32> to tensor<?x5xf32>
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %padded, %c0 : tensor<?x5xf32>
    %0 = tensor.empty(%dim) : tensor<4x2x?x5xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%padded : tensor<?x5xf32>) outs(%0 : tensor<4x2x?x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x?x5xf32>
    %c2 = arith.constant 2 : index
    %dim_0 = tensor.dim %1, %c2 : tensor<4x2x?x5xf32>
    %2 = tensor.empty(%dim_0) : tensor<4x2x?x5xf32>
    %mapped = linalg.map ins(%1, %arg1, %1 : tensor<4x2x?x5xf32>, tensor<4x2x?x5xf32>, tensor<4x2x?x5xf32>) outs(%2 : tensor<4x2x?x5xf32>)
      (%in: f32, %in_1: f32, %in_2: f32, %init: f32) {
        %4 = math.absf %in_1 : f32
        %cst_3 = arith.constant -3.000000e+00 : f32
        %5 = arith.cmpf une, %cst_3, %in_2 : f32
        %6 = arith.select %5, %in_2, %in_1 : f32
        %7 = arith.mulf %4, %6 : f32
        linalg.yield %7 : f32
      }
    %3 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["reduction", "reduction", "parallel", "parallel"]} ins(%mapped : tensor<4x2x?x5xf32>) outs(%arg2 : tensor<5x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_1 = arith.constant 1.000000e+00 : f32
      %4 = arith.mulf %cst_1, %in : f32
      %cst_2 = arith.constant 7.000000e+00 : f32
      %5 = math.floor %cst_2 : f32
      %6 = arith.addf %4, %5 : f32
      %7 = linalg.index 0 : index
      %8 = arith.index_cast %7 : index to i32
      %9 = arith.sitofp %8 : i32 to f32
      %10 = arith.cmpf ugt, %6, %9 : f32
      %11 = linalg.index 3 : index
      %12 = arith.index_cast %11 : index to i32
      %13 = arith.sitofp %12 : i32 to f32
      %14 = linalg.index 0 : index
      %15 = arith.index_cast %14 : index to i32
      %16 = arith.sitofp %15 : i32 to f32
      %17 = math.exp %16 : f32
      %18 = arith.negf %17 : f32
      %19 = arith.select %10, %13, %18 : f32
      %20 = arith.maximumf %out, %19 : f32
      linalg.yield %20 : f32
    } -> tensor<5x?xf32>
    return %3 : tensor<5x?xf32>
  }
}
