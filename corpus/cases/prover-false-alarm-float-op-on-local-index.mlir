// A closed false alarm of the end-to-end proof (decide campaign of seed
// 20261125, case seed 17944271275779580498, reduced): a tiled tensor.pad of
// a transposing producer that reads linalg.index 1. Where the unfused side
// folded sitofp(0) to 0.0, the fused side has sitofp(i - 2 * (i div 2)) of
// the tile's local index, 0 only at the counterexample's point; the solver
// was free to give that uninterpreted sitofp(0) another value. Every float
// op evaluated on constants is now also a fact `f(c) == v` of the query.
// EXPECT: pass
// STRATEGY: all
// EQUIVALENCE: decide
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: equivalence: proved
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
module attributes {fusefuzz.strategy = "all", fusefuzz.policy = "0x704eae7228c8393f", fusefuzz.seed = -502472797929971118 : i64} {
  func.func @case(%arg0: index {fusefuzz.value = 0 : i64}, %arg1: index {fusefuzz.value = 2 : i64}, %arg2: index {fusefuzz.value = 0 : i64}, %arg3: index {fusefuzz.value = 0 : i64}, %arg4: f32, %arg5: tensor<1x1xf32>) -> tensor<?x?xf32> {
    %0 = tensor.empty() : tensor<1x1xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<1x1xf32>) outs(%0 : tensor<1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2 = linalg.index 1 : index
      %3 = arith.index_cast %2 : index to i32
      %4 = arith.sitofp %3 : i32 to f32
      %5 = arith.minimumf %in, %in : f32
      %6 = arith.addf %4, %5 : f32
      linalg.yield %6 : f32
    } -> tensor<1x1xf32>
    %padded = tensor.pad %1 low[%arg0, %arg2] high[%arg1, %arg3] {
    ^bb0(%arg6: index, %arg7: index):
      tensor.yield %arg4 : f32
    } : tensor<1x1xf32> to tensor<?x?xf32>
    return %padded : tensor<?x?xf32>
  }
}
