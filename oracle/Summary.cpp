//===- Summary.cpp --------------------------------------------------------===//
#include "oracle/Summary.h"

#include "llvm/Support/FormatVariadic.h"

#include <algorithm>

using namespace fusefuzz;

void Summary::add(const CaseResult &result) {
  ++cases;
  ++byVerdict[result.verdict];
  if (isFailure(result.verdict))
    ++failures;
  if (result.fusions > 0)
    ++casesWithFusion;
  fusions += result.fusions;
  notConverged += result.notConverged;
  for (const auto &e : result.fired) {
    fired[e.getKey().str()] += e.getValue();
    if (e.getKey().starts_with("family:")) {
      Family &f = families[e.getKey().drop_front(7).str()];
      ++f.cases;
      f.fused += result.fusions > 0;
    }
  }
  for (const auto &e : result.refusals)
    refusals[e.getKey().str()] += e.getValue();
  fuseSeconds += result.fuseSeconds;
  lowerSeconds += result.lowerSeconds;
  jitSeconds += result.jitSeconds;
  runSeconds += result.runSeconds;
  proveSeconds += result.proveSeconds;
  if (result.speedup > 0 && result.fusions > 0)
    speedups.push_back(result.speedup);
  stepsProved += result.stepsProved;
  stepsFailed += result.stepsFailed;
  stepsUnknown += result.stepsUnknown;
  proofSeconds.insert(proofSeconds.end(), result.proofSeconds.begin(),
                      result.proofSeconds.end());
  for (const auto &[kind, times] : result.obligationSeconds)
    obligationSeconds[kind].insert(obligationSeconds[kind].end(), times.begin(),
                                   times.end());
  mismatchesProved += mismatchWithProofsHolding(result);
  proofFailuresAgreeing += proofFailureWithInputsAgreeing(result);
  proofFailuresConfirmed += proofFailureWithInputsAgreeing(result) &&
                            result.counterexampleConfirmed == true;
}

uint64_t Summary::proverGaps() const {
  uint64_t n = 0;
  for (const Disagreement &d : disagreements)
    n += d.proverGap;
  return n;
}

static double quantile(std::vector<double> sorted, double q) {
  if (sorted.empty())
    return 0;
  std::sort(sorted.begin(), sorted.end());
  size_t i = static_cast<size_t>(q * (sorted.size() - 1) + 0.5);
  return sorted[std::min(i, sorted.size() - 1)];
}

double Summary::obligationQuantile(const std::string &kind, double q) const {
  auto it = obligationSeconds.find(kind);
  return it == obligationSeconds.end() ? 0 : quantile(it->second, q);
}

double Summary::proofQuantile(double q) const {
  return quantile(proofSeconds, q);
}

std::string Summary::line() const {
  return llvm::formatv("fusefuzz: {0} cases, {1} failures, {2:f1} cases/s, "
                       "{3} known findings reproduced",
                       cases, newFailures(), casesPerSecond(), knownFailures);
}
