//===- Reduce.h - Shrink a failing case, keeping its signature --*- C++ -*-===//
#ifndef FUSEFUZZ_FUZZ_REDUCE_REDUCE_H
#define FUSEFUZZ_FUZZ_REDUCE_REDUCE_H

#include "fuzz/Isolation.h"

#include "llvm/Support/raw_ostream.h"

namespace fusefuzz {

struct ReduceOptions {
  CheckOptions check;
  IsolationOptions isolation;
  double seconds = 30; // time budget
};

struct ReduceResult {
  bool reduced = false;  // the text below is smaller and still fails
  std::string text;      // the smallest failing case found
  std::string signature; // of the original (and reduced) failure
  std::string error;     // why nothing was reduced
  unsigned opsBefore = 0, opsAfter = 0, checks = 0;
  double seconds = 0;
};

/// Applies the reducers of Reducers.def until none makes the case smaller
/// (or the budget runs out), keeping a candidate only when it fails with
/// the original finding signature. Invalid candidates are never
/// interesting: they fail to parse or verify, which is another signature.
ReduceResult reduceCase(Session &session, llvm::StringRef text,
                        llvm::StringRef name, const ReduceOptions &options,
                        llvm::raw_ostream *log = nullptr);

} // namespace fusefuzz

#endif
