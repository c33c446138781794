//===- SummaryText.h - Campaign summaries as terminal text ------*- C++ -*-===//
#ifndef FUSEFUZZ_REPORTS_SUMMARYTEXT_H
#define FUSEFUZZ_REPORTS_SUMMARYTEXT_H

#include "oracle/summary/Summary.h"

#include "llvm/Support/raw_ostream.h"

namespace fusefuzz {

/// Human-readable multi-line summary (verdicts, rules, refusals, stages);
/// ends with Summary::line().
void printSummary(const Summary &summary, llvm::raw_ostream &os);

/// The distinct findings: new ones first, one line per signature; known
/// ones once per KNOWN entry, with its description and the signatures it
/// covered.
void printFindings(const Summary &summary, llvm::raw_ostream &os);

} // namespace fusefuzz

#endif
