//===- ProverTest.cpp - Z3 obligations of fusion steps
//----------------------===//
#include "oracle/prove/Prover.h"
#include "oracle/CheckCase.h"
#include "oracle/Counterexample.h"
#include "oracle/prove/AffineEncoding.h"
#include "oracle/smt/WallClockGuard.h"
#include "passes/Context.h"
#include "passes/Strategy.h"
#include "passes/TileNestRecording.h"
#include "tests/TestUtil.h"

#include "mlir/IR/AffineExpr.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"
#include <chrono>
#include <gtest/gtest.h>
#include <map>
#include <set>

using namespace fusefuzz;
using namespace mlir;

//===--- Affine encoding
//---------------------------------------------------===//

/// True when `claim` holds for every integer value of the variables.
static bool valid(smt::Context &ctx, const smt::Expr &claim) {
  smt::Solver solver(ctx, 2000);
  solver.add(!claim);
  return solver.check() == smt::Result::Unsat;
}

TEST(AffineEncoding, DimsSymbolsConstantsAddMul) {
  smt::Context ctx;
  MLIRContext &mctx = test::context();
  smt::Expr d0 = ctx.intVar("d0"), d1 = ctx.intVar("d1"), s0 = ctx.intVar("s0");
  AffineExpr e = getAffineDimExpr(0, &mctx) + getAffineDimExpr(1, &mctx) * 3 +
                 getAffineSymbolExpr(0, &mctx) + 7;
  smt::Expr x = encodeAffine(ctx, e, {d0, d1}, {s0});
  ASSERT_FALSE(x.isNull());
  EXPECT_TRUE(
      valid(ctx, x == d0 + d1 * ctx.intConst(3) + s0 + ctx.intConst(7)));
  EXPECT_FALSE(valid(ctx, x == d0 + d1 + s0 + ctx.intConst(7)));
}

TEST(AffineEncoding, FloorDivModCeilDivHaveAffineSemantics) {
  smt::Context ctx;
  MLIRContext &mctx = test::context();
  smt::Expr d0 = ctx.intVar("d0");
  AffineExpr d = getAffineDimExpr(0, &mctx);
  smt::Expr q = encodeAffine(ctx, d.floorDiv(4), {d0});
  smt::Expr r = encodeAffine(ctx, d % 4, {d0});
  smt::Expr c = encodeAffine(ctx, d.ceilDiv(4), {d0});
  ASSERT_FALSE(q.isNull() || r.isNull() || c.isNull());
  EXPECT_TRUE(valid(ctx, q * ctx.intConst(4) + r == d0));
  EXPECT_TRUE(valid(ctx, ctx.intConst(0) <= r && r < ctx.intConst(4)));
  // Floor semantics for negatives: -1 floordiv 4 == -1, -1 mod 4 == 3.
  AffineExpr minusOne = getAffineConstantExpr(-1, &mctx);
  EXPECT_TRUE(valid(ctx, encodeAffine(ctx, minusOne.floorDiv(4), {}) ==
                             ctx.intConst(-1)));
  EXPECT_TRUE(
      valid(ctx, encodeAffine(ctx, minusOne % 4, {}) == ctx.intConst(3)));
  EXPECT_TRUE(
      valid(ctx, encodeAffine(ctx, getAffineConstantExpr(7, &mctx).ceilDiv(2),
                              {}) == ctx.intConst(4)));
}

TEST(AffineEncoding, OutOfRangePositionsAreRejected) {
  smt::Context ctx;
  EXPECT_TRUE(
      encodeAffine(ctx, getAffineDimExpr(3, &test::context()), {}).isNull());
}

/// `pigeons` pairwise distinct values in 1..pigeons-1: unsat, and hard.
static void addPigeonhole(smt::Context &ctx, smt::Solver &solver, int pigeons) {
  std::vector<smt::Expr> p;
  for (int i = 0; i < pigeons; ++i) {
    p.push_back(ctx.intVar("p" + std::to_string(i)));
    solver.add(ctx.intConst(1) <= p.back() &&
               p.back() <= ctx.intConst(pigeons - 1));
  }
  for (int i = 0; i < pigeons; ++i)
    for (int j = i + 1; j < pigeons; ++j)
      solver.add(p[i] != p[j]);
}

TEST(Solver, TimeoutIsUnknownNeverProved) {
  // Pigeonhole: 10 pigeons in 9 holes, pairwise distinct. Unsat, but far
  // beyond a 25 ms budget. (With a 1 ms budget, Z3's timer once missed
  // its expiry on a loaded machine and the check ran for ten minutes.)
  smt::Context ctx;
  smt::Solver solver(ctx, 25);
  addPigeonhole(ctx, solver, 10);
  EXPECT_EQ(solver.check(), smt::Result::Unknown);
  EXPECT_FALSE(solver.reasonUnknown().empty());
}

TEST(Solver, WallClockTimeoutLeavesTheContextUsable) {
  // The guard interrupts the check (Z3_interrupt), which leaves a context
  // canceled until a check starts: simplification and model evaluation
  // right after the timeout must work, and the next check too.
  smt::Context ctx;
  auto start = std::chrono::steady_clock::now();
  {
    smt::Solver solver(ctx, 25);
    addPigeonhole(ctx, solver, 10);
    EXPECT_EQ(solver.check(), smt::Result::Unknown);
    EXPECT_EQ(solver.reasonUnknown(), "timeout");
  }
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(5));
  smt::Expr x = ctx.intVar("x");
  EXPECT_EQ(ctx.simplify(x + ctx.intConst(0)).str(100), "x");
  smt::Solver next(ctx, 2000);
  next.add(x == ctx.intConst(7));
  ASSERT_EQ(next.check(), smt::Result::Sat);
  EXPECT_EQ(next.value(x), 7);
}

TEST(Solver, AnInterruptJustAfterACheckLeavesTheContextUsable) {
  // The guard's deadline may pass between the end of a check and the end
  // of its deadline: Z3_interrupt then finds no check to stop and leaves
  // the context canceled, which the deadline's end clears.
  smt::Context ctx;
  smt::Expr x = ctx.intVar("x");
  smt::Solver solver(ctx, 2000);
  solver.add(x == ctx.intConst(7));
  ASSERT_EQ(solver.check(), smt::Result::Sat);
  {
    smt::WallClockDeadline deadline(ctx.z3(), 60000);
    deadline.expireNow();
  }
  EXPECT_EQ(solver.value(x), 7);
  EXPECT_EQ(ctx.simplify(x + ctx.intConst(1)).str(100), "(+ 1 x)");
}

