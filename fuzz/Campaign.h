//===- Campaign.h - Seeded fuzzing campaigns --------------------*- C++ -*-===//
#ifndef FUSEFUZZ_FUZZ_CAMPAIGN_H
#define FUSEFUZZ_FUZZ_CAMPAIGN_H

#include "fuzz/Isolation.h"
#include "generators/GenPolicy.h"
#include "oracle/Summary.h"

#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/raw_ostream.h"

namespace fusefuzz {

struct CampaignOptions {
  uint64_t seed = 1;
  uint64_t maxCases = 0;  // 0: no case limit
  double maxSeconds = 60; // 0: no time limit
  CheckOptions check;
  IsolationOptions isolation;
  GenPolicy policy;
  std::string outDir = "fusefuzz-out";
  bool writeFindings = true;
  bool progress = false; // live status line on stderr
  /// The command that names this binary in reproduce lines.
  std::string self = "fusefuzz";
};

/// Generates and checks cases `caseSeed(seed, 0..)` until a limit is hit.
/// Every failure is written to `outDir` before the next case starts.
Summary runCampaign(mlir::MLIRContext &context, const CampaignOptions &options,
                    llvm::raw_ostream &log);

/// Writes one failing case to a fresh directory under `outDir`: case.mlir
/// (seed and strategy in module attributes), fused.mlir, report.txt with
/// verdict, evidence and the command that reproduces it. Returns the
/// directory, or "" (with a message on `log`) if it could not be written.
std::string writeFinding(llvm::StringRef outDir, llvm::StringRef caseText,
                         uint64_t seed, const CaseResult &result,
                         const CampaignOptions &options,
                         llvm::raw_ostream &log);

/// The case text with `fusefuzz.strategy` added to its module attributes.
std::string stampStrategy(llvm::StringRef caseText, llvm::StringRef strategy);

} // namespace fusefuzz

#endif
