//===- FusefuzzMain.cpp - Subcommands of the fusefuzz tool ----------------===//
#include "tools/fusefuzz/FusefuzzMain.h"
#include "tools/fusefuzz/ArgParser.h"

#include "fuzz/Attribution.h"
#include "fuzz/Campaign.h"
#include "fuzz/Replay.h"
#include "fuzz/Selftest.h"
#include "fuzz/reduce/Reduce.h"
#include "generators/Generator.h"
#include "passes/Context.h"
#include "passes/Lowering.h"
#include "passes/Strategy.h"
#include "reports/Bench.h"
#include "reports/BenchCompare.h"
#include "reports/SummaryJson.h"
#include "reports/SummaryReport.h"

#include <benchmark/benchmark.h>

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Process.h"

using namespace fusefuzz;

namespace {

const char *kUsage =
    "usage: fusefuzz <command> [options]\n"
    "\n"
    "Differential fuzzing of MLIR Linalg fusion.\n"
    "\n"
    "commands:\n"
    "  run         fuzz a fusion strategy with generated cases\n"
    "  generate    print the case a seed generates\n"
    "  check       check .mlir case files with a strategy\n"
    "  prove       prove each fusion step of .mlir case files with Z3\n"
    "  replay      check a regression corpus against its expected verdicts\n"
    "  reduce      shrink a failing case, keeping its failure signature\n"
    "  bench       time fused and unfused kernels (Google Benchmark)\n"
    "  report      compare benchmark runs, or render a campaign summary\n"
    "  strategies  list the fusion strategies\n"
    "  selftest    show the oracle catching deliberately wrong fusions\n"
    "  pipeline    print the lowering pipeline (for mlir-opt --pass-pipeline)\n"
    "\n"
    "`fusefuzz <command> --help` lists a command's options.\n";

struct Command {
  std::vector<std::string> args;
  llvm::raw_ostream &out;
  llvm::raw_ostream &err;

