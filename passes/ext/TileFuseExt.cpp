//===- TileFuseExt.cpp ----------------------------------------------------===//
#include "passes/ext/TileFuseExt.h"

#include "passes/TileParams.h"
#include "passes/TileRefusals.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Dominance.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/TilingInterface.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace fusefuzz;
using namespace fusefuzz::ext;

/// Salts the case seed for this library's tiling draws (ASCII "extfuse1").
static constexpr uint64_t kSalt = 0x6578'7466'7573'6531ULL;

namespace {

/// The loops of `loops` whose induction variable `v` depends on (through
/// ops inside the nest).
void ivsOf(Value v, ArrayRef<LoopLikeOpInterface> loops,
           llvm::SmallDenseSet<unsigned> &out, unsigned depth = 0) {
  if (depth > 32)
    return;
  if (isa<BlockArgument>(v)) {
    for (unsigned k = 0; k < loops.size(); ++k) {
      LoopLikeOpInterface loop = loops[k];
      if (std::optional<SmallVector<Value>> ivs = loop.getLoopInductionVars())
        if (llvm::is_contained(*ivs, v))
          out.insert(k);
    }
    return;
  }
  Operation *def = v.getDefiningOp();
  if (!def || !loops.front()->isAncestor(def))
    return;
  for (Value operand : def->getOperands())
    ivsOf(operand, loops, out, depth + 1);
}

llvm::SmallDenseSet<unsigned> offsetIvs(tensor::ExtractSliceOp slice,
                                        ArrayRef<LoopLikeOpInterface> loops) {
  llvm::SmallDenseSet<unsigned> out;
  for (Value offset : slice.getOffsets())
    ivsOf(offset, loops, out);
  return out;
}

/// Whether fusing a producer into the init slice `slice` would put it
/// inside a loop over which the op reading that init accumulates: a loop
/// the init slice does not move with runs the op again on the same init
/// region (over a reduction of it, or recomputing it), so the init would
/// be re-initialized every iteration. (The op's input slices need not say
/// which loops those are: an input computed by a fused producer is no
/// slice at all.)
bool initOnReductionLoop(tensor::ExtractSliceOp slice,
                         ArrayRef<LoopLikeOpInterface> loops) {
  return offsetIvs(slice, loops).size() < loops.size();
}

/// Moves the pure ops computing `v` above `point` (same block) where needed.
bool hoistAbove(Value v, Operation *point, DominanceInfo &dominance,
                unsigned depth = 0) {
  if (dominance.properlyDominates(v, point))
    return true;
  Operation *def = v.getDefiningOp();
  if (!def || depth > 32 || def->getBlock() != point->getBlock() ||
      !isPure(def) || def->getNumRegions())
    return false;
  for (Value operand : def->getOperands())
    if (!hoistAbove(operand, point, dominance, depth + 1))
      return false;
  def->moveBefore(point);
  return true;
}

struct Merged {
  tensor::ExtractSliceOp slice;
  bool identical = true; // every merged slice was the same region
};

/// One slice of the common source bounding `slices` (unit strides, no rank
/// reduction, one block), placed before the first of them; each of them
/// becomes its sub-slice. Nothing changes (null slice) when they cannot.
Merged mergeSlices(RewriterBase &rewriter,
                   SmallVector<tensor::ExtractSliceOp> slices,
                   bool brokenOffsets) {
  Value source = slices.front().getSource();
  auto sourceType = cast<RankedTensorType>(source.getType());
  unsigned rank = sourceType.getRank();
  tensor::ExtractSliceOp first = slices.front();
  Merged out;
  for (tensor::ExtractSliceOp s : slices) {
    if (s.getSource() != source || s.getType().getRank() != rank ||
        s->getBlock() != first->getBlock() ||
        !llvm::all_of(s.getMixedStrides(),
                      [](OpFoldResult st) { return isOneInteger(st); }))
      return {};
    if (s->isBeforeInBlock(first))
      first = s;
  }
  DominanceInfo dominance;
  for (tensor::ExtractSliceOp s : slices)
    for (Value operand : s->getOperands().drop_front())
      if (!hoistAbove(operand, first, dominance))
        return {};
  for (tensor::ExtractSliceOp s : slices)
    out.identical &= isEqualConstantIntOrValueArray(
                         s.getMixedOffsets(), slices[0].getMixedOffsets()) &&
                     isEqualConstantIntOrValueArray(s.getMixedSizes(),
                                                    slices[0].getMixedSizes());
  Location loc = first.getLoc();
  MLIRContext *ctx = rewriter.getContext();
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(first);
  unsigned n = slices.size();
  SmallVector<OpFoldResult> offsets, sizes;
  for (unsigned j = 0; j < rank; ++j) {
    SmallVector<OpFoldResult> starts, ends;
    SmallVector<AffineExpr> endExprs;
    for (unsigned i = 0; i < n; ++i) {
      tensor::ExtractSliceOp s = slices[i];
      starts.push_back(s.getMixedOffsets()[j]);
      ends.push_back(s.getMixedOffsets()[j]);
      ends.push_back(s.getMixedSizes()[j]);
      endExprs.push_back(getAffineDimExpr(2 * i, ctx) +
                         getAffineDimExpr(2 * i + 1, ctx));
    }
    // Slices of a valid program lie in the source: a slice at offset 0
    // starts the box, one spanning the whole (static) dim is the box.
    // (Stated directly, the box does not seem to move with the loops.)
    int64_t dimSize = sourceType.getDimSize(j);
    bool fromZero = llvm::any_of(starts, isZeroInteger);
    bool whole = llvm::any_of(slices, [&](tensor::ExtractSliceOp sl) {
      return isZeroInteger(sl.getMixedOffsets()[j]) &&
             !ShapedType::isDynamic(dimSize) &&
             isConstantIntValue(sl.getMixedSizes()[j], dimSize);
    });
    OpFoldResult start =
        fromZero ? OpFoldResult(rewriter.getIndexAttr(0))
                 : affine::makeComposedFoldedAffineMin(
                       rewriter, loc, AffineMap::getMultiDimIdentityMap(n, ctx),
                       starts);
    OpFoldResult end =
        whole
            ? OpFoldResult(rewriter.getIndexAttr(dimSize))
            : affine::makeComposedFoldedAffineMax(
                  rewriter, loc, AffineMap::get(2 * n, 0, endExprs, ctx), ends);
    offsets.push_back(start);
    sizes.push_back(affine::makeComposedFoldedAffineApply(
        rewriter, loc, getAffineDimExpr(0, ctx) - getAffineDimExpr(1, ctx),
        {end, start}));
  }
  SmallVector<OpFoldResult> ones(rank, rewriter.getIndexAttr(1));
  out.slice = tensor::ExtractSliceOp::create(rewriter, loc, source, offsets,
                                             sizes, ones);
  for (tensor::ExtractSliceOp s : slices) {
    rewriter.setInsertionPoint(s);
    SmallVector<OpFoldResult> within;
    for (unsigned j = 0; j < rank; ++j)
      within.push_back(
          brokenOffsets
              ? OpFoldResult(rewriter.getIndexAttr(0))
              : affine::makeComposedFoldedAffineApply(
                    rewriter, s.getLoc(),
                    getAffineDimExpr(0, ctx) - getAffineDimExpr(1, ctx),
                    {s.getMixedOffsets()[j], offsets[j]}));
    auto sub = tensor::ExtractSliceOp::create(rewriter, s.getLoc(), s.getType(),
                                              out.slice, within,
                                              s.getMixedSizes(), ones);
    rewriter.replaceOp(s, sub);
  }
  return out;
}

/// A slice in the nest reading a result of an op outside it.
struct Candidate {
  tensor::ExtractSliceOp slice;
  OpResult producer;
  bool destination; // through the nest's iter_args (an init)
};

SmallVector<Candidate>
candidates(ArrayRef<LoopLikeOpInterface> loops,
           const llvm::SmallPtrSetImpl<Operation *> &skip) {
  SmallVector<Candidate> out;
  loops.back()->walk([&](tensor::ExtractSliceOp slice) {
    if (slice->use_empty() || skip.contains(slice))
      return;
    Value source = sourceOutsideNest(slice.getSource(), loops);
    auto producer = dyn_cast<OpResult>(source);
    if (!producer || loops.front()->isAncestor(producer.getOwner()) ||
        isa<tensor::EmptyOp>(producer.getOwner()) ||
        !isa<TilingInterface>(producer.getOwner()))
      return;
    out.push_back({slice, producer, source != slice.getSource()});
  });
  return out;
}

/// Whether every op reading `slice` reads it through a projected
/// permutation: its tiles are then tiles of the producer's own domain.
bool readThroughPlainMaps(Operation *slice) {
  for (OpOperand &use : slice->getUses()) {
    auto op = dyn_cast<linalg::LinalgOp>(use.getOwner());
    if (!op || !op.getMatchingIndexingMap(&use).isProjectedPermutation())
      return false;
  }
  return true;
}

bool usedOutside(Operation *op, Operation *nest) {
  for (Operation *user : op->getUsers())
    if (!nest->isAncestor(user))
      return true;
  return false;
}

} // namespace

