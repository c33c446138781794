//===- Stats.h - Statistics for benchmark comparisons -----------*- C++ -*-===//
#ifndef FUSEFUZZ_REPORTS_STATS_H
#define FUSEFUZZ_REPORTS_STATS_H

#include "oracle/Summary.h" // geometricMean
#include "llvm/ADT/ArrayRef.h"
#include <vector>

namespace fusefuzz {

double median(llvm::ArrayRef<double> values);

/// Two-sided p-value of the Mann-Whitney U test that `a` and `b` come from
/// the same distribution: exact (enumerating U) for small samples without
/// ties, normal approximation with tie correction otherwise. 1 when either
/// sample is empty or all values are equal.
double mannWhitneyP(llvm::ArrayRef<double> a, llvm::ArrayRef<double> b);

/// Holm-Bonferroni adjusted p-values (same order as `p`), controlling the
/// family-wise error rate over many benchmarks.
std::vector<double> holmAdjust(llvm::ArrayRef<double> p);

/// Coefficient of variation (stddev / mean) of `values`.
double coefficientOfVariation(llvm::ArrayRef<double> values);

} // namespace fusefuzz

#endif
