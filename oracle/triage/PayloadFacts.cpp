//===- PayloadFacts.cpp ---------------------------------------------------===//
#include "oracle/triage/PayloadFacts.h"
#include "passes/Lowering.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/DenseMap.h"

using namespace mlir;
using namespace fusefuzz;

/// The value `op`'s payload yields for output `output`.
static Value yielded(linalg::LinalgOp op, unsigned output) {
  return op.getBlock()->getTerminator()->getOperand(output);
}

/// Whether `v` is `from` or computed from it by the ops of the payload.
static bool computedFrom(Value v, Value from,
                         llvm::DenseMap<Value, bool> &memo) {
  if (v == from)
    return true;
  if (auto it = memo.find(v); it != memo.end())
    return it->second;
  memo[v] = false;
  Operation *def = v.getDefiningOp();
  bool result = def && llvm::any_of(def->getOperands(), [&](Value operand) {
                  return computedFrom(operand, from, memo);
                });
  return memo[v] = result;
}

bool fusefuzz::feedsAnotherOutput(linalg::LinalgOp op, unsigned output) {
  Value kept = yielded(op, output);
  for (unsigned other = 0; other < op.getNumDpsInits(); ++other) {
    llvm::DenseMap<Value, bool> memo;
    if (other != output && computedFrom(yielded(op, other), kept, memo))
      return true;
  }
  return false;
}

bool fusefuzz::writesThrough(func::FuncOp f, AffineMap map) {
  return f
      .walk([&](linalg::LinalgOp op) {
        for (OpOperand &init : op.getDpsInitsMutable())
          if (op.getMatchingIndexingMap(&init) == map)
            return WalkResult::interrupt();
        return WalkResult::advance();
      })
      .wasInterrupted();
}

std::string fusefuzz::keptResultFact(func::FuncOp fused) {
  return keptResultFact(fused, func::FuncOp());
}

std::string fusefuzz::keptResultFact(func::FuncOp fused, func::FuncOp unfused) {
  std::string fact;
  fused.walk([&](linalg::LinalgOp op) {
    if (op->getNumRegions() != 1 || op.getBlock()->empty())
      return WalkResult::advance();
    for (OpOperand &init : op.getDpsInitsMutable()) {
      unsigned output = init.getOperandNumber() - op.getNumDpsInputs();
      AffineMap map = op.getMatchingIndexingMap(&init);
      BlockArgument outs = op.getMatchingBlockArgument(&init);
      Value value = yielded(op, output);
      if (value == outs)
        continue;
      // Kept: another output is computed from it, or no op of the unfused
      // function wrote through its map (fusion gave it the consumer's).
      bool kept = feedsAnotherOutput(op, output) ||
                  (unfused && !writesThrough(unfused, map));
      // Written in part (a constant map result): the rest keeps its init.
      if (writesPartOf(op, init) && kept) {
        fact = "kept-result-partial-write";
        return WalkResult::interrupt();
      }
      // The loops its map leaves out, of what kind, and whether one may
      // run no iteration (a dynamic or zero size).
      bool lacksLoop = false, lacksParallel = false, mayBeEmpty = false;
      SmallVector<int64_t> ranges = op.getStaticLoopRanges();
      for (auto [d, type] : llvm::enumerate(op.getIteratorTypesArray()))
        if (!map.isFunctionOfDim(d)) {
          lacksLoop = true;
          lacksParallel |= type == utils::IteratorType::parallel;
          mayBeEmpty |= d < ranges.size() &&
                        (ShapedType::isDynamic(ranges[d]) || ranges[d] == 0);
        }
      // A reduction's accumulator lacks its reduction loops: a kept result
      // is one another output is computed from. No op writes one element
      // from several iterations of a parallel loop but such a result.
      if (!lacksLoop || (!lacksParallel && !kept))
        continue;
      // Read from its own outs, or another output's (two kept results
      // reading each other's); or, rewritten along a parallel loop, its
      // outs read by another output (which then reads what earlier
      // iterations wrote, not the init).
      bool fromOuts = llvm::any_of(op.getDpsInitsMutable(), [&](OpOperand &o) {
        llvm::DenseMap<Value, bool> memo;
        return computedFrom(value, op.getMatchingBlockArgument(&o), memo);
      });
      bool outsReread =
          lacksParallel &&
          llvm::any_of(op.getDpsInitsMutable(), [&](OpOperand &o) {
            llvm::DenseMap<Value, bool> memo;
            return &o != &init &&
                   computedFrom(
                       yielded(op, o.getOperandNumber() - op.getNumDpsInputs()),
                       outs, memo);
          });
      if (fromOuts || outsReread)
        fact = lacksParallel
                   ? "kept-result-recomputed-from-outs/across-parallel-loop"
                   : "kept-result-recomputed-from-outs/across-reduction-loop";
      else if (mayBeEmpty)
        fact = "kept-result-under-empty-loop";
      else
        continue;
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return fact;
}

/// `v` without the tensor.casts that made it (canonicalization infers
/// static shapes through casts).
static Value withoutCasts(Value v) {
  while (auto cast = v.getDefiningOp<tensor::CastOp>())
    v = cast.getSource();
  return v;
}

/// Whether `v`, or a tensor.cast of it, is inserted into `dest`.
static bool insertedInto(Value v, Value dest) {
  return llvm::any_of(v.getUsers(), [&](Operation *user) {
    if (auto cast = dyn_cast<tensor::CastOp>(user))
      return insertedInto(cast.getResult(), dest);
    auto insert = dyn_cast<tensor::InsertSliceOp>(user);
    return insert && insert.getSource() == v && insert.getDest() == dest;
  });
}

std::string fusefuzz::padValueAsInitFact(func::FuncOp fused) {
  std::string fact;
  fused.walk([&](linalg::LinalgOp op) {
    if (op->getNumRegions() != 1 || op.getBlock()->empty())
      return WalkResult::advance();
    for (OpOperand &init : op.getDpsInitsMutable()) {
      auto slice =
          withoutCasts(init.get()).getDefiningOp<tensor::ExtractSliceOp>();
      Value filled = slice ? slice.getSource() : Value();
      if (!filled || !filled.getDefiningOp<linalg::FillOp>() ||
          !insertedInto(op.getTiedOpResult(&init), filled))
        continue;
      if (writesPartOf(op, init))
        fact = "pad-value-as-init/partial-write";
      else if (!op.getMatchingBlockArgument(&init).use_empty())
        fact = "pad-value-as-init/reads-outs";
      else
        continue;
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return fact;
}

std::string fusefuzz::payloadFact(func::FuncOp fused, func::FuncOp unfused) {
  if (std::string fact = keptResultFact(fused, unfused); !fact.empty())
    return fact;
  return padValueAsInitFact(fused);
}
