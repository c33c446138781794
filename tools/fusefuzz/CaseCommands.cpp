//===- CaseCommands.cpp - check, prove, replay, reduce ------------------===//
#include "tools/fusefuzz/Commands.h"

#include "fuzz/Attribution.h"
#include "fuzz/ExternalAttribution.h"
#include "fuzz/Findings.h"
#include "fuzz/Replay.h"
#include "fuzz/reduce/Reduce.h"
#include "oracle/pipeline/CaseStages.h"
#include "passes/Context.h"
#include "passes/TransformStrategy.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace fusefuzz;

/// The transform strategy's script for `text`, as an mlir-opt input.
static Verdict printTransformScript(Session &session, llvm::StringRef text,
                                    llvm::StringRef file,
                                    llvm::raw_ostream &out) {
  std::string diagnostics;
  mlir::OwningOpRef<mlir::ModuleOp> module =
      parseModule(text, file, session.context(), diagnostics);
  mlir::func::FuncOp func =
      module ? module->lookupSymbol<mlir::func::FuncOp>("case") : nullptr;
  std::optional<std::string> script =
      func ? transformReproducer(func) : std::nullopt;
  if (script) {
    out << *script;
    return Verdict::Pass;
  }
  out << file << ": no transform script (not a case with a tileable "
      << "returned op)\n";
  return Verdict::InvalidInput;
}

int fusefuzz::checkCommand(Command &cmd) {
  ArgParser p(withOptions(
      {{"strategy", "NAME", "fusion strategy (default all)"},
       {"ulps", "N", "float tolerance in ULPs (default 0)"},
       {"print-fused", "", "print the fused function"},
       {"print-transform-script", "",
        "instead of checking, print the input mlir-opt "
        "--transform-interpreter replays the transform strategy with"},
       {"attribute", "", "name the rewrite responsible for a failure"},
       {"rewrite-limit", "N",
        "apply only the strategy's first N rewrites (bisecting by hand)"},
       {"fused", "FILE",
        "the fused function, as a case file: checked against the one "
        "input file instead of running a strategy (the end-to-end proof "
        "decides, with --equivalence decide the default)"},
       {"transform-script", "FILE",
        "a transform script (transform.named_sequence @__transform_main) "
        "that is the fusion checked, on every input file (a file holding its "
        "own script is fused by it without this option); the end-to-end "
        "proof decides"},
       {"func", "NAME",
        "the function of each file to check (default: the only one that "
        "returns results and calls no external function; functions it "
        "calls are inlined, drivers such as @main ignored)"}},
      {kInputOptions, kIsolationOptions, kProofOptions, kExternalOptions}));
  if (std::optional<int> exit =
          cmd.parse(p, "usage: fusefuzz check FILE.mlir... [options]\n",
                    [&] { return !p.positionals().empty(); }))
    return *exit;
  std::string error;
  CheckOptions options;
  IsolationOptions isolation;
  uint64_t ulps = 0;
  options.strategy = p.get("strategy", "all");
  // One case at a time: both executors, which must agree.
  options.execution = Execution::Both;
  if (!p.getUnsigned("ulps", ulps, error) ||
      !cmd.checkStrategy(options.strategy, error) ||
      !parseProofOptions(p, options, error) ||
      !parseExternal(p, options, error) || !parseIsolation(p, isolation, error))
    return cmd.usage(error);
  options.ulps = ulps;
  // The text of the file an option names, and the name it goes by.
  auto readOptionFile = [&](llvm::StringRef option,
                            std::optional<std::string> &text,
                            std::string &name) {
    name = p.get(option);
    auto buffer = llvm::MemoryBuffer::getFile(name);
    if (!buffer) {
      error = "cannot read " + name + ": " + buffer.getError().message();
      return false;
    }
    text = (*buffer)->getBuffer().str();
    return true;
  };
  if (p.has("fused")) {
    if (!readOptionFile("fused", options.fusedText, options.fusedName))
      return cmd.usage(error);
    if (p.positionals().size() != 1 || p.has("split-input-file"))
      return cmd.usage("--fused takes exactly one unfused input file");
  }
  options.funcName = p.get("func", "");
  if (p.has("transform-script")) {
    if (p.has("fused") || options.external)
      return cmd.usage("--transform-script is the fusion checked: not with "
                       "--fused or --opt-tool");
    if (!readOptionFile("transform-script", options.transformScript,
                        options.transformScriptName))
      return cmd.usage(error);
  }
  if (p.has("rewrite-limit")) {
    uint64_t limit = 0;
    if (!p.getUnsigned("rewrite-limit", limit, error))
      return cmd.usage(error);
    options.rewriteLimit = limit;
  }
  Session *session = cmd.session();
  if (!session)
    return ExitUsage;
  IsolatedChecker checker(*session, options, isolation);
  // Failures are named by their signature and matched against the known
  // upstream findings, so a user sees at once whether one is new.
  std::optional<KnownFindings> known;
  if (std::optional<std::string> path = defaultKnownFindingsPath()) {
    if (auto loaded = KnownFindings::load(*path))
      known = std::move(*loaded);
    else
      llvm::consumeError(loaded.takeError());
  }
  return cmd.forEachCase(
      p.positionals(), p.has("split-input-file"),
      [&](llvm::StringRef text, const std::string &file) {
        if (p.has("print-transform-script"))
          return printTransformScript(*session, text, file, cmd.out);
        CaseResult r = checker.check(text, file);
        attributeExternalFailure(*session, text, file, options, isolation, r);
        cmd.out << llvm::formatv("{0}: {1} ({2} fusions)", file,
                                 verdictName(r.verdict), r.fusions);
        if (!r.detail.empty())
          cmd.out << ": " << r.detail;
        cmd.out << "\n" << describeStatistics(r);
        if (isFailure(r.verdict) && r.verdict != Verdict::InvalidInput) {
          std::string signature = findingSignature(r);
          const KnownFinding *k = known ? known->match(signature) : nullptr;
          cmd.out << "  signature: " << signature
                  << (k ? " (known: " + k->reproducer + ")" : " (new)") << "\n";
        }
        if (!r.evidence.empty() && r.verdict != Verdict::Pass)
          cmd.out << r.evidence
                  << (llvm::StringRef(r.evidence).ends_with("\n") ? "" : "\n");
        if (p.has("print-fused") && !r.fusedText.empty())
          cmd.out << r.fusedText;
        if (p.has("attribute") && isFailure(r.verdict))
          cmd.out << "  responsible: "
                  << attributeFailure(*session, text, file, options, isolation)
                         .str()
                  << "\n";
        return r.verdict;
      });
}

