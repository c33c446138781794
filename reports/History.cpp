//===- History.cpp --------------------------------------------------------===//
#include "reports/History.h"
#include "reports/Svg.h"
#include "reports/Table.h"

#include "passes/FusionTally.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cmath>

using namespace fusefuzz;
namespace json = llvm::json;

json::Object fusefuzz::historyEntry(const Summary &s, llvm::StringRef label,
                                    llvm::StringRef commit) {
  uint64_t distinctNew = 0;
  for (const auto &[signature, d] : s.distinct)
    distinctNew += !d.known;
  json::Object fired, refused;
  for (const auto &[rule, n] : s.fired)
    if (isFusionRule(rule))
      fired[rule] = n;
  for (const auto &[rule, n] : s.refusals)
    refused[rule] = n;
  json::Object strategies;
  for (const auto &[name, f] : s.byStrategy)
    strategies[name] = json::Object{{"cases", f.cases},
                                    {"fusion_rate", f.fusionRate()},
                                    {"new_failures", f.newFailures()},
                                    {"known_failures", f.knownFailures},
                                    {"new_findings", f.newFindings.size()},
                                    {"known_findings", f.knownFindings.size()}};
  return json::Object{
      {"label", label},
      {"commit", commit},
      {"strategies", std::move(strategies)},
      {"cases", s.cases},
      {"seconds", s.seconds},
      {"workers", s.workers},
      {"cases_per_second", s.casesPerSecond()},
      {"cases_per_second_per_worker", s.casesPerSecondPerWorker()},
      {"distinct_findings", s.distinct.size()},
      {"new_findings", distinctNew},
      {"new_failures", s.newFailures()},
      {"fusion_rate", s.fusionRate()},
      {"fired", std::move(fired)},
      {"refused", std::move(refused)}};
}

llvm::Expected<std::vector<json::Object>>
fusefuzz::loadHistory(llvm::StringRef path) {
  std::vector<json::Object> nights;
  if (!llvm::sys::fs::exists(path))
    return nights;
  auto buffer = llvm::MemoryBuffer::getFile(path);
  if (!buffer)
    return llvm::createStringError(
        path + ": cannot read: " + buffer.getError().message());
  llvm::SmallVector<llvm::StringRef> lines;
  (*buffer)->getBuffer().split(lines, '\n', -1, /*KeepEmpty=*/false);
  for (auto [i, line] : llvm::enumerate(lines)) {
    auto parsed = json::parse(line);
    if (!parsed || !parsed->getAsObject() ||
        !parsed->getAsObject()->getString("label")) {
      if (!parsed)
        llvm::consumeError(parsed.takeError());
      return llvm::createStringError(
          llvm::formatv("{0}:{1}: not a night of fusefuzz history", path, i + 1)
              .str());
    }
    nights.push_back(std::move(*parsed->getAsObject()));
  }
  return nights;
}

llvm::Error fusefuzz::appendHistory(llvm::StringRef path, json::Object entry) {
  auto nights = loadHistory(path);
  if (!nights)
    return nights.takeError();
  llvm::StringRef label = *entry.getString("label");
  llvm::erase_if(*nights, [&](const json::Object &night) {
    return night.getString("label") == label;
  });
  nights->push_back(std::move(entry));
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec);
  if (ec)
    return llvm::createStringError(path + ": cannot write: " + ec.message());
  for (json::Object &night : *nights)
    os << json::Value(std::move(night)) << "\n";
  return llvm::Error::success();
}

