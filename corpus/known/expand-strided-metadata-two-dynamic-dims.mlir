// Upstream lowering bug, found by fusefuzz (verdict: crash): reshape
// propagation in `linalg-fuse-elementwise-ops`
// (FoldWithProducerReshapeOpByExpansion) turns the collapse_shape between
// the two generics into a tensor.expand_shape of the consumer's init with
// two dynamic sizes in one group. That IR verifies; the lowering then
// crashes in `--expand-strided-metadata` (memref::ReinterpretCastOp::build
// reads a null attribute, IntegerAttr::getValue) on the
// memref.expand_shape bufferization makes of it. The fusion preserved the
// meaning; the crash is the lowering's. Kept as a known finding: the
// generator's reshapes are not narrowed.
// EXPECT: crash
// STRATEGY: elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: crash (0 fusions), expected crash: ok
//
// REPRODUCE (plain mlir-opt): the smallest input is
//   func.func @f(%n: index, %m: index, %k: index) -> index {
//     %c1 = arith.constant 1 : index
//     %a = memref.alloc(%k) : memref<?xi32>
//     %x = memref.expand_shape %a [[0, 1]] output_shape [%n, %m]
//         : memref<?xi32> into memref<?x?xi32>
//     %d = memref.dim %x, %c1 : memref<?x?xi32>
//     return %d : index
//   }
// and `mlir-opt --expand-strided-metadata` segfaults on it. From this
// case: mlir-opt --linalg-fuse-elementwise-ops, then the pipeline
// `fusefuzz pipeline` prints, crashes the same way.
#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0) -> (d0)>
module attributes {fusefuzz.policy = "0xf19b1b28dececc04", fusefuzz.seed = 2212207835535967911 : i64} {
  func.func @case(%arg0: tensor<?xi32> {fusefuzz.shape = array<i64: 2>}, %arg1: tensor<?xi32> {fusefuzz.shape = array<i64: 4>}, %arg2: tensor<?xi32> {fusefuzz.shape = array<i64: 8>}) -> tensor<?xi32> {
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %arg1, %c0 : tensor<?xi32>
    %c0_0 = arith.constant 0 : index
    %dim_1 = tensor.dim %arg0, %c0_0 : tensor<?xi32>
    %0 = tensor.empty(%dim, %dim_1) : tensor<?x?xi32>
    %1 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<?xi32>, tensor<?xi32>) outs(%0 : tensor<?x?xi32>) {
    ^bb0(%in: i32, %in_2: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<?x?xi32>
    %collapsed = tensor.collapse_shape %1 [[0, 1]] : tensor<?x?xi32> into tensor<?xi32>
    %2 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed : tensor<?xi32>) outs(%arg2 : tensor<?xi32>) {
    ^bb0(%in: i32, %out: i32):
      %c4_i32 = arith.constant 4 : i32
      %c3_i32 = arith.constant 3 : i32
      %3 = arith.minsi %c4_i32, %c3_i32 : i32
      %4 = arith.cmpi ne, %in, %3 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %5 = arith.cmpi eq, %in, %c0_i32 : i32
      %6 = arith.select %5, %c1_i32, %in : i32
      %7 = arith.divui %in, %6 : i32
      %8 = arith.cmpi sge, %in, %in : i32
      %9 = arith.select %8, %in, %in : i32
      %10 = arith.select %4, %7, %9 : i32
      %11 = arith.minsi %in, %in : i32
      %c32_i32 = arith.constant 32 : i32
      %12 = arith.remui %11, %c32_i32 : i32
      %13 = arith.shrsi %10, %12 : i32
      linalg.yield %13 : i32
    } -> tensor<?xi32>
    return %2 : tensor<?xi32>
  }
}