int fusefuzz::proveCommand(Command &cmd) {
  ArgParser p(
      withOptions({{"strategy", "NAME", "fusion strategy (default all)"},
                   {"dump-smt2", "DIR",
                    "write every Z3 query as SMT-LIB 2 into DIR (replay: z3 "
                    "FILE; unsat = proved)"},
                   {"equivalence-rlimit", "N",
                    "per Z3 query of the end-to-end proof, in Z3 resource "
                    "units (default 2000000; campaigns: 60000)"},
                   {"equivalence-timeout", "MS",
                    "per Z3 query of the end-to-end proof, wall clock: a "
                    "guard (default 2000)"}},
                  {kInputOptions}));
  if (std::optional<int> exit =
          cmd.parse(p, "usage: fusefuzz prove FILE.mlir... [options]\n",
                    [&] { return !p.positionals().empty(); }))
    return *exit;
  std::string error;
  CheckOptions options;
  options.strategy = p.get("strategy", "all");
  if (!cmd.checkStrategy(options.strategy, error) ||
      !parseProofOptions(p, options, error))
    return cmd.usage(error);
  options.execute = false;
  if (p.has("dump-smt2")) {
    options.smt2Dir = p.get("dump-smt2");
    if (std::error_code ec = llvm::sys::fs::create_directories(options.smt2Dir))
      return cmd.usage("cannot create " + options.smt2Dir + ": " +
                       ec.message());
  }
  Session *session = cmd.session();
  if (!session)
    return ExitUsage;
  IsolatedChecker checker(*session, options, IsolationOptions());
  return cmd.forEachCase(p.positionals(), p.has("split-input-file"),
                         [&](llvm::StringRef text, const std::string &file) {
                           CaseResult r = checker.check(text, file);
                           cmd.out << file << ": " << verdictName(r.verdict);
                           if (r.verdict != Verdict::Pass &&
                               r.verdict != Verdict::ProofFailure)
                             cmd.out << " (" << r.detail << ")";
                           cmd.out << "\n" << r.equivalenceReport;
                           return r.verdict;
                         });
}

