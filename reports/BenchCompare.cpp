//===- BenchCompare.cpp ---------------------------------------------------===//
#include "reports/BenchCompare.h"
#include "reports/Stats.h"
#include "reports/Svg.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"

#include <algorithm>
#include <cmath>
#include <random>

using namespace fusefuzz;
namespace json = llvm::json;

llvm::Expected<std::map<std::string, BenchSeries>>
fusefuzz::loadBenchmarkJson(llvm::StringRef path) {
  auto buffer = llvm::MemoryBuffer::getFile(path);
  if (!buffer)
    return llvm::createStringError(
        (path + ": cannot read: " + buffer.getError().message()).str());
  auto parsed = json::parse((*buffer)->getBuffer());
  if (!parsed)
    return llvm::createStringError(
        (path + ": not JSON: " + llvm::toString(parsed.takeError())).str());
  const json::Object *root = parsed->getAsObject();
  const json::Array *list = root ? root->getArray("benchmarks") : nullptr;
  if (!list)
    return llvm::createStringError(
        (path + ": no \"benchmarks\" array (Google Benchmark JSON?)").str());
  std::map<std::string, BenchSeries> out;
  for (const json::Value &v : *list) {
    const json::Object *b = v.getAsObject();
    if (!b || b->getString("run_type").value_or("iteration") != "iteration")
      continue;
    std::string name = b->getString("run_name")
                           .value_or(b->getString("name").value_or(""))
                           .str();
    std::optional<double> t = b->getNumber("real_time");
    if (name.empty() || !t)
      continue;
    BenchSeries &s = out[name];
    s.times.push_back(*t);
    s.label = b->getString("label").value_or("").str();
    s.bytesPerCall = b->getNumber("bytes_per_call").value_or(0);
  }
  return out;
}

/// 95% percentile-bootstrap interval of the change of medians (fixed seed:
/// the same inputs always give the same report).
static std::pair<double, double> bootstrap(const std::vector<double> &a,
                                           const std::vector<double> &b) {
  std::mt19937_64 rng(1);
  std::vector<double> changes;
  std::vector<double> ra(a.size()), rb(b.size());
  for (int i = 0; i < 1000; ++i) {
    for (double &x : ra)
      x = a[rng() % a.size()];
    for (double &x : rb)
      x = b[rng() % b.size()];
    double m = median(ra);
    changes.push_back(m > 0 ? (median(rb) - m) / m : 0);
  }
  std::sort(changes.begin(), changes.end());
  return {changes[25], changes[974]};
}

CompareReport
fusefuzz::compareBenchmarks(const std::map<std::string, BenchSeries> &old,
                            const std::map<std::string, BenchSeries> &current,
                            double threshold, double alpha, bool normalize) {
  CompareReport report;
  report.threshold = threshold;
  report.alpha = alpha;
  std::map<std::string, BenchSeries> cur = current;
  if (normalize) {
    auto stream = [](const std::map<std::string, BenchSeries> &run) {
      for (const char *n : {"stream/triad/real_time", "stream/triad"})
        if (auto it = run.find(n); it != run.end())
          return median(it->second.times);
      return 0.0;
    };
    double before = stream(old), now = stream(cur);
    if (before > 0 && now > 0) {
      report.normalization = before / now;
      for (auto &[name, series] : cur)
        for (double &t : series.times)
          t *= report.normalization;
    }
  }
  std::vector<double> ratios, pvalues;
  for (const auto &[name, now] : cur) {
    auto it = old.find(name);
    if (it == old.end() || it->second.times.empty() || now.times.empty())
      continue;
    Comparison c;
    c.name = name;
    c.oldMedian = median(it->second.times);
    c.newMedian = median(now.times);
    c.change = c.oldMedian > 0 ? (c.newMedian - c.oldMedian) / c.oldMedian : 0;
    std::tie(c.ciLow, c.ciHigh) = bootstrap(it->second.times, now.times);
    c.p = mannWhitneyP(it->second.times, now.times);
    c.cvOld = coefficientOfVariation(it->second.times);
    c.cvNew = coefficientOfVariation(now.times);
    pvalues.push_back(c.p);
    if (c.oldMedian > 0 && c.newMedian > 0)
      ratios.push_back(c.newMedian / c.oldMedian);
    report.rows.push_back(c);
  }
  std::vector<double> adjusted = holmAdjust(pvalues);
  for (size_t i = 0; i < report.rows.size(); ++i) {
    Comparison &c = report.rows[i];
    c.pAdjusted = adjusted[i];
    bool significant = c.pAdjusted < alpha;
    c.regression = significant && c.change > threshold;
    c.improvement = significant && c.change < -threshold;
  }
  report.geomeanRatio = geometricMean(ratios);
  for (const auto &[name, now] : cur) {
    llvm::StringRef n(name);
    if (!n.consume_back("/fused/real_time") && !n.consume_back("/fused"))
      continue;
    for (const char *suffix : {"/unfused/real_time", "/unfused"}) {
      auto it = cur.find((n + suffix).str());
      if (it != cur.end() && median(now.times) > 0)
        report.speedups[n.str()] = median(it->second.times) / median(now.times);
    }
  }
  return report;
}

bool CompareReport::anyRegression() const {
  return llvm::any_of(rows, [](const Comparison &c) { return c.regression; });
}

