//===- PayloadFacts.h - What a structured op's payload shows ----*- C++ -*-===//
//
// Facts read from the fused IR about one structured op: what its payload
// reads and yields, and what its maps write. They name the root causes of
// elementwise and pad fusion in signatures ("mismatch:<rules>:<fact>"),
// as oracle/triage/MismatchFacts.h does for loop nests.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_ORACLE_TRIAGE_PAYLOADFACTS_H
#define FUSEFUZZ_ORACLE_TRIAGE_PAYLOADFACTS_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"

#include <string>

namespace fusefuzz {

/// Whether the value `op` yields for its output `output` is one another
/// output's yielded value is computed from (or is that value): a producer's
/// result the fusion kept in the fused op beside the consumer's.
bool feedsAnotherOutput(mlir::linalg::LinalgOp op, unsigned output);

/// "kept-result-partial-write": a structured op writes an output whose
/// value another output's is computed from (a kept producer result) only
/// in part (a map with a constant result, the consumer's): the rest keeps
/// its init; else
/// "kept-result-recomputed-from-outs/across-parallel-loop" (or
/// ".../across-reduction-loop"): a structured op yields, for an output whose
/// map leaves out one of its loops, a value computed from that output's
/// own outs (or another output's; or whose outs another output reads, the
/// loop being parallel), where the loop is parallel or another output's value
/// is computed from it (a reduction's accumulator is neither): a kept producer
/// result that reads its outs, now applied again in every iteration of the
/// loop its map lacks (a broadcasting or reducing consumer's); else
/// "kept-result-under-empty-loop": such an output (its value not read from
/// its outs) whose map lacks a loop of dynamic size, which may run no
/// iteration, writing none of it. Empty where no op does.
std::string keptResultFact(mlir::func::FuncOp fused);
/// The same where a kept result is also one written through a map no op of
/// `unfused` writes through (the consumer's map fusion gave it).
std::string keptResultFact(mlir::func::FuncOp fused,
                           mlir::func::FuncOp unfused);

/// Whether a structured op of `f` writes an output through `map`.
bool writesThrough(mlir::func::FuncOp f, mlir::AffineMap map);

/// "pad-value-as-init/reads-outs" or "pad-value-as-init/partial-write": a
/// structured op whose init is a slice of a filled tensor its result is
/// inserted back into (a producer fused into a tensor.pad's result,
/// its init replaced by the pad value), and whose payload reads that init
/// or whose map writes only part of it: the pad value takes the place of
/// the elements the producer's own init held. Empty where no op does.
std::string padValueAsInitFact(mlir::func::FuncOp fused);

/// The first of keptResultFact and padValueAsInitFact that names a root
/// cause.
std::string payloadFact(mlir::func::FuncOp fused, mlir::func::FuncOp unfused);

} // namespace fusefuzz

#endif