namespace {
double number(const json::Object &night, llvm::StringRef key) {
  return night.getNumber(key).value_or(NAN);
}

std::vector<std::string> labels(llvm::ArrayRef<json::Object> nights) {
  std::vector<std::string> out;
  for (const json::Object &night : nights)
    out.push_back(night.getString("label").value_or("?").str());
  return out;
}

Series series(llvm::StringRef name, llvm::ArrayRef<json::Object> nights,
              llvm::StringRef key, double scale = 1) {
  Series s{name.str(), {}};
  for (const json::Object &night : nights)
    s.values.push_back(number(night, key) * scale);
  return s;
}

/// Per 1000 cases, one series per rule of `group` ("fired", "refused"):
/// the `limit` rules with the most in the latest night, and any rule that
/// fell to zero since the night before (a vanished rule is news).
std::vector<Series> perRule(llvm::ArrayRef<json::Object> nights,
                            llvm::StringRef group, size_t limit = 8) {
  std::map<std::string, double> latest, previous;
  auto rates = [&](const json::Object &night,
                   std::map<std::string, double> &out) {
    double cases = std::max(1.0, number(night, "cases"));
    if (const json::Object *rules = night.getObject(group))
      for (const auto &[rule, n] : *rules)
        out[rule.str()] = n.getAsNumber().value_or(0) * 1000 / cases;
  };
  if (!nights.empty())
    rates(nights.back(), latest);
  if (nights.size() > 1)
    rates(nights[nights.size() - 2], previous);
  std::vector<std::pair<double, std::string>> ranked;
  for (const auto &[rule, rate] : latest)
    ranked.push_back({-rate, rule});
  llvm::sort(ranked);
  std::vector<std::string> chosen;
  for (size_t i = 0; i < ranked.size() && i < limit; ++i)
    chosen.push_back(ranked[i].second);
  for (const auto &[rule, rate] : previous)
    if (rate > 0 && !latest.count(rule))
      chosen.push_back(rule);
  std::vector<Series> out;
  for (const std::string &rule : chosen) {
    Series s{rule, {}};
    for (const json::Object &night : nights) {
      std::map<std::string, double> r;
      rates(night, r);
      s.values.push_back(r.count(rule) ? r[rule] : 0);
    }
    out.push_back(std::move(s));
  }
  return out;
}
/// One series per strategy campaigned in the latest night: `key` of its
/// figures in every night (missing nights read as NaN, a gap).
std::vector<Series> perStrategy(llvm::ArrayRef<json::Object> nights,
                                llvm::StringRef key, double scale = 1) {
  std::vector<Series> out;
  if (nights.empty())
    return out;
  const json::Object *latest = nights.back().getObject("strategies");
  if (!latest)
    return out;
  std::vector<std::string> names;
  for (const auto &[name, f] : *latest)
    names.push_back(name.str());
  llvm::sort(names);
  for (const std::string &name : names) {
    Series s{name, {}};
    for (const json::Object &night : nights) {
      const json::Object *all = night.getObject("strategies");
      const json::Object *f = all ? all->getObject(name) : nullptr;
      s.values.push_back(f ? f->getNumber(key).value_or(NAN) * scale : NAN);
    }
    out.push_back(std::move(s));
  }
  return out;
}

std::string percent(double v) {
  return std::isnan(v) ? "-" : llvm::formatv("{0:f1}%", 100 * v).str();
}

/// The latest night's figures per strategy (by name), with the fusion rate
/// of the night before.
Table strategyTable(llvm::ArrayRef<json::Object> nights) {
  Table table{{"strategy", "cases", "fusion rate", "the night before",
               "new failures", "new findings", "known findings"},
              {}};
  const json::Object *latest =
      nights.empty() ? nullptr : nights.back().getObject("strategies");
  const json::Object *previous =
      nights.size() > 1 ? nights[nights.size() - 2].getObject("strategies")
                        : nullptr;
  if (!latest)
    return table;
  for (const auto &[name, v] : *latest) {
    const json::Object *f = v.getAsObject();
    if (!f)
      continue;
    const json::Object *p = previous ? previous->getObject(name) : nullptr;
    int64_t newFindings = f->getInteger("new_findings").value_or(0);
    table.rows.push_back(
        {{name.str(), std::to_string(f->getInteger("cases").value_or(0)),
          percent(f->getNumber("fusion_rate").value_or(0)),
          percent(p ? p->getNumber("fusion_rate").value_or(NAN) : NAN),
          std::to_string(f->getInteger("new_failures").value_or(0)),
          std::to_string(newFindings),
          std::to_string(f->getInteger("known_findings").value_or(0))},
         newFindings > 0});
  }
  sortRowsByFirstCell(table);
  return table;
}
} // namespace

std::string fusefuzz::renderHistoryHtml(llvm::ArrayRef<json::Object> nights) {
  std::vector<std::string> x = labels(nights);
  std::string html = llvm::formatv("<h2 id='history'>History ({0} nights)</h2>",
                                   nights.size());
  html +=
      "<h3>Cases per second</h3>" +
      lineChart(x,
                {series("all workers", nights, "cases_per_second"),
                 series("per worker", nights, "cases_per_second_per_worker")},
                "cases/s");
  html += "<h3>Findings</h3>" +
          lineChart(x,
                    {series("distinct findings", nights, "distinct_findings"),
                     series("new distinct findings", nights, "new_findings")},
                    "distinct signatures");
  html += "<h3>Cases with at least one fusion</h3>" +
          lineChart(x, {series("fusion rate", nights, "fusion_rate", 100)},
                    "% of cases");
  html += "<h3>Fusions per rule</h3>" +
          lineChart(x, perRule(nights, "fired"), "per 1000 cases");
  html += "<h3>Refused pairs per legality rule</h3>" +
          lineChart(x, perRule(nights, "refused"), "per 1000 cases");
  Table strategies = strategyTable(nights);
  if (!strategies.rows.empty()) {
    html += "<h3 id='strategies'>Per strategy</h3>" + htmlTable(strategies);
    html += "<h3>Fusion rate per strategy</h3>" +
            lineChart(x, perStrategy(nights, "fusion_rate", 100), "% of cases");
    html += "<h3>New distinct findings per strategy</h3>" +
            lineChart(x, perStrategy(nights, "new_findings"),
                      "distinct signatures");
  }
  return html;
}

std::string
fusefuzz::renderHistoryMarkdown(llvm::ArrayRef<json::Object> nights) {
  std::string out = "\n## History\n\n| night | commit | cases | cases/s | "
                    "cases/s per worker | distinct findings | new | fusion "
                    "rate |\n|---|---|---|---|---|---|---|---|\n";
  for (const json::Object &night : nights)
    out += llvm::formatv("| {0} | {1} | {2} | {3:f1} | {4:f1} | {5} | {6} | "
                         "{7:f1}% |\n",
                         night.getString("label").value_or("?"),
                         night.getString("commit").value_or("").take_front(12),
                         night.getInteger("cases").value_or(0),
                         number(night, "cases_per_second"),
                         number(night, "cases_per_second_per_worker"),
                         night.getInteger("distinct_findings").value_or(0),
                         night.getInteger("new_findings").value_or(0),
                         100 * number(night, "fusion_rate"));
  Table strategies = strategyTable(nights);
  if (!strategies.rows.empty())
    out += "\n### Per strategy (latest night)\n\n" + markdownTable(strategies);
  return out;
}
