//===- BrokenFusions.cpp - Deliberately wrong fusions for the self-check --===//
//
// Each strategy here performs real upstream fusion and then corrupts the
// result in one specific, realistic way. They exist only so that
// `fusefuzz selftest` and the tests can show that the oracle catches each
// kind of bug; they are never offered as strategies under test.
//
//===----------------------------------------------------------------------===//
#include "passes/StepwiseFusion.h"
#include "passes/Strategy.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

using namespace mlir;
using namespace fusefuzz;

static bool singleUse(OpOperand *operand) {
  Operation *producer = operand->get().getDefiningOp();
  return producer && producer->hasOneUse();
}

/// The producer's `linalg.index i` becomes the fused op's `linalg.index i`
/// instead of the remapped loop. Upstream materialises the remapped indices
/// as the first affine.apply ops of the fused body, one per producer index
/// op, in producer block order; this hook bypasses them.
LogicalResult fusefuzz::runBrokenIndexRemap(func::FuncOp func,
                                            FusionTally &tally) {
  auto hook = [](RewriterBase &rewriter, ElementwiseStep &step) {
    auto fused = cast<linalg::GenericOp>(step.result.fusedOp);
    unsigned numLoops = fused.getNumLoops();
    SmallVector<affine::AffineApplyOp> applies;
    for (auto apply : fused.getBody()->getOps<affine::AffineApplyOp>())
      applies.push_back(apply);
    for (auto [i, dim] : llvm::enumerate(step.producerIndexDims)) {
      if (i >= applies.size() || dim >= numLoops)
        break;
      rewriter.setInsertionPoint(applies[i]);
      Value wrong = linalg::IndexOp::create(rewriter, applies[i].getLoc(), dim);
      rewriter.replaceAllUsesWith(applies[i].getResult(), wrong);
    }
    return success();
  };
  return fuseElementwiseStepwise(func, tally, singleUse, "broken-index-remap",
                                 hook);
}

/// Producer input maps composed as A_k o R o C instead of A_k o R^-1 o C.
/// Only applied when every producer input is statically shaped, so a wrong
/// map is caught by the verifier or by values, never by reading out of
/// bounds.
LogicalResult fusefuzz::runBrokenPermutationInverse(func::FuncOp func,
                                                    FusionTally &tally) {
  auto hook = [](RewriterBase &rewriter, ElementwiseStep &step) {
    auto fused = cast<linalg::GenericOp>(step.result.fusedOp);
    OpOperand &consumerOperand =
        step.consumer->getOpOperand(step.consumerOperand);
    AffineMap consumerMap =
        step.consumer.getMatchingIndexingMap(&consumerOperand);
    auto result = cast<OpResult>(consumerOperand.get());
    AffineMap resultMap = step.producer.getIndexingMapMatchingResult(result);
    SmallVector<AffineMap> maps = fused.getIndexingMapsArray();
    for (auto [k, input] :
         llvm::enumerate(step.producer.getDpsInputOperands())) {
      auto type = dyn_cast<RankedTensorType>(input->get().getType());
      if (!type || !type.hasStaticShape())
        return success();
      AffineMap argMap = step.producer.getMatchingIndexingMap(input);
      maps[step.consumerOperand + k] =
          argMap.compose(resultMap.compose(consumerMap));
    }
    rewriter.modifyOpInPlace(fused, [&] {
      fused.setIndexingMapsAttr(rewriter.getAffineMapArrayAttr(maps));
    });
    return success();
  };
  return fuseElementwiseStepwise(func, tally, singleUse,
                                 "broken-permutation-inverse", hook);
}

/// Upstream pad fusion, but every insert_slice it creates writes at offset
/// 0. The corruption happens inside each step (before the step is
/// recorded), so the prover sees the IR as it really is.
LogicalResult fusefuzz::runBrokenPadOffset(func::FuncOp func,
                                           FusionTally &tally) {
  struct Corrupting : public RewriterBase::ForwardingListener {
    Corrupting(FusionTally &tally) : ForwardingListener(&tally), tally(tally) {}
    void notifyOperationInserted(Operation *op,
                                 OpBuilder::InsertPoint previous) override {
      if (auto insert = dyn_cast<tensor::InsertSliceOp>(op))
        inserted.push_back(insert);
      ForwardingListener::notifyOperationInserted(op, previous);
    }
    void notifyPatternEnd(const Pattern &pattern,
                          LogicalResult status) override {
      if (succeeded(status))
        for (tensor::InsertSliceOp insert : inserted) {
          SmallVector<int64_t> zeros(insert.getStaticOffsets().size(), 0);
          insert.getOffsetsMutable().clear();
          insert.setStaticOffsets(zeros);
          tally.record("broken-pad-offset");
        }
      inserted.clear();
      ForwardingListener::notifyPatternEnd(pattern, status);
    }
    FusionTally &tally;
    SmallVector<tensor::InsertSliceOp> inserted;
  } listener(tally);
  RewritePatternSet patterns(func.getContext());
  linalg::populateFuseTensorPadWithProducerLinalgOpPatterns(patterns);
  GreedyRewriteConfig config;
  config.setListener(&listener);
  if (failed(applyPatternsGreedily(func, std::move(patterns), config)))
    tally.notConverged = true;
  return success();
}

/// Fuses multi-use producers too, but instead of keeping the producer alive
/// for its other users, hands them the producer's init operand.
LogicalResult fusefuzz::runBrokenDroppedResult(func::FuncOp func,
                                               FusionTally &tally) {
  auto hook = [](RewriterBase &rewriter, ElementwiseStep &step) {
    Operation *consumer = step.consumer;
    for (OpResult result : step.producer->getResults()) {
      Value init = step.producer.getDpsInits()[result.getResultNumber()];
      rewriter.replaceUsesWithIf(result, init, [&](OpOperand &use) {
        return use.getOwner() != consumer &&
               use.getOwner() != step.result.fusedOp;
      });
    }
    return success();
  };
  return fuseElementwiseStepwise(
      func, tally, [](OpOperand *) { return true; }, "broken-dropped-result",
      hook);
}

/// Fuses as stepwise does, then replaces a linalg.fill init whose value the
/// payload reads by a fresh tensor.empty: the fused kernel reads memory
/// nobody wrote (caught by running it under two poison patterns).
LogicalResult fusefuzz::runBrokenUninitializedInit(func::FuncOp func,
                                                   FusionTally &tally) {
  auto hook = [](RewriterBase &rewriter, ElementwiseStep &step) {
    auto fused = cast<linalg::GenericOp>(step.result.fusedOp);
    for (OpOperand &init : fused.getDpsInitsMutable()) {
      auto fill = init.get().getDefiningOp<linalg::FillOp>();
      if (!fill || fused.getMatchingBlockArgument(&init).use_empty())
        continue;
      rewriter.setInsertionPoint(fused);
      Value fresh = tensor::EmptyOp::create(
          rewriter, fill.getLoc(),
          tensor::getMixedSizes(rewriter, fill.getLoc(), fill.getResult(0)),
          getElementTypeOrSelf(fill.getResult(0).getType()));
      rewriter.modifyOpInPlace(fused, [&] { init.set(fresh); });
      break;
    }
    return success();
  };
  return fuseElementwiseStepwise(func, tally, singleUse,
                                 "broken-uninitialized-init", hook);
}
