//===- UpstreamReport.h - Ready-to-file reports of known findings -*- C++ -*-//
//
// A known finding (corpus/known/KNOWN) is a bug in upstream MLIR with a
// reduced reproducer whose header explains it. This file turns one into an
// issue a maintainer can file as it is: title, what goes wrong, the minimal
// IR, the plain mlir-opt command, what that command does today (run on the
// installed MLIR, not remembered), what fusefuzz's oracles say, and the MLIR
// version. Running the commands is the caller's job (tools/); this file only
// reads reproducers and renders.
//
//===----------------------------------------------------------------------===//

#ifndef FUSEFUZZ_REPORTS_UPSTREAMREPORT_H
#define FUSEFUZZ_REPORTS_UPSTREAMREPORT_H

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>
#include <vector>

namespace fusefuzz {

/// One `// REPRODUCE:` block of a reproducer's header.
struct ReproduceStep {
  std::string text; // the block, comment markers dropped, lines kept
  /// The command line when the block's first line is one a shell runs on
  /// this file (`mlir-opt FLAGS FILE`, `timeout N mlir-opt ...`,
  /// `fusefuzz check FILE ...`); empty for prose ("with this file's
  /// function and this script").
  std::vector<std::string> argv;
  bool runsMlirOpt() const;
  bool runsFusefuzz() const;
};

/// A reproducer's text split for a report.
struct ReproducerParts {
  std::string explanation; // the header's prose, lit and FileCheck lines out
  std::vector<ReproduceStep> steps;
  std::string ir;       // the IR, comments out
  std::string strategy; // the `// STRATEGY:` key: the fusion that fails
};

/// Splits `text`, the reproducer named `fileName` (a step is runnable only
/// when it names this file).
ReproducerParts splitReproducer(llvm::StringRef text, llvm::StringRef fileName);

/// What a command did when the report was made.
struct CommandRun {
  std::string command; // as a maintainer types it
  std::string outcome; // "exit status 0", "crashed: ...", "timed out ..."
  std::string output;  // stdout then stderr, shortened
};

struct UpstreamReport {
  std::string fileName;                  // the reproducer
  std::vector<std::string> descriptions; // of every KNOWN entry naming it
  std::vector<std::string> signatures;   // their signature globs
  std::string upstream;                  // an existing report, or "-"
  ReproducerParts parts;
  std::vector<CommandRun> mlirOptRuns;
  /// For a schedule's bug (strategy `transform`): the case and its
  /// transform script as one file, named `scheduleFile`, and what
  /// `mlir-opt --transform-interpreter` gives on it.
  std::string scheduleFile, scheduleInput;
  std::optional<CommandRun> scheduleRun;
  std::vector<CommandRun> fusefuzzRuns;
  std::string mlirVersion; // `mlir-opt --version`, first lines
  std::string date;        // when the commands ran
};

/// The title, from the first description: its first clause.
std::string upstreamReportTitle(const UpstreamReport &report);

/// The report as Markdown, ready to paste into an issue.
std::string renderUpstreamReport(const UpstreamReport &report);

/// An index of reports: one line each, title and file.
std::string renderUpstreamIndex(const std::vector<UpstreamReport> &reports);

/// At most `maxLines` lines of `text`, saying how many were left out.
std::string shortenLines(llvm::StringRef text, unsigned maxLines);

} // namespace fusefuzz

#endif // FUSEFUZZ_REPORTS_UPSTREAMREPORT_H
