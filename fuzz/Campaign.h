//===- Campaign.h - Seeded fuzzing campaigns --------------------*- C++ -*-===//
#ifndef FUSEFUZZ_FUZZ_CAMPAIGN_H
#define FUSEFUZZ_FUZZ_CAMPAIGN_H

#include "fuzz/Attribution.h"
#include "fuzz/Findings.h"
#include "fuzz/Isolation.h"
#include "generators/GenPolicy.h"
#include "oracle/summary/Summary.h"

#include "llvm/Support/raw_ostream.h"

namespace fusefuzz {

struct CampaignOptions {
  uint64_t seed = 1;
  /// Cases are `caseSeed(seed, i)` for i = firstIndex, firstIndex +
  /// indexStride, ... below maxCases: a --jobs worker or a --shard takes
  /// every indexStride-th case of the one sequence.
  uint64_t firstIndex = 0, indexStride = 1;
  uint64_t maxCases = 0;  // 0: no limit; else the sequence ends there
  double maxSeconds = 60; // 0: no time limit
  CheckOptions check;
  IsolationOptions isolation;
  GenPolicy policy;
  std::string outDir = "fusefuzz-out";
  bool writeFindings = true;
  bool progress = false; // live status line on stderr
  /// Every known finding printed as it is found, with where its report
  /// went; otherwise they are counted (status line, summary) and only new
  /// ones get a line.
  bool verbose = false;
  /// For a --jobs worker: a machine-readable status line on the log
  /// (kProgressMarker, then "cases failures known fusions") instead of
  /// `progress`.
  bool progressLines = false;
  /// Several campaigns write into `outDir` at once: the reports kept per
  /// signature, and who attributes and reduces a new finding, are claimed
  /// through files in <outDir>/.claims.
  bool sharedOutDir = false;
  /// When set, one line per case is appended here: index, seed, verdict,
  /// fusions, signature (for failures).
  std::string caseLog;
  /// The command that names this binary in reproduce lines.
  std::string self = "fusefuzz";
  /// Failures matching these are counted as known, not as new failures.
  const KnownFindings *known = nullptr;
  /// Full reports written per distinct signature (every instance is still
  /// logged, with its seed, in <outDir>/findings.tsv).
  unsigned keepPerSignature = 3;
  /// Time budget to reduce the first instance of each new distinct
  /// finding (written as reduced.mlir next to case.mlir); 0: off.
  double reduceSeconds = 20;
  /// Time fused against unfused for every passing case (Summary::speedups).
  bool recordSpeedup = false;
  /// The strategies sessions made for work on a finding know (runCampaign
  /// sets it to its session's when null).
  const StrategyRegistry *strategies = nullptr;
};

/// Starts a --jobs worker's status line on its log.
constexpr char kProgressMarker = '\x1e';

/// Asks a running campaign to stop after the current case (async-signal
/// safe). runCampaign installs SIGINT/SIGTERM handlers that call it, so an
/// interrupted campaign still returns its summary with every finding kept.
void requestStop();

/// Generates and checks cases `caseSeed(seed, 0..)` until a limit is hit.
/// Every failure is written to `outDir` before the next case starts.
Summary runCampaign(Session &session, const CampaignOptions &options,
                    llvm::raw_ostream &log);

/// Explains an oracle disagreement of kind (a), a mismatch although the
/// end-to-end proof held: a prover gap, named with the rewrite attribution
/// found.
Summary::Disagreement explainDisagreement(const Attribution &attribution,
                                          uint64_t seed,
                                          llvm::StringRef signature);

/// Writes one failing case to a fresh directory under `outDir`: case.mlir
/// (seed and strategy in module attributes), fused.mlir, report.txt with
/// verdict, evidence and the command that reproduces it. Returns the
/// directory, or "" (with a message on `log`) if it could not be written.
std::string writeFinding(llvm::StringRef outDir, llvm::StringRef caseText,
                         uint64_t seed, const CaseResult &result,
                         const CampaignOptions &options,
                         llvm::raw_ostream &log);

/// Counts a failure under its signature (known or new), writes its report
/// (for the first instances of each signature) and logs it. Returns the
/// attribution when the finding is new and was attributed.
std::optional<Attribution> recordFinding(Summary &summary, llvm::StringRef text,
                                         uint64_t seed,
                                         const CaseResult &result,
                                         const CampaignOptions &options,
                                         llvm::raw_ostream &log);

/// What fuses the campaign's cases, as its summary names it: the strategy,
/// or `schedule <path>` for a user's transform script.
std::string campaignName(const CampaignOptions &options);

/// The case text with `fusefuzz.strategy` added to its module attributes.
std::string stampStrategy(llvm::StringRef caseText, llvm::StringRef strategy);

} // namespace fusefuzz

#endif
