// A closed false alarm of the end-to-end proof (10-minute decide campaign
// of seed 20261126, case seed 10089113644885806036, reduced by `fusefuzz
// reduce`): fusion folds a float computation on a padded constant to the
// constant 1.0, while the unfused side reads the pad's value or the
// input's by a choice on the index (`i0 in bounds ? -7.0 : -0.0`) that
// only the query's bounds decide. Uninterpreted float ops on that choice
// could not be evaluated, so the sides differed. Refolding now lifts a
// choice between two constants out of an op on it and evaluates each side.
// EXPECT: pass
// STRATEGY: pad+elementwise
// EQUIVALENCE: decide
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass (1 fusions), expected pass: ok
// RUN: %fusefuzz check %s --strategy pad+elementwise --equivalence decide | FileCheck %s --check-prefix=PROOF
// PROOF: equivalence: proved
#map = affine_map<(d0) -> (d0)>
module attributes {fusefuzz.policy = "0x704eae7228c8393f", fusefuzz.seed = -8357630428823745580 : i64} {
  func.func @case() -> tensor<4xf32> {
    %cst = arith.constant dense<7.000000e+00> : tensor<4xf32>
    %0 = tensor.empty() : tensor<4xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst : tensor<4xf32>) outs(%0 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4xf32>
    %cst_0 = arith.constant -0.000000e+00 : f32
    %padded = tensor.pad %1 low[0] high[0] {
    ^bb0(%arg0: index):
      tensor.yield %cst_0 : f32
    } : tensor<4xf32> to tensor<4xf32>
    %2 = tensor.empty() : tensor<4xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%padded : tensor<4xf32>) outs(%2 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4 = arith.negf %in : f32
      %5 = arith.divf %in, %in : f32
      %6 = arith.minimumf %4, %5 : f32
      linalg.yield %6 : f32
    } -> tensor<4xf32>
    return %3 : tensor<4xf32>
  }
}