TEST(Solver, ASmallerBudgetForOneCheckOnly) {
  // The pigeonhole again: out of a 2000-unit budget given to one check,
  // while the solver's own (none) stays for the next.
  smt::Context ctx;
  smt::Solver solver(ctx, 60000, /*linear=*/false, /*rlimit=*/50000000);
  addPigeonhole(ctx, solver, 7);
  EXPECT_EQ(solver.checkWithin(2000), smt::Result::Unknown);
  EXPECT_NE(solver.reasonUnknown().find("resource limit"), std::string::npos);
  EXPECT_EQ(solver.check(), smt::Result::Unsat);
}

TEST(Solver, ALargerBudgetForOneCheckOnly) {
  // The other way round: a solver on a small budget gives one rare query
  // (a would-be refutation asked again) a larger one.
  smt::Context ctx;
  smt::Solver solver(ctx, 60000, /*linear=*/false, /*rlimit=*/2000);
  solver.push();
  addPigeonhole(ctx, solver, 7);
  EXPECT_EQ(solver.check(), smt::Result::Unknown);
  EXPECT_EQ(solver.checkWithin(50000000), smt::Result::Unsat);
  solver.pop();
  // The next query has the solver's own budget again.
  solver.push();
  addPigeonhole(ctx, solver, 8);
  EXPECT_EQ(solver.check(), smt::Result::Unknown);
  solver.pop();
}

TEST(Solver, AbstractedNonlinearOpsProveOnlyWhatHoldsOfAnyInterpretation) {
  // Premises Z3's rewriter does not apply at assertion time, so that the
  // queries reach the solvers as written.
  smt::Context ctx;
  smt::Sort bv8 = ctx.bvSort(8);
  smt::Expr x = ctx.var("x", bv8), y = ctx.var("y", bv8), z = ctx.var("z", bv8);
  auto mul = [&](const smt::Expr &a, const smt::Expr &b) {
    return ctx.bv(smt::BvOp::Mul, a, b);
  };
  auto ask = [&](const smt::Expr &premise, const smt::Expr &claim) {
    smt::Solver solver(ctx, 60000, /*linear=*/false, /*rlimit=*/2000000);
    solver.add(premise);
    solver.add(!claim);
    std::optional<smt::Result> abstracted = solver.checkAbstracted(ctx);
    return std::make_pair(abstracted, solver.check());
  };
  // The same operations on equal operands: proved by the abstraction.
  auto same = ask(y == z, ctx.bv(smt::BvOp::UDiv, mul(x, y), z) ==
                              ctx.bv(smt::BvOp::UDiv, mul(x, z), y));
  EXPECT_EQ(same.first, smt::Result::Unsat);
  EXPECT_EQ(same.second, smt::Result::Unsat);
  // True only by arithmetic ((-x)^2 == x^2): the abstraction cannot tell
  // (Sat), the exact query proves it.
  auto arithmetic = ask(y == ctx.bv(smt::BvOp::Sub, ctx.bvConst(8, 0), x),
                        mul(x, x) == mul(y, y));
  EXPECT_EQ(arithmetic.first, smt::Result::Sat);
  EXPECT_EQ(arithmetic.second, smt::Result::Unsat);
  // Equal operands crosswise (x * y and z * x with y == z): proved by the
  // abstraction, which keeps the product commutative.
  auto crosswise = ask(y == z, mul(x, y) == mul(z, x));
  EXPECT_EQ(crosswise.first, smt::Result::Unsat);
  // Wrong: neither proves it.
  auto wrong = ask(y != z, mul(x, y) == mul(x, z));
  EXPECT_EQ(wrong.first, smt::Result::Sat);
  EXPECT_EQ(wrong.second, smt::Result::Sat);
  // Nothing nonlinear: nothing to abstract.
  smt::Solver linear(ctx, 60000);
  smt::Expr i = ctx.intVar("i"), j = ctx.intVar("j");
  linear.add(i + j != j + i);
  EXPECT_EQ(linear.checkAbstracted(ctx), std::nullopt);
}

TEST(Expr, NormalizeOrdersCommutativeOperatorsAlikeInAnyContext) {
  // Two sides multiplying and adding in other orders reach one term, the
  // same in a context that made other terms first (ids differ, the order
  // does not).
  auto build = [](smt::Context &ctx, bool otherTermsFirst) {
    smt::Sort bv32 = ctx.bvSort(32);
    if (otherTermsFirst)
      for (int k = 0; k < 50; ++k)
        (void)ctx.var("w" + std::to_string(k), bv32);
    smt::Expr x = ctx.var("x", bv32), y = ctx.var("y", bv32),
              z = ctx.var("z", bv32);
    smt::Expr a = ctx.bv(smt::BvOp::Mul, ctx.bv(smt::BvOp::Mul, x, y), z);
    smt::Expr b = ctx.bv(smt::BvOp::Mul, z, ctx.bv(smt::BvOp::Mul, y, x));
    llvm::StringSet<> none;
    smt::Expr na = ctx.normalize(ctx.simplify(a), none);
    smt::Expr nb = ctx.normalize(ctx.simplify(b), none);
    EXPECT_TRUE(na.same(nb)) << na.str(200) << " vs " << nb.str(200);
    return na.str(200);
  };
  smt::Context first, second;
  EXPECT_EQ(build(first, false), build(second, true));
}

TEST(Expr, PrintingIsBoundedOnDeepSharedTerms) {
  // x_{k+1} = f(x_k, x_k): a DAG of 60 nodes that Z3's printer would
  // write as a tree of 2^60 leaves.
  smt::Context ctx;
  smt::Sort s = ctx.namedSort("t");
  smt::Func f = ctx.function("f", {s, s}, s);
  smt::Expr x = ctx.var("x", s);
  for (int k = 0; k < 60; ++k)
    x = ctx.apply(f, {x, x});
  std::string text = x.str(200);
  EXPECT_LE(text.size(), 204u);
  EXPECT_EQ(text.rfind("(f (f (f", 0), 0u) << text;
  EXPECT_EQ(x.dagSize(1000), 61u);
  EXPECT_EQ(x.dagSize(10), 10u);
}

