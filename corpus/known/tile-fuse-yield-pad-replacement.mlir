// Upstream tile-and-fuse, found by fusefuzz (verdict: verifier-error): with
// `yieldProducerReplacement` for a fused tensor.pad producer (control
// function of scf::tileConsumerAndFuseProducersUsingSCF;
// transform.test.fuse_and_yield), the loop nest inserts the pad's tile into
// the new loop-carried value with a tensor.insert_slice (parallel_insert_slice
// under scf.forall) whose source is defined inside the scf.if the tiled pad
// became: "operand #0 does not dominate this use" (or, for other shapes, as
// this one, a slice type that does not match). Kept as a known finding
// (signatures verifier-error:*Yielded:*insert_slice-operand-does-not-
// dominate and ...:*insert_slice-size-mismatch, the verifier's facts),
// generation is not narrowed.
// EXPECT: verifier-error
// STRATEGY: tile-fuse-producers
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: verifier-error (3 fusions), expected verifier-error: ok
//
// REPRODUCE: mlir-opt --transform-interpreter with this function
//   func.func @f(%a: tensor<4xf32>, %i: index) -> (tensor<?xf32>, tensor<?xf32>) {
//     %c = arith.constant 0.0 : f32
//     %c0 = arith.constant 0 : index
//     %p = tensor.pad %a low[0] high[%i] {
//     ^bb0(%x: index):
//       tensor.yield %c : f32
//     } : tensor<4xf32> to tensor<?xf32>
//     %d = tensor.dim %p, %c0 : tensor<?xf32>
//     %e = tensor.empty(%d) : tensor<?xf32>
//     %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%p : tensor<?xf32>) outs(%e : tensor<?xf32>) {
//     ^bb0(%in: f32, %o: f32):
//       %n = arith.negf %in : f32
//       linalg.yield %n : f32
//     } -> tensor<?xf32>
//     return %g, %p : tensor<?xf32>, tensor<?xf32>
//   }
// and:
//   module attributes {transform.with_named_sequence} {
//     transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
//       %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
//       %a, %b = transform.test.fuse_and_yield %g [2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
//       transform.yield
//     }
//   }
// mlir-opt reports: 'tensor.insert_slice' operand #0 does not dominate this use.
// REPRODUCE: fusefuzz check tile-fuse-yield-pad-replacement.mlir --strategy tile-fuse-producers
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2, d0)>
module attributes {fusefuzz.seed = -6345293424806586671 : i64} {
  func.func @case(%arg0: tensor<?x5x4xi32> {fusefuzz.shape = array<i64: 4, 5, 4>}, %arg1: index {fusefuzz.value = 1 : i64}, %arg2: tensor<?x?x5xi32> {fusefuzz.shape = array<i64: 7, 5, 5>}, %arg3: tensor<5x?x1xi32> {fusefuzz.shape = array<i64: 5, 5, 1>}) -> tensor<?x?x1xi32> {
    %c2_i32 = arith.constant 2 : i32
    %padded = tensor.pad %arg0 low[1, %arg1, 1] high[0, 1, 0] {
    ^bb0(%arg4: index, %arg5: index, %arg6: index):
      tensor.yield %c2_i32 : i32
    } : tensor<?x5x4xi32> to tensor<?x?x5xi32>
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %padded, %c0 : tensor<?x?x5xi32>
    %c1 = arith.constant 1 : index
    %dim_0 = tensor.dim %padded, %c1 : tensor<?x?x5xi32>
    %c1_1 = arith.constant 1 : index
    %dim_2 = tensor.dim %arg2, %c1_1 : tensor<?x?x5xi32>
    %0 = tensor.empty(%dim, %dim_0, %dim_2) : tensor<?x?x?xi32>
    %1 = linalg.generic {indexing_maps = [#map, #map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%padded, %arg2, %padded : tensor<?x?x5xi32>, tensor<?x?x5xi32>, tensor<?x?x5xi32>) outs(%0 : tensor<?x?x?xi32>) {
    ^bb0(%in: i32, %in_7: i32, %in_8: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<?x?x?xi32>
    %c0_3 = arith.constant 0 : index
    %dim_4 = tensor.dim %1, %c0_3 : tensor<?x?x?xi32>
    %c1_5 = arith.constant 1 : index
    %dim_6 = tensor.dim %1, %c1_5 : tensor<?x?x?xi32>
    %2 = tensor.empty(%dim_4, %dim_6) : tensor<?x?x1xi32>
    %c3_i32 = arith.constant 3 : i32
    %3 = linalg.fill ins(%c3_i32 : i32) outs(%2 : tensor<?x?x1xi32>) -> tensor<?x?x1xi32>
    %4 = linalg.batch_matmul ins(%1, %arg3 : tensor<?x?x?xi32>, tensor<5x?x1xi32>) outs(%3 : tensor<?x?x1xi32>) -> tensor<?x?x1xi32>
    return %4 : tensor<?x?x1xi32>
  }
}
