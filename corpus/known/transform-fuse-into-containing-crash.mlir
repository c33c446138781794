// Upstream transform op, found by fusefuzz (verdict: crash): the
// transform script below (transform.structured.tile_using_forall on the
// returned tensor.pad, then transform.structured.fuse_into_containing_op of
// the linalg.generic producing the pad's source, which reads another pad
// twice) segfaults inside FuseIntoContainingOp::apply, in fusefuzz and in
// plain mlir-opt alike. Kept as a known finding; generation is not
// narrowed.
// EXPECT: crash
// STRATEGY: transform
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: crash ({{[0-9]+}} fusions), expected crash: ok
//
// REPRODUCE: fusefuzz check transform-fuse-into-containing-crash.mlir --strategy transform
//   --print-transform-script > repro.mlir (the function with the ops the
//   script names tagged, then the script), then
//   mlir-opt --transform-interpreter repro.mlir. The script:
//   module attributes {transform.with_named_sequence} {
//     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
//       %root = transform.structured.match attributes{"fusefuzz.root"} in %arg0 : (!transform.any_op) -> !transform.any_op
//       %producers = transform.structured.match attributes{"fusefuzz.producer"} in %arg0 : (!transform.any_op) -> !transform.any_op
//       %tiled, %forall = transform.structured.tile_using_forall %root tile_sizes [3, 3, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
//       %fused, %new = transform.structured.fuse_into_containing_op %producers into %forall : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
//       transform.yield
//     }
//   }
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d0, d1)>
module attributes {fusefuzz.strategy = "transform", fusefuzz.policy = "0x88cb3a8b863f6dc1", fusefuzz.seed = -8735345346812391916 : i64} {
  func.func @case(%arg0: tensor<?x1x5xi8> {fusefuzz.shape = array<i64: 3, 1, 5>}, %arg1: index {fusefuzz.value = 0 : i64}, %arg2: index {fusefuzz.value = 1 : i64}, %arg3: index {fusefuzz.value = 2 : i64}, %arg4: tensor<?x?x9xf32> {fusefuzz.shape = array<i64: 4, 3, 9>}, %arg5: index {fusefuzz.value = 2 : i64}, %arg6: index {fusefuzz.value = 0 : i64}) -> tensor<?x?x?xf32> {
    %c3_i8 = arith.constant 3 : i8
    %padded = tensor.pad %arg0 low[1, %arg2, 2] high[%arg1, 1, %arg3] {
    ^bb0(%arg7: index, %arg8: index, %arg9: index):
      tensor.yield %c3_i8 : i8
    } : tensor<?x1x5xi8> to tensor<?x?x?xi8>
    %c2 = arith.constant 2 : index
    %dim = tensor.dim %padded, %c2 : tensor<?x?x?xi8>
    %c0 = arith.constant 0 : index
    %dim_0 = tensor.dim %padded, %c0 : tensor<?x?x?xi8>
    %c1 = arith.constant 1 : index
    %dim_1 = tensor.dim %padded, %c1 : tensor<?x?x?xi8>
    %0 = tensor.empty(%dim, %dim_0, %dim_1) : tensor<?x?x?xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%padded, %padded, %arg4 : tensor<?x?x?xi8>, tensor<?x?x?xi8>, tensor<?x?x9xf32>) outs(%0 : tensor<?x?x?xf32>) {
    ^bb0(%in: i8, %in_3: i8, %in_4: f32, %out: f32):
      linalg.yield %in_4 : f32
    } -> tensor<?x?x?xf32>
    %cst = arith.constant -3.000000e+00 : f32
    %padded_2 = tensor.pad %1 low[%arg5, 2, %arg6] high[0, 1, 0] {
    ^bb0(%arg7: index, %arg8: index, %arg9: index):
      tensor.yield %cst : f32
    } : tensor<?x?x?xf32> to tensor<?x?x?xf32>
    return %padded_2 : tensor<?x?x?xf32>
  }
}
