//===- ProducerUses.h - Where fused results may replace producer uses -*- C++
//-*-===//
//
// A fused op stands where its consumer stood. Users of the producer's
// results before that point cannot read the fused op's results; they are
// first sunk below the consumer where that is legal (the consumer does not
// depend on them), and uses the fused op still does not dominate keep
// reading the producer, which then stays.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_PASSES_EXT_PRODUCERUSES_H
#define FUSEFUZZ_PASSES_EXT_PRODUCERUSES_H

#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/DenseMap.h"

namespace fusefuzz::ext {

/// Moves `op` below `target` (same block), with everything between them
/// that depends on it, unless `target` depends on it. Returns whether `op`
/// now follows `target`.
bool sinkBelow(mlir::RewriterBase &rewriter, mlir::Operation *op,
               mlir::Operation *target);

/// Moves users of `producer`'s results that sit between it and `consumer`
/// (in their block) below `consumer`, with everything between them that
/// depends on them, when `consumer` depends on none of it. Returns how many
/// users still precede `consumer`.
unsigned sinkUsersBelow(mlir::RewriterBase &rewriter, mlir::Operation *producer,
                        mlir::Operation *consumer);

/// Replaces uses of each original value by its replacement where `fusedOp`
/// properly dominates the user, never in `consumer` or in `fusedOp`. Returns
/// how many uses were left because `fusedOp` does not dominate them (or
/// `all`: every use, dominated or not, a deliberately broken variant).
unsigned
redirectDominatedUses(mlir::RewriterBase &rewriter,
                      const llvm::DenseMap<mlir::Value, mlir::Value> &map,
                      mlir::Operation *consumer, mlir::Operation *fusedOp,
                      bool all = false);

} // namespace fusefuzz::ext

#endif