TEST(Expr, BitVectorCircuitsCountProductsOfUnknowns) {
  smt::Context ctx;
  smt::Expr a = ctx.var("a", ctx.bvSort(32)), b = ctx.var("b", ctx.bvSort(32));
  smt::Expr byConstant = ctx.bv(smt::BvOp::Mul, a, ctx.bvConst(32, 3));
  smt::Expr product = ctx.bv(smt::BvOp::Mul, a, b);
  smt::Expr quotient = ctx.bv(smt::BvOp::UDiv, product, byConstant);
  EXPECT_EQ(byConstant.bitVectorCircuits(10), 0u);
  EXPECT_EQ(product.bitVectorCircuits(10), 1u);
  EXPECT_EQ(quotient.bitVectorCircuits(10), 2u);
  EXPECT_EQ(quotient.bitVectorCircuits(1), 1u);
}

TEST(Expr, FreeVariablesAreThoseOfOuterBinders) {
  smt::Context ctx;
  smt::Expr x = ctx.intVar("x"), y = ctx.intVar("y");
  smt::Func g = ctx.function("g", {ctx.intSort()}, ctx.intSort());
  smt::Expr quantified =
      ctx.forall({x}, ctx.apply(g, {x}) <= ctx.apply(g, {y}));
  EXPECT_FALSE(quantified.hasFreeVariables());
  EXPECT_FALSE((x <= y).hasFreeVariables());
  // Inside the body, g(x) names the quantifier's variable, g(y) does not.
  unsigned free = 0, closed = 0;
  for (const smt::Expr &app :
       quantified.uninterpretedApplications(/*insideBinders=*/true))
    if (app.functionName() == "g")
      ++(app.hasFreeVariables() ? free : closed);
  EXPECT_EQ(free, 1u);
  EXPECT_EQ(closed, 1u);
}

TEST(Expr, ConditionsHoldInTheirBranches) {
  smt::Context ctx;
  smt::Expr i = ctx.intVar("i"), j = ctx.intVar("j");
  smt::Expr x = ctx.intVar("x"), y = ctx.intVar("y"), z = ctx.intVar("z");
  smt::Expr one = ctx.intConst(1), two = ctx.intConst(2);
  auto settled = [&](const smt::Expr &e) {
    return ctx.simplify(ctx.assumeConditionsInBranches(ctx.simplify(e)));
  };
  // A choice the outer condition already made, under another op (where
  // Z3's own rewriting does not look).
  smt::Expr nested = ctx.ite(one <= i, ctx.ite(one <= i, x, y) + one, z);
  smt::Expr decided = ctx.ite(one <= i, x + one, z);
  EXPECT_FALSE(ctx.simplify(nested).same(ctx.simplify(decided)));
  EXPECT_TRUE(settled(nested).same(ctx.simplify(decided)));
  // In the other branch each disjunct is false; a negated condition
  // decides its atom the other way.
  smt::Expr either =
      ctx.ite((one <= i) || (two <= j), z, ctx.ite(two <= j, x, y) + one);
  EXPECT_TRUE(settled(either).same(
      ctx.simplify(ctx.ite((one <= i) || (two <= j), z, y + one))));
  smt::Expr negated = ctx.ite(!(one <= i), ctx.ite(one <= i, x, y) + one, z);
  EXPECT_TRUE(
      settled(negated).same(ctx.simplify(ctx.ite(!(one <= i), y + one, z))));
  // A branch that takes the other side stays different.
  smt::Expr wrong = ctx.ite(one <= i, y + one, z);
  EXPECT_FALSE(settled(nested).same(settled(wrong)));
}

//===--- Obligations on real fusion steps
//----------------------------------===//

static std::vector<StepProof> prove(const std::string &input,
                                    const std::string &strategy) {
  std::string error;
  auto module =
      parseModule(test::readInput(input), input, test::context(), error);
  EXPECT_TRUE(module) << error;
  if (!module)
    return {};
  auto func = *module->getOps<func::FuncOp>().begin();
  FusionTally tally;
  tally.recordSteps = true;
  EXPECT_TRUE(
      succeeded(test::session().strategies().find(strategy)->run(func, tally)));
  // Tile nests are read after the strategy, as checkCase does.
  for (FusionStep &step : recordTileNests(func))
    tally.steps.push_back(std::move(step));
  return proveSteps(test::session().smt(), tally.steps, ProofOptions());
}

/// The first failed obligation named `prefix...`, else the first one.
static const ObligationResult *find(const std::vector<StepProof> &proofs,
                                    llvm::StringRef prefix) {
  for (const StepProof &s : proofs)
    for (const ObligationResult &o : s.obligations)
      if (llvm::StringRef(o.name()).starts_with(prefix) &&
          o.result == ProofResult::Failed)
        return &o;
  for (const StepProof &s : proofs)
    for (const ObligationResult &o : s.obligations)
      if (llvm::StringRef(o.name()).starts_with(prefix))
        return &o;
  return nullptr;
}

struct ObligationCase {
  const char *input, *strategy, *obligation;
  ProofResult expected;
};

class ObligationTest : public ::testing::TestWithParam<ObligationCase> {};

TEST_P(ObligationTest, HasTheExpectedResult) {
  ObligationCase c = GetParam();
  std::vector<StepProof> proofs = prove(c.input, c.strategy);
  ASSERT_FALSE(proofs.empty()) << "no step recorded";
  const ObligationResult *o = find(proofs, c.obligation);
  ASSERT_NE(o, nullptr) << c.obligation << " not stated:\n"
                        << describeProofs(proofs);
  EXPECT_EQ(o->result, c.expected) << describeProofs(proofs);
  if (c.expected == ProofResult::Failed) {
    EXPECT_FALSE(o->detail.empty()) << "a failure needs a counterexample";
  }
}

