//===- CarriedValueFacts.h - Ops and loop-carried values --------*- C++ -*-===//
//
// Facts read from the fused IR about structured ops inside loops that read
// or write a tensor the loop carries (an scf.for iter_arg, an scf.forall
// shared output): where a fusion gave an op the wrong destination, or a
// loop the wrong start. They name mismatches and refutations in signatures
// (oracle/triage/MismatchFacts.h).
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_ORACLE_TRIAGE_CARRIEDVALUEFACTS_H
#define FUSEFUZZ_ORACLE_TRIAGE_CARRIEDVALUEFACTS_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/LoopLikeInterface.h"

#include <string>

namespace fusefuzz {

/// The tensor a loop's carried value `v` (an scf.for iter_arg, an
/// scf.forall shared output) starts from, its tied init, and the loop in
/// `carrying` where given; null where `v` is no carried value.
mlir::Value carriedStart(mlir::Value v,
                         mlir::LoopLikeOpInterface *carrying = nullptr);

/// The insert of `value` into `carried` that a chain of uses reaches (an
/// insert_slice or parallel_insert_slice of it, or of the result of a
/// structured op it is the init of), or null where none does.
mlir::Operation *insertInto(mlir::Value value, mlir::Value carried);

/// The root cause an op's use of a loop-carried value shows, or empty:
/// "loop-starts-from-another-results-init" (two outputs of a structured op
/// start from one tensor, one of them through a loop's carried value: the
/// loop was given the destination of the op's other result),
/// "reads-earlier-iterations-writes" (an op reads, as an input or an init
/// its payload reads, a slice of a carried value other than the tile it
/// writes back: what other iterations wrote there), or
/// "init-carried-for-another-result" (an op's init is a slice of a carried
/// value its result is never written back into: the destination of another
/// result).
std::string carriedValueFact(mlir::func::FuncOp fused);

/// "yielded-tiles-not-cover": a loop carries a tensor it starts from
/// unwritten (a tensor.empty) into which its iterations insert tiles, and
/// its result is read after the loop: where an element reaches a result
/// unwritten, those tiles did not cover it (a producer fused through a
/// slice that does not cover its domain, yielded all the same). Empty
/// where no loop does.
std::string uncoveredYieldFact(mlir::func::FuncOp fused);

} // namespace fusefuzz

#endif
