//===- BrokenFusionTest.cpp - The oracle catches wrong fusions
//---------------===//
//
// Each deliberately broken strategy is caught on a hand-written case that
// exercises its bug, while the correct strategy passes the same case; and
// the generator finds each bug on its own within a small budget.
//
//===----------------------------------------------------------------------===//
#include "fuzz/Selftest.h"
#include "oracle/CheckCase.h"
#include "tests/TestUtil.h"

#include <gtest/gtest.h>

using namespace fusefuzz;

static Verdict verdictOf(const std::string &input, const std::string &s) {
  CheckOptions options;
  options.strategy = s;
  CaseResult r =
      checkCase(test::session(), test::readInput(input), input, options);
  return r.verdict;
}

struct BrokenCase {
  const char *broken, *reference, *input;
};

class BrokenFusion : public ::testing::TestWithParam<BrokenCase> {};

TEST_P(BrokenFusion, CaughtOnHandWrittenCaseWhereReferencePasses) {
  BrokenCase c = GetParam();
  EXPECT_EQ(verdictOf(c.input, c.reference), Verdict::Pass);
  Verdict v = verdictOf(c.input, c.broken);
  EXPECT_TRUE(v == Verdict::Mismatch || v == Verdict::VerifierError)
      << c.broken << " gave " << verdictName(v).str();
}

TEST_P(BrokenFusion, FoundByGeneratedCases) {
  SelftestResult r =
      selftestOne(test::session(), GetParam().broken, 1, 1500, GenPolicy());
  EXPECT_TRUE(r.caught) << r.strategy << " not caught in " << r.cases;
  // Only wrong-fusion verdicts count: a crash or a refusal is no catch.
  EXPECT_TRUE(isBugVerdict(r.verdict)) << verdictName(r.verdict).str();
}

INSTANTIATE_TEST_SUITE_P(
    Oracle, BrokenFusion,
    ::testing::Values(
        BrokenCase{"broken-index-remap", "elementwise", "index_transpose.mlir"},
        BrokenCase{"broken-permutation-inverse", "elementwise",
                   "cyclic3d.mlir"},
        BrokenCase{"broken-pad-offset", "pad", "pad_low.mlir"},
        BrokenCase{"broken-dropped-result", "elementwise-aggressive",
                   "multi_use.mlir"},
        BrokenCase{"broken-uninitialized-init", "stepwise",
                   "reads_filled_init.mlir"},
        BrokenCase{"broken-tile-slice-offset", "tile-fuse-producers",
                   "tile_chain_seeded.mlir"},
        BrokenCase{"broken-tile-last-partial", "tile-fuse-producers",
                   "tile_chain_seeded.mlir"},
        BrokenCase{"broken-consumer-wrong-tile", "tile-fuse-consumers",
                   "consumer_fan_seeded.mlir"},
        // passes/ext (registered at run time, as downstream code is).
        BrokenCase{"broken-multi-operand", "multi-operand",
                   "ext_multi_operand_differ.mlir"},
        BrokenCase{"broken-intermediate-output", "intermediate-output",
                   "ext_intermediate.mlir"},
        BrokenCase{"broken-horizontal", "horizontal", "ext_siblings.mlir"},
        BrokenCase{"broken-tile-fuse-ext", "tile-fuse-ext",
                   "ext_reduction_init.mlir"},
        BrokenCase{"broken-merged-slice", "tile-fuse-ext", "ext_diamond.mlir"},
        BrokenCase{"broken-multi-root", "multi-root", "ext_roots.mlir"}),
    [](const auto &info) {
      std::string name = info.param.broken;
      for (char &c : name)
        if (c == '-')
          c = '_';
      return name;
    });

TEST(Selftest, OnlyWrongFusionVerdictsAreCatches) {
  for (Verdict v : allVerdicts())
    EXPECT_EQ(isBugVerdict(v), v == Verdict::Mismatch ||
                                   v == Verdict::ProofFailure ||
                                   v == Verdict::VerifierError)
        << verdictName(v).str();
}
