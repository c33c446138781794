//===- TileRefusals.h - Why a tile nest left a producer outside -*- C++ -*-===//
//
// After tile-and-fuse, each `tensor.extract_slice` in a loop nest whose
// source is (through the loops' iter_args / shared outputs) the result of a
// TilingInterface op outside the nest is a producer that was not fused. The
// classifier names the first reason that applies, for the refusal
// statistics of the tile strategies.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_PASSES_TILEREFUSALS_H
#define FUSEFUZZ_PASSES_TILEREFUSALS_H

#include "passes/FusionTally.h"

#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/LoopLikeInterface.h"

#include <string>

namespace fusefuzz {

/// Listens to a rewriter for the reason upstream gives when it declines
/// (`notifyMatchFailure`), so that refusals are classified by upstream's
/// own words. Keeps the first reason since the last `take()`: the deepest
/// check that failed.
struct UpstreamReasons : public mlir::RewriterBase::Listener {
  std::string first;
  void notifyMatchFailure(
      mlir::Location loc,
      llvm::function_ref<void(mlir::Diagnostic &)> reasonCallback) override;
  /// "upstream-declined: <reason>" (or without a reason when none was
  /// given), and forgets the reason.
  std::string take();
};

/// The value a slice inside `loops` reads, seen from outside the nest: block
/// arguments of the loops (iter_args, shared outputs) are followed to the
/// loop's init operand.
mlir::Value sourceOutsideNest(mlir::Value source,
                              llvm::ArrayRef<mlir::LoopLikeOpInterface> loops);

/// Why upstream's producer fusion would not (or did not) fuse `producer`
/// into a slice: "producer-not-tiling-interface",
/// "producer-result-map-not-projected-permutation", or
/// "upstream-declined" (every check passed, yet it was not fused).
llvm::StringRef classifyUnfusedProducer(mlir::OpResult producer);

/// Why upstream declined to fuse `consumer` into the nest `outerLoop`
/// without giving a reason (its helpers fail silently where an operand
/// tile cannot be mapped back to loops).
std::string classifyDeclinedConsumer(mlir::Operation *consumer,
                                     mlir::Operation *outerLoop);

/// Counts, for the nest `loops`, every unfused producer slice by
/// `classifyUnfusedProducer` into `tally.refused` (prefixed "tile:").
void countUnfusedProducers(llvm::ArrayRef<mlir::LoopLikeOpInterface> loops,
                           FusionTally &tally);

} // namespace fusefuzz

#endif
