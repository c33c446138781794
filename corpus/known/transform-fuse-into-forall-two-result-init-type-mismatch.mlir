// Known upstream MLIR 22 bug found by fusefuzz (verdict: verifier-error).
// EXPECT: verifier-error
// STRATEGY: all
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: verifier-error (3 fusions), expected verifier-error: ok
// RUN: not %fusefuzz check %s | FileCheck %s --check-prefix=SIG
// SIG: signature: verifier-error:TransformFuseIntoForallReductionTiled:forall-type-mismatch-between-output-and
//
// transform.structured.fuse_into_containing_op of a two-result producer
// (%3) whose second result is the tiled consumer's init (outs(%3#1)),
// nothing yielded: the scf.forall's shared output is started from the
// destination of the producer's *first* result (the bug of
// transform-fuse-into-forall-multi-result-init-fused-in-strategy.mlir),
// here a tensor<i32> where the block argument is a tensor<f32>:
// "'scf.forall' op type mismatch between 0-th output and corresponding
// block argument". Found by the 10-minute default campaign `fusefuzz run
// --seconds 600 --seed 20261210` (case seed 7741327656091162136; new
// there: the entry of the yielded flavour names Yielded rules only);
// reduced by `fusefuzz reduce`. Generation is not narrowed.
//
// REPRODUCE: fusefuzz check transform-fuse-into-forall-two-result-init-type-mismatch.mlir
//   --print-transform-script > repro.mlir; mlir-opt --transform-interpreter
//   repro.mlir gives the same error. Script:
//   %root = transform.structured.match attributes{"fusefuzz.root"} in %arg0 : (!transform.any_op) -> !transform.any_op
//   %producers = transform.structured.match attributes{"fusefuzz.producer"} in %arg0 : (!transform.any_op) -> !transform.any_op
//   %tiled, %forall = transform.structured.tile_using_forall %root tile_sizes [3] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
//   %fused, %new = transform.structured.fuse_into_containing_op %producers into %forall : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
#map = affine_map<(d0, d1) -> (d0, 0)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d0, d0 + d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0) -> (d0)>
#map5 = affine_map<(d0) -> ()>
module attributes {fusefuzz.strategy = "all", fusefuzz.policy = "0x11dc6ffcbf16a0bf", fusefuzz.seed = 7741327656091162136 : i64} {
  func.func @case(%arg0: tensor<?xi32> {fusefuzz.shape = array<i64: 4>}, %arg1: tensor<4x?xi32> {fusefuzz.shape = array<i64: 4, 5>}, %arg2: tensor<4x2xi32>, %arg3: tensor<4xi32>, %arg4: tensor<f32>, %arg5: tensor<3xf32>, %arg6: tensor<4x1xi32>) -> tensor<f32> {
    %0 = linalg.generic {indexing_maps = [#map, #map1, #map2, #map3, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg6, %arg0, %arg1, %arg2 : tensor<4x1xi32>, tensor<?xi32>, tensor<4x?xi32>, tensor<4x2xi32>) outs(%arg3 : tensor<4xi32>) {
    ^bb0(%in: i32, %in_0: i32, %in_1: i32, %in_2: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<4xi32>
    %1 = tensor.empty() : tensor<i32>
    %c5_i32 = arith.constant 5 : i32
    %2 = linalg.fill ins(%c5_i32 : i32) outs(%1 : tensor<i32>) -> tensor<i32>
    %3:2 = linalg.generic {indexing_maps = [#map4, #map4, #map5, #map5], iterator_types = ["reduction"]} ins(%0, %0 : tensor<4xi32>, tensor<4xi32>) outs(%2, %arg4 : tensor<i32>, tensor<f32>) {
    ^bb0(%in: i32, %in_0: i32, %out: i32, %out_1: f32):
      linalg.yield %in, %out_1 : i32, f32
    } -> (tensor<i32>, tensor<f32>)
    %4 = linalg.generic {indexing_maps = [#map5, #map5, #map4, #map5], iterator_types = ["reduction"]} ins(%3#1, %3#0, %arg5 : tensor<f32>, tensor<i32>, tensor<3xf32>) outs(%3#1 : tensor<f32>) {
    ^bb0(%in: f32, %in_0: i32, %in_1: f32, %out: f32):
      %5 = arith.sitofp %in_0 : i32 to f32
      %6 = arith.cmpf une, %in_1, %5 : f32
      %cst = arith.constant -1.500000e+00 : f32
      %7 = arith.select %6, %in, %cst : f32
      %cst_2 = arith.constant 5.000000e-01 : f32
      %8 = arith.sitofp %in_0 : i32 to f32
      %9 = arith.mulf %cst_2, %8 : f32
      %10 = arith.minimumf %7, %9 : f32
      %11 = arith.maximumf %out, %10 : f32
      linalg.yield %11 : f32
    } -> tensor<f32>
    return %4 : tensor<f32>
  }
}
