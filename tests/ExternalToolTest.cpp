//===- ExternalToolTest.cpp - Fuzzing an external opt binary
//----------------===//
#include "oracle/CheckCase.h"
#include "tests/TestUtil.h"

#include "llvm/Support/MemoryBuffer.h"
#include <gtest/gtest.h>

using namespace fusefuzz;

static CaseResult checkWith(const std::string &tool, const std::string &input,
                            const std::string &pipeline = "--x") {
  CheckOptions options;
  ExternalTool ext;
  ext.path = tool;
  ext.pipeline = pipeline;
  ext.timeoutSeconds = 2;
  options.external = ext;
  options.strategy = "external";
  return checkCase(test::session(), test::readInput(input), input, options);
}

static std::string mlirOpt() {
  return std::string(FUSEFUZZ_LLVM_BINDIR) + "/mlir-opt";
}

TEST(ExternalTool, UpstreamMlirOptFusesAndPasses) {
  CaseResult r =
      checkWith(mlirOpt(), "chain.mlir", "--linalg-fuse-elementwise-ops");
  EXPECT_EQ(r.verdict, Verdict::Pass) << r.detail << r.evidence;
  EXPECT_EQ(r.fusions, 1u);
  EXPECT_NE(r.proofReport.find("proofs skipped"), std::string::npos);
  // A textual pipeline works as well as plain flags.
  CaseResult p =
      checkWith(mlirOpt(), "chain.mlir",
                "builtin.module(func.func(linalg-fuse-elementwise-ops))");
  EXPECT_EQ(p.verdict, Verdict::Pass) << p.detail << p.evidence;
}

TEST(ExternalTool, UpstreamBugIsFoundThroughMlirOpt) {
  CheckOptions options;
  ExternalTool ext{mlirOpt(), "--linalg-fuse-elementwise-ops", 10};
  options.external = ext;
  std::string path = std::string(FUSEFUZZ_SOURCE_DIR) +
                     "/corpus/known/elementwise-broadcast-reads-outs.mlir";
  auto buffer = llvm::MemoryBuffer::getFile(path);
  ASSERT_TRUE(bool(buffer));
  CaseResult r =
      checkCase(test::session(), (*buffer)->getBuffer(), path, options);
  EXPECT_EQ(r.verdict, Verdict::Mismatch) << r.detail;
}

TEST(ExternalTool, CrashesTimeoutsFailuresAndGarbageAreVerdicts) {
  std::string dir = test::inputPath("tools/");
  EXPECT_EQ(checkWith(dir + "crash-tool.sh", "chain.mlir").verdict,
            Verdict::Crash);
  EXPECT_EQ(checkWith(dir + "hang-tool.sh", "chain.mlir").verdict,
            Verdict::Timeout);
  CaseResult failed = checkWith(dir + "fail-tool.sh", "chain.mlir");
  EXPECT_EQ(failed.verdict, Verdict::StrategyError);
  EXPECT_NE(failed.evidence.find("cannot fuse this"), std::string::npos);
  EXPECT_EQ(checkWith(dir + "garbage-tool.sh", "chain.mlir").verdict,
            Verdict::VerifierError);
}

TEST(ExternalTool, OutputThatCallsOutsideIsRejectedBeforeCompiling) {
  CaseResult r = checkWith(test::inputPath("tools/evil-tool.sh"), "chain.mlir");
  EXPECT_EQ(r.verdict, Verdict::VerifierError);
  EXPECT_NE(r.detail.find("outside the supported subset"), std::string::npos)
      << r.detail;
  EXPECT_EQ(r.jitSeconds, 0.0);
}
