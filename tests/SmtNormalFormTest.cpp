//===- SmtNormalFormTest.cpp - Terms equal by construction ----------------===//
//
// The end-to-end proof decides what the normal form makes one term without
// asking the solver: each rule here gives both sides one term, keeps the
// term's meaning (checked by the solver) and leaves different terms apart.
//
//===----------------------------------------------------------------------===//
#include "oracle/equiv/SizeEqualities.h"
#include "oracle/smt/Smt.h"

#include "llvm/ADT/StringSet.h"

#include <gtest/gtest.h>

using namespace fusefuzz;

/// Whether `claim` holds for every value of its variables.
static bool valid(smt::Context &ctx, const smt::Expr &claim) {
  smt::Solver solver(ctx, 20000);
  solver.add(!claim);
  return solver.check() == smt::Result::Unsat;
}

static smt::Expr normal(smt::Context &ctx, const smt::Expr &e) {
  llvm::StringSet<> none;
  return ctx.normalize(ctx.simplify(e), none);
}

TEST(SmtNormalForm, MinimaAndMaximaOfCommutedOperandsAreOneTerm) {
  smt::Context ctx;
  smt::Expr x = ctx.var("x", ctx.bvSort(32)), y = ctx.var("y", ctx.bvSort(32));
  auto ule = [&](const smt::Expr &a, const smt::Expr &b) {
    return ctx.bv(smt::BvOp::Ule, a, b);
  };
  auto slt = [&](const smt::Expr &a, const smt::Expr &b) {
    return ctx.bv(smt::BvOp::Slt, a, b);
  };
  // arith.maxui x, y and arith.maxui y, x; minima likewise (signed and
  // unsigned, through strict comparisons or not).
  smt::Expr maxXY = ctx.ite(ule(x, y), y, x), maxYX = ctx.ite(ule(y, x), x, y);
  smt::Expr minXY = ctx.ite(slt(x, y), x, y), minYX = ctx.ite(ule(y, x), y, x);
  EXPECT_TRUE(normal(ctx, maxXY).same(normal(ctx, maxYX)));
  EXPECT_TRUE(valid(ctx, normal(ctx, maxXY) == maxXY));
  smt::Expr sminXY = ctx.ite(ctx.bv(smt::BvOp::Sle, x, y), x, y);
  smt::Expr sminYX = ctx.ite(slt(y, x), y, x);
  EXPECT_TRUE(normal(ctx, sminXY).same(normal(ctx, sminYX)));
  EXPECT_TRUE(valid(ctx, normal(ctx, sminYX) == sminXY));
  // Strict or not, the same minimum; a maximum is not a minimum, an
  // unsigned one not a signed one.
  EXPECT_TRUE(normal(ctx, minXY).same(normal(ctx, sminXY)));
  EXPECT_FALSE(normal(ctx, maxXY).same(normal(ctx, minYX)));
  EXPECT_FALSE(normal(ctx, minXY).same(normal(ctx, minYX)));
  EXPECT_FALSE(valid(ctx, minXY == minYX));
  // Integers too.
  smt::Expr i = ctx.intVar("i"), j = ctx.intVar("j");
  EXPECT_TRUE(normal(ctx, ctx.ite(i <= j, j, i))
                  .same(normal(ctx, ctx.ite(j < i, i, j))));
}

TEST(SmtNormalForm, AChoiceBetweenTwoEqualOperandsIsItsElseBranch) {
  // `x == 0 ? 0 : x` (a select replacing 0 by 0) is x; `x == y ? y : x`
  // is x; `x == 0 ? 1 : x` is not.
  smt::Context ctx;
  smt::Expr x = ctx.var("x", ctx.bvSort(8)), y = ctx.var("y", ctx.bvSort(8));
  smt::Expr zero = ctx.bvConst(8, 0), one = ctx.bvConst(8, 1);
  EXPECT_TRUE(normal(ctx, ctx.ite(x == zero, zero, x)).same(normal(ctx, x)));
  EXPECT_TRUE(normal(ctx, ctx.ite(x == y, y, x)).same(normal(ctx, x)));
  smt::Expr other = ctx.ite(x == zero, one, x);
  EXPECT_FALSE(normal(ctx, other).same(normal(ctx, x)));
  EXPECT_FALSE(valid(ctx, other == x));
}

