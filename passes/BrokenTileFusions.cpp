//===- BrokenTileFusions.cpp - Deliberately wrong tile-and-fuse
//------------===//
//
// Like BrokenFusions.cpp for the tile families: the real upstream
// transformation, then one specific corruption of the loop nest it built.
// For `fusefuzz selftest` and the tests only.
//
//===----------------------------------------------------------------------===//
#include "passes/Strategy.h"
#include "passes/TileParams.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/TilingInterface.h"

using namespace mlir;
using namespace fusefuzz;

/// Whether `op` (in a loop nest) computes a value another op of the nest
/// reads: a fused producer.
static bool feedsTheNest(Operation *op) {
  return llvm::any_of(op->getUsers(), [&](Operation *user) {
    return isa<TilingInterface>(user) &&
           user->getParentOp() == op->getParentOp();
  });
}

/// Whether `op` (in a loop nest) reads a value another op of the nest
/// computes: a fused consumer.
static bool readsTheNest(Operation *op) {
  return llvm::any_of(op->getOperands(), [&](Value v) {
    Operation *def = v.getDefiningOp();
    return def && isa<TilingInterface>(def) &&
           def->getParentOp() == op->getParentOp();
  });
}

/// Replaces the first offset of a slice, read by an op `pick` accepts, that
/// is a tile loop's induction variable with max(iv - 1, 0): the op reads the
/// tile one row before its own (still in bounds, since the slice's size is
/// at most the extent minus the iv). Returns whether a slice was found.
static bool shiftSliceOffset(func::FuncOp func,
                             function_ref<bool(Operation *)> pick) {
  tensor::ExtractSliceOp target;
  unsigned dim = 0;
  func.walk([&](tensor::ExtractSliceOp slice) {
    if (target || loopsAround(slice).empty() ||
        !llvm::any_of(slice->getUsers(), [&](Operation *user) {
          return isa<TilingInterface>(user) && pick(user);
        }))
      return;
    for (auto [i, offset] : llvm::enumerate(slice.getMixedOffsets())) {
      auto iv = dyn_cast_if_present<BlockArgument>(
          dyn_cast_if_present<Value>(offset));
      if (iv && isa<scf::ForOp, scf::ForallOp>(iv.getOwner()->getParentOp())) {
        target = slice;
        dim = i;
        return;
      }
    }
  });
  if (!target)
    return false;
  OpBuilder b(target);
  MLIRContext *ctx = func.getContext();
  AffineExpr d0 = getAffineDimExpr(0, ctx);
  auto map = AffineMap::get(1, 0, {d0 - 1, getAffineConstantExpr(0, ctx)}, ctx);
  SmallVector<OpFoldResult> offsets = target.getMixedOffsets();
  Value iv = cast<Value>(offsets[dim]);
  Value shifted =
      affine::AffineMaxOp::create(b, target.getLoc(), map, ValueRange{iv});
  unsigned operand = target.getOffsetSizeAndStrideStartOperandIndex();
  for (auto [i, offset] : llvm::enumerate(target.getMixedOffsets())) {
    if (i == dim)
      break;
    if (isa<Value>(offset))
      ++operand;
  }
  target->setOperand(operand, shifted);
  return true;
}

LogicalResult fusefuzz::runBrokenTileSliceOffset(func::FuncOp func,
                                                 FusionTally &tally) {
  if (failed(runTileFuseProducers(func, tally)))
    return failure();
  if (shiftSliceOffset(func, feedsTheNest))
    tally.record("corruption:fused-producer-reads-previous-tile");
  return success();
}

LogicalResult fusefuzz::runBrokenConsumerWrongTile(func::FuncOp func,
                                                   FusionTally &tally) {
  if (failed(runTileFuseConsumers(func, tally)))
    return failure();
  if (shiftSliceOffset(func, readsTheNest))
    tally.record("corruption:fused-consumer-reads-previous-tile");
  return success();
}

/// Drops the last, partial tile of the outermost scf.for whose constant
/// step does not divide its constant trip range: the elements of that tile
/// are never computed.
LogicalResult fusefuzz::runBrokenTileLastPartial(func::FuncOp func,
                                                 FusionTally &tally) {
  if (failed(runTileFuseProducers(func, tally)))
    return failure();
  scf::ForOp target;
  func.walk<WalkOrder::PreOrder>([&](scf::ForOp loop) {
    if (target)
      return WalkResult::skip();
    std::optional<int64_t> lb = getConstantIntValue(loop.getLowerBound());
    std::optional<int64_t> ub = getConstantIntValue(loop.getUpperBound());
    std::optional<int64_t> step = getConstantIntValue(loop.getStep());
    if (lb && ub && step && *step > 0 && *ub - *lb > *step &&
        (*ub - *lb) % *step != 0)
      target = loop;
    return WalkResult::advance();
  });
  if (!target)
    return success();
  int64_t lb = *getConstantIntValue(target.getLowerBound());
  int64_t ub = *getConstantIntValue(target.getUpperBound());
  int64_t step = *getConstantIntValue(target.getStep());
  OpBuilder b(target);
  Value bound = arith::ConstantIndexOp::create(b, target.getLoc(),
                                               lb + (ub - lb) / step * step);
  target.getUpperBoundMutable().assign(bound);
  tally.record("corruption:last-partial-tile-dropped");
  return success();
}
