//===- TileParams.cpp -----------------------------------------------------===//
#include "passes/TileParams.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Dominance.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace fusefuzz;

std::string TileParams::str() const {
  auto list = [](ArrayRef<int64_t> v) {
    std::string s;
    for (int64_t x : v)
      s += (s.empty() ? "" : ",") + std::to_string(x);
    return "[" + s + "]";
  };
  return llvm::formatv("sizes={0}{1} interchange={2} loop={3}", list(sizes),
                       dynamicSizes ? "(ssa)" : "",
                       interchange.empty() ? "id" : list(interchange),
                       forall ? "forall" : "for")
      .str();
}

scf::SCFTilingOptions TileParams::options(MLIRContext *ctx) const {
  scf::SCFTilingOptions tiling;
  if (dynamicSizes) {
    // `c + 0` is no constant op, so upstream cannot fold it; 0 (untiled)
    // stays an attribute, as upstream only recognizes a constant 0.
    SmallVector<int64_t> s = sizes;
    tiling.setTileSizeComputationFunction([s](OpBuilder &b, Operation *op) {
      SmallVector<OpFoldResult> values;
      for (int64_t size : s) {
        if (size == 0) {
          values.push_back(b.getIndexAttr(0));
          continue;
        }
        Location loc = op->getLoc();
        Value c = arith::ConstantIndexOp::create(b, loc, size);
        Value zero = arith::ConstantIndexOp::create(b, loc, 0);
        values.push_back(arith::AddIOp::create(b, loc, c, zero).getResult());
      }
      return values;
    });
  } else {
    tiling.setTileSizes(getAsIndexOpFoldResult(ctx, sizes));
  }
  if (!interchange.empty())
    tiling.setInterchange(interchange);
  tiling.setLoopType(forall ? scf::SCFTilingOptions::LoopType::ForallOp
                            : scf::SCFTilingOptions::LoopType::ForOp);
  return tiling;
}

bool TileParams::tilesReduction(TilingInterface op) const {
  for (auto [i, it] : llvm::enumerate(op.getLoopIteratorTypes()))
    if (it == utils::IteratorType::reduction && i < sizes.size() &&
        sizes[i] != 0)
      return true;
  return false;
}

/// One tile size for a loop of (static, or guessed) extent `n`: untiled, 1,
/// a divisor, a non-divisor, or larger than the extent.
static int64_t chooseTileSize(DecisionSource &ds, int64_t n) {
  switch (ds.weighted({20, 15, 25, 25, 15})) {
  case 0:
    return 0;
  case 1:
    return 1;
  case 2: {
    SmallVector<int64_t> divisors;
    for (int64_t d = 1; d <= n; ++d)
      if (n % d == 0)
        divisors.push_back(d);
    return ds.pick(ArrayRef<int64_t>(divisors));
  }
  case 3: {
    SmallVector<int64_t> others;
    for (int64_t d = 2; d < n; ++d)
      if (n % d != 0)
        others.push_back(d);
    return others.empty() ? n + 1 : ds.pick(ArrayRef<int64_t>(others));
  }
  default:
    return n + ds.range(1, 3);
  }
}

/// Whether `v` depends on any of the payload's output block arguments.
static bool readsOutputs(linalg::LinalgOp op, Value v) {
  SmallVector<Value> worklist = {v};
  llvm::SmallPtrSet<Operation *, 16> visited;
  while (!worklist.empty()) {
    Value x = worklist.pop_back_val();
    if (auto arg = dyn_cast<BlockArgument>(x)) {
      if (arg.getOwner() == op.getBlock() &&
          arg.getArgNumber() >= op.getNumDpsInputs())
        return true;
      continue;
    }
    Operation *def = x.getDefiningOp();
    if (!def || !op->isAncestor(def) || !visited.insert(def).second)
      continue;
    worklist.append(def->getOperands().begin(), def->getOperands().end());
  }
  return false;
}

bool fusefuzz::reductionsReassociable(TilingInterface root) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(root.getOperation());
  if (!linalgOp)
    return false;
  if (linalgOp.getNumReductionLoops() == 0)
    return true;
  // Named ops carry a region too (matmul: out + in0 * in1).
  auto yield = cast<linalg::YieldOp>(linalgOp.getBlock()->getTerminator());
  for (auto [i, value] : llvm::enumerate(yield.getValues())) {
    BlockArgument out =
        linalgOp.getMatchingBlockArgument(linalgOp.getDpsInitOperand(i));
    Operation *combiner = value.getDefiningOp();
    if (!combiner ||
        !isa<arith::AddIOp, arith::MulIOp, arith::AndIOp, arith::OrIOp,
             arith::XOrIOp, arith::MaxSIOp, arith::MinSIOp, arith::MaxUIOp,
             arith::MinUIOp, arith::MaximumFOp, arith::MinimumFOp>(combiner))
      return false;
    Value lhs = combiner->getOperand(0), rhs = combiner->getOperand(1);
    Value other = lhs == out ? rhs : rhs == out ? lhs : Value();
    if (!other || readsOutputs(linalgOp, other))
      return false;
  }
  return true;
}

