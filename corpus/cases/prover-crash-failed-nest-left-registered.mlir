// A crash of the end-to-end proof closed (campaign `fusefuzz run --seconds
// 40 --seed 12 --policy relayout=60 --equivalence report`, case seed
// 15261156114502066428, reduced): a tiled pack yielded from the nest of
// the unpack it feeds has tile offsets `i floordiv 3`, which the loop-nest
// reader does not solve for the loop variable; the nest failed to build
// after registering its iter_args, and a later read of one found the
// destroyed nest (a segfault in FunctionTerms::iterArgElement). A nest
// that fails now leaves no iter_arg pointing at it: the proof is unknown
// with its reason. (Its iterations, few and of numeral bounds, are now
// enumerated; the unpack reading the pack's output inside the nest is
// what has no term.)
// EXPECT: pass
// STRATEGY: tile-fuse-producers
// EQUIVALENCE: report
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass (1 fusions), expected pass: ok
// RUN: %fusefuzz check %s --strategy tile-fuse-producers --equivalence report | FileCheck %s --check-prefix=E2E
// E2E: equivalence: unknown (no term for an output read inside a loop nest whose iterations are enumerated)
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> (d0 + 2)>
#map2 = affine_map<(d0) -> ()>
module attributes {fusefuzz.policy = "0x8b8a2753c63641f7", fusefuzz.seed = -3185587959207485188 : i64, fusefuzz.strategy = "all"} {
  func.func @case(%arg0: tensor<4xf32>, %arg1: tensor<6xf32>, %arg2: tensor<?xf32> {fusefuzz.shape = array<i64: 4>}) -> (tensor<?x?xf32>, tensor<4xf32>, tensor<f32>) {
    %cst = arith.constant -0.000000e+00 : f32
    %cst_0 = arith.constant -3.000000e+00 : f32
    %0 = tensor.empty() : tensor<2x3xf32>
    %pack = linalg.pack %arg0 padding_value(%cst_0 : f32) inner_dims_pos = [0] inner_tiles = [3] into %0 : tensor<4xf32> -> tensor<2x3xf32>
    %cast = tensor.cast %pack : tensor<2x3xf32> to tensor<?x?xf32>
    %1 = tensor.empty() : tensor<4xf32>
    %unpack = linalg.unpack %pack inner_dims_pos = [0] inner_tiles = [3] into %1 : tensor<2x3xf32> -> tensor<4xf32>
    %2 = tensor.empty() : tensor<f32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<f32>) -> tensor<f32>
    %4 = linalg.generic {indexing_maps = [#map, #map1, #map, #map2], iterator_types = ["reduction"]} ins(%unpack, %arg1, %arg2 : tensor<4xf32>, tensor<6xf32>, tensor<?xf32>) outs(%3 : tensor<f32>) {
    ^bb0(%in: f32, %in_1: f32, %in_2: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<f32>
    return %cast, %unpack, %4 : tensor<?x?xf32>, tensor<4xf32>, tensor<f32>
  }
}
