//===- MultiRoot.cpp ------------------------------------------------------===//
#include "passes/ext/MultiRoot.h"

#include "passes/TileParams.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Interfaces/TilingInterface.h"
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
    roots.push_back(tileable);
  }
  return roots;
}

LogicalResult ext::tileRootsTogether(func::FuncOp func, FusionTally &tally,
                                     const MultiRootOptions &options) {
  tally.classifiesRefusals = true;
  llvm::StringRef rule = options.fusion.rule;
  SmallVector<TilingInterface> roots = rootsOf(func, tally, rule);
  if (roots.empty())
    return success();
  SmallVector<Operation *> rootOps(roots.begin(), roots.end());
  llvm::SmallPtrSet<Operation *, 8> stop =
      drawStopSet(func, rootOps, options.fusion);
  SeededDecisions ds = strategyDecisions(func, kSalt, 0);
  int64_t count = ds.range(2, 4);
  // Each root's tiled loop: one of its parallel loops.
  SmallVector<unsigned> tiledDim;
  for (TilingInterface root : roots) {
    SmallVector<unsigned> parallel;
    for (auto [d, t] : llvm::enumerate(root.getLoopIteratorTypes()))
      if (t == utils::IteratorType::parallel)
        parallel.push_back(d);
    tiledDim.push_back(parallel[ds.below(parallel.size())]);
  }

  IRRewriter rewriter(func.getContext());
  auto ret = cast<func::ReturnOp>(func.getBody().front().getTerminator());
  rewriter.setInsertionPoint(ret);
  Location loc = ret.getLoc();
  MLIRContext *ctx = func.getContext();
  SmallVector<SmallVector<Range>> domains;
  SmallVector<Value> inits;
  for (TilingInterface root : roots) {
    domains.push_back(root.getIterationDomain(rewriter));
    for (Value init : cast<DestinationStyleOpInterface>(*root).getDpsInits())
      inits.push_back(init);
  }
  Value lb = arith::ConstantIndexOp::create(rewriter, loc, 0);
  Value ub = arith::ConstantIndexOp::create(
      rewriter, loc, options.brokenSkipLastTile ? count - 1 : count);
  Value one = arith::ConstantIndexOp::create(rewriter, loc, 1);
  bool failedTiling = false;
  SmallVector<Operation *> rootSlices;
  auto loop = scf::ForOp::create(
      rewriter, loc, lb, ub, one, inits,
      [&](OpBuilder &b, Location l, Value t, ValueRange iterArgs) {
        SmallVector<Value> yields;
        unsigned next = 0;
        AffineExpr d0 = getAffineDimExpr(0, ctx),
                   s0 = getAffineSymbolExpr(0, ctx),
                   s1 = getAffineSymbolExpr(1, ctx);
        for (auto [r, root] : llvm::enumerate(roots)) {
          unsigned dim = tiledDim[r];
          OpFoldResult extent = domains[r][dim].size;
          // Tile size ceil(N / count); offset min(t * size, N); size
          // min(size, N - offset).
          OpFoldResult size = affine::makeComposedFoldedAffineApply(
              b, l, s0.ceilDiv(count), {extent});
          OpFoldResult offset = affine::makeComposedFoldedAffineMin(
              b, l, AffineMap::get(1, 2, {d0 * s0, s1}, ctx),
              {t, size, extent});
          OpFoldResult tileSize = affine::makeComposedFoldedAffineMin(
              b, l, AffineMap::get(1, 2, {s0, s1 - d0}, ctx),
              {offset, size, extent});
          SmallVector<OpFoldResult> offsets, sizes;
          for (auto [d, range] : llvm::enumerate(domains[r])) {
            offsets.push_back(d == dim ? offset : range.offset);
            sizes.push_back(d == dim ? tileSize : range.size);
          }
          // The root, writing into the loop-carried values.
          Operation *clone = b.clone(*root);
          auto dps = cast<DestinationStyleOpInterface>(clone);
          for (OpOperand &init : dps.getDpsInitsMutable())
            init.set(iterArgs[next + init.getOperandNumber() -
                              dps.getNumDpsInputs()]);
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
  std::string names;
  for (TilingInterface root : roots) {
    unsigned n = root->getNumResults();
    rewriter.replaceOp(root, loop->getResults().slice(next, n));
    next += n;
  }
  // Several roots in one nest is a fusion (of independent ops); one root
  // is plain tiling.
  tally.record(rule.str() + (roots.size() > 1 ? "Nest" : "SingleNest"));
  tally.rewrites.push_back(llvm::formatv("{0}Nest on {1} roots ({2} tiles)",
                                         rule, roots.size(), count)
                               .str());
  SmallVector<LoopLikeOpInterface> loops = {loop};
  fuseProducersIntoNest(rewriter, loops, rootSlices, stop, options.fusion,
                        tally);
  return success();
}
