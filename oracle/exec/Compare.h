//===- Compare.h - Output comparison ----------------------------*- C++ -*-===//
#ifndef FUSEFUZZ_ORACLE_EXEC_COMPARE_H
#define FUSEFUZZ_ORACLE_EXEC_COMPARE_H

#include "oracle/exec/HostTensor.h"
#include <optional>

namespace fusefuzz {

/// The first difference between expected and actual outputs.
struct Difference {
  unsigned result = 0;
  std::string index;    // "[1, 2]" or "shape" when shapes differ
  std::string expected; // printed value (or shape)
  std::string actual;
  std::string str() const;
};

/// Integers compare bit-exactly; floats bit-exactly except that any NaN
/// equals any NaN, or within `ulps` units in the last place when non-zero.
std::optional<Difference> compareOutputs(llvm::ArrayRef<HostTensor> expected,
                                         llvm::ArrayRef<HostTensor> actual,
                                         unsigned ulps = 0);

/// The first element whose bits differ, or a difference in count or shape:
/// how a run under one poison differs from a run under another. Any NaN
/// equals any NaN here too: the executors propagate NaN payloads
/// differently (the JIT as the hardware does), and a payload is not part of
/// the value fusion must preserve, so a result that is NaN under both
/// poisons does not depend on the unwritten elements in any way that counts.
std::optional<Difference> firstBitDifference(llvm::ArrayRef<HostTensor> a,
                                             llvm::ArrayRef<HostTensor> b);

/// Distance in ULPs between two floats of `bits` width (0 when both NaN).
uint64_t ulpDistance(uint64_t a, uint64_t b, unsigned bits);

} // namespace fusefuzz

#endif
