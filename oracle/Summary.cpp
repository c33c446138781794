//===- Summary.cpp --------------------------------------------------------===//
#include "oracle/Summary.h"

#include "llvm/Support/FormatVariadic.h"

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
  for (const auto &e : result.fired)
    fired[e.getKey().str()] += e.getValue();
  for (const auto &e : result.refusals)
    refusals[e.getKey().str()] += e.getValue();
  fuseSeconds += result.fuseSeconds;
  lowerSeconds += result.lowerSeconds;
  jitSeconds += result.jitSeconds;
  runSeconds += result.runSeconds;
}

std::string Summary::line() const {
  return llvm::formatv("fusefuzz: {0} cases, {1} failures, {2:f1} cases/s",
                       cases, failures, casesPerSecond());
}
