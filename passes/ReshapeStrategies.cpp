//===- ReshapeStrategies.cpp - Reshape propagation and multi-use fusion ---===//
//
// Reshape propagation alone, so that its rewrites are counted (and
// refused) apart from elementwise fusion: by expansion (upstream's
// populateFoldReshapeOpsByExpansionPatterns, which
// `linalg-fuse-elementwise-ops` also runs, with tensor.expand_shape
// bubbling) and by collapsing (populateFoldReshapeOpsByCollapsingPatterns,
// which no upstream pass runs but downstream compilers do), each with the
// pass's default control (single-use producers) and an aggressive one
// (always). Reshape canonicalizations run with them (composing reshapes,
// static shapes), as in the pass.
//
//===----------------------------------------------------------------------===//
#include "passes/Strategy.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Transforms/Transforms.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

using namespace mlir;
using namespace fusefuzz;

/// The pass's default: fold only through producers with a single use.
static bool singleUse(OpOperand *fusedOperand) {
  Operation *producer = fusedOperand->get().getDefiningOp();
  return producer && producer->hasOneUse();
}

static bool always(OpOperand *) { return true; }

/// Reshape propagation by expansion or by collapsing, with `control`, and
/// the reshape canonicalizations.
static LogicalResult runPropagation(func::FuncOp func, FusionTally &tally,
                                    bool byExpansion,
                                    const linalg::ControlFusionFn &control) {
  RewritePatternSet patterns(func.getContext());
  if (byExpansion) {
    linalg::populateFoldReshapeOpsByExpansionPatterns(patterns, control);
    tensor::populateBubbleUpExpandShapePatterns(patterns);
  } else {
    linalg::populateFoldReshapeOpsByCollapsingPatterns(patterns, control);
  }
  MLIRContext *context = func.getContext();
  tensor::ExpandShapeOp::getCanonicalizationPatterns(patterns, context);
  tensor::CollapseShapeOp::getCanonicalizationPatterns(patterns, context);
  tally.applyGreedily(func, std::move(patterns), GreedyRewriteConfig());
  return success();
}

LogicalResult fusefuzz::runReshapeExpansion(func::FuncOp func,
                                            FusionTally &tally) {
  return runPropagation(func, tally, /*byExpansion=*/true, singleUse);
}

LogicalResult fusefuzz::runAggressiveReshapeExpansion(func::FuncOp func,
                                                      FusionTally &tally) {
  return runPropagation(func, tally, /*byExpansion=*/true, always);
}

LogicalResult fusefuzz::runReshapeCollapsing(func::FuncOp func,
                                             FusionTally &tally) {
  return runPropagation(func, tally, /*byExpansion=*/false, singleUse);
}

LogicalResult fusefuzz::runAggressiveReshapeCollapsing(func::FuncOp func,
                                                       FusionTally &tally) {
  return runPropagation(func, tally, /*byExpansion=*/false, always);
}
