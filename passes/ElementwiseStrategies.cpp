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

  GreedyRewriteConfig config;
  config.setUseTopDownTraversal(true);
  tally.applyGreedily(func, std::move(patterns), config);
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

/// One fusion step at a time, with upstream's clean-up patterns (fusion
/// off) run to a fixpoint before each step, as the greedy driver interleaves
/// them: they remove duplicate operands and `outs` dependencies, which can
/// make a multi-use producer single-use.
static LogicalResult runStepwise(func::FuncOp func, FusionTally &tally,
                                 const linalg::ControlFusionFn &control) {
  auto noFusion = [](OpOperand *) { return false; };
  for (unsigned round = 0; round < 10000; ++round) {
    if (failed(runElementwisePatterns(func, tally, noFusion)))
      return failure();
    unsigned before = tally.fusions();
    if (failed(fuseElementwiseStepwise(func, tally, control, "stepwise",
                                       /*hook=*/nullptr, /*maxSteps=*/1)))
      return failure();
    if (tally.fusions() == before)
      return success();
  }
  return func.emitError("stepwise fusion did not terminate");
}

LogicalResult fusefuzz::runStepwiseFusion(func::FuncOp func,
                                          FusionTally &tally) {
  return runStepwise(func, tally, singleUseProducer);
}

LogicalResult fusefuzz::runAggressiveStepwiseFusion(func::FuncOp func,
                                                    FusionTally &tally) {
  return runStepwise(func, tally, [](OpOperand *) { return true; });
}

LogicalResult fusefuzz::runPadFusion(func::FuncOp func, FusionTally &tally) {
  RewritePatternSet patterns(func.getContext());
  linalg::populateFuseTensorPadWithProducerLinalgOpPatterns(patterns);
  GreedyRewriteConfig config;
  tally.applyGreedily(func, std::move(patterns), config);
  return success();
}

LogicalResult fusefuzz::runPadThenElementwise(func::FuncOp func,
                                              FusionTally &tally) {
  if (failed(runPadFusion(func, tally)))
    return failure();
  return runElementwiseFusion(func, tally);
}

LogicalResult fusefuzz::runNoFusion(func::FuncOp, FusionTally &) {
  return success();
}
