// Upstream elementwise fusion (linalg::fuseElementwiseOps), found by
// fusefuzz in the multiuse-producer and stepwise-aggressive campaigns
// (seed 14471653503821668817, reduced). The producer %1 has another user
// (the return), so the fused op keeps its result. Upstream writes the kept
// result through the consumer's map for the fused operand, here the
// constant (d0) -> (1): every iteration writes element 1 of the kept
// tensor<2xf32> and element 0 stays the bare tensor.empty. The pass that
// redirects the producer's other users to the kept result
// (fuse-multiuse-producer, and linalg-fuse-elementwise-ops with a control
// that fuses multi-use producers) then returns memory nobody wrote:
// verdict mismatch ("the fused kernel reads memory nobody wrote"), and the
// end-to-end proof refutes it (an element of the kept result nobody
// wrote). Through the public entry point
// alone (stepwise-aggressive) the returned replacement is just as wrong but
// unused, so only the proof fails. A kept result needs a permutation
// consumer map (fusefuzz's own FuseOperands refuses this case as
// kept-result-read-through-partial-map). MLIR is wrong here; kept as a
// known finding, generation is not narrowed.
// EXPECT: mismatch
// STRATEGY: multiuse-producer
// RUN: %fusefuzz replay %s | FileCheck %s
// RUN: mlir-opt --test-linalg-elementwise-fusion-patterns=fuse-multiuse-producer %s | FileCheck %s --check-prefix=UPSTREAM
// CHECK: mismatch (1 fusions), expected mismatch: ok
// UPSTREAM-DAG: #[[ONE:.*]] = affine_map<(d0) -> (1)>
// UPSTREAM: linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #[[ONE]], #{{.*}}]
// UPSTREAM-SAME: outs(%{{.*}}, %{{.*}} : tensor<2xf32>, tensor<5xf32>)
//
// REPRODUCE: mlir-opt --test-linalg-elementwise-fusion-patterns=fuse-multiuse-producer elementwise-kept-result-constant-map.mlir
//   the fused op writes its tensor<2xf32> result through affine_map<(d0) -> (1)>.
// REPRODUCE: fusefuzz check elementwise-kept-result-constant-map.mlir --strategy multiuse-producer
#map = affine_map<(d0) -> (0)>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0) -> (1)>
#map3 = affine_map<(d0) -> (d0 + 2)>
module attributes {fusefuzz.policy = "0x704eae7228c8393f", fusefuzz.seed = -3975090569887882799 : i64, fusefuzz.strategy = "multiuse-producer"} {
  func.func @case(%arg0: tensor<?xf32> {fusefuzz.shape = array<i64: 1>}, %arg1: tensor<7xf32>) -> (tensor<2xf32>, tensor<5xf32>) {
    %0 = tensor.empty() : tensor<2xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel"]} ins(%arg0 : tensor<?xf32>) outs(%0 : tensor<2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2xf32>
    %2 = tensor.empty() : tensor<5xf32>
    %cst = arith.constant -3.000000e+00 : f32
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<5xf32>) -> tensor<5xf32>
    %4 = linalg.generic {indexing_maps = [#map2, #map3, #map1], iterator_types = ["parallel"]} ins(%1, %arg1 : tensor<2xf32>, tensor<7xf32>) outs(%3 : tensor<5xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<5xf32>
    return %1, %4 : tensor<2xf32>, tensor<5xf32>
  }
}
