// A reduction root whose init is a pad, also read (through a fused
// producer) as an input. The input is computed in the nest, not sliced,
// so the init-fusion rule must not look at input slices only: the pad
// is not fused into the loop over the reduction (it re-initialized the
// accumulator every iteration: init-once failed, and running at the
// counterexample's sizes mismatched). Found by a tile-fuse-ext
// campaign, seed 1988205248134815812, reduced; fixed in
// passes/ext/TileFuseExt.cpp (initOnReductionLoop).
// EXPECT: pass
// STRATEGY: tile-fuse-ext
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}TileFuseExt: init-fusion-into-reduction-loop=
// CHECK: equivalence: proved
#map = affine_map<(d0, d1, d2) -> (d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module attributes {fusefuzz.policy = "0x2d46020661320c17", fusefuzz.seed = 1988205248134815812 : i64, fusefuzz.strategy = "tile-fuse-ext"} {
  func.func @case(%arg0: tensor<?xf32> {fusefuzz.shape = array<i64: 1>}, %arg1: index {fusefuzz.value = 2 : i64}, %arg2: index {fusefuzz.value = 1 : i64}, %arg3: tensor<?x8x?xf32> {fusefuzz.shape = array<i64: 5, 8, 6>}) -> tensor<?x?xf32> {
    %cst = arith.constant 1.000000e+00 : f32
    %padded = tensor.pad %arg0 low[2] high[1] {
    ^bb0(%arg4: index):
      tensor.yield %cst : f32
    } : tensor<?xf32> to tensor<?xf32>
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %padded, %c0 : tensor<?xf32>
    %0 = tensor.empty(%dim) : tensor<?x4xf32>
    %broadcasted = linalg.broadcast ins(%padded : tensor<?xf32>) outs(%0 : tensor<?x4xf32>) dimensions = [1] 
    %cst_0 = arith.constant -0.000000e+00 : f32
    %padded_1 = tensor.pad %broadcasted low[2, %arg2] high[%arg1, 1] {
    ^bb0(%arg4: index, %arg5: index):
      tensor.yield %cst_0 : f32
    } : tensor<?x4xf32> to tensor<?x?xf32>
    %c0_2 = arith.constant 0 : index
    %dim_3 = tensor.dim %arg3, %c0_2 : tensor<?x8x?xf32>
    %c0_4 = arith.constant 0 : index
    %dim_5 = tensor.dim %padded_1, %c0_4 : tensor<?x?xf32>
    %c1 = arith.constant 1 : index
    %dim_6 = tensor.dim %padded_1, %c1 : tensor<?x?xf32>
    %1 = tensor.empty(%dim_3, %dim_5, %dim_6) : tensor<?x?x?xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%padded_1, %arg3 : tensor<?x?xf32>, tensor<?x8x?xf32>) outs(%1 : tensor<?x?x?xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x?x?xf32>
    %3 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["reduction", "parallel", "parallel"]} ins(%2 : tensor<?x?x?xf32>) outs(%padded_1 : tensor<?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4 = linalg.index 2 : index
      %5 = arith.index_cast %4 : index to i32
      %6 = arith.sitofp %5 : i32 to f32
      %7 = arith.mulf %6, %in : f32
      %8 = arith.maximumf %out, %7 : f32
      linalg.yield %8 : f32
    } -> tensor<?x?xf32>
    return %3 : tensor<?x?xf32>
  }
}
