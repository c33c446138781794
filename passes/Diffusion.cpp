//===- Diffusion.cpp - Fusion by diffusion around a central op ------------===//
#include "passes/Diffusion.h"

#include "passes/TileRefusals.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace fusefuzz;

static int64_t elements(ArrayRef<int64_t> sizes, ArrayRef<int64_t> bounds) {
  int64_t n = 1;
  for (auto [i, size] : llvm::enumerate(sizes)) {
    int64_t dim = size;
    if (ShapedType::isDynamic(dim))
      dim = i < bounds.size() && !ShapedType::isDynamic(bounds[i])
                ? bounds[i]
                : int64_t(1) << 16;
    n *= std::max<int64_t>(dim, 1);
  }
  return n;
}

int64_t fusefuzz::smallestSliceCost(ArrayRef<LoopLikeOpInterface>,
                                    const DiffusionCandidate &c) {
  if (auto slice = dyn_cast<tensor::ExtractSliceOp>(c.op))
    return elements(slice.getStaticSizes(), slice.getSourceType().getShape());
  for (Value v : c.op->getOperands())
    if (auto type = dyn_cast<RankedTensorType>(v.getType()))
      return elements(type.getShape(), {});
  return int64_t(1) << 32;
}

namespace {
/// The state of one diffusion: the nest and what was already tried.
class Diffuser {
public:
  /// `level` 0 tiles the central op; level 1 tiles the central op's tile
  /// inside the first level's nest.
  Diffuser(const DiffusionOptions &options, FusionTally &tally,
           MLIRContext *ctx, unsigned level)
      : options(options), tally(tally), rewriter(ctx, &reasons), level(level) {}

  /// Tiles `central` with `params` and diffuses until nothing changes.
  /// Returns the central op's tile (null when nothing was tiled).
  FailureOr<Operation *> run(TilingInterface central, TileParams params);

private:
  SmallVector<DiffusionCandidate> collect();
  /// Why the driver does not fuse `c` (empty: legal).
  StringRef illegal(const DiffusionCandidate &c) const;
  LogicalResult fuse(const DiffusionCandidate &c);
  /// `rule` with the level's suffix ("DiffuseTile", "DiffuseTileInner").
  std::string rule(StringRef base) const {
    return (base + (level ? "Inner" : "")).str();
  }

  const DiffusionOptions &options;
  FusionTally &tally;
  UpstreamReasons reasons;
  IRRewriter rewriter;
  unsigned level;
  /// Loops around the nest (the first level's, for the second).
  unsigned enclosingLoops = 0;
  SmallVector<LoopLikeOpInterface> loops;
  bool tilesReduction = false;
  bool forall = false;
  /// Tiled ops in the nest that may accumulate across iterations: the
  /// central op when its reductions are tiled, every fused consumer with
  /// reduction loops (the nest may split them).
  llvm::SmallPtrSet<Operation *, 8> accumulating;
  /// Per result of the nest's outer loop: whether it may hold a partial
  /// reduction in the middle of the nest (yielded by an accumulating op).
  SmallVector<bool> partial;
  llvm::SmallPtrSet<Operation *, 16> retired;
};
} // namespace

