//===- InProcessPipelineTest.cpp - Pass pipelines and plugins in process --===//
//
// `--pipeline` without `--opt-tool` runs upstream passes and a plugin's
// passes (tests/plugin/FusionPassPlugin.cpp, loaded as mlir-opt loads
// plugins) in the checking process, with the same oracles as the built-in
// strategies: the plugin's correct fusion passes, its wrong one fails by
// execution and by the end-to-end proof alone.
//
//===----------------------------------------------------------------------===//
#include "oracle/pipeline/CheckCase.h"
#include "tests/TestUtil.h"

#include <gtest/gtest.h>

using namespace fusefuzz;

static CaseResult checkWith(const std::string &pipeline,
                            const std::string &input, bool execute = true) {
  InProcessPipeline inProcess;
  inProcess.pipeline = pipeline;
  inProcess.passPlugins.push_back(FUSEFUZZ_TEST_PLUGIN);
  std::string error;
  EXPECT_TRUE(loadPlugins(inProcess, error)) << error;
  CheckOptions options;
  options.inProcess = inProcess;
  options.strategy = "pipeline";
  options.execute = execute;
  options.equivalence = CheckOptions::EquivalenceMode::Decide;
  return checkCase(test::session(), test::readInput(input), input, options);
}

TEST(InProcessPipeline, FlagsAndTextualPipelinesAnchorOnTheModule) {
  InProcessPipeline p;
  p.pipeline = "--linalg-fuse-elementwise-ops --canonicalize=max-iterations=2";
  EXPECT_EQ(p.textual(), "builtin.module(linalg-fuse-elementwise-ops,"
                         "canonicalize{max-iterations=2})");
  p.pipeline = "func.func(cse)";
  EXPECT_EQ(p.textual(), "builtin.module(func.func(cse))");
  p.pipeline = "builtin.module(cse)";
  EXPECT_EQ(p.textual(), "builtin.module(cse)");
  p.passPlugins = {"/x/plugin.so"};
  EXPECT_EQ(p.mlirOptCommand("case.mlir"),
            "mlir-opt --load-pass-plugin=/x/plugin.so "
            "'--pass-pipeline=builtin.module(cse)' case.mlir");
}

TEST(InProcessPipeline, UpstreamPassesRunInProcess) {
  CaseResult r = checkWith("--linalg-fuse-elementwise-ops", "chain.mlir");
  EXPECT_EQ(r.verdict, Verdict::Pass) << r.detail << r.evidence;
  EXPECT_EQ(r.family, "pipeline");
  EXPECT_EQ(r.fusions, 1u); // the pipeline ran on the case's function
  EXPECT_EQ(r.equivalence, "proved") << r.equivalenceReport;
}

TEST(InProcessPipeline, APluginsFusionPassIsCheckedByBothOracles) {
  CaseResult r = checkWith("--plugin-fuse-elementwise", "sub-chain.mlir");
  EXPECT_EQ(r.verdict, Verdict::Pass) << r.detail << r.evidence;
  EXPECT_EQ(r.equivalence, "proved") << r.equivalenceReport;
  EXPECT_GE(r.fusions, 1u);
}

TEST(InProcessPipeline, APluginsWrongFusionFailsByExecutionAndByProof) {
  CaseResult r = checkWith("builtin.module(func.func("
                           "plugin-broken-fuse-elementwise))",
                           "sub-chain.mlir");
  EXPECT_EQ(r.verdict, Verdict::Mismatch) << r.detail << r.evidence;
  EXPECT_EQ(r.equivalence, "refuted") << r.equivalenceReport;
  // The proof alone, execution off.
  CaseResult proofOnly = checkWith("--plugin-broken-fuse-elementwise",
                                   "sub-chain.mlir", /*execute=*/false);
  EXPECT_EQ(proofOnly.verdict, Verdict::ProofFailure) << proofOnly.detail;
  EXPECT_EQ(proofOnly.equivalence, "refuted");
}

TEST(InProcessPipeline, BadPluginsAndPipelinesAreNamedErrors) {
  InProcessPipeline missing;
  missing.pipeline = "--cse";
  missing.passPlugins = {"/nonexistent/libplugin.so"};
  std::string error;
  EXPECT_FALSE(loadPlugins(missing, error));
  EXPECT_NE(error.find("/nonexistent/libplugin.so"), std::string::npos)
      << error;
  CaseResult r = checkWith("--no-such-pass", "chain.mlir");
  EXPECT_EQ(r.verdict, Verdict::StrategyError) << r.detail;
  EXPECT_NE(r.detail.find("no-such-pass"), std::string::npos) << r.detail;
}
