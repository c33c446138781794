//===- ExternalAttribution.h - Naming an external tool's failure -*- C++
//-*-===//
//
// A failure of an external tool's output (`--opt-tool`), or of a pass
// pipeline run in process (`--pipeline` alone), is at first only
// "the tool's fused function is wrong" (mismatch:FuseExternal). When a
// built-in strategy, fusing the same case in process, fails the same way
// (same verdict, same first wrong element with the same expected and
// actual values on the same input set), the external failure is that
// strategy's finding: it takes its signature, so a known upstream bug is
// recognized whoever produced the fused IR, with the proofs of the
// in-process run behind the name.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_FUZZ_EXTERNALATTRIBUTION_H
#define FUSEFUZZ_FUZZ_EXTERNALATTRIBUTION_H

#include "fuzz/Isolation.h"
#include "oracle/pipeline/CheckCase.h"
#include "oracle/pipeline/Session.h"

namespace fusefuzz {

/// For `result`, a failing check of `text` under `options.external`: runs
/// the session's built-in strategies in process on the same case and, for
/// the first that fails the same way, sets result.sameFailureStrategy and
/// sameFailureSignature and says so in the evidence. Does nothing for other
/// results (passes, in-process checks, failures only the tool can have:
/// crashes, timeouts, unparsable output).
void attributeExternalFailure(Session &session, llvm::StringRef text,
                              llvm::StringRef name, const CheckOptions &options,
                              CaseResult &result);

/// The same, run in an isolated worker of its own (`isolation`): a built-in
/// strategy that crashes or hangs on the case (upstream has such bugs)
/// leaves `result` as it was instead of taking the finding with it.
void attributeExternalFailure(Session &session, llvm::StringRef text,
                              llvm::StringRef name, const CheckOptions &options,
                              const IsolationOptions &isolation,
                              CaseResult &result);

} // namespace fusefuzz

#endif