  int usage(llvm::StringRef message) {
    err << "fusefuzz: " << message << "\n";
    return ExitUsage;
  }
};

bool parsePolicy(const ArgParser &p, GenPolicy &policy, std::string &error) {
  if (!p.has("policy"))
    return true;
  if (llvm::Error e = policy.parseOverrides(p.get("policy"))) {
    error = llvm::toString(std::move(e));
    return false;
  }
  return true;
}

bool parseIsolation(const ArgParser &p, IsolationOptions &isolation,
                    std::string &error) {
  uint64_t megabytes = isolation.memoryLimitBytes >> 20;
  if (!p.getDouble("timeout", isolation.timeoutSeconds, error) ||
      !p.getUnsigned("memory-limit", megabytes, error))
    return false;
  isolation.memoryLimitBytes = megabytes << 20;
  isolation.enabled = !p.has("no-isolate");
  return true;
}

bool parseProofOptions(const ArgParser &p, CheckOptions &check,
                       std::string &error) {
  uint64_t timeout = check.proofTimeoutMs;
  if (!p.getUnsigned("proof-timeout", timeout, error))
    return false;
  check.proofTimeoutMs = timeout;
  check.prove = !p.has("no-prove");
  check.execute = !p.has("no-execute");
  if (!check.prove && !check.execute) {
    error = "--no-prove and --no-execute together check nothing";
    return false;
  }
  return true;
}

/// --opt-tool/--pipeline: an external fusion tool replaces the strategy.
bool parseExternal(const ArgParser &p, CheckOptions &check,
                   std::string &error) {
  if (!p.has("opt-tool")) {
    if (p.has("pipeline") || p.has("opt-timeout")) {
      error = "--pipeline and --opt-timeout need --opt-tool";
      return false;
    }
    return true;
  }
  ExternalTool tool;
  tool.path = p.get("opt-tool");
  tool.pipeline = p.get("pipeline");
  double seconds = tool.timeoutSeconds;
  if (!p.getDouble("opt-timeout", seconds, error))
    return false;
  tool.timeoutSeconds = std::max(1.0, seconds);
  if (!llvm::sys::fs::can_execute(tool.path)) {
    error = "--opt-tool " + tool.path + ": not an executable";
    return false;
  }
  if (tool.pipeline.empty()) {
    error = "--opt-tool needs --pipeline";
    return false;
  }
  check.external = tool;
  check.strategy = "external";
  return true;
}

bool checkStrategy(llvm::StringRef name, std::string &error) {
  const StrategyInfo *info = findStrategy(name);
  if (info)
    return true;
  error = ("unknown strategy '" + name + "' (see `fusefuzz strategies`)").str();
  return false;
}

int runCommand(Command &cmd) {
  ArgParser p(
      {{"seed", "N", "campaign seed (default 1)"},
       {"cases", "N", "stop after N cases"},
       {"seconds", "S", "stop after S seconds (default 60)"},
       {"strategy", "NAME", "fusion strategy (default all)"},
       {"out", "DIR", "where failures go (default fusefuzz-out)"},
       {"json", "FILE", "also write the summary as JSON"},
       {"policy", "K=V,...", "override generation knobs"},
       {"ulps", "N", "float tolerance in ULPs (default 0)"},
       {"no-progress", "", "no live status line"},
       {"no-isolate", "", "check in-process (a crash ends the run)"},
       {"timeout", "S", "per-case time limit (default 10)"},
       {"memory-limit", "MB", "per-case memory limit (default 4096)"},
       {"no-prove", "", "skip the Z3 proofs of fusion steps"},
       {"no-execute", "", "skip execution: only the prover decides"},
       {"proof-timeout", "MS", "per Z3 query (default 2000)"},
       {"opt-tool", "PATH", "fuse with this mlir-opt-like binary"},
       {"pipeline", "P", "its pass pipeline, or flags (with --opt-tool)"},
       {"opt-timeout", "S", "time limit per tool run (default 30)"},
       {"known", "FILE", "known findings (default corpus/known/KNOWN)"},
       {"no-known", "", "count every failure as new"},
       {"keep", "N", "full reports per distinct finding (default 3)"},
       {"reduce-seconds", "S",
        "budget to reduce each new finding (default 20, 0: off)"},
       {"record-speedup", "", "time fused vs unfused for every case"},
       {"help", "", "show this help"}});
  std::string error;
  if (!p.parse(cmd.args, error))
    return cmd.usage(error);
  if (p.has("help")) {
    cmd.out << "usage: fusefuzz run [options]\n";
    p.printHelp(cmd.out);
    return ExitOk;
  }
  if (!p.positionals().empty())
    return cmd.usage("run takes no positional arguments");
  CampaignOptions options;
  uint64_t ulps = 0;
  if (!p.getUnsigned("seed", options.seed, error) ||
      !p.getUnsigned("cases", options.maxCases, error) ||
      !p.getDouble("seconds", options.maxSeconds, error) ||
      !p.getUnsigned("ulps", ulps, error) ||
      !parsePolicy(p, options.policy, error))
    return cmd.usage(error);
  if (p.has("cases") && p.has("seconds"))
    return cmd.usage("give --cases or --seconds, not both");
  if (p.has("cases"))
    options.maxSeconds = 0;
  options.check.ulps = ulps;
  options.check.strategy = p.get("strategy", "all");
  if (!parseProofOptions(p, options.check, error))
    return cmd.usage(error);
  if (!checkStrategy(options.check.strategy, error) ||
      !parseExternal(p, options.check, error))
    return cmd.usage(error);
  options.outDir = p.get("out", "fusefuzz-out");
  options.check.recordSpeedup = p.has("record-speedup");
  if (!parseIsolation(p, options.isolation, error))
    return cmd.usage(error);
  uint64_t keep = options.keepPerSignature;
  if (!p.getUnsigned("keep", keep, error))
    return cmd.usage(error);
  options.keepPerSignature = keep;
  if (!p.getDouble("reduce-seconds", options.reduceSeconds, error))
    return cmd.usage(error);
  std::optional<KnownFindings> known;
  if (!p.has("no-known")) {
    std::string path = p.get("known", defaultKnownFindingsPath());
    if (p.has("known") || llvm::sys::fs::exists(path)) {
      auto loaded = KnownFindings::load(path);
      if (!loaded)
        return cmd.usage(llvm::toString(loaded.takeError()));
      known = std::move(*loaded);
      options.known = &*known;
    }
  }
  options.progress =
      !p.has("no-progress") && llvm::sys::Process::StandardErrIsDisplayed();

  auto context = createContext();
  cmd.err << llvm::formatv(
      "fusefuzz: seed {0}, strategy {1}, {2}\n", options.seed,
      options.check.strategy,
      options.maxCases ? llvm::formatv("{0} cases", options.maxCases).str()
                       : llvm::formatv("{0} s", options.maxSeconds).str());
  Summary summary = runCampaign(*context, options, cmd.err);
  printSummary(summary, cmd.out);
  if (p.has("json")) {
    std::error_code ec;
    llvm::raw_fd_ostream os(p.get("json"), ec);
    if (ec) {
      cmd.err << "fusefuzz: cannot write " << p.get("json") << ": "
              << ec.message() << "\n";
      return ExitUsage;
    }
    os << llvm::formatv("{0:2}", summaryToJson(summary)) << "\n";
  }
  return summary.newFailures() ? ExitFailuresFound : ExitOk;
}

int generateCommand(Command &cmd) {
  ArgParser p({{"seed", "N", "case seed (default 1)"},
               {"policy", "K=V,...", "override generation knobs"},
               {"help-policy", "", "list the generation knobs"},
               {"help", "", "show this help"}});
  std::string error;
  if (!p.parse(cmd.args, error))
    return cmd.usage(error);
  if (p.has("help")) {
    cmd.out << "usage: fusefuzz generate [--seed N] [--policy K=V,...]\n";
    p.printHelp(cmd.out);
    return ExitOk;
  }
  if (p.has("help-policy")) {
    cmd.out << GenPolicy::describe();
    return ExitOk;
  }
  uint64_t seed = 1;
  GenPolicy policy;
  if (!p.getUnsigned("seed", seed, error) || !parsePolicy(p, policy, error))
    return cmd.usage(error);
  cmd.out << generateCase(seed, policy);
  return ExitOk;
}

int checkCommand(Command &cmd) {
  ArgParser p(
      {{"strategy", "NAME", "fusion strategy (default all)"},
       {"ulps", "N", "float tolerance in ULPs (default 0)"},
       {"print-fused", "", "print the fused function"},
       {"attribute", "", "name the rewrite responsible for a failure"},
       {"no-isolate", "", "check in-process (a crash ends the run)"},
       {"timeout", "S", "per-case time limit (default 10)"},
       {"memory-limit", "MB", "per-case memory limit (default 4096)"},
       {"no-prove", "", "skip the Z3 proofs of fusion steps"},
       {"no-execute", "", "skip execution: only the prover decides"},
       {"proof-timeout", "MS", "per Z3 query (default 2000)"},
       {"opt-tool", "PATH", "fuse with this mlir-opt-like binary"},
       {"pipeline", "P", "its pass pipeline, or flags (with --opt-tool)"},
       {"opt-timeout", "S", "time limit per tool run (default 30)"},
       {"help", "", "show this help"}});
  std::string error;
  if (!p.parse(cmd.args, error))
    return cmd.usage(error);
  if (p.has("help") || p.positionals().empty()) {
    cmd.out << "usage: fusefuzz check FILE.mlir... [options]\n";
    p.printHelp(cmd.out);
    return p.has("help") ? ExitOk : ExitUsage;
  }
  CheckOptions options;
  uint64_t ulps = 0;
  if (!p.getUnsigned("ulps", ulps, error))
    return cmd.usage(error);
  options.ulps = ulps;
  options.strategy = p.get("strategy", "all");
  if (!checkStrategy(options.strategy, error) ||
      !parseProofOptions(p, options, error) ||
      !parseExternal(p, options, error))
    return cmd.usage(error);

  IsolationOptions isolation;
  if (!parseIsolation(p, isolation, error))
    return cmd.usage(error);
  auto context = createContext();
  IsolatedChecker checker(*context, options, isolation);
  int exit = ExitOk;
  for (const std::string &file : p.positionals()) {
    auto buffer = llvm::MemoryBuffer::getFile(file);
    if (!buffer) {
      cmd.err << "fusefuzz: " << file
              << ": cannot read: " << buffer.getError().message() << "\n";
      exit = ExitUsage;
      continue;
    }
    CaseResult r = checker.check((*buffer)->getBuffer(), file);
    cmd.out << llvm::formatv("{0}: {1} ({2} fusions)", file,
                             verdictName(r.verdict), r.fusions);
    if (!r.detail.empty())
      cmd.out << ": " << r.detail;
    cmd.out << "\n";
    cmd.out << describeStatistics(r);
    if (!r.evidence.empty() && r.verdict != Verdict::Pass)
      cmd.out << r.evidence;
    if (p.has("print-fused") && !r.fusedText.empty())
      cmd.out << r.fusedText;
    if (p.has("attribute") && isFailure(r.verdict))
      cmd.out << "  responsible: "
              << attributeFailure(*context, (*buffer)->getBuffer(), file,
                                  options, isolation)
                     .str()
              << "\n";
    if (r.verdict == Verdict::InvalidInput)
      exit = ExitUsage;
    else if (isFailure(r.verdict) && exit == ExitOk)
      exit = ExitFailuresFound;
  }
  return exit;
}

int proveCommand(Command &cmd) {
  ArgParser p({{"strategy", "NAME", "fusion strategy (default all)"},
               {"proof-timeout", "MS", "per Z3 query (default 2000)"},
               {"print-ir", "", "print each step's IR before and after"},
               {"help", "", "show this help"}});
  std::string error;
  if (!p.parse(cmd.args, error))
    return cmd.usage(error);
  if (p.has("help") || p.positionals().empty()) {
    cmd.out << "usage: fusefuzz prove FILE.mlir... [options]\n";
    p.printHelp(cmd.out);
    return p.has("help") ? ExitOk : ExitUsage;
  }
  CheckOptions options;
  options.strategy = p.get("strategy", "all");
  options.proofReportWithIR = p.has("print-ir");
  if (!checkStrategy(options.strategy, error) ||
      !parseProofOptions(p, options, error))
    return cmd.usage(error);
  options.execute = false;
  auto context = createContext();
  IsolatedChecker checker(*context, options, IsolationOptions());
  int exit = ExitOk;
  for (const std::string &file : p.positionals()) {
    auto buffer = llvm::MemoryBuffer::getFile(file);
    if (!buffer) {
      cmd.err << "fusefuzz: " << file
              << ": cannot read: " << buffer.getError().message() << "\n";
      exit = ExitUsage;
      continue;
    }
    CaseResult r = checker.check((*buffer)->getBuffer(), file);
    cmd.out << llvm::formatv("{0}: {1} steps proved, {2} failed, {3} unknown",
                             file, r.stepsProved, r.stepsFailed,
                             r.stepsUnknown);
    if (r.verdict != Verdict::Pass && r.verdict != Verdict::ProofFailure)
      cmd.out << " (" << verdictName(r.verdict) << ": " << r.detail << ")";
    cmd.out << "\n" << r.proofReport;
    if (r.verdict == Verdict::InvalidInput)
      exit = ExitUsage;
    else if (isFailure(r.verdict) && exit == ExitOk)
      exit = ExitFailuresFound;
  }
  return exit;
}

int replayCommand(Command &cmd) {
  ArgParser p({{"timeout", "S", "per-case time limit (default 10)"},
               {"memory-limit", "MB", "per-case memory limit (default 4096)"},
               {"no-isolate", "", "check in-process (a crash ends the run)"},
               {"help", "", "show this help"}});
  std::string error;
  if (!p.parse(cmd.args, error))
    return cmd.usage(error);
  if (p.has("help") || p.positionals().empty()) {
    cmd.out << "usage: fusefuzz replay (FILE.mlir | DIR)... [options]\n"
               "Checks each case with the strategy its `// STRATEGY:` line "
               "names\nand compares the verdict with its `// EXPECT:` line.\n";
    p.printHelp(cmd.out);
    return p.has("help") ? ExitOk : ExitUsage;
  }
  IsolationOptions isolation;
  if (!parseIsolation(p, isolation, error))
    return cmd.usage(error);
  std::vector<std::string> files = collectCases(p.positionals());
  if (files.empty())
    return cmd.usage("no .mlir cases found");
  auto context = createContext();
  ReplayTotals totals = replayCases(*context, files, isolation, cmd.out);
  return totals.failed ? ExitFailuresFound : ExitOk;
}

int reduceCommand(Command &cmd) {
  ArgParser p(
      {{"o", "FILE", "where to write the reduced case (required)"},
       {"strategy", "NAME",
        "fusion strategy (default: the case's "
        "fusefuzz.strategy, else all)"},
       {"seconds", "S", "time budget (default 30)"},
       {"timeout", "S", "per-case time limit (default 10)"},
       {"memory-limit", "MB", "per-case memory limit (default 4096)"},
       {"no-isolate", "", "check in-process (a crash ends the run)"},
       {"opt-tool", "PATH", "fuse with this mlir-opt-like binary"},
       {"pipeline", "P", "its pass pipeline, or flags (with --opt-tool)"},
       {"opt-timeout", "S", "time limit per tool run (default 30)"},
       {"help", "", "show this help"}});
  std::string error;
  if (!p.parse(cmd.args, error))
    return cmd.usage(error);
  if (p.has("help") || p.positionals().size() != 1 || !p.has("o")) {
    cmd.out << "usage: fusefuzz reduce FILE.mlir -o SMALL.mlir [options]\n";
    p.printHelp(cmd.out);
    return p.has("help") ? ExitOk : ExitUsage;
  }
  std::string file = p.positionals()[0];
  auto buffer = llvm::MemoryBuffer::getFile(file);
  if (!buffer)
    return cmd.usage(file + ": cannot read: " + buffer.getError().message());
  llvm::StringRef text = (*buffer)->getBuffer();
  ReduceOptions options;
  // The strategy recorded in the case (written findings carry it).
  std::string recorded = "all";
  llvm::StringRef key = "fusefuzz.strategy = \"";
  size_t at = text.find(key);
  if (at != llvm::StringRef::npos)
    recorded = text.substr(at + key.size()).take_until([](char c) {
      return c == '"';
    });
  options.check.strategy = p.get("strategy", recorded);
  if (!p.getDouble("seconds", options.seconds, error) ||
      !checkStrategy(options.check.strategy, error) ||
      !parseExternal(p, options.check, error) ||
      !parseIsolation(p, options.isolation, error))
    return cmd.usage(error);
  auto context = createContext();
  ReduceResult r = reduceCase(*context, text, file, options, &cmd.err);
  if (!r.error.empty() && !r.reduced) {
    cmd.err << "fusefuzz: " << r.error << "\n";
    if (r.signature.empty())
      return ExitUsage;
  }
  std::error_code ec;
  llvm::raw_fd_ostream os(p.get("o"), ec);
  if (ec)
    return cmd.usage("cannot write " + p.get("o") + ": " + ec.message());
  os << r.text;
  cmd.out << llvm::formatv("fusefuzz: reduced {0} from {1} to {2} ops in "
                           "{3:f1} s ({4} checks), signature {5}\n",
                           file, r.opsBefore, r.opsAfter, r.seconds, r.checks,
                           r.signature);
  return ExitOk;
}

int benchCommand(Command &cmd) {
  // Google Benchmark's own flags pass through untouched.
  std::vector<std::string> ours, theirs = {"fusefuzz bench"};
  for (const std::string &a : cmd.args)
    (llvm::StringRef(a).starts_with("--benchmark_") ? theirs : ours)
        .push_back(a);
  ArgParser p({{"scale", "N", "multiply dynamic sizes by N (default 1)"},
               {"strategy", "NAME", "fusion strategy (default all)"},
               {"help", "", "show this help"}});
  std::string error;
  if (!p.parse(ours, error))
    return cmd.usage(error);
  if (p.has("help")) {
    cmd.out << "usage: fusefuzz bench [CASES...] [--scale N] [--strategy NAME]"
               " [--benchmark_...]\nTimes the unfused and fused function of "
               "each case (default corpus/bench) with Google Benchmark.\n";
    p.printHelp(cmd.out);
    return ExitOk;
  }
  BenchOptions options;
  uint64_t scale = 1;
  if (!p.getUnsigned("scale", scale, error))
    return cmd.usage(error);
  if (scale < 1 || scale > 4096)
    return cmd.usage("--scale must be in [1, 4096]");
  options.scale = scale;
  options.strategy = p.get("strategy", "all");
  if (!checkStrategy(options.strategy, error))
    return cmd.usage(error);
  std::vector<std::string> paths = p.positionals();
  if (paths.empty())
    paths.push_back(std::string(FUSEFUZZ_SOURCE_DIR) + "/corpus/bench");
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
  auto context = createContext();
  auto session = BenchSession::create(*context, files, options, cmd.err);
  registerStreamBenchmark();
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return session->registered() ? ExitOk : ExitUsage;
}

bool writeText(const std::string &path, llvm::StringRef text,
               std::string &error) {
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec);
  if (ec) {
    error = "cannot write " + path + ": " + ec.message();
    return false;
  }
  os << text;
  return true;
}

