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
// case file reproduces exactly; each rewrite names them. In a third of the
// roots the control also asks for `yieldProducerReplacement` for every
// producer whose results are used outside the nest (as IREE and upstream's
// test pass do): the nest then yields the producer's tiles as well, and
// those uses read them (rules ...Yielded).
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

#include "passes/TileParams.h"
#include "passes/TileRefusals.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/TilingInterface.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace fusefuzz;

/// Salts the case seed for this strategy's draws (ASCII "tilefuse").
static constexpr uint64_t kProducerSalt = 0x7469'6c65'6675'7365ULL;

LogicalResult fusefuzz::runTileFuseProducers(func::FuncOp func,
                                             FusionTally &tally) {
  IRRewriter rewriter(func.getContext());
  tally.classifiesRefusals = true;
  // A later root may be fused into an earlier root's nest, replaced by what
  // the nest yields and erased: such roots are skipped.
  llvm::SmallPtrSet<Operation *, 8> erased;
  for (auto [index, root] : llvm::enumerate(returnedTileableOps(func))) {
    if (tally.limitReached())
      return success();
    if (erased.contains(root.getOperation()))
      continue;
    SeededDecisions ds = strategyDecisions(func, kProducerSalt, index);
    TileParams params = chooseTileParams(root, ds);
    scf::SCFTileAndFuseOptions options; // the default control: fuse all
    bool yieldReplacements = ds.chance(33);
    // Drawn last, so that the draws before it stay what older case files
    // recorded.
    params.dynamicSizes = ds.chance(25);
    options.setTilingOptions(params.options(func.getContext()));
    bool yielded = false;
    Operation *rootOp = root.getOperation();
    if (yieldReplacements)
      options.setFusionControlFn(
          [&](tensor::ExtractSliceOp slice, OpResult producer, bool)
              -> std::optional<scf::SCFTileAndFuseOptions::ControlFnResult> {
            scf::SCFTileAndFuseOptions::ControlFnResult r;
            Operation *nest = slice->getParentOp();
            while (nest->getParentOp() &&
                   isa<scf::ForOp, scf::ForallOp>(nest->getParentOp()))
              nest = nest->getParentOp();
            // (A tensor.empty computes nothing worth yielding.)
            r.yieldProducerReplacement =
                !isa<tensor::EmptyOp>(producer.getOwner()) &&
                llvm::any_of(producer.getUsers(), [&](Operation *user) {
                  return user != slice.getOperation() && user != rootOp &&
                         !nest->isAncestor(user);
                });
            yielded |= r.yieldProducerReplacement;
            return r;
          });
    std::string name = root->getName().getStringRef().str();
    // Upstream leaves it to the caller not to tile reduction loops when an
    // init producer is fused (and scf.forall over reduction loops races):
    // such rewrites get a rule of their own, so that their findings are
    // told apart from those of parallel-only tiling.
    bool reductionTiled = params.tilesReduction(root);
    rewriter.setInsertionPoint(root);
    FailureOr<scf::SCFTileAndFuseResult> result =
        scf::tileConsumerAndFuseProducersUsingSCF(rewriter, root, options);
    if (failed(result)) {
      tally.record("TileAndFuseFailed");
      tally.refuse("tile:tiling-failed");
      continue;
    }
    if (result->loops.empty())
      tally.refuse("tile:nothing-tiled");
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
      if (op->use_empty()) {
        erased.insert(op);
        rewriter.eraseOp(op);
      }
    countUnfusedProducers(result->loops, tally);
    tally.record("TileConsumer");
    if (!result->fusedProducers.empty())
      tally.record(std::string(reductionTiled
                                   ? "TileAndFuseProducerReductionTiled"
                                   : "TileAndFuseProducer") +
                       (yielded ? "Yielded" : ""),
                   result->fusedProducers.size());
    tally.rewrites.push_back(
        llvm::formatv("tileConsumerAndFuseProducersUsingSCF on {0} ({1}{2}, "
                      "{3} producers fused)",
                      name, params.str(),
                      yieldReplacements ? ", yield-replacements" : "",
                      result->fusedProducers.size())
            .str());
  }
  return success();
}