INSTANTIATE_TEST_SUITE_P(
    Prover, ObligationTest,
    ::testing::Values(
        // Correct upstream fusions: every obligation kind proved.
        ObligationCase{"chain.mlir", "elementwise", "input-map",
                       ProofResult::Proved},
        ObligationCase{"chain.mlir", "elementwise", "written-once",
                       ProofResult::Proved},
        ObligationCase{"cyclic3d.mlir", "elementwise", "input-map",
                       ProofResult::Proved},
        ObligationCase{"index_transpose.mlir", "elementwise", "index",
                       ProofResult::Proved},
        ObligationCase{"multi_use.mlir", "elementwise-aggressive", "preserved",
                       ProofResult::Proved},
        ObligationCase{"multi_use.mlir", "elementwise-aggressive", "uses-kept",
                       ProofResult::Proved},
        ObligationCase{"reduction_consumer.mlir", "elementwise",
                       "loops-bounded", ProofResult::Proved},
        ObligationCase{"pad_low.mlir", "pad", "pad-offsets",
                       ProofResult::Proved},
        ObligationCase{"dynamic.mlir", "pad", "pad-offsets",
                       ProofResult::Proved},
        ObligationCase{"dynamic.mlir", "pad", "pad-sizes", ProofResult::Proved},
        ObligationCase{"dynamic.mlir", "pad", "pad-padded-size",
                       ProofResult::Proved},
        ObligationCase{"dynamic.mlir", "pad", "pad-value", ProofResult::Proved},
        ObligationCase{"dynamic.mlir", "pad", "pad-strides",
                       ProofResult::Proved},
        // Deliberately wrong fusions: refuted with a counterexample.
        ObligationCase{"index_transpose.mlir", "broken-index-remap", "index",
                       ProofResult::Failed},
        ObligationCase{"cyclic3d.mlir", "broken-permutation-inverse",
                       "input-map", ProofResult::Failed},
        ObligationCase{"pad_low.mlir", "broken-pad-offset", "pad-offsets",
                       ProofResult::Failed},
        ObligationCase{"multi_use.mlir", "broken-dropped-result", "uses-kept",
                       ProofResult::Failed},
        // Tile nests: the reference strategies proved, each broken tile
        // variant refuted by the obligation that states what it breaks.
        ObligationCase{"tile_chain_seeded.mlir", "tile-fuse-producers",
                       "producer-slice", ProofResult::Proved},
        ObligationCase{"tile_chain_seeded.mlir", "tile-fuse-producers",
                       "tiles-cover", ProofResult::Proved},
        ObligationCase{"consumer_fan_seeded.mlir", "tile-fuse-consumers",
                       "consumer-reads-tile", ProofResult::Proved},
        ObligationCase{"consumer_fan_seeded.mlir", "tile-fuse-consumers",
                       "consumer-writes-once", ProofResult::Proved},
        ObligationCase{"tile_chain_seeded.mlir", "broken-tile-slice-offset",
                       "producer-slice", ProofResult::Failed},
        ObligationCase{"tile_chain_seeded.mlir", "broken-tile-slice-offset",
                       "tile-box", ProofResult::Failed},
        ObligationCase{"tile_chain_seeded.mlir", "broken-tile-last-partial",
                       "tiles-cover", ProofResult::Failed},
        ObligationCase{"consumer_fan_seeded.mlir", "broken-consumer-wrong-tile",
                       "consumer-reads-tile", ProofResult::Failed},
        ObligationCase{"consumer_fan_seeded.mlir", "broken-consumer-wrong-tile",
                       "consumer-writes-once", ProofResult::Failed}),
    [](const auto &info) {
      std::string name = std::string(info.param.strategy) + "_" +
                         info.param.obligation + "_" + info.param.input;
      for (char &c : name)
        if (!isalnum(static_cast<unsigned char>(c)))
          c = '_';
      return name + "_" + std::to_string(info.index);
    });

/// Proves (no execution) the known-finding case `file` with `strategy`:
/// with the end-to-end proof, or with the step proofs alone.
static CaseResult proveKnown(const std::string &file,
                             const std::string &strategy,
                             bool stepProofs = false) {
  CheckOptions options;
  options.strategy = strategy;
  options.execute = false;
  if (stepProofs) {
    options.equivalence = CheckOptions::EquivalenceMode::Off;
    options.stepProofsEvery = 1;
  }
  std::string path =
      std::string(FUSEFUZZ_TEST_INPUTS) + "/../../corpus/known/" + file;
  auto buffer = llvm::MemoryBuffer::getFile(path);
  EXPECT_TRUE(bool(buffer)) << path;
  return checkCase(test::session(), (*buffer)->getBuffer(), file, options);
}

TEST(Prover, KnownUpstreamBugsAreRefuted) {
  auto check = proveKnown;
  // With execution off the end-to-end proof decides; the fact read from
  // the fused IR names the root cause.
  CaseResult pad = check("pad-fusion-drops-outs.mlir", "pad", false);
  EXPECT_EQ(pad.verdict, Verdict::ProofFailure);
  EXPECT_EQ(pad.equivalence, "refuted") << pad.detail;
  EXPECT_EQ(pad.refutationFact, "pad-value-as-init/reads-outs") << pad.detail;
  // No read of the outs, but a producer writing only part of its init.
  CaseResult partial =
      check("pad-fusion-drops-partially-written-init.mlir", "pad", false);
  EXPECT_EQ(partial.verdict, Verdict::ProofFailure) << partial.detail;
  EXPECT_EQ(partial.refutationFact, "pad-value-as-init/partial-write")
      << partial.detail;
  CaseResult ew =
      check("elementwise-broadcast-reads-outs.mlir", "elementwise", false);
  EXPECT_EQ(ew.verdict, Verdict::ProofFailure);
  EXPECT_EQ(ew.refutationFact,
            "kept-result-recomputed-from-outs/across-parallel-loop")
      << ew.detail;
}

