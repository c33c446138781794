// A closed unknown of the end-to-end proof (1,500 cases of `all`, seed 13,
// under the end-to-end proof alone, case seed 14587128145082138260): the
// tile strategy tiles the first batch_matmul's reduction loop by 3, so the
// fused result folds over tiles, each a fold over the tile's points,
// where the unfused one folds once over all points. The two were "folds
// of different shapes (reassociated or split)"; the fold over tiles is now
// the one fold over their points where the solver shows the tiles cover
// them in order (every tile but the last of 3 points, the last 1 to 3):
// the same steps in the same order, whatever the combiner.
// EXPECT: pass
// STRATEGY: tile-fuse-consumers
// EQUIVALENCE: decide
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass (1 fusions), expected pass: ok
// RUN: %fusefuzz check %s --strategy tile-fuse-consumers --equivalence decide | FileCheck %s --check-prefix=PROOF
// PROOF: equivalence: proved
module attributes {fusefuzz.seed = -3859615928627413356 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<5x5x4xi32>, %arg1: index {fusefuzz.value = 2 : i64}, %arg2: index {fusefuzz.value = 0 : i64}, %arg3: index {fusefuzz.value = 1 : i64}, %arg4: tensor<7x6x?xi32> {fusefuzz.shape = array<i64: 7, 6, 1>}, %arg5: tensor<7x?x3xi32> {fusefuzz.shape = array<i64: 7, 1, 3>}) -> (tensor<?x?x3xi32>) {
    %p0_padval = arith.constant 5 : i32
    %v0 = tensor.pad %arg0 low[0, %arg2, %arg3] high[%arg1, 0, 1] {
    ^bb0(%p0_i0: index, %p0_i1: index, %p0_i2: index):
      tensor.yield %p0_padval : i32
    } : tensor<5x5x4xi32> to tensor<?x?x?xi32>
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %v0, %g1_c0_0 : tensor<?x?x?xi32>
    %g1_c0_1 = arith.constant 1 : index
    %g1_d0_1 = tensor.dim %v0, %g1_c0_1 : tensor<?x?x?xi32>
    %g1_c0_2 = arith.constant 2 : index
    %g1_d0_2 = tensor.dim %arg4, %g1_c0_2 : tensor<7x6x?xi32>
    %g1_empty0 = tensor.empty(%g1_d0_0, %g1_d0_1, %g1_d0_2) : tensor<?x?x?xi32>
    %g1_fillval0 = arith.constant 2 : i32
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : i32) outs(%g1_empty0 : tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
    %v1 = linalg.batch_matmul ins(%v0, %arg4 : tensor<?x?x?xi32>, tensor<7x6x?xi32>) outs(%g1_fill0 : tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %v1, %g2_c0_0 : tensor<?x?x?xi32>
    %g2_c0_1 = arith.constant 1 : index
    %g2_d0_1 = tensor.dim %v1, %g2_c0_1 : tensor<?x?x?xi32>
    %g2_empty0 = tensor.empty(%g2_d0_0, %g2_d0_1) : tensor<?x?x3xi32>
    %g2_fillval0 = arith.constant 7 : i32
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : i32) outs(%g2_empty0 : tensor<?x?x3xi32>) -> tensor<?x?x3xi32>
    %v2 = linalg.batch_matmul ins(%v1, %arg5 : tensor<?x?x?xi32>, tensor<7x?x3xi32>) outs(%g2_fill0 : tensor<?x?x3xi32>) -> tensor<?x?x3xi32>
    return %v2 : tensor<?x?x3xi32>
  }
}
