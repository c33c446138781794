//===- ProverTest.cpp - Z3 encodings, budgets and known bugs refuted ------===//
#include "oracle/pipeline/CheckCase.h"
#include "oracle/pipeline/Counterexample.h"
#include "oracle/smt/AffineEncoding.h"
#include "oracle/smt/WallClockGuard.h"
#include "passes/Context.h"
#include "passes/Strategy.h"
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

/// Proves (no execution) the known-finding case `file` with `strategy`.
static CaseResult proveKnown(const std::string &file,
                             const std::string &strategy) {
  CheckOptions options;
  options.strategy = strategy;
  options.execute = false;
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
  CaseResult pad = check("pad-fusion-drops-outs.mlir", "pad");
  EXPECT_EQ(pad.verdict, Verdict::ProofFailure);
  EXPECT_EQ(pad.equivalence, "refuted") << pad.detail;
  EXPECT_EQ(pad.refutationFact, "pad-value-as-init/reads-outs") << pad.detail;
  // No read of the outs, but a producer writing only part of its init.
  CaseResult partial =
      check("pad-fusion-drops-partially-written-init.mlir", "pad");
  EXPECT_EQ(partial.verdict, Verdict::ProofFailure) << partial.detail;
  EXPECT_EQ(partial.refutationFact, "pad-value-as-init/partial-write")
      << partial.detail;
  CaseResult ew = check("elementwise-broadcast-reads-outs.mlir", "elementwise");
  EXPECT_EQ(ew.verdict, Verdict::ProofFailure);
  EXPECT_EQ(ew.refutationFact,
            "kept-result-recomputed-from-outs/across-parallel-loop")
      << ew.detail;
  // The kept outs-reading result under a consumer's reduction loop.
  CaseResult reduction =
      check("elementwise-reduction-reads-outs.mlir", "elementwise");
  EXPECT_EQ(reduction.verdict, Verdict::ProofFailure) << reduction.detail;
  EXPECT_EQ(reduction.equivalence, "refuted") << reduction.detail;
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

/// `%r[i] = (%a[i] == 1234567) ? 1 : 0`, or (`wrong`) 0 everywhere.
static std::string flagsOneValue(bool wrong) {
  return test::replaceAll(R"(
func.func @case(%a: tensor<4xi32>) -> tensor<4xi32> {
  %e = tensor.empty() : tensor<4xi32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xi32>) outs(%e : tensor<4xi32>) {
  ^bb0(%x: i32, %o: i32):
    %c = arith.constant 1234567 : i32
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %eq = arith.cmpi eq, %x, %c : i32
    %v = arith.select %eq, %one, %z : i32
    linalg.yield RESULT : i32
  } -> tensor<4xi32>
  return %r : tensor<4xi32>
}
)",
                          "RESULT", wrong ? "%z" : "%v");
}

TEST(Counterexample, ExecutionRunsWithTheModelsInputValues) {
  // The fused function forgets the element equal to 1234567, which no
  // input set draws: execution agrees at the case's sizes, and the
  // counterexample names no size. The model's value of %a holds one, and
  // the re-run with the model's input values mismatches.
  CheckOptions options;
  options.fusedText = flagsOneValue(true);
  options.fusedName = "fused.mlir";
  CaseResult r =
      checkCase(test::session(), flagsOneValue(false), "case.mlir", options);
  EXPECT_EQ(r.verdict, Verdict::ProofFailure) << r.detail;
  EXPECT_EQ(r.executionAgrees, true);
  ASSERT_EQ(r.counterexampleInputs.size(), 1u);
  EXPECT_TRUE(llvm::is_contained(r.counterexampleInputs[0].second, 1234567u))
      << r.evidence;
  EXPECT_EQ(r.counterexampleConfirmed, true) << r.evidence;
  EXPECT_NE(r.evidence.find("mismatches too"), std::string::npos) << r.evidence;
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
  bool ownSizes = false;
  EXPECT_FALSE(withSizes(test::session(),
                         test::readInput("init_fused_one_tile.mlir"), s, why,
                         ownSizes));
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
  bool ownSizes = false;
  CounterexampleSizes one;
  one.dims[{0, 0}] = 7;
  EXPECT_FALSE(withSizes(test::session(), text, one, why, ownSizes));
  EXPECT_NE(why.find("dim(arg1,0) free"), std::string::npos) << why;
  CounterexampleSizes both = one;
  both.dims[{1, 0}] = 7;
  std::optional<std::string> resized =
      withSizes(test::session(), text, both, why, ownSizes);
  ASSERT_TRUE(resized) << why;
  EXPECT_NE(resized->find("array<i64: 7>"), std::string::npos);
  EXPECT_FALSE(ownSizes);
  // The case's own sizes: the case as it was, said so.
  CounterexampleSizes own;
  own.dims[{0, 0}] = own.dims[{1, 0}] = 4;
  ASSERT_TRUE(withSizes(test::session(), text, own, why, ownSizes));
  EXPECT_TRUE(ownSizes);
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
