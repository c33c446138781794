//===- AbBenchReport.cpp - A/B comparisons as text, JSON, HTML ------------===//
#include "reports/AbBench.h"
#include "reports/Svg.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cmath>

using namespace fusefuzz;

unsigned AbReport::count(llvm::StringRef verdict) const {
  return llvm::count_if(cases,
                        [&](const AbCase &c) { return c.verdict == verdict; });
}

/// Cases with the largest ratio first.
static std::vector<const AbCase *> sortedCases(const AbReport &r) {
  std::vector<const AbCase *> out;
  for (const AbCase &c : r.cases)
    out.push_back(&c);
  llvm::sort(out, [](const AbCase *x, const AbCase *y) {
    return std::tie(y->ratio, x->name) < std::tie(x->ratio, y->name);
  });
  return out;
}

/// A time per call in the report's unit ("12.3us", "4.5kc").
static std::string perCall(double time, bool cycles) {
  return cycles ? llvm::formatv("{0:f1}kc", time / 1e3).str()
                : llvm::formatv("{0:f2}us", time).str();
}

std::string fusefuzz::renderAbText(const AbReport &r) {
  std::string out;
  llvm::raw_string_ostream os(out);
  os << llvm::formatv("A = {0}, B = {1}: {2} cases compared, {3} skipped, "
                      "in {4:f1} s\n",
                      r.aName, r.bName, r.cases.size(), r.skipped.size(),
                      r.seconds);
  os << llvm::formatv("clock: {0}; load average {1:f2} -> {2:f2}, other "
                      "runnable threads {3} -> {4}\n",
                      r.clock, r.loadBefore.loadAverage,
                      r.loadAfter.loadAverage, r.loadBefore.otherRunnable,
                      r.loadAfter.otherRunnable);
  bool cycles = r.unit == "cycles";
  os << llvm::formatv("{0,-36} {1,6} {2,10} {3,10} {4,10} {5,10} {6,22} {7,6} "
                      "{8}\n",
                      "case", "batch", "units x rnd", "unfused", "A", "B",
                      "B/A [99% interval]", "noise", "verdict");
  for (const AbCase *c : sortedCases(r))
    os << llvm::formatv(
        "{0,-36} {1,6} {2,10} {3,10} {4,10} {5,10} {6,8:f3} [{7:f3}, "
        "{8:f3}] {9,5:f1}% {10}\n",
        c->name, c->batch, llvm::formatv("{0} x {1}", c->units, c->rounds),
        perCall(c->unfusedTime, cycles), perCall(c->aTime, cycles),
        perCall(c->bTime, cycles), c->ratio, c->low, c->high,
        100 * std::max(c->cvA, c->cvB), c->verdict);
  os << llvm::formatv("geometric mean B/A: {0:f3} [{1:f3}, {2:f3}]; slower "
                      "{3}, faster {4}, same {5}, too noisy {6}\n",
                      r.geomean, r.geomeanLow, r.geomeanHigh, r.count("slower"),
                      r.count("faster"), r.count("same"),
                      r.count("too noisy to judge"));
  os << llvm::formatv("smallest change these cases show on this machine: "
                      "{0:f1}% (median over cases)\n",
                      100 * r.detectable);
  for (const std::string &s : r.skipped)
    os << "skipped: " << s << "\n";
  return out;
}

std::string fusefuzz::renderAbJson(const AbReport &r) {
  llvm::json::Array cases;
  for (const AbCase &c : r.cases)
    cases.push_back(llvm::json::Object{{"name", c.name},
                                       {"fusions_a", c.fusionsA},
                                       {"fusions_b", c.fusionsB},
                                       {"batch", c.batch},
                                       {"units", c.units},
                                       {"rounds", c.rounds},
                                       {"unfused_time", c.unfusedTime},
                                       {"a_time", c.aTime},
                                       {"b_time", c.bTime},
                                       {"half_width", c.halfWidth},
                                       {"seconds", c.seconds},
                                       {"ratio", c.ratio},
                                       {"low", c.low},
                                       {"high", c.high},
                                       {"cv_a", c.cvA},
                                       {"cv_b", c.cvB},
                                       {"verdict", c.verdict}});
  llvm::json::Array skipped;
  for (const std::string &s : r.skipped)
    skipped.push_back(s);
  llvm::json::Object o{{"a", r.aName},
                       {"b", r.bName},
                       {"clock", r.clock},
                       {"time_unit", r.unit},
                       {"load_average_before", r.loadBefore.loadAverage},
                       {"load_average_after", r.loadAfter.loadAverage},
                       {"cases", std::move(cases)},
                       {"skipped", std::move(skipped)},
                       {"geomean", r.geomean},
                       {"geomean_low", r.geomeanLow},
                       {"geomean_high", r.geomeanHigh},
                       {"detectable", r.detectable},
                       {"seconds", r.seconds}};
  std::string out;
  llvm::raw_string_ostream os(out);
  os << llvm::formatv("{0:2}", llvm::json::Value(std::move(o))) << "\n";
  return out;
}

