//===- StepwiseFusion.h - One upstream fusion at a time ---------*- C++ -*-===//
//
// Performs elementwise fusions one producer/consumer pair at a time through
// the public upstream entry points (`linalg::areElementwiseOpsFusable`,
// `linalg::fuseElementwiseOps`), replacing uses the way the upstream
// FuseElementwiseOps pattern does. A hook sees every step before uses are
// replaced; the deliberately broken strategies corrupt steps through it.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_PASSES_STEPWISEFUSION_H
#define FUSEFUZZ_PASSES_STEPWISEFUSION_H

#include "passes/FusionTally.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"

#include <functional>

namespace fusefuzz {

/// What a step looked like before fusion, and what it produced.
struct ElementwiseStep {
  mlir::linalg::GenericOp producer;
  mlir::linalg::GenericOp consumer;
  unsigned consumerOperand = 0;
  /// `linalg.index` dims of the producer body, in block order.
  llvm::SmallVector<unsigned> producerIndexDims;
  mlir::linalg::ElementwiseOpFusionResult result;
};

/// Called after each fusion, before uses are replaced. Returning failure
/// aborts the driver.
using StepHook =
    std::function<mlir::LogicalResult(mlir::RewriterBase &, ElementwiseStep &)>;

/// Fuses until no pair is fusable under `control` (or `maxSteps` steps were
/// taken). `rule` names the steps in the tally.
mlir::LogicalResult
fuseElementwiseStepwise(mlir::func::FuncOp func, FusionTally &tally,
                        const mlir::linalg::ControlFusionFn &control,
                        llvm::StringRef rule, const StepHook &hook = nullptr,
                        unsigned maxSteps = 10000);

} // namespace fusefuzz

#endif
