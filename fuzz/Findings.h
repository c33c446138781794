//===- Findings.h - Signatures, known findings, deduplication ---*- C++ -*-===//
//
// A finding's signature says what kind of bug it is, so that a campaign
// reports distinct bugs rather than thousands of cases of the same one:
//   proof-failure:<rules>:<fact>        mismatch:<rules>[:<fact>]
//   crash:<signal>:<top frames>         <verdict>:<rules>
// (the fact is read from the fused IR or from the refutation:
// CaseResult::refutationFact, oracle/triage/MismatchFacts.h).
// Known findings (genuine upstream bugs already reported) are listed in a
// file of glob patterns over signatures; a campaign counts them apart and
// exits 0 when it found nothing new.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_FUZZ_FINDINGS_H
#define FUSEFUZZ_FUZZ_FINDINGS_H

#include "oracle/pipeline/CheckCase.h"

#include "llvm/Support/Error.h"
#include "llvm/Support/GlobPattern.h"

namespace fusefuzz {

std::string findingSignature(const CaseResult &result);

/// The first frames of a stack trace that name code (not the signal
/// machinery), shortened: "JitModule::run|checkCase".
std::string topFrames(llvm::StringRef stack, unsigned count = 2);

struct KnownFinding {
  std::string pattern;     // glob over signatures
  std::string reproducer;  // path of the reduced case
  std::string description; // one line
  std::string upstream;    // report link, or "-"
};

class KnownFindings {
public:
  /// Reads `path`: one finding per line, tab-separated
  /// `pattern  reproducer  description  upstream`; '#' starts a comment.
  static llvm::Expected<KnownFindings> load(llvm::StringRef path);
  /// The known finding `signature` matches, or null.
  const KnownFinding *match(llvm::StringRef signature) const;
  /// For a signature no entry matches: the first entry that matches it
  /// once the sub-facts are dropped from both ("<fact>/<detail>" read as
  /// "<fact>"), the same failure with other details; or null.
  const KnownFinding *nearest(llvm::StringRef signature) const;
  size_t size() const { return entries.size(); }
  const std::vector<KnownFinding> &all() const { return entries; }

private:
  /// The first entry whose pattern matches `signature`, both read without
  /// their facts where asked.
  const KnownFinding *firstMatch(llvm::StringRef signature,
                                 bool withoutFacts) const;
  std::vector<KnownFinding> entries;
};

/// The default known-findings file: corpus/known/KNOWN under the data root
/// (fuzz/DataFiles.h); nullopt when no data root is found.
std::optional<std::string> defaultKnownFindingsPath();

} // namespace fusefuzz

#endif
