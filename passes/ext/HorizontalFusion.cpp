//===- HorizontalFusion.cpp -----------------------------------------------===//
#include "passes/ext/HorizontalFusion.h"
#include "passes/ext/FuseOperands.h"
#include "passes/ext/ProducerUses.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir;
using namespace fusefuzz;
using namespace fusefuzz::ext;

namespace {

constexpr llvm::StringLiteral kAliasAttr = "fusefuzz.alias";

/// The map through which `reader` reads `shared`; null when it reads it
/// through maps that differ.
AffineMap sharedReadMap(linalg::GenericOp reader, Value shared) {
  AffineMap map;
  for (OpOperand *input : reader.getDpsInputOperands())
    if (input->get() == shared) {
      AffineMap m = reader.getMatchingIndexingMap(input);
      if (map && m != map)
        return AffineMap();
      map = m;
    }
  return map;
}

/// Whether `op` uses, transitively within its block, a result of one of
/// `earlier`.
bool dependsOn(Operation *op, ArrayRef<linalg::GenericOp> earlier) {
  llvm::SmallPtrSet<Operation *, 16> reached;
  SmallVector<Operation *> worklist;
  for (linalg::GenericOp e : earlier)
    worklist.push_back(e);
  while (!worklist.empty()) {
    Operation *cur = worklist.pop_back_val();
    for (Operation *user : cur->getUsers()) {
      Operation *top = op->getBlock()->findAncestorOpInBlock(*user);
      if (top == op)
        return true;
      if (top && reached.insert(top).second)
        worklist.push_back(top);
    }
  }
  return false;
}

/// The readers of one shared value that can merge, in program order, and
/// why each other reader cannot.
struct SiblingChain {
  Value shared;
  SmallVector<linalg::GenericOp> siblings;
  SmallVector<std::string> refusals;
  /// The last sibling precedes some others and must be sunk below them.
  bool sinkLast = false;
};

SiblingChain chainFor(Value shared, ArrayRef<linalg::GenericOp> readers) {
  SiblingChain chain{shared, {}, {}, false};
  Block *block = readers.front()->getBlock();
  // All-parallel readers through permutations first; then, at most one
  // other reader after all of them (it becomes the merged op's loops).
  SmallVector<linalg::GenericOp> others;
  for (linalg::GenericOp reader : readers) {
    AffineMap map = sharedReadMap(reader, shared);
    if (reader->getBlock() != block)
      chain.refusals.push_back("different-blocks");
    else if (!reader.hasPureTensorSemantics())
      chain.refusals.push_back("not-tensor");
    else if (!map)
      chain.refusals.push_back("reads-shared-value-through-different-maps");
    else if (dependsOn(reader, chain.siblings))
      chain.refusals.push_back("sibling-depends-on-sibling");
    else if (reader.getNumParallelLoops() != reader.getNumLoops())
      others.push_back(reader);
    else if (!map.isPermutation())
      others.push_back(reader);
    else
      chain.siblings.push_back(reader);
  }
  auto refuseRest = [&](linalg::GenericOp except) {
    for (linalg::GenericOp rest : others)
      if (rest != except)
        chain.refusals.push_back(rest.getNumParallelLoops() !=
                                         rest.getNumLoops()
                                     ? "sibling-not-all-parallel"
                                     : "sibling-map-not-invertible");
  };
  // It must come after the others: one before them that none of them
  // depends on is sunk below them when merging (`sinkLast`).
  for (linalg::GenericOp other : others) {
    if (chain.siblings.empty() || dependsOn(other, chain.siblings))
      continue;
    bool afterAll = llvm::all_of(chain.siblings, [&](linalg::GenericOp s) {
      return s->isBeforeInBlock(other);
    });
    SmallVector<linalg::GenericOp> later;
    for (linalg::GenericOp s : chain.siblings)
      if (other->isBeforeInBlock(s))
        later.push_back(s);
    bool sinkable = llvm::none_of(
        later, [&](linalg::GenericOp s) { return dependsOn(s, {other}); });
    if (afterAll || sinkable) {
      chain.sinkLast = !afterAll;
      chain.siblings.push_back(other);
      refuseRest(other);
      return chain;
    }
  }
  refuseRest(nullptr);
  return chain;
}

/// Every value read as an input by two or more generics, with its readers
/// in program order.
llvm::MapVector<Value, SmallVector<linalg::GenericOp>>
sharedValues(func::FuncOp func) {
  llvm::MapVector<Value, SmallVector<linalg::GenericOp>> readers;
  func.walk([&](linalg::GenericOp op) {
    if (op->hasAttr(kAliasAttr))
      return;
    for (OpOperand *input : op.getDpsInputOperands())
      if (isa<RankedTensorType>(input->get().getType())) {
        auto &list = readers[input->get()];
        if (list.empty() || list.back() != op)
          list.push_back(op);
      }
  });
  llvm::MapVector<Value, SmallVector<linalg::GenericOp>> shared;
  for (auto &[value, list] : readers)
    if (list.size() >= 2)
      shared[value] = list;
  return shared;
}

/// An identity generic copying `value`, before `before`, marked so that
/// nothing folds it away.
linalg::GenericOp createAlias(RewriterBase &rewriter, Value value,
                              Operation *before) {
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(before);
  Location loc = before->getLoc();
  auto type = cast<RankedTensorType>(value.getType());
  SmallVector<OpFoldResult> sizes = tensor::getMixedSizes(rewriter, loc, value);
  Value empty =
      tensor::EmptyOp::create(rewriter, loc, sizes, type.getElementType());
  AffineMap id = rewriter.getMultiDimIdentityMap(type.getRank());
  SmallVector<utils::IteratorType> iterators(type.getRank(),
                                             utils::IteratorType::parallel);
  auto alias = linalg::GenericOp::create(
      rewriter, loc, TypeRange{type}, ValueRange{value}, ValueRange{empty},
      ArrayRef<AffineMap>{id, id}, iterators,
      [](OpBuilder &b, Location l, ValueRange args) {
        linalg::YieldOp::create(b, l, args[0]);
      });
  alias->setAttr(kAliasAttr, rewriter.getUnitAttr());
  return alias;
}

/// Swaps what the first two results of one type yield.
void swapFirstResults(linalg::GenericOp op) {
  Operation *yield = op.getBody()->getTerminator();
  for (unsigned a = 0; a < yield->getNumOperands(); ++a)
    for (unsigned b = a + 1; b < yield->getNumOperands(); ++b)
      if (op->getResult(a).getType() == op->getResult(b).getType()) {
        Value va = yield->getOperand(a), vb = yield->getOperand(b);
        yield->setOperand(a, vb);
        yield->setOperand(b, va);
        return;
      }
}

/// Merges one chain; returns how many siblings were merged. Fails (with
/// an error on the op) where the chain's preconditions did not hold: a
/// bug of this driver, not a refusal.
FailureOr<unsigned> mergeChain(RewriterBase &rewriter, SiblingChain &chain,
                               FusionTally &tally,
                               const HorizontalOptions &options) {
  Value shared = chain.shared;
  if (chain.sinkLast) {
    // Below the last of the others (none of them depends on it).
    Operation *last = chain.siblings.front();
    for (linalg::GenericOp s : ArrayRef(chain.siblings).drop_back())
      if (last->isBeforeInBlock(s))
        last = s;
    if (!sinkBelow(rewriter, chain.siblings.back(), last))
      return chain.siblings.back().emitError(
          "horizontal fusion: a sibling no other depends on could not be "
          "sunk below them");
  }
  linalg::GenericOp alias =
      createAlias(rewriter, shared, chain.siblings.front());
  for (linalg::GenericOp sibling : chain.siblings)
    for (OpOperand *input : sibling.getDpsInputOperands())
      if (input->get() == shared)
        rewriter.modifyOpInPlace(sibling,
                                 [&] { input->set(alias->getResult(0)); });
  Operation *producer = alias;
  unsigned merged = 0;
  for (linalg::GenericOp sibling : chain.siblings) {
    SmallVector<OpOperand *> operands = operandsReading(sibling, producer);
    std::string why = whyNotFusable(operands);
    if (!why.empty()) {
      tally.refuse((options.rule + ": " + why).str());
      for (OpOperand *operand : operands)
        rewriter.modifyOpInPlace(sibling, [&] { operand->set(shared); });
      continue;
    }
    sinkUsersBelow(rewriter, producer, sibling);
    rewriter.setInsertionPoint(sibling);
    FailureOr<FusedOperands> fused = fuseOperands(rewriter, operands);
    if (failed(fused)) {
      tally.refuse((options.rule + ": fusion-failed").str());
      for (OpOperand *operand : operands)
        rewriter.modifyOpInPlace(sibling, [&] { operand->set(shared); });
      continue;
    }
    // Siblings are independent and users of earlier ones were sunk: every
    // use is dominated.
    if (redirectDominatedUses(rewriter, fused->replacements, sibling,
                              fused->fusedOp))
      return sibling.emitError("horizontal fusion: a use of a merged sibling "
                               "precedes the merged op");
    if (producer != alias.getOperation()) {
      tally.record(options.rule);
      tally.rewrites.push_back((options.rule + " on linalg.generic").str());
    }
    rewriter.eraseOp(sibling);
    if (producer->use_empty())
      rewriter.eraseOp(producer);
    producer = fused->fusedOp;
    ++merged;
  }
  if (producer == alias.getOperation()) {
    rewriter.replaceAllUsesWith(alias->getResult(0), shared);
    Operation *empty = alias.getDpsInits()[0].getDefiningOp();
    rewriter.eraseOp(alias);
    if (empty && empty->use_empty())
      rewriter.eraseOp(empty);
    return 0;
  }
  auto mergedOp = cast<linalg::GenericOp>(producer);
  if (options.brokenSwapResults)
    swapFirstResults(mergedOp);
  return merged;
}

} // namespace

