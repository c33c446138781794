//===- Selftest.cpp -------------------------------------------------------===//
#include "fuzz/Selftest.h"

#include "generators/DecisionSource.h"
#include "generators/Generator.h"
#include "passes/Strategy.h"

#include "llvm/Support/FormatVariadic.h"

using namespace fusefuzz;

SelftestResult fusefuzz::selftestOne(mlir::MLIRContext &context,
                                     llvm::StringRef strategy, uint64_t seed,
                                     uint64_t maxCases, const GenPolicy &policy,
                                     bool proveOnly) {
  SelftestResult out;
  out.strategy = strategy.str();
  CheckOptions check, reference;
  check.strategy = strategy.str();
  if (const StrategyInfo *info = findStrategy(strategy))
    reference.strategy = info->reference.str();
  check.execute = reference.execute = !proveOnly;
  for (uint64_t i = 0; i < maxCases; ++i) {
    uint64_t s = caseSeed(seed, i);
    std::string text = generateCase(s, policy);
    CaseResult r = checkCase(context, text,
                             llvm::formatv("seed-{0}.mlir", s).str(), check);
    out.cases = i + 1;
    // A catch counts only where the correct strategy passes: a genuine
    // upstream bug on the same case is not evidence about the oracle.
    if (isFailure(r.verdict) && !reference.strategy.empty() &&
        isFailure(
            checkCase(context, text, "reference.mlir", reference).verdict))
      continue;
    if (isFailure(r.verdict)) {
      out.caught = true;
      out.verdict = r.verdict;
      out.seed = s;
      out.detail = r.detail;
      break;
    }
  }
  return out;
}

std::vector<SelftestResult> fusefuzz::runSelftest(mlir::MLIRContext &context,
                                                  uint64_t seed,
                                                  uint64_t maxCases,
                                                  const GenPolicy &policy,
                                                  bool proveOnly) {
  std::vector<SelftestResult> results;
  for (const StrategyInfo &info : allStrategies())
    if (info.broken)
      results.push_back(
          selftestOne(context, info.name, seed, maxCases, policy, proveOnly));
  return results;
}
