//===- ProducerUses.cpp ---------------------------------------------------===//
#include "passes/ext/ProducerUses.h"

#include "mlir/IR/Dominance.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace fusefuzz;

/// Whether `op` (or an op nested in it) uses a result of an op in `set`.
static bool usesAny(Operation *op, const llvm::SetVector<Operation *> &set) {
  bool found = false;
  op->walk([&](Operation *nested) {
    for (Value operand : nested->getOperands())
      if (Operation *def = operand.getDefiningOp())
        if (set.contains(def)) {
          found = true;
          return WalkResult::interrupt();
        }
    return WalkResult::advance();
  });
  return found;
}

bool ext::sinkBelow(RewriterBase &rewriter, Operation *op, Operation *target) {
  if (op->getBlock() != target->getBlock() || !op->isBeforeInBlock(target))
    return op != target;
  // The op and everything after it, up to the target, that depends on it.
  llvm::SetVector<Operation *> moving;
  moving.insert(op);
  for (Operation *next = op->getNextNode(); next; next = next->getNextNode()) {
    bool depends = usesAny(next, moving);
    if (next == target) {
      if (depends)
        return false;
      break;
    }
    if (depends)
      moving.insert(next);
  }
  Operation *after = target;
  for (Operation *m : moving) {
    rewriter.moveOpAfter(m, after);
    after = m;
  }
  return true;
}

unsigned ext::sinkUsersBelow(RewriterBase &rewriter, Operation *producer,
                             Operation *consumer) {
  Block *block = consumer->getBlock();
  unsigned left = 0;
  for (Value result : producer->getResults())
    for (Operation *user : llvm::make_early_inc_range(result.getUsers())) {
      Operation *top = block->findAncestorOpInBlock(*user);
      if (!top || top == consumer || !top->isBeforeInBlock(consumer))
        continue;
      left += !sinkBelow(rewriter, top, consumer);
    }
  return left;
}

unsigned ext::redirectDominatedUses(RewriterBase &rewriter,
                                    const llvm::DenseMap<Value, Value> &map,
                                    Operation *consumer, Operation *fusedOp,
                                    bool all) {
  DominanceInfo dominance;
  unsigned left = 0;
  for (auto [original, replacement] : map)
    rewriter.replaceUsesWithIf(original, replacement, [&](OpOperand &use) {
      Operation *owner = use.getOwner();
      if (owner == consumer || owner == fusedOp || fusedOp->isAncestor(owner))
        return false;
      if (all || dominance.properlyDominates(fusedOp, owner))
        return true;
      ++left;
      return false;
    });
  return left;
}
