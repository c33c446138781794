//===- BenchCompare.h - Benchmark results against a baseline ----*- C++ -*-===//
//
// Compares two Google Benchmark JSON files the way its compare.py does:
// per-benchmark change of the median time, a Mann-Whitney U test over the
// repetitions, a geometric-mean row; p-values are Holm-adjusted because
// many benchmarks are tested at once. A regression is a significant slowdown
// beyond a threshold.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_REPORTS_BENCHCOMPARE_H
#define FUSEFUZZ_REPORTS_BENCHCOMPARE_H

#include "llvm/Support/Error.h"

#include <map>
#include <string>
#include <vector>

namespace fusefuzz {

struct BenchSeries {
  std::vector<double> times; // real time per repetition
  std::string label;
  double bytesPerCall = 0;
};

/// Benchmarks by run name, from Google Benchmark's JSON output.
llvm::Expected<std::map<std::string, BenchSeries>>
loadBenchmarkJson(llvm::StringRef path);

struct Comparison {
  std::string name;
  double oldMedian = 0, newMedian = 0;
  double change = 0;            // (new - old) / old
  double ciLow = 0, ciHigh = 0; // 95% bootstrap interval of the change
  double p = 1, pAdjusted = 1;
  double cvOld = 0, cvNew = 0; // timing noise over the repetitions
  bool regression = false;     // significant and beyond the threshold
  bool improvement = false;
};

struct CompareReport {
  std::vector<Comparison> rows;
  double geomeanRatio = 1; // of new/old medians
  /// From the current run: unfused/fused median time per case.
  std::map<std::string, double> speedups;
  double threshold = 0.05, alpha = 0.05;
  double normalization = 1; // factor applied to current times
  bool anyRegression() const;
};

/// With `normalize`, the current times are scaled by the ratio of the two
/// runs' streaming-kernel medians (stream/triad), which removes the drift of
/// a shared machine between runs; the factor is reported.
CompareReport compareBenchmarks(const std::map<std::string, BenchSeries> &old,
                                const std::map<std::string, BenchSeries> &cur,
                                double threshold, double alpha,
                                bool normalize = false);

std::string renderCompareMarkdown(const CompareReport &report);
/// A self-contained page: SVG plots of the fused/unfused speedups and of
/// the changes with their intervals, and a table sortable by change.
std::string renderCompareHtml(const CompareReport &report);

} // namespace fusefuzz

#endif
