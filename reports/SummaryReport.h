//===- SummaryReport.h - Campaign summaries for people ----------*- C++ -*-===//
#ifndef FUSEFUZZ_REPORTS_SUMMARYREPORT_H
#define FUSEFUZZ_REPORTS_SUMMARYREPORT_H

#include "llvm/Support/JSON.h"

#include <string>

namespace fusefuzz {

/// Markdown and self-contained HTML of a `fusefuzz run --json` summary:
/// cases, cases/s, verdicts, distinct findings with links to their
/// reproducers, fusions by rule, refusals by legality rule, proof times.
std::string renderSummaryMarkdown(const llvm::json::Object &summary);
/// `moreHtml` (e.g. the history's plots) goes at the end of the body.
std::string renderSummaryHtml(const llvm::json::Object &summary,
                              llvm::StringRef moreHtml = "");

} // namespace fusefuzz

#endif
