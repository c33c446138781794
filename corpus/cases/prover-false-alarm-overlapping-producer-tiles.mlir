// A closed false alarm of the tile-nest step proofs (10-minute default
// campaign `fusefuzz run --seconds 600 --seed 20261128`, case seed
// 9333266859667704178; execution and the end-to-end proof agreed): a
// producer read by a max pooling through its window (d1 + d4) is fused
// into the pooling's nest with yielded replacements; its tiles overlap by
// the window's halo, so consecutive iterations compute the overlap again
// and write it again, with the same values (the producer reads no init and
// the loop is sequential). consumer-writes-once required tiles that meet
// exactly and failed; tiles of such ops may now overlap (no gap, no step
// back). Reduced by `fusefuzz reduce`.
// EXPECT: pass
// STRATEGY: tile-fuse-producers
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[1-9][0-9]*}} fusions), expected pass: ok
// CHECK: equivalence: proved
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d3, d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2, d1)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d3)>
module attributes {fusefuzz.policy = "0xdf611085d48830d4", fusefuzz.seed = -9113477214041847438 : i64, fusefuzz.strategy = "all"} {
  func.func @case(%arg0: tensor<2xf32>, %arg1: tensor<2x?x3x?xf32> {fusefuzz.shape = array<i64: 2, 2, 3, 1>}, %arg2: tensor<2xf32>, %arg3: tensor<2x?x3x?xf32> {fusefuzz.shape = array<i64: 2, 1, 3, 2>}, %arg4: tensor<2x?x3x?xf32> {fusefuzz.shape = array<i64: 2, 1, 3, 2>}) -> tensor<2x?x3x?xf32> {
    %0 = tensor.empty() : tensor<2xi32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<2xf32>) outs(%0 : tensor<2xi32>) {
    ^bb0(%in: f32, %out: i32):
      %c0_i32 = arith.constant 0 : i32
      linalg.yield %c0_i32 : i32
    } -> tensor<2xi32>
    %2 = tensor.empty() : tensor<2x2xi32>
    %broadcasted = linalg.broadcast ins(%1 : tensor<2xi32>) outs(%2 : tensor<2x2xi32>) dimensions = [0] 
    %3 = tensor.empty() : tensor<2x2x5x2xi32>
    %4 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%broadcasted : tensor<2x2xi32>) outs(%3 : tensor<2x2x5x2xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<2x2x5x2xi32>
    %5 = tensor.empty() : tensor<2x1x3x2xi32>
    %c4_i32 = arith.constant 4 : i32
    %6 = linalg.fill ins(%c4_i32 : i32) outs(%5 : tensor<2x1x3x2xi32>) -> tensor<2x1x3x2xi32>
    %7 = tensor.empty() : tensor<2x3xi32>
    %8 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%4, %7 : tensor<2x2x5x2xi32>, tensor<2x3xi32>) outs(%6 : tensor<2x1x3x2xi32>) -> tensor<2x1x3x2xi32>
    %c3 = arith.constant 3 : index
    %dim = tensor.dim %arg1, %c3 : tensor<2x?x3x?xf32>
    %c1 = arith.constant 1 : index
    %dim_0 = tensor.dim %arg1, %c1 : tensor<2x?x3x?xf32>
    %9 = tensor.empty(%dim, %dim_0) : tensor<2x?x3x?xf32>
    %10 = linalg.generic {indexing_maps = [#map3, #map4, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %arg1, %arg2 : tensor<2x1x3x2xi32>, tensor<2x?x3x?xf32>, tensor<2xf32>) outs(%9 : tensor<2x?x3x?xf32>) {
    ^bb0(%in: i32, %in_5: f32, %in_6: f32, %out: f32):
      linalg.yield %in_5 : f32
    } -> tensor<2x?x3x?xf32>
    %c1_1 = arith.constant 1 : index
    %dim_2 = tensor.dim %10, %c1_1 : tensor<2x?x3x?xf32>
    %c3_3 = arith.constant 3 : index
    %dim_4 = tensor.dim %10, %c3_3 : tensor<2x?x3x?xf32>
    %11 = tensor.empty(%dim_2, %dim_4) : tensor<2x?x3x?xf32>
    %mapped = linalg.map ins(%10, %arg3, %arg4 : tensor<2x?x3x?xf32>, tensor<2x?x3x?xf32>, tensor<2x?x3x?xf32>) outs(%11 : tensor<2x?x3x?xf32>)
      (%in: f32, %in_5: f32, %in_6: f32, %init: f32) {
        %cst = arith.constant 5.000000e-01 : f32
        %12 = math.sqrt %cst : f32
        %13 = arith.minimumf %12, %in : f32
        linalg.yield %13 : f32
      }
    return %mapped : tensor<2x?x3x?xf32>
  }
}
