//===- UpstreamReport.cpp -------------------------------------------------===//
#include "reports/UpstreamReport.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace fusefuzz;

bool ReproduceStep::runsMlirOpt() const {
  return llvm::is_contained(argv, "mlir-opt");
}

bool ReproduceStep::runsFusefuzz() const {
  return !argv.empty() && argv[0] == "fusefuzz";
}

/// "RUN:", "CHECK-NEXT:", "EXPECT:", "SIG:": lit and FileCheck lines, and
/// the reproducers' own keys. Prose ("Note: ...") has lower case letters.
static bool isDirective(llvm::StringRef line) {
  size_t colon = line.find(':');
  if (colon == 0 || colon == llvm::StringRef::npos)
    return false;
  return llvm::all_of(line.take_front(colon), [](char c) {
    return llvm::isUpper(c) || llvm::isDigit(c) || c == '-' || c == '_';
  });
}

/// The command a REPRODUCE block's first line runs on `fileName`, or none.
static std::vector<std::string> commandOf(llvm::StringRef line,
                                          llvm::StringRef fileName) {
  llvm::SmallVector<llvm::StringRef> words;
  line.split(words, ' ', -1, /*KeepEmpty=*/false);
  size_t tool = 0;
  if (words.size() > 2 && words[0] == "timeout")
    tool = 2;
  bool mlirOpt = words.size() > tool + 1 && words[tool] == "mlir-opt" &&
                 words.back() == fileName;
  bool fusefuzz = words.size() > 2 && words[0] == "fusefuzz" &&
                  words[1] == "check" && words[2] == fileName;
  if (!mlirOpt && !fusefuzz)
    return {};
  return std::vector<std::string>(words.begin(), words.end());
}

/// Drops the explanation's last sentence when it ends with a colon: it
/// introduces the lit lines that followed it, which a report leaves out.
static void dropLeadIn(std::vector<std::string> &prose) {
  if (prose.empty() || !llvm::StringRef(prose.back()).ends_with(":"))
    return;
  while (!prose.empty()) {
    llvm::StringRef last = prose.back();
    if (last.empty() || last.ends_with("."))
      return;
    prose.pop_back();
  }
}

ReproducerParts fusefuzz::splitReproducer(llvm::StringRef text,
                                          llvm::StringRef fileName) {
  ReproducerParts parts;
  std::vector<std::string> prose;
  ReproduceStep *step = nullptr;
  bool inHeader = true;
  llvm::SmallVector<llvm::StringRef> lines;
  text.split(lines, '\n');
  for (llvm::StringRef raw : lines) {
    llvm::StringRef trimmed = raw.trim();
    bool comment = trimmed.starts_with("//");
    if (!comment) {
      if (!trimmed.empty())
        inHeader = false;
      if (!inHeader || !trimmed.empty())
        parts.ir += raw.rtrim().str() + "\n";
      step = nullptr;
      continue;
    }
    if (!inHeader)
      continue; // comments inside or after the IR
    llvm::StringRef body = trimmed.drop_front(2);
    if (body.starts_with(" "))
      body = body.drop_front();
    if (body.trim().empty()) {
      step = nullptr;
      if (!prose.empty() && !prose.back().empty())
        prose.push_back("");
      continue;
    }
    if (body.starts_with("REPRODUCE:")) {
      llvm::StringRef first = body.drop_front(10).trim();
      parts.steps.push_back({first.str(), commandOf(first, fileName)});
      step = &parts.steps.back();
      continue;
    }
    if (llvm::StringRef key = body; key.consume_front("STRATEGY:"))
      parts.strategy = key.trim().str();
    if (isDirective(body)) {
      step = nullptr;
      dropLeadIn(prose);
      continue;
    }
    if (step) {
      step->text += "\n" + body.rtrim().str();
      continue;
    }
    prose.push_back(body.rtrim().str());
  }
  while (!prose.empty() && prose.back().empty())
    prose.pop_back();
  // Paragraphs: a line break inside one is a space.
  for (size_t i = 0; i < prose.size(); ++i) {
    if (prose[i].empty())
      parts.explanation += "\n\n";
    else
      parts.explanation += (i && !prose[i - 1].empty() ? " " : "") + prose[i];
  }
  while (llvm::StringRef(parts.ir).ends_with("\n\n"))
    parts.ir.pop_back();
  return parts;
}

std::string fusefuzz::shortenLines(llvm::StringRef text, unsigned maxLines) {
  llvm::SmallVector<llvm::StringRef> lines;
  text.rtrim().split(lines, '\n');
  if (lines.size() <= maxLines)
    return text.rtrim().str();
  std::string out;
  for (unsigned i = 0; i < maxLines; ++i)
    out += lines[i].str() + "\n";
  out += "... (" + std::to_string(lines.size() - maxLines) + " more lines)";
  return out;
}

