//===- ReportCommands.cpp - bench and report ----------------------------===//
#include "tools/fusefuzz/Commands.h"

#include "fuzz/DataFiles.h"

#include "fuzz/Isolation.h"
#include "fuzz/Replay.h"
#include "generators/DecisionSource.h"
#include "generators/GenPolicy.h"
#include "generators/Generator.h"
#include "oracle/summary/SummaryJson.h"
#include "passes/Context.h"
#include "reports/AbBench.h"
#include "reports/Bench.h"
#include "reports/BenchCompare.h"
#include "reports/History.h"
#include "reports/SummaryReport.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <benchmark/benchmark.h>
#include <ctime>

using namespace fusefuzz;

/// `--scale N`: dynamic sizes multiplied by N, within [1, 4096].
static bool readScale(const ArgParser &p, uint64_t &scale, std::string &error) {
  if (!p.getUnsigned("scale", scale, error))
    return false;
  if (scale >= 1 && scale <= 4096)
    return true;
  error = "--scale must be in [1, 4096]";
  return false;
}

/// `fusefuzz bench --a X --b Y`: two fusion implementations timed against
/// each other on the same cases (reports/AbBench.h).
static int abBench(Command &cmd, const ArgParser &p,
                   const std::vector<std::string> &files) {
  std::string error;
  AbOptions options;
  for (auto [side, key] : {std::pair(&options.a, std::string("a")),
                           std::pair(&options.b, std::string("b"))}) {
    if (p.has(key + "-opt-tool")) {
      // Another build's fusion (an mlir-opt-like tool, e.g. last night's
      // fusefuzz as `fusefuzz-opt`): fused out of process, timed here.
      ExternalTool tool;
      tool.path = p.get(key + "-opt-tool");
      tool.pipeline = p.get(key + "-pipeline");
      side->name = p.has(key) ? p.get(key) : tool.command("CASE");
      side->options.external = tool;
      continue;
    }
    if (!p.has(key))
      return cmd.usage("A/B mode needs --" + key + " or --" + key +
                       "-opt-tool");
    side->name = p.get(key);
    side->options.strategy = side->name;
    if (!cmd.checkStrategy(side->name, error))
      return cmd.usage("--" + key + ": " + error);
  }
  uint64_t rounds = options.rounds, generated = 0, seed = 1;
  double targetMs = options.targetSeconds * 1e3, slowdown = 0,
         maxSeconds = options.maxSeconds;
  if (!p.getUnsigned("rounds", rounds, error) ||
      !p.getUnsigned("generated", generated, error) ||
      !p.getUnsigned("seed", seed, error) ||
      !p.getDouble("target-ms", targetMs, error) ||
      !p.getDouble("max-seconds", maxSeconds, error) ||
      !p.getDouble("inject-slowdown", slowdown, error))
    return cmd.usage(error);
  if (rounds < 10 || rounds > 10000)
    return cmd.usage("--rounds must be in [10, 10000]");
  if (!(maxSeconds > 0 && maxSeconds <= 3600))
    return cmd.usage("--max-seconds must be in (0, 3600]");
  options.maxSeconds = maxSeconds;
  if (!(targetMs > 0 && targetMs <= 1000))
    return cmd.usage("--target-ms must be in (0, 1000]");
  if (!(slowdown >= 0 && slowdown <= 100))
    return cmd.usage("--inject-slowdown must be a percentage in [0, 100]");
  options.rounds = rounds;
  options.targetSeconds = targetMs / 1e3;
  options.injectSlowdown = slowdown / 100;
  options.seed = seed;
  std::vector<std::pair<std::string, std::string>> cases;
  GenPolicy policy;
  if (p.has("policy"))
    if (llvm::Error e = policy.parseOverrides(p.get("policy")))
      return cmd.usage(llvm::toString(std::move(e)));
  for (uint64_t i = 0; i < generated; ++i) {
    uint64_t s = caseSeed(seed, i);
    cases.emplace_back(llvm::formatv("seed-{0}", s).str(),
                       generateCase(s, policy));
  }
  for (const std::string &file : files) {
    auto buffer = llvm::MemoryBuffer::getFile(file);
    if (!buffer)
      return cmd.usage("cannot read " + file);
    cases.emplace_back(llvm::sys::path::stem(file).str(),
                       (*buffer)->getBuffer().str());
  }
  if (cases.empty())
    return cmd.usage("no cases: give .mlir files or --generated N");
  Session *session = cmd.session();
  if (!session)
    return ExitUsage;
  // Larger kernels: dynamic sizes scaled in the case text, so that the
  // check below runs at the sizes that are timed.
  uint64_t scale = 1;
  if (!readScale(p, scale, error))
    return cmd.usage(error);
  if (scale > 1)
    for (auto &[name, text] : cases) {
      mlir::OwningOpRef<mlir::ModuleOp> module =
          parseModule(text, name, session->context(), error);
      if (!module)
        continue; // the check names the problem
      scaleDynamicSizes(*module, scale);
      text.clear();
      llvm::raw_string_ostream os(text);
      module->print(os);
    }
  // Only cases both A and B fuse correctly are timed (checked in isolated
  // workers first, as campaigns do: a wrong kernel compiled without
  // runtime checks may write anywhere); the others are named.
  std::vector<std::pair<std::string, std::string>> timed;
  std::vector<std::string> notTimed;
  {
    CheckOptions checkOptions[2] = {options.a.options, options.b.options};
    for (CheckOptions &o : checkOptions)
      o.equivalence = CheckOptions::EquivalenceMode::Off;
    IsolatedChecker checkA(*session, checkOptions[0], IsolationOptions());
    IsolatedChecker checkB(*session, checkOptions[1], IsolationOptions());
    for (auto &[name, text] : cases) {
      CaseResult ra = checkA.check(text, name);
      CaseResult rb =
          ra.verdict == Verdict::Pass ? checkB.check(text, name) : CaseResult();
      const CaseResult &bad = ra.verdict != Verdict::Pass ? ra : rb;
      if (ra.verdict == Verdict::Pass && rb.verdict == Verdict::Pass &&
          (ra.fusions || rb.fusions)) {
        timed.emplace_back(name, text);
        continue;
      }
      std::string why =
          ra.verdict == Verdict::Pass && rb.verdict == Verdict::Pass
              ? "neither A nor B fuses it"
              : (&bad == &ra ? "A" : "B") + std::string(" fails the check: ") +
                    verdictName(bad.verdict).str();
      notTimed.push_back(name + ": " + why);
    }
  }
  AbReport report = runAbBench(*session, timed, options, cmd.err);
  report.skipped.insert(report.skipped.begin(), notTimed.begin(),
                        notTimed.end());
  cmd.out << renderAbText(report);
  std::vector<AbNight> history;
  if (p.has("history")) {
    auto nights =
        appendAbHistory(p.get("history"), p.get("label", todayUtc()), report);
    if (!nights)
      return cmd.usage(llvm::toString(nights.takeError()));
    history = std::move(*nights);
  }
  for (auto [key, text] : {std::pair("json", renderAbJson(report)),
                           std::pair("html", renderAbHtml(report, history))}) {
    if (!p.has(key))
      continue;
    std::error_code ec;
    llvm::raw_fd_ostream os(p.get(key), ec);
    if (ec)
      return cmd.usage("cannot write " + p.get(key) + ": " + ec.message());
    os << text;
  }
  if (report.cases.empty())
    return ExitUsage;
  return report.count("slower") ? ExitFailuresFound : ExitOk;
}

