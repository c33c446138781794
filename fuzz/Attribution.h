//===- Attribution.h - Which rewrite caused a finding -----------*- C++ -*-===//
//
// Replays a failing case with the strategy capped at its first k rewrites,
// k = 0, 1, 2, ..., and stops at the first k that fails the same way (same
// verdict and, where the proof explains it, the same fact): the
// k-th rewrite, a named upstream pattern applied to a named op, is the
// first after which the case fails. A linear scan, not a bisection: a
// failure may appear, vanish under a later clean-up and appear again, and
// bisection would then name a later rewrite.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_FUZZ_ATTRIBUTION_H
#define FUSEFUZZ_FUZZ_ATTRIBUTION_H

#include "fuzz/Isolation.h"

namespace fusefuzz {

struct Attribution {
  bool found = false;
  unsigned rewrite = 0;    // 1-based index into the strategy's rewrites
  unsigned total = 0;      // rewrites the full strategy performed
  std::string responsible; // "<rule> on <op>"
  std::string rule;        // the pattern or driver of that rewrite
  unsigned checks = 0;
  /// Why no rewrite can be named, where the fusion is not a sequence of
  /// visible rewrites (an external tool, a transform script).
  std::string unattributable;
  std::string str() const;
};

Attribution attributeFailure(Session &session, llvm::StringRef text,
                             llvm::StringRef name, const CheckOptions &options,
                             const IsolationOptions &isolation);

} // namespace fusefuzz

#endif
