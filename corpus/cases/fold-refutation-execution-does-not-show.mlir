// A refutation through folds that no loop computes. Diffusion tiles the
// 5x12 `and`-reduction of %arg2 by 10 along its 12 (interchanged): the
// fused element folds over 10 points and combines the rest one by one,
// the unfused one folds over all 12. Folds are uninterpreted in the proof,
// and a model gave the two values no loop computes (unfused #b1, fused
// #b0); execution at the counterexample's sizes, with the model's inputs
// planted, agrees, so the refutation is withdrawn and the proof is
// unknown. It was a proof-failure counted NEW by `fusefuzz run --strategy
// every --seconds 60 --seed 61` (case seed 13124184367230059365, reduced).
// RUN: %fusefuzz check %s --strategy diffusion | FileCheck %s
// CHECK: pass ({{[1-9][0-9]*}} fusions)
// CHECK: equivalence: unknown (a refutation through uninterpreted float ops or folds that execution at its sizes does not show)
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module attributes {fusefuzz.strategy = "diffusion", fusefuzz.policy = "0x11dc6ffcbf16a0bf", fusefuzz.seed = -5322559706479492251 : i64} {
  func.func @case(%arg0: tensor<3xi32>, %arg1: tensor<3xi32>, %arg2: tensor<5x?x3x4xi1> {fusefuzz.shape = array<i64: 5, 2, 3, 4>}, %arg3: tensor<?x5x?x?xi1> {fusefuzz.shape = array<i64: 2, 5, 2, 4>}, %arg4: tensor<2x5x2xi1>) -> (tensor<3xf32>, tensor<?x5x?x?xi1>) {
    %0 = tensor.empty() : tensor<3xi32>
    %1 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1, %arg1 : tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) outs(%0 : tensor<3xi32>) {
    ^bb0(%in: i32, %in_4: i32, %in_5: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<3xi32>
    %2 = tensor.empty() : tensor<3xi32>
    %mapped = linalg.map ins(%1, %1, %1 : tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) outs(%2 : tensor<3xi32>)
      (%in: i32, %in_4: i32, %in_5: i32, %init: i32) {
        %9 = arith.maxui %in_4, %in_4 : i32
        linalg.yield %9 : i32
      }
    %3 = tensor.empty() : tensor<3xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%mapped, %arg1 : tensor<3xi32>, tensor<3xi32>) outs(%3 : tensor<3xf32>) {
    ^bb0(%in: i32, %in_4: i32, %out: f32):
      %cst = arith.constant 0.000000e+00 : f32
      linalg.yield %cst : f32
    } -> tensor<3xf32>
    %collapsed = tensor.collapse_shape %arg2 [[0], [1], [2, 3]] : tensor<5x?x3x4xi1> into tensor<5x?x12xi1>
    %c1 = arith.constant 1 : index
    %dim = tensor.dim %collapsed, %c1 : tensor<5x?x12xi1>
    %5 = tensor.empty(%dim) : tensor<?xi1>
    %false = arith.constant false
    %6 = linalg.fill ins(%false : i1) outs(%5 : tensor<?xi1>) -> tensor<?xi1>
    %reduced = linalg.reduce { arith.andi } ins(%collapsed : tensor<5x?x12xi1>) outs(%6 : tensor<?xi1>) dimensions = [0, 2] 
    %c0 = arith.constant 0 : index
    %dim_0 = tensor.dim %arg3, %c0 : tensor<?x5x?x?xi1>
    %c0_1 = arith.constant 0 : index
    %dim_2 = tensor.dim %reduced, %c0_1 : tensor<?xi1>
    %c3 = arith.constant 3 : index
    %dim_3 = tensor.dim %arg3, %c3 : tensor<?x5x?x?xi1>
    %7 = tensor.empty(%dim_0, %dim_2, %dim_3) : tensor<?x5x?x?xi1>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reduced, %arg3, %arg4 : tensor<?xi1>, tensor<?x5x?x?xi1>, tensor<2x5x2xi1>) outs(%7 : tensor<?x5x?x?xi1>) {
    ^bb0(%in: i1, %in_4: i1, %in_5: i1, %out: i1):
      %9 = arith.xori %in_5, %in : i1
      linalg.yield %9 : i1
    } -> tensor<?x5x?x?xi1>
    return %4, %8 : tensor<3xf32>, tensor<?x5x?x?xi1>
  }
}
