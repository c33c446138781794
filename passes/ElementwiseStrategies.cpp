//===- ElementwiseStrategies.cpp - Upstream elementwise fusion ------------===//
//
// The pattern set of upstream's LinalgElementwiseOpFusionPass
// (`linalg-fuse-elementwise-ops`), built here so that a listener can count
// which pattern fired and so that the control function can be swapped.
//
//===----------------------------------------------------------------------===//
#include "passes/StepwiseFusion.h"
#include "passes/Strategy.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Transforms/Transforms.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

using namespace mlir;
using namespace fusefuzz;

static LogicalResult
runElementwisePatterns(func::FuncOp func, FusionTally &tally,
                       const linalg::ControlFusionFn &control) {
  MLIRContext *context = func.getContext();
  RewritePatternSet patterns(context);
  linalg::populateElementwiseOpsFusionPatterns(patterns, control);
  linalg::populateFoldReshapeOpsByExpansionPatterns(patterns, control);
  tensor::populateBubbleUpExpandShapePatterns(patterns);
  affine::AffineApplyOp::getCanonicalizationPatterns(patterns, context);
  linalg::GenericOp::getCanonicalizationPatterns(patterns, context);
  tensor::ExpandShapeOp::getCanonicalizationPatterns(patterns, context);
  tensor::CollapseShapeOp::getCanonicalizationPatterns(patterns, context);
  context->getLoadedDialect<linalg::LinalgDialect>()
      ->getCanonicalizationPatterns(patterns);
  linalg::populateConstantFoldLinalgOperations(patterns, control);

  tally.control = control;
  GreedyRewriteConfig config;
  config.setUseTopDownTraversal(true).setListener(&tally);
  if (failed(applyPatternsGreedily(func, std::move(patterns), config)))
    tally.notConverged = true;
  return success();
}

/// Upstream's default: fuse only producers with a single use.
static bool singleUseProducer(OpOperand *fusedOperand) {
  Operation *producer = fusedOperand->get().getDefiningOp();
  return producer && producer->hasOneUse();
}

LogicalResult fusefuzz::runElementwiseFusion(func::FuncOp func,
                                             FusionTally &tally) {
  return runElementwisePatterns(func, tally, singleUseProducer);
}

LogicalResult fusefuzz::runAggressiveElementwiseFusion(func::FuncOp func,
                                                       FusionTally &tally) {
  return runElementwisePatterns(func, tally, [](OpOperand *) { return true; });
}

LogicalResult fusefuzz::runStepwiseFusion(func::FuncOp func,
                                          FusionTally &tally) {
  if (failed(
          fuseElementwiseStepwise(func, tally, singleUseProducer, "stepwise")))
    return failure();
  // The same clean-up the greedy strategy interleaves, with fusion off.
  return runElementwisePatterns(func, tally, [](OpOperand *) { return false; });
}

LogicalResult fusefuzz::runAggressiveStepwiseFusion(func::FuncOp func,
                                                    FusionTally &tally) {
  if (failed(fuseElementwiseStepwise(
          func, tally, [](OpOperand *) { return true; }, "stepwise")))
    return failure();
  return runElementwisePatterns(func, tally, [](OpOperand *) { return false; });
}

LogicalResult fusefuzz::runPadFusion(func::FuncOp func, FusionTally &tally) {
  RewritePatternSet patterns(func.getContext());
  linalg::populateFuseTensorPadWithProducerLinalgOpPatterns(patterns);
  GreedyRewriteConfig config;
  config.setListener(&tally);
  if (failed(applyPatternsGreedily(func, std::move(patterns), config)))
    tally.notConverged = true;
  return success();
}

LogicalResult fusefuzz::runAllFusion(func::FuncOp func, FusionTally &tally) {
  if (failed(runPadFusion(func, tally)))
    return failure();
  return runElementwiseFusion(func, tally);
}

LogicalResult fusefuzz::runNoFusion(func::FuncOp, FusionTally &) {
  return success();
}
