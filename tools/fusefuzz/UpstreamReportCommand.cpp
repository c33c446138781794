//===- UpstreamReportCommand.cpp - fusefuzz upstream-report ---------------===//
//
// Writes a ready-to-file upstream report for each reduced reproducer of the
// known findings: reads KNOWN and the reproducers, runs each reproducer's
// plain mlir-opt command and its fusefuzz check on the installed MLIR, and
// renders them (reports/UpstreamReport.h).
//
//===----------------------------------------------------------------------===//
#include "tools/fusefuzz/Commands.h"

#include "fuzz/Findings.h"
#include "passes/TempFile.h"
#include "reports/UpstreamReport.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"

using namespace fusefuzz;

namespace {
struct Programs {
  std::string mlirOpt;
  std::string self;
  unsigned timeoutSeconds = 30;
};
} // namespace

/// Runs `argv` as written in a reproducer: `mlir-opt` and `fusefuzz` are
/// the installed binaries, the reproducer's name its path, and a leading
/// `timeout N` the time limit. The output shows the reproducer as
/// `shownPath` (default: its file name); `stdoutText`, where given, gets
/// the standard output alone.
static CommandRun runStep(const ReproduceStep &step, llvm::StringRef path,
                          const Programs &programs,
                          llvm::StringRef shownPath = "",
                          std::string *stdoutText = nullptr) {
  CommandRun run;
  run.command = llvm::join(step.argv, " ");
  std::vector<std::string> argv = step.argv;
  unsigned timeout = programs.timeoutSeconds;
  if (argv.size() > 2 && argv[0] == "timeout") {
    unsigned seconds = 0;
    if (!llvm::StringRef(argv[1]).getAsInteger(10, seconds))
      timeout = seconds;
    argv.erase(argv.begin(), argv.begin() + 2);
  }
  for (std::string &word : argv) {
    if (word == "mlir-opt")
      word = programs.mlirOpt;
    else if (word == "fusefuzz")
      word = programs.self;
    else if (word == llvm::sys::path::filename(path))
      word = path.str();
  }
  TempFile out("txt"), err("txt");
  std::optional<llvm::StringRef> redirects[] = {
      std::nullopt, llvm::StringRef(out.path), llvm::StringRef(err.path)};
  std::vector<llvm::StringRef> refs(argv.begin(), argv.end());
  std::string message;
  int rc = llvm::sys::ExecuteAndWait(argv[0], refs, std::nullopt, redirects,
                                     timeout, 0, &message);
  if (rc == -2 && llvm::StringRef(message).contains("timed out"))
    run.outcome = "no result within " + std::to_string(timeout) + " s (killed)";
  else if (rc == -2)
    run.outcome = "crashed (" + message + ")";
  else if (rc == -1)
    run.outcome = "could not run: " + message;
  else
    run.outcome = "exit status " + std::to_string(rc);
  // Paths of this machine are not part of the report.
  std::string output = out.text();
  if (stdoutText)
    *stdoutText = output;
  output += err.text();
  std::pair<std::string, std::string> local[] = {
      {path.str(), shownPath.empty() ? llvm::sys::path::filename(path).str()
                                     : shownPath.str()},
      {programs.mlirOpt, "mlir-opt"},
      {programs.self, "fusefuzz"}};
  for (const auto &[from, to] : local)
    for (size_t at = 0;
         !from.empty() && (at = output.find(from, at)) != std::string::npos;
         at += to.size())
      output.replace(at, from.size(), to);
  run.output = std::move(output);
  return run;
}

/// A bug of a transform schedule: the case and the `transform` strategy's
/// script as one file (`fusefuzz check --print-transform-script`), and
/// what plain `mlir-opt --transform-interpreter` does with it.
static void replaySchedule(UpstreamReport &r, llvm::StringRef path,
                           llvm::StringRef stem, const Programs &programs) {
  ReproduceStep print;
  print.argv = {"fusefuzz", "check", r.fileName, "--print-transform-script"};
  std::string script;
  CommandRun printed = runStep(print, path, programs, "", &script);
  if (printed.outcome != "exit status 0" ||
      !llvm::StringRef(script).contains("transform.named_sequence"))
    return;
  TempFile file("mlir");
  {
    std::error_code ec;
    llvm::raw_fd_ostream os(file.path, ec);
    os << script;
    if (ec)
      return;
  }
  r.scheduleFile = (stem + "-with-schedule.mlir").str();
  r.scheduleInput = script;
  ReproduceStep replay;
  replay.argv = {"mlir-opt", "--transform-interpreter", file.path.str().str()};
  CommandRun run = runStep(replay, file.path, programs, r.scheduleFile);
  run.command = "mlir-opt --transform-interpreter " + r.scheduleFile;
  r.scheduleRun = std::move(run);
}

static std::string versionOf(const Programs &programs) {
  ReproduceStep step;
  step.argv = {"mlir-opt", "--version"};
  return runStep(step, "", programs).output;
}

