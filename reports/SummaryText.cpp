//===- SummaryText.cpp ----------------------------------------------------===//
#include "reports/SummaryText.h"

#include "passes/FusionTally.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

#include <map>

using namespace fusefuzz;

void fusefuzz::printSummary(const Summary &s, llvm::raw_ostream &os) {
  os << llvm::formatv("strategy {0}: {1} of {2} cases had at least one fusion "
                      "({3:f1}%), {4} fusions\n",
                      s.strategy, s.casesWithFusion, s.cases,
                      100.0 * s.fusionRate(), s.fusions);
  if (!s.families.empty()) {
    os << "families:";
    for (const auto &[name, f] : s.families)
      os << llvm::formatv(" {0} {1}/{2} fused ({3:f1}%)", name, f.fused,
                          f.cases, f.cases ? 100.0 * f.fused / f.cases : 0.0);
    os << "\n";
  }
  if (!s.opKinds.empty()) {
    // Cases holding each op kind, and how many of them fused it (where).
    os << "op kinds:                             cases  fused  fused in\n";
    for (const auto &[name, k] : s.opKinds) {
      llvm::SmallVector<std::string> by;
      for (const auto &[family, n] : k.fusedBy)
        by.push_back(llvm::formatv("{0} {1}", family, n));
      os << llvm::formatv("  {0,-35} {1,6} {2,6}  {3}\n", name, k.cases,
                          k.fused, by.empty() ? "-" : llvm::join(by, ", "));
    }
  }
  if (s.byStrategy.size() > 1) {
    os << "per strategy:                    cases  fused  new  known  new "
          "findings\n";
    for (const auto &[name, f] : s.byStrategy)
      os << llvm::formatv(
          "  {0,-30} {1,6} {2,5:f1}% {3,4} {4,6}  {5}\n", name, f.cases,
          100.0 * f.fusionRate(), f.newFailures(), f.knownFailures,
          f.newFindings.empty() ? std::string("-")
                                : llvm::join(f.newFindings, " "));
  }
  os << "verdicts:";
  for (const auto &[v, count] : s.byVerdict)
    os << " " << verdictName(v) << "=" << count;
  os << "\n";
  os << "fusions by rule:";
  for (const auto &[rule, count] : s.fired)
    if (isFusionRule(rule))
      os << " " << rule << "=" << count;
  os << "\n";
  os << "refused pairs:";
  for (const auto &[rule, count] : s.refusals)
    os << " " << rule << "=" << count;
  os << "\n";
  if (!s.speedups.empty())
    os << llvm::formatv("fused/unfused: {0} cases timed, geometric-mean "
                        "speedup {1:f2}x, {2} fusions made the kernel more "
                        "than 20% slower\n",
                        s.speedups.size(), geometricMean(s.speedups),
                        s.slowerFusions.size());
  if (s.equivalence.total() > 0) {
    os << llvm::formatv("equivalence: {0} proved, {1} refuted, {2} unknown "
                        "(end-to-end, of {3} fused cases; per case median "
                        "{4:f2} ms, p99 {5:f2} ms)\n",
                        s.equivalence.proved, s.equivalence.refuted,
                        s.equivalence.unknown, s.equivalence.total(),
                        s.equivalenceQuantile(0.5) * 1e3,
                        s.equivalenceQuantile(0.99) * 1e3);
    if (s.equivalenceByFamily.size() > 1 ||
        !s.equivalenceUnknownReasons.empty()) {
      os << "  by family (proved/refuted/unknown):";
      for (const auto &[family, c] : s.equivalenceByFamily)
        os << llvm::formatv(" {0} {1}/{2}/{3}", family, c.proved, c.refuted,
                            c.unknown);
      os << "\n";
    }
    if (!s.equivalenceUnknownReasons.empty()) {
      std::vector<std::pair<uint64_t, std::string>> reasons;
      for (const auto &[why, n] : s.equivalenceUnknownReasons)
        reasons.push_back({n, why});
      llvm::sort(reasons, [](const auto &a, const auto &b) {
        return a.first != b.first ? a.first > b.first : a.second < b.second;
      });
      os << "  unknown because:";
      for (auto [i, r] : llvm::enumerate(reasons)) {
        if (i == 6) {
          os << llvm::formatv(" ({0} more reasons)", reasons.size() - 6);
          break;
        }
        os << llvm::formatv(" {0} x {1};", r.first, r.second);
      }
      os << "\n";
    }
  }
  os << llvm::formatv("oracle disagreements: (a) {0} mismatches with every "
                      "proof holding ({1} prover gaps), (b) {2} proof "
                      "failures with every input set agreeing (expected: "
                      "proofs see every loop point; {3} of them confirmed "
                      "when run at the counterexample's sizes: a mismatch, "
                      "or a race the interpreter records)\n",
                      s.mismatchesProved, s.proverGaps(),
                      s.proofFailuresAgreeing, s.proofFailuresConfirmed);
  for (const Summary::Disagreement &d : s.disagreements)
    os << llvm::formatv("  (a) seed {0}: {1}: {2}\n", d.seed,
                        d.proverGap ? "PROVER GAP" : "explained",
                        d.explanation);
  if (s.generatorBugs)
    os << llvm::formatv("generator bugs: {0} generated cases the oracle "
                        "refused as invalid input\n",
                        s.generatorBugs);
  if (s.interpreted || s.jitRan) {
    os << llvm::formatv("execution: {0} cases by the interpreter, {1} by the "
                        "JIT (failures, a sample, and where the interpreter "
                        "declined)\n",
                        s.interpreted, s.jitRan);
    for (const auto &[why, n] : s.interpreterDeclined)
      os << llvm::formatv("  interpreter declined {0}x: {1}\n", n, why);
  }
  double total = s.fuseSeconds + s.proveSeconds + s.lowerSeconds +
                 s.jitSeconds + s.runSeconds;
  if (total > 0)
    os << llvm::formatv("time per stage: fuse {0:f0}%, prove {1:f0}%, lower "
                        "{2:f0}%, jit {3:f0}%, run {4:f0}%\n",
                        100 * s.fuseSeconds / total,
                        100 * s.proveSeconds / total,
                        100 * s.lowerSeconds / total,
                        100 * s.jitSeconds / total, 100 * s.runSeconds / total);
  printFindings(s, os);
  os << s.line() << "\n";
}

