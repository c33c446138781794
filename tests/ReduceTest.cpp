//===- ReduceTest.cpp - Reduced cases are smaller and fail the same way
//-----===//
#include "fuzz/reduce/Reduce.h"
#include "fuzz/Findings.h"
#include "fuzz/reduce/Reducers.h"
#include "generators/Generator.h"
#include "passes/Context.h"
#include "tests/TestUtil.h"

#include <gtest/gtest.h>

using namespace fusefuzz;

TEST(Reduce, BuriedFailureShrinksToTheOpsInvolvedAndKeepsItsSignature) {
  ReduceOptions options;
  options.check.strategy = "all";
  options.seconds = 30;
  std::string text = test::readInput("reduce_me.mlir");
  ReduceResult r = reduceCase(test::session(), text, "reduce_me.mlir", options);
  ASSERT_TRUE(r.reduced) << r.error;
  // The signature names every fusion rule that fired (the end-to-end
  // proof refutes the whole function), so the reduced case keeps one
  // fusion of each.
  EXPECT_EQ(
      r.signature,
      "mismatch:FuseElementwiseOps+FusePadOp:pad-value-as-init/reads-outs");
  EXPECT_GE(r.opsBefore, 17u);
  EXPECT_LE(r.opsAfter, 6u) << r.text;
  EXPECT_LT(r.seconds, 30.0);
  // The reduced case, checked afresh, fails the same way.
  CaseResult again =
      checkCase(test::session(), r.text, "reduced.mlir", options.check);
  EXPECT_EQ(findingSignature(again), r.signature) << r.text;
  EXPECT_LT(r.opsAfter, r.opsBefore);
  // No reduced case may read memory nobody wrote: unfused, it runs the
  // same under both poison patterns (else it would be invalid-input).
  CheckOptions unfusedOnly;
  unfusedOnly.strategy = "none";
  EXPECT_EQ(
      checkCase(test::session(), r.text, "reduced.mlir", unfusedOnly).verdict,
      Verdict::Pass)
      << r.text;
}

TEST(Reduce, PassingCaseIsNotReduced) {
  ReduceOptions options;
  options.check.strategy = "elementwise";
  ReduceResult r = reduceCase(test::session(), test::readInput("chain.mlir"),
                              "chain.mlir", options);
  EXPECT_FALSE(r.reduced);
  EXPECT_NE(r.error.find("does not fail"), std::string::npos);
  EXPECT_EQ(r.text, test::readInput("chain.mlir"));
}

TEST(Reduce, EveryReducerKeepsValidIR) {
  // Apply every reducer at every site of a generated case: each result must
  // still parse and verify (validity never depends on luck).
  for (uint64_t seed : {3ull, 17ull, 29ull}) {
    std::string text = generateCase(seed, GenPolicy());
    for (const ReducerInfo &reducer : allReducers())
      for (unsigned target = 0; target < 40; ++target) {
        std::string error;
        auto module = parseModule(text, "x.mlir", test::context(), error);
        ASSERT_TRUE(module);
        auto func = *module->getOps<mlir::func::FuncOp>().begin();
        if (!reducer.apply(func, target))
          break;
        EXPECT_EQ(verifyToString(*module), "")
            << reducer.name.str() << " site " << target << " seed " << seed;
      }
  }
}
