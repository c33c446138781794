// A generated case (campaign seed 8415180404333648266 of `run
// --transform-script corpus/schedules/tile-roots-fuse-first-producer.script`,
// reduced), its ops tagged for the script as fusefuzz tags them.
// The two-result producer %2 feeds the first root through both results;
// fuse_into_containing_op fuses it twice into that root's scf.forall (one
// copy per result used), and the copy computing result #0 takes as init
// of result #1 a slice of the loop's shared output that runs across the
// loop's tiles (columns, where the loop tiles rows): every iteration reads
// elements the other iterations write, a race in the bufferized loop. The
// end-to-end proof refutes result 0 where the reduction is not empty (the
// fused element's other-result init is undefined); sequential execution
// cannot show a race, so execution at the counterexample's sizes passes.
// A known upstream class (known/transform-fuse-into-forall-multi-result-init.mlir:
// a multi-result producer fused into a forall gets wrong destinations).
// EXPECT: proof-failure
// RUN: not %fusefuzz check %s | FileCheck %s
// CHECK: proof-failure (5 fusions): the end-to-end equivalence proof is refuted: result 0: counterexample:
// CHECK-SAME: dim(arg3,3)=1
// CHECK-SAME: fused undefined
// CHECK: execution at the counterexample's sizes passes
// RUN: mlir-opt --transform-interpreter %s | FileCheck %s --check-prefix=IR
// IR: scf.forall
// IR: tensor.extract_slice %arg{{[0-9]+}}[0, 0, %{{[0-9]+}}]
#map = affine_map<(d0, d1, d2, d3) -> (d1)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> ()>
#map3 = affine_map<(d0, d1, d2, d3) -> (d2, d1, d0)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map7 = affine_map<(d0, d1, d2) -> (d0, d1, d2 * 3)>
#map8 = affine_map<(d0, d1, d2) -> (d0, d2)>
module {
  func.func @case(%arg0: tensor<?xi1> {fusefuzz.shape = array<i64: 2>}, %arg1: index {fusefuzz.value = 0 : i64}, %arg2: index {fusefuzz.value = 0 : i64}, %arg3: tensor<?x?x2x?xi1> {fusefuzz.shape = array<i64: 3, 3, 2, 3>}, %arg4: tensor<i1>, %arg5: tensor<3x2x?xi1> {fusefuzz.shape = array<i64: 3, 2, 3>}, %arg6: tensor<3x2x7xi1>) -> (tensor<?x?x?x1xi32>, tensor<?x?xi1>) {
    %true = arith.constant true
    %padded = tensor.pad %arg0 low[%arg1] high[%arg2] {
    ^bb0(%arg7: index):
      tensor.yield %true : i1
    } : tensor<?xi1> to tensor<?xi1>
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %arg3, %c0 : tensor<?x?x2x?xi1>
    %c0_0 = arith.constant 0 : index
    %dim_1 = tensor.dim %padded, %c0_0 : tensor<?xi1>
    %c1 = arith.constant 1 : index
    %dim_2 = tensor.dim %arg3, %c1 : tensor<?x?x2x?xi1>
    %0 = tensor.empty(%dim, %dim_1, %dim_2) : tensor<?x?x?xi1>
    %true_3 = arith.constant true
    %1 = linalg.fill ins(%true_3 : i1) outs(%0 : tensor<?x?x?xi1>) -> tensor<?x?x?xi1>
    %2:2 = linalg.generic {indexing_maps = [#map, #map1, #map2, #map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%padded, %arg3, %arg4 : tensor<?xi1>, tensor<?x?x2x?xi1>, tensor<i1>) outs(%arg5, %1 : tensor<3x2x?xi1>, tensor<?x?x?xi1>) {
    ^bb0(%in: i1, %in_13: i1, %in_14: i1, %out: i1, %out_15: i1):
      linalg.yield %out_15, %out_15 : i1, i1
    } -> (tensor<3x2x?xi1>, tensor<?x?x?xi1>)
    %c0_4 = arith.constant 0 : index
    %dim_5 = tensor.dim %2#1, %c0_4 : tensor<?x?x?xi1>
    %c1_6 = arith.constant 1 : index
    %dim_7 = tensor.dim %2#1, %c1_6 : tensor<?x?x?xi1>
    %c2 = arith.constant 2 : index
    %dim_8 = tensor.dim %2#1, %c2 : tensor<?x?x?xi1>
    %3 = tensor.empty(%dim_5, %dim_7, %dim_8) : tensor<?x?x?x1xi32>
    %4 = linalg.generic {__root__, indexing_maps = [#map4, #map4, #map2, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2#1, %2#0, %arg4 : tensor<?x?x?xi1>, tensor<3x2x?xi1>, tensor<i1>) outs(%3 : tensor<?x?x?x1xi32>) {
    ^bb0(%in: i1, %in_13: i1, %in_14: i1, %out: i32):
      %8 = arith.extui %in_13 : i1 to i32
      %c4_i32 = arith.constant 4 : i32
      %c0_i32 = arith.constant 0 : i32
      %9 = arith.ori %c4_i32, %c0_i32 : i32
      %c32_i32 = arith.constant 32 : i32
      %10 = arith.remui %9, %c32_i32 : i32
      %11 = arith.shli %8, %10 : i32
      linalg.yield %11 : i32
    } -> tensor<?x?x?x1xi32>
    %c0_9 = arith.constant 0 : index
    %dim_10 = tensor.dim %2#1, %c0_9 : tensor<?x?x?xi1>
    %c2_11 = arith.constant 2 : index
    %dim_12 = tensor.dim %2#1, %c2_11 : tensor<?x?x?xi1>
    %5 = tensor.empty(%dim_10, %dim_12) : tensor<?x?xi1>
    %false = arith.constant false
    %6 = linalg.fill ins(%false : i1) outs(%5 : tensor<?x?xi1>) -> tensor<?x?xi1>
    %7 = linalg.generic {__root__, indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "reduction", "parallel"]} ins(%2#1, %arg6 : tensor<?x?x?xi1>, tensor<3x2x7xi1>) outs(%6 : tensor<?x?xi1>) {
    ^bb0(%in: i1, %in_13: i1, %out: i1):
      %false_14 = arith.constant false
      linalg.yield %false_14 : i1
    } -> tensor<?x?xi1>
    return %4, %7 : tensor<?x?x?x1xi32>, tensor<?x?xi1>
  }
  module attributes {transform.with_named_sequence} {
    transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
      %0 = transform.structured.match attributes {__root__} in %arg0 : (!transform.any_op) -> !transform.any_op
      transform.foreach %0 : !transform.any_op {
      ^bb0(%arg1: !transform.any_op):
        %1 = transform.get_producer_of_operand %arg1[0] : (!transform.any_op) -> !transform.any_op
        %tiled_op, %forall_op = transform.structured.tile_using_forall %arg1 tile_sizes [2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
        %fused_op, %new_containing_op = transform.structured.fuse_into_containing_op %1 into %forall_op : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
      }
      transform.yield 
    }
  }
}