void fusefuzz::printFindings(const Summary &s, llvm::raw_ostream &os) {
  auto example = [](const std::string &dir) {
    return dir.empty() ? std::string() : "  e.g. " + dir;
  };
  // New findings first: each signature is one to look at.
  for (const auto &[signature, d] : s.distinct) {
    if (d.known)
      continue;
    os << llvm::formatv("NEW   {0,5}x {1}{2}\n", d.count, signature,
                        example(d.firstDir));
    // The same failure with other root-cause facts than an entry's.
    if (!d.nearestEntry.empty())
      os << "        nearest KNOWN entry (other facts): " << d.nearestEntry
         << "\n";
  }
  // Known ones once per KNOWN entry, with the signatures it covered.
  struct Entry {
    uint64_t count = 0;
    std::string description, firstDir;
    std::vector<std::string> signatures;
  };
  std::map<std::string, Entry> entries;
  for (const auto &[signature, d] : s.distinct) {
    if (!d.known)
      continue;
    // Summaries written before entries were recorded: one per signature.
    Entry &e = entries[d.knownEntry.empty() ? signature : d.knownEntry];
    e.count += d.count;
    e.description = d.description;
    if (e.firstDir.empty())
      e.firstDir = d.firstDir;
    e.signatures.push_back(llvm::formatv("{0}x {1}", d.count, signature));
  }
  for (const auto &[pattern, e] : entries)
    os << llvm::formatv("known {0,5}x {1}\n        KNOWN {2}: {3}{4}\n",
                        e.count, e.description, pattern,
                        llvm::join(e.signatures, ", "), example(e.firstDir));
}
