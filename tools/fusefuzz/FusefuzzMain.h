//===- FusefuzzMain.h - The fusefuzz command line ---------------*- C++ -*-===//
#ifndef FUSEFUZZ_TOOLS_FUSEFUZZMAIN_H
#define FUSEFUZZ_TOOLS_FUSEFUZZMAIN_H

#include "passes/Strategy.h"

#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

namespace fusefuzz {

/// Exit codes: the only place that picks them.
enum ExitCode : int { ExitOk = 0, ExitFailuresFound = 1, ExitUsage = 2 };

/// Runs `fusefuzz <args...>` (args without the program name) with the
/// strategies of `strategies`: the built-ins, and whatever the binary
/// registered. A downstream binary links its fusion code, adds its
/// strategies to a registry and calls this from its own main, the way
/// MLIR's *-opt tools call MlirOptMain.
int fusefuzzMain(const std::vector<std::string> &args, llvm::raw_ostream &out,
                 llvm::raw_ostream &err,
                 const StrategyRegistry &strategies = StrategyRegistry());

} // namespace fusefuzz

#endif
