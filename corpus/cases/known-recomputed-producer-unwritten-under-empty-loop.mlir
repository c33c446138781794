// The known yielded recomputed-producer bug (corpus/known/tile-fuse-yields-
// recomputed-producer.mlir) where the harm is an unwritten result, not a
// re-accumulated one: tile-and-fuse yields the matmul %v0, recomputed whole
// inside the nest of the last consumer, whose loop over dim(arg2,1) (a dim
// the matmul lacks) runs no iteration when that size is 0: the returned
// matmul result is never written. Found by the 10-minute default campaign
// `fusefuzz run --seconds 600 --seed 20261129` (case seed
// 16919519408494936468, as a NEW proof-failure); execution at the
// counterexample's sizes reads the unwritten result.
// EXPECT: proof-failure
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: expected proof-failure: ok
// RUN: not %fusefuzz check %s | FileCheck %s --check-prefix=SIG
// SIG: signature: proof-failure:{{.*}}TileAndFuseProducerYielded:unwritten/recomputed-producer-reaccumulates (known: tile-fuse-yields-recomputed-producer.mlir)
#map = affine_map<(d0, d1, d2, d3) -> (0, d2)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d3, d1, d0, d2)>
module attributes {fusefuzz.strategy = "all", fusefuzz.policy = "0x11dc6ffcbf16a0bf", fusefuzz.seed = -1527224665214615148 : i64} {
  func.func @case(%arg0: tensor<?x5xi32> {fusefuzz.shape = array<i64: 2, 5>}, %arg1: tensor<5x1xi32>, %arg2: tensor<2x?xi32> {fusefuzz.shape = array<i64: 2, 3>}, %arg3: tensor<1x?xi32> {fusefuzz.shape = array<i64: 1, 3>}) -> (tensor<?x1xi32>, tensor<2x3x5x?xi1>) {
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?x5xi32>
    %0 = tensor.empty(%dim) : tensor<?x1xi32>
    %c3_i32 = arith.constant 3 : i32
    %1 = linalg.fill ins(%c3_i32 : i32) outs(%0 : tensor<?x1xi32>) -> tensor<?x1xi32>
    %2 = linalg.matmul ins(%arg0, %arg1 : tensor<?x5xi32>, tensor<5x1xi32>) outs(%1 : tensor<?x1xi32>) -> tensor<?x1xi32>
    %c0_0 = arith.constant 0 : index
    %dim_1 = tensor.dim %2, %c0_0 : tensor<?x1xi32>
    %3 = tensor.empty(%dim_1) : tensor<1x?xi32>
    %transposed = linalg.transpose ins(%2 : tensor<?x1xi32>) outs(%3 : tensor<1x?xi32>) permutation = [1, 0] 
    %4 = linalg.matmul ins(%transposed, %arg2 : tensor<1x?xi32>, tensor<2x?xi32>) outs(%arg3 : tensor<1x?xi32>) -> tensor<1x?xi32>
    %c1 = arith.constant 1 : index
    %dim_2 = tensor.dim %4, %c1 : tensor<1x?xi32>
    %5 = tensor.empty(%dim_2) : tensor<5x3x?x2xi32>
    %6 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4 : tensor<1x?xi32>) outs(%5 : tensor<5x3x?x2xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<5x3x?x2xi32>
    %c2 = arith.constant 2 : index
    %dim_3 = tensor.dim %6, %c2 : tensor<5x3x?x2xi32>
    %7 = tensor.empty(%dim_3) : tensor<2x3x5x?xi1>
    %true = arith.constant true
    %8 = linalg.fill ins(%true : i1) outs(%7 : tensor<2x3x5x?xi1>) -> tensor<2x3x5x?xi1>
    %9 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6 : tensor<5x3x?x2xi32>) outs(%8 : tensor<2x3x5x?xi1>) {
    ^bb0(%in: i32, %out: i1):
      linalg.yield %out : i1
    } -> tensor<2x3x5x?xi1>
    return %2, %9 : tensor<?x1xi32>, tensor<2x3x5x?xi1>
  }
}
