//===- SummaryJson.h - Machine-readable campaign summaries ------*- C++ -*-===//
#ifndef FUSEFUZZ_ORACLE_SUMMARY_SUMMARYJSON_H
#define FUSEFUZZ_ORACLE_SUMMARY_SUMMARYJSON_H

#include "oracle/summary/Summary.h"

#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

namespace fusefuzz {

/// The summary as JSON: cases, failures, cases by verdict, cases with at
/// least one fusion, fusions by rule, refusals by legality rule, cases/s,
/// time per stage, findings, and the versions of MLIR and fusefuzz.
llvm::json::Value summaryToJson(const Summary &summary);

/// The summary a `summaryToJson` document holds, or an error naming what
/// is missing or malformed (the raw samples make merged quantiles exact).
llvm::Expected<Summary> summaryFromJson(const llvm::json::Value &json);

/// Reads and merges several summary files (a run's shards or workers);
/// errors name the file.
llvm::Expected<Summary> loadMergedSummaries(llvm::ArrayRef<std::string> paths);

} // namespace fusefuzz

#endif