TEST(ProofCache, ProofsAreReusedRefutationsAreCheckedAgain) {
  smt::Context &ctx = test::session().smt();
  CaseResult first = proveKnown("pad-fusion-drops-outs.mlir", "pad", true);
  uint64_t lookups = ctx.proofLookups(), hits = ctx.proofHits();
  CaseResult second = proveKnown("pad-fusion-drops-outs.mlir", "pad", true);
  // The same case builds the same queries: every proved one is a hit...
  uint64_t asked = ctx.proofLookups() - lookups;
  EXPECT_GT(asked, 1u);
  EXPECT_EQ(ctx.proofHits() - hits, asked - 1);
  // ...and the refuted one is solved again, with its counterexample.
  EXPECT_EQ(second.verdict, Verdict::ProofFailure);
  EXPECT_EQ(first.detail, second.detail);
  EXPECT_NE(second.detail.find("counterexample"), std::string::npos)
      << second.detail;
}

//===--- Obligations on synthetic records
//----------------------------------===//

static LoopNest nest(std::vector<int64_t> sizes, std::vector<bool> parallel) {
  LoopNest n;
  for (int64_t s : sizes)
    n.sizes.push_back(s < 0 ? std::nullopt : std::optional<int64_t>(s));
  n.parallel.assign(parallel.begin(), parallel.end());
  return n;
}

TEST(Prover, UnboundedReductionLoopIsRefuted) {
  MLIRContext &ctx = test::context();
  FusionStep step;
  step.rule = "synthetic";
  ElementwiseStepRecord &r = step.elementwise;
  r.producerLoops = nest({4}, {true});
  r.consumerLoops = r.fusedLoops = nest({4, -1}, {true, false});
  AffineExpr d0 = getAffineDimExpr(0, &ctx);
  r.consumerArgMap = AffineMap::get(2, 0, {d0}, &ctx);
  r.producerResultMap = AffineMap::get(1, 0, {d0}, &ctx);
  // No fused operand reads d1: its extent would come from nowhere.
  r.fusedOperandMaps = {AffineMap::get(2, 0, {d0}, &ctx),
                        AffineMap::get(2, 0, {d0}, &ctx)};
  StepProof proof = proveStep(test::session().smt(), step, ProofOptions());
  const ObligationResult *o = nullptr;
  for (const ObligationResult &x : proof.obligations)
    if (x.name() == "loops-bounded")
      o = &x;
  ASSERT_NE(o, nullptr);
  EXPECT_EQ(o->result, ProofResult::Failed);
  EXPECT_NE(o->detail.find("d1"), std::string::npos);
}

TEST(Prover, WrongPadSizesAndValuesAreRefuted) {
  MLIRContext &ctx = test::context();
  FusionStep step;
  step.kind = FusionStep::Pad;
  step.rule = "synthetic";
  PadStepRecord &r = step.pad;
  r.rank = 1;
  r.structureFound = true;
  AffineExpr n = getAffineSymbolExpr(r.symbols.get("dim(arg0,0)"), &ctx);
  AffineExpr lo = getAffineSymbolExpr(r.symbols.get("arg1"), &ctx);
  auto c = [&](int64_t v) { return getAffineConstantExpr(v, &ctx); };
  r.low = {lo};
  r.high = {c(2)};
  r.sourceSizes = {n};
  r.offsets = {lo};
  r.sizes = {n + 1}; // wrong: one too many
  r.strides = {c(1)};
  r.paddedSizes = {lo + n + 1}; // wrong: high is 2
  r.padValueBits = 0x3f800000;
  r.fillValueBits = 0; // wrong value
  StepProof proof = proveStep(test::session().smt(), step, ProofOptions());
  // A missing obligation is nullopt, never a default "proved".
  auto got = [&](llvm::StringRef name) -> std::optional<ProofResult> {
    for (const ObligationResult &o : proof.obligations)
      if (o.name() == name)
        return o.result;
    return std::nullopt;
  };
  EXPECT_EQ(got("pad-offsets"), ProofResult::Proved);
  EXPECT_EQ(got("pad-strides"), ProofResult::Proved);
  EXPECT_EQ(got("pad-sizes"), ProofResult::Failed);
  EXPECT_EQ(got("pad-padded-size"), ProofResult::Failed);
  EXPECT_EQ(got("pad-value"), ProofResult::Failed);
  EXPECT_EQ(proof.result(), ProofResult::Failed);
}

TEST(Prover, UntraceableIndexIsUnknownNotProved) {
  MLIRContext &ctx = test::context();
  FusionStep step;
  ElementwiseStepRecord &r = step.elementwise;
  r.producerLoops = r.consumerLoops = r.fusedLoops = nest({4}, {true});
  AffineExpr d0 = getAffineDimExpr(0, &ctx);
  r.consumerArgMap = r.producerResultMap = AffineMap::get(1, 0, {d0}, &ctx);
  r.indexUses.push_back({0, AffineExpr()});
  StepProof proof = proveStep(test::session().smt(), step, ProofOptions());
  ASSERT_EQ(proof.obligations.size(), 1u);
  EXPECT_EQ(proof.obligations[0].result, ProofResult::Unknown);
  EXPECT_EQ(proof.result(), ProofResult::Unknown);
}

TEST(Prover, ProverAloneCatchesEveryBrokenFusionOnHandWrittenCases) {
  struct C {
    const char *input, *strategy;
  } cases[] = {{"index_transpose.mlir", "broken-index-remap"},
               {"cyclic3d.mlir", "broken-permutation-inverse"},
               {"pad_low.mlir", "broken-pad-offset"},
               {"multi_use.mlir", "broken-dropped-result"}};
  for (const C &c : cases) {
    CheckOptions options;
    options.strategy = c.strategy;
    options.execute = false;
    CaseResult r =
        checkCase(test::session(), test::readInput(c.input), c.input, options);
    EXPECT_EQ(r.verdict, Verdict::ProofFailure)
        << c.strategy << ": " << r.detail;
  }
}

//===--- Every obligation catches a deliberately wrong step ---------------===//

TEST(Prover, ObligationTableIsComplete) {
  std::set<std::string> names;
  for (const ObligationInfo &info : allObligations()) {
    EXPECT_TRUE(names.insert(info.name.str()).second) << info.name.str();
    EXPECT_EQ(&obligationInfo(info.id), &info);
    EXPECT_FALSE(info.meaning.empty()) << info.name.str();
  }
  EXPECT_TRUE(obligationInfo(Obligation::UsesKept).structural);
  EXPECT_FALSE(obligationInfo(Obligation::InputMap).structural);
  // docs/DESIGN.md explains every obligation of the table.
  std::string path =
      std::string(FUSEFUZZ_TEST_INPUTS) + "/../../docs/DESIGN.md";
  auto design = llvm::MemoryBuffer::getFile(path);
  ASSERT_TRUE(bool(design)) << path;
  for (const ObligationInfo &info : allObligations())
    EXPECT_NE((*design)->getBuffer().find(("| `" + info.name + "` |").str()),
              llvm::StringRef::npos)
        << info.name.str() << " is not documented in docs/DESIGN.md";
}

