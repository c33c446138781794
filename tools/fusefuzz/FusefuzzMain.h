//===- FusefuzzMain.h - The fusefuzz command line ---------------*- C++ -*-===//
#ifndef FUSEFUZZ_TOOLS_FUSEFUZZMAIN_H
#define FUSEFUZZ_TOOLS_FUSEFUZZMAIN_H

#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

namespace fusefuzz {

/// Exit codes: the only place that picks them.
enum ExitCode : int { ExitOk = 0, ExitFailuresFound = 1, ExitUsage = 2 };

/// Runs `fusefuzz <args...>` (args without the program name).
int fusefuzzMain(const std::vector<std::string> &args, llvm::raw_ostream &out,
                 llvm::raw_ostream &err);

} // namespace fusefuzz

#endif
