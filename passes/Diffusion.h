//===- Diffusion.h - Fusion by diffusion around a central op ----*- C++ -*-===//
//
// The project's own tile-and-fuse driver after the "fusion by diffusion"
// RFC, built from upstream's one-step APIs (scf::tileUsingSCF,
// scf::tileAndFuseProducerOfSlice, scf::tileAndFuseConsumer): tile a
// central op, then grow the nest in both directions, one candidate at a
// time, until nothing changes:
//   - producers through the `tensor.extract_slice`s in the nest whose source
//     (through the loops' iter_args) is a TilingInterface op outside it;
//   - consumers of the nest's results.
// Each round every candidate passes the legality filter below; the cost
// callback picks one among the legal ones (default: the smallest slice).
//
// Legality, beyond what upstream checks itself (its refusals are recorded
// with upstream's own words):
//   - no producer fused through a loop-carried init (destination operand)
//     of an op that may accumulate across iterations (the central op when
//     its reductions are tiled, any fused consumer with reduction loops):
//     each iteration would start again from the init;
//   - no consumer fused that reads a nest result an accumulating op yields:
//     it would read partial results;
//   - no consumer that reads the nest through two or more operands:
//     upstream derives its tile from all of them at once, and points that
//     read different tiles would never be computed (a known upstream
//     finding);
//   - consumers with reduction loops only into scf.for nests and only when
//     their reductions are exactly reassociable (scf.forall iterations
//     would write one output element from several iterations, and a
//     reordered non-associative reduction changes the result).
// The central op itself tiles reduction loops only with scf.for and only
// when they are reassociable.
//
// Two levels: optionally, once the first nest stops growing, the central
// op's tile is tiled again inside it and diffusion repeats there, among the
// ops fused at the first level (as the RFC's nested levels, and as
// downstream compilers tile for workgroups, then threads).
//
// Where it differs from the RFC: at most two levels, and the second level
// starts only after the first is complete; candidates are fused one at a
// time and re-collected after each step instead of a precomputed fusion
// group; and consumers are fused whole-nest (every loop of the level)
// rather than into a chosen loop depth.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_PASSES_DIFFUSION_H
#define FUSEFUZZ_PASSES_DIFFUSION_H

#include "passes/FusionTally.h"
#include "passes/TileParams.h"

#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Interfaces/TilingInterface.h"

#include <cstdint>
#include <functional>
#include <string>

namespace fusefuzz {

/// One way to grow the nest.
struct DiffusionCandidate {
  enum Kind { Producer, Consumer } kind;
  /// The slice to fuse the producer through, or the consumer op.
  mlir::Operation *op;
  /// The producer op (Producer) or the consumer (Consumer).
  mlir::Operation *target;
  /// Producer only: the slice reads a loop-carried init (destination).
  bool throughInit = false;
  /// Position in collection order (program order of the nest).
  unsigned order = 0;
};

/// Picks among legal candidates: lower is fused first.
using DiffusionCost =
    std::function<int64_t(llvm::ArrayRef<mlir::LoopLikeOpInterface> nest,
                          const DiffusionCandidate &)>;

/// The default cost: elements of the slice the candidate is fused through
/// (static sizes; a dynamic size counts as its source's static extent, or
/// 2^16 when unknown). For a consumer, the elements of the nest result it
/// reads.
int64_t smallestSliceCost(llvm::ArrayRef<mlir::LoopLikeOpInterface> nest,
                          const DiffusionCandidate &candidate);

struct DiffusionOptions {
  TileParams tiling;
  /// When set, a second level: once the first level's nest stops growing,
  /// the central op's tile is tiled again with the parameters this returns
  /// for it, and diffusion repeats inside the first level's loops, among
  /// the ops fused there.
  std::function<TileParams(mlir::TilingInterface)> innerTiling;
  DiffusionCost cost = smallestSliceCost;
  /// How rewrites name the cost callback.
  std::string costName = "smallest-slice";
  /// Upper bound on fusion rounds (each round fuses or retires one
  /// candidate, so the driver always ends).
  unsigned maxRounds = 64;
};

/// Tiles `central` and diffuses from it. Successful steps are recorded in
/// `tally` (rules DiffuseTile, DiffuseProducer, DiffuseConsumer; with the
/// suffix Inner at the second level),
/// refusals as "diffusion:<rule>". Fails only if upstream leaves IR the
/// driver cannot continue from.
mlir::LogicalResult diffuse(mlir::TilingInterface central,
                            const DiffusionOptions &options,
                            FusionTally &tally);

} // namespace fusefuzz

#endif
