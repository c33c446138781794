//===- CarriedValueFacts.cpp ----------------------------------------------===//
#include "oracle/triage/CarriedValueFacts.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "llvm/ADT/DenseSet.h"

using namespace mlir;
using namespace fusefuzz;

Value fusefuzz::carriedStart(Value v, LoopLikeOpInterface *carrying) {
  auto arg = dyn_cast<BlockArgument>(v);
  auto loop = arg ? dyn_cast<LoopLikeOpInterface>(arg.getOwner()->getParentOp())
                  : nullptr;
  OpOperand *tied = loop ? loop.getTiedLoopInit(arg) : nullptr;
  if (carrying)
    *carrying = tied ? loop : nullptr;
  return tied ? tied->get() : Value();
}

/// The tensor `v` is a slice of, through slices and carried values: the
/// tensor outside every loop, and whether a carried value was passed.
static Value origin(Value v, bool &throughLoop) {
  for (unsigned depth = 0; depth < 16; ++depth) {
    if (auto slice = v.getDefiningOp<tensor::ExtractSliceOp>()) {
      v = slice.getSource();
    } else if (Value start = carriedStart(v)) {
      throughLoop = true;
      v = start;
    } else {
      break;
    }
  }
  return v;
}

/// Whether two indices are one: the same constant or value, or the same
/// index computation of such (two `affine.apply`s of one map to one iv).
static bool sameIndex(Value a, Value b, unsigned depth = 0) {
  if (a == b)
    return true;
  Operation *da = a.getDefiningOp(), *db = b.getDefiningOp();
  if (!da || !db || depth > 4 || da->getNumRegions() || db->getNumRegions())
    return false;
  return OperationEquivalence::isEquivalentTo(
      da, db,
      [&](Value x, Value y) { return success(sameIndex(x, y, depth + 1)); },
      nullptr, OperationEquivalence::IgnoreLocations);
}

static bool sameIndex(OpFoldResult a, OpFoldResult b) {
  auto va = dyn_cast<Value>(a), vb = dyn_cast<Value>(b);
  if (va && vb)
    return sameIndex(va, vb);
  return !va && !vb && cast<Attribute>(a) == cast<Attribute>(b);
}

static bool sameIndices(ArrayRef<OpFoldResult> a, ArrayRef<OpFoldResult> b) {
  return a.size() == b.size() && llvm::all_of(llvm::zip(a, b), [](auto pair) {
           return sameIndex(std::get<0>(pair), std::get<1>(pair));
         });
}

Operation *fusefuzz::insertInto(Value value, Value carried) {
  SmallVector<Value> work{value};
  llvm::DenseSet<Value> seen;
  while (!work.empty()) {
    Value v = work.pop_back_val();
    if (!seen.insert(v).second)
      continue;
    for (OpOperand &use : v.getUses()) {
      Operation *user = use.getOwner();
      if (auto insert = dyn_cast<tensor::InsertSliceOp>(user)) {
        if (use.get() == insert.getSource() && insert.getDest() == carried)
          return insert;
      } else if (auto insert = dyn_cast<tensor::ParallelInsertSliceOp>(user)) {
        if (use.get() == insert.getSource() && insert.getDest() == carried)
          return insert;
      } else if (auto op = dyn_cast<linalg::LinalgOp>(user);
                 op && op.isDpsInit(&use)) {
        work.push_back(op.getTiedOpResult(&use));
      }
    }
  }
  return nullptr;
}

/// Whether `insert` (an insert_slice or parallel_insert_slice) writes the
/// tile `slice` reads.
static bool writesTileOf(Operation *insert, tensor::ExtractSliceOp slice) {
  auto same = [&](auto op) {
    return sameIndices(op.getMixedOffsets(), slice.getMixedOffsets()) &&
           sameIndices(op.getMixedSizes(), slice.getMixedSizes()) &&
           sameIndices(op.getMixedStrides(), slice.getMixedStrides());
  };
  if (auto op = dyn_cast<tensor::InsertSliceOp>(insert))
    return same(op);
  return same(cast<tensor::ParallelInsertSliceOp>(insert));
}

/// The fact `op` shows (see carriedValueFact), or empty.
static std::string carriedValueFactOf(linalg::LinalgOp op) {
  // Two outputs starting from one tensor, one through a carried value.
  if (op.getNumDpsInits() > 1) {
    SmallVector<std::pair<Value, bool>> origins;
    for (Value init : op.getDpsInits()) {
      bool throughLoop = false;
      Value from = origin(init, throughLoop);
      for (auto [other, otherThroughLoop] : origins)
        if (other == from && (throughLoop || otherThroughLoop))
          return "loop-starts-from-another-results-init";
      origins.push_back({from, throughLoop});
    }
  }
  // What the op reads of a carried value against where its result goes.
  std::string fact;
  for (OpOperand &operand : op->getOpOperands()) {
    auto slice = operand.get().getDefiningOp<tensor::ExtractSliceOp>();
    if (!slice || !carriedStart(slice.getSource()))
      continue;
    Value carried = slice.getSource();
    bool isInit = op.isDpsInit(&operand);
    bool read = !isInit || op.payloadUsesValueFromOperand(&operand);
    Operation *insert = nullptr;
    for (OpResult result : op->getResults())
      if ((insert = insertInto(result, carried)))
        break;
    if (read && (!insert || !writesTileOf(insert, slice)))
      return "reads-earlier-iterations-writes";
    if (isInit && !insert)
      fact = "init-carried-for-another-result";
  }
  return fact;
}

std::string fusefuzz::uncoveredYieldFact(func::FuncOp fused) {
  WalkResult found = fused.walk([](Operation *insert) {
    if (!isa<tensor::InsertSliceOp, tensor::ParallelInsertSliceOp>(insert))
      return WalkResult::advance();
    // Up through the loops that carry the tensor the tile is inserted
    // into, to the tensor the outermost starts from.
    Value carried = insert->getOperand(1);
    LoopLikeOpInterface loop, outer;
    Value start = carriedStart(carried, &loop);
    while (start) {
      outer = loop;
      Value further = carriedStart(start, &loop);
      if (!further)
        break;
      carried = start;
      start = further;
    }
    if (!start || !start.getDefiningOp<tensor::EmptyOp>())
      return WalkResult::advance();
    // The loop's result of that carried value (an scf.forall has no
    // getLoopResults: its shared outputs are its results, in order).
    OpOperand *init = outer.getTiedLoopInit(cast<BlockArgument>(carried));
    Value result = outer->getResult(init - outer.getInitsMutable().data());
    return !result.use_empty() ? WalkResult::interrupt()
                               : WalkResult::advance();
  });
  return found.wasInterrupted() ? "yielded-tiles-not-cover" : "";
}

std::string fusefuzz::carriedValueFact(func::FuncOp fused) {
  std::string fact;
  fused.walk([&](linalg::LinalgOp op) {
    if (!op->getParentOfType<LoopLikeOpInterface>())
      return WalkResult::advance();
    fact = carriedValueFactOf(op);
    return fact.empty() ? WalkResult::advance() : WalkResult::interrupt();
  });
  return fact;
}