void ext::fuseProducersIntoNest(RewriterBase &rewriter,
                                SmallVectorImpl<LoopLikeOpInterface> &loops,
                                ArrayRef<Operation *> rootSlices,
                                const llvm::SmallPtrSetImpl<Operation *> &stop,
                                const TileFuseExtOptions &options,
                                FusionTally &tally) {
  if (loops.empty())
    return;
  llvm::SmallPtrSet<Operation *, 16> skipped;
  // Slices a producer computed on overlapping regions reads: whatever is
  // fused through them overlaps across iterations too.
  llvm::SmallPtrSet<Operation *, 16> overlappingSlices;
  // Slices that are tiles of their producer's domain: read through plain
  // maps from a root's tile, or from such a producer's tile. (A shifted
  // read, `d0 + 2`, would yield a producer's tiles that miss elements.)
  llvm::SmallPtrSet<Operation *, 16> plainSlices;
  for (Operation *slice : rootSlices)
    if (readThroughPlainMaps(slice))
      plainSlices.insert(slice);
  auto refuse = [&](llvm::StringRef why, tensor::ExtractSliceOp slice) {
    tally.refuse((options.rule + ": " + why).str());
    skipped.insert(slice);
  };
  for (unsigned step = 0; step < 256 && !tally.limitReached(); ++step) {
    SmallVector<Candidate> all = candidates(loops, skipped);
    if (all.empty())
      return;
    // Latest producer first: every reader of it that the nest will hold
    // is fused by then, so its slices are all there to merge.
    Operation *producer = all.front().producer.getOwner();
    for (const Candidate &c : all) {
      Operation *op = c.producer.getOwner();
      if (op->getBlock() == producer->getBlock() &&
          producer->isBeforeInBlock(op))
        producer = op;
    }
    SmallVector<Candidate> group;
    for (const Candidate &c : all)
      if (c.producer.getOwner() == producer)
        group.push_back(c);
    if (stop.contains(producer)) {
      for (const Candidate &c : group)
        refuse("stop-set", c.slice);
      continue;
    }
    if (stridedReadOfPossiblyEmptyLoop(producer)) {
      for (const Candidate &c : group)
        refuse("strided-read-of-empty-loop", c.slice);
      continue;
    }
    Candidate first = group.front();
    tensor::ExtractSliceOp target = first.slice;
    bool merged = false;
    bool overlapping = llvm::any_of(group, [&](const Candidate &c) {
      return overlappingSlices.contains(c.slice);
    });
    bool plain = llvm::all_of(group, [&](const Candidate &c) {
      return plainSlices.contains(c.slice);
    });
    if (first.destination) {
      if (!options.brokenNoReductionRefusal &&
          initOnReductionLoop(first.slice, loops)) {
        refuse("init-fusion-into-reduction-loop", first.slice);
        continue;
      }
    } else {
      SmallVector<tensor::ExtractSliceOp> same;
      for (Candidate c : group)
        if (!c.destination && c.slice.getSource() == first.slice.getSource())
          same.push_back(c.slice);
      if (same.size() > 1) {
        Merged m = mergeSlices(rewriter, same, options.brokenSubSliceOffsets);
        if (m.slice) {
          target = m.slice;
          merged = true;
          overlapping |= !m.identical;
        }
      }
    }
    std::optional<scf::SCFFuseProducerOfSliceResult> fused =
        scf::tileAndFuseProducerOfSlice(rewriter, target, loops);
    if (!fused) {
      refuse("fusion-failed", target);
      continue;
    }
    for (Operation *slice : fused->generatedSlices) {
      if (overlapping)
        overlappingSlices.insert(slice);
      if (plain && !overlapping && readThroughPlainMaps(slice))
        plainSlices.insert(slice);
    }
    std::string rule =
        (options.rule + (merged ? "MergedProducer" : "Producer")).str();
    // Intermediates as outputs: yielded when every iteration computes a
    // tile of its own (the slice moves with every loop and merged slices
    // do not overlap), so the nest's results hold each element once.
    if (usedOutside(producer, loops.front())) {
      // (A slice nested deeper, in the scf.if a tiled tensor.pad becomes,
      // is not computed in every iteration: its tile cannot be yielded.)
      bool ownTile = !overlapping && plain &&
                     target->getParentOp() == loops.back().getOperation() &&
                     offsetIvs(target, loops).size() == loops.size() &&
                     isa<DestinationStyleOpInterface>(producer) &&
                     // (upstream's yield of a multi-result producer's
                     // other results may use offsets computed after it)
                     producer->getNumResults() == 1;
      unsigned before = loops.front()->getNumResults();
      if (ownTile && succeeded(scf::yieldReplacementForFusedProducer(
                         rewriter, target, *fused, loops))) {
        Operation *nest = loops.front();
        DominanceInfo dominance;
        for (OpResult result : producer->getResults()) {
          Value replacement =
              nest->getResult(before + result.getResultNumber());
          rewriter.replaceUsesWithIf(result, replacement, [&](OpOperand &use) {
            return !nest->isAncestor(use.getOwner()) &&
                   dominance.properlyDominates(replacement, use.getOwner());
          });
        }
        rule += "Output"; // (not "Yielded": KNOWN globs name upstream's)
      } else {
        tally.refuse(
            (options.rule + ": intermediate-recomputed-outside").str());
      }
    }
    tally.record(rule);
    tally.rewrites.push_back(
        llvm::formatv("{0} on {1}", rule, producer->getName().getStringRef())
            .str());
    // The fused slice is dead now; so is the producer when nothing else
    // reads it (its own producers then have one user less).
    if (target->use_empty())
      rewriter.eraseOp(target);
    if (producer->use_empty())
      rewriter.eraseOp(producer);
  }
}

