//===- DiagnosticFacts.h - What verifier and runtime checks said -*- C++
//-*-===//
//
// Facts read from a failure's diagnostics (and, for dominance, from the
// IR the verifier rejected) that characterize its root cause: they end
// the failure's signature ("verifier-error:<rules>:<fact>") and KNOWN
// entries name them (fuzz/Findings.cpp).
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_ORACLE_TRIAGE_DIAGNOSTICFACTS_H
#define FUSEFUZZ_ORACLE_TRIAGE_DIAGNOSTICFACTS_H

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include <string>

namespace fusefuzz {

/// What a runtime check of the compiled fused function caught, from the
/// mismatch's detail, as "<op>-<problem>" ("extract_slice-runs-out-of-
/// bounds-along-dimension"); empty where no runtime check failed.
std::string runtimeCheckFact(llvm::StringRef detail);

/// What the verifier rejected first in `diagnostics` (verifyToString's
/// text), as "<op>-<problem>": the op's name without its dialect, and the
/// problem as a short phrase ("parallel_insert_slice-operand-does-not-
/// dominate", "insert_slice-size-mismatch", "unpack-does-not-verify",
/// "null-operand" where no op is named); empty where nothing was rejected.
std::string verifierFact(llvm::StringRef diagnostics);

/// Where the first operand of `fused` that does not dominate its use is
/// defined: "defined-in-<op>" (inside a region of an op that does not hold
/// the use, as "defined-in-if"), "defined-later" (further down the use's
/// block) or "defined-elsewhere"; empty where every operand dominates.
std::string dominanceFact(mlir::func::FuncOp fused);

} // namespace fusefuzz

#endif
