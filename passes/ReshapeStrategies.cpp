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

static void addReshapeCanonicalizations(RewritePatternSet &patterns) {
  MLIRContext *context = patterns.getContext();
  tensor::ExpandShapeOp::getCanonicalizationPatterns(patterns, context);
  tensor::CollapseShapeOp::getCanonicalizationPatterns(patterns, context);
}

static LogicalResult runExpansion(func::FuncOp func, FusionTally &tally,
                                  const linalg::ControlFusionFn &control) {
  RewritePatternSet patterns(func.getContext());
  linalg::populateFoldReshapeOpsByExpansionPatterns(patterns, control);
  tensor::populateBubbleUpExpandShapePatterns(patterns);
  addReshapeCanonicalizations(patterns);
  tally.applyGreedily(func, std::move(patterns), GreedyRewriteConfig());
  return success();
}

static LogicalResult runCollapsing(func::FuncOp func, FusionTally &tally,
                                   const linalg::ControlFusionFn &control) {
  RewritePatternSet patterns(func.getContext());
  linalg::populateFoldReshapeOpsByCollapsingPatterns(patterns, control);
  addReshapeCanonicalizations(patterns);
  tally.applyGreedily(func, std::move(patterns), GreedyRewriteConfig());
  return success();
}

LogicalResult fusefuzz::runReshapeExpansion(func::FuncOp func,
                                            FusionTally &tally) {
  return runExpansion(func, tally, singleUse);
}

LogicalResult fusefuzz::runAggressiveReshapeExpansion(func::FuncOp func,
                                                      FusionTally &tally) {
  return runExpansion(func, tally, always);
}

LogicalResult fusefuzz::runReshapeCollapsing(func::FuncOp func,
                                             FusionTally &tally) {
  return runCollapsing(func, tally, singleUse);
}

LogicalResult fusefuzz::runAggressiveReshapeCollapsing(func::FuncOp func,
                                                       FusionTally &tally) {
  return runCollapsing(func, tally, always);
}
