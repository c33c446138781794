//===- RunCommands.cpp - fusefuzz run and selftest ----------------------===//
#include "tools/fusefuzz/Commands.h"

#include "fuzz/Campaign.h"
#include "fuzz/ParallelCampaign.h"
#include "fuzz/Selftest.h"
#include "oracle/summary/SummaryJson.h"
#include "passes/Strategy.h"
#include "reports/SummaryText.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Process.h"

using namespace fusefuzz;

/// The strategies `--strategy` names: one, a comma-separated list, or
/// `every` registered one (not the deliberately broken ones).
static bool strategiesToCampaign(const Command &cmd, llvm::StringRef list,
                                 std::vector<const StrategyInfo *> &out,
                                 std::string &error) {
  if (list == "every") {
    for (const StrategyInfo *info : cmd.strategies.all())
      if (!info->broken)
        out.push_back(info);
    return true;
  }
  llvm::SmallVector<llvm::StringRef> names;
  list.split(names, ',', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef name : names) {
    if (!cmd.checkStrategy(name.trim(), error))
      return false;
    out.push_back(cmd.strategies.find(name.trim()));
  }
  if (out.empty())
    error = "--strategy names no strategy";
  return !out.empty();
}

int fusefuzz::runCommand(Command &cmd) {
  ArgParser p(withOptions(
      {{"seed", "N", "campaign seed (default 1)"},
       {"cases", "N", "stop after N cases"},
       {"seconds", "S", "stop after S seconds (default 60)"},
       {"strategy", "NAME",
        "fusion strategy (default all); a comma-separated list or `every` "
        "(every registered strategy) runs one campaign per strategy, "
        "--cases or --seconds each"},
       {"out", "DIR", "where failures go (default fusefuzz-out)"},
       {"json", "FILE", "also write the summary as JSON"},
       {"policy", "K=V,...", "override generation knobs"},
       {"ulps", "N", "float tolerance in ULPs (default 0)"},
       {"no-progress", "", "no live status line"},
       {"verbose", "",
        "print every known finding as it is found (default: counted in the "
        "status line and the summary's known table)"},
       {"known", "FILE",
        "known findings (default: corpus/known/KNOWN of the data "
        "directory)"},
       {"no-known", "", "count every failure as new"},
       {"keep", "N", "full reports per distinct finding (default 3)"},
       {"reduce-seconds", "S",
        "budget to reduce each new finding (default 20, 0: off)"},
       {"record-speedup", "", "time fused vs unfused for every case"},
       {"jobs", "N",
        "worker processes, each checking every Nth case (default: all "
        "cores)"},
       {"shard", "K/N",
        "check only shard K of N of the case sequence (N machines, one "
        "campaign)"},
       {"case-log", "", "append one line per case to <out>/cases.tsv"},
       {"transform-script", "S",
        "fuzz one transform schedule: S (transform.named_sequence "
        "@__transform_main) fuses every generated case instead of a strategy "
        "(the ops whose results a case returns carry the attribute "
        "__root__ while it runs; --strategy then only picks the generation "
        "emphasis)"}},
      {kIsolationOptions, kProofOptions, kExternalOptions}));
  if (std::optional<int> exit = cmd.parse(p, "usage: fusefuzz run [options]\n"))
    return *exit;
  std::string error;
  if (!p.positionals().empty())
    return cmd.usage("run takes no positional arguments");
  CampaignOptions options;
  uint64_t ulps = 0;
  if (!p.getUnsigned("seed", options.seed, error) ||
      !p.getUnsigned("cases", options.maxCases, error) ||
      !p.getDouble("seconds", options.maxSeconds, error) ||
      !p.getUnsigned("ulps", ulps, error))
    return cmd.usage(error);
  if (p.has("cases") && p.has("seconds"))
    return cmd.usage("give --cases or --seconds, not both");
  if (p.has("cases"))
    options.maxSeconds = 0;
  options.check.ulps = ulps;
  // One strategy, a comma-separated list, or `every` registered one: one
  // campaign each, one after the other.
  std::vector<const StrategyInfo *> strategies;
  if (!strategiesToCampaign(cmd, p.get("strategy", "all"), strategies, error))
    return cmd.usage(error);
  options.check.strategy = strategies.front()->name.str();
  // Campaigns give each end-to-end query a small budget.
  options.check.equivalenceRlimit = CheckOptions::kCampaignEquivalenceRlimit;
  options.check.equivalenceTimeoutMs =
      CheckOptions::kCampaignEquivalenceTimeoutMs;
  if (!parseProofOptions(p, options.check, error))
    return cmd.usage(error);
  // (An external tool replaces the strategy; its name keeps the emphasis.)
  if (!parseExternal(p, options.check, error))
    return cmd.usage(error);
  if (options.check.external && strategies.size() > 1)
    return cmd.usage("--opt-tool replaces the strategy: give one --strategy");
  if (p.has("transform-script")) {
    if (options.check.external || strategies.size() > 1)
      return cmd.usage("--transform-script replaces the strategy: not with "
                       "--opt-tool, and with one --strategy at most");
    llvm::SmallString<256> path(p.get("transform-script"));
    llvm::sys::fs::make_absolute(path);
    auto buffer = llvm::MemoryBuffer::getFile(path);
    if (!buffer)
      return cmd.usage(("cannot read " + path + ": ").str() +
                       buffer.getError().message());
    options.check.transformScript = (*buffer)->getBuffer().str();
    options.check.transformScriptName = path.str().str();
  }
  // Each strategy's generation policy: its emphasis under the user's own.
  std::vector<GenPolicy> policies;
  for (const StrategyInfo *strategy : strategies) {
    policies.push_back(options.policy);
    if (llvm::Error e = applyGenerationEmphasis(
            *strategy, p.has("policy") ? p.get("policy") : "", policies.back()))
      return cmd.usage(llvm::toString(std::move(e)));
  }
  options.outDir = p.get("out", "fusefuzz-out");
  options.recordSpeedup = p.has("record-speedup");
  options.isolation.fusionCpuSeconds =
      IsolationOptions::kCampaignFusionCpuSeconds;
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
    std::optional<std::string> path =
        p.has("known") ? std::optional<std::string>(p.get("known"))
                       : defaultKnownFindingsPath();
    if (path) {
      auto loaded = KnownFindings::load(*path);
      if (!loaded)
        return cmd.usage(llvm::toString(loaded.takeError()));
      known = std::move(*loaded);
      options.known = &*known;
    } else {
      cmd.err << "fusefuzz: warning: no known-findings file "
                 "(corpus/known/KNOWN) under $FUSEFUZZ_DATA_DIR, "
                 "<prefix>/share/fusefuzz, the source tree or the current "
                 "directory: every failure counts as new (--known FILE)\n";
    }
  }
  options.progress =
      !p.has("no-progress") && llvm::sys::Process::StandardErrIsDisplayed();
  options.verbose = p.has("verbose");
  Sharding sharding;
  uint64_t jobs = defaultJobs();
  if (!p.getUnsigned("jobs", jobs, error))
    return cmd.usage(error);
  if (jobs < 1 || jobs > 256)
    return cmd.usage("--jobs takes 1 to 256 workers");
  sharding.jobs = static_cast<unsigned>(jobs);
  if (p.has("shard"))
    if (llvm::Error e = parseShard(p.get("shard"), sharding))
      return cmd.usage(llvm::toString(std::move(e)));
  if (p.has("case-log")) {
    if (std::error_code ec = llvm::sys::fs::create_directories(options.outDir))
      return cmd.usage("cannot create " + options.outDir + ": " + ec.message());
    options.caseLog = options.outDir + "/cases.tsv";
  }

  Summary summary;
  for (auto [strategy, policy] : llvm::zip_equal(strategies, policies)) {
    CampaignOptions one = options;
    one.check.strategy = strategy->name.str();
    one.policy = policy;
    cmd.err << llvm::formatv(
        "fusefuzz: seed {0}, {1}{2}, {3}{4}{5}\n", one.seed,
        one.check.transformScript
            ? "transform script " + one.check.transformScriptName +
                  " on cases of strategy " + one.check.strategy
            : "strategy " + one.check.strategy,
        strategy->policy.empty()
            ? std::string()
            : (" (generation emphasis " + strategy->policy + ")").str(),
        one.maxCases ? llvm::formatv("{0} cases", one.maxCases).str()
                     : llvm::formatv("{0} s", one.maxSeconds).str(),
        sharding.shards > 1 ? llvm::formatv(", shard {0}/{1}",
                                            sharding.shard + 1, sharding.shards)
                                  .str()
                            : "",
        sharding.jobs > 1 ? llvm::formatv(", {0} workers", sharding.jobs).str()
                          : "");
    Summary campaign;
    if (sharding.jobs > 1) {
      // Each worker makes its own session after the fork.
      campaign = runParallelCampaign(one, sharding, cmd.strategies, cmd.err);
    } else {
      Session *session = cmd.session();
      if (!session)
        return ExitUsage;
      campaign =
          runCampaign(*session, workerOptions(one, sharding, 0), cmd.err);
    }
    if (strategies.size() > 1)
      cmd.err << "  " << campaign.line() << "\n";
    summary.mergeSequential(campaign);
    if (summary.interrupted)
      break;
  }
  if (strategies.size() > 1)
    summary.strategy = p.get("strategy", "all");
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

int fusefuzz::selftestCommand(Command &cmd) {
  ArgParser p({{"seed", "N", "seed of the generated cases (default 1)"},
               {"max-cases", "N",
                "give up on a bug after N cases (default "
                "2000)"},
               {"prove-only", "", "execution off: only the prover may catch"},
               {"help", "", "show this help"}});
  if (std::optional<int> exit =
          cmd.parse(p, "usage: fusefuzz selftest [options]\n"))
    return *exit;
  std::string error;
  uint64_t seed = 1, maxCases = 2000;
  if (!p.getUnsigned("seed", seed, error) ||
      !p.getUnsigned("max-cases", maxCases, error))
    return cmd.usage(error);
  Session *session = cmd.session();
  if (!session)
    return ExitUsage;
  unsigned missed = 0, total = 0;
  for (const StrategyInfo *info : session->strategies().all()) {
    if (!info->broken)
      continue;
    ++total;
    SelftestResult r = selftestOne(*session, info->name, seed, maxCases,
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
