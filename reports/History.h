//===- History.h - Campaign results across nights ---------------*- C++ -*-===//
//
// A nightly run appends one line to a JSON Lines file: its merged summary
// reduced to what is worth following over time (cases/s, distinct and new
// findings, fusion rate, how often each rule fired and each legality rule
// refused). The report plots every night's values, so a coverage drop shows
// as plainly as a new bug.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_REPORTS_HISTORY_H
#define FUSEFUZZ_REPORTS_HISTORY_H

#include "oracle/summary/Summary.h"

#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

#include <vector>

namespace fusefuzz {

/// One night: `label` (a date), `commit`, and the summary's figures.
llvm::json::Object historyEntry(const Summary &summary, llvm::StringRef label,
                                llvm::StringRef commit);

/// The nights in `path` (a missing file has none); errors name the line.
llvm::Expected<std::vector<llvm::json::Object>>
loadHistory(llvm::StringRef path);

/// Adds `entry` to `path`, replacing a night with the same label.
llvm::Error appendHistory(llvm::StringRef path, llvm::json::Object entry);

/// Plots across nights: cases/s, distinct and new findings, fusion rate,
/// and per rule fusions and refusals per 1000 cases (the rules most seen
/// in the latest night).
std::string renderHistoryHtml(llvm::ArrayRef<llvm::json::Object> nights);
/// The same figures as a Markdown table, latest nights last.
std::string renderHistoryMarkdown(llvm::ArrayRef<llvm::json::Object> nights);

} // namespace fusefuzz

#endif
