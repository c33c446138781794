//===- MultiUseProducerStrategy.cpp - Fusing producers with other users ---===//
//
// The behaviour of upstream's `--test-linalg-elementwise-fusion-patterns=
// fuse-multiuse-producer`, which downstream compilers build on: a generic
// is fused with the producer of its first fusable operand whatever else
// reads that producer; every other user of the producer's results (and of
// the consumer's) is redirected to the fused op's results, and the
// consumer is erased. Upstream's pattern lives in its test library, which
// Debian does not ship, so it is rebuilt here from the public entry points
// (linalg::areElementwiseOpsFusable, linalg::fuseElementwiseOps); `fusefuzz
// check --opt-tool mlir-opt --pipeline
// '--test-linalg-elementwise-fusion-patterns=fuse-multiuse-producer'` runs
// the original for comparison. Like the original, it does not check that
// the fused op dominates the users it redirects; once a rewrite has left a
// use before its definition, it rewrites nothing more (the original's
// driver keeps rewriting the invalid IR and may not terminate: mlir-opt
// times out on such cases), so the verifier reports the first defect.
//
//===----------------------------------------------------------------------===//
#include "passes/Strategy.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace fusefuzz;

namespace {

struct MultiUseProducerFusion : public OpRewritePattern<linalg::GenericOp> {
  MultiUseProducerFusion(MLIRContext *context, FusionTally &tally)
      : OpRewritePattern(context), tally(tally) {
    setDebugName("MultiUseProducerFusion");
  }

  LogicalResult matchAndRewrite(linalg::GenericOp consumer,
                                PatternRewriter &rewriter) const override {
    if (invalid)
      return rewriter.notifyMatchFailure(consumer, "the IR no longer verifies");
    OpOperand *fusable = nullptr;
    for (OpOperand &operand : consumer->getOpOperands())
      if (linalg::areElementwiseOpsFusable(&operand)) {
        fusable = &operand;
        break;
      }
    if (!fusable)
      return rewriter.notifyMatchFailure(consumer, "no fusable operand found");
    FailureOr<linalg::ElementwiseOpFusionResult> fused =
        linalg::fuseElementwiseOps(rewriter, fusable);
    if (failed(fused))
      return rewriter.notifyMatchFailure(consumer, "fusion failed");
    DominanceInfo dominance;
    Operation *fusedOp = fused->fusedOp;
    for (auto [original, replacement] : fused->replacements)
      rewriter.replaceUsesWithIf(original, replacement, [&](OpOperand &use) {
        if (use.getOwner() == consumer.getOperation())
          return false;
        invalid |= !dominance.properlyDominates(fusedOp, use.getOwner());
        return true;
      });
    rewriter.eraseOp(consumer);
    return success();
  }

  FusionTally &tally;
  /// Set once a rewrite redirected a use that precedes the fused op.
  mutable bool invalid = false;
};

} // namespace

LogicalResult fusefuzz::runMultiUseProducerFusion(func::FuncOp func,
                                                  FusionTally &tally) {
  RewritePatternSet patterns(func.getContext());
  patterns.add<MultiUseProducerFusion>(func.getContext(), tally);
  tally.applyGreedily(func, std::move(patterns), GreedyRewriteConfig());
  return success();
}
