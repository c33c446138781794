//===- Summary.cpp --------------------------------------------------------===//
#include "oracle/summary/Summary.h"
#include "passes/FusionTally.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <cmath>

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
  std::optional<llvm::StringRef> family = drawnFamily(result.fired);
  if (family) {
    Family &f = families[family->str()];
    ++f.cases;
    f.fused += result.fusions > 0;
  }
  for (const auto &e : result.refusals)
    refusals[e.getKey().str()] += e.getValue();
  for (const auto &[name, fusedKind] : result.opKinds) {
    OpKind &k = opKinds[name];
    ++k.cases;
    if (!fusedKind)
      continue;
    ++k.fused;
    ++k.fusedBy[family ? family->str() : strategy];
  }
  interpreted += result.interpreted;
  jitRan += result.jitRan;
  if (!result.interpreterDeclined.empty())
    ++interpreterDeclined[result.interpreterDeclined];
  fuseSeconds += result.fuseSeconds;
  lowerSeconds += result.lowerSeconds;
  jitSeconds += result.jitSeconds;
  runSeconds += result.runSeconds;
  proveSeconds += result.proveSeconds;
  if (result.speedup > 0 && result.fusions > 0)
    speedups.push_back(result.speedup);
  if (!result.equivalence.empty() &&
      (result.fusions > 0 || result.family == "external" ||
       result.family == "pipeline" || result.family == "given")) {
    EquivalenceCounts one;
    if (result.equivalence == "proved")
      one.proved = 1;
    else if (result.equivalence == "refuted")
      one.refuted = 1;
    else
      one.unknown = 1;
    equivalence.add(one);
    equivalenceByFamily[result.family].add(one);
    if (one.unknown)
      ++equivalenceUnknownReasons[result.equivalenceReason];
    equivalenceSeconds.push_back(result.equivalenceSeconds);
  }
  mismatchesProved += mismatchWithProofsHolding(result);
  proofFailuresAgreeing += proofFailureWithInputsAgreeing(result);
  proofFailuresConfirmed += proofFailureWithInputsAgreeing(result) &&
                            result.counterexampleConfirmed == true;
}

void Summary::merge(const Summary &o) {
  if (strategy.empty())
    strategy = o.strategy;
  else if (!o.strategy.empty() && o.strategy != strategy)
    strategy += "+" + o.strategy;
  cases += o.cases;
  failures += o.failures;
  casesWithFusion += o.casesWithFusion;
  fusions += o.fusions;
  notConverged += o.notConverged;
  for (const auto &[v, n] : o.byVerdict)
    byVerdict[v] += n;
  for (const auto &[rule, n] : o.fired)
    fired[rule] += n;
  for (const auto &[rule, n] : o.refusals)
    refusals[rule] += n;
  for (const auto &[name, k] : o.opKinds) {
    OpKind &mine = opKinds[name];
    mine.cases += k.cases;
    mine.fused += k.fused;
    for (const auto &[by, n] : k.fusedBy)
      mine.fusedBy[by] += n;
  }
  for (const auto &[name, f] : o.families) {
    families[name].cases += f.cases;
    families[name].fused += f.fused;
  }
  for (const auto &[name, f] : o.byStrategy) {
    PerStrategy &mine = byStrategy[name];
    mine.cases += f.cases;
    mine.fused += f.fused;
    mine.failures += f.failures;
    mine.knownFailures += f.knownFailures;
    mine.seconds = std::max(mine.seconds, f.seconds);
    mine.newFindings.insert(f.newFindings.begin(), f.newFindings.end());
    mine.knownFindings.insert(f.knownFindings.begin(), f.knownFindings.end());
  }
  seconds = std::max(seconds, o.seconds);
  fuseSeconds += o.fuseSeconds;
  lowerSeconds += o.lowerSeconds;
  jitSeconds += o.jitSeconds;
  runSeconds += o.runSeconds;
  proveSeconds += o.proveSeconds;
  equivalence.add(o.equivalence);
  for (const auto &[family, counts] : o.equivalenceByFamily)
    equivalenceByFamily[family].add(counts);
  for (const auto &[why, n] : o.equivalenceUnknownReasons)
    equivalenceUnknownReasons[why] += n;
  equivalenceSeconds.insert(equivalenceSeconds.end(),
                            o.equivalenceSeconds.begin(),
                            o.equivalenceSeconds.end());
  findings.insert(findings.end(), o.findings.begin(), o.findings.end());
  for (const auto &[signature, d] : o.distinct) {
    Distinct &mine = distinct[signature];
    mine.count += d.count;
    mine.known |= d.known;
    if (mine.description.empty())
      mine.description = d.description;
    if (mine.knownEntry.empty())
      mine.knownEntry = d.knownEntry;
    if (mine.nearestEntry.empty())
      mine.nearestEntry = d.nearestEntry;
    if (mine.firstDir.empty())
      mine.firstDir = d.firstDir;
  }
  knownFailures += o.knownFailures;
  mismatchesProved += o.mismatchesProved;
  proofFailuresAgreeing += o.proofFailuresAgreeing;
  proofFailuresConfirmed += o.proofFailuresConfirmed;
  for (const Disagreement &d : o.disagreements)
    if (llvm::none_of(disagreements, [&](const Disagreement &mine) {
          return mine.signature == d.signature;
        }))
      disagreements.push_back(d);
  generatorBugs += o.generatorBugs;
  interpreted += o.interpreted;
  jitRan += o.jitRan;
  for (const auto &[why, n] : o.interpreterDeclined)
    interpreterDeclined[why] += n;
  speedups.insert(speedups.end(), o.speedups.begin(), o.speedups.end());
  slowerFusions.insert(slowerFusions.end(), o.slowerFusions.begin(),
                       o.slowerFusions.end());
  interrupted |= o.interrupted;
  workers += o.workers;
}

void Summary::mergeSequential(const Summary &o) {
  double before = seconds;
  uint64_t workersBefore = workers;
  merge(o);
  seconds = before + o.seconds;
  workers = std::max(workersBefore, o.workers);
}

void Summary::recordStrategyFigures() {
  PerStrategy &f = byStrategy[strategy];
  f.cases = cases;
  f.fused = casesWithFusion;
  f.failures = failures;
  f.knownFailures = knownFailures;
  f.seconds = seconds;
  for (const auto &[signature, d] : distinct)
    (d.known ? f.knownFindings : f.newFindings).insert(signature);
}

double fusefuzz::geometricMean(llvm::ArrayRef<double> values) {
  if (values.empty())
    return 1;
  double logSum = 0;
  for (double v : values)
    logSum += std::log(v);
  return std::exp(logSum / values.size());
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

double Summary::equivalenceQuantile(double q) const {
  return quantile(equivalenceSeconds, q);
}

std::string Summary::line() const {
  std::string rate =
      workers > 1
          ? llvm::formatv("{0:f1} cases/s ({1} workers, {2:f1} each)",
                          casesPerSecond(), workers, casesPerSecondPerWorker())
                .str()
          : llvm::formatv("{0:f1} cases/s", casesPerSecond()).str();
  return llvm::formatv("fusefuzz: {0} cases, {1} failures, {2}, "
                       "{3} known findings reproduced",
                       cases, newFailures(), rate, knownFailures);
}
