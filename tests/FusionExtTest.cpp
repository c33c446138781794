//===- FusionExtTest.cpp - fusefuzz's own fusion library ------------------===//
//
// passes/ext on hand-written cases: what each strategy builds, what it
// refuses and why, that the end-to-end proof proves what it fuses, and that
// each deliberately broken variant is caught by execution and refuted by
// the proof.
//
//===----------------------------------------------------------------------===//
#include "oracle/pipeline/CheckCase.h"
#include "passes/Context.h"
#include "passes/ext/FuseOperands.h"
#include "tests/TestUtil.h"
#include "tools/fusefuzz/FusefuzzMain.h"

#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/IR/PatternMatch.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace fusefuzz;

static CaseResult check(const std::string &input, const std::string &strategy) {
  CheckOptions options;
  options.strategy = strategy;
  return checkCase(test::session(), test::readInput(input), input, options);
}

static unsigned generics(const std::string &text) {
  unsigned n = 0;
  for (size_t at = text.find("linalg.generic"); at != std::string::npos;
       at = text.find("linalg.generic", at + 1))
    ++n;
  return n;
}

static std::string listing(const CaseResult &r) {
  return r.detail + "\n" + r.equivalenceReport + "\n" + describeStatistics(r);
}

/// The end-to-end proof proved the fused function equal to the unfused.
static void expectProved(const CaseResult &r) {
  EXPECT_EQ(r.equivalence, "proved") << r.equivalenceReport;
  EXPECT_EQ(r.proofsHold, std::optional<bool>(true)) << listing(r);
}

/// A deliberately broken variant: execution disagrees and the end-to-end
/// proof refutes it (of kind `kind`: "value", "undefined", "sizes").
static void expectCaughtByBoth(const CaseResult &r, llvm::StringRef kind) {
  EXPECT_EQ(r.executionAgrees, std::optional<bool>(false)) << listing(r);
  EXPECT_EQ(r.proofsHold, std::optional<bool>(false)) << listing(r);
  EXPECT_EQ(r.equivalence, "refuted") << r.equivalenceReport;
  EXPECT_EQ(r.equivalenceRefutation, kind.str()) << r.equivalenceReport;
}

//===--- FuseOperands ----------------------------------------------------===//

/// With one operand, fuseOperands builds upstream's op, text for text.
TEST(FuseOperands, WithOneOperandBuildsWhatUpstreamBuilds) {
  for (const char *input :
       {"index_transpose.mlir", "cyclic3d.mlir", "multi_use.mlir",
        "reduction_consumer.mlir", "chain.mlir", "ext_intermediate.mlir"}) {
    std::string error;
    std::string text = test::readInput(input);
    auto ours = parseModule(text, input, test::context(), error);
    auto theirs = parseModule(text, input, test::context(), error);
    ASSERT_TRUE(ours && theirs) << error;
    auto firstFusable = [](ModuleOp module) -> OpOperand * {
      OpOperand *found = nullptr;
      module.walk([&](linalg::GenericOp op) {
        for (OpOperand &operand : op->getOpOperands())
          if (!found && linalg::areElementwiseOpsFusable(&operand))
            found = &operand;
      });
      return found;
    };
    OpOperand *a = firstFusable(*ours), *b = firstFusable(*theirs);
    ASSERT_TRUE(a && b) << input;
    IRRewriter rewriter(&test::context());
    rewriter.setInsertionPoint(a->getOwner());
    FailureOr<ext::FusedOperands> mine = ext::fuseOperands(rewriter, {a});
    rewriter.setInsertionPoint(b->getOwner());
    FailureOr<linalg::ElementwiseOpFusionResult> upstream =
        linalg::fuseElementwiseOps(rewriter, b);
    ASSERT_TRUE(succeeded(mine) && succeeded(upstream)) << input;
    std::string x, y;
    llvm::raw_string_ostream xs(x), ys(y);
    mine->fusedOp->print(xs);
    upstream->fusedOp->print(ys);
    EXPECT_EQ(x, y) << input;
    EXPECT_EQ(mine->replacements.size(), upstream->replacements.size());
  }
}

//===--- multi-operand ---------------------------------------------------===//

