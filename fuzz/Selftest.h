//===- Selftest.h - Show the oracle catching wrong fusions ------*- C++ -*-===//
#ifndef FUSEFUZZ_FUZZ_SELFTEST_H
#define FUSEFUZZ_FUZZ_SELFTEST_H

#include "fuzz/Campaign.h"

namespace fusefuzz {

struct SelftestResult {
  std::string strategy;
  bool caught = false;
  uint64_t cases = 0; // cases run until caught (or the budget)
  Verdict verdict = Verdict::Pass;
  uint64_t seed = 0; // the case that caught it
  std::string detail;
};

/// Whether `v` is evidence of a wrong fusion: mismatch, proof-failure or
/// verifier-error. Crashes, timeouts and refusals are not catches.
bool isBugVerdict(Verdict v);

/// Runs every deliberately broken strategy on generated cases, checked the
/// way `run` checks them (isolated), until the oracle reports a bug-class
/// verdict on a case the correct reference strategy passes, or `maxCases`
/// cases are spent.
/// `proveOnly`: execution off, so only the prover can catch the bug.
std::vector<SelftestResult> runSelftest(Session &session, uint64_t seed,
                                        uint64_t maxCases,
                                        const GenPolicy &policy,
                                        bool proveOnly = false);

/// The same for one broken strategy; `base`, when given, holds the other
/// check options (e.g. which executor runs the cases).
SelftestResult selftestOne(Session &session, llvm::StringRef strategy,
                           uint64_t seed, uint64_t maxCases,
                           const GenPolicy &policy, bool proveOnly = false,
                           const CheckOptions *base = nullptr);

} // namespace fusefuzz

#endif