LogicalResult ext::fuseSiblings(func::FuncOp func, FusionTally &tally,
                                const HorizontalOptions &options) {
  tally.classifiesRefusals = true;
  IRRewriter rewriter(func.getContext());
  // Values whose readers could not be merged after all (not tried again).
  llvm::SmallPtrSet<void *, 8> givenUp;
  for (unsigned round = 0; round < 1000; ++round) {
    if (tally.limitReached())
      return success();
    bool changed = false;
    for (auto &[value, readers] : sharedValues(func)) {
      if (givenUp.contains(value.getAsOpaquePointer()))
        continue;
      SiblingChain chain = chainFor(value, readers);
      if (chain.siblings.size() < 2)
        continue;
      // The IR changed: the reader lists are stale, start over.
      changed = true;
      FailureOr<unsigned> merged = mergeChain(rewriter, chain, tally, options);
      if (failed(merged))
        return failure();
      if (*merged < 2)
        givenUp.insert(value.getAsOpaquePointer());
      break;
    }
    if (changed)
      continue;
    // Nothing left to merge: count why each remaining reader was not.
    for (auto &[value, readers] : sharedValues(func)) {
      SiblingChain chain = chainFor(value, readers);
      for (const std::string &why : chain.refusals)
        tally.refuse((options.rule + ": " + why).str());
    }
    return success();
  }
  return func.emitError("horizontal fusion did not terminate");
}
