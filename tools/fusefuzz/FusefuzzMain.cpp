//===- FusefuzzMain.cpp - Subcommand dispatch -----------------------------===//
#include "tools/fusefuzz/Commands.h"

#include "generators/Generator.h"
#include "passes/Lowering.h"
#include "passes/Strategy.h"

#include "llvm/Support/FormatVariadic.h"

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
    "  prove       prove each case fused equal to its unfused function (Z3)\n"
    "  replay      check a regression corpus against its expected verdicts\n"
    "  reduce      shrink a failing case, keeping its failure signature\n"
    "  fuse        print a case fused by a strategy (an mlir-opt-like tool)\n"
    "  bench       time fused and unfused kernels (Google Benchmark)\n"
    "  report      compare benchmark runs, or render a campaign summary\n"
    "  upstream-report  write ready-to-file reports of the known findings\n"
    "  strategies  list the fusion strategies (--names: names only)\n"
    "  selftest    show the oracle catching deliberately wrong fusions\n"
    "  pipeline    print the lowering pipeline (for mlir-opt --pass-pipeline)\n"
    "\n"
    "`fusefuzz <command> --help` lists a command's options.\n";

int generateCommand(Command &cmd) {
  ArgParser p({{"seed", "N", "case seed (default 1)"},
               {"policy", "K=V,...", "override generation knobs"},
               {"strategy", "NAME",
                "apply the strategy's generation emphasis (as `run "
                "--strategy` does) under --policy"},
               {"help-policy", "", "list the generation knobs"},
               {"help", "", "show this help"}});
  if (std::optional<int> exit = cmd.parse(
          p, "usage: fusefuzz generate [--seed N] [--policy K=V,...]\n"))
    return *exit;
  std::string error;
  if (p.has("help-policy")) {
    cmd.out << GenPolicy::describe();
    return ExitOk;
  }
  uint64_t seed = 1;
  GenPolicy policy;
  if (!p.getUnsigned("seed", seed, error) ||
      !cmd.checkStrategy(p.get("strategy", "all"), error))
    return cmd.usage(error);
  if (llvm::Error e = applyGenerationEmphasis(
          *cmd.strategies.find(p.get("strategy", "all")),
          p.has("policy") ? p.get("policy") : "", policy))
    return cmd.usage(llvm::toString(std::move(e)));
  cmd.out << generateCase(seed, policy);
  return ExitOk;
}

int strategiesCommand(Command &cmd) {
  bool namesOnly = llvm::is_contained(cmd.args, "--names");
  for (const std::string &a : cmd.args)
    if (a != "--names")
      return cmd.usage("strategies takes only --names");
  for (const StrategyInfo *info : cmd.strategies.all()) {
    if (info->broken)
      continue;
    if (namesOnly)
      cmd.out << info->name << "\n";
    else
      cmd.out << llvm::formatv("  {0,-24} {1}\n", info->name,
                               info->description);
  }
  return ExitOk;
}

} // namespace

int fusefuzz::fusefuzzMain(const std::vector<std::string> &args,
                           llvm::raw_ostream &out, llvm::raw_ostream &err,
                           const StrategyRegistry &strategies) {
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
  Command cmd{std::vector<std::string>(args.begin() + 1, args.end()), out, err,
              strategies};
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
  if (args[0] == "fuse")
    return fuseCommand(cmd);
  if (args[0] == "report")
    return reportCommand(cmd);
  if (args[0] == "upstream-report")
    return upstreamReportCommand(cmd);
  if (args[0] == "strategies")
    return strategiesCommand(cmd);
  if (args[0] == "selftest")
    return selftestCommand(cmd);
  if (args[0] == "pipeline") {
    // Stderr, so that stdout stays a pipeline mlir-opt accepts.
    err << "fusefuzz: before this pipeline, every use of a tensor.empty gets "
           "its own op (see passes/Lowering.h)\n";
    out << loweringPipeline() << "\n";
    return ExitOk;
  }
  err << "fusefuzz: unknown command '" << args[0] << "'\n" << kUsage;
  return ExitUsage;
}