TileParams fusefuzz::chooseTileParams(TilingInterface root, DecisionSource &ds,
                                      bool mayTileReductions) {
  TileParams p;
  SmallVector<utils::IteratorType> iterators = root.getLoopIteratorTypes();
  SmallVector<int64_t> extents(iterators.size(), 4);
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(root.getOperation()))
    for (auto [i, n] : llvm::enumerate(linalgOp.getStaticLoopRanges()))
      if (!ShapedType::isDynamic(n) && i < extents.size())
        extents[i] = n;
  bool reorderable = reductionsReassociable(root);
  for (auto [i, it] : llvm::enumerate(iterators)) {
    // Reduction loops are tiled in half the cases, where that is exact.
    bool tile = it == utils::IteratorType::parallel ||
                (reorderable && mayTileReductions && ds.chance(50));
    p.sizes.push_back(tile ? chooseTileSize(ds, extents[i]) : 0);
  }
  if (iterators.size() > 1 && ds.chance(40)) {
    p.interchange.assign(llvm::seq<int64_t>(0, iterators.size()).begin(),
                         llvm::seq<int64_t>(0, iterators.size()).end());
    for (size_t i = p.interchange.size() - 1; i > 0; --i)
      std::swap(p.interchange[i], p.interchange[ds.below(i + 1)]);
    if (!reorderable) {
      // Keep the reduction loops in their original relative order.
      SmallVector<int64_t> reductions;
      for (int64_t d : p.interchange)
        if (iterators[d] == utils::IteratorType::reduction)
          reductions.push_back(d);
      llvm::sort(reductions);
      auto next = reductions.begin();
      for (int64_t &d : p.interchange)
        if (iterators[d] == utils::IteratorType::reduction)
          d = *next++;
    }
  }
  p.forall = ds.chance(30);
  return p;
}

SmallVector<TilingInterface> fusefuzz::returnedTileableOps(func::FuncOp func) {
  SmallVector<TilingInterface> roots;
  auto ret = cast<func::ReturnOp>(func.getBody().front().getTerminator());
  for (Value v : llvm::reverse(ret.getOperands()))
    if (auto op = v.getDefiningOp<TilingInterface>())
      if (!llvm::is_contained(roots, op))
        roots.push_back(op);
  return roots;
}

uint64_t fusefuzz::caseSeedOf(func::FuncOp func) {
  if (auto module = func->getParentOfType<ModuleOp>())
    if (auto seed = module->getAttrOfType<IntegerAttr>("fusefuzz.seed"))
      return seed.getValue().getZExtValue();
  return 0;
}

SeededDecisions fusefuzz::strategyDecisions(func::FuncOp func, uint64_t salt,
                                            uint64_t index) {
  return SeededDecisions(caseSeed(caseSeedOf(func) ^ salt, index));
}

SmallVector<LoopLikeOpInterface> fusefuzz::loopsAround(Operation *op) {
  SmallVector<LoopLikeOpInterface> loops;
  for (Operation *p = op->getParentOp(); p && !isa<func::FuncOp>(p);
       p = p->getParentOp())
    if (isa<scf::ForOp, scf::ForallOp>(p))
      loops.push_back(cast<LoopLikeOpInterface>(p));
  std::reverse(loops.begin(), loops.end());
  return loops;
}

void fusefuzz::dimsReadInits(RewriterBase &rewriter, Operation *op,
                             ValueRange inits) {
  for (OpOperand &use : llvm::make_early_inc_range(op->getUses()))
    if (auto dim = dyn_cast<tensor::DimOp>(use.getOwner()))
      rewriter.modifyOpInPlace(dim, [&] {
        use.set(inits[cast<OpResult>(use.get()).getResultNumber()]);
      });
}

void fusefuzz::hoistConsumerOperands(RewriterBase &rewriter,
                                     Operation *consumer, Operation *outer) {
  dimsReadInits(rewriter, outer, cast<LoopLikeOpInterface>(outer).getInits());
  SmallVector<Value> others;
  for (Value v : consumer->getOperands())
    if (Operation *def = v.getDefiningOp();
        def && def != outer && outer->isBeforeInBlock(def))
      others.push_back(v);
  DominanceInfo dominance(outer->getParentOp());
  // All or nothing; when it cannot, upstream sees the consumer as is.
  (void)moveValueDefinitions(rewriter, others, outer, dominance);
}

bool fusefuzz::stridedReadOfPossiblyEmptyLoop(Operation *op) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp)
    return false;
  SmallVector<int64_t> ranges = linalgOp.getStaticLoopRanges();
  for (AffineMap map : linalgOp.getIndexingMapsArray())
    for (AffineExpr e : map.getResults()) {
      if (isa<AffineDimExpr, AffineConstantExpr>(e))
        continue;
      bool possiblyEmpty = false;
      e.walk([&](AffineExpr sub) {
        if (auto d = dyn_cast<AffineDimExpr>(sub))
          if (d.getPosition() < ranges.size() &&
              (ShapedType::isDynamic(ranges[d.getPosition()]) ||
               ranges[d.getPosition()] < 1))
            possiblyEmpty = true;
      });
      if (possiblyEmpty)
        return true;
    }
  return false;
}
