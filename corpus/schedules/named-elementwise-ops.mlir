// MLIR's named elementwise ops as users write them (linalg.exp, linalg.add)
// are in the accepted subset: the file's schedule tiles the add and fuses
// the exp into its loops, and both oracles check it. A wrong fusion of the
// same ops is caught by both (tests/EquivalenceTest.cpp,
// NamedElementwiseOpsAreReadAndRun).
// EXPECT: pass
// RUN: %fusefuzz check %s | FileCheck %s
// CHECK: pass (1 fusions)
// CHECK: rules fired: UserSchedule=1
// CHECK: equivalence: proved
func.func @exp_plus_input(%arg0: tensor<6x?xf32> {fusefuzz.shape = array<i64: 6, 5>}, %arg1: tensor<6x?xf32> {fusefuzz.shape = array<i64: 6, 5>}) -> tensor<6x?xf32> {
  %0 = linalg.exp ins(%arg0 : tensor<6x?xf32>) outs(%arg1 : tensor<6x?xf32>) -> tensor<6x?xf32>
  %1 = linalg.add ins(%0, %arg0 : tensor<6x?xf32>, tensor<6x?xf32>) outs(%arg1 : tensor<6x?xf32>) -> tensor<6x?xf32>
  return %1 : tensor<6x?xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %add = transform.structured.match ops{["linalg.add"]} in %root : (!transform.any_op) -> !transform.any_op
    %tiled, %loops:2 = transform.structured.fuse %add tile_sizes [4, 2] interchange [0, 1]
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