int reportCommand(Command &cmd) {
  ArgParser p({{"baseline", "OLD.json",
                "Google Benchmark JSON to compare "
                "against"},
               {"current", "NEW.json", "Google Benchmark JSON of this run"},
               {"summary", "RUN.json",
                "render a `fusefuzz run --json` "
                "summary instead"},
               {"o", "DIR", "where report.md and report.html go (required)"},
               {"threshold", "F", "slowdown that counts (default 0.05)"},
               {"alpha", "F", "significance after correction (default 0.05)"},
               {"normalize", "", "scale by the runs' streaming-kernel ratio"},
               {"help", "", "show this help"}});
  std::string error;
  if (!p.parse(cmd.args, error))
    return cmd.usage(error);
  bool compare = p.has("baseline") && p.has("current");
  if (p.has("help") || !p.has("o") || compare == p.has("summary")) {
    cmd.out << "usage: fusefuzz report --baseline OLD.json --current "
               "NEW.json -o DIR\n       fusefuzz report --summary RUN.json "
               "-o DIR\n";
    p.printHelp(cmd.out);
    return p.has("help") ? ExitOk : ExitUsage;
  }
  std::string dir = p.get("o");
  if (std::error_code ec = llvm::sys::fs::create_directories(dir))
    return cmd.usage("cannot create " + dir + ": " + ec.message());
  std::string markdown, html;
  bool regression = false;
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
    auto buffer = llvm::MemoryBuffer::getFile(p.get("summary"));
    if (!buffer)
      return cmd.usage(p.get("summary") + ": cannot read");
    auto parsed = llvm::json::parse((*buffer)->getBuffer());
    if (!parsed || !parsed->getAsObject()) {
      if (!parsed)
        llvm::consumeError(parsed.takeError());
      return cmd.usage(p.get("summary") + ": not a fusefuzz summary");
    }
    markdown = renderSummaryMarkdown(*parsed->getAsObject());
    html = renderSummaryHtml(*parsed->getAsObject());
  }
  if (!writeText(dir + "/report.md", markdown, error) ||
      !writeText(dir + "/report.html", html, error))
    return cmd.usage(error);
  cmd.out << markdown;
  return regression ? ExitFailuresFound : ExitOk;
}