TEST(SmtNormalForm, ShiftsTheAmountCannotChangeAreTheirValue) {
  smt::Context ctx;
  smt::Expr s = ctx.var("s", ctx.bvSort(8));
  smt::Expr ones = ctx.bvConst(8, 0xff), zero = ctx.bvConst(8, 0);
  EXPECT_TRUE(normal(ctx, ctx.bv(smt::BvOp::AShr, ones, s)).same(ones));
  EXPECT_TRUE(normal(ctx, ctx.bv(smt::BvOp::LShr, zero, s)).same(zero));
  EXPECT_TRUE(normal(ctx, ctx.bv(smt::BvOp::Shl, zero, s)).same(zero));
  // A logical shift of -1 depends on the amount.
  smt::Expr lshr = ctx.bv(smt::BvOp::LShr, ones, s);
  EXPECT_FALSE(normal(ctx, lshr).same(ones));
  EXPECT_FALSE(valid(ctx, lshr == ones));
}

TEST(SmtNormalForm, AnIndexLessItsTilesStartIsItsRemainder) {
  // i - 3 * (i div 3) is i mod 3; that divided by 3 is 0 (an index read
  // through a tile's offset and back): one term with `i div 3`.
  smt::Context ctx;
  smt::Expr i = ctx.intVar("i"), three = ctx.intConst(3);
  smt::Expr local = i - three * i.floorDiv(three);
  smt::Expr read = local.floorDiv(three) + i.floorDiv(three);
  EXPECT_TRUE(normal(ctx, read).same(normal(ctx, i.floorDiv(three))));
  EXPECT_TRUE(normal(ctx, local).same(normal(ctx, i.mod(three))));
  EXPECT_TRUE(valid(ctx, normal(ctx, read) == read));
  // Divided by 2 instead, the remainder of 3 is not 0.
  smt::Expr other = local.floorDiv(ctx.intConst(2));
  EXPECT_FALSE(normal(ctx, other).same(normal(ctx, ctx.intConst(0))));
}

TEST(SmtNormalForm, AssumingALiteralOfABoundVariableShiftsUnderBinders) {
  // lambda x. (0 <= x ? (forall y. 0 <= y and 0 <= x) : false): inside the
  // then-branch `0 <= x` is true, also under the binder of y, where the
  // same literal as written (`0 <= (:var 0)`) would mean `0 <= y`.
  smt::Context ctx;
  smt::Expr x = ctx.intVar("x"), y = ctx.intVar("y"), k = ctx.intVar("k");
  smt::Expr zero = ctx.intConst(0);
  smt::Expr inner = ctx.forall({y}, zero <= y && zero <= x);
  smt::Expr f =
      ctx.lambda({x}, ctx.ite(zero <= x, inner, ctx.boolConst(false)));
  smt::Expr g = ctx.assumeConditionsInBranches(f);
  EXPECT_FALSE(g.same(f)); // the rule applied
  // The same function: false everywhere (no y has 0 <= y for all y).
  EXPECT_TRUE(valid(ctx, ctx.select(g, {k}) == ctx.select(f, {k})));
  EXPECT_TRUE(valid(ctx, !ctx.select(g, {k})));
}

TEST(SmtNormalForm, AConditionDeepInsideABranchIsDecidedThere) {
  // c ? 1 + (2 * (c ? x : y)) : (d ? x : y): the inner choice on c, deep in
  // the then-branch, is x there; the else-branch holds no c and is left as
  // it is (the conditions each branch holds are looked up, not substituted).
  smt::Context ctx;
  smt::Expr i = ctx.intVar("i"), n = ctx.intVar("n");
  smt::Expr x = ctx.intVar("x"), y = ctx.intVar("y");
  smt::Expr c = i < n, d = n < i;
  smt::Expr deep = ctx.intConst(1) + ctx.intConst(2) * ctx.ite(c, x, y);
  smt::Expr otherwise = ctx.ite(d, x, y);
  smt::Expr g = ctx.assumeConditionsInBranches(ctx.ite(c, deep, otherwise));
  smt::Expr expected = ctx.ite(
      c, ctx.simplify(ctx.intConst(1) + ctx.intConst(2) * x), otherwise);
  EXPECT_TRUE(g.same(expected)) << g.str();
}

