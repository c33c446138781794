// The known consumer-into-reduction-tiles hazard (corpus/known/tile-fuse-
// consumer-into-reduction-tiles.mlir): linalg.elementwise, a consumer of
// the min-reduction over the dynamic dim of %arg0, is fused into the loop
// over that dim's tiles; when the dim is 0 the loop runs no iteration and
// the consumer's result (its init a tensor.empty) is never written. The
// two sides' reduction folds have different shapes (the fused one over
// tiles, recomputed per tile), so their values are not compared; whether
// the fused element is undefined still is, and refutes the proof at
// dim(arg0,1) = 0. Before, the proof said unknown ("reduction folds of
// different shapes") on this case of `fusefuzz run --cases 6000 --seed 13`
// (case seed 1077976340298603269, reduced).
// EXPECT: proof-failure
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: expected proof-failure: ok
// RUN: not %fusefuzz check %s | FileCheck %s --check-prefix=SIG
// SIG: fused undefined
// SIG: signature: proof-failure:TileAndFuseConsumer+TileAndFuseConsumerReductionTiled:unwritten/reads-partial-reduction (known: tile-fuse-consumer-into-reduction-tiles.mlir)
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
module attributes {fusefuzz.strategy = "all", fusefuzz.policy = "0x11dc6ffcbf16a0bf", fusefuzz.seed = 1077976340298603269 : i64} {
  func.func @case(%arg0: tensor<1x?xi32> {fusefuzz.shape = array<i64: 1, 1>}, %arg1: tensor<1xi32>, %arg2: tensor<1xi32>, %arg3: tensor<5x?xf16> {fusefuzz.shape = array<i64: 5, 3>}, %arg4: tensor<?x?xf16> {fusefuzz.shape = array<i64: 5, 3>}, %arg5: tensor<5x3xf16>) -> (tensor<1xi32>, tensor<?x?xf16>) {
    %cst = arith.constant dense<2.000000e+00> : tensor<5xf16>
    %reduced = linalg.reduce { arith.minsi } ins(%arg0 : tensor<1x?xi32>) outs(%arg1 : tensor<1xi32>) dimensions = [1] 
    %0 = tensor.empty() : tensor<1xi32>
    %1 = linalg.elementwise kind=#linalg.elementwise_kind<min_unsigned> ins(%reduced, %arg2 : tensor<1xi32>, tensor<1xi32>) outs(%0 : tensor<1xi32>) -> tensor<1xi32>
    %2 = tensor.empty() : tensor<5x3xf16>
    %cast = tensor.cast %arg3 : tensor<5x?xf16> to tensor<5x3xf16>
    %cast_0 = tensor.cast %arg4 : tensor<?x?xf16> to tensor<5x3xf16>
    %3 = linalg.elementwise kind=#linalg.elementwise_kind<min_signed> ins(%cast, %cast_0 : tensor<5x3xf16>, tensor<5x3xf16>) outs(%2 : tensor<5x3xf16>) -> tensor<5x3xf16>
    %4 = tensor.empty() : tensor<5x3xf16>
    %5 = linalg.generic {indexing_maps = [#map, #map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %arg5, %cst : tensor<5x3xf16>, tensor<5x3xf16>, tensor<5xf16>) outs(%4 : tensor<5x3xf16>) {
    ^bb0(%in: f16, %in_2: f16, %in_3: f16, %out: f16):
      linalg.yield %in : f16
    } -> tensor<5x3xf16>
    %cast_1 = tensor.cast %5 : tensor<5x3xf16> to tensor<?x?xf16>
    return %1, %cast_1 : tensor<1xi32>, tensor<?x?xf16>
  }
}
