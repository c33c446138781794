//===- Selftest.cpp -------------------------------------------------------===//
#include "fuzz/Selftest.h"

#include "generators/DecisionSource.h"
#include "generators/Generator.h"
#include "passes/Strategy.h"

#include "llvm/Support/FormatVariadic.h"

using namespace fusefuzz;

bool fusefuzz::isBugVerdict(Verdict v) {
  return v == Verdict::Mismatch || v == Verdict::ProofFailure ||
         v == Verdict::VerifierError;
}

SelftestResult fusefuzz::selftestOne(Session &session, llvm::StringRef strategy,
                                     uint64_t seed, uint64_t maxCases,
                                     const GenPolicy &policy, bool proveOnly,
                                     const CheckOptions *base) {
  SelftestResult out;
  out.strategy = strategy.str();
  CheckOptions check = base ? *base : CheckOptions(), reference = check;
  check.strategy = strategy.str();
  GenPolicy emphasized = policy;
  if (const StrategyInfo *info = session.strategies().find(strategy)) {
    reference.strategy = info->reference.str();
    if (llvm::Error e = applyGenerationEmphasis(*info, "", emphasized)) {
      out.detail = llvm::toString(std::move(e));
      return out;
    }
  }
  check.execute = reference.execute = !proveOnly;
  IsolationOptions isolation;
  IsolatedChecker broken(session, check, isolation);
  IsolatedChecker correct(session, reference, isolation);
  for (uint64_t i = 0; i < maxCases; ++i) {
    uint64_t s = caseSeed(seed, i);
    std::string text = generateCase(s, emphasized);
    std::string name = llvm::formatv("seed-{0}.mlir", s).str();
    CaseResult r = broken.check(text, name);
    out.cases = i + 1;
    if (!isBugVerdict(r.verdict))
      continue;
    // A catch counts only where the correct strategy passes: a genuine
    // upstream bug on the same case is not evidence about the oracle.
    if (reference.strategy.empty() ||
        correct.check(text, name).verdict != Verdict::Pass)
      continue;
    out.caught = true;
    out.verdict = r.verdict;
    out.seed = s;
    out.detail = r.detail;
    break;
  }
  return out;
}

std::vector<SelftestResult>
fusefuzz::runSelftest(Session &session, uint64_t seed, uint64_t maxCases,
                      const GenPolicy &policy, bool proveOnly) {
  std::vector<SelftestResult> results;
  for (const StrategyInfo *info : session.strategies().all())
    if (info->broken)
      results.push_back(
          selftestOne(session, info->name, seed, maxCases, policy, proveOnly));
  return results;
}
