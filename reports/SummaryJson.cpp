//===- SummaryJson.cpp ----------------------------------------------------===//
#include "reports/SummaryJson.h"

#include "passes/FusionTally.h"
#include "reports/Stats.h"

#include "llvm/Support/FormatVariadic.h"

using namespace fusefuzz;
namespace json = llvm::json;

json::Value fusefuzz::summaryToJson(const Summary &s) {
  json::Object verdicts;
  for (Verdict v : allVerdicts()) {
    auto it = s.byVerdict.find(v);
    verdicts[verdictName(v)] = it == s.byVerdict.end() ? 0 : it->second;
  }
  json::Object fusionsByRule, rewritesByRule, refusals;
  for (const auto &[rule, count] : s.fired)
    (isFusionRule(rule) ? fusionsByRule : rewritesByRule)[rule] = count;
  for (const auto &[rule, count] : s.refusals)
    refusals[rule] = count;
  json::Object families;
  for (const auto &[name, f] : s.families)
    families[name] = json::Object{
        {"cases", f.cases},
        {"cases_with_fusion", f.fused},
        {"fusion_rate", f.cases ? static_cast<double>(f.fused) / f.cases : 0}};
  json::Array findings;
  for (const std::string &f : s.findings)
    findings.push_back(f);
  json::Array distinct;
  for (const auto &[signature, d] : s.distinct)
    distinct.push_back(json::Object{{"signature", signature},
                                    {"count", d.count},
                                    {"known", d.known},
                                    {"description", d.description},
                                    {"example", d.firstDir}});
  return json::Object{
      {"strategy", s.strategy},
      {"cases", s.cases},
      {"failures", s.failures},
      {"new_failures", s.newFailures()},
      {"interrupted", s.interrupted},
      {"known_failures", s.knownFailures},
      {"distinct_findings", std::move(distinct)},
      {"cases_by_verdict", std::move(verdicts)},
      {"cases_with_fusion", s.casesWithFusion},
      {"fusion_rate", s.fusionRate()},
      {"fusions", s.fusions},
      {"fusions_by_rule", std::move(fusionsByRule)},
      {"families", std::move(families)},
      {"other_rewrites_by_pattern", std::move(rewritesByRule)},
      {"refusals_by_rule", std::move(refusals)},
      {"not_converged", s.notConverged},
      {"seconds", s.seconds},
      {"cases_per_second", s.casesPerSecond()},
      {"stage_seconds", json::Object{{"fuse", s.fuseSeconds},
                                     {"prove", s.proveSeconds},
                                     {"lower", s.lowerSeconds},
                                     {"jit", s.jitSeconds},
                                     {"run", s.runSeconds}}},
      {"proofs",
       json::Object{
           {"steps_proved", s.stepsProved},
           {"steps_failed", s.stepsFailed},
           {"steps_unknown", s.stepsUnknown},
           {"median_ms", s.proofQuantile(0.5) * 1e3},
           {"p99_ms", s.proofQuantile(0.99) * 1e3},
           {"per_obligation",
            [&] {
              json::Object kinds;
              for (const auto &[kind, times] : s.obligationSeconds)
                kinds[kind] = json::Object{
                    {"queries", times.size()},
                    {"median_ms", s.obligationQuantile(kind, 0.5) * 1e3},
                    {"p99_ms", s.obligationQuantile(kind, 0.99) * 1e3}};
              return kinds;
            }()}}},
      {"findings", std::move(findings)},
      {"oracle_disagreements",
       json::Object{
           {"mismatches_with_proofs_holding", s.mismatchesProved},
           {"proof_failures_with_inputs_agreeing", s.proofFailuresAgreeing},
           {"confirmed_at_counterexample_sizes", s.proofFailuresConfirmed},
           {"prover_gaps", s.proverGaps()},
           {"explained",
            [&] {
              json::Array a;
              for (const Summary::Disagreement &d : s.disagreements)
                a.push_back(json::Object{{"seed", d.seed},
                                         {"signature", d.signature},
                                         {"explanation", d.explanation},
                                         {"prover_gap", d.proverGap}});
              return a;
            }()}}},
      {"generator_bugs", s.generatorBugs},
      {"speedup",
       json::Object{
           {"cases_timed", s.speedups.size()},
           {"geomean", geometricMean(s.speedups)},
           {"slower_fusions",
            [&] {
              json::Array a;
              for (auto [seed, sp] : s.slowerFusions)
                a.push_back(json::Object{{"seed", seed}, {"speedup", sp}});
              return a;
            }()}}},
      {"versions", json::Object{{"fusefuzz", FUSEFUZZ_VERSION},
                                {"mlir", FUSEFUZZ_LLVM_VERSION}}},
  };
}

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
  if (s.stepsProved + s.stepsFailed + s.stepsUnknown > 0)
    os << llvm::formatv("proofs: {0} steps proved, {1} failed, {2} unknown; "
                        "per step median {3:f2} ms, p99 {4:f2} ms\n",
                        s.stepsProved, s.stepsFailed, s.stepsUnknown,
                        s.proofQuantile(0.5) * 1e3,
                        s.proofQuantile(0.99) * 1e3);
  if (!s.obligationSeconds.empty()) {
    os << "proof time per obligation (median/p99 ms):";
    for (const auto &[kind, times] : s.obligationSeconds)
      os << llvm::formatv(" {0} {1:f2}/{2:f2}", kind,
                          s.obligationQuantile(kind, 0.5) * 1e3,
                          s.obligationQuantile(kind, 0.99) * 1e3);
    os << "\n";
  }
  os << llvm::formatv("oracle disagreements: (a) {0} mismatches with every "
                      "proof holding ({1} prover gaps), (b) {2} proof "
                      "failures with every input set agreeing (expected: "
                      "proofs see every loop point; {3} of them mismatch "
                      "when run at the counterexample's sizes)\n",
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
  double total = s.fuseSeconds + s.proveSeconds + s.lowerSeconds +
                 s.jitSeconds + s.runSeconds;
  if (total > 0)
    os << llvm::formatv("time per stage: fuse {0:f0}%, prove {1:f0}%, lower "
                        "{2:f0}%, jit {3:f0}%, run {4:f0}%\n",
                        100 * s.fuseSeconds / total,
                        100 * s.proveSeconds / total,
                        100 * s.lowerSeconds / total,
                        100 * s.jitSeconds / total, 100 * s.runSeconds / total);
  for (const auto &[signature, d] : s.distinct)
    os << llvm::formatv("{0} {1,5}x {2}{3}{4}\n", d.known ? "known" : "NEW  ",
                        d.count, signature,
                        d.firstDir.empty() ? "" : "  e.g. " + d.firstDir,
                        d.known ? "\n        " + d.description : "");
  os << s.line() << "\n";
}
