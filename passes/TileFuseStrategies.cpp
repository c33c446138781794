//===- TileFuseStrategies.cpp - Upstream tile-and-fuse (TilingInterface) --===//
//
// Tiles each root (an op whose results the function returns) with
// `scf::tileConsumerAndFuseProducersUsingSCF` and fuses its producers into
// the tile loops with the upstream default control (every candidate).
// The caller's duties the header leaves open (replacing uses, erasing dead
// ops) are done as upstream's own test driver does them; no legality guard
// is added on top: what users get is what is tested.
//
// Parameters are drawn per root from the case seed (`fusefuzz.seed`), so a
// case file reproduces exactly; each rewrite names them.
//
// Tiling (or interchanging) reduction loops reorders a reduction, which
// upstream assumes it may: the combiner is taken to be associative and
// commutative. Generated payloads need not be (`yield %in` keeps the last
// element), and comparing them after reordering would be a false alarm. So
// reduction loops are tiled and reordered only for roots whose every
// reduction is `out = op(out, f(inputs))` with an exactly associative and
// commutative `op` (integer add/mul/and/or/xor/min/max, float
// minimumf/maximumf); otherwise they stay whole and in order.
//
//===----------------------------------------------------------------------===//
#include "passes/Strategy.h"

#include "generators/DecisionSource.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/TilingInterface.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace fusefuzz;

namespace {
/// How one root is tiled.
struct TileParams {
  SmallVector<int64_t> sizes;       // per loop, 0 = untiled
  SmallVector<int64_t> interchange; // empty = identity
  bool forall = false;

