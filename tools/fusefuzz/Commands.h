//===- Commands.h - The subcommands of fusefuzz -----------------*- C++ -*-===//
//
// One function per subcommand, grouped in files by what they work on:
// campaigns (RunCommands.cpp), case files (CaseCommands.cpp), timing and
// reports (ReportCommands.cpp), the rest (FusefuzzMain.cpp). The option
// parsers they share live in CommandOptions.cpp.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_TOOLS_COMMANDS_H
#define FUSEFUZZ_TOOLS_COMMANDS_H

#include "tools/fusefuzz/ArgParser.h"
#include "tools/fusefuzz/FusefuzzMain.h"

#include "fuzz/Isolation.h"
#include "generators/GenPolicy.h"

#include "llvm/ADT/STLFunctionalExtras.h"

#include <optional>

namespace fusefuzz {

struct Command {
  Command(std::vector<std::string> args, llvm::raw_ostream &out,
          llvm::raw_ostream &err, const StrategyRegistry &strategies)
      : args(std::move(args)), out(out), err(err), strategies(strategies) {}
  std::vector<std::string> args;
  llvm::raw_ostream &out;
  llvm::raw_ostream &err;
  /// Built-ins and what the binary registered (fusefuzzMain's argument).
  const StrategyRegistry &strategies;

  /// Whether `name` is a strategy of this binary (else `error` says so).
  bool checkStrategy(llvm::StringRef name, std::string &error) const;

  int usage(llvm::StringRef message) {
    err << "fusefuzz: " << message << "\n";
    return ExitUsage;
  }

  /// The command's session, built on first use; null (after printing why)
  /// when it cannot be built.
  Session *session();

  /// Parses `args` into `p`. Returns the exit code when the command ends
  /// here: a bad option, `--help`, or `ready()` false (the usage and the
  /// options are printed then).
  std::optional<int> parse(ArgParser &p, llvm::StringRef usageText,
                           llvm::function_ref<bool()> ready = nullptr);

  /// Reads each file and hands its text to `check`; unreadable files are
  /// reported and the rest still run. With `split`, each `// -----` section
  /// of a file is a case of its own, named FILE:LINE. More than one case
  /// ends with a tally of the verdicts. The exit code: 2 if a file could
  /// not be read or a case is invalid input, else 1 if any verdict is a
  /// failure.
  int forEachCase(
      llvm::ArrayRef<std::string> files, bool split,
      llvm::function_ref<Verdict(llvm::StringRef text, const std::string &file)>
          check);

private:
  std::unique_ptr<Session> ownedSession;
};

/// Option groups, each next to its parser in CommandOptions.cpp.
extern const std::vector<OptionSpec> kIsolationOptions;
extern const std::vector<OptionSpec> kProofOptions;
extern const std::vector<OptionSpec> kExternalOptions;
/// --split-input-file.
extern const std::vector<OptionSpec> kInputOptions;
/// `own` followed by `groups` and --help.
std::vector<OptionSpec>
withOptions(std::vector<OptionSpec> own,
            std::initializer_list<std::vector<OptionSpec>> groups);

bool parseIsolation(const ArgParser &p, IsolationOptions &isolation,
                    std::string &error);
bool parseProofOptions(const ArgParser &p, CheckOptions &check,
                       std::string &error);
/// --opt-tool/--pipeline: an external fusion tool replaces the strategy.
bool parseExternal(const ArgParser &p, CheckOptions &check, std::string &error);
bool writeText(const std::string &path, llvm::StringRef text,
               std::string &error);

int runCommand(Command &cmd);
int selftestCommand(Command &cmd);
int checkCommand(Command &cmd);
int proveCommand(Command &cmd);
int replayCommand(Command &cmd);
int reduceCommand(Command &cmd);
int benchCommand(Command &cmd);
int fuseCommand(Command &cmd);
int reportCommand(Command &cmd);
int upstreamReportCommand(Command &cmd);

/// Today's date, UTC: "2026-11-22".
std::string todayUtc();

} // namespace fusefuzz

#endif
