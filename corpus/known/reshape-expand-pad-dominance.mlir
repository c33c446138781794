// Upstream reshape propagation by expansion, found by fusefuzz (verdict:
// verifier-error) in the elementwise-aggressive and
// reshape-expansion-aggressive campaigns (seed 13456849306924159644,
// reduced). FoldReshapeWithProducerPadOpByExpansion folds a
// tensor.expand_shape of a chain of tensor.pad ops with dynamic low pads by
// expanding the pad's source: it builds the new expand_shape at the pad,
// with the output_shape the original expand_shape computed after the pads
// (%0 = arith.divui of a tensor.dim of the last pad), so the new op uses a
// value defined below it: "operand #1 does not dominate this use". The
// default control of --linalg-fuse-elementwise-ops declines the fold (a
// single-use check); a control that allows it, as the test pass and
// aggressive downstream drivers do, produces IR that does not verify. MLIR
// is wrong here; kept as a known finding (signature
// verifier-error:FoldReshapeWithProducerPadOpByExpansion), generation is
// not narrowed.
// EXPECT: verifier-error
// STRATEGY: elementwise-aggressive
// RUN: %fusefuzz replay %s | FileCheck %s
// RUN: not mlir-opt --test-linalg-elementwise-fusion-patterns=fuse-with-reshape-by-expansion %s 2>&1 | FileCheck %s --check-prefix=UPSTREAM
// CHECK: verifier-error (2 fusions), expected verifier-error: ok
// UPSTREAM: error: operand #1 does not dominate this use
//
// REPRODUCE: mlir-opt --test-linalg-elementwise-fusion-patterns=fuse-with-reshape-by-expansion reshape-expand-pad-dominance.mlir
// REPRODUCE: fusefuzz check reshape-expand-pad-dominance.mlir --strategy elementwise-aggressive
module attributes {fusefuzz.strategy = "elementwise-aggressive", fusefuzz.policy = "0x704eae7228c8393f", fusefuzz.seed = -4989894766785391972 : i64} {
  func.func @case(%arg0: tensor<4x?x?xi32> {fusefuzz.shape = array<i64: 4, 5, 1>}, %arg1: index {fusefuzz.value = 0 : i64}, %arg2: index {fusefuzz.value = 2 : i64}) -> tensor<?x?x2x?xi32> {
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c1_i32 = arith.constant 1 : i32
    %c4_i32 = arith.constant 4 : i32
    %c5_i32 = arith.constant 5 : i32
    %padded = tensor.pad %arg0 low[0, %arg1, 0] high[2, 1, 1] {
    ^bb0(%arg3: index, %arg4: index, %arg5: index):
      tensor.yield %c5_i32 : i32
    } : tensor<4x?x?xi32> to tensor<6x?x?xi32>
    %padded_0 = tensor.pad %padded low[%arg2, 0, 2] high[0, 0, 0] {
    ^bb0(%arg3: index, %arg4: index, %arg5: index):
      tensor.yield %c4_i32 : i32
    } : tensor<6x?x?xi32> to tensor<?x?x?xi32>
    %padded_1 = tensor.pad %padded_0 low[2, 0, 2] high[0, 0, 2] {
    ^bb0(%arg3: index, %arg4: index, %arg5: index):
      tensor.yield %c1_i32 : i32
    } : tensor<?x?x?xi32> to tensor<?x?x?xi32>
    %dim = tensor.dim %padded_1, %c0 : tensor<?x?x?xi32>
    %dim_2 = tensor.dim %padded_1, %c1 : tensor<?x?x?xi32>
    %0 = arith.divui %dim_2, %c2 : index
    %dim_3 = tensor.dim %padded_1, %c2 : tensor<?x?x?xi32>
    %expanded = tensor.expand_shape %padded_1 [[0], [1, 2], [3]] output_shape [%dim, %0, 2, %dim_3] : tensor<?x?x?xi32> into tensor<?x?x2x?xi32>
    return %expanded : tensor<?x?x2x?xi32>
  }
}