/// An identity producer fused into a consumer over `consumerLoops`.
static FusionStep identityStep(MLIRContext &ctx, LoopNest consumerLoops) {
  FusionStep step;
  step.rule = "synthetic";
  ElementwiseStepRecord &r = step.elementwise;
  r.producerLoops = nest({4}, {true});
  r.consumerLoops = r.fusedLoops = consumerLoops;
  AffineExpr d0 = getAffineDimExpr(0, &ctx);
  unsigned n = consumerLoops.size();
  r.consumerArgMap = AffineMap::get(n, 0, {d0}, &ctx);
  r.producerResultMap = AffineMap::get(1, 0, {d0}, &ctx);
  return step;
}

static std::optional<ProofResult> resultOf(const StepProof &proof,
                                           llvm::StringRef name) {
  for (const ObligationResult &o : proof.obligations)
    if (o.name() == name)
      return o.result;
  return std::nullopt;
}

TEST(Prover, ChangedConsumerOperandMapIsRefuted) {
  MLIRContext &ctx = test::context();
  FusionStep step = identityStep(ctx, nest({4, 3}, {true, true}));
  AffineExpr d0 = getAffineDimExpr(0, &ctx), d1 = getAffineDimExpr(1, &ctx);
  ElementwiseStepRecord &r = step.elementwise;
  // Operand 1 was read at (d0, d1); the fused op reads it transposed.
  r.consumerOperands.push_back({1, AffineMap::get(2, 0, {d0, d1}, &ctx),
                                AffineMap::get(2, 0, {d1, d0}, &ctx)});
  // Operand 2 kept its map; operand 3 vanished from its place.
  r.consumerOperands.push_back({2, AffineMap::get(2, 0, {d0, d1}, &ctx),
                                AffineMap::get(2, 0, {d0, d1}, &ctx)});
  r.consumerOperands.push_back(
      {3, AffineMap::get(2, 0, {d0}, &ctx), std::nullopt});
  StepProof proof = proveStep(test::session().smt(), step, ProofOptions());
  EXPECT_EQ(resultOf(proof, "consumer-map[1]"), ProofResult::Failed);
  EXPECT_EQ(resultOf(proof, "consumer-map[2]"), ProofResult::Proved);
  EXPECT_EQ(resultOf(proof, "consumer-map[3]"), ProofResult::Failed);
}

TEST(Prover, InitReadAcrossReductionLoopsIsRefuted) {
  MLIRContext &ctx = test::context();
  // The producer (one parallel loop, written once per element) is kept as
  // a result of a fused op with a reduction loop d1 its map ignores.
  FusionStep step = identityStep(ctx, nest({4, 3}, {true, false}));
  AffineExpr d0 = getAffineDimExpr(0, &ctx);
  ElementwiseStepRecord &r = step.elementwise;
  AffineMap kept = AffineMap::get(2, 0, {d0}, &ctx);
  AffineMap original = AffineMap::get(1, 0, {d0}, &ctx);
  r.outputs.push_back({kept, original, r.producerLoops, true,
                       /*readsInit=*/true});
  StepProof proof = proveStep(test::session().smt(), step, ProofOptions());
  // Parallel loops alone cannot see it; over all loops it is refuted.
  EXPECT_EQ(resultOf(proof, "written-once[0]"), ProofResult::Proved);
  EXPECT_EQ(resultOf(proof, "init-read-once[0]"), ProofResult::Failed);
  // A payload that does not read the init may write the same value twice.
  r.outputs[0].readsInit = false;
  StepProof pure = proveStep(test::session().smt(), step, ProofOptions());
  EXPECT_EQ(resultOf(pure, "init-read-once[0]"), std::nullopt);
}

TEST(Prover, SeveralWritersOfOneValueAreAllowedOthersRefuted) {
  MLIRContext &ctx = test::context();
  // A producer written once per element, kept as a fused result whose map
  // (d0) ignores the parallel loop d1: every d1 writes element d0.
  FusionStep step = identityStep(ctx, nest({4, 3}, {true, true}));
  AffineExpr d0 = getAffineDimExpr(0, &ctx), d1 = getAffineDimExpr(1, &ctx);
  ElementwiseStepRecord &r = step.elementwise;
  AffineMap kept = AffineMap::get(2, 0, {d0}, &ctx);
  AffineMap original = AffineMap::get(1, 0, {d0}, &ctx);
  r.outputs.push_back({kept, original, r.producerLoops, true,
                       /*readsInit=*/false});
  // The yielded value is `linalg.index 0`: each writer of element d0
  // writes d0, the same value.
  r.outputs[0].valueIndexDims = {0};
  StepProof same = proveStep(test::session().smt(), step, ProofOptions());
  EXPECT_EQ(resultOf(same, "written-once[0]"), ProofResult::Proved);
  // Deliberately wrong: the value reads an input at (d0, d1), so the
  // writers of one element write different values.
  r.outputs[0].valueMaps = {AffineMap::get(2, 0, {d0, d1}, &ctx)};
  StepProof differ = proveStep(test::session().smt(), step, ProofOptions());
  EXPECT_EQ(resultOf(differ, "written-once[0]"), ProofResult::Failed);
  // The same value computed from an init a writer may already have
  // overwritten is refuted too.
  r.outputs[0].valueMaps = {kept};
  r.outputs[0].valueReadsInit = true;
  StepProof init = proveStep(test::session().smt(), step, ProofOptions());
  EXPECT_EQ(resultOf(init, "written-once[0]"), ProofResult::Failed);
}