int strategiesCommand(Command &cmd) {
  for (const StrategyInfo &info : allStrategies())
    if (!info.broken)
      cmd.out << llvm::formatv("  {0,-24} {1}\n", info.name, info.description);
  return ExitOk;
}

int selftestCommand(Command &cmd) {
  ArgParser p({{"seed", "N", "seed of the generated cases (default 1)"},
               {"max-cases", "N",
                "give up on a bug after N cases (default "
                "2000)"},
               {"prove-only", "", "execution off: only the prover may catch"},
               {"help", "", "show this help"}});
  std::string error;
  if (!p.parse(cmd.args, error))
    return cmd.usage(error);
  if (p.has("help")) {
    cmd.out << "usage: fusefuzz selftest [options]\n";
    p.printHelp(cmd.out);
    return ExitOk;
  }
  uint64_t seed = 1, maxCases = 2000;
  if (!p.getUnsigned("seed", seed, error) ||
      !p.getUnsigned("max-cases", maxCases, error))
    return cmd.usage(error);
  auto context = createContext();
  unsigned missed = 0, total = 0;
  for (const StrategyInfo &info : allStrategies()) {
    if (!info.broken)
      continue;
    ++total;
    SelftestResult r = selftestOne(*context, info.name, seed, maxCases,
                                   GenPolicy(), p.has("prove-only"));
    if (r.caught)
      cmd.out << llvm::formatv("  {0,-28} caught after {1} cases as {2} "
                               "(seed {3}): {4}\n",
                               r.strategy, r.cases, verdictName(r.verdict),
                               r.seed, r.detail);
    else
      cmd.out << llvm::formatv("  {0,-28} NOT caught in {1} cases\n",
                               r.strategy, r.cases);
    missed += !r.caught;
  }
  cmd.out << llvm::formatv("selftest: {0} of {1} deliberately wrong fusions "
                           "caught\n",
                           total - missed, total);
  return missed ? ExitFailuresFound : ExitOk;
}

} // namespace

