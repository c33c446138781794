// Known upstream MLIR 22 bug found by fusefuzz (verdict: mismatch).
// EXPECT: mismatch
// STRATEGY: transform
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: mismatch (1 fusions), expected mismatch: ok
// RUN: not %fusefuzz check %s --strategy transform --equivalence report | FileCheck %s --check-prefix=SIG
// SIG: equivalence: refuted
// SIG: signature: mismatch:TransformFuseIntoFor:init-carried-for-another-result
//
// transform.structured.fuse_into_containing_op fuses a producer whose
// destination (%arg3) is also the first destination of the tiled
// two-result consumer into the scf.for nest of tile_using_for: the fused
// producer's outs becomes a slice of the loop's iter_arg of the consumer's
// *second* result (%arg14, carried from %arg5: tensor<?x2x?xf32>, here
// 1x2x3) at the first result's offsets and sizes [3, %6, 1]: out of bounds
// along dim 0. The same destination replacement as
// transform-fuse-into-for-producer-init-carried.mlir (the producer gets
// the iter_arg of a destination it shares with the consumer), here picking
// the iter_arg of another result. Found by `fusefuzz run --strategy
// transform --seconds 90 --seed 20261130` (case seed 14396501158844394745);
// reduced by `fusefuzz reduce`. Execution fails the slice's runtime check
// and the end-to-end proof refutes it (the fused sizes break a condition
// the unfused ones meet); the fact init-carried-for-another-result is read
// from the fused IR. Generation is not narrowed.
//
// REPRODUCE: fusefuzz check transform-fuse-into-for-producer-init-other-result.mlir
//   --strategy transform --print-transform-script > repro.mlir, then
//   mlir-opt --transform-interpreter repro.mlir: the fused producer has
//   outs(tensor.extract_slice %arg14[%arg6, %arg9, %arg12] [3, %6, 1] :
//   tensor<?x2x?xf32> to tensor<3x?x1xf32>). Script:
//   %tiled, %loops:3 = transform.structured.tile_using_for %root tile_sizes [3, 3, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
//   %fused, %new = transform.structured.fuse_into_containing_op %producers into %loops#2 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
#map = affine_map<()[s0] -> (s0 ceildiv 2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d1, d2, d0)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module attributes {fusefuzz.policy = "0x11dc6ffcbf16a0bf", fusefuzz.seed = -4050242914865156871 : i64, fusefuzz.strategy = "transform"} {
  func.func @case(%arg0: tensor<?xf32> {fusefuzz.shape = array<i64: 6>}, %arg1: tensor<1x2x3xf32>, %arg2: tensor<3x2xf32>, %arg3: tensor<3x?x2xf32> {fusefuzz.shape = array<i64: 3, 1, 2>}, %arg4: tensor<?x?x?xf32> {fusefuzz.shape = array<i64: 3, 1, 2>}, %arg5: tensor<?x2x?xf32> {fusefuzz.shape = array<i64: 1, 2, 3>}) -> tensor<?x2x?xf32> {
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
    %0 = affine.apply #map()[%dim]
    %1 = tensor.empty(%0) : tensor<?x2xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %pack = linalg.pack %arg0 padding_value(%cst : f32) inner_dims_pos = [0] inner_tiles = [2] into %1 : tensor<?xf32> -> tensor<?x2xf32>
    %2 = linalg.generic {indexing_maps = [#map1, #map2, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%pack, %arg1, %arg2 : tensor<?x2xf32>, tensor<1x2x3xf32>, tensor<3x2xf32>) outs(%arg3 : tensor<3x?x2xf32>) {
    ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<3x?x2xf32>
    %3:2 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %arg4, %arg4 : tensor<3x?x2xf32>, tensor<?x?x?xf32>, tensor<?x?x?xf32>) outs(%arg3, %arg5 : tensor<3x?x2xf32>, tensor<?x2x?xf32>) {
    ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32, %out_2: f32):
      linalg.yield %in, %in : f32, f32
    } -> (tensor<3x?x2xf32>, tensor<?x2x?xf32>)
    return %3#1 : tensor<?x2x?xf32>
  }
}
