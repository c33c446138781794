//===- MultiRoot.cpp ------------------------------------------------------===//
#include "passes/ext/MultiRoot.h"

#include "passes/TileParams.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Interfaces/TilingInterface.h"
#include "mlir/Interfaces/ValueBoundsOpInterface.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace fusefuzz;
using namespace fusefuzz::ext;

/// Salts the case seed for the tile count (ASCII "multroot").
static constexpr uint64_t kSalt = 0x6d75'6c74'726f'6f74ULL;

/// Ops only the return reads, in program order; why others are not roots
/// goes to `tally`.
static SmallVector<TilingInterface>
rootsOf(func::FuncOp func, FusionTally &tally, llvm::StringRef rule) {
  SmallVector<TilingInterface> roots;
  auto ret = cast<func::ReturnOp>(func.getBody().front().getTerminator());
  for (Operation &op : func.getBody().front()) {
    if (op.getNumResults() == 0 || op.use_empty())
      continue;
    bool onlyReturned = llvm::all_of(
        op.getUsers(), [&](Operation *user) { return user == ret; });
    if (!onlyReturned)
      continue;
    auto tileable = dyn_cast<TilingInterface>(&op);
    if (!tileable || !isa<DestinationStyleOpInterface>(&op) ||
        isa<tensor::PadOp>(&op)) {
      if (isa<TilingInterface>(&op))
        tally.refuse((rule + ": root-not-destination-style").str());
      continue;
    }
    if (!llvm::is_contained(tileable.getLoopIteratorTypes(),
                            utils::IteratorType::parallel)) {
      tally.refuse((rule + ": root-without-parallel-loop").str());
      continue;
    }
    if (stridedReadOfPossiblyEmptyLoop(&op)) {
      tally.refuse((rule + ": strided-read-of-empty-loop").str());
      continue;
    }
    roots.push_back(tileable);
  }
  return roots;
}

/// Whether two loop extents are the same size, statically or as the same
/// dimension of the same value.
static bool sameExtent(OpFoldResult a, OpFoldResult b) {
  std::optional<int64_t> ca = getConstantIntValue(a),
                         cb = getConstantIntValue(b);
  if (ca || cb)
    return ca && cb && *ca == *cb;
  FailureOr<bool> equal = ValueBoundsConstraintSet::areEqual(a, b);
  return succeeded(equal) && *equal;
}

namespace {
/// The roots that share the nest, each with the loop it is tiled along,
/// and the extent they share.
struct SharedLoop {
  SmallVector<TilingInterface> roots;
  SmallVector<unsigned> dims;
  OpFoldResult extent;
};
} // namespace

/// Picks the extent most roots have along a parallel loop (ties drawn from
/// `ds`) and, for every root having it, one such loop. Roots sharing a loop
/// must have equal extents along it: a shared loop over tiles of different
/// extents runs empty tiles for the smaller ones, and an empty tile read
/// through a strided map (d0 * 3) gets a slice of negative size.
static SharedLoop chooseSharedLoop(MutableArrayRef<TilingInterface> roots,
                                   ArrayRef<SmallVector<Range>> domains,
                                   SeededDecisions &ds) {
  // Candidate extents, each with, per root, its parallel loops of that
  // extent.
  struct Candidate {
    OpFoldResult extent;
    SmallVector<SmallVector<unsigned>> dims; // per root
    unsigned roots() const {
      return llvm::count_if(dims, [](const auto &d) { return !d.empty(); });
    }
  };
  SmallVector<Candidate> candidates;
  for (auto [r, root] : llvm::enumerate(roots)) {
    for (auto [d, t] : llvm::enumerate(root.getLoopIteratorTypes())) {
      if (t != utils::IteratorType::parallel)
        continue;
      OpFoldResult extent = domains[r][d].size;
      Candidate *c = llvm::find_if(candidates, [&](const Candidate &c) {
        return sameExtent(c.extent, extent);
      });
      if (c == candidates.end()) {
        candidates.push_back(
            {extent, SmallVector<SmallVector<unsigned>>(roots.size())});
        c = &candidates.back();
      }
      c->dims[r].push_back(d);
    }
  }
  unsigned most = 0;
  for (const Candidate &c : candidates)
    most = std::max(most, c.roots());
  SmallVector<const Candidate *> best;
  for (const Candidate &c : candidates)
    if (c.roots() == most)
      best.push_back(&c);
  const Candidate &pick = *best[ds.below(best.size())];
  SharedLoop shared;
  shared.extent = pick.extent;
  for (auto [root, dims] : llvm::zip_equal(roots, pick.dims)) {
    if (dims.empty())
      continue;
    shared.roots.push_back(root);
    shared.dims.push_back(dims[ds.below(dims.size())]);
  }
  return shared;
}

