//===- TileFuseConsumers.cpp - Upstream consumer fusion into tile nests ---===//
//
// `tile-fuse-consumers`: tiles one producer (an op some other TilingInterface
// op reads) with `scf::tileUsingSCF`, then fuses the consumers of the loop
// nest's results into it with `scf::tileAndFuseConsumer`, one at a time and
// repeatedly, so that consumers of fused consumers, several users of one
// result and users of several results are fused too. Upstream's entry
// points are called as users call them: tile sizes, interchange and loop
// kind come from the case seed, and no legality check is added in front of
// upstream's own.
//
// One exception keeps the oracle honest: a consumer whose reduction loops
// would be split by the producer's tiles is only fused when its reductions
// are exactly reassociable (see TileParams.h). Upstream assumes every
// combiner is; generated payloads need not be, and their reordered results
// would be false alarms.
//
//===----------------------------------------------------------------------===//
#include "passes/Strategy.h"

#include "passes/TileParams.h"
#include "passes/TileRefusals.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace fusefuzz;

/// Salts the case seed for this strategy's draws (ASCII "consumer").
static constexpr uint64_t kConsumerSalt = 0x636f'6e73'756d'6572ULL;

/// Top-level TilingInterface ops of `func` that another top-level
/// TilingInterface op reads.
static SmallVector<TilingInterface> producersOf(func::FuncOp func) {
  SmallVector<TilingInterface> out;
  for (Operation &op : func.getBody().front())
    if (auto tileable = dyn_cast<TilingInterface>(op))
      if (llvm::any_of(op.getUsers(),
                       [](Operation *u) { return isa<TilingInterface>(u); }))
        out.push_back(tileable);
  return out;
}

/// Loops of `consumer` that the producer's tiles split: a loop is split
/// when it indexes a dimension of `operand` (which reads `producer`) that
/// a tiled producer loop indexes. Only for Linalg ops (others: none).
static llvm::SmallBitVector splitLoops(linalg::LinalgOp consumer,
                                       OpOperand &operand,
                                       const llvm::SmallBitVector &tiledDims) {
  llvm::SmallBitVector split(consumer.getNumLoops());
  AffineMap map = consumer.getMatchingIndexingMap(&operand);
  for (auto [k, e] : llvm::enumerate(map.getResults()))
    if (auto d = dyn_cast<AffineDimExpr>(e))
      if (k < tiledDims.size() && tiledDims[k])
        split.set(d.getPosition());
  return split;
}

/// Per result of the nest's outer loop: the dimensions its tiles split.
using SplitDims = SmallVector<llvm::SmallBitVector>;

/// The split dimensions of `v` if the nest's outer loop yields it.
static const llvm::SmallBitVector *splitDimsOf(Value v, Operation *outerLoop,
                                               const SplitDims &dims) {
  auto result = dyn_cast<OpResult>(v);
  if (!result || result.getOwner() != outerLoop ||
      result.getResultNumber() >= dims.size())
    return nullptr;
  return &dims[result.getResultNumber()];
}

/// Why a consumer of the nest is not handed to upstream (empty: it is).
static StringRef screenConsumer(Operation *consumer, Operation *outerLoop,
                                const SplitDims &tiledResultDims) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(consumer);
  if (!linalgOp || linalgOp.getNumReductionLoops() == 0 ||
      reductionsReassociable(cast<TilingInterface>(consumer)))
    return "";
  SmallVector<utils::IteratorType> iterators = linalgOp.getIteratorTypesArray();
  for (OpOperand &operand : consumer->getOpOperands()) {
    const llvm::SmallBitVector *dims =
        splitDimsOf(operand.get(), outerLoop, tiledResultDims);
    if (!dims)
      continue;
    llvm::SmallBitVector split = splitLoops(linalgOp, operand, *dims);
    for (int d : split.set_bits())
      if (iterators[d] == utils::IteratorType::reduction)
        return "consumer-reduction-not-reassociable";
  }
  return "";
}

