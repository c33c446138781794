// Known upstream MLIR 22 bug found by fusefuzz (verdict: verifier-error).
// EXPECT: verifier-error
// STRATEGY: all
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: verifier-error (2 fusions), expected verifier-error: ok
// RUN: not %fusefuzz check %s | FileCheck %s --check-prefix=SIG
// SIG: signature: verifier-error:TransformFuseIntoForallYielded:forall-type-mismatch-between-output-and
//
// transform.structured.fuse_into_containing_op of a two-result producer
// whose second result is the tiled consumer's init and whose first result
// the function also returns (through a tensor.cast): the scf.forall it
// rebuilds to yield the producer gets a shared output whose block argument
// has another type than the output ("'scf.forall' op type mismatch between
// 0-th output and corresponding block argument"). No tensor.pad is
// involved. It was counted as the null-operand bug of two-result producers
// (transform-fuse-into-containing-null-operand.mlir) until verifier errors
// were matched by their facts. Found by the 3-minute default campaign
// `fusefuzz run --seconds 180 --seed 20261128` (case seed
// 12785897249249617100); reduced by `fusefuzz reduce`. Generation is not
// narrowed.
//
// REPRODUCE: fusefuzz check transform-fuse-into-forall-yield-two-result-type-mismatch.mlir
//   --print-transform-script > repro.mlir; mlir-opt --transform-interpreter
//   repro.mlir gives the same error. Script:
//   %root = transform.structured.match attributes{"fusefuzz.root"} in %arg0 : (!transform.any_op) -> !transform.any_op
//   %producers = transform.structured.match attributes{"fusefuzz.producer"} in %arg0 : (!transform.any_op) -> !transform.any_op
//   %tiled, %forall = transform.structured.tile_using_forall %root tile_sizes [0, 0, 1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
//   %fused, %new = transform.structured.fuse_into_containing_op %producers into %forall : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
#map = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d3, d2, d0, d1)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d2, d3, d1, d0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d1, d0, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module attributes {fusefuzz.policy = "0x11dc6ffcbf16a0bf", fusefuzz.seed = -5660846824459934516 : i64, fusefuzz.strategy = "all"} {
  func.func @case(%arg0: tensor<3x6x2x?xf32> {fusefuzz.shape = array<i64: 3, 6, 2, 4>}, %arg1: tensor<6x?x4x2xf32> {fusefuzz.shape = array<i64: 6, 3, 4, 2>}, %arg2: tensor<2x4x6x3xf32>, %arg3: tensor<4x6xf32>) -> (tensor<?x2x6x?xf32>, tensor<2x4x6x3xf32>) {
    %cast = tensor.cast %arg0 : tensor<3x6x2x?xf32> to tensor<3x6x2x4xf32>
    %cast_0 = tensor.cast %arg1 : tensor<6x?x4x2xf32> to tensor<6x3x4x2xf32>
    %0 = tensor.empty() : tensor<4x2x6x3xf32>
    %1 = tensor.empty() : tensor<2x4x6x3xf32>
    %2:2 = linalg.generic {indexing_maps = [#map, #map1, #map2, #map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg3, %cast, %cast_0 : tensor<4x6xf32>, tensor<3x6x2x4xf32>, tensor<6x3x4x2xf32>) outs(%0, %1 : tensor<4x2x6x3xf32>, tensor<2x4x6x3xf32>) {
    ^bb0(%in: f32, %in_2: f32, %in_3: f32, %out: f32, %out_4: f32):
      linalg.yield %in, %in : f32, f32
    } -> (tensor<4x2x6x3xf32>, tensor<2x4x6x3xf32>)
    %cast_1 = tensor.cast %2#0 : tensor<4x2x6x3xf32> to tensor<?x2x6x?xf32>
    %3:2 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2#1 : tensor<2x4x6x3xf32>) outs(%2#1, %arg2 : tensor<2x4x6x3xf32>, tensor<2x4x6x3xf32>) {
    ^bb0(%in: f32, %out: f32, %out_2: f32):
      linalg.yield %in, %in : f32, f32
    } -> (tensor<2x4x6x3xf32>, tensor<2x4x6x3xf32>)
    return %cast_1, %3#1 : tensor<?x2x6x?xf32>, tensor<2x4x6x3xf32>
  }
}
