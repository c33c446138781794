// The upstream RemoveOutsDependency bug of
// remove-outs-dependency-empty-reduction.mlir (a reduction whose payload
// ignores its outs gets a tensor.empty init: unwritten where the reduction
// dim is 0), reaching the result through ops that mask its value: the
// consumer computes `x xor x` of it. The end-to-end proof refutes it (the
// fused element is undefined); execution at the counterexample's sizes
// gives the same values, and confirms the undefined read instead: the
// interpreter's fused run reads elements nobody wrote, the unfused one
// none. (10-minute decide campaign of seed 20261126, case seed
// 1432115578388298221, reduced by `fusefuzz reduce`; it had counted as
// contradicted by execution.) No executed value differs: the verdict
// follows the project's rule for unwritten elements (docs/DESIGN.md,
// "Unwritten elements are poison"): a tensor.empty element read is poison,
// as the uninitialized memory bufferization makes of it is to LLVM, and
// `x xor x` of poison is poison (LLVM may fold it to any value), so the
// fused result is undefined where the unfused one is defined: a
// miscompile no execution can show, of the same root cause.
// EXPECT: proof-failure
// STRATEGY: pad+elementwise
// EQUIVALENCE: decide
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: proof-failure (1 fusions), expected proof-failure: ok
// RUN: not %fusefuzz check %s --strategy pad+elementwise --equivalence decide | FileCheck %s --check-prefix=PROOF
// PROOF: fused undefined
// PROOF: signature: proof-failure:FuseElementwiseOps:unwritten/reduction-init-empty (known: remove-outs-dependency-masked-read.mlir)
// PROOF: execution at the counterexample's sizes confirms the undefined read: the fused function reads elements nobody wrote, the unfused one none
//
// REPRODUCE: mlir-opt --linalg-fuse-elementwise-ops remove-outs-dependency-masked-read.mlir
//   A reduction's outs becomes a tensor.empty; with %arg1 of size 0 it is
//   read unwritten.
#map = affine_map<(d0, d1, d2) -> (d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0) -> ()>
module attributes {fusefuzz.policy = "0x704eae7228c8393f", fusefuzz.seed = 1432115578388298221 : i64} {
  func.func @case(%arg0: tensor<4x4xf32>, %arg1: tensor<?x4x4xi1> {fusefuzz.shape = array<i64: 2, 4, 4>}, %arg2: tensor<4xi1>, %arg3: tensor<4xi32>) -> tensor<4xi32> {
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %arg1, %c0 : tensor<?x4x4xi1>
    %0 = tensor.empty(%dim) : tensor<?xi1>
    %true = arith.constant true
    %1 = linalg.fill ins(%true : i1) outs(%0 : tensor<?xi1>) -> tensor<?xi1>
    %2 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<4x4xf32>, tensor<?x4x4xi1>) outs(%1 : tensor<?xi1>) {
    ^bb0(%in: f32, %in_1: i1, %out: i1):
      linalg.yield %in_1 : i1
    } -> tensor<?xi1>
    %3 = tensor.empty() : tensor<i1>
    %true_0 = arith.constant true
    %4 = linalg.fill ins(%true_0 : i1) outs(%3 : tensor<i1>) -> tensor<i1>
    %5 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["reduction"]} ins(%2 : tensor<?xi1>) outs(%4 : tensor<i1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<i1>
    %6 = tensor.empty() : tensor<4xi32>
    %7 = linalg.generic {indexing_maps = [#map4, #map4, #map3, #map3], iterator_types = ["parallel"]} ins(%5, %5, %arg2 : tensor<i1>, tensor<i1>, tensor<4xi1>) outs(%6 : tensor<4xi32>) {
    ^bb0(%in: i1, %in_1: i1, %in_2: i1, %out: i32):
      %9 = arith.extui %in_1 : i1 to i32
      %10 = arith.extui %in_1 : i1 to i32
      %11 = arith.xori %9, %10 : i32
      %12 = arith.extui %in_2 : i1 to i32
      %13 = arith.extui %in_2 : i1 to i32
      %14 = arith.andi %12, %13 : i32
      %15 = arith.andi %11, %14 : i32
      %16 = arith.extui %in_1 : i1 to i32
      %17 = arith.extui %in_1 : i1 to i32
      %18 = arith.xori %16, %17 : i32
      %c-3_i32 = arith.constant -3 : i32
      %19 = arith.extui %in_2 : i1 to i32
      %20 = arith.maxui %c-3_i32, %19 : i32
      %21 = arith.maxui %18, %20 : i32
      %22 = arith.addi %15, %21 : i32
      linalg.yield %22 : i32
    } -> tensor<4xi32>
    %8 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%7 : tensor<4xi32>) outs(%arg3 : tensor<4xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<4xi32>
    return %8 : tensor<4xi32>
  }
}