/// Appends, per result of `tiled` (now yielded by the nest), which of its
/// dimensions the tiles split: those a split loop of `tiled` indexes
/// through its result map (all of them for ops that are not Linalg ops).
static void noteTiledResultDims(Operation *tiled,
                                const llvm::SmallBitVector &tiledLoops,
                                SplitDims &out) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(tiled);
  for (auto [i, result] : llvm::enumerate(tiled->getResults())) {
    auto type = cast<ShapedType>(result.getType());
    llvm::SmallBitVector dims(type.getRank(), !linalgOp);
    if (linalgOp && int64_t(i) < linalgOp.getNumDpsInits()) {
      AffineMap map =
          linalgOp.getMatchingIndexingMap(linalgOp.getDpsInitOperand(i));
      for (auto [k, e] : llvm::enumerate(map.getResults()))
        if (auto d = dyn_cast<AffineDimExpr>(e))
          if (d.getPosition() < tiledLoops.size() &&
              tiledLoops[d.getPosition()])
            dims.set(k);
    }
    out.push_back(dims);
  }
}

/// Whether `consumer` reads results of the nest `outerLoop` through several
/// operands with different indexing maps: upstream then derives the
/// consumer's tile from all of them at once, which covers only part of its
/// iteration domain (a known upstream finding, kept apart by its rule).
static bool readsNestThroughDifferentMaps(Operation *consumer,
                                          Operation *outerLoop) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(consumer);
  if (!linalgOp)
    return false;
  std::optional<AffineMap> first;
  for (OpOperand &operand : consumer->getOpOperands()) {
    if (operand.get().getDefiningOp() != outerLoop)
      continue;
    AffineMap map = linalgOp.getMatchingIndexingMap(&operand);
    if (first && *first != map)
      return true;
    first = map;
  }
  return false;
}

