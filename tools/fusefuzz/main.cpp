//===- main.cpp - fusefuzz entry point ------------------------------------===//
#include "tools/fusefuzz/FusefuzzMain.h"

#include "llvm/Support/InitLLVM.h"

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  std::vector<std::string> args(argv + 1, argv + argc);
  return fusefuzz::fusefuzzMain(args, llvm::outs(), llvm::errs());
}
