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

/// Runs every deliberately broken strategy on generated cases until the
/// oracle reports a failure or `maxCases` cases pass.
/// `proveOnly`: execution off, so only the prover can catch the bug.
std::vector<SelftestResult> runSelftest(mlir::MLIRContext &context,
                                        uint64_t seed, uint64_t maxCases,
                                        const GenPolicy &policy,
                                        bool proveOnly = false);

/// The same for one broken strategy.
SelftestResult selftestOne(mlir::MLIRContext &context, llvm::StringRef strategy,
                           uint64_t seed, uint64_t maxCases,
                           const GenPolicy &policy, bool proveOnly = false);

} // namespace fusefuzz

#endif
