//===- StackSymbolizer.h - Name the frames of a worker's crash --*- C++ -*-===//
//
// A crashing worker prints LLVM's stack dump without symbol names (running
// llvm-symbolizer from the dying process parses libMLIR's symbol tables
// anew on every crash: about a second each). The worker is a fork of the
// campaign process, so every code address it printed means the same in the
// parent, which names the frames with one cached in-process symbolizer.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_FUZZ_STACKSYMBOLIZER_H
#define FUSEFUZZ_FUZZ_STACKSYMBOLIZER_H

#include "llvm/ADT/StringRef.h"
#include <string>

namespace fusefuzz {

/// Rewrites the frames of an unsymbolized LLVM stack dump printed by a fork
/// of this process ("4  libMLIR.so.22.1 0x00007f... [name + 12]") as
/// llvm-symbolizer's ("#4 0x00007f... name (libMLIR.so.22.1+0x...)"); other
/// lines are kept as they are.
std::string symbolizeStack(llvm::StringRef stack);

} // namespace fusefuzz

#endif