int fusefuzz::replayCommand(Command &cmd) {
  ArgParser p(withOptions({}, {kIsolationOptions}));
  if (std::optional<int> exit = cmd.parse(
          p,
          "usage: fusefuzz replay (FILE.mlir | DIR)... [options]\n"
          "Checks each case with the strategy its `// STRATEGY:` line names\n"
          "and compares the verdict with its `// EXPECT:` line.\n",
          [&] { return !p.positionals().empty(); }))
    return *exit;
  std::string error;
  IsolationOptions isolation;
  if (!parseIsolation(p, isolation, error))
    return cmd.usage(error);
  std::vector<std::string> files = collectCases(p.positionals());
  if (files.empty())
    return cmd.usage("no .mlir cases found");
  Session *session = cmd.session();
  if (!session)
    return ExitUsage;
  ReplayTotals totals = replayCases(*session, files, isolation, cmd.out);
  return totals.failed ? ExitFailuresFound : ExitOk;
}

/// The strategy recorded in a case's module attributes (written findings
/// carry it), or "all".
static std::string recordedStrategy(llvm::StringRef text) {
  llvm::StringRef key = "fusefuzz.strategy = \"";
  size_t at = text.find(key);
  if (at == llvm::StringRef::npos)
    return "all";
  return text.substr(at + key.size())
      .take_until([](char c) { return c == '"'; })
      .str();
}

int fusefuzz::reduceCommand(Command &cmd) {
  ArgParser p(withOptions(
      {{"o", "FILE", "where to write the reduced case (required)"},
       {"strategy", "NAME",
        "fusion strategy (default: the case's fusefuzz.strategy, else all)"},
       {"seconds", "S", "time budget (default 30)"}},
      {kIsolationOptions, kProofOptions, kExternalOptions}));
  if (std::optional<int> exit = cmd.parse(
          p, "usage: fusefuzz reduce FILE.mlir -o SMALL.mlir [options]\n",
          [&] { return p.positionals().size() == 1 && p.has("o"); }))
    return *exit;
  std::string file = p.positionals()[0];
  auto buffer = llvm::MemoryBuffer::getFile(file);
  if (!buffer)
    return cmd.usage(file + ": cannot read: " + buffer.getError().message());
  llvm::StringRef text = (*buffer)->getBuffer();
  std::string error;
  ReduceOptions options;
  options.check.strategy = p.get("strategy", recordedStrategy(text));
  if (!p.getDouble("seconds", options.seconds, error) ||
      !cmd.checkStrategy(options.check.strategy, error) ||
      !parseProofOptions(p, options.check, error) ||
      !parseExternal(p, options.check, error) ||
      !parseIsolation(p, options.isolation, error))
    return cmd.usage(error);
  Session *session = cmd.session();
  if (!session)
    return ExitUsage;
  ReduceResult r = reduceCase(*session, text, file, options, &cmd.err);
  if (!r.error.empty() && !r.reduced) {
    cmd.err << "fusefuzz: " << r.error << "\n";
    if (r.signature.empty())
      return ExitUsage;
  }
  if (!writeText(p.get("o"), r.text, error))
    return cmd.usage(error);
  cmd.out << llvm::formatv("fusefuzz: reduced {0} from {1} to {2} ops in "
                           "{3:f1} s ({4} checks), signature {5}\n",
                           file, r.opsBefore, r.opsAfter, r.seconds, r.checks,
                           r.signature);
  return ExitOk;
}

int fusefuzz::fuseCommand(Command &cmd) {
  ArgParser p({{"strategy", "NAME", "fusion strategy (default all)"},
               {"help", "", "show this help"}});
  if (std::optional<int> exit = cmd.parse(
          p, "usage: fusefuzz fuse FILE.mlir [--strategy NAME]\n"
             "Prints the case fused by the strategy, as an mlir-opt-like "
             "tool prints its output (one function, named as the input's): "
             "so a fusefuzz build can serve as another's --opt-tool "
             "(installed or copied as `fusefuzz-opt`, it takes these "
             "arguments without the command name).\n"))
    return *exit;
  std::string error;
  if (p.positionals().size() != 1)
    return cmd.usage("fuse takes one case file");
  CheckOptions options;
  options.strategy = p.get("strategy", "all");
  if (!cmd.checkStrategy(options.strategy, error))
    return cmd.usage(error);
  const std::string &file = p.positionals()[0];
  auto buffer = llvm::MemoryBuffer::getFileOrSTDIN(file);
  if (!buffer)
    return cmd.usage("cannot read " + file);
  Session *session = cmd.session();
  if (!session)
    return ExitUsage;
  CaseState state(*session, (*buffer)->getBuffer(), file);
  if (failed(parseStage(state, options)) || failed(fuseStage(state, options)) ||
      failed(verifyStage(state))) {
    cmd.err << file << ": " << verdictName(state.result.verdict) << ": "
            << state.result.detail << "\n"
            << state.result.evidence;
    return ExitFailuresFound;
  }
  printFused(state);
  cmd.out << state.result.fusedText;
  return ExitOk;
}
