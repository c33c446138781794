//===- BrokenFusionTest.cpp - The oracle catches wrong fusions
//---------------===//
//
// Each deliberately broken strategy is caught on a hand-written case that
// exercises its bug, while the correct strategy passes the same case; and
// the generator finds each bug on its own within a small budget.
//
//===----------------------------------------------------------------------===//
#include "fuzz/Selftest.h"
#include "oracle/pipeline/CheckCase.h"
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

using test::BrokenCase;

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

INSTANTIATE_TEST_SUITE_P(Oracle, BrokenFusion,
                         ::testing::ValuesIn(test::brokenCases()),
                         [](const auto &info) {
                           return test::brokenCaseName(info.param);
                         });

TEST(Selftest, OnlyWrongFusionVerdictsAreCatches) {
  for (Verdict v : allVerdicts())
    EXPECT_EQ(isBugVerdict(v), v == Verdict::Mismatch ||
                                   v == Verdict::ProofFailure ||
                                   v == Verdict::VerifierError)
        << verdictName(v).str();
}
