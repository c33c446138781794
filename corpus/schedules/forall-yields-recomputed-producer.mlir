// A user's schedule that meets a known upstream bug, as an mlir-opt
// --transform-interpreter input: the payload in one module (its ops tagged
// for `transform.structured.match`), the script in another.
// tile_using_forall tiles the returned 3-D op and fuse_into_containing_op
// fuses its producer, which the function also returns and whose payload
// reads its init: the loop computes that producer once per tile of a dim
// it lacks, the second computation reading the first one's result (the
// known finding known/transform-fuse-into-forall-yields-recomputed-producer.mlir,
// reached here through the user's script rather than fusefuzz's
// `transform` strategy).
// EXPECT: mismatch
// RUN: not %fusefuzz check %s | FileCheck %s
// CHECK: mismatch (1 fusions): result #0 at [0, 0]: expected -10, got -17
// CHECK: rules fired: UserSchedule=1
// RUN: mlir-opt --transform-interpreter %s | FileCheck %s --check-prefix=IR
// IR: scf.forall
// IR-SAME: shared_outs
module {
func.func @case(%arg0: tensor<?x1xf32> {fusefuzz.shape = array<i64: 2, 1>}, %arg1: index {fusefuzz.value = 1 : i64}, %arg2: tensor<3x?xi1> {fusefuzz.shape = array<i64: 3, 4>}, %arg3: tensor<3x4x?xf32> {fusefuzz.shape = array<i64: 3, 4, 5>}) -> (tensor<?x?xf32>, tensor<3x4x?xf32>) {
  %c0 = arith.constant 0 : index
  %dim = tensor.dim %arg0, %c0 : tensor<?x1xf32>
  %0 = tensor.empty(%dim) : tensor<1x?xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<?x1xf32>) outs(%0 : tensor<1x?xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x?xf32>
  %cst = arith.constant -1.500000e+00 : f32
  %padded = tensor.pad %1 low[2, %arg1] high[1, 0] {
  ^bb0(%arg4: index, %arg5: index):
    tensor.yield %cst : f32
  } : tensor<1x?xf32> to tensor<4x?xf32>
  %c1 = arith.constant 1 : index
  %dim_0 = tensor.dim %padded, %c1 : tensor<4x?xf32>
  %c1_1 = arith.constant 1 : index
  %dim_2 = tensor.dim %arg2, %c1_1 : tensor<3x?xi1>
  %2 = tensor.empty(%dim_0, %dim_2) : tensor<?x?xi1>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%padded, %arg2 : tensor<4x?xf32>, tensor<3x?xi1>) outs(%2 : tensor<?x?xi1>) {
  ^bb0(%in: f32, %in_12: i1, %out: i1):
    linalg.yield %in_12 : i1
  } -> tensor<?x?xi1>
  %c0_3 = arith.constant 0 : index
  %dim_4 = tensor.dim %3, %c0_3 : tensor<?x?xi1>
  %c1_5 = arith.constant 1 : index
  %dim_6 = tensor.dim %3, %c1_5 : tensor<?x?xi1>
  %4 = tensor.empty(%dim_4, %dim_6) : tensor<?x?xf32>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<?x?xi1>) outs(%4 : tensor<?x?xf32>) {
  ^bb0(%in: i1, %out: f32):
    %cst_12 = arith.constant 0.000000e+00 : f32
    linalg.yield %cst_12 : f32
  } -> tensor<?x?xf32>
  %c0_7 = arith.constant 0 : index
  %dim_8 = tensor.dim %5, %c0_7 : tensor<?x?xf32>
  %c1_9 = arith.constant 1 : index
  %dim_10 = tensor.dim %5, %c1_9 : tensor<?x?xf32>
  %6 = tensor.empty(%dim_8, %dim_10) : tensor<?x?xf32>
  %cst_11 = arith.constant -3.000000e+00 : f32
  %7 = linalg.fill ins(%cst_11 : f32) outs(%6 : tensor<?x?xf32>) -> tensor<?x?xf32>
  %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%5, %5 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%7 : tensor<?x?xf32>) attrs =  {fusefuzz.producer} {
  ^bb0(%in: f32, %in_12: f32, %out: f32):
    %cst_13 = arith.constant 7.000000e+00 : f32
    %10 = arith.subf %out, %cst_13 : f32
    linalg.yield %10 : f32
  } -> tensor<?x?xf32>
  %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<?x?xf32>) outs(%arg3 : tensor<3x4x?xf32>) attrs =  {fusefuzz.root} {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<3x4x?xf32>
  return %8, %9 : tensor<?x?xf32>, tensor<3x4x?xf32>
}
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %root = transform.structured.match attributes{"fusefuzz.root"} in %arg0 : (!transform.any_op) -> !transform.any_op
    %producers = transform.structured.match attributes{"fusefuzz.producer"} in %arg0 : (!transform.any_op) -> !transform.any_op
    %tiled, %forall = transform.structured.tile_using_forall %root tile_sizes [1, 5, 3] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %fused, %new = transform.structured.fuse_into_containing_op %producers into %forall : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