int fusefuzz::fusefuzzMain(const std::vector<std::string> &args,
                           llvm::raw_ostream &out, llvm::raw_ostream &err) {
  if (args.empty() || args[0] == "--help" || args[0] == "-h" ||
      args[0] == "help") {
    (args.empty() ? err : out) << kUsage;
    return args.empty() ? ExitUsage : ExitOk;
  }
  if (args[0] == "--version") {
    out << "fusefuzz " << FUSEFUZZ_VERSION << " (MLIR " << FUSEFUZZ_LLVM_VERSION
        << ")\n";
    return ExitOk;
  }
  Command cmd{std::vector<std::string>(args.begin() + 1, args.end()), out, err};
  if (args[0] == "run")
    return runCommand(cmd);
  if (args[0] == "generate")
    return generateCommand(cmd);
  if (args[0] == "check")
    return checkCommand(cmd);
  if (args[0] == "prove")
    return proveCommand(cmd);
  if (args[0] == "replay")
    return replayCommand(cmd);
  if (args[0] == "reduce")
    return reduceCommand(cmd);
  if (args[0] == "bench")
    return benchCommand(cmd);
  if (args[0] == "report")
    return reportCommand(cmd);
  if (args[0] == "strategies")
    return strategiesCommand(cmd);
  if (args[0] == "selftest")
    return selftestCommand(cmd);
  if (args[0] == "pipeline") {
    out << loweringPipeline() << "\n";
    return ExitOk;
  }
  err << "fusefuzz: unknown command '" << args[0] << "'\n" << kUsage;
  return ExitUsage;
}