llvm::Expected<std::vector<AbNight>>
fusefuzz::appendAbHistory(llvm::StringRef path, llvm::StringRef label,
                          const AbReport &r) {
  {
    llvm::json::Object ratios;
    for (const AbCase &c : r.cases)
      ratios[c.name] = c.ratio;
    llvm::json::Object night{{"label", label},
                             {"geomean", r.geomean},
                             {"low", r.geomeanLow},
                             {"high", r.geomeanHigh},
                             {"cases", r.cases.size()},
                             {"slower", r.count("slower")},
                             {"faster", r.count("faster")},
                             {"ratios", std::move(ratios)}};
    std::error_code ec;
    llvm::raw_fd_ostream os(path, ec, llvm::sys::fs::OF_Append);
    if (ec)
      return llvm::createStringError(ec, "cannot write " + path);
    os << llvm::json::Value(std::move(night)) << "\n";
  }
  auto buffer = llvm::MemoryBuffer::getFile(path);
  if (!buffer)
    return llvm::createStringError(buffer.getError(), "cannot read " + path);
  std::vector<AbNight> nights;
  llvm::SmallVector<llvm::StringRef> lines;
  (*buffer)->getBuffer().split(lines, '\n', -1, /*KeepEmpty=*/false);
  for (auto [n, line] : llvm::enumerate(lines)) {
    llvm::Expected<llvm::json::Value> value = llvm::json::parse(line);
    const llvm::json::Object *o = value ? value->getAsObject() : nullptr;
    if (!o) {
      if (!value)
        llvm::consumeError(value.takeError());
      return llvm::createStringError(
          llvm::formatv("{0}:{1}: not a night of A/B results", path, n + 1)
              .str());
    }
    AbNight night;
    night.label = o->getString("label").value_or("").str();
    night.geomean = o->getNumber("geomean").value_or(1);
    night.low = o->getNumber("low").value_or(night.geomean);
    night.high = o->getNumber("high").value_or(night.geomean);
    night.cases = o->getInteger("cases").value_or(0);
    night.slower = o->getInteger("slower").value_or(0);
    night.faster = o->getInteger("faster").value_or(0);
    if (const llvm::json::Object *ratios = o->getObject("ratios"))
      for (const auto &[name, v] : *ratios)
        if (std::optional<double> x = v.getAsNumber())
          night.ratios[name.str()] = *x;
    nights.push_back(std::move(night));
  }
  return nights;
}

std::string fusefuzz::renderAbHtml(const AbReport &r,
                                   llvm::ArrayRef<AbNight> history) {
  std::vector<Bar> bars;
  for (const AbCase *c : sortedCases(r))
    bars.push_back({c->name, c->ratio, c->low, c->high});
  std::string out;
  llvm::raw_string_ostream os(out);
  os << "<!doctype html><meta charset=\"utf-8\"><title>fusefuzz A/B</title>"
        "<style>body{font-family:sans-serif}td,th{padding:2px 8px;"
        "text-align:right}</style>\n";
  os << llvm::formatv("<h1>B = {0} against A = {1}</h1>\n", r.bName, r.aName);
  os << llvm::formatv("<p>{0} cases; geometric mean B/A {1:f3} [{2:f3}, "
                      "{3:f3}]; slower {4}, faster {5}, same {6}, too noisy "
                      "{7}; smallest change shown here {8:f1}%.</p>\n",
                      r.cases.size(), r.geomean, r.geomeanLow, r.geomeanHigh,
                      r.count("slower"), r.count("faster"), r.count("same"),
                      r.count("too noisy to judge"), 100 * r.detectable);
  os << "<h2>B/A per case, 99% intervals, slowest first</h2>\n"
     << barChart(bars, 1.0, "B/A time per call", /*higherIsBetter=*/false)
     << "\n";
  os << llvm::formatv("<p>Clock: {0}; load average {1:f2} at the start, "
                      "{2:f2} at the end.</p>\n",
                      r.clock, r.loadBefore.loadAverage,
                      r.loadAfter.loadAverage);
  os << "<table><tr><th>case</th><th>A " << r.unit << "</th><th>B " << r.unit
     << "</th><th>B/A</th>"
        "<th>interval</th><th>verdict</th></tr>\n";
  for (const AbCase *c : sortedCases(r))
    os << llvm::formatv("<tr><td style=\"text-align:left\">{0}</td><td>{1:f1}"
                        "</td><td>{2:f1}</td><td>{3:f3}</td><td>[{4:f3}, "
                        "{5:f3}]</td><td>{6}</td></tr>\n",
                        c->name, c->aTime, c->bTime, c->ratio, c->low, c->high,
                        c->verdict);
  os << "</table>\n";
  if (!history.empty()) {
    std::vector<std::string> labels;
    Series geomean{"geometric mean B/A", {}}, low{"interval low", {}},
        high{"interval high", {}}, slower{"cases slower", {}};
    for (const AbNight &n : history) {
      labels.push_back(n.label);
      geomean.values.push_back(n.geomean);
      low.values.push_back(n.low);
      high.values.push_back(n.high);
      slower.values.push_back(n.slower);
    }
    os << llvm::formatv("<h2>History ({0} night{1})</h2>\n", history.size(),
                        history.size() == 1 ? "" : "s")
       << lineChart(labels, {geomean, low, high}, "B/A") << "\n"
       << lineChart(labels, {slower}, "cases slower") << "\n";
    // Each case of tonight over the nights it was timed (the same cases
    // every night when the campaign seed of the timing corpus is fixed).
    std::vector<Series> perCase;
    for (const AbCase *c : sortedCases(r)) {
      Series s{c->name, {}};
      for (const AbNight &n : history) {
        auto it = n.ratios.find(c->name);
        s.values.push_back(it == n.ratios.end() ? NAN : it->second);
      }
      perCase.push_back(std::move(s));
      if (perCase.size() == 10)
        break; // the slowest ten: a chart of fifty lines reads as none
    }
    os << "<h3>B/A per case over the nights (tonight's slowest ten)</h3>\n"
       << lineChart(labels, perCase, "B/A") << "\n";
  }
  return out;
}
