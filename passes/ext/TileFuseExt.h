//===- TileFuseExt.h - Tile-and-fuse, extended ----------------*- C++ -*-===//
//
// ByteIR's tile-and-fuse extensions from upstream pieces
// (scf::tileUsingSCF, scf::tileAndFuseProducerOfSlice,
// scf::yieldReplacementForFusedProducer), around a fusion worklist of its
// own:
//   - producers are fused latest first, so a producer is fused once all
//     its readers inside the nest are (diamonds);
//   - the slices of one producer result in the nest are merged into one
//     bounding slice (min offset, max end); each reader then reads its
//     sub-slice of it, and the producer is computed once per iteration;
//   - a producer is not fused into an init (destination) slice of an op
//     the nest iterates over a reduction loop of (it would re-initialize
//     the accumulator every iteration);
//   - ops of a stop set are never fused;
//   - fused producers with users outside the nest are yielded from it
//     when each iteration computes a tile of its own (intermediates as
//     outputs), and those users read the nest's results.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_PASSES_EXT_TILEFUSEEXT_H
#define FUSEFUZZ_PASSES_EXT_TILEFUSEEXT_H

#include "passes/FusionTally.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace fusefuzz::ext {

struct TileFuseExtOptions {
  /// Rule names: "<rule>Producer", "<rule>MergedProducer", with "Output"
  /// appended when the producer is yielded from the nest; refusals
  /// "<rule>: <reason>".
  llvm::StringRef rule = "TileFuseExt";
  /// Chance (percent) each op that is not a root joins the stop set.
  unsigned stopPercent = 15;
  // Deliberate corruptions for the self-check.
  bool brokenNoReductionRefusal = false; // fuse inits into reduction loops
  bool brokenSubSliceOffsets = false;    // sub-slices at offset 0
};

/// Fuses producers into the nest `loops` (outermost first, scf.for) until
/// no candidate slice is left. `rootSlices`: the slices tiling the roots
/// made. `loops` is updated when results are yielded. Slices left unfused
/// are counted as refusals.
void fuseProducersIntoNest(
    mlir::RewriterBase &rewriter,
    llvm::SmallVectorImpl<mlir::LoopLikeOpInterface> &loops,
    llvm::ArrayRef<mlir::Operation *> rootSlices,
    const llvm::SmallPtrSetImpl<mlir::Operation *> &stop,
    const TileFuseExtOptions &options, FusionTally &tally);

/// The stop set of `func`: each tileable op outside `roots` with the
/// options' chance, drawn from the case seed.
llvm::SmallPtrSet<mlir::Operation *, 8>
drawStopSet(mlir::func::FuncOp func, llvm::ArrayRef<mlir::Operation *> roots,
            const TileFuseExtOptions &options);

/// Tiles each root (an op whose results the function returns) with scf.for
/// loops (seeded sizes and interchange) and fuses its producers.
mlir::LogicalResult tileFuseExt(mlir::func::FuncOp func, FusionTally &tally,
                                const TileFuseExtOptions &options);

} // namespace fusefuzz::ext

#endif
