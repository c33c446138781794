// Corpus case 'refused-intermediate-output-loops-unbounded': a consumer whose reduction
// loops only the two operands reading one producer bound; fusing both away
// would leave them unbounded (reduced from a generated case).
// EXPECT: pass
// STRATEGY: intermediate-output
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}FuseKeepingIntermediates: loops-unbounded=
#map = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
module attributes {fusefuzz.policy = "0x4ae1b44caad41e40", fusefuzz.seed = -8142298166795248508 : i64, fusefuzz.strategy = "multi-operand"} {
  func.func @case(%arg0: tensor<5x4xf32>, %arg1: index {fusefuzz.value = 1 : i64}, %arg2: index {fusefuzz.value = 1 : i64}, %arg3: index {fusefuzz.value = 1 : i64}, %arg4: tensor<4x2xf32>) -> tensor<?x?xi32> {
    %0 = tensor.empty() : tensor<5x4x2x2xf32>
    %1 = tensor.empty() : tensor<5x4x2x2xf32>
    %2:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg4 : tensor<4x2xf32>) outs(%0, %1 : tensor<5x4x2x2xf32>, tensor<5x4x2x2xf32>) {
    ^bb0(%in: f32, %out: f32, %out_0: f32):
      linalg.yield %in, %in : f32, f32
    } -> (tensor<5x4x2x2xf32>, tensor<5x4x2x2xf32>)
    %3 = linalg.generic {indexing_maps = [#map1, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%2#0, %2#1 : tensor<5x4x2x2xf32>, tensor<5x4x2x2xf32>) outs(%arg0 : tensor<5x4xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<5x4xf32>
    %4 = tensor.empty() : tensor<5x4xi32>
    %5 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<5x4xf32>) outs(%4 : tensor<5x4xi32>) {
    ^bb0(%in: f32, %out: i32):
      %c0_i32 = arith.constant 0 : i32
      linalg.yield %c0_i32 : i32
    } -> tensor<5x4xi32>
    %c3_i32 = arith.constant 3 : i32
    %padded = tensor.pad %5 low[2, %arg2] high[%arg1, %arg3] {
    ^bb0(%arg5: index, %arg6: index):
      tensor.yield %c3_i32 : i32
    } : tensor<5x4xi32> to tensor<?x?xi32>
    return %padded : tensor<?x?xi32>
  }
}
