//===- SummaryJson.h - Machine-readable campaign summaries ------*- C++ -*-===//
#ifndef FUSEFUZZ_REPORTS_SUMMARYJSON_H
#define FUSEFUZZ_REPORTS_SUMMARYJSON_H

#include "oracle/Summary.h"

#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

namespace fusefuzz {

/// The summary as JSON: cases, failures, cases by verdict, cases with at
/// least one fusion, fusions by rule, refusals by legality rule, cases/s,
/// time per stage, findings, and the versions of MLIR and fusefuzz.
llvm::json::Value summaryToJson(const Summary &summary);

/// Human-readable multi-line summary (verdicts, rules, refusals, stages);
/// ends with Summary::line().
void printSummary(const Summary &summary, llvm::raw_ostream &os);

} // namespace fusefuzz

#endif
