//===- SummaryReport.cpp --------------------------------------------------===//
#include "reports/SummaryReport.h"
#include "reports/Svg.h"
#include "reports/Table.h"

#include "llvm/Support/FormatVariadic.h"

using namespace fusefuzz;
namespace json = llvm::json;

namespace {
/// A JSON scalar for people: strings unquoted, fractions to 3 decimals.
std::string formatValue(const json::Value &v) {
  if (std::optional<llvm::StringRef> str = v.getAsString())
    return str->str();
  if (std::optional<int64_t> i = v.getAsInteger())
    return std::to_string(*i);
  if (std::optional<double> d = v.getAsNumber())
    return llvm::formatv("{0:f3}", *d).str();
  std::string text;
  llvm::raw_string_ostream os(text);
  os << v;
  return text;
}

/// (key, value) rows of a JSON object of numbers, in key order.
std::vector<std::pair<std::string, std::string>> rows(const json::Object *o) {
  std::vector<std::pair<std::string, std::string>> out;
  if (!o)
    return out;
  for (const auto &[k, v] : *o)
    out.push_back({k.str(), formatValue(v)});
  std::sort(out.begin(), out.end());
  return out;
}

struct Section {
  std::string title;
  std::vector<std::pair<std::string, std::string>> rows;
};

std::vector<Section> sections(const json::Object &s) {
  std::vector<Section> out;
  Section overview{"Overview", {}};
  for (const char *key :
       {"strategy", "cases", "failures", "new_failures", "known_failures",
        "cases_with_fusion", "fusions", "cases_per_second", "workers",
        "cases_per_second_per_worker", "seconds", "interrupted"})
    if (const json::Value *v = s.get(key))
      overview.rows.push_back({key, formatValue(*v)});
  out.push_back(overview);
  out.push_back({"Cases by verdict", rows(s.getObject("cases_by_verdict"))});
  out.push_back({"Fusions by rule", rows(s.getObject("fusions_by_rule"))});
  out.push_back({"Refused pairs by legality rule",
                 rows(s.getObject("refusals_by_rule"))});
  out.push_back({"Proofs", rows(s.getObject("proofs"))});
  return out;
}

/// One row per strategy campaigned: name, cases, fusion rate, new and
/// known failures, the new distinct findings; by name.
Table strategyTable(const json::Object &s) {
  Table table{{"strategy", "cases", "fusion rate", "new failures",
               "known failures", "new findings"},
              {}};
  const json::Object *all = s.getObject("strategies");
  if (!all)
    return table;
  for (const auto &[name, v] : *all) {
    const json::Object *f = v.getAsObject();
    if (!f)
      continue;
    std::string found;
    if (const json::Array *a = f->getArray("new_findings"))
      for (const json::Value &sig : *a)
        found +=
            (found.empty() ? "" : " ") + sig.getAsString().value_or("").str();
    int64_t newFailures = f->getInteger("new_failures").value_or(0);
    table.rows.push_back(
        {{name.str(), std::to_string(f->getInteger("cases").value_or(0)),
          llvm::formatv("{0:f1}%",
                        100 * f->getNumber("fusion_rate").value_or(0)),
          std::to_string(newFailures),
          std::to_string(f->getInteger("known_failures").value_or(0)),
          found.empty() ? "-" : found},
         newFailures > 0});
  }
  sortRowsByFirstCell(table);
  return table;
}

} // namespace

std::string fusefuzz::renderSummaryMarkdown(const json::Object &s) {
  std::string out = "## fusefuzz campaign\n\n";
  for (const Section &sec : sections(s)) {
    out += "### " + sec.title + "\n\n| | |\n|---|---:|\n";
    for (const auto &[k, v] : sec.rows)
      out += "| " + k + " | " + v + " |\n";
    out += "\n";
  }
  Table strategies = strategyTable(s);
  if (!strategies.rows.empty())
    out += "### Per strategy\n\n" + markdownTable(strategies) + "\n";
  out += "### Distinct findings\n\n| signature | count | known | example "
         "|\n|---|---:|---|---|\n";
  if (const json::Array *d = s.getArray("distinct_findings"))
    for (const json::Value &v : *d) {
      const json::Object *f = v.getAsObject();
      if (!f)
        continue;
      out += llvm::formatv(
          "| {0} | {1} | {2} | {3} |\n", f->getString("signature").value_or(""),
          f->getInteger("count").value_or(0),
          f->getBoolean("known").value_or(false) ? "yes" : "NEW",
          f->getString("example").value_or(""));
    }
  return out;
}

std::string fusefuzz::renderSummaryHtml(const json::Object &s,
                                        llvm::StringRef moreHtml) {
  std::string html = "<!DOCTYPE html><html><head><meta charset='utf-8'>"
                     "<title>fusefuzz campaign</title><style>body{font-family:"
                     "sans-serif;margin:2em}table{border-collapse:collapse;"
                     "margin-bottom:1em}td,th{border:1px solid #ccc;padding:"
                     "4px 8px}.NEW{color:#c0392b;font-weight:bold}</style>"
                     "</head><body><h1>fusefuzz campaign</h1>";
  for (const Section &sec : sections(s)) {
    html += "<h2>" + escapeXml(sec.title) + "</h2><table>";
    for (const auto &[k, v] : sec.rows)
      html += "<tr><td>" + escapeXml(k) + "</td><td id='" + escapeXml(k) +
              "'>" + escapeXml(v) + "</td></tr>";
    html += "</table>";
  }
  Table strategies = strategyTable(s);
  if (!strategies.rows.empty())
    html += "<h2 id='per-strategy'>Per strategy</h2>" + htmlTable(strategies);
  html += "<h2>Distinct findings</h2><table><tr><th>signature</th><th>count"
          "</th><th>known</th><th>reproducer</th></tr>";
  if (const json::Array *d = s.getArray("distinct_findings"))
    for (const json::Value &v : *d) {
      const json::Object *f = v.getAsObject();
      if (!f)
        continue;
      bool known = f->getBoolean("known").value_or(false);
      std::string example = f->getString("example").value_or("").str();
      html += llvm::formatv(
          "<tr><td>{0}</td><td>{1}</td><td class='{2}'>{2}</td><td>{3}</td>"
          "</tr>",
          escapeXml(f->getString("signature").value_or("")),
          f->getInteger("count").value_or(0), known ? "known" : "NEW",
          example.empty() ? std::string("-")
                          : "<a href='" + escapeXml(example) + "/case.mlir'>" +
                                escapeXml(example) + "</a>");
    }
  return html + "</table>" + moreHtml.str() + "</body></html>\n";
}