  std::string str() const {
    auto list = [](ArrayRef<int64_t> v) {
      std::string s;
      for (int64_t x : v)
        s += (s.empty() ? "" : ",") + std::to_string(x);
      return "[" + s + "]";
    };
    return llvm::formatv("sizes={0} interchange={1} loop={2}", list(sizes),
                         interchange.empty() ? "id" : list(interchange),
                         forall ? "forall" : "for")
        .str();
  }
};
} // namespace

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
static bool readsOutputs(linalg::GenericOp op, Value v) {
  SmallVector<Value> worklist = {v};
  llvm::SmallPtrSet<Operation *, 16> visited;
  while (!worklist.empty()) {
    Value x = worklist.pop_back_val();
    if (auto arg = dyn_cast<BlockArgument>(x)) {
      if (arg.getOwner() == op.getBody() &&
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

/// Whether reordering `root`'s reduction loops keeps its results exact.
static bool reductionsReassociable(TilingInterface root) {
  auto generic = dyn_cast<linalg::GenericOp>(root.getOperation());
  if (!generic)
    return false;
  if (generic.getNumReductionLoops() == 0)
    return true;
  auto yield = cast<linalg::YieldOp>(generic.getBody()->getTerminator());
  for (auto [i, value] : llvm::enumerate(yield.getValues())) {
    BlockArgument out =
        generic.getMatchingBlockArgument(generic.getDpsInitOperand(i));
    Operation *combiner = value.getDefiningOp();
    if (!combiner ||
        !isa<arith::AddIOp, arith::MulIOp, arith::AndIOp, arith::OrIOp,
             arith::XOrIOp, arith::MaxSIOp, arith::MinSIOp, arith::MaxUIOp,
             arith::MinUIOp, arith::MaximumFOp, arith::MinimumFOp>(combiner))
      return false;
    Value lhs = combiner->getOperand(0), rhs = combiner->getOperand(1);
    Value other = lhs == out ? rhs : rhs == out ? lhs : Value();
    if (!other || readsOutputs(generic, other))
      return false;
  }
  return true;
}

static TileParams chooseTileParams(TilingInterface root, DecisionSource &ds) {
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
    bool tile =
        it == utils::IteratorType::parallel || (reorderable && ds.chance(50));
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

/// The seed of the case `func` belongs to (0 for hand-written cases).
static uint64_t caseSeedOf(func::FuncOp func) {
  if (auto module = func->getParentOfType<ModuleOp>())
    if (auto seed = module->getAttrOfType<IntegerAttr>("fusefuzz.seed"))
      return seed.getValue().getZExtValue();
  return 0;
}

/// Ops whose results the function returns, last first.
static SmallVector<TilingInterface> rootsOf(func::FuncOp func) {
  SmallVector<TilingInterface> roots;
  auto ret = cast<func::ReturnOp>(func.getBody().front().getTerminator());
  for (Value v : llvm::reverse(ret.getOperands()))
    if (auto op = v.getDefiningOp<TilingInterface>())
      if (!llvm::is_contained(roots, op))
        roots.push_back(op);
  return roots;
}

LogicalResult fusefuzz::runTileFuseProducers(func::FuncOp func,
                                             FusionTally &tally) {
  IRRewriter rewriter(func.getContext());
  uint64_t seed = caseSeedOf(func);
  for (auto [index, root] : llvm::enumerate(rootsOf(func))) {
    if (tally.limitReached())
      return success();
    SeededDecisions ds(caseSeed(seed ^ 0x7469'6c65'6675'7365ULL, index));
    TileParams params = chooseTileParams(root, ds);
    SmallVector<utils::IteratorType> iterators = root.getLoopIteratorTypes();
    scf::SCFTilingOptions tiling;
    tiling.setTileSizes(
        getAsIndexOpFoldResult(func.getContext(), params.sizes));
    if (!params.interchange.empty())
      tiling.setInterchange(params.interchange);
    tiling.setLoopType(params.forall ? scf::SCFTilingOptions::LoopType::ForallOp
                                     : scf::SCFTilingOptions::LoopType::ForOp);
    scf::SCFTileAndFuseOptions options; // the default control: fuse all
    options.setTilingOptions(tiling);
    std::string name = root->getName().getStringRef().str();
    rewriter.setInsertionPoint(root);
    FailureOr<scf::SCFTileAndFuseResult> result =
        scf::tileConsumerAndFuseProducersUsingSCF(rewriter, root, options);
    if (failed(result)) {
      tally.record("TileAndFuseFailed");
      continue;
    }
    // Replace the root and every fused producer where the loop nest yields
    // a replacement, at the uses the loop nest dominates (a fused producer
    // may still be read inside the nest), then erase what became dead.
    SmallVector<Operation *> replaced = {root.getOperation()};
    llvm::append_range(replaced, result->fusedProducers);
    DominanceInfo dominance(func);
    for (Operation *op : replaced) {
      for (OpResult res : op->getResults())
        if (Value replacement = result->replacements.lookup(res))
          rewriter.replaceUsesWithIf(res, replacement, [&](OpOperand &use) {
            return dominance.properlyDominates(replacement, use.getOwner());
          });
    }
    for (Operation *op : replaced)
      if (op->use_empty())
        rewriter.eraseOp(op);
    // Upstream leaves it to the caller not to tile reduction loops when an
    // init producer is fused (and scf.forall over reduction loops races):
    // such rewrites get a rule of their own, so that their findings are
    // told apart from those of parallel-only tiling.
    bool reductionTiled =
        llvm::any_of(llvm::enumerate(iterators), [&](auto it) {
          return it.value() == utils::IteratorType::reduction &&
                 params.sizes[it.index()] != 0;
        });
    tally.record("TileConsumer");
    if (!result->fusedProducers.empty())
      tally.record(reductionTiled ? "TileAndFuseProducerReductionTiled"
                                  : "TileAndFuseProducer",
                   result->fusedProducers.size());
    tally.rewrites.push_back(
        llvm::formatv("tileConsumerAndFuseProducersUsingSCF on {0} ({1}, "
                      "{2} producers fused)",
                      name, params.str(), result->fusedProducers.size())
            .str());
  }
  return success();
}
