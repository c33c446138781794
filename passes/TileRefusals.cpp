//===- TileRefusals.cpp ---------------------------------------------------===//
#include "passes/TileRefusals.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/TilingInterface.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace fusefuzz;

void UpstreamReasons::notifyMatchFailure(
    Location loc, function_ref<void(Diagnostic &)> reasonCallback) {
  if (!first.empty())
    return;
  Diagnostic diag(loc, DiagnosticSeverity::Remark);
  reasonCallback(diag);
  first = diag.str();
  if (first.empty())
    first = "?";
}

std::string UpstreamReasons::take() {
  std::string reason = "upstream-declined";
  if (!first.empty()) {
    // One line, short enough for a summary table.
    StringRef text =
        StringRef(first).take_until([](char c) { return c == '\n'; });
    reason += ": " + text.take_front(80).str();
  }
  first.clear();
  return reason;
}

Value fusefuzz::sourceOutsideNest(Value source,
                                  ArrayRef<LoopLikeOpInterface> loops) {
  while (auto arg = dyn_cast<BlockArgument>(source)) {
    auto loop = dyn_cast<LoopLikeOpInterface>(arg.getOwner()->getParentOp());
    if (!loop || !llvm::is_contained(loops, loop))
      break;
    OpOperand *init = loop.getTiedLoopInit(arg);
    if (!init)
      break;
    source = init->get();
  }
  return source;
}

StringRef fusefuzz::classifyUnfusedProducer(OpResult producer) {
  Operation *op = producer.getOwner();
  if (!isa<TilingInterface>(op))
    return "producer-not-tiling-interface";
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op))
    if (!linalgOp.getIndexingMapMatchingResult(producer)
             .isProjectedPermutation())
      return "producer-result-map-not-projected-permutation";
  return "upstream-declined";
}

std::string fusefuzz::classifyDeclinedConsumer(Operation *consumer,
                                               Operation *outerLoop) {
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(consumer))
    for (OpOperand &operand : consumer->getOpOperands())
      if (operand.get().getDefiningOp() == outerLoop &&
          !linalgOp.getMatchingIndexingMap(&operand).isProjectedPermutation())
        return "upstream-declined: consumer operand map not a projected "
               "permutation";
  return "upstream-declined";
}

void fusefuzz::countUnfusedProducers(ArrayRef<LoopLikeOpInterface> loops,
                                     FusionTally &tally) {
  if (loops.empty())
    return;
  Operation *outer = loops.front();
  outer->walk([&](tensor::ExtractSliceOp slice) {
    // Fusion replaces a slice's uses and leaves it dead.
    if (slice->use_empty())
      return;
    Value source = sourceOutsideNest(slice.getSource(), loops);
    auto producer = dyn_cast<OpResult>(source);
    if (!producer || outer->isAncestor(producer.getOwner()))
      return;
    // Only ops that compute something are fusion candidates (an empty
    // tensor or a function argument is not).
    if (isa<tensor::EmptyOp>(producer.getOwner()) ||
        !isa<DestinationStyleOpInterface, TilingInterface>(producer.getOwner()))
      return;
    tally.refuse(("tile:" + classifyUnfusedProducer(producer)).str());
  });
}
