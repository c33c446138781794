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

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  fusefuzz::StrategyRegistry strategies;
  fusefuzz::ext::registerFusionExtensions(strategies);
  std::vector<std::string> args(argv + 1, argv + argc);
  return fusefuzz::fusefuzzMain(args, llvm::outs(), llvm::errs(), strategies);
}