/// A 4x3 generic reading A (4x3) collapsed into one loop of 12: the new
/// generic reads A through a collapse_shape to 12 elements.
static FusionStep collapsedStep(MLIRContext &ctx) {
  FusionStep step;
  step.kind = FusionStep::Reshape;
  step.rule = "synthetic";
  ReshapeStepRecord &r = step.reshape;
  AffineExpr d0 = getAffineDimExpr(0, &ctx), d1 = getAffineDimExpr(1, &ctx);
  auto c = [&](int64_t v) { return getAffineConstantExpr(v, &ctx); };
  AffineMap id2 = AffineMap::get(2, 0, {d0, d1}, &ctx);
  AffineMap id1 = AffineMap::get(1, 0, {d0}, &ctx);
  r.before.numLoops = 2;
  r.before.loopSizes = {c(4), c(3)};
  r.before.reads.push_back({id2, {c(4), c(3)}, /*base=*/0});
  r.before.writes.push_back(ReshapeStepRecord::Operand{id2, {c(4), c(3)}, 1});
  r.after.numLoops = 1;
  r.after.loopSizes = {c(12)};
  r.after.reads.push_back({id1, {c(12)}, 0});
  r.after.writes.push_back(ReshapeStepRecord::Operand{id1, {c(12)}, 1});
  return step;
}

TEST(Prover, ReshapeFoldingKeepsFlatOffsetsOrIsRefuted) {
  MLIRContext &ctx = test::context();
  FusionStep step = collapsedStep(ctx);
  StepProof right = proveStep(test::session().smt(), step, ProofOptions());
  EXPECT_EQ(resultOf(right, "reshape-operand[0]"), ProofResult::Proved);
  // A second result, written where the first is: proved; written
  // transposed (A's 4x3 elements at (e0 mod 4) * 3 + e0 floordiv 4): refuted.
  FusionStep two = collapsedStep(ctx);
  two.reshape.before.writes.push_back(two.reshape.before.writes[0]);
  two.reshape.after.writes.push_back(two.reshape.after.writes[0]);
  StepProof both = proveStep(test::session().smt(), two, ProofOptions());
  EXPECT_EQ(resultOf(both, "reshape-result[1]"), ProofResult::Proved);
  {
    AffineExpr e = getAffineDimExpr(0, &ctx);
    auto k = [&](int64_t v) { return getAffineConstantExpr(v, &ctx); };
    two.reshape.after.writes[1] = ReshapeStepRecord::Operand{
        AffineMap::get(1, 0, {e % 4, e.floorDiv(4)}, &ctx), {k(4), k(3)}, 2};
  }
  StepProof crossed = proveStep(test::session().smt(), two, ProofOptions());
  EXPECT_EQ(resultOf(crossed, "reshape-result[1]"), ProofResult::Failed);
  // Deliberately wrong: the collapsed generic reads A transposed (A viewed
  // as 3x4 read at (e0 mod 3, e0 floordiv 3) walks it column by column).
  AffineExpr e0 = getAffineDimExpr(0, &ctx);
  auto c = [&](int64_t v) { return getAffineConstantExpr(v, &ctx); };
  step.reshape.after.reads[0] = {
      AffineMap::get(1, 0, {e0 % 3, e0.floorDiv(3)}, &ctx), {c(4), c(3)}, 0};
  StepProof wrong = proveStep(test::session().smt(), step, ProofOptions());
  EXPECT_EQ(resultOf(wrong, "reshape-operand[0]"), ProofResult::Failed);
  // Deliberately wrong: it writes its 12 results one element late, so the
  // element written from A[i] is the old one's A[i - 1].
  step = collapsedStep(ctx);
  step.reshape.after.writes[0]->map = AffineMap::get(1, 0, {e0 + 1}, &ctx);
  step.reshape.after.writes[0]->shape = {c(13)};
  StepProof late = proveStep(test::session().smt(), step, ProofOptions());
  EXPECT_EQ(resultOf(late, "reshape-operand[0]"), ProofResult::Failed);
  // Parallel loops folded out of order are fine (upstream's
  // fold_non_consecutive_dims): the old 4x3 op, transposed as a 3x4 one
  // reading A at (e1, e0), is the same computation.
  step = collapsedStep(ctx);
  AffineExpr e1 = getAffineDimExpr(1, &ctx);
  ReshapeStepRecord::Side &t = step.reshape.after;
  t.numLoops = 2;
  t.loopSizes = {c(3), c(4)};
  t.reads[0] = {AffineMap::get(2, 0, {e1, e0}, &ctx), {c(4), c(3)}, 0};
  t.writes[0] = ReshapeStepRecord::Operand{
      AffineMap::get(2, 0, {e1, e0}, &ctx), {c(4), c(3)}, 1};
  StepProof swapped = proveStep(test::session().smt(), step, ProofOptions());
  EXPECT_EQ(resultOf(swapped, "reshape-operand[0]"), ProofResult::Proved);
  // A tensor the old generic read that the new one does not read at all.
  step = collapsedStep(ctx);
  step.reshape.after.reads[0].base = 7;
  StepProof lost = proveStep(test::session().smt(), step, ProofOptions());
  EXPECT_EQ(resultOf(lost, "reshape-structure[0]"), ProofResult::Failed);
}

TEST(Prover, KeptResultWithAnotherInitIsRefuted) {
  MLIRContext &ctx = test::context();
  FusionStep step = identityStep(ctx, nest({4}, {true}));
  AffineExpr d0 = getAffineDimExpr(0, &ctx);
  AffineMap id = AffineMap::get(1, 0, {d0}, &ctx);
  step.elementwise.preserved.push_back({AffineMap(), id, /*readsInit=*/true});
  StepProof proof = proveStep(test::session().smt(), step, ProofOptions());
  EXPECT_EQ(resultOf(proof, "preserved[0]"), ProofResult::Failed);
  step.elementwise.preserved[0] = {id, AffineMap::get(1, 0, {d0 + 1}, &ctx),
                                   true};
  StepProof shifted = proveStep(test::session().smt(), step, ProofOptions());
  EXPECT_EQ(resultOf(shifted, "preserved[0]"), ProofResult::Failed);
}

