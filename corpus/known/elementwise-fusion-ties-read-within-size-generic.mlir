// The upstream bug of elementwise-fusion-ties-read-within-size.mlir where the
// fused op stays a linalg.generic (the generated case, seed
// 8876304553977787662, reduced by `fusefuzz reduce`), at the sizes of its
// end-to-end counterexample: %arg2 has 3 rows, which the original generic
// reads within (at d0 + d3); the fused one reads it at the bare dim d1,
// whose loop runs over 2. Both executors check a linalg op's shape contract
// (a bare-dim map result's size equals its loop's range; the interpreter's
// check is InterpreterTest's ALinalgOpsShapeContractIsChecked).
// EXPECT: mismatch
// STRATEGY: pad+elementwise
// RUN: not %fusefuzz check %s --strategy pad+elementwise --execution both | FileCheck %s
// CHECK: mismatch (2 fusions): the fused function failed at run time (the unfused one ran): the compiled function failed a runtime check: linalg.generic (line {{[0-9]+}}): dimension #1 of operand #0 differs from the range of the loop d1 its map names there
// CHECK: signature: mismatch:FuseElementwiseOps:sizes/loop-sizes-differ
// Without the runtime checks, the compiled code runs it and agrees:
// RUN: %fusefuzz check %s --strategy pad+elementwise --no-runtime-checks --no-prove --execution jit | FileCheck %s --check-prefix=UNCHECKED
// UNCHECKED: pass (2 fusions)
//
// REPRODUCE: mlir-opt --linalg-fuse-elementwise-ops elementwise-fusion-ties-read-within-size-generic.mlir
//   The fused generic reads %arg2 through (d1, d1, d2, d0): dim 0 of
//   %arg2 is tied to the range of d1 (2, from %arg1).
#map = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0 + d3, d3, d2, d1)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d1, d3, d0, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1, 0, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1)>
module attributes {fusefuzz.policy = "0x704eae7228c8393f", fusefuzz.seed = 8876304553977787662 : i64} {
  func.func @case(%arg0: tensor<?x2xf32> {fusefuzz.shape = array<i64: 3, 2>}, %arg1: tensor<1x2x2x?xf32> {fusefuzz.shape = array<i64: 1, 2, 2, 3>}, %arg2: tensor<?x2x2x3xf32> {fusefuzz.shape = array<i64: 3, 2, 2, 3>}, %arg3: tensor<3x2x?x?xf32> {fusefuzz.shape = array<i64: 3, 2, 1, 2>}, %arg4: tensor<?x2xf32> {fusefuzz.shape = array<i64: 3, 2>}) -> tensor<?x2xf32> {
    %0 = linalg.generic {indexing_maps = [#map, #map1, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<?x2xf32>, tensor<1x2x2x?xf32>, tensor<?x2x2x3xf32>) outs(%arg3 : tensor<3x2x?x?xf32>) {
    ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32):
      linalg.yield %in_1 : f32
    } -> tensor<3x2x?x?xf32>
    %c3 = arith.constant 3 : index
    %dim = tensor.dim %0, %c3 : tensor<3x2x?x?xf32>
    %1 = tensor.empty(%dim) : tensor<3x2x?xf32>
    %2 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0 : tensor<3x2x?x?xf32>) outs(%1 : tensor<3x2x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<3x2x?xf32>
    %3 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%2 : tensor<3x2x?xf32>) outs(%arg4 : tensor<?x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x2xf32>
    return %3 : tensor<?x2xf32>
  }
}
