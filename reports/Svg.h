//===- Svg.h - Small self-contained SVG charts with labelled axes -*- C++
//-*-===//
#ifndef FUSEFUZZ_REPORTS_SVG_H
#define FUSEFUZZ_REPORTS_SVG_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace fusefuzz {

/// `text` with <, > and & escaped for HTML and SVG.
std::string escapeXml(llvm::StringRef text);

/// About `count` round tick values covering [lo, hi] (1, 2 or 5 times a
/// power of ten apart), ascending.
std::vector<double> niceTicks(double lo, double hi, unsigned count = 5);

/// One labelled bar: value, and an interval (lo == hi: none).
struct Bar {
  std::string label;
  double value, lo, hi;
};

/// Horizontal bars from `center`, with an x axis whose ticks carry values
/// in `unit`; green where the bar points the better way.
std::string barChart(llvm::ArrayRef<Bar> bars, double center,
                     llvm::StringRef unit, bool higherIsBetter);

/// One line of a line chart.
struct Series {
  std::string name;
  std::vector<double> values; // one per x label; NaN: no point
};

/// Lines over the x labels (nights, runs), with a y axis whose ticks carry
/// values, the x labels under the axis and a legend.
std::string lineChart(llvm::ArrayRef<std::string> xLabels,
                      llvm::ArrayRef<Series> series, llvm::StringRef yLabel);

} // namespace fusefuzz

#endif
