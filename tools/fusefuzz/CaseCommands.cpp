//===- CaseCommands.cpp - check, prove, replay, reduce ------------------===//
#include "tools/fusefuzz/Commands.h"

#include "fuzz/Attribution.h"
#include "fuzz/Replay.h"
#include "fuzz/reduce/Reduce.h"
#include "passes/Context.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace fusefuzz;

int fusefuzz::checkCommand(Command &cmd) {
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

int fusefuzz::proveCommand(Command &cmd) {
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

int fusefuzz::replayCommand(Command &cmd) {
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

int fusefuzz::reduceCommand(Command &cmd) {
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
