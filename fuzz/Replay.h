//===- Replay.h - The regression corpus -------------------------*- C++ -*-===//
//
// A corpus case is a .mlir file whose leading comments say how to check it:
//   // EXPECT: <verdict>          (default: pass)
//   // STRATEGY: <name>           (default: all)
//   // MODE: prove-only           (execution off: only the prover decides)
//   // EQUIVALENCE: <mode>        (off, report or decide; default decide)
// Replaying checks each case with its strategy and compares the verdict.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_FUZZ_REPLAY_H
#define FUSEFUZZ_FUZZ_REPLAY_H

#include "fuzz/Isolation.h"

#include "llvm/Support/raw_ostream.h"

namespace fusefuzz {

struct CaseDirectives {
  Verdict expected = Verdict::Pass;
  std::string strategy = "all";
  bool proveOnly = false;
  CheckOptions::EquivalenceMode equivalence =
      CheckOptions::EquivalenceMode::Decide;
};

/// Reads the directives from the comment lines at the top of `text`.
llvm::Expected<CaseDirectives> readDirectives(llvm::StringRef text,
                                              llvm::StringRef name);

/// Every .mlir file under `paths` (files or directories), sorted.
std::vector<std::string> collectCases(llvm::ArrayRef<std::string> paths);

struct ReplayTotals {
  unsigned passed = 0, failed = 0;
};

/// Replays `files`, printing one verdict line (with rules fired and refused
/// pairs) per case and the closing "N passed, M failed" line.
ReplayTotals replayCases(Session &session, llvm::ArrayRef<std::string> files,
                         const IsolationOptions &isolation,
                         llvm::raw_ostream &out);

} // namespace fusefuzz

#endif