TEST(SmtNormalForm, ABranchWhereTwoValuesAreEqualComputesWithOne) {
  // x == 4 ? f(x) : f(4) is f(4); x == y ? f(y) : f(x) is f(x): where the
  // condition holds, the side the other branch does not hold is replaced.
  smt::Context ctx;
  smt::Sort bv = ctx.bvSort(32);
  smt::Expr x = ctx.var("x", bv), y = ctx.var("y", bv);
  smt::Func f = ctx.function("f", {bv}, bv), g = ctx.function("g", {bv}, bv);
  smt::Expr four = ctx.bvConst(32, 4);
  smt::Expr byNumeral =
      ctx.ite(x == four, ctx.apply(f, {x}), ctx.apply(f, {four}));
  EXPECT_TRUE(ctx.simplify(ctx.assumeConditionsInBranches(byNumeral))
                  .same(ctx.apply(f, {four})));
  smt::Expr byValue = ctx.ite(x == y, ctx.apply(f, {y}), ctx.apply(f, {x}));
  EXPECT_TRUE(ctx.simplify(ctx.assumeConditionsInBranches(byValue))
                  .same(ctx.apply(f, {x})));
  // Different functions stay a choice, meaning the same.
  smt::Expr apart = ctx.ite(x == y, ctx.apply(f, {y}), ctx.apply(g, {x}));
  smt::Expr kept = ctx.simplify(ctx.assumeConditionsInBranches(apart));
  EXPECT_TRUE(kept.asIte().has_value());
  EXPECT_TRUE(valid(ctx, kept == apart));
  EXPECT_FALSE(valid(ctx, kept == ctx.apply(g, {x})));
}

TEST(SmtNormalForm, IndexTermsEqualAtEveryPointOfABoxAreOne) {
  // A tiled nest's index, recomposed from the tile's offset and the point
  // in it, is the untiled one at every point of the result: one term.
  smt::Context ctx;
  smt::Expr i = ctx.intVar("i"), j = ctx.intVar("j");
  smt::Expr two = ctx.intConst(2), three = ctx.intConst(3);
  smt::Expr tile = i.floorDiv(three);
  smt::Expr tiled = (three * tile).floorDiv(two) +
                    (tile.mod(two) + i.mod(three)).floorDiv(two);
  smt::Func read = ctx.function("read", {ctx.intSort()}, ctx.intSort());
  smt::Expr a = ctx.apply(read, {i.floorDiv(two)}) + j;
  smt::Expr b = ctx.apply(read, {tiled}) + j;
  std::vector<smt::Expr> box =
      ctx.simplestOnBox({a, b}, {{i, 12}, {j, 2}}, /*maxPoints=*/4096);
  EXPECT_TRUE(ctx.simplify(box[0]).same(ctx.simplify(box[1])));
  // `i mod 4` is `i` below 4, not below 5: replaced on the first box only.
  smt::Expr rem = ctx.apply(read, {i.mod(ctx.intConst(4))});
  EXPECT_TRUE(
      ctx.simplestOnBox({rem}, {{i, 4}}, 4096)[0].same(ctx.apply(read, {i})));
  EXPECT_TRUE(ctx.simplestOnBox({rem}, {{i, 5}}, 4096)[0].same(rem));
  // Past the most points, left alone.
  EXPECT_TRUE(ctx.simplestOnBox({rem}, {{i, 4}, {j, 4}}, 8)[0].same(rem));
  // A quotient by a variable the box does not hold: not evaluated.
  smt::Expr n = ctx.intVar("n");
  smt::Expr byN = ctx.apply(read, {i.floorDiv(n)});
  EXPECT_TRUE(ctx.simplestOnBox({byN}, {{i, 4}}, 4096)[0].same(byN));
}