llvm::SmallPtrSet<Operation *, 8>
ext::drawStopSet(func::FuncOp func, ArrayRef<Operation *> roots,
                 const TileFuseExtOptions &options) {
  llvm::SmallPtrSet<Operation *, 8> stop;
  SeededDecisions ds = strategyDecisions(func, kSalt, 1000);
  func.walk([&](TilingInterface op) {
    if (!llvm::is_contained(roots, op.getOperation()) &&
        ds.chance(options.stopPercent))
      stop.insert(op);
  });
  return stop;
}

LogicalResult ext::tileFuseExt(func::FuncOp func, FusionTally &tally,
                               const TileFuseExtOptions &options) {
  tally.classifiesRefusals = true;
  IRRewriter rewriter(func.getContext());
  SmallVector<Operation *> roots;
  for (TilingInterface root : returnedTileableOps(func))
    roots.push_back(root);
  llvm::SmallPtrSet<Operation *, 8> stop = drawStopSet(func, roots, options);
  // A root may be fused into an earlier root's nest: roots are found anew
  // after each one, those already handled (or refused) marked.
  constexpr llvm::StringLiteral kDone = "fusefuzz.ext.done";
  for (unsigned index = 0; !tally.limitReached(); ++index) {
    Operation *root = nullptr;
    for (TilingInterface op : returnedTileableOps(func))
      if (!op->hasAttr(kDone)) {
        root = op;
        break;
      }
    if (!root)
      break;
    root->setAttr(kDone, rewriter.getUnitAttr());
    if (stridedReadOfPossiblyEmptyLoop(root)) {
      tally.refuse((options.rule + ": strided-read-of-empty-loop").str());
      continue;
    }
    SeededDecisions ds = strategyDecisions(func, kSalt, index);
    TileParams params = chooseTileParams(cast<TilingInterface>(root), ds);
    params.forall = false; // merged slices of neighbouring tiles overlap
    rewriter.setInsertionPoint(root);
    FailureOr<scf::SCFTilingResult> tiled =
        scf::tileUsingSCF(rewriter, cast<TilingInterface>(root),
                          params.options(func.getContext()));
    if (failed(tiled)) {
      tally.refuse((options.rule + ": tiling-failed").str());
      continue;
    }
    if (tiled->loops.empty()) {
      // Nothing tiled: the op stays as it was.
      for (Operation *op : tiled->tiledOps)
        if (op != root && op->use_empty())
          rewriter.eraseOp(op);
      tally.refuse((options.rule + ": nothing-tiled").str());
      continue;
    }
    std::string name = root->getName().getStringRef().str();
    rewriter.replaceOp(root, tiled->replacements);
    SmallVector<LoopLikeOpInterface> loops(tiled->loops);
    tally.record("TileRootExt");
    tally.rewrites.push_back(
        llvm::formatv("tileUsingSCF on {0} ({1})", name, params.str()).str());
    fuseProducersIntoNest(rewriter, loops, tiled->generatedSlices, stop,
                          options, tally);
  }
  func.walk([&](Operation *op) { op->removeAttr(kDone); });
  return success();
}
