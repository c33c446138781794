//===- TestUtil.cpp -------------------------------------------------------===//
#include "tests/TestUtil.h"
#include "passes/ext/ExtStrategies.h"
#include "tools/fusefuzz/FusefuzzMain.h"

#include "llvm/Support/MemoryBuffer.h"
#include <stdexcept>

fusefuzz::Session &fusefuzz::test::session() {
  static std::unique_ptr<Session> s = [] {
    std::string error;
    // The binary's strategies: the built-ins and fusefuzz's own library.
    StrategyRegistry strategies;
    ext::registerFusionExtensions(strategies);
    std::unique_ptr<Session> created = Session::create(error, strategies);
    if (!created)
      throw std::runtime_error("cannot create a session: " + error);
    return created;
  }();
  return *s;
}

mlir::MLIRContext &fusefuzz::test::context() { return session().context(); }

std::string fusefuzz::test::inputPath(const std::string &name) {
  return std::string(FUSEFUZZ_TEST_INPUTS) + "/" + name;
}

std::string fusefuzz::test::readInput(const std::string &name) {
  auto buffer = llvm::MemoryBuffer::getFile(inputPath(name));
  if (!buffer)
    throw std::runtime_error("missing test input " + name);
  return (*buffer)->getBuffer().str();
}

fusefuzz::test::CliRun fusefuzz::test::runCli(std::vector<std::string> args) {
  CliRun r;
  llvm::raw_string_ostream out(r.out), err(r.err);
  r.exit = fusefuzzMain(args, out, err);
  return r;
}
