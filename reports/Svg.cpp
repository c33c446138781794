//===- Svg.cpp ------------------------------------------------------------===//
#include "reports/Svg.h"

#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <cmath>

using namespace fusefuzz;

std::string fusefuzz::escapeXml(llvm::StringRef text) {
  std::string out;
  for (char c : text)
    out += c == '<'    ? "&lt;"
           : c == '>'  ? "&gt;"
           : c == '&'  ? "&amp;"
           : c == '\'' ? "&#39;"
                       : std::string(1, c);
  return out;
}

std::vector<double> fusefuzz::niceTicks(double lo, double hi, unsigned count) {
  if (!(hi > lo))
    hi = lo + 1;
  double raw = (hi - lo) / std::max(1u, count);
  double magnitude = std::pow(10, std::floor(std::log10(raw)));
  double step = magnitude;
  for (double m : {1.0, 2.0, 5.0, 10.0})
    if (m * magnitude >= raw) {
      step = m * magnitude;
      break;
    }
  std::vector<double> ticks;
  for (double t = std::floor(lo / step) * step; t <= hi + step * 1e-9;
       t += step)
    ticks.push_back(std::fabs(t) < step * 1e-9 ? 0 : t);
  if (ticks.back() < hi)
    ticks.push_back(ticks.back() + step);
  return ticks;
}

/// A tick value as text: no needless decimals.
static std::string tickText(double v) {
  if (std::fabs(v - std::round(v)) < 1e-9)
    return llvm::formatv("{0}", static_cast<int64_t>(std::round(v))).str();
  return llvm::formatv("{0:g}", v).str();
}

static std::string svgStart(int width, int height) {
  return llvm::formatv("<svg xmlns='http://www.w3.org/2000/svg' width='{0}' "
                       "height='{1}' font-family='sans-serif'>",
                       width, height);
}

std::string fusefuzz::barChart(llvm::ArrayRef<Bar> bars, double center,
                               llvm::StringRef unit, bool higherIsBetter) {
  double lo = center, hi = center;
  for (const Bar &b : bars) {
    lo = std::min({lo, b.value, b.lo});
    hi = std::max({hi, b.value, b.hi});
  }
  std::vector<double> ticks = niceTicks(lo, hi);
  lo = ticks.front();
  hi = ticks.back();
  int rowHeight = 22, labelWidth = 260, plotWidth = 420;
  int axisY = 10 + rowHeight * static_cast<int>(bars.size());
  int height = axisY + 34;
  auto x = [&](double v) {
    return labelWidth + (v - lo) / (hi - lo) * plotWidth;
  };
  std::string svg = svgStart(labelWidth + plotWidth + 40, height);
  for (double t : ticks)
    svg += llvm::formatv("<line x1='{0}' y1='4' x2='{0}' y2='{1}' "
                         "stroke='#ddd'/><text x='{0}' y='{2}' font-size='11' "
                         "text-anchor='middle'>{3}</text>",
                         x(t), axisY, axisY + 14, escapeXml(tickText(t)));
  svg += llvm::formatv("<line x1='{0}' y1='{1}' x2='{2}' y2='{1}' "
                       "stroke='#444'/><line x1='{3}' y1='4' x2='{3}' "
                       "y2='{1}' stroke='#444'/>",
                       labelWidth, axisY, labelWidth + plotWidth, x(center));
  svg += llvm::formatv("<text x='{0}' y='{1}' font-size='11' "
                       "text-anchor='middle'>{2}</text>",
                       labelWidth + plotWidth / 2, axisY + 28, escapeXml(unit));
  for (size_t i = 0; i < bars.size(); ++i) {
    const Bar &b = bars[i];
    double y = 10 + i * rowHeight;
    double x0 = x(center), x1 = x(b.value);
    svg += llvm::formatv("<text x='0' y='{0}' font-size='12'>{1}</text>",
                         y + 13, escapeXml(b.label));
    svg += llvm::formatv("<rect x='{0}' y='{1}' width='{2}' height='14' "
                         "fill='{3}'/>",
                         std::min(x0, x1), y + 2, std::fabs(x1 - x0),
                         (b.value > center) != higherIsBetter ? "#c0392b"
                                                              : "#27ae60");
    if (b.lo != b.hi)
      svg += llvm::formatv("<line x1='{0}' y1='{1}' x2='{2}' y2='{1}' "
                           "stroke='black'/>",
                           x(b.lo), y + 9, x(b.hi));
  }
  return svg + "</svg>";
}

