//===- ExternalAttribution.cpp --------------------------------------------===//
#include "fuzz/ExternalAttribution.h"
#include "fuzz/Findings.h"

#include "passes/Strategy.h"

using namespace fusefuzz;

/// Whether two failing checks of one case fail the same way. A mismatch's
/// detail names the input set, the first differing element and both
/// values ("result #0 at [0, 1, 0]: expected nan, got 2 (input set
/// special)", or which element depends on memory nobody wrote): two fused
/// functions with the same detail compute the same wrong value there.
static bool sameFailure(const CaseResult &a, const CaseResult &b) {
  return a.verdict == b.verdict && a.detail == b.detail;
}

void fusefuzz::attributeExternalFailure(Session &session, llvm::StringRef text,
                                        llvm::StringRef name,
                                        const CheckOptions &options,
                                        CaseResult &result) {
  // Only a wrong result can be compared; a crash, a timeout or output that
  // does not parse belongs to the tool.
  if (!(options.external || options.inProcess) ||
      result.verdict != Verdict::Mismatch)
    return;
  CheckOptions inProcess = options;
  inProcess.external.reset();
  inProcess.inProcess.reset();
  inProcess.prove = true;
  inProcess.execute = true;
  inProcess.fusedTextOnlyOnFailure = true;
  for (const StrategyInfo *info : session.strategies().all()) {
    // `all` only draws one of the others; `none` fuses nothing.
    if (info->broken || info->name == "all" || info->name == "none")
      continue;
    inProcess.strategy = info->name.str();
    CaseResult twin = checkCase(session, text, name, inProcess);
    if (!sameFailure(twin, result))
      continue;
    result.sameFailureStrategy = info->name.str();
    result.sameFailureSignature = findingSignature(twin);
    result.evidence += "\nthe same failure (the same first wrong element and "
                       "values) as the in-process strategy " +
                       result.sameFailureStrategy + ": " +
                       result.sameFailureSignature + "\n";
    return;
  }
}

void fusefuzz::attributeExternalFailure(Session &session, llvm::StringRef text,
                                        llvm::StringRef name,
                                        const CheckOptions &options,
                                        const IsolationOptions &isolation,
                                        CaseResult &result) {
  if (!(options.external || options.inProcess) ||
      result.verdict != Verdict::Mismatch)
    return;
  const CaseResult &external = result;
  IsolatedChecker checker(
      session,
      [&](Session &s, llvm::StringRef caseText, llvm::StringRef caseName) {
        CaseResult copy = external;
        attributeExternalFailure(s, caseText, caseName, options, copy);
        return copy;
      },
      isolation);
  CaseResult attributed = checker.check(text, name);
  if (attributed.sameFailureSignature.empty())
    return;
  result.sameFailureStrategy = attributed.sameFailureStrategy;
  result.sameFailureSignature = attributed.sameFailureSignature;
  result.evidence = attributed.evidence;
}