int fusefuzz::benchCommand(Command &cmd) {
  // Google Benchmark's own flags pass through untouched.
  std::vector<std::string> ours, theirs = {"fusefuzz bench"};
  for (const std::string &a : cmd.args)
    (llvm::StringRef(a).starts_with("--benchmark_") ? theirs : ours)
        .push_back(a);
  ArgParser p(
      {{"scale", "N", "multiply dynamic sizes by N (default 1)"},
       {"strategy", "NAME", "fusion strategy (default all)"},
       {"a", "NAME", "A/B mode: the reference fusion strategy A"},
       {"a-opt-tool", "PATH",
        "A/B mode: A fuses with this mlir-opt-like tool instead (e.g. "
        "another fusefuzz build as fusefuzz-opt; --a then only names it)"},
       {"a-pipeline", "P", "A/B mode: the pipeline or flags of --a-opt-tool"},
       {"b-opt-tool", "PATH", "A/B mode: B fuses with this tool instead"},
       {"b-pipeline", "P", "A/B mode: the pipeline or flags of --b-opt-tool"},
       {"b", "NAME",
        "A/B mode: the strategy B timed against A (its fused kernels "
        "against A's, interleaved in one run, the unfused one as control)"},
       {"generated", "N",
        "A/B mode: also the first N cases the generator makes from --seed "
        "(as `run --seed` does)"},
       {"seed", "S",
        "A/B mode: campaign seed of --generated, and of the "
        "order of the kernels in each round (default 1)"},
       {"policy", "K=V,...", "A/B mode: generation policy overrides"},
       {"rounds", "N", "A/B mode: timed rounds per case (default 40)"},
       {"target-ms", "MS",
        "A/B mode: length of one timed sample, a batch of calls (default "
        "0.5)"},
       {"inject-slowdown", "PCT",
        "A/B mode: B's batches run PCT% more calls than they charge: a "
        "known slowdown, to see the comparison catch it"},
       {"json", "FILE", "A/B mode: write the report as JSON"},
       {"history", "FILE",
        "A/B mode: append this run to a JSON Lines history (one line per "
        "night) and plot the history in --html"},
       {"label", "NAME",
        "A/B mode: this run's name in --history (default: "
        "today's date)"},
       {"html", "FILE", "A/B mode: write the report as HTML"},
       {"help", "", "show this help"}});
  cmd.args = ours;
  if (std::optional<int> exit = cmd.parse(
          p, "usage: fusefuzz bench [CASES...] [--scale N] [--strategy NAME]"
             " [--benchmark_...]\n"
             "       fusefuzz bench --a NAME --b NAME [CASES...] "
             "[--generated N --seed S] [--max-seconds S] [--json F] "
             "[--html F]\n"
             "Times the unfused and fused function of each case (default "
             "corpus/bench) with Google Benchmark; with --a and --b, times "
             "two fusion strategies' kernels against each other, each case "
             "sampled until B/A is known to within 1.2% or --max-seconds "
             "(CPU seconds, default 6) are spent (exit 1 when B is slower "
             "on some case).\n"))
    return *exit;
  std::string error;
  bool a = p.has("a") || p.has("a-opt-tool"),
       b = p.has("b") || p.has("b-opt-tool");
  if (a != b)
    return cmd.usage("A/B mode needs both sides: --a (or --a-opt-tool) and "
                     "--b (or --b-opt-tool)");
  if (a)
    return abBench(cmd, p, collectCases(p.positionals()));
  BenchOptions options;
  uint64_t scale = 1;
  if (!readScale(p, scale, error))
    return cmd.usage(error);
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
