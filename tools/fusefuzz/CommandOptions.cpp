//===- CommandOptions.cpp - Options shared by subcommands ---------------===//
#include "tools/fusefuzz/Commands.h"

#include "fuzz/SplitInput.h"
#include "passes/Strategy.h"

#include "llvm/ADT/StringExtras.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include <map>

using namespace fusefuzz;

std::optional<int> Command::parse(ArgParser &p, llvm::StringRef usageText,
                                  llvm::function_ref<bool()> ready) {
  std::string error;
  if (!p.parse(args, error))
    return usage(error);
  bool help = p.has("help");
  if (!help && (!ready || ready()))
    return std::nullopt;
  out << usageText;
  p.printHelp(out);
  return help ? ExitOk : ExitUsage;
}

int Command::forEachCase(
    llvm::ArrayRef<std::string> files, bool split,
    llvm::function_ref<Verdict(llvm::StringRef, const std::string &)> check) {
  int exit = ExitOk;
  std::map<Verdict, unsigned> tally;
  unsigned cases = 0;
  auto checkOne = [&](llvm::StringRef text, const std::string &name) {
    Verdict v = check(text, name);
    ++tally[v];
    ++cases;
    if (v == Verdict::InvalidInput)
      exit = ExitUsage;
    else if (isFailure(v) && exit == ExitOk)
      exit = ExitFailuresFound;
  };
  for (const std::string &file : files) {
    auto buffer = llvm::MemoryBuffer::getFile(file);
    if (!buffer) {
      err << "fusefuzz: " << file
          << ": cannot read: " << buffer.getError().message() << "\n";
      exit = ExitUsage;
      continue;
    }
    if (!split) {
      checkOne((*buffer)->getBuffer(), file);
      continue;
    }
    for (const InputSection &section : splitInputFile((*buffer)->getBuffer()))
      checkOne(section.text, file + ":" + std::to_string(section.firstLine));
  }
  if (cases > 1) {
    out << cases << " cases:";
    llvm::ListSeparator sep(",");
    for (const auto &[verdict, count] : tally)
      out << sep << " " << count << " " << verdictName(verdict);
    out << "\n";
  }
  return exit;
}

std::vector<OptionSpec>
fusefuzz::withOptions(std::vector<OptionSpec> own,
                      std::initializer_list<std::vector<OptionSpec>> groups) {
  for (const std::vector<OptionSpec> &g : groups)
    own.insert(own.end(), g.begin(), g.end());
  own.push_back({"help", "", "show this help"});
  return own;
}

const std::vector<OptionSpec> fusefuzz::kIsolationOptions = {
    {"no-isolate", "", "check in-process (a crash ends the run)"},
    {"timeout", "S",
     "per-case limit in CPU seconds of the worker (default 10; four times as "
     "long on the wall clock stops a worker that waits)"},
    {"memory-limit", "MB", "per-case memory limit (default 4096)"},
    {"fusion-cpu-limit", "S",
     "CPU seconds one fusion may spin before it is a timeout (default: "
     "0.25 for run, 1 otherwise; 0: off)"}};

const std::vector<OptionSpec> fusefuzz::kProofOptions = {
    {"no-prove", "", "skip the Z3 proofs (execution alone decides)"},
    {"no-execute", "", "skip execution: only the prover decides"},
    {"equivalence", "MODE",
     "the end-to-end equivalence proof of the two functions from their IR: "
     "decide (the default: a refutation is a proof-failure), report (counted "
     "and shown; a refutation does not make the verdict) or off"},
    {"equivalence-rlimit", "N",
     "per Z3 query of the end-to-end proof, in Z3 resource units: the "
     "deterministic budget, the same verdict on any machine and under any "
     "load (default: 60000 for run, about 15 ms here; 2000000 otherwise)"},
    {"equivalence-timeout", "MS",
     "per Z3 query of the end-to-end proof, wall clock: a guard against a "
     "stuck solver (default: 250 for run, 2000 otherwise)"},
    {"execution", "MODE",
     "interp: the tensor-level interpreter, the JIT checking every failure "
     "and a sample; jit: the JIT alone; both: both on every case (default: "
     "interp for run, both for check and replay)"},
    {"jit-every", "N",
     "with interp: the JIT also runs every Nth generated case (default 64, "
     "0: failures only)"},
    {"no-runtime-checks", "",
     "compile the JIT's checking build without runtime checks of slices, "
     "reads and sizes (the interpreter still checks them)"}};

const std::vector<OptionSpec> fusefuzz::kInputOptions = {
    {"split-input-file", "",
     "check each `// -----` section of a file as its own case, named "
     "FILE:LINE (as mlir-opt --split-input-file)"}};

const std::vector<OptionSpec> fusefuzz::kExternalOptions = {
    {"opt-tool", "PATH",
     "fuse with this mlir-opt-like binary (a bare name is looked up on "
     "PATH)"},
    {"pipeline", "P",
     "a pass pipeline (`builtin.module(...)`) or mlir-opt flags: run by "
     "--opt-tool, or in process without it (every upstream pass, and "
     "those of --load-pass-plugin)"},
    {"load-pass-plugin", "LIB",
     "load a pass plugin (mlirGetPassPluginInfo, as mlir-opt does) whose "
     "passes --pipeline runs in process"},
    {"load-dialect-plugin", "LIB",
     "load a dialect plugin (mlirGetDialectPluginInfo) for the cases and "
     "the in-process pipeline"},
    {"opt-timeout", "S", "time limit per tool run (default 30)"}};

