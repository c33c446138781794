//===- ElementwiseFusionExt.cpp -------------------------------------------===//
#include "passes/ext/ElementwiseFusionExt.h"
#include "passes/ext/FuseOperands.h"
#include "passes/ext/ProducerUses.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

using namespace mlir;
using namespace fusefuzz;
using namespace fusefuzz::ext;

namespace {

/// A consumer and the operands through which it reads one producer.
struct Candidate {
  linalg::GenericOp consumer;
  SmallVector<OpOperand *> operands;
  std::string why; // empty: fusable under the options
};

/// Every (consumer, producer generic) pair of `func` in program order,
/// with why it cannot be fused (or nothing).
std::vector<Candidate> candidates(func::FuncOp func,
                                  const ElementwiseExtOptions &options) {
  std::vector<Candidate> out;
  func.walk([&](linalg::GenericOp consumer) {
    SmallVector<Operation *> producers;
    for (OpOperand *input : consumer.getDpsInputOperands())
      if (auto producer = input->get().getDefiningOp<linalg::GenericOp>())
        if (!llvm::is_contained(producers, producer.getOperation()))
          producers.push_back(producer);
    for (Operation *producer : producers) {
      Candidate c{consumer, operandsReading(consumer, producer), ""};
      c.why = whyNotFusable(c.operands);
      if (options.brokenSkipAgreement && c.why == "composed-maps-differ")
        c.why.clear();
      if (c.why.empty() && producer->getBlock() != consumer->getBlock())
        c.why = "different-blocks";
      out.push_back(std::move(c));
    }
  });
  return out;
}

/// Writes every kept producer result of `fused` with the map of the
/// consumer's first output instead of its own (a deliberate corruption).
void corruptKeptResultMaps(linalg::GenericOp fused, unsigned numKept) {
  unsigned numInits = fused.getNumDpsInits();
  if (numKept == 0 || numKept >= numInits)
    return;
  SmallVector<AffineMap> maps = fused.getIndexingMapsArray();
  unsigned firstInit = fused.getNumDpsInputs();
  AffineMap consumerMap = maps[firstInit + numKept];
  for (unsigned k = 0; k < numKept; ++k)
    if (maps[firstInit + k].getNumResults() == consumerMap.getNumResults())
      maps[firstInit + k] = consumerMap;
  fused.setIndexingMapsAttr(
      Builder(fused.getContext()).getAffineMapArrayAttr(maps));
}

} // namespace

LogicalResult ext::fuseElementwiseExt(func::FuncOp func, FusionTally &tally,
                                      const ElementwiseExtOptions &options) {
  tally.classifiesRefusals = true;
  IRRewriter rewriter(func.getContext());
  // Every step removes a consumer.
  for (unsigned steps = 0; steps < 10000; ++steps) {
    if (tally.limitReached())
      break;
    std::vector<Candidate> all = candidates(func, options);
    auto found =
        llvm::find_if(all, [](const Candidate &c) { return c.why.empty(); });
    if (found == all.end()) {
      for (const Candidate &c : all)
        tally.refuse((options.rule + ": " + c.why).str());
      return success();
    }
    linalg::GenericOp consumer = found->consumer;
    ArrayRef<OpOperand *> operands = found->operands;
    Operation *producer = operands[0]->get().getDefiningOp();
    if (options.sinkUsers)
      sinkUsersBelow(rewriter, producer, consumer);
    rewriter.setInsertionPoint(consumer);
    FailureOr<FusedOperands> fused =
        fuseOperands(rewriter, operands, options.brokenSkipAgreement);
    if (failed(fused))
      return consumer.emitError("fusion failed on operands found fusable");
    if (options.brokenKeptResultMap)
      corruptKeptResultMaps(fused->fusedOp, fused->fusedOp->getNumResults() -
                                                consumer->getNumResults());
    unsigned left = redirectDominatedUses(rewriter, fused->replacements,
                                          consumer, fused->fusedOp);
    if (left)
      tally.refuse((options.rule + ": producer-kept-for-earlier-users").str());
    rewriter.eraseOp(consumer);
    if (producer->use_empty())
      rewriter.eraseOp(producer);
    tally.record(options.rule);
    tally.rewrites.push_back((options.rule + " on linalg.generic").str());
  }
  return func.emitError("extended elementwise fusion did not terminate");
}
