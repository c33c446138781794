//===- Stats.h - Statistics for benchmark comparisons -----------*- C++ -*-===//
#ifndef FUSEFUZZ_REPORTS_STATS_H
#define FUSEFUZZ_REPORTS_STATS_H

#include "oracle/summary/Summary.h" // geometricMean
#include "llvm/ADT/ArrayRef.h"
#include <cstdint>
#include <utility>
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

double mean(llvm::ArrayRef<double> values);
/// The sample variance (n - 1 in the denominator); 0 below two values.
double sampleVariance(llvm::ArrayRef<double> values);

/// The mean of `values` without the lowest and highest `trim` of them (a
/// fraction; 0: the plain mean).
double trimmedMean(llvm::ArrayRef<double> values, double trim);

/// A 99% percentile-bootstrap interval of trimmedMean(trim) over `values`
/// (seeded: the same values give the same interval).
std::pair<double, double> bootstrapInterval(llvm::ArrayRef<double> values,
                                            double trim, uint64_t seed);

/// A trimmed mean and the half-width of its 99% interval (Yuen's: the
/// winsorized variance, Student's t with the trimmed count's degrees of
/// freedom), robust to a few wild values; {mean, INFINITY} below two kept
/// values.
std::pair<double, double> trimmedMeanInterval(llvm::ArrayRef<double> values,
                                              double trim);

/// The 99.5% quantile of Student's t distribution with `df` degrees of
/// freedom (a two-sided 99% interval's multiplier); the normal's for large
/// `df`.
double studentT995(unsigned df);

} // namespace fusefuzz

#endif
