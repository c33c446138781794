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

#include <cstdlib>
#include <malloc.h>
#include <sys/personality.h>
#include <unistd.h>

/// glibc's allocator keeps what a case freed for the next one instead of
/// handing it back to the kernel and faulting it in again: every case
/// builds and frees an MLIR module, a Z3 context and its tensors (with the
/// defaults, a third of a campaign's system time was page faults).
static void keepFreedMemory() {
  mallopt(M_MMAP_THRESHOLD, 32 << 20);
  mallopt(M_TRIM_THRESHOLD, 512 << 20);
  mallopt(M_TOP_PAD, 64 << 20);
}

/// Upstream bugs that read freed memory (fuse_into_containing_op's) crash
/// or spin depending on where the heap lies, and address-space
/// randomization moves it from run to run: a campaign's verdicts on such
/// cases changed between two runs of the same seeds (crash in one, timeout
/// in the other). The process runs itself again once with randomization
/// off (as `setarch -R` does), where the kernel allows it; otherwise, or
/// with FUSEFUZZ_KEEP_ASLR set, it runs as it was started.
static void withoutAddressRandomization(char **argv) {
  int current = personality(0xffffffff);
  if (current == -1 || (current & ADDR_NO_RANDOMIZE) ||
      std::getenv("FUSEFUZZ_KEEP_ASLR"))
    return;
  if (personality(current | ADDR_NO_RANDOMIZE) == -1)
    return;
  execv("/proc/self/exe", argv);
  personality(current); // not run again: as it was
}

int main(int argc, char **argv) {
  withoutAddressRandomization(argv);
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
