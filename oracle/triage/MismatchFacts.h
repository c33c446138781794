//===- MismatchFacts.h - What characterizes a mismatch ----------*- C++ -*-===//
//
// Facts read from the fused IR that name a failure's root cause: they end
// its signature
// ("mismatch:<rules>:<fact>") and KNOWN entries that name them are matched
// before rules globs (fuzz/Findings.cpp).
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_ORACLE_TRIAGE_MISMATCHFACTS_H
#define FUSEFUZZ_ORACLE_TRIAGE_MISMATCHFACTS_H

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include <string>

namespace fusefuzz {

/// A read of unwritten elements: "unwritten", and
/// "unwritten/partial-write-into-empty" where a structured op writes only
/// part of an init that is a tensor.empty ("unwritten/kept-result-partial-
/// write" where that output's value is one another output's is computed
/// from and no op of `unfused` writes an output through that map: a
/// producer's result kept in the fused op under the consumer's map, not an
/// op whose defined init a rewrite dropped), else
/// "unwritten/kept-result-under-empty-loop" (oracle/triage/PayloadFacts.h),
/// else "unwritten/reduction-init-empty" where a structured op with reduction
/// loops has a tensor.empty init (its result where the reduction domain is
/// empty), else "unwritten/<loopNestFact>", else
/// "unwritten/<carriedValueFact>" (an op reading a tile of a
/// loop-carried value no iteration wrote yet), else
/// "unwritten/yielded-tiles-not-cover" (oracle/triage/CarriedValueFacts.h).
std::string unwrittenReadFact(mlir::func::FuncOp fused,
                              mlir::func::FuncOp unfused);

/// The root cause a tiled pack or unpack shows, or empty:
/// "unpack-tile-offset-dropped" (a tile whose size along a dim the unpack
/// tiles is not a static multiple of the inner tile, unpacked straight into
/// a moving slice or sliced at offset 0 there; or an unpack tiled again
/// inside an outer tile that may start inside an inner tile, its inner
/// source offsets computed without the outer induction variable),
/// "unpack-start-inside-inner-tile" (an unpack tile of a whole number of
/// inner tiles taken from the inner tile holding its start, a loop's
/// induction variable whose step is not a multiple of the inner tile: the
/// start's offset inside that inner tile is dropped, and one inner tile too
/// few unpacked), "pack-tile-position-unscaled" (a pack writing a slice as
/// large as its whole result at a moving offset along a packed dim) or
/// "pack-tile-start-unaligned" (a pack writing at the quotient by its inner
/// tile of a loop's induction variable whose step is not a constant
/// multiple of that tile). Read before packs and unpacks are decomposed.
std::string layoutOpFact(mlir::func::FuncOp fused);

/// "recomputed-producer-reaccumulates": a structured op inside a loop reads
/// its init, a tile of that loop's carried value that stays where it is
/// from iteration to iteration (or reads, as an input, a tile of the
/// carried value it writes: an in-place producer), and reads or writes
/// nothing that moves with the loop: every iteration applies the op again
/// to what the last one left (a producer yielded from a loop over a dim it
/// lacks, computed again per iteration from its own carried result).
std::string reaccumulationFact(mlir::func::FuncOp fused);

/// The root cause tiling a reduction shows, or empty:
/// "reduction-init-recomputed-per-tile" (a structured op in a loop that
/// moves one of its reduction dims, its init made by a structured op inside
/// that loop: each reduction tile starts again), "reads-partial-reduction"
/// (such an op read by another structured op inside the loop), or
/// "one-loop-drives-two-dims" (one induction variable as two offsets of a
/// slice a structured op reads or writes: only diagonal tiles computed).
std::string reductionTilingFact(mlir::func::FuncOp fused);

/// What makes iterations of an scf.forall write one element (a race the
/// end-to-end proof refuted), or empty: "reduction-dim" where the op whose
/// tile a parallel_insert_slice writes has reduction loops and reads what
/// moves with a forall loop the written tile does not move with (each
/// iteration accumulates its part of a tiled reduction into the same
/// elements), "recomputed-whole" where that op reads nothing that moves
/// with it (a producer fused along a dim it lacks, computed whole and
/// written whole in every iteration), "untraced-tile" where the written
/// tile comes from something else (an inner loop, a tiled tensor.pad's
/// scf.if) or the op has no reduction loops, "overlapping-tiles" where
/// every written tile moves with every loop (tiles coarser than the
/// loop's step: a pack's whole inner tiles written from the loop over an
/// unpack's elements).
std::string forallRaceFact(mlir::func::FuncOp fused);

/// "strided-read": a structured op inside a loop reads an operand through
/// a map result that is not a loop or a constant (d0 * 2, d0 + d1) while
/// one of its loops has a dynamic size: where that loop runs no iteration
/// the unfused op reads nothing and its operand may be smaller than the
/// map's range, and upstream tiling takes the slice all the same (what a
/// fused slice out of bounds, or of negative size, comes from). Empty
/// where no op does.
std::string stridedTileFact(mlir::func::FuncOp fused);

/// The first of reaccumulationFact and reductionTilingFact that names a
/// root cause: what a loop nest's structure says of a mismatch.
std::string loopNestFact(mlir::func::FuncOp fused);

/// What the fused IR's structure says of a wrong value: loopNestFact, else
/// what ops do with loop-carried values (oracle/triage/CarriedValueFacts.h),
/// else what a payload shows (oracle/triage/PayloadFacts.h: payloadFact).
std::string wrongValueFact(mlir::func::FuncOp fused,
                           mlir::func::FuncOp unfused);

} // namespace fusefuzz

#endif
