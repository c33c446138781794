//===- Attribution.cpp ----------------------------------------------------===//
#include "fuzz/Attribution.h"

#include "llvm/Support/FormatVariadic.h"

using namespace fusefuzz;

std::string Attribution::str() const {
  if (!found)
    return "not attributed: no prefix of the strategy's rewrites reproduces "
           "the failure on its own";
  return llvm::formatv("rewrite {0} of {1}: {2}", rewrite, total, responsible);
}

/// What must stay the same while bisecting: the verdict and the failed
/// obligation (the set of rules that fired changes with the cap).
static std::string key(const CaseResult &r) {
  return (verdictName(r.verdict) + ":" + r.failedObligation).str();
}

Attribution fusefuzz::attributeFailure(mlir::MLIRContext &context,
                                       llvm::StringRef text,
                                       llvm::StringRef name,
                                       const CheckOptions &options,
                                       const IsolationOptions &isolation) {
  Attribution a;
  if (options.external)
    return a; // rewrites of an external tool are not visible
  IsolatedChecker full(context, options, isolation);
  CaseResult reference = full.check(text, name);
  ++a.checks;
  a.total = reference.rewrites.size();
  if (!isFailure(reference.verdict) || a.total == 0)
    return a;
  std::string target = key(reference);
  auto failsWith = [&](unsigned k) {
    CheckOptions capped = options;
    capped.rewriteLimit = k;
    IsolatedChecker checker(context, capped, isolation);
    ++a.checks;
    return key(checker.check(text, name)) == target;
  };
  // Smallest k in [1, total] that fails; k = total fails by definition.
  unsigned lo = 1, hi = a.total;
  if (failsWith(0))
    return a; // fails without any rewrite: not the strategy's doing
  while (lo < hi) {
    unsigned mid = lo + (hi - lo) / 2;
    if (failsWith(mid))
      hi = mid;
    else
      lo = mid + 1;
  }
  a.found = true;
  a.rewrite = lo;
  a.responsible = reference.rewrites[lo - 1];
  return a;
}