int fusefuzz::upstreamReportCommand(Command &cmd) {
  ArgParser p(
      {{"o", "DIR",
        "where the reports go, one FILE.md per reproducer and "
        "README.md (required)"},
       {"known", "FILE", "the known findings (default: corpus/known/KNOWN)"},
       {"mlir-opt", "PATH",
        "the mlir-opt to run (default: the one of the MLIR fusefuzz was "
        "built with)"},
       {"timeout", "S", "time limit of each command (default 30)"},
       {"help", "", "show this help"}});
  if (std::optional<int> exit = cmd.parse(
          p,
          "usage: fusefuzz upstream-report -o DIR [--known KNOWN] "
          "[REPRODUCER.mlir...]\n"
          "Writes a ready-to-file upstream bug report for each reproducer of "
          "the known findings (all, or the ones named): the minimal IR, the "
          "mlir-opt command and what it gives on this MLIR, what fusefuzz's "
          "oracles say, the MLIR version.\n",
          [&] { return p.has("o"); }))
    return *exit;
  std::string error;
  std::optional<std::string> knownPath =
      p.has("known") ? p.get("known") : defaultKnownFindingsPath();
  if (!knownPath)
    return cmd.usage("no corpus/known/KNOWN found: pass --known");
  auto known = KnownFindings::load(*knownPath);
  if (!known)
    return cmd.usage(llvm::toString(known.takeError()));
  double timeout = 30;
  if (!p.getDouble("timeout", timeout, error))
    return cmd.usage(error);
  Programs programs;
  programs.timeoutSeconds = std::max(1u, static_cast<unsigned>(timeout));
  programs.mlirOpt =
      p.get("mlir-opt", std::string(FUSEFUZZ_LLVM_BINDIR) + "/mlir-opt");
  programs.self = llvm::sys::fs::getMainExecutable(nullptr, nullptr);
  if (!llvm::sys::fs::can_execute(programs.mlirOpt))
    return cmd.usage(programs.mlirOpt + ": not an executable (--mlir-opt)");
  std::string dir = p.get("o");
  if (std::error_code ec = llvm::sys::fs::create_directories(dir))
    return cmd.usage("cannot create " + dir + ": " + ec.message());

  // One report per reproducer, in KNOWN's order, with every entry naming it.
  std::vector<UpstreamReport> reports;
  llvm::StringMap<size_t> byFile;
  for (const KnownFinding &entry : known->all()) {
    if (!p.positionals().empty() &&
        !llvm::is_contained(p.positionals(), entry.reproducer))
      continue;
    auto [it, added] = byFile.try_emplace(entry.reproducer, reports.size());
    if (added) {
      reports.emplace_back();
      reports.back().fileName = entry.reproducer;
    }
    UpstreamReport &r = reports[it->second];
    r.descriptions.push_back(entry.description);
    r.signatures.push_back(entry.pattern);
    if (r.upstream.empty() || r.upstream == "-")
      r.upstream = entry.upstream;
  }
  for (const std::string &wanted : p.positionals())
    if (!byFile.count(wanted))
      return cmd.usage(wanted + ": no KNOWN entry names this reproducer");

  std::string version = versionOf(programs);
  llvm::StringRef knownDir = llvm::sys::path::parent_path(*knownPath);
  int exit = ExitOk;
  for (UpstreamReport &r : reports) {
    llvm::SmallString<256> path(knownDir);
    llvm::sys::path::append(path, r.fileName);
    auto buffer = llvm::MemoryBuffer::getFile(path);
    if (!buffer) {
      cmd.err << "fusefuzz: " << path << ": cannot read the reproducer\n";
      exit = ExitUsage;
      continue;
    }
    r.parts = splitReproducer((*buffer)->getBuffer(), r.fileName);
    r.mlirVersion = version;
    r.date = todayUtc();
    for (const ReproduceStep &step : r.parts.steps) {
      if (step.runsMlirOpt())
        r.mlirOptRuns.push_back(runStep(step, path, programs));
      else if (step.runsFusefuzz())
        r.fusefuzzRuns.push_back(runStep(step, path, programs));
    }
    llvm::StringRef stem = r.fileName;
    stem.consume_back(".mlir");
    if (r.parts.strategy == "transform")
      replaySchedule(r, path, stem, programs);
    std::string out = dir + "/" + stem.str() + ".md";
    if (!writeText(out, renderUpstreamReport(r), error))
      return cmd.usage(error);
    cmd.out << out << ": " << upstreamReportTitle(r) << " ("
            << r.mlirOptRuns.size() << " mlir-opt, " << r.fusefuzzRuns.size()
            << " fusefuzz command" << (r.fusefuzzRuns.size() == 1 ? "" : "s")
            << " run)\n";
  }
  if (!writeText(dir + "/README.md", renderUpstreamIndex(reports), error))
    return cmd.usage(error);
  return exit;
}