TEST(MultiOperand, FusesEveryOperandReadingTheProducerAtOnce) {
  CaseResult r = check("ext_multi_operand.mlir", "multi-operand");
  EXPECT_EQ(r.verdict, Verdict::Pass) << listing(r);
  EXPECT_EQ(r.fired.lookup("FuseOperands"), 1u);
  EXPECT_EQ(generics(r.fusedText), 1u) << r.fusedText;
  expectProved(r);
}

TEST(MultiOperand, RefusesOperandsNamingDifferentProducerPoints) {
  CaseResult r = check("ext_multi_operand_differ.mlir", "multi-operand");
  EXPECT_EQ(r.verdict, Verdict::Pass) << listing(r);
  EXPECT_EQ(r.fusions, 0u);
  EXPECT_EQ(r.refusals.lookup("FuseOperands: composed-maps-differ"), 1u)
      << describeStatistics(r);
}

TEST(MultiOperand, BrokenVariantCaughtByExecutionAndTheProof) {
  CaseResult r = check("ext_multi_operand_differ.mlir", "broken-multi-operand");
  expectCaughtByBoth(r, "value");
}

TEST(MultiOperand, KeepsResultsUsedAfterTheConsumer) {
  CaseResult r = check("multi_use.mlir", "multi-operand");
  EXPECT_EQ(r.verdict, Verdict::Pass) << listing(r);
  EXPECT_EQ(r.fusions, 1u);
  expectProved(r);
}

TEST(MultiOperand, KeepsTheProducerForUsersBeforeTheConsumer) {
  CaseResult r = check("ext_intermediate.mlir", "multi-operand");
  EXPECT_EQ(r.verdict, Verdict::Pass) << listing(r);
  EXPECT_EQ(r.fusions, 1u);
  EXPECT_EQ(generics(r.fusedText), 3u) << r.fusedText;
  EXPECT_EQ(r.refusals.lookup("FuseOperands: producer-kept-for-earlier-users"),
            1u)
      << describeStatistics(r);
}

TEST(MultiOperand, RefusesKeepingAnInitReadingResultWrittenRepeatedly) {
  CaseResult r = check("ext_kept_init_broadcast.mlir", "multi-operand");
  EXPECT_EQ(r.verdict, Verdict::Pass) << listing(r);
  EXPECT_EQ(r.fusions, 0u);
  EXPECT_EQ(
      r.refusals.lookup("FuseOperands: kept-result-reads-init-repeatedly"), 1u)
      << describeStatistics(r);
}

TEST(MultiOperand, RefusesKeepingAResultUnderALoopThatMayBeEmpty) {
  // A producer with other uses broadcast along a dynamic dim (0 here):
  // kept in the fused op, it would be written in no iteration (upstream
  // fuses it: corpus/known/elementwise-kept-result-under-empty-loop.mlir).
  CaseResult r =
      check("ext_kept_under_dynamic_broadcast.mlir", "multi-operand");
  EXPECT_EQ(r.verdict, Verdict::Pass) << listing(r);
  EXPECT_EQ(r.fusions, 0u);
  EXPECT_EQ(r.refusals.lookup(
                "FuseOperands: kept-result-under-loop-that-may-be-empty"),
            1u)
      << describeStatistics(r);
  // Along a static dim the kept result is written: fused.
  CaseResult fused =
      check("ext_kept_under_static_broadcast.mlir", "multi-operand");
  EXPECT_EQ(fused.verdict, Verdict::Pass) << listing(fused);
  EXPECT_EQ(fused.fusions, 1u) << describeStatistics(fused);
}

//===--- intermediate-output ---------------------------------------------===//

TEST(IntermediateOutput, KeepsTheProducerResultAndSinksItsUser) {
  CaseResult r = check("ext_intermediate.mlir", "intermediate-output");
  EXPECT_EQ(r.verdict, Verdict::Pass) << listing(r);
  // The producer went into the consumer, its result kept for the user,
  // which now follows the fused op.
  EXPECT_EQ(r.fired.lookup("FuseKeepingIntermediates"), 1u)
      << describeStatistics(r);
  EXPECT_EQ(generics(r.fusedText), 2u) << r.fusedText;
  EXPECT_EQ(r.refusals.lookup(
                "FuseKeepingIntermediates: producer-kept-for-earlier-users"),
            0u);
  expectProved(r);
}

TEST(IntermediateOutput, BrokenVariantCaughtByExecutionAndTheProof) {
  CaseResult r = check("ext_intermediate.mlir", "broken-intermediate-output");
  expectCaughtByBoth(r, "value");
}

