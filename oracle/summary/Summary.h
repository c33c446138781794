//===- Summary.h - Aggregated results of many cases -------------*- C++ -*-===//
#ifndef FUSEFUZZ_ORACLE_SUMMARY_SUMMARY_H
#define FUSEFUZZ_ORACLE_SUMMARY_SUMMARY_H

#include "oracle/pipeline/CheckCase.h"

#include <map>
#include <set>

namespace fusefuzz {

/// The geometric mean of positive `values` (1 when empty).
double geometricMean(llvm::ArrayRef<double> values);

struct Summary {
  std::string strategy;
  uint64_t cases = 0;
  uint64_t failures = 0;
  uint64_t casesWithFusion = 0;
  uint64_t fusions = 0;
  uint64_t notConverged = 0;
  std::map<Verdict, uint64_t> byVerdict;
  std::map<std::string, uint64_t> fired;    // rewrites per rule
  std::map<std::string, uint64_t> refusals; // unfused pairs per rule
  /// Under `all`: per family (the `family:<name>` rule a case fired), how
  /// many cases it took and how many of them fused at least once.
  struct Family {
    uint64_t cases = 0, fused = 0;
  };
  std::map<std::string, Family> families;
  /// Per op kind of the cases (linalg.conv_2d_nhwc_hwcf, tensor.pad, ...):
  /// how many cases held it, in how many it took part in a fusion, and
  /// those per family (under `all`) or strategy.
  struct OpKind {
    uint64_t cases = 0, fused = 0;
    std::map<std::string, uint64_t> fusedBy;
  };
  std::map<std::string, OpKind> opKinds;
  /// Per strategy campaigned (`run --strategy every` runs one campaign per
  /// registered strategy): cases, fusions and findings, so that a strategy
  /// that stops fusing or starts failing shows by name.
  struct PerStrategy {
    uint64_t cases = 0, fused = 0, failures = 0, knownFailures = 0;
    double seconds = 0; // wall time (the longest worker or shard)
    std::set<std::string> newFindings, knownFindings; // distinct signatures
    uint64_t newFailures() const { return failures - knownFailures; }
    double fusionRate() const {
      return cases ? static_cast<double>(fused) / cases : 0;
    }
  };
  std::map<std::string, PerStrategy> byStrategy;
  double seconds = 0;
  double fuseSeconds = 0, lowerSeconds = 0, jitSeconds = 0, runSeconds = 0,
         proveSeconds = 0;
  /// The end-to-end equivalence proof over the cases it ran on that fused
  /// (or that an external tool or a given file fused): in total, per
  /// family (CaseResult::family), unknown reasons and seconds per proof.
  struct EquivalenceCounts {
    uint64_t proved = 0, refuted = 0, unknown = 0;
    uint64_t total() const { return proved + refuted + unknown; }
    void add(const EquivalenceCounts &o) {
      proved += o.proved;
      refuted += o.refuted;
      unknown += o.unknown;
    }
  };
  EquivalenceCounts equivalence;
  std::map<std::string, EquivalenceCounts> equivalenceByFamily;
  std::map<std::string, uint64_t> equivalenceUnknownReasons;
  std::vector<double> equivalenceSeconds;
  /// Equivalence proof time at quantile q (0 when none).
  double equivalenceQuantile(double q) const;
  std::vector<std::string> findings; // directories of written failures
  /// Distinct findings by signature.
  struct Distinct {
    uint64_t count = 0;
    bool known = false;
    std::string description;     // of the known finding, if any
    std::string firstDir;        // where the first instance was written
    std::string knownEntry = {}; // the KNOWN pattern it counts under
    /// Of a new finding: the KNOWN pattern it matches by name but not by
    /// its facts (KnownFindings::nearest), if any.
    std::string nearestEntry = {};
  };
  std::map<std::string, Distinct> distinct;
  uint64_t knownFailures = 0;
  /// Oracle disagreements: (a) mismatches where every proof held, (b) proof
  /// failures where every input set agreed. Each (a) gets an explanation
  /// (the campaign attributes it): a rewrite outside what map proofs
  /// cover, or a prover gap.
  uint64_t mismatchesProved = 0, proofFailuresAgreeing = 0;
  /// Of the (b) cases, those that mismatch when run again at the sizes
  /// their counterexample names.
  uint64_t proofFailuresConfirmed = 0;
  struct Disagreement {
    uint64_t seed;
    std::string signature;
    std::string explanation;
    bool proverGap;
  };
  std::vector<Disagreement> disagreements; // the (a) cases, explained
  uint64_t proverGaps() const;
  /// Generated cases the oracle refused (invalid-input): each is a bug of
  /// the generator (e.g. a case that reads uninitialized memory).
  uint64_t generatorBugs = 0;
  /// Execution: cases the interpreter ran, cases the JIT ran (alone, as
  /// the interpreter's check, or where it declined), and the interpreter's
  /// reasons for declining.
  uint64_t interpreted = 0, jitRan = 0;
  std::map<std::string, uint64_t> interpreterDeclined;
  /// With --record-speedup: unfused/fused time of every case with a fusion,
  /// and the cases where fusion made the kernel slower.
  std::vector<double> speedups;
  std::vector<std::pair<uint64_t, double>> slowerFusions; // (seed, speedup)
  bool interrupted = false;
  /// Campaign processes whose results this summary holds (--jobs workers,
  /// --shard machines): `seconds` is the longest one's wall time.
  uint64_t workers = 1;
  uint64_t newFailures() const { return failures - knownFailures; }

  void add(const CaseResult &result);
  /// Adds another campaign's summary (a worker's or a shard's), run at the
  /// same time: counts and samples are summed, findings deduplicated by
  /// signature, `seconds` is the longer wall time.
  void merge(const Summary &other);
  /// Adds the summary of a campaign run after this one (the next strategy
  /// of `run --strategy every`): like merge, but wall times add up.
  void mergeSequential(const Summary &other);
  /// Records this campaign's totals as the figures of its `strategy`
  /// (runCampaign does at its end).
  void recordStrategyFigures();
  /// Cases per second and worker.
  double casesPerSecondPerWorker() const {
    return casesPerSecond() / static_cast<double>(workers ? workers : 1);
  }
  double casesPerSecond() const { return seconds > 0 ? cases / seconds : 0; }
  double fusionRate() const {
    return cases ? static_cast<double>(casesWithFusion) / cases : 0;
  }
  /// "fusefuzz: N cases, F failures, R cases/s, K known findings reproduced"
  /// where F counts failures that are not known findings.
  std::string line() const;
};

} // namespace fusefuzz

#endif