bool fusefuzz::parseIsolation(const ArgParser &p, IsolationOptions &isolation,
                              std::string &error) {
  uint64_t megabytes = isolation.memoryLimitBytes >> 20;
  if (!p.getDouble("timeout", isolation.timeoutSeconds, error) ||
      !p.getDouble("fusion-cpu-limit", isolation.fusionCpuSeconds, error) ||
      !p.getUnsigned("memory-limit", megabytes, error))
    return false;
  isolation.memoryLimitBytes = megabytes << 20;
  isolation.enabled = !p.has("no-isolate");
  return true;
}

bool fusefuzz::parseProofOptions(const ArgParser &p, CheckOptions &check,
                                 std::string &error) {
  check.prove = !p.has("no-prove");
  uint64_t equivalenceTimeout = check.equivalenceTimeoutMs;
  if (!p.getUnsigned("equivalence-timeout", equivalenceTimeout, error))
    return false;
  check.equivalenceTimeoutMs = equivalenceTimeout;
  if (!p.getUnsigned("equivalence-rlimit", check.equivalenceRlimit, error))
    return false;
  if (p.has("equivalence")) {
    std::string mode = p.get("equivalence");
    std::optional<CheckOptions::EquivalenceMode> parsed =
        parseEquivalenceMode(mode);
    if (!parsed) {
      error = "--equivalence must be off, report or decide, not '" + mode + "'";
      return false;
    }
    check.equivalence = *parsed;
  }
  check.execute = !p.has("no-execute");
  if (p.has("execution")) {
    std::string mode = p.get("execution");
    if (mode == "interp")
      check.execution = Execution::Interpreter;
    else if (mode == "jit")
      check.execution = Execution::Jit;
    else if (mode == "both")
      check.execution = Execution::Both;
    else {
      error = "--execution must be interp, jit or both, not '" + mode + "'";
      return false;
    }
  }
  uint64_t every = check.jitSampleEvery;
  if (!p.getUnsigned("jit-every", every, error))
    return false;
  check.jitSampleEvery = every;
  check.runtimeChecks = !p.has("no-runtime-checks");
  if (!check.prove && !check.execute) {
    error = "--no-prove and --no-execute together check nothing";
    return false;
  }
  return true;
}

/// --opt-tool/--pipeline: an external fusion tool replaces the strategy.
bool fusefuzz::parseExternal(const ArgParser &p, CheckOptions &check,
                             std::string &error) {
  bool plugins = p.has("load-pass-plugin") || p.has("load-dialect-plugin");
  if (!p.has("opt-tool")) {
    if (p.has("opt-timeout")) {
      error = "--opt-timeout needs --opt-tool";
      return false;
    }
    if (!p.has("pipeline")) {
      if (plugins)
        error = "--load-pass-plugin and --load-dialect-plugin need --pipeline";
      return !plugins;
    }
    // The pipeline runs in process, with the plugins' passes and dialects.
    InProcessPipeline pipeline;
    pipeline.pipeline = p.get("pipeline");
    for (const char *flag : {"load-pass-plugin", "load-dialect-plugin"}) {
      if (!p.has(flag))
        continue;
      llvm::SmallString<256> path(p.get(flag));
      llvm::sys::fs::make_absolute(path);
      (llvm::StringRef(flag) == "load-pass-plugin" ? pipeline.passPlugins
                                                   : pipeline.dialectPlugins)
          .push_back(path.str().str());
    }
    if (!loadPlugins(pipeline, error))
      return false;
    check.inProcess = pipeline;
    check.strategy = "pipeline";
    return true;
  }
  if (plugins) {
    error = "--load-pass-plugin and --load-dialect-plugin load into fusefuzz: "
            "give them to the --opt-tool's command line instead";
    return false;
  }
  ExternalTool tool;
  tool.path = p.get("opt-tool");
  tool.pipeline = p.get("pipeline");
  double seconds = tool.timeoutSeconds;
  if (!p.getDouble("opt-timeout", seconds, error))
    return false;
  tool.timeoutSeconds = std::max(1.0, seconds);
  // A bare name is looked up on PATH, as a shell would.
  if (!llvm::StringRef(tool.path).contains('/'))
    if (llvm::ErrorOr<std::string> found =
            llvm::sys::findProgramByName(tool.path))
      tool.path = *found;
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

Session *Command::session() {
  if (ownedSession)
    return ownedSession.get();
  std::string error;
  ownedSession = Session::create(error, strategies);
  if (!ownedSession)
    err << "fusefuzz: cannot set up: " << error << "\n";
  return ownedSession.get();
}

bool Command::checkStrategy(llvm::StringRef name, std::string &error) const {
  if (strategies.find(name))
    return true;
  error = ("unknown strategy '" + name + "' (see `fusefuzz strategies`)").str();
  return false;
}

bool fusefuzz::writeText(const std::string &path, llvm::StringRef text,
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
