//===- TestUtil.cpp -------------------------------------------------------===//
#include "tests/TestUtil.h"

#include "passes/Context.h"

#include "llvm/Support/MemoryBuffer.h"
#include <stdexcept>

mlir::MLIRContext &fusefuzz::test::context() {
  static std::unique_ptr<mlir::MLIRContext> ctx = createContext();
  return *ctx;
}

std::string fusefuzz::test::inputPath(const std::string &name) {
  return std::string(FUSEFUZZ_TEST_INPUTS) + "/" + name;
}

std::string fusefuzz::test::readInput(const std::string &name) {
  auto buffer = llvm::MemoryBuffer::getFile(inputPath(name));
  if (!buffer)
    throw std::runtime_error("missing test input " + name);
  return (*buffer)->getBuffer().str();
}
