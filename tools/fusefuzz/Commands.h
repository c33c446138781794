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

namespace fusefuzz {

struct Command {
  std::vector<std::string> args;
  llvm::raw_ostream &out;
  llvm::raw_ostream &err;

  int usage(llvm::StringRef message) {
    err << "fusefuzz: " << message << "\n";
    return ExitUsage;
  }
};

bool parsePolicy(const ArgParser &p, GenPolicy &policy, std::string &error);
bool parseIsolation(const ArgParser &p, IsolationOptions &isolation,
                    std::string &error);
bool parseProofOptions(const ArgParser &p, CheckOptions &check,
                       std::string &error);
/// --opt-tool/--pipeline: an external fusion tool replaces the strategy.
bool parseExternal(const ArgParser &p, CheckOptions &check, std::string &error);
bool checkStrategy(llvm::StringRef name, std::string &error);
bool writeText(const std::string &path, llvm::StringRef text,
               std::string &error);

int runCommand(Command &cmd);
int selftestCommand(Command &cmd);
int checkCommand(Command &cmd);
int proveCommand(Command &cmd);
int replayCommand(Command &cmd);
int reduceCommand(Command &cmd);
int benchCommand(Command &cmd);
int reportCommand(Command &cmd);

} // namespace fusefuzz

#endif
