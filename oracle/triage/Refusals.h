//===- Refusals.h - Why a producer/consumer pair was not fused --*- C++ -*-===//
//
// The project's own legality checks, following the design brief, applied to
// every producer/consumer pair left in a function after fusion. They are
// how generation quality is judged: a generator that only produces refused
// pairs tests nothing.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_ORACLE_TRIAGE_REFUSALS_H
#define FUSEFUZZ_ORACLE_TRIAGE_REFUSALS_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/StringMap.h"

namespace fusefuzz {

/// Adds one count per unfused (generic or pad) pair in `func`, keyed by
/// the first legality rule that refuses it:
///   operand-not-input, producer-not-all-parallel, map-rank-mismatch,
///   producer-result-map-not-permutation, reduction-loop-unbounded,
///   control-declined (legal, but the control function said no),
///   pad-value-not-constant, pad-producer-not-all-parallel, pad-not-fused,
///   and unclassified-illegal when upstream refuses a pair these checks
///   consider legal.
void countRefusals(mlir::func::FuncOp func, llvm::StringMap<unsigned> &out);

} // namespace fusefuzz

#endif