SmallVector<DiffusionCandidate> Diffuser::collect() {
  SmallVector<DiffusionCandidate> out;
  Operation *outer = loops.front();
  outer->walk([&](tensor::ExtractSliceOp slice) {
    if (slice->use_empty() || retired.contains(slice))
      return;
    auto producer =
        dyn_cast<OpResult>(sourceOutsideNest(slice.getSource(), loops));
    if (!producer || outer->isAncestor(producer.getOwner()) ||
        !isa<TilingInterface>(producer.getOwner()) ||
        producer.getOwner()->getBlock() != outer->getBlock())
      return;
    DiffusionCandidate c{DiffusionCandidate::Producer, slice,
                         producer.getOwner()};
    c.throughInit = isa<BlockArgument>(slice.getSource());
    c.order = out.size();
    out.push_back(c);
  });
  SmallVector<Operation *> consumers;
  for (Operation *user : outer->getUsers())
    if (isa<TilingInterface>(user) && user->getBlock() == outer->getBlock() &&
        !retired.contains(user) && !llvm::is_contained(consumers, user))
      consumers.push_back(user);
  llvm::sort(consumers,
             [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
  for (Operation *user : consumers) {
    DiffusionCandidate c{DiffusionCandidate::Consumer, user, user};
    c.order = out.size();
    out.push_back(c);
  }
  return out;
}

StringRef Diffuser::illegal(const DiffusionCandidate &c) const {
  if (stridedReadOfPossiblyEmptyLoop(c.target))
    return "strided-read-of-empty-loop";
  if (c.kind == DiffusionCandidate::Producer) {
    bool initOfAccumulator =
        c.throughInit && llvm::any_of(c.op->getUsers(), [&](Operation *u) {
          return accumulating.contains(u);
        });
    return initOfAccumulator ? "init-into-reduction-tiles" : "";
  }
  LoopLikeOpInterface outer = loops.front();
  // Upstream derives the consumer's tile from every operand that reads the
  // nest; with two, points reading different tiles are never computed.
  if (llvm::count_if(c.target->getOperands(), [&](Value v) {
        return v.getDefiningOp() == outer.getOperation();
      }) > 1)
    return "consumer-reads-nest-twice";
  for (Value v : c.target->getOperands())
    if (auto r = dyn_cast<OpResult>(v); r &&
                                        r.getOwner() == outer.getOperation() &&
                                        partial[r.getResultNumber()])
      return "consumer-of-partial-reduction";
  auto linalgOp = dyn_cast<linalg::LinalgOp>(c.target);
  if (linalgOp && linalgOp.getNumReductionLoops() > 0) {
    if (forall)
      return "forall-consumer-with-reduction";
    if (!reductionsReassociable(cast<TilingInterface>(c.target)))
      return "consumer-reduction-not-reassociable";
  }
  return "";
}

LogicalResult Diffuser::fuse(const DiffusionCandidate &c) {
  std::string name = c.target->getName().getStringRef().str();
  reasons.take();
  if (c.kind == DiffusionCandidate::Producer) {
    auto slice = cast<tensor::ExtractSliceOp>(c.op);
    Operation *producer = c.target;
    rewriter.setInsertionPoint(slice);
    std::optional<scf::SCFFuseProducerOfSliceResult> fused =
        scf::tileAndFuseProducerOfSlice(rewriter, slice, loops);
    if (!fused) {
      retired.insert(slice);
      std::string reason = reasons.take();
      if (reason == "upstream-declined")
        if (auto result =
                dyn_cast<OpResult>(sourceOutsideNest(slice.getSource(), loops)))
          if (StringRef why = classifyUnfusedProducer(result);
              why != "upstream-declined")
            reason = ("upstream-declined: " + why).str();
      tally.refuse("diffusion:" + reason);
      return success();
    }
    // Upstream replaces the slice's uses and leaves it: erase it, and the
    // producer once nothing reads it any more (shapes read from its inits).
    if (slice->use_empty())
      rewriter.eraseOp(slice);
    else
      retired.insert(slice);
    if (auto dps = dyn_cast<DestinationStyleOpInterface>(producer))
      dimsReadInits(rewriter, producer, dps.getDpsInits());
    if (producer->use_empty())
      rewriter.eraseOp(producer);
    tally.record(rule("DiffuseProducer"));
    tally.rewrites.push_back(
        llvm::formatv("tileAndFuseProducerOfSlice {0} into the {1}nest", name,
                      level ? "inner " : "")
            .str());
    return success();
  }
  Operation *consumer = c.target;
  Operation *outer = loops.front();
  hoistConsumerOperands(rewriter, consumer, outer);
  FailureOr<scf::SCFFuseConsumerOfSliceResult> fused =
      scf::tileAndFuseConsumer(rewriter, consumer, loops);
  if (failed(fused) || fused->tiledOps.empty()) {
    retired.insert(consumer);
    std::string reason = reasons.first.empty()
                             ? classifyDeclinedConsumer(consumer, outer)
                             : reasons.take();
    tally.refuse("diffusion:" + reason);
    return success();
  }
  auto linalgOp = dyn_cast<linalg::LinalgOp>(consumer);
  bool accumulates = linalgOp && linalgOp.getNumReductionLoops() > 0;
  if (accumulates)
    accumulating.insert(fused->tiledOps.front());
  if (consumer->use_empty())
    rewriter.eraseOp(consumer);
  else
    retired.insert(consumer);
  loops = loopsAround(fused->tiledOps.front());
  if (loops.size() <= enclosingLoops)
    return failure();
  loops.erase(loops.begin(), loops.begin() + enclosingLoops);
  // The consumer's results are appended to the nest's.
  partial.resize(loops.front()->getNumResults(), accumulates);
  tally.record(rule("DiffuseConsumer"));
  tally.rewrites.push_back(
      llvm::formatv("tileAndFuseConsumer {0} into the {1}nest", name,
                    level ? "inner " : "")
          .str());
  return success();
}

FailureOr<Operation *> Diffuser::run(TilingInterface central,
                                     TileParams params) {
  forall = params.forall;
  enclosingLoops = loopsAround(central).size();
  // scf.forall iterations must not share output elements: never tile
  // reductions with it; with scf.for only reassociable ones.
  if (forall || !reductionsReassociable(central))
    for (auto [i, it] : llvm::enumerate(central.getLoopIteratorTypes()))
      if (it == utils::IteratorType::reduction && i < params.sizes.size())
        params.sizes[i] = 0;
  tilesReduction = params.tilesReduction(central);
  if (stridedReadOfPossiblyEmptyLoop(central)) {
    tally.refuse("diffusion:strided-read-of-empty-loop");
    return nullptr;
  }
  std::string name = central->getName().getStringRef().str();
  rewriter.setInsertionPoint(central);
  FailureOr<scf::SCFTilingResult> tiled = scf::tileUsingSCF(
      rewriter, central, params.options(central.getContext()));
  if (failed(tiled)) {
    tally.refuse("diffusion:tiling-failed");
    return nullptr;
  }
  rewriter.replaceOp(central, tiled->replacements);
  tally.record(rule("DiffuseTile"));
  tally.rewrites.push_back(
      llvm::formatv("tileUsingSCF on {0} {1} ({2} cost={3})",
                    level ? "the tile of central" : "central", name,
                    params.str(), options.costName)
          .str());
  if (tiled->loops.empty()) {
    tally.refuse("diffusion:nothing-tiled");
    return nullptr;
  }
  loops = tiled->loops;
  Operation *tile = tiled->tiledOps.back();
  if (tilesReduction)
    accumulating.insert(tile);
  partial.assign(loops.front()->getNumResults(), tilesReduction);
  for (unsigned round = 0; round < options.maxRounds; ++round) {
    if (tally.limitReached())
      return tile;
    SmallVector<DiffusionCandidate> candidates = collect();
    const DiffusionCandidate *best = nullptr;
    int64_t bestCost = 0;
    for (const DiffusionCandidate &c : candidates) {
      StringRef why = illegal(c);
      if (!why.empty()) {
        tally.refuse(("diffusion:" + why).str());
        retired.insert(c.op);
        continue;
      }
      int64_t cost = options.cost(loops, c);
      if (!best || cost < bestCost)
        best = &c, bestCost = cost;
    }
    if (!best)
      return tile;
    if (failed(fuse(*best)))
      return failure();
  }
  return tile;
}

LogicalResult fusefuzz::diffuse(TilingInterface central,
                                const DiffusionOptions &options,
                                FusionTally &tally) {
  MLIRContext *ctx = central.getContext();
  Diffuser first(options, tally, ctx, 0);
  FailureOr<Operation *> tile = first.run(central, options.tiling);
  if (failed(tile))
    return failure();
  if (!*tile || !options.innerTiling || tally.limitReached())
    return success();
  // Fused consumers move the nest's body into a new loop; the tile op
  // itself survives the move.
  auto inner = cast<TilingInterface>(*tile);
  Diffuser second(options, tally, ctx, 1);
  return success(succeeded(second.run(inner, options.innerTiling(inner))));
}
