// The known uncovered yielded producer (corpus/known/tile-fuse-yields-
// uncovered-producer.mlir) where the nest that yields it runs over a dim
// the producer lacks: tile-and-fuse of the matmul and the two-result
// generic into the tiles of the 4-d consumer, the generic yielded, its
// tiles rewritten alike in every iteration of the loop over the consumer's
// dim 1 (dim 0 of %arg3); where that loop runs no iteration the returned
// value is its init, a tensor.empty nobody wrote. Found by the 10-minute
// default campaign `fusefuzz run --seconds 600 --seed 20261202` (case seed
// 6430758210203737604, reduced, as a NEW proof-failure whose fact named a
// partial reduction: the matmul recomputed whole in every iteration, read
// through inits it overwrites, no longer counts as one); execution at the
// counterexample's sizes reads the unwritten result.
// EXPECT: proof-failure
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: expected proof-failure: ok
// RUN: not %fusefuzz check %s | FileCheck %s --check-prefix=SIG
// SIG: fused undefined
// SIG: signature: proof-failure:TileAndFuseProducer+TileAndFuseProducerYielded:unwritten/yielded-tiles-not-cover (known: tile-fuse-yields-uncovered-producer.mlir)
#map = affine_map<(d0, d1) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d1, d2, 2)>
#map5 = affine_map<(d0, d1, d2, d3) -> ()>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map8 = affine_map<(d0, d1, d2) -> (d0, d1)>
module attributes {fusefuzz.policy = "0x11dc6ffcbf16a0bf", fusefuzz.seed = 6430758210203737604 : i64} {
  func.func @case(%arg0: tensor<?xf32> {fusefuzz.shape = array<i64: 2>}, %arg1: tensor<4x4xf32>, %arg2: tensor<2x4xf32>, %arg3: tensor<?x4x3xf32> {fusefuzz.shape = array<i64: 3, 4, 3>}, %arg4: tensor<f32>, %arg5: tensor<?x4x?xf32> {fusefuzz.shape = array<i64: 4, 4, 5>}) -> (tensor<4x?xf32>, tensor<2x?x4x3xf32>, tensor<?x4xf32>) {
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
    %0 = tensor.empty(%dim) : tensor<4x?xf32>
    %c0_0 = arith.constant 0 : index
    %dim_1 = tensor.dim %arg0, %c0_0 : tensor<?xf32>
    %1 = tensor.empty(%dim_1) : tensor<?x4xf32>
    %2:2 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<?xf32>) outs(%0, %1 : tensor<4x?xf32>, tensor<?x4xf32>) {
    ^bb0(%in: f32, %out: f32, %out_9: f32):
      linalg.yield %in, %in : f32, f32
    } -> (tensor<4x?xf32>, tensor<?x4xf32>)
    %c0_2 = arith.constant 0 : index
    %dim_3 = tensor.dim %2#1, %c0_2 : tensor<?x4xf32>
    %3 = tensor.empty(%dim_3) : tensor<?x4xf32>
    %mapped = linalg.map ins(%2#1 : tensor<?x4xf32>) outs(%3 : tensor<?x4xf32>)
      (%in: f32, %init: f32) {
        %cst_9 = arith.constant -3.000000e+00 : f32
        %11 = arith.cmpf ugt, %in, %cst_9 : f32
        %cst_10 = arith.constant -1.500000e+00 : f32
        %12 = arith.select %11, %in, %cst_10 : f32
        %13 = math.floor %12 : f32
        linalg.yield %13 : f32
      }
    %4 = linalg.matmul ins(%mapped, %arg1 : tensor<?x4xf32>, tensor<4x4xf32>) outs(%arg2 : tensor<2x4xf32>) -> tensor<2x4xf32>
    %c0_4 = arith.constant 0 : index
    %dim_5 = tensor.dim %arg3, %c0_4 : tensor<?x4x3xf32>
    %5 = tensor.empty(%dim_5) : tensor<2x?x4x3xf32>
    %cst = arith.constant 7.000000e+00 : f32
    %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<2x?x4x3xf32>) -> tensor<2x?x4x3xf32>
    %7 = linalg.generic {indexing_maps = [#map3, #map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4, %arg3, %arg4 : tensor<2x4xf32>, tensor<?x4x3xf32>, tensor<f32>) outs(%6 : tensor<2x?x4x3xf32>) {
    ^bb0(%in: f32, %in_9: f32, %in_10: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x?x4x3xf32>
    %c0_6 = arith.constant 0 : index
    %dim_7 = tensor.dim %arg5, %c0_6 : tensor<?x4x?xf32>
    %8 = tensor.empty(%dim_7) : tensor<?x4xf32>
    %cst_8 = arith.constant -0.000000e+00 : f32
    %9 = linalg.fill ins(%cst_8 : f32) outs(%8 : tensor<?x4xf32>) -> tensor<?x4xf32>
    %10 = linalg.generic {indexing_maps = [#map7, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg5 : tensor<?x4x?xf32>) outs(%9 : tensor<?x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x4xf32>
    return %2#0, %7, %10 : tensor<4x?xf32>, tensor<2x?x4x3xf32>, tensor<?x4xf32>
  }
}
