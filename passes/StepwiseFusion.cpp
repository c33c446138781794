//===- StepwiseFusion.cpp -------------------------------------------------===//
#include "passes/StepwiseFusion.h"

#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace fusefuzz;

/// Finds the first fusable (consumer operand) pair in program order.
static OpOperand *findFusable(func::FuncOp func,
                              const linalg::ControlFusionFn &control) {
  OpOperand *found = nullptr;
  func.walk([&](linalg::GenericOp consumer) {
    for (OpOperand &operand : consumer->getOpOperands())
      if (linalg::areElementwiseOpsFusable(&operand) && control(&operand)) {
        found = &operand;
        return WalkResult::interrupt();
      }
    return WalkResult::advance();
  });
  return found;
}

LogicalResult
fusefuzz::fuseElementwiseStepwise(func::FuncOp func, FusionTally &tally,
                                  const linalg::ControlFusionFn &control,
                                  llvm::StringRef rule, const StepHook &hook,
                                  unsigned maxSteps) {
  IRRewriter rewriter(func.getContext());
  // Every step removes a consumer; a bound guards against a broken hook.
  for (unsigned steps = 0; steps < maxSteps; ++steps) {
    if (tally.limitReached())
      return success();
    OpOperand *operand = findFusable(func, control);
    if (!operand)
      return success();
    ElementwiseStep step;
    step.producer = operand->get().getDefiningOp<linalg::GenericOp>();
    step.consumer = cast<linalg::GenericOp>(operand->getOwner());
    step.consumerOperand = operand->getOperandNumber();
    step.producer.getBody()->walk([&](linalg::IndexOp index) {
      step.producerIndexDims.push_back(index.getDim());
    });
    rewriter.setInsertionPoint(step.consumer);
    FailureOr<linalg::ElementwiseOpFusionResult> fused =
        linalg::fuseElementwiseOps(rewriter, operand);
    if (failed(fused)) {
      return step.consumer.emitError("fuseElementwiseOps failed on a pair "
                                     "areElementwiseOpsFusable accepted");
    }
    step.result = *fused;
    if (hook && failed(hook(rewriter, step)))
      return failure();
    Operation *producer = step.producer;
    for (auto [original, replacement] : step.result.replacements)
      rewriter.replaceUsesWithIf(original, replacement, [&](OpOperand &use) {
        return use.get().getDefiningOp() != producer;
      });
    rewriter.eraseOp(step.consumer);
    if (producer->use_empty())
      rewriter.eraseOp(producer);
    tally.record(rule);
    tally.rewrites.push_back((rule + " on linalg.generic").str());
  }
  if (maxSteps < 10000)
    return success();
  return func.emitError("stepwise fusion did not terminate");
}