/// Tiles one producer drawn by `ds` and fuses the consumers of its nest.
/// Returns failure only when upstream leaves the IR in a state the strategy
/// cannot continue from.
static LogicalResult tileOneNest(func::FuncOp func, DecisionSource &ds,
                                 FusionTally &tally) {
  SmallVector<TilingInterface> producers = producersOf(func);
  if (producers.empty())
    return success();
  TilingInterface producer = ds.pick(ArrayRef<TilingInterface>(producers));
  TileParams params = chooseTileParams(producer, ds);
  // As downstream drivers do (IREE), move the definitions of a consumer's
  // other operands above the nest first, in most nests: upstream refuses
  // consumers with operands defined after the nest's first user.
  bool hoist = ds.chance(70);
  std::string name = producer->getName().getStringRef().str();
  // Consumers that read a nest result while the nest splits the reduction
  // that computes it read partial results: a rule of their own, to tell
  // such findings apart. Partial are the producer's results when its
  // reductions are tiled, and those of fused consumers whose reductions the
  // nest splits or that read partial results themselves.
  bool producerPartial = params.tilesReduction(producer);
  llvm::SmallBitVector tiledLoops(params.sizes.size());
  for (auto [i, size] : llvm::enumerate(params.sizes))
    tiledLoops[i] = size != 0;

  UpstreamReasons reasons;
  IRRewriter rewriter(func.getContext(), &reasons);
  rewriter.setInsertionPoint(producer);
  FailureOr<scf::SCFTilingResult> tiled =
      scf::tileUsingSCF(rewriter, producer, params.options(func.getContext()));
  if (failed(tiled)) {
    tally.refuse("tile:tiling-failed");
    return success();
  }
  rewriter.replaceOp(producer, tiled->replacements);
  tally.record("TileProducer");
  tally.rewrites.push_back(llvm::formatv("tileUsingSCF on {0} ({1}{2})", name,
                                         params.str(),
                                         hoist ? " hoist-operands" : "")
                               .str());
  if (tiled->loops.empty()) {
    tally.refuse("tile:nothing-tiled");
    return success();
  }

  SmallVector<LoopLikeOpInterface> loops = tiled->loops;
  SplitDims tiledResultDims;
  noteTiledResultDims(tiled->tiledOps.back(), tiledLoops, tiledResultDims);
  SmallVector<bool> partial(tiledResultDims.size(), producerPartial);
  llvm::SmallPtrSet<Operation *, 8> screened;
  while (!tally.limitReached()) {
    // The first consumer of the nest in block order not yet screened out.
    Operation *outer = loops.front();
    Operation *consumer = nullptr;
    for (Operation *user : outer->getUsers()) {
      if (!isa<TilingInterface>(user) || screened.contains(user) ||
          user->getBlock() != outer->getBlock())
        continue;
      if (!consumer || user->isBeforeInBlock(consumer))
        consumer = user;
    }
    if (!consumer)
      break;
    StringRef refusal = screenConsumer(consumer, outer, tiledResultDims);
    bool severalMaps = readsNestThroughDifferentMaps(consumer, outer);
    if (!refusal.empty()) {
      tally.refuse(("tile:" + refusal).str());
      screened.insert(consumer);
      continue;
    }
    std::string consumerName = consumer->getName().getStringRef().str();
    // What the consumer's loops split, for its own consumers later.
    llvm::SmallBitVector consumerSplit;
    bool readsPartial = false, splitsReduction = false;
    for (OpOperand &operand : consumer->getOpOperands())
      if (auto r = dyn_cast<OpResult>(operand.get());
          r && r.getOwner() == outer && r.getResultNumber() < partial.size())
        readsPartial |= partial[r.getResultNumber()];
    if (auto linalgOp = dyn_cast<linalg::LinalgOp>(consumer)) {
      consumerSplit.resize(linalgOp.getNumLoops());
      for (OpOperand &operand : consumer->getOpOperands())
        if (const llvm::SmallBitVector *dims =
                splitDimsOf(operand.get(), outer, tiledResultDims))
          consumerSplit |= splitLoops(linalgOp, operand, *dims);
      SmallVector<utils::IteratorType> iterators =
          linalgOp.getIteratorTypesArray();
      for (int d : consumerSplit.set_bits())
        splitsReduction |= iterators[d] == utils::IteratorType::reduction;
    }
    if (hoist)
      hoistConsumerOperands(rewriter, consumer, outer);
    reasons.take();
    FailureOr<scf::SCFFuseConsumerOfSliceResult> fused =
        scf::tileAndFuseConsumer(rewriter, consumer, loops);
    if (failed(fused) || fused->tiledOps.empty()) {
      std::string reason = reasons.first.empty()
                               ? classifyDeclinedConsumer(consumer, outer)
                               : reasons.take();
      tally.refuse("tile:" + reason);
      screened.insert(consumer);
      continue;
    }
    // Upstream redirects the consumer's uses to the nest and leaves the
    // erasing to the caller (the consumer now reads nothing useful).
    screened.insert(consumer);
    if (consumer->use_empty())
      rewriter.eraseOp(consumer);
    // The nest is rebuilt with the consumer's results appended.
    loops = loopsAround(fused->tiledOps.front());
    if (loops.empty())
      return failure(); // upstream left the fused consumer outside any loop
    noteTiledResultDims(fused->tiledOps.front(), consumerSplit,
                        tiledResultDims);
    partial.resize(tiledResultDims.size(), readsPartial || splitsReduction);
    tally.record(severalMaps    ? "TileAndFuseConsumerSeveralMaps"
                 : readsPartial ? "TileAndFuseConsumerReductionTiled"
                                : "TileAndFuseConsumer");
    tally.rewrites.push_back(
        llvm::formatv("tileAndFuseConsumer {0} into the nest of {1}",
                      consumerName, name)
            .str());
  }
  return success();
}

LogicalResult fusefuzz::runTileFuseConsumers(func::FuncOp func,
                                             FusionTally &tally) {
  tally.classifiesRefusals = true;
  // Up to three nests, each around a producer not yet in one.
  for (unsigned nest = 0; nest < 3 && !tally.limitReached(); ++nest) {
    SeededDecisions ds = strategyDecisions(func, kConsumerSalt, nest);
    if (failed(tileOneNest(func, ds, tally)))
      return failure();
  }
  return success();
}
