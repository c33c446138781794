//===- StrategyTest.cpp - The strategies under test
//--------------------------===//
#include "passes/Strategy.h"
#include "generators/Generator.h"
#include "passes/Context.h"
#include "tests/TestUtil.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"
#include <gtest/gtest.h>

using namespace fusefuzz;
using namespace mlir;

static std::string fuseText(const std::string &text, llvm::StringRef strategy,
                            unsigned *fusions = nullptr) {
  std::string error;
  auto module = parseModule(text, "case.mlir", test::context(), error);
  EXPECT_TRUE(module) << error;
  if (!module)
    return "";
  auto func = *module->getOps<func::FuncOp>().begin();
  FusionTally tally;
  EXPECT_TRUE(succeeded(findStrategy(strategy)->run(func, tally)));
  EXPECT_EQ(verifyToString(*module), "");
  if (fusions)
    *fusions = tally.fusions();
  return printOp(*module);
}

TEST(Strategy, TableListsTheStrategiesUnderTest) {
  for (const char *name : {"all", "elementwise", "elementwise-aggressive",
                           "stepwise", "stepwise-aggressive", "pad", "none"}) {
    const StrategyInfo *info = findStrategy(name);
    ASSERT_NE(info, nullptr) << name;
    EXPECT_FALSE(info->broken);
  }
  unsigned broken = 0;
  for (const StrategyInfo &info : allStrategies())
    if (info.broken) {
      ++broken;
      EXPECT_NE(findStrategy(info.reference), nullptr) << info.name.str();
    }
  EXPECT_EQ(broken, 4u);
  EXPECT_EQ(findStrategy("nope"), nullptr);
}

TEST(Strategy, ElementwiseFusesTheChain) {
  unsigned fusions = 0;
  std::string out =
      fuseText(test::readInput("chain.mlir"), "elementwise", &fusions);
  EXPECT_EQ(fusions, 1u);
  EXPECT_EQ(out.find("linalg.generic"), out.rfind("linalg.generic"))
      << "one generic left:\n"
      << out;
}

TEST(Strategy, PadFusionRewritesIntoInsertSlice) {
  unsigned fusions = 0;
  std::string out = fuseText(test::readInput("pad_low.mlir"), "pad", &fusions);
  EXPECT_EQ(fusions, 1u);
  EXPECT_NE(out.find("tensor.insert_slice"), std::string::npos) << out;
  EXPECT_EQ(out.find("tensor.pad"), std::string::npos) << out;
}

TEST(Strategy, NoneChangesNothing) {
  std::string text = test::readInput("chain.mlir");
  unsigned fusions = 7;
  std::string out = fuseText(text, "none", &fusions);
  EXPECT_EQ(fusions, 0u);
  std::string error;
  auto module = parseModule(text, "x.mlir", test::context(), error);
  EXPECT_EQ(out, printOp(*module));
}

/// `elementwise` must be what `mlir-opt --linalg-fuse-elementwise-ops` does:
/// compare the printed IR on generated cases.
TEST(Strategy, ElementwiseMatchesUpstreamPass) {
  std::string mlirOpt = std::string(FUSEFUZZ_LLVM_BINDIR) + "/mlir-opt";
  if (!llvm::sys::fs::can_execute(mlirOpt))
    GTEST_FAIL() << "mlir-opt not found at " << mlirOpt;
  GenPolicy policy;
  unsigned compared = 0;
  for (uint64_t seed = 0; seed < 30; ++seed) {
    std::string text = generateCase(seed, policy);
    llvm::SmallString<64> in, out;
    ASSERT_FALSE(llvm::sys::fs::createTemporaryFile("ff", "mlir", in));
    ASSERT_FALSE(llvm::sys::fs::createTemporaryFile("ff", "mlir", out));
    {
      std::error_code ec;
      llvm::raw_fd_ostream os(in, ec);
      os << text;
    }
    std::optional<llvm::StringRef> redirects[] = {
        std::nullopt, llvm::StringRef(out), std::nullopt};
    int rc = llvm::sys::ExecuteAndWait(
        mlirOpt, {mlirOpt, "--linalg-fuse-elementwise-ops", in}, std::nullopt,
        redirects);
    ASSERT_EQ(rc, 0) << "mlir-opt failed on seed " << seed;
    auto upstream = llvm::MemoryBuffer::getFile(out);
    ASSERT_TRUE(bool(upstream));
    // Reprint upstream's output with our printer for a like-for-like diff.
    std::string error;
    auto reparsed = parseModule((*upstream)->getBuffer(), "upstream.mlir",
                                test::context(), error);
    ASSERT_TRUE(reparsed) << error;
    EXPECT_EQ(fuseText(text, "elementwise"), printOp(*reparsed))
        << "seed " << seed;
    llvm::sys::fs::remove(in);
    llvm::sys::fs::remove(out);
    ++compared;
  }
  EXPECT_EQ(compared, 30u);
}