std::string fusefuzz::lineChart(llvm::ArrayRef<std::string> xLabels,
                                llvm::ArrayRef<Series> series,
                                llvm::StringRef yLabel) {
  static const char *colors[] = {"#1f77b4", "#ff7f0e", "#2ca02c", "#d62728",
                                 "#9467bd", "#8c564b", "#e377c2", "#7f7f7f",
                                 "#bcbd22", "#17becf"};
  double lo = 0, hi = 0;
  for (const Series &s : series)
    for (double v : s.values)
      if (!std::isnan(v))
        hi = std::max(hi, v), lo = std::min(lo, v);
  std::vector<double> ticks = niceTicks(lo, hi);
  lo = ticks.front();
  hi = ticks.back();
  int left = 60, top = 10, plotWidth = 560, plotHeight = 200;
  int legendTop = top + plotHeight + 40;
  int height = legendTop + 16 * static_cast<int>(series.size()) + 10;
  size_t n = xLabels.size();
  auto x = [&](size_t i) {
    return left + (n > 1 ? plotWidth * static_cast<double>(i) / (n - 1)
                         : plotWidth / 2.0);
  };
  auto y = [&](double v) {
    return top + plotHeight - (v - lo) / (hi - lo) * plotHeight;
  };
  std::string svg = svgStart(left + plotWidth + 30, height);
  for (double t : ticks)
    svg += llvm::formatv("<line x1='{0}' y1='{1}' x2='{2}' y2='{1}' "
                         "stroke='#ddd'/><text x='{3}' y='{4}' "
                         "font-size='11' text-anchor='end'>{5}</text>",
                         left, y(t), left + plotWidth, left - 6, y(t) + 4,
                         escapeXml(tickText(t)));
  svg += llvm::formatv("<line x1='{0}' y1='{1}' x2='{0}' y2='{2}' "
                       "stroke='#444'/><line x1='{0}' y1='{2}' x2='{3}' "
                       "y2='{2}' stroke='#444'/>",
                       left, top, top + plotHeight, left + plotWidth);
  svg += llvm::formatv("<text x='12' y='{0}' font-size='11' "
                       "transform='rotate(-90 12 {0})' "
                       "text-anchor='middle'>{1}</text>",
                       top + plotHeight / 2, escapeXml(yLabel));
  // At most ~10 x labels, evenly spaced.
  size_t every = std::max<size_t>(1, (n + 9) / 10);
  for (size_t i = 0; i < n; i += every)
    svg += llvm::formatv("<text x='{0}' y='{1}' font-size='10' "
                         "text-anchor='middle'>{2}</text>",
                         x(i), top + plotHeight + 16, escapeXml(xLabels[i]));
  for (size_t k = 0; k < series.size(); ++k) {
    const Series &s = series[k];
    const char *color = colors[k % std::size(colors)];
    std::string points;
    for (size_t i = 0; i < s.values.size() && i < n; ++i)
      if (!std::isnan(s.values[i])) {
        points += llvm::formatv("{0:f1},{1:f1} ", x(i), y(s.values[i]));
        svg += llvm::formatv("<circle cx='{0:f1}' cy='{1:f1}' r='3' "
                             "fill='{2}'><title>{3}: {4}</title></circle>",
                             x(i), y(s.values[i]), color, escapeXml(s.name),
                             escapeXml(tickText(s.values[i])));
      }
    svg += llvm::formatv("<polyline fill='none' stroke='{0}' "
                         "stroke-width='2' points='{1}'/>",
                         color, points);
    svg += llvm::formatv("<rect x='{0}' y='{1}' width='10' height='10' "
                         "fill='{2}'/><text x='{3}' y='{4}' "
                         "font-size='11'>{5}</text>",
                         left, legendTop + 16 * k, color, left + 16,
                         legendTop + 16 * k + 9, escapeXml(s.name));
  }
  return svg + "</svg>";
}