LogicalResult ext::tileRootsTogether(func::FuncOp func, FusionTally &tally,
                                     const MultiRootOptions &options) {
  tally.classifiesRefusals = true;
  llvm::StringRef rule = options.fusion.rule;
  SmallVector<TilingInterface> allRoots = rootsOf(func, tally, rule);
  if (allRoots.empty())
    return success();
  SmallVector<Operation *> rootOps(allRoots.begin(), allRoots.end());
  llvm::SmallPtrSet<Operation *, 8> stop =
      drawStopSet(func, rootOps, options.fusion);
  SeededDecisions ds = strategyDecisions(func, kSalt, 0);
  int64_t count = ds.range(2, 4);

  IRRewriter rewriter(func.getContext());
  auto ret = cast<func::ReturnOp>(func.getBody().front().getTerminator());
  rewriter.setInsertionPoint(ret);
  Location loc = ret.getLoc();
  MLIRContext *ctx = func.getContext();
  SmallVector<SmallVector<Range>> allDomains;
  for (TilingInterface root : allRoots)
    allDomains.push_back(root.getIterationDomain(rewriter));
  SharedLoop shared = chooseSharedLoop(allRoots, allDomains, ds);
  for (size_t k = shared.roots.size(); k < allRoots.size(); ++k)
    tally.refuse((rule + ": root-extent-differs").str());
  SmallVector<TilingInterface> &roots = shared.roots;
  SmallVector<SmallVector<Range>> domains;
  SmallVector<Value> inits;
  for (TilingInterface root : roots) {
    domains.push_back(
        allDomains[llvm::find(allRoots, root) - allRoots.begin()]);
    for (Value init : cast<DestinationStyleOpInterface>(*root).getDpsInits())
      inits.push_back(init);
  }
  // The tile count T gives the tile size ceil(N / T) for a static extent N
  // (a dynamic one gets the size T): the loop steps over [0, N) as
  // upstream tiling does, so no iteration gets an empty tile.
  std::optional<int64_t> staticExtent = getConstantIntValue(shared.extent);
  int64_t tileSize =
      staticExtent ? std::max<int64_t>(1, (*staticExtent + count - 1) / count)
                   : count;
  AffineExpr d0 = getAffineDimExpr(0, ctx), s0 = getAffineSymbolExpr(0, ctx);
  Value lb = arith::ConstantIndexOp::create(rewriter, loc, 0);
  Value ub = getValueOrCreateConstantIndexOp(
      rewriter, loc,
      options.brokenSkipLastTile
          ? affine::makeComposedFoldedAffineApply(rewriter, loc, s0 - tileSize,
                                                  {shared.extent})
          : shared.extent);
  Value step = arith::ConstantIndexOp::create(rewriter, loc, tileSize);
  bool failedTiling = false;
  SmallVector<Operation *> rootSlices;
  auto loop = scf::ForOp::create(
      rewriter, loc, lb, ub, step, inits,
      [&](OpBuilder &b, Location l, Value iv, ValueRange iterArgs) {
        SmallVector<Value> yields;
        unsigned next = 0;
        // The tile [iv, iv + min(size, N - iv)): never empty inside the
        // loop.
        OpFoldResult size = affine::makeComposedFoldedAffineMin(
            b, l,
            AffineMap::get(1, 1, {b.getAffineConstantExpr(tileSize), s0 - d0},
                           ctx),
            {iv, shared.extent});
        for (auto [r, root] : llvm::enumerate(roots)) {
          unsigned dim = shared.dims[r];
          SmallVector<OpFoldResult> offsets, sizes;
          for (auto [d, range] : llvm::enumerate(domains[r])) {
            offsets.push_back(d == dim ? OpFoldResult(iv) : range.offset);
            sizes.push_back(d == dim ? size : range.size);
          }
          // The root, writing into the loop-carried values.
          Operation *clone = b.clone(*root);
          auto dps = cast<DestinationStyleOpInterface>(clone);
          // By position among the inits: an op's inits need not follow all
          // its other operands (linalg.pack's padding value comes after
          // its dest).
          for (auto [k, init] : llvm::enumerate(dps.getDpsInitsMutable()))
            init.set(iterArgs[next + k]);
          FailureOr<TilingResult> tile =
              cast<TilingInterface>(clone).getTiledImplementation(b, offsets,
                                                                  sizes);
          if (failed(tile)) {
            failedTiling = true;
            clone->erase();
            return;
          }
          llvm::append_range(rootSlices, tile->generatedSlices);
          for (unsigned i = 0; i < clone->getNumResults(); ++i) {
            SmallVector<OpFoldResult> resultOffsets, resultSizes;
            if (failed(cast<TilingInterface>(clone).getResultTilePosition(
                    b, i, offsets, sizes, resultOffsets, resultSizes))) {
              failedTiling = true;
              clone->erase();
              return;
            }
            SmallVector<OpFoldResult> ones(resultOffsets.size(),
                                           b.getIndexAttr(1));
            yields.push_back(tensor::InsertSliceOp::create(
                b, l, tile->tiledValues[i], iterArgs[next + i], resultOffsets,
                resultSizes, ones));
          }
          next += clone->getNumResults();
          clone->erase();
        }
        scf::YieldOp::create(b, l, yields);
      });
  if (failedTiling) {
    rewriter.eraseOp(loop);
    tally.refuse((rule + ": tiling-failed").str());
    return success();
  }
  unsigned next = 0;
  for (TilingInterface root : roots) {
    unsigned n = root->getNumResults();
    rewriter.replaceOp(root, loop->getResults().slice(next, n));
    next += n;
  }
  // Several roots in one nest is a fusion (of independent ops); one root
  // is plain tiling.
  tally.record(rule.str() + (roots.size() > 1 ? "Nest" : "SingleNest"));
  tally.rewrites.push_back(
      llvm::formatv("{0}Nest on {1} roots (tile count {2}, size {3})", rule,
                    roots.size(), count, tileSize)
          .str());
  SmallVector<LoopLikeOpInterface> loops = {loop};
  fuseProducersIntoNest(rewriter, loops, rootSlices, stop, options.fusion,
                        tally);
  return success();
}
