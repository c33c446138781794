//===- Attribution.cpp ----------------------------------------------------===//
#include "fuzz/Attribution.h"

#include "llvm/Support/FormatVariadic.h"

using namespace fusefuzz;

std::string Attribution::str() const {
  if (!found && !unattributable.empty())
    return "not attributed: " + unattributable;
  if (!found)
    return "not attributed: no prefix of the strategy's rewrites reproduces "
           "the failure on its own";
  return llvm::formatv("rewrite {0} of {1}: {2}", rewrite, total, responsible);
}

/// What must stay the same while bisecting: the verdict and the
/// refutation's fact (the set of rules that fired changes with the cap).
static std::string key(const CaseResult &r) {
  return (verdictName(r.verdict) + ":" + r.refutationFact).str();
}

Attribution fusefuzz::attributeFailure(Session &session, llvm::StringRef text,
                                       llvm::StringRef name,
                                       const CheckOptions &options,
                                       const IsolationOptions &isolation) {
  Attribution a;
  if (options.external || options.inProcess) {
    a.unattributable = options.external
                           ? "an external tool's rewrites are not visible"
                           : "a pass pipeline's rewrites are not recorded";
    return a;
  }
  if (options.transformScript) {
    a.unattributable = "a transform script is applied whole";
    return a;
  }
  IsolatedChecker full(session, options, isolation);
  CaseResult reference = full.check(text, name);
  ++a.checks;
  a.total = reference.rewrites.size();
  if (!isFailure(reference.verdict) || a.total == 0)
    return a;
  std::string target = key(reference);
  // k = 0: does it fail with no rewrite at all? Then it is not the
  // strategy's doing. k = total fails by definition.
  for (unsigned k = 0; k < a.total; ++k) {
    CheckOptions capped = options;
    capped.rewriteLimit = k;
    IsolatedChecker checker(session, capped, isolation);
    ++a.checks;
    if (key(checker.check(text, name)) != target)
      continue;
    if (k == 0)
      return a;
    a.rewrite = k;
    break;
  }
  if (!a.rewrite)
    a.rewrite = a.total;
  a.found = true;
  a.responsible = reference.rewrites[a.rewrite - 1];
  a.rule = llvm::StringRef(a.responsible).split(" on ").first.str();
  return a;
}