std::string fusefuzz::upstreamReportTitle(const UpstreamReport &report) {
  if (report.descriptions.empty())
    return "[mlir][linalg] " + report.fileName;
  llvm::StringRef d = report.descriptions.front();
  d.consume_front("upstream ");
  // Asides in parentheses (the APIs and flags reaching the bug) out, then
  // the first clause: up to a colon (not a C++ scope's) or a semicolon.
  std::string plain;
  unsigned depth = 0;
  for (char c : d) {
    depth += c == '(';
    if (!depth)
      plain += c;
    depth -= depth && c == ')';
  }
  llvm::StringRef clause = plain;
  clause = clause.take_front(std::min(clause.find(": "), clause.find(';')));
  std::string title = llvm::join(llvm::split(clause.trim(" ,"), "  "), " ");
  if (title.size() > 110)
    title = title.substr(0, title.rfind(' ', 107)) + "...";
  // Prose starts with a capital; an op or API name keeps its spelling.
  llvm::StringRef first =
      llvm::StringRef(title).take_until([](char c) { return c == ' '; });
  if (!first.empty() && !first.contains('.') && !first.contains('_') &&
      !first.contains(':'))
    title[0] = llvm::toUpper(title[0]);
  return "[mlir][linalg] " + title;
}

static void renderRun(llvm::raw_ostream &os, const CommandRun &run) {
  os << "```sh\n$ " << run.command << "\n```\n\n";
  os << "Result: " << run.outcome << ".\n\n";
  if (!llvm::StringRef(run.output).trim().empty())
    os << "```\n" << shortenLines(run.output, 60) << "\n```\n\n";
}

std::string fusefuzz::renderUpstreamReport(const UpstreamReport &report) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "# " << upstreamReportTitle(report) << "\n\n";
  os << "<!-- Written by `fusefuzz upstream-report` from the reduced "
        "reproducer corpus/known/"
     << report.fileName << " on " << report.date
     << "; the commands below ran then. -->\n\n";
  os << "## What goes wrong\n\n";
  for (const std::string &d : report.descriptions)
    os << "- " << d << "\n";
  os << "\n";
  if (!report.parts.explanation.empty())
    os << report.parts.explanation << "\n\n";
  os << "## Reproducer\n\n```mlir\n" << report.parts.ir << "```\n\n";
  os << "## Steps to reproduce, and what they give today\n\n";
  for (const CommandRun &run : report.mlirOptRuns)
    renderRun(os, run);
  if (report.scheduleRun) {
    os << "The function and the transform schedule that fuses it, as one "
          "file (`"
       << report.scheduleFile << "`):\n\n```mlir\n"
       << llvm::StringRef(report.scheduleInput).rtrim() << "\n```\n\n";
    renderRun(os, *report.scheduleRun);
  }
  for (const ReproduceStep &step : report.parts.steps) {
    if (step.runsMlirOpt() || step.runsFusefuzz() || report.scheduleRun)
      continue;
    // Prose steps (a script to add, flags to combine): kept as written.
    os << "```\n" << step.text << "\n```\n\n";
  }
  os << "What the unfused and the fused code compute, checked by fusefuzz "
        "(execution on random inputs and an equivalence proof):\n\n";
  for (const CommandRun &run : report.fusefuzzRuns)
    renderRun(os, run);
  os << "## Version\n\n```\n"
     << llvm::StringRef(report.mlirVersion).rtrim() << "\n```\n\n";
  os << "fusefuzz files this bug under the signature"
     << (report.signatures.size() > 1 ? "s " : " ");
  llvm::interleaveComma(report.signatures, os,
                        [&](const std::string &s) { os << "`" << s << "`"; });
  os << ". Existing upstream report: "
     << (report.upstream.empty() || report.upstream == "-" ? "none yet"
                                                           : report.upstream)
     << ".\n";
  return text;
}

std::string
fusefuzz::renderUpstreamIndex(const std::vector<UpstreamReport> &reports) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "# Ready-to-file reports of the known upstream findings\n\n"
     << "One per reduced reproducer of corpus/known/KNOWN, written by "
        "`fusefuzz upstream-report`.\n\n";
  for (const UpstreamReport &r : reports) {
    llvm::StringRef stem = r.fileName;
    stem.consume_back(".mlir");
    os << "- [" << upstreamReportTitle(r) << "](" << stem << ".md) ("
       << r.signatures.size() << " signature"
       << (r.signatures.size() == 1 ? "" : "s") << ")\n";
  }
  return text;
}