//===--- horizontal ------------------------------------------------------===//

TEST(Horizontal, MergesSiblingsReadingOneValue) {
  CaseResult r = check("ext_siblings.mlir", "horizontal");
  EXPECT_EQ(r.verdict, Verdict::Pass) << listing(r);
  EXPECT_EQ(r.fired.lookup("FuseSiblings"), 2u) << describeStatistics(r);
  EXPECT_EQ(generics(r.fusedText), 1u) << r.fusedText;
  expectProved(r);
}

TEST(Horizontal, BrokenVariantCaughtByExecutionAndTheProof) {
  CaseResult r = check("ext_siblings.mlir", "broken-horizontal");
  expectCaughtByBoth(r, "value");
}

//===--- Registration ----------------------------------------------------===//

TEST(FusionExtensions, AreStrategiesOnlyWhereRegistered) {
  std::string out, err;
  llvm::raw_string_ostream os(out), es(err);
  StrategyRegistry withExt = test::session().strategies();
  EXPECT_EQ(fusefuzzMain({"strategies"}, os, es, withExt), 0);
  EXPECT_NE(out.find("horizontal"), std::string::npos) << out;
  EXPECT_EQ(out.find("broken-horizontal"), std::string::npos) << out;
  out.clear();
  EXPECT_EQ(fusefuzzMain({"strategies"}, os, es), 0);
  EXPECT_EQ(out.find("horizontal"), std::string::npos) << out;
  EXPECT_NE(fusefuzzMain({"check", test::inputPath("ext_siblings.mlir"),
                          "--strategy", "horizontal"},
                         os, es),
            0);
  EXPECT_NE(err.find("unknown strategy 'horizontal'"), std::string::npos)
      << err;
}

//===--- tile-fuse-ext ---------------------------------------------------===//

TEST(TileFuseExt, MergesTheSlicesOfADiamondAndProvesTheNest) {
  CaseResult r = check("ext_diamond.mlir", "tile-fuse-ext");
  EXPECT_EQ(r.verdict, Verdict::Pass) << listing(r);
  EXPECT_EQ(r.fired.lookup("TileFuseExtMergedProducer"), 1u)
      << describeStatistics(r);
  EXPECT_EQ(r.fired.lookup("TileFuseExtProducer"), 2u);
  expectProved(r);
}

TEST(TileFuseExt, BrokenSubSlicesCaughtByExecutionAndTheProof) {
  CaseResult r = check("ext_diamond.mlir", "broken-merged-slice");
  expectCaughtByBoth(r, "value");
}

TEST(TileFuseExt, RefusesToFuseAnInitIntoAReductionLoop) {
  CaseResult r = check("ext_reduction_init.mlir", "tile-fuse-ext");
  EXPECT_EQ(r.verdict, Verdict::Pass) << listing(r);
  EXPECT_EQ(r.fusions, 0u);
  EXPECT_EQ(r.refusals.lookup("TileFuseExt: init-fusion-into-reduction-loop"),
            1u)
      << describeStatistics(r);
}

TEST(TileFuseExt, WithoutTheRefusalCaughtByExecutionAndTheProof) {
  CaseResult r = check("ext_reduction_init.mlir", "broken-tile-fuse-ext");
  expectCaughtByBoth(r, "value");
}

//===--- multi-root ------------------------------------------------------===//

TEST(MultiRoot, TilesBothRootsInOneNestAndFusesTheSharedProducerOnce) {
  CaseResult r = check("ext_roots.mlir", "multi-root");
  EXPECT_EQ(r.verdict, Verdict::Pass) << listing(r);
  EXPECT_EQ(r.fired.lookup("MultiRootNest"), 1u) << describeStatistics(r);
  EXPECT_EQ(r.fired.lookup("MultiRootMergedProducer"), 1u);
  expectProved(r);
  // One loop nest holds both roots and the producer.
  size_t first = r.fusedText.find("scf.for");
  EXPECT_NE(first, std::string::npos) << r.fusedText;
  EXPECT_EQ(r.fusedText.find("scf.for", first + 1), std::string::npos)
      << r.fusedText;
}

TEST(MultiRoot, BrokenVariantCaughtByExecutionAndTheProof) {
  CaseResult r = check("ext_roots.mlir", "broken-multi-root");
  // The merged tiles stop short: elements nobody wrote reach a result.
  expectCaughtByBoth(r, "undefined");
}
