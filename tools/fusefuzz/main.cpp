//===- main.cpp - fusefuzz entry point ------------------------------------===//
//
// The upstream strategies are built in; fusefuzz's own fusion library
// (passes/ext) is registered the way a downstream team registers its
// fusion code: a registry handed to fusefuzzMain.
//
//===----------------------------------------------------------------------===//
#include "passes/ext/ExtStrategies.h"
#include "tools/fusefuzz/FusefuzzMain.h"

#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"

#include <malloc.h>

/// glibc's allocator keeps what a case freed for the next one instead of
/// handing it back to the kernel and faulting it in again: every case
/// builds and frees an MLIR module, a Z3 context and its tensors (with the
/// defaults, a third of a campaign's system time was page faults).
static void keepFreedMemory() {
  mallopt(M_MMAP_THRESHOLD, 32 << 20);
  mallopt(M_TRIM_THRESHOLD, 512 << 20);
  mallopt(M_TOP_PAD, 64 << 20);
}

int main(int argc, char **argv) {
  keepFreedMemory();
  llvm::InitLLVM init(argc, argv);
  fusefuzz::StrategyRegistry strategies;
  fusefuzz::ext::registerFusionExtensions(strategies);
  std::vector<std::string> args(argv + 1, argv + argc);
  // Called `fusefuzz-opt`, it is an mlir-opt-like fusion tool (`fusefuzz
  // fuse FILE --strategy S`): another fusefuzz build's --opt-tool.
  if (llvm::sys::path::filename(argv[0]) == "fusefuzz-opt")
    args.insert(args.begin(), "fuse");
  return fusefuzz::fusefuzzMain(args, llvm::outs(), llvm::errs(), strategies);
}