TEST(Prover, SmtDumpsReplayWithTheSameAnswer) {
  llvm::SmallString<128> dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("ffsmt", dir));
  ProofOptions options;
  options.smt2Dir = dir.str().str();
  options.smt2Prefix = "case.";
  auto steps = [&] {
    std::string error;
    auto module = parseModule(test::readInput("index_transpose.mlir"), "x",
                              test::context(), error);
    auto func = *module->getOps<func::FuncOp>().begin();
    FusionTally tally;
    tally.recordSteps = true;
    EXPECT_TRUE(succeeded(test::session()
                              .strategies()
                              .find("broken-index-remap")
                              ->run(func, tally)));
    return tally.steps;
  }();
  std::vector<StepProof> proofs =
      proveSteps(test::session().smt(), steps, options);
  ASSERT_FALSE(proofs.empty());
  std::string file = (dir + "/case.step0.index[0].smt2").str();
  auto buffer = llvm::MemoryBuffer::getFile(file);
  ASSERT_TRUE(bool(buffer)) << file;
  EXPECT_NE((*buffer)->getBuffer().find("(check-sat)"), llvm::StringRef::npos);
  // The z3 binary, where installed, gives the same answer: sat (refuted).
  if (auto z3 = llvm::sys::findProgramByName("z3")) {
    llvm::SmallString<128> out;
    ASSERT_FALSE(llvm::sys::fs::createTemporaryFile("z3", "out", out));
    std::optional<llvm::StringRef> redirects[] = {
        std::nullopt, llvm::StringRef(out), std::nullopt};
    llvm::sys::ExecuteAndWait(*z3, {*z3, file}, std::nullopt, redirects);
    auto answer = llvm::MemoryBuffer::getFile(out);
    ASSERT_TRUE(bool(answer));
    EXPECT_TRUE((*answer)->getBuffer().starts_with("sat"))
        << (*answer)->getBuffer().str();
  }
  llvm::sys::fs::remove_directories(dir);
}

//===--- Proof failures re-run at the counterexample's sizes --------------===//

TEST(Counterexample, ReadsTheCaseSizesItNames) {
  CounterexampleSizes s = parseCounterexampleSizes(
      "step 0 (TileNest): init-once[1] failed: counterexample: "
      "dim(arg0,0)=13, arg2=1, iv0=6, n0=1, off0=6");
  EXPECT_EQ(s.dims.size(), 1u);
  EXPECT_EQ((s.dims[{0, 0}]), 13);
  EXPECT_EQ(s.indexArgs.size(), 1u);
  EXPECT_EQ(s.indexArgs[2], 1);
  EXPECT_TRUE(parseCounterexampleSizes("iv0=1, n0=0").empty());
}

TEST(Counterexample, ExecutionAtItsSizesConfirmsAProofExecutionMissed) {
  // One reduction tile at the case's size: execution agrees; the proof
  // names a size (7) where two iterations of the forall over the tiled
  // reduction write the result, and the re-run records them.
  CheckOptions options;
  options.strategy = "tile-fuse-producers";
  CaseResult r =
      checkCase(test::session(), test::readInput("init_fused_one_tile.mlir"),
                "init_fused_one_tile.mlir", options);
  EXPECT_EQ(r.verdict, Verdict::ProofFailure) << r.detail;
  EXPECT_EQ(r.refutationFact, "forall-race/reduction-dim") << r.detail;
  EXPECT_EQ(r.executionAgrees, true);
  EXPECT_EQ(r.counterexampleConfirmed, true) << r.evidence;
  // A size that is static cannot be changed: not re-run.
  std::string why;
  CounterexampleSizes s;
  s.dims[{1, 0}] = 3; // %arg1 is a rank-0 tensor
  EXPECT_FALSE(withSizes(test::session(),
                         test::readInput("init_fused_one_tile.mlir"), s, why));
  EXPECT_FALSE(why.empty());
}

TEST(Counterexample, SizesItLeavesFreeAreNotGuessed) {
  // Two dynamic sizes tied together by the ops: a counterexample naming
  // only one would run the case ill-formed (the other keeps its own
  // value), reading and writing out of bounds. It is not re-run.
  const char *text = R"mlir(
func.func @case(%a: tensor<?xf32> {fusefuzz.shape = array<i64: 4>},
                %b: tensor<?xf32> {fusefuzz.shape = array<i64: 4>}) -> tensor<?xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a : tensor<?xf32>) outs(%b : tensor<?xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<?xf32>
  return %r : tensor<?xf32>
}
)mlir";
  std::string why;
  CounterexampleSizes one;
  one.dims[{0, 0}] = 7;
  EXPECT_FALSE(withSizes(test::session(), text, one, why));
  EXPECT_NE(why.find("dim(arg1,0) free"), std::string::npos) << why;
  CounterexampleSizes both = one;
  both.dims[{1, 0}] = 7;
  std::optional<std::string> resized =
      withSizes(test::session(), text, both, why);
  ASSERT_TRUE(resized) << why;
  EXPECT_NE(resized->find("array<i64: 7>"), std::string::npos);
}

TEST(Prover, APadValueInitTakesAScalarFillValueAsAnyValue) {
  // The original init is a fill of 0; pad fusion refills it with the pad
  // value, a scalar argument. Taking the unknown value for 0 would prove
  // it; as any value it is refuted (and execution agrees).
  CheckOptions options;
  options.strategy = "pad";
  CaseResult r = checkCase(test::session(),
                           test::readInput("pad_scalar_value_reads_outs.mlir"),
                           "pad_scalar_value_reads_outs.mlir", options);
  EXPECT_EQ(r.verdict, Verdict::Mismatch) << r.detail;
  EXPECT_EQ(r.equivalence, "refuted") << r.evidence;
  EXPECT_EQ(r.failureFact, "pad-value-as-init/reads-outs") << r.evidence;
}

TEST(Prover, AYieldedReduceThroughACollapseIsExplained) {
  // Without the collapsed size the reduce's tile was unreadable and the
  // known bug was a mismatch nobody explained: the fused IR names it.
  CheckOptions options;
  options.strategy = "tile-fuse-producers";
  CaseResult r = checkCase(
      test::session(), test::readInput("yielded_reduce_through_collapse.mlir"),
      "yielded_reduce_through_collapse.mlir", options);
  EXPECT_EQ(r.verdict, Verdict::Mismatch) << r.detail;
  EXPECT_EQ(r.failureFact, "recomputed-producer-reaccumulates") << r.evidence;
}
