//===- ExternalToolTest.cpp - Fuzzing an external opt binary
//----------------===//
#include "fuzz/ExternalAttribution.h"
#include "fuzz/Findings.h"
#include "oracle/pipeline/CheckCase.h"
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
  // The end-to-end proof, as for a fusion made in process.
  EXPECT_EQ(r.equivalence, "proved") << r.equivalenceReport;
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

TEST(ExternalTool, AKnownUpstreamBugIsKnownWhoeverFused) {
  // The same upstream bug through mlir-opt and in process: the fact read
  // from the tool's fused IR names it already, and the external failure
  // takes the in-process strategy's signature; KNOWN lists both.
  CheckOptions options;
  options.external =
      ExternalTool{mlirOpt(), "--linalg-fuse-elementwise-ops", 10};
  options.strategy = "external";
  std::string name = "external-known-broadcast.mlir";
  std::string text = test::readInput(name);
  CaseResult r = checkCase(test::session(), text, name, options);
  ASSERT_EQ(r.verdict, Verdict::Mismatch) << r.detail;
  EXPECT_EQ(findingSignature(r),
            "mismatch:FuseExternal:kept-result-recomputed-from-outs/"
            "across-parallel-loop");
  auto known = KnownFindings::load(std::string(FUSEFUZZ_SOURCE_DIR) +
                                   "/corpus/known/KNOWN");
  ASSERT_TRUE(bool(known)) << llvm::toString(known.takeError());
  const KnownFinding *byFact = known->match(findingSignature(r));
  ASSERT_NE(byFact, nullptr);
  EXPECT_EQ(byFact->reproducer, "elementwise-broadcast-reads-outs.mlir");
  attributeExternalFailure(test::session(), text, name, options, r);
  EXPECT_FALSE(r.sameFailureStrategy.empty()) << r.evidence;
  EXPECT_EQ(findingSignature(r),
            "mismatch:FuseElementwiseOps:kept-result-recomputed-from-outs/"
            "across-parallel-loop");
  const KnownFinding *match = known->match(findingSignature(r));
  ASSERT_NE(match, nullptr);
  EXPECT_EQ(match->reproducer, "elementwise-broadcast-reads-outs.mlir");
}

/// The fused function multi-root made of multiroot-empty-tile.mlir before
/// its fix, given as an external tool's output.
static CheckOptions savedMultiRootFusion() {
  CheckOptions options;
  options.external =
      ExternalTool{test::inputPath("tools/print-file-tool.sh"),
                   test::inputPath("multiroot-empty-tile.fused.mlir"), 10};
  options.strategy = "external";
  return options;
}

TEST(ExternalTool, AnExternalFailureNoStrategyReproducesStaysNew) {
  // A fused function nobody in process computes (multi-root's old empty
  // tile, below) keeps the tool's name.
  CheckOptions options = savedMultiRootFusion();
  std::string name = "multiroot-empty-tile.mlir";
  std::string text = test::readInput(name);
  CaseResult r = checkCase(test::session(), text, name, options);
  ASSERT_EQ(r.verdict, Verdict::Mismatch) << r.detail;
  attributeExternalFailure(test::session(), text, name, options, r);
  EXPECT_TRUE(r.sameFailureStrategy.empty()) << r.evidence;
}

TEST(ExternalTool, TheJitAloneStopsANegativeSliceSize) {
  // multi-root's old empty tile: a slice of %arg1 at offset 12 with size
  // 3 * 0 - 2. The JIT's checking build stops it at the slice, naming the
  // op, the way the interpreter does; before the runtime checks the JIT
  // ran it silently (an executor disagreement).
  CheckOptions options = savedMultiRootFusion();
  options.execution = Execution::Jit;
  CaseResult r =
      checkCase(test::session(), test::readInput("multiroot-empty-tile.mlir"),
                "multiroot-empty-tile.mlir", options);
  EXPECT_EQ(r.verdict, Verdict::Mismatch) << r.detail;
  EXPECT_FALSE(r.interpreted);
  EXPECT_NE(r.detail.find("the fused function failed at run time"),
            std::string::npos)
      << r.detail;
  EXPECT_NE(r.detail.find("runtime check: tensor.extract_slice (line 23)"),
            std::string::npos)
      << r.detail;
  // Both executors: they agree on the verdict.
  options.execution = Execution::Both;
  CaseResult both =
      checkCase(test::session(), test::readInput("multiroot-empty-tile.mlir"),
                "multiroot-empty-tile.mlir", options);
  EXPECT_EQ(both.verdict, Verdict::Mismatch) << both.detail;
}

TEST(ExternalTool, BarePipelinesAndFlagsAreTold) {
  // A bare pipeline is one --pass-pipeline argument; flags are split at
  // spaces, a pipeline among them included (a plugin's passes parse only
  // once the plugin is loaded, so it must come as flags).
  ExternalTool bare;
  bare.pipeline = "builtin.module(func.func(linalg-fuse-elementwise-ops))";
  EXPECT_EQ(bare.arguments(),
            std::vector<std::string>{"--pass-pipeline=" + bare.pipeline});
  ExternalTool flags;
  flags.pipeline = "--load-pass-plugin=p.so "
                   "--pass-pipeline=builtin.module(func.func(my-pass))";
  EXPECT_EQ(flags.arguments(),
            (std::vector<std::string>{
                "--load-pass-plugin=p.so",
                "--pass-pipeline=builtin.module(func.func(my-pass))"}));
  ExternalTool plain;
  plain.pipeline = "--linalg-fuse-elementwise-ops --canonicalize";
  EXPECT_EQ(plain.arguments().size(), 2u);
}