TEST(SmtNormalForm, AnIndexDelinearizedAndLinearizedAgainCancels) {
  // A reshape of dynamic dims reads element `q*(c*b) + r*b + i mod b` of
  // what the unfused op reads at `i` (q, r: `i div b` split by c): the same
  // term once remainders by positive divisors are quotients.
  smt::Context ctx;
  smt::Expr i = ctx.intVar("i"), n = ctx.intVar("n"), m = ctx.intVar("m");
  smt::Expr b = ctx.intConst(5) + n, c = ctx.intConst(4) + m;
  smt::Expr outer = i.floorDiv(b);
  auto linearized = [&](const smt::Expr &inner) {
    return ctx.simplify(outer.floorDiv(c) * (c * b) + outer.mod(c) * b +
                        i.mod(inner));
  };
  smt::Func read = ctx.function("read", {ctx.intSort()}, ctx.intSort());
  smt::Expr unfused = ctx.apply(read, {i});
  smt::Expr fused = ctx.apply(read, {linearized(b)});
  auto always = [](const smt::Expr &) { return true; };
  std::optional<std::vector<smt::Expr>> terms =
      ctx.withRemaindersAsQuotients({unfused, fused}, always);
  ASSERT_TRUE(terms);
  EXPECT_TRUE(ctx.simplify((*terms)[1]).same(ctx.simplify((*terms)[0])));
  // Where a divisor may be 0 (x mod 0 is any value), left alone; where no
  // remainder is by a size, too.
  auto never = [](const smt::Expr &) { return false; };
  EXPECT_FALSE(ctx.withRemaindersAsQuotients({unfused, fused}, never));
  EXPECT_FALSE(ctx.withRemaindersAsQuotients(
      {ctx.apply(read, {i.mod(ctx.intConst(4))})}, always));
  // A wrong linearization (the innermost remainder by c) is rewritten too,
  // into another term than the unfused one.
  smt::Expr wrong = ctx.apply(read, {linearized(c)});
  terms = ctx.withRemaindersAsQuotients({unfused, wrong}, always);
  ASSERT_TRUE(terms);
  EXPECT_FALSE((*terms)[1].same(wrong));
  EXPECT_FALSE(ctx.simplify((*terms)[1]).same(ctx.simplify((*terms)[0])));
}

TEST(SmtNormalForm, SizeEqualitiesAreSolvedForAUnitPivot) {
  // A pad's amounts summing to a static size, a dim fixed to a numeral, two
  // dims equal; an inequality and a product are left alone.
  smt::Context ctx;
  smt::Expr lo = ctx.intVar("lo"), hi = ctx.intVar("hi"), d = ctx.intVar("d");
  smt::Expr e = ctx.intVar("e"), f = ctx.intVar("f");
  std::vector<smt::Expr> conditions = {
      ctx.intConst(5) + lo + hi == ctx.intConst(7), d == ctx.intConst(4),
      e == f, ctx.intConst(0) <= lo, e * f == ctx.intConst(6)};
  equiv::SizeSolution s =
      equiv::solveSizeEqualities(ctx, conditions, {lo, hi, d, e, f});
  ASSERT_EQ(s.from.size(), 3u);
  EXPECT_TRUE(s.from[0].same(hi));
  EXPECT_TRUE(s.from[1].same(d));
  EXPECT_TRUE(s.from[2].same(f));
  for (const smt::Expr &t : s.to)
    for (const smt::Expr &v : s.from)
      EXPECT_FALSE(t.mentions(v)) << t.str();
  // Each solution holds wherever the conditions do.
  smt::Expr premises = ctx.all(conditions);
  for (size_t k = 0; k < s.from.size(); ++k)
    EXPECT_TRUE(valid(ctx, premises.implies(s.from[k] == s.to[k])));
  // The size the pad makes is then the static one.
  smt::Expr size =
      ctx.simplify(ctx.substitute(ctx.intConst(5) + lo + hi, s.from, s.to));
  EXPECT_EQ(size.numeral(), 7u);
}