static std::string percent(double x) {
  return llvm::formatv("{0}{1:f1}%", x >= 0 ? "+" : "", 100 * x).str();
}

static std::string verdictOf(const Comparison &c) {
  return c.regression ? "REGRESSION" : c.improvement ? "faster" : "same";
}

std::string fusefuzz::renderCompareMarkdown(const CompareReport &r) {
  std::string out = "## fusefuzz benchmark comparison\n\n";
  out += "| benchmark | baseline | current | change | 95% interval | p "
         "(Holm) | noise (CV) | verdict |\n|---|---:|---:|---:|---|---:|---:|"
         "---|\n";
  for (const Comparison &c : r.rows)
    out += llvm::formatv("| {0} | {1:f1} | {2:f1} | {3} | [{4}, {5}] | "
                         "{6:f4} | {8:f1}% / {9:f1}% | {7} |\n",
                         c.name, c.oldMedian, c.newMedian, percent(c.change),
                         percent(c.ciLow), percent(c.ciHigh), c.pAdjusted,
                         verdictOf(c), 100 * c.cvOld, 100 * c.cvNew);
  out += llvm::formatv("| **geomean** | | | {0} | | | | |\n\n",
                       percent(r.geomeanRatio - 1));
  if (!r.speedups.empty()) {
    out += "| case | fused speedup (unfused/fused time) |\n|---|---:|\n";
    for (const auto &[name, s] : r.speedups)
      out += llvm::formatv("| {0} | {1:f2}x |\n", name, s);
    out += "\n";
  }
  if (r.normalization != 1)
    out += llvm::formatv("Current times scaled by {0:f3} (streaming-kernel "
                         "ratio of the two runs).\n\n",
                         r.normalization);
  out += llvm::formatv("Regressions (slower by more than {0:f0}% with "
                       "Holm-adjusted p < {1}): {2}\n",
                       100 * r.threshold, r.alpha,
                       r.anyRegression() ? "YES" : "none");
  return out;
}

std::string fusefuzz::renderCompareHtml(const CompareReport &r) {
  std::string html =
      "<!DOCTYPE html><html><head><meta charset='utf-8'>"
      "<title>fusefuzz benchmark report</title><style>"
      "body{font-family:sans-serif;margin:2em}table{border-collapse:collapse}"
      "td,th{border:1px solid #ccc;padding:4px 8px;text-align:right}"
      "th{cursor:pointer;background:#eee}.REGRESSION{color:#c0392b;"
      "font-weight:bold}.faster{color:#27ae60}</style></head><body>"
      "<h1>fusefuzz benchmark report</h1>";
  html += llvm::formatv(
      "<p id='summary'>{0} benchmarks compared; geometric "
      "mean change <b id='geomean'>{1}</b>; regressions: "
      "<b id='regressions'>{2}</b>.</p>",
      r.rows.size(), percent(r.geomeanRatio - 1),
      llvm::count_if(r.rows, [](const Comparison &c) { return c.regression; }));
  if (!r.speedups.empty()) {
    std::vector<Bar> bars;
    for (const auto &[name, s] : r.speedups)
      bars.push_back({llvm::formatv("{0} ({1:f2}x)", name, s).str(), s, s, s});
    html += "<h2>Fused speedup over unfused (current run)</h2>";
    html += barChart(bars, 1.0, "unfused time / fused time (x)",
                     /*higherIsBetter=*/true);
  }
  std::vector<Bar> changes;
  for (const Comparison &c : r.rows)
    changes.push_back({c.name, 100 * c.change, 100 * c.ciLow, 100 * c.ciHigh});
  html += "<h2>Change against the baseline (95% interval)</h2>";
  html += barChart(changes, 0.0, "change in median time (%)",
                   /*higherIsBetter=*/false);
  html += "<h2>All benchmarks</h2><table id='results'><thead><tr>"
          "<th>benchmark</th><th>baseline (us)</th><th>current (us)</th>"
          "<th>change</th><th>p (Holm)</th><th>verdict</th></tr></thead>"
          "<tbody>";
  for (const Comparison &c : r.rows)
    html +=
        llvm::formatv("<tr><td style='text-align:left'>{0}</td><td>{1:f1}</td>"
                      "<td>{2:f1}</td><td data-v='{3}'>{4}</td><td>{5:f4}</td>"
                      "<td class='{6}'>{6}</td></tr>",
                      escapeXml(c.name), c.oldMedian, c.newMedian, c.change,
                      percent(c.change), c.pAdjusted, verdictOf(c));
  html += "</tbody></table><script>"
          "document.querySelectorAll('#results th').forEach((th,i)=>"
          "th.addEventListener('click',()=>{const b=document.querySelector("
          "'#results tbody');const rows=[...b.rows];const key=r=>{const c="
          "r.cells[i];return c.dataset.v!==undefined?parseFloat(c.dataset.v)"
          ":(isNaN(parseFloat(c.textContent))?c.textContent:parseFloat("
          "c.textContent));};const dir=th.dataset.dir==='a'?-1:1;th.dataset."
          "dir=dir>0?'a':'d';rows.sort((x,y)=>key(x)>key(y)?dir:key(x)<key(y)"
          "?-dir:0);rows.forEach(r=>b.appendChild(r));}));</script>"
          "</body></html>\n";
  return html;
}
