//===- ReportCommands.cpp - bench and report ----------------------------===//
#include "tools/fusefuzz/Commands.h"

#include "fuzz/DataFiles.h"

#include "fuzz/Replay.h"
#include "oracle/SummaryJson.h"
#include "reports/Bench.h"
#include "reports/BenchCompare.h"
#include "reports/History.h"
#include "reports/SummaryReport.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"

#include <benchmark/benchmark.h>
#include <ctime>

using namespace fusefuzz;

int fusefuzz::benchCommand(Command &cmd) {
  // Google Benchmark's own flags pass through untouched.
  std::vector<std::string> ours, theirs = {"fusefuzz bench"};
  for (const std::string &a : cmd.args)
    (llvm::StringRef(a).starts_with("--benchmark_") ? theirs : ours)
        .push_back(a);
  ArgParser p({{"scale", "N", "multiply dynamic sizes by N (default 1)"},
               {"strategy", "NAME", "fusion strategy (default all)"},
               {"help", "", "show this help"}});
  cmd.args = ours;
  if (std::optional<int> exit = cmd.parse(
          p, "usage: fusefuzz bench [CASES...] [--scale N] [--strategy NAME]"
             " [--benchmark_...]\nTimes the unfused and fused function of "
             "each case (default corpus/bench) with Google Benchmark.\n"))
    return *exit;
  std::string error;
  BenchOptions options;
  uint64_t scale = 1;
  if (!p.getUnsigned("scale", scale, error))
    return cmd.usage(error);
  if (scale < 1 || scale > 4096)
    return cmd.usage("--scale must be in [1, 4096]");
  options.scale = scale;
  options.strategy = p.get("strategy", "all");
  if (!cmd.checkStrategy(options.strategy, error))
    return cmd.usage(error);
  std::vector<std::string> paths = p.positionals();
  if (paths.empty()) {
    std::optional<std::string> root = findDataRoot();
    if (!root)
      return cmd.usage("no benchmark cases given and no data directory "
                       "(corpus/bench) found; set FUSEFUZZ_DATA_DIR");
    paths.push_back(*root + "/corpus/bench");
  }
  std::vector<std::string> files = collectCases(paths);
  if (files.empty())
    return cmd.usage("no .mlir cases found");
  std::vector<char *> argv;
  for (std::string &a : theirs)
    argv.push_back(a.data());
  int argc = argv.size();
  benchmark::Initialize(&argc, argv.data());
  if (argc > 1)
    return cmd.usage(std::string("unknown benchmark flag ") + argv[1]);
  Session *session = cmd.session();
  if (!session)
    return ExitUsage;
  auto bench = BenchSession::create(*session, files, options, cmd.err);
  registerStreamBenchmark();
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return bench->registered() ? ExitOk : ExitUsage;
}

std::string fusefuzz::todayUtc() {
  std::time_t now = std::time(nullptr);
  char buffer[16];
  std::strftime(buffer, sizeof(buffer), "%Y-%m-%d", std::gmtime(&now));
  return buffer;
}

int fusefuzz::reportCommand(Command &cmd) {
  ArgParser p({{"baseline", "OLD.json",
                "Google Benchmark JSON to compare "
                "against"},
               {"current", "NEW.json", "Google Benchmark JSON of this run"},
               {"summary", "RUN.json",
                "render a `fusefuzz run --json` summary instead; further "
                "RUN.json arguments (shards, workers) are merged into it"},
               {"history", "FILE",
                "with --summary: add this run as a night to FILE (JSON "
                "Lines) and plot every night"},
               {"label", "NAME",
                "the night's name in the history (default: "
                "today's date)"},
               {"commit", "SHA", "the commit the night ran (for the history)"},
               {"o", "DIR", "where report.md and report.html go (required)"},
               {"threshold", "F", "slowdown that counts (default 0.05)"},
               {"alpha", "F", "significance after correction (default 0.05)"},
               {"normalize", "", "scale by the runs' streaming-kernel ratio"},
               {"help", "", "show this help"}});
  bool compare = false;
  if (std::optional<int> exit = cmd.parse(
          p,
          "usage: fusefuzz report --baseline OLD.json --current NEW.json -o "
          "DIR\n       fusefuzz report --summary RUN.json [MORE.json...] -o "
          "DIR\n",
          [&] {
            compare = p.has("baseline") && p.has("current");
            return p.has("o") && compare != p.has("summary");
          }))
    return *exit;
  std::string error;
  std::string dir = p.get("o");
  if (std::error_code ec = llvm::sys::fs::create_directories(dir))
    return cmd.usage("cannot create " + dir + ": " + ec.message());
  std::string markdown, html;
  bool regression = false;
  if (compare && (!p.positionals().empty() || p.has("history")))
    return cmd.usage("comparing benchmarks takes no further files and no "
                     "--history");
  if (compare) {
    double threshold = 0.05, alpha = 0.05;
    if (!p.getDouble("threshold", threshold, error) ||
        !p.getDouble("alpha", alpha, error))
      return cmd.usage(error);
    auto old = loadBenchmarkJson(p.get("baseline"));
    if (!old)
      return cmd.usage(llvm::toString(old.takeError()));
    auto cur = loadBenchmarkJson(p.get("current"));
    if (!cur)
      return cmd.usage(llvm::toString(cur.takeError()));
    CompareReport report =
        compareBenchmarks(*old, *cur, threshold, alpha, p.has("normalize"));
    markdown = renderCompareMarkdown(report);
    html = renderCompareHtml(report);
    regression = report.anyRegression();
  } else {
    std::vector<std::string> paths = {p.get("summary")};
    for (const std::string &more : p.positionals())
      paths.push_back(more);
    llvm::Expected<Summary> merged = loadMergedSummaries(paths);
    if (!merged)
      return cmd.usage(llvm::toString(merged.takeError()));
    llvm::json::Value json = summaryToJson(*merged);
    std::string historyHtml;
    markdown = renderSummaryMarkdown(*json.getAsObject());
    if (p.has("history")) {
      std::string label = p.has("label") ? p.get("label") : todayUtc();
      if (llvm::Error e =
              appendHistory(p.get("history"),
                            historyEntry(*merged, label, p.get("commit", ""))))
        return cmd.usage(llvm::toString(std::move(e)));
      auto nights = loadHistory(p.get("history"));
      if (!nights)
        return cmd.usage(llvm::toString(nights.takeError()));
      historyHtml = renderHistoryHtml(*nights);
      markdown += renderHistoryMarkdown(*nights);
    }
    html = renderSummaryHtml(*json.getAsObject(), historyHtml);
    regression = merged->newFailures() > 0;
  }
  if (!writeText(dir + "/report.md", markdown, error) ||
      !writeText(dir + "/report.html", html, error))
    return cmd.usage(error);
  cmd.out << markdown;
  return regression ? ExitFailuresFound : ExitOk;
}
