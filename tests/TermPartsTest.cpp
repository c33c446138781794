//===- TermPartsTest.cpp - Terms compared place by place ------------------===//
//
// The end-to-end proof shows two terms equal part by part where they apply
// the same operations and differ only at some places (an index a tile
// offsets): the places must be every place the terms differ at, closed
// (no binder around them), and under the conditions that choose them, so
// that the places being equal makes the terms equal and a wrong place is
// never equal.
//
//===----------------------------------------------------------------------===//
#include "oracle/smt/Smt.h"

#include "llvm/ADT/StringSet.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace fusefuzz;

namespace {
/// Whether `claim` holds for every value of its variables.
bool valid(smt::Context &ctx, const smt::Expr &claim) {
  smt::Solver solver(ctx, 20000);
  solver.add(!claim);
  return solver.check() == smt::Result::Unsat;
}

/// Whether every place holds: its sides equal under its context.
bool everyPlaceHolds(smt::Context &ctx,
                     const std::vector<smt::Difference> &places,
                     const smt::Expr &premise) {
  std::vector<smt::Expr> all;
  for (const smt::Difference &d : places)
    all.push_back(d.context.implies(d.left == d.right));
  return valid(ctx, premise.implies(ctx.all(all)));
}

/// Terms over f32 values read from `a` and an uninterpreted `mulf`, and a
/// fold `fold.f32` over a lambda (r, acc), as the end-to-end proof makes.
struct Terms {
  smt::Context ctx;
  smt::Sort f32 = ctx.namedSort("f32");
  smt::Func a = ctx.function("arg0", {ctx.intSort()}, f32);
  smt::Func b = ctx.function("arg1", {ctx.intSort()}, f32);
  smt::Func mulf = ctx.function("arith.mulf", {f32, f32}, f32);
  smt::Expr i = ctx.intVar("i"), n = ctx.intVar("n");
  llvm::StringSet<> commutative = {"arith.mulf"};

  smt::Expr read(const smt::Func &f, const smt::Expr &index) {
    return ctx.apply(f, {index});
  }
  smt::Expr mul(const smt::Expr &x, const smt::Expr &y) {
    return ctx.apply(mulf, {x, y});
  }
  /// The places `fused` differs from `unfused` at, walked with either on
  /// the left.
  std::vector<std::optional<std::vector<smt::Difference>>>
  placesBothWays(const smt::Expr &fused, const smt::Expr &unfused) {
    return {ctx.differences(unfused, fused, commutative, 16),
            ctx.differences(fused, unfused, commutative, 16)};
  }
  /// fold(init, 4, lambda (r, acc). r < 4 ? acc * a[index(r)] : acc).
  smt::Expr fold(const smt::Expr &init,
                 const std::function<smt::Expr(const smt::Expr &)> &index) {
    smt::Expr r = ctx.var("r", ctx.intSort()), acc = ctx.var("acc", f32);
    smt::Expr body =
        ctx.ite(r < ctx.intConst(4), mul(acc, read(a, index(r))), acc);
    smt::Expr lambda = ctx.lambda({r, acc}, body);
    smt::Func f =
        ctx.function("fold.f32", {f32, ctx.intSort(), lambda.sort()}, f32);
    return ctx.apply(f, {init, ctx.intConst(4), lambda});
  }
};
} // namespace

TEST(TermParts, APlaceInsideAFoldIsClosedAndDecidesTheTerms) {
  Terms t;
  smt::Context &ctx = t.ctx;
  smt::Expr four = ctx.intConst(4);
  // The unfused fold reads a[i + r]; the tiled one a[(i - 4) + (4 + r)]
  // (equal), or a[i + r + 1] (wrong).
  smt::Expr unfused = t.fold(t.read(t.b, t.i), [&](const smt::Expr &r) {
    return ctx.simplify(t.i + r);
  });
  smt::Expr tiled = t.fold(t.read(t.b, t.i), [&](const smt::Expr &r) {
    return (t.i - four) + (four + r);
  });
  smt::Expr wrong = t.fold(t.read(t.b, t.i), [&](const smt::Expr &r) {
    return t.i + r + ctx.intConst(1);
  });
  for (auto [fused, holds] :
       {std::pair(tiled, true), std::pair(wrong, false)}) {
    std::optional<std::vector<smt::Difference>> places =
        ctx.differences(unfused, fused, t.commutative, 16);
    ASSERT_TRUE(places);
    // One place, the index, with the fold's bound variable a constant and
    // the fold's condition as its context.
    ASSERT_EQ(places->size(), 1u);
    const smt::Difference &d = places->front();
    EXPECT_TRUE(d.left.isInt());
    EXPECT_FALSE(d.left.hasFreeVariables());
    EXPECT_FALSE(d.right.hasFreeVariables());
    EXPECT_NE(d.context.str().find("bound0.0"), std::string::npos)
        << d.context.str();
    EXPECT_EQ(everyPlaceHolds(ctx, *places, ctx.boolConst(true)), holds);
  }
  // The same term: no place.
  std::optional<std::vector<smt::Difference>> none =
      ctx.differences(unfused, unfused, t.commutative, 16);
  ASSERT_TRUE(none);
  EXPECT_TRUE(none->empty());
}

TEST(TermParts, CommutedOperandsArePairedByShape) {
  Terms t;
  smt::Context &ctx = t.ctx;
  smt::Expr one = ctx.intConst(1);
  // a[i] * b[i] beside b[i] * a[(i + 1) - 1]: paired a with a, b with b.
  smt::Expr unfused = t.mul(t.read(t.a, t.i), t.read(t.b, t.i));
  smt::Expr fused = t.mul(t.read(t.b, t.i), t.read(t.a, (t.i + one) - one));
  std::optional<std::vector<smt::Difference>> places =
      ctx.differences(unfused, fused, t.commutative, 16);
  ASSERT_TRUE(places);
  ASSERT_EQ(places->size(), 1u);
  EXPECT_TRUE(everyPlaceHolds(ctx, *places, ctx.boolConst(true)));
  // acc * a[i] beside (i < n ? a[i] : b[i]) * acc: the same operand
  // paired with itself although the others' shapes differ.
  smt::Expr acc = ctx.var("acc", t.f32);
  smt::Expr chosen = ctx.ite(t.i < t.n, t.read(t.a, t.i), t.read(t.b, t.i));
  places = ctx.differences(t.mul(acc, t.read(t.a, t.i)), t.mul(chosen, acc),
                           t.commutative, 16);
  ASSERT_TRUE(places);
  ASSERT_EQ(places->size(), 1u);
  EXPECT_TRUE(places->front().left.same(t.read(t.a, t.i)));
  // Not commutative: paired as they stand, the places differ.
  llvm::StringSet<> none;
  places = ctx.differences(unfused, fused, none, 16);
  ASSERT_TRUE(places);
  EXPECT_EQ(places->size(), 2u);
  EXPECT_FALSE(everyPlaceHolds(ctx, *places, ctx.boolConst(true)));
}

TEST(TermParts, ChoicesMadeApartAreComparedBranchByBranch) {
  Terms t;
  smt::Context &ctx = t.ctx;
  smt::Expr zero = ctx.var("zero", t.f32);
  // A pad's bounds check (i < n ? a[i] : pad) beside a tiled pad's test
  // with its branches swapped (n <= i ? pad : a[i]); and beside one that
  // reads a[i] where the unfused reads the pad (wrong).
  smt::Expr unfused = ctx.ite(t.i < t.n, t.read(t.a, t.i), zero);
  smt::Expr swapped = ctx.ite(t.n <= t.i, zero, t.read(t.a, t.i));
  smt::Expr wrong =
      ctx.ite(t.n <= t.i + ctx.intConst(1), zero, t.read(t.a, t.i));
  std::optional<std::vector<smt::Difference>> places =
      ctx.differences(unfused, swapped, t.commutative, 16);
  ASSERT_TRUE(places);
  EXPECT_TRUE(everyPlaceHolds(ctx, *places, ctx.boolConst(true)));
  places = ctx.differences(unfused, wrong, t.commutative, 16);
  ASSERT_TRUE(places);
  EXPECT_FALSE(everyPlaceHolds(ctx, *places, ctx.boolConst(true)));
  // Past the limit: none.
  EXPECT_FALSE(ctx.differences(unfused, wrong, t.commutative, 0));
}

TEST(TermParts, ValueCasesSplitChoicesOnIndicesAlone) {
  Terms t;
  smt::Context &ctx = t.ctx;
  smt::Expr zero = ctx.var("zero", t.f32);
  smt::Expr x = t.read(t.a, t.i), y = t.read(t.b, t.i);
  // (i < n ? a[i] : 0) * b[i]: two cases, each the product of one branch.
  smt::Expr e = t.mul(ctx.ite(t.i < t.n, x, zero), y);
  std::vector<std::pair<smt::Expr, smt::Expr>> cases = ctx.valueCases(e, 8);
  ASSERT_EQ(cases.size(), 2u);
  std::vector<smt::Expr> conditions;
  for (const auto &[c, term] : cases) {
    conditions.push_back(c);
    EXPECT_TRUE(valid(ctx, c.implies(term == e)));
    EXPECT_EQ(term.asIte(), std::nullopt);
  }
  EXPECT_TRUE(valid(ctx, ctx.any(conditions)));
  EXPECT_TRUE(valid(ctx, !(conditions[0] && conditions[1])));
  // A choice on values stays where it is; past the limit, one case.
  smt::Expr onValues = ctx.ite(x == y, x, zero);
  EXPECT_EQ(ctx.valueCases(onValues, 8).size(), 1u);
  EXPECT_EQ(ctx.valueCases(e, 1).size(), 1u);
}

TEST(TermParts, AbstractedFoldsAreOneConstantEach) {
  Terms t;
  smt::Context &ctx = t.ctx;
  smt::Expr f =
      t.fold(t.read(t.b, t.i), [&](const smt::Expr &r) { return t.i + r; });
  smt::Expr g =
      t.fold(t.read(t.b, t.n), [&](const smt::Expr &r) { return t.i + r; });
  llvm::DenseMap<unsigned, smt::Expr> constants;
  smt::Expr af = ctx.abstractApplications(t.mul(f, f), "fold.", constants);
  smt::Expr ag = ctx.abstractApplications(g, "fold.", constants);
  EXPECT_EQ(constants.size(), 2u);
  // No binder left; the same fold the same constant, another fold another.
  EXPECT_EQ(af.str().find("lambda"), std::string::npos) << af.str();
  EXPECT_TRUE(af.arguments()[0].same(af.arguments()[1]));
  EXPECT_FALSE(ag.same(af.arguments()[0]));
  // Weaker, so an unsatisfiable abstraction proves the exact query: here
  // f = g does not follow from the constants.
  EXPECT_FALSE(valid(ctx, ag == af.arguments()[0]));
}

TEST(TermParts, OperandsAreMatchedBySameThenShapeThenTopOperators) {
  Terms t;
  smt::Context &ctx = t.ctx;
  smt::Func sqrt = ctx.function("math.sqrt", {t.f32}, t.f32);
  smt::Func neg = ctx.function("arith.negf", {t.f32}, t.f32);
  // A fold reading a[r], and the same fold read through a tiled pad's test
  // on indices (equal: both branches read a[r]), or reading b[r] in one
  // branch (wrong): deep inside, so the two folds' shapes differ.
  auto plain = [&](const smt::Expr &r) { return r; };
  smt::Expr f = t.fold(t.read(t.b, t.i), plain);
  smt::Expr r = ctx.var("r", ctx.intSort()), acc = ctx.var("acc", t.f32);
  auto tiledFold = [&](const smt::Func &otherwise) {
    smt::Expr read = ctx.ite(r < t.n, t.read(t.a, r), t.read(otherwise, r));
    smt::Expr body = ctx.ite(r < ctx.intConst(4), t.mul(acc, read), acc);
    smt::Expr lambda = ctx.lambda({r, acc}, body);
    smt::Func fold =
        ctx.function("fold.f32", {t.f32, ctx.intSort(), lambda.sort()}, t.f32);
    return ctx.apply(fold, {t.read(t.b, t.i), ctx.intConst(4), lambda});
  };
  smt::Expr tiled = tiledFold(t.a), wrong = tiledFold(t.b);
  // sqrt(f) * neg(f) beside neg(g) * sqrt(g): each operand's whole shape
  // differs from its partner's; their top operators pair them.
  smt::Expr unfused = t.mul(ctx.apply(sqrt, {f}), ctx.apply(neg, {f}));
  for (auto [g, holds] : {std::pair(tiled, true), std::pair(wrong, false)}) {
    smt::Expr fused = t.mul(ctx.apply(neg, {g}), ctx.apply(sqrt, {g}));
    std::optional<std::vector<smt::Difference>> places =
        ctx.differences(unfused, fused, t.commutative, 16);
    ASSERT_TRUE(places);
    EXPECT_EQ(everyPlaceHolds(ctx, *places, ctx.boolConst(true)), holds);
  }
  // Conjuncts of three reading values, in another order and one of them
  // the same term: the same paired first, then by shape.
  smt::Expr x = t.read(t.a, t.i), y = t.read(t.b, t.i);
  smt::Expr one = ctx.intConst(1);
  smt::Expr p = x == y, q = t.mul(x, x) == y;
  smt::Expr xShifted = t.read(t.a, (t.i + one) - one);
  // (Simplified: one n-ary conjunction, as the proof's terms are.)
  smt::Expr conjuncts = ctx.simplify(ctx.all({p, q, t.read(t.b, t.n) == x}));
  smt::Expr reordered = ctx.simplify(
      ctx.all({t.read(t.b, t.n) == xShifted, p, t.mul(xShifted, x) == y}));
  std::optional<std::vector<smt::Difference>> places =
      ctx.differences(conjuncts, reordered, t.commutative, 16);
  ASSERT_TRUE(places);
  EXPECT_TRUE(everyPlaceHolds(ctx, *places, ctx.boolConst(true)));
}

TEST(TermParts, AChoiceOneSideMakesAloneIsComparedBranchByBranch) {
  Terms t;
  smt::Context &ctx = t.ctx;
  smt::Expr one = ctx.intConst(1);
  smt::Expr x = t.read(t.a, t.i), y = t.read(t.b, t.i);
  // a[i] * b[i] beside (i < n ? a[i] * b[i] : a[i] * b[(i + 1) - 1]): a
  // test only the fused side makes; each branch against the unfused term.
  smt::Expr unfused = t.mul(x, y);
  auto chosen = [&](const smt::Expr &otherwise) {
    return ctx.ite(t.i < t.n, t.mul(x, y), t.mul(x, otherwise));
  };
  smt::Expr equal = chosen(t.read(t.b, (t.i + one) - one));
  smt::Expr wrong = chosen(t.read(t.b, t.i + one));
  for (auto [fused, holds] :
       {std::pair(equal, true), std::pair(wrong, false)}) {
    for (const auto &places : t.placesBothWays(fused, unfused)) {
      ASSERT_TRUE(places);
      // Only the else branch differs: one place, under i >= n.
      ASSERT_EQ(places->size(), 1u);
      EXPECT_TRUE(valid(ctx, places->front().context.implies(t.n <= t.i)));
      EXPECT_EQ(everyPlaceHolds(ctx, *places, ctx.boolConst(true)), holds);
    }
  }
}

TEST(TermParts, AChoiceOnIndicesAroundAChoiceOnValuesIsTakenApartFirst) {
  Terms t;
  smt::Context &ctx = t.ctx;
  smt::Func lessf =
      ctx.function("arith.cmpf.olt", {t.f32, t.f32}, ctx.boolSort());
  smt::Expr one = ctx.intConst(1);
  smt::Expr x = t.read(t.a, t.i), y = t.read(t.b, t.i);
  auto min = [&](const smt::Expr &u, const smt::Expr &v) {
    return ctx.ite(ctx.apply(lessf, {u, v}), u, v);
  };
  // min(a[i], b[i]) beside (i < n ? min(a[i], b[i]) : min(a[i], other)):
  // both choices, but only the fused one's test is on indices. Its
  // condition is not compared with the minimum's: each of its branches is
  // compared with the whole unfused term.
  smt::Expr unfused = min(x, y);
  auto chosen = [&](const smt::Expr &other) {
    return ctx.ite(t.i < t.n, min(x, y), min(x, other));
  };
  smt::Expr equal = chosen(t.read(t.b, (t.i + one) - one));
  smt::Expr wrong = chosen(t.read(t.b, t.i + one));
  for (auto [fused, holds] :
       {std::pair(equal, true), std::pair(wrong, false)}) {
    for (const auto &places : t.placesBothWays(fused, unfused)) {
      ASSERT_TRUE(places);
      // Only under i >= n do the terms differ: at b's index.
      ASSERT_FALSE(places->empty());
      for (const smt::Difference &d : *places) {
        EXPECT_TRUE(valid(ctx, d.context.implies(t.n <= t.i)));
        EXPECT_EQ(d.left.sort(), ctx.intSort());
      }
      EXPECT_EQ(everyPlaceHolds(ctx, *places, ctx.boolConst(true)), holds);
    }
  }
}

TEST(TermParts, AFoldOverASizeOfOneFoldsOverTheOthersAlone) {
  Terms t;
  smt::Context &ctx = t.ctx;
  smt::Expr r0 = ctx.var("r0", ctx.intSort()),
            r1 = ctx.var("r1", ctx.intSort());
  smt::Expr acc = ctx.var("acc", t.f32);
  // fold.f32.2(b[i], n, 1, lambda (r0, r1, acc). acc * a[r0 + 2 * r1]).
  smt::Expr step = t.mul(acc, t.read(t.a, r0 + ctx.intConst(2) * r1));
  smt::Expr lambda2 = ctx.lambda({r0, r1, acc}, step);
  smt::Func fold2 = ctx.function(
      "fold.f32.2", {t.f32, ctx.intSort(), ctx.intSort(), lambda2.sort()},
      t.f32);
  smt::Expr init = t.read(t.b, t.i);
  smt::Expr unit = ctx.apply(fold2, {init, t.n, ctx.intConst(1), lambda2});
  // The same fold over n alone, its second index 0: the one a side builds
  // where the size is 1 from the start.
  smt::Expr lambda1 =
      ctx.lambda({r0, acc}, t.mul(acc, t.read(t.a, r0 + ctx.intConst(0))));
  smt::Func fold1 =
      ctx.function("fold.f32.1", {t.f32, ctx.intSort(), lambda1.sort()}, t.f32);
  smt::Expr expected = ctx.simplify(ctx.apply(fold1, {init, t.n, lambda1}));
  EXPECT_TRUE(ctx.withFoldsInOneShape(unit, "fold.").same(expected))
      << ctx.withFoldsInOneShape(unit, "fold.").str();
  // Every size 1: one step from the init.
  smt::Expr single =
      ctx.apply(fold2, {init, ctx.intConst(1), ctx.intConst(1), lambda2});
  EXPECT_TRUE(valid(ctx, ctx.withFoldsInOneShape(single, "fold.") ==
                             t.mul(init, t.read(t.a, ctx.intConst(0)))));
  // No size 1 (or another prefix): left as it is.
  smt::Expr none = ctx.apply(fold2, {init, t.n, t.n, lambda2});
  EXPECT_TRUE(ctx.withFoldsInOneShape(none, "fold.").same(none));
  EXPECT_TRUE(ctx.withFoldsInOneShape(unit, "other.").same(unit));
}

TEST(TermParts, AFoldOverASizeOfOneInsideAnotherFoldsOverTheOthersAlone) {
  // Inside the step of a fold over s: fold.f32.2(b[s], n, 1, lambda (r0,
  // r1, acc). acc * a[r0 + 2 * r1 + s]), whose terms name s, a variable of
  // the binder around it.
  Terms t;
  smt::Context &ctx = t.ctx;
  smt::Expr s = ctx.var("s", ctx.intSort()), r0 = ctx.var("r0", ctx.intSort()),
            r1 = ctx.var("r1", ctx.intSort());
  smt::Expr acc = ctx.var("acc", t.f32), outerAcc = ctx.var("oacc", t.f32);
  auto inner = [&](const smt::Expr &sizeOrZero, bool twoLoops) {
    smt::Expr index = r0 + ctx.intConst(2) * (twoLoops ? r1 : sizeOrZero) + s;
    smt::Expr step = t.mul(acc, t.read(t.a, index));
    std::vector<smt::Expr> bound = {r0};
    if (twoLoops)
      bound.push_back(r1);
    bound.push_back(acc);
    smt::Expr lambda = ctx.lambda(bound, step);
    std::vector<smt::Sort> sorts = {t.f32, ctx.intSort()};
    std::vector<smt::Expr> args = {t.read(t.b, s), t.n};
    if (twoLoops) {
      sorts.push_back(ctx.intSort());
      args.push_back(sizeOrZero);
    }
    sorts.push_back(lambda.sort());
    args.push_back(lambda);
    smt::Func f =
        ctx.function(twoLoops ? "fold.f32.2" : "fold.f32.1", sorts, t.f32);
    return ctx.apply(f, args);
  };
  auto outer = [&](const smt::Expr &innerFold) {
    smt::Expr lambda = ctx.lambda({s, outerAcc}, t.mul(outerAcc, innerFold));
    smt::Func f = ctx.function("fold.f32.1",
                               {t.f32, ctx.intSort(), lambda.sort()}, t.f32);
    return ctx.apply(f, {t.read(t.b, t.i), t.n, lambda});
  };
  smt::Expr unit = outer(inner(ctx.intConst(1), true));
  smt::Expr rebuilt = ctx.withFoldsInOneShape(unit, "fold.");
  // One loop fewer inside, r1 read as 0, s still the outer loop's.
  EXPECT_FALSE(rebuilt.same(unit));
  EXPECT_TRUE(valid(ctx, rebuilt == outer(inner(ctx.intConst(0), false))))
      << rebuilt.str();
  std::vector<std::string> folds = rebuilt.applied("fold.");
  EXPECT_EQ(std::count(folds.begin(), folds.end(), "fold.f32.2"), 0);
  // A size other than 1: left as it is.
  smt::Expr two = outer(inner(ctx.intConst(2), true));
  EXPECT_TRUE(ctx.withFoldsInOneShape(two, "fold.").same(two));
}

namespace {
/// fold.f32.1(b[i], tiles, lambda (t, acc). 0 <= t < tiles ?
///   fold.f32.1(acc, size(t), lambda (r, acc'). 0 <= r < size(t) ?
///     acc' * a[offset(t) + r] : acc') : acc):
/// a reduction loop over n points tiled by a loop over tiles.
smt::Expr tiledFold(Terms &t, const smt::Expr &tiles,
                    const std::function<smt::Expr(const smt::Expr &)> &size,
                    const std::function<smt::Expr(const smt::Expr &)> &offset) {
  smt::Context &ctx = t.ctx;
  smt::Expr zero = ctx.intConst(0);
  smt::Expr tile = ctx.var("t", ctx.intSort()), r = ctx.var("r", ctx.intSort());
  smt::Expr acc = ctx.var("acc", t.f32), inner = ctx.var("acc'", t.f32);
  smt::Expr step = ctx.ite(zero <= r && r < size(tile),
                           t.mul(inner, t.read(t.a, offset(tile) + r)), inner);
  smt::Expr innerLambda = ctx.lambda({r, inner}, step);
  smt::Func fold = ctx.function(
      "fold.f32.1", {t.f32, ctx.intSort(), innerLambda.sort()}, t.f32);
  smt::Expr tileFold = ctx.apply(fold, {acc, size(tile), innerLambda});
  smt::Expr outerLambda = ctx.lambda(
      {tile, acc}, ctx.ite(zero <= tile && tile < tiles, tileFold, acc));
  return ctx.simplify(ctx.apply(fold, {t.read(t.b, t.i), tiles, outerLambda}));
}
} // namespace

TEST(TermParts, AFoldOverTilesIsTheOneFoldWhereTheTilesCoverItInOrder) {
  Terms t;
  smt::Context &ctx = t.ctx;
  smt::Expr zero = ctx.intConst(0), three = ctx.intConst(3);
  smt::Expr premise = zero <= t.n;
  // The one fold over n points, and its tiling by 3: ceil(n / 3) tiles,
  // tile t the points 3t .. 3t + min(3, n - 3t).
  smt::Expr r = ctx.var("r", ctx.intSort()), acc = ctx.var("acc", t.f32);
  smt::Func fold1 = ctx.function(
      "fold.f32.1", {t.f32, ctx.intSort(), ctx.lambda({r, acc}, acc).sort()},
      t.f32);
  smt::Expr one = ctx.simplify(ctx.apply(
      fold1, {t.read(t.b, t.i), t.n,
              ctx.lambda({r, acc}, ctx.ite(zero <= r && r < t.n,
                                           t.mul(acc, t.read(t.a, r)), acc))}));
  smt::Expr tiles = t.n.ceilDiv(three);
  auto size = [&](const smt::Expr &tile) {
    return ctx.min(three, t.n - three * tile);
  };
  auto flatOf = [&](const smt::Expr &tiled) -> std::optional<smt::Expr> {
    for (const smt::FlatFold &f : ctx.flatFolds(tiled, "fold."))
      if (valid(ctx, premise.implies(!f.broken)))
        return f.flat;
    return std::nullopt;
  };
  auto equal = [&](const smt::Expr &flat) {
    std::optional<std::vector<smt::Difference>> places =
        ctx.differences(one, flat, t.commutative, 64);
    return places && everyPlaceHolds(ctx, *places, premise);
  };
  // Read at 3t + r: the one fold, place by place.
  std::optional<smt::Expr> flat = flatOf(tiledFold(
      t, tiles, size, [&](const smt::Expr &tile) { return three * tile; }));
  ASSERT_TRUE(flat);
  EXPECT_EQ(flat->applied("fold.").size(), 1u) << flat->str();
  EXPECT_TRUE(equal(*flat)) << flat->str();
  // Read at 4t + r (tiles of 3 reading a stride of 4): flattened, but not
  // the one fold.
  flat = flatOf(tiledFold(t, tiles, size, [&](const smt::Expr &tile) {
    return ctx.intConst(4) * tile;
  }));
  ASSERT_TRUE(flat);
  EXPECT_FALSE(equal(*flat));
  // Tiles of 4 points, 3 apart (points read twice): the steps are still
  // those of one fold over the tiles' points in order, which is not the
  // one fold over n.
  flat = flatOf(tiledFold(
      t, tiles,
      [&](const smt::Expr &tile) {
        return ctx.min(ctx.intConst(4), t.n - three * tile);
      },
      [&](const smt::Expr &tile) { return three * tile; }));
  ASSERT_TRUE(flat);
  EXPECT_FALSE(equal(*flat));
  // A first tile of 2 points, the others of 3: no step covers them in
  // order, never flattened.
  EXPECT_FALSE(flatOf(tiledFold(
      t, tiles,
      [&](const smt::Expr &tile) {
        return ctx.ite(tile == zero, ctx.intConst(2), three);
      },
      [&](const smt::Expr &tile) { return three * tile; })));
}

TEST(TermParts, AGuardNoStepNamesChoosesBetweenTheFoldAndItsInit) {
  Terms t;
  smt::Context &ctx = t.ctx;
  smt::Expr zero = ctx.intConst(0), one = ctx.intConst(1);
  // fold(b[i], n, lambda (r, acc). 0 <= r < n ? (i == 1 ? acc * a[r] : acc)
  // : acc): where i != 1 no step changes acc, so the fold is b[i].
  smt::Expr r = ctx.var("r", ctx.intSort()), acc = ctx.var("acc", t.f32);
  smt::Expr guarded =
      ctx.ite(zero <= r && r < t.n,
              ctx.ite(t.i == one, t.mul(acc, t.read(t.a, r)), acc), acc);
  smt::Expr lambda = ctx.lambda({r, acc}, guarded);
  smt::Func fold =
      ctx.function("fold.f32.1", {t.f32, ctx.intSort(), lambda.sort()}, t.f32);
  smt::Expr init = t.read(t.b, t.i);
  smt::Expr e = ctx.simplify(ctx.apply(fold, {init, t.n, lambda}));
  smt::Expr lifted = ctx.withFoldsInOneShape(e, "fold.");
  std::optional<std::array<smt::Expr, 3>> ite = lifted.asIte();
  ASSERT_TRUE(ite) << lifted.str();
  // i == 1 ? fold(b[i], n, lambda (r, acc). 0 <= r < n ? acc * a[r] : acc)
  //        : b[i]; Z3 alone cannot show the fold of identity steps b[i].
  EXPECT_TRUE(valid(ctx, (*ite)[0] == (t.i == one)));
  EXPECT_TRUE((*ite)[2].same(init));
  EXPECT_FALSE((*ite)[1].mentions(t.i == one)) << (*ite)[1].str();
  EXPECT_TRUE(valid(ctx, (t.i == one).implies(lifted == e)));
  EXPECT_FALSE(valid(ctx, (!(t.i == one)).implies(e == init)));
  EXPECT_TRUE(valid(ctx, (!(t.i == one)).implies(lifted == init)));
  // A guard naming the step's variable stays inside.
  smt::Expr own = ctx.simplify(ctx.apply(
      fold, {init, t.n,
             ctx.lambda({r, acc},
                        ctx.ite(r == one, t.mul(acc, t.read(t.a, r)), acc))}));
  EXPECT_TRUE(ctx.withFoldsInOneShape(own, "fold.").same(own));
}

TEST(TermParts, AFoldThatCombinesInAnyOrderTakesItsLoopsInAnother) {
  // fold.i32.2(init, m, n, lambda (r0, r1, acc). in domain ? acc op
  // a[r0][r1] : acc): a sum, a minimum over its points in any order; a
  // float product (uninterpreted) or a step that scales the accumulator
  // only in the order written.
  smt::Context ctx;
  smt::Sort i32 = ctx.bvSort(32);
  smt::Func a = ctx.function("arg0", {ctx.intSort(), ctx.intSort()}, i32);
  smt::Func f = ctx.function("arith.mulf", {i32, i32}, i32);
  smt::Expr m = ctx.intVar("m"), n = ctx.intVar("n"), zero = ctx.intConst(0);
  smt::Expr r0 = ctx.intVar("r0"), r1 = ctx.intVar("r1");
  smt::Expr acc = ctx.var("acc", i32), init = ctx.var("init", i32);
  smt::Expr x = ctx.apply(a, {r0, r1});
  auto fold = [&](const smt::Expr &step, const smt::Expr &s0,
                  const smt::Expr &s1, bool swapped) {
    smt::Expr guarded = ctx.ite(zero <= r0 && r0 < (swapped ? s1 : s0) &&
                                    zero <= r1 && r1 < (swapped ? s0 : s1),
                                step, acc);
    smt::Expr lambda = swapped ? ctx.lambda({r1, r0, acc}, guarded)
                               : ctx.lambda({r0, r1, acc}, guarded);
    smt::Func fold2 = ctx.function(
        "fold.i32.2", {i32, ctx.intSort(), ctx.intSort(), lambda.sort()}, i32);
    return ctx.simplify(ctx.apply(fold2, {init, s0, s1, lambda}));
  };
  smt::Expr sum = ctx.bv(smt::BvOp::Add, acc, x);
  smt::Expr minimum = ctx.ite(ctx.bv(smt::BvOp::Sle, acc, x), acc, x);
  for (const smt::Expr &step : {sum, minimum}) {
    std::optional<smt::Expr> swapped =
        ctx.withLoopsInOrder(fold(step, m, n, false), "fold.", {1, 0});
    ASSERT_TRUE(swapped);
    EXPECT_TRUE(ctx.simplify(*swapped).same(fold(step, n, m, true)))
        << swapped->str();
    // Ordered as a fold over (n, m): swapped; as one over (m, n): as it is.
    EXPECT_TRUE(ctx.permutedAs(fold(step, m, n, false), fold(step, n, m, true),
                               "fold."));
    EXPECT_FALSE(ctx.permutedAs(fold(step, m, n, false),
                                fold(step, m, n, false), "fold."));
  }
  smt::Expr product = ctx.apply(f, {acc, x});
  smt::Expr scaled = ctx.bv(smt::BvOp::Add,
                            ctx.bv(smt::BvOp::Mul, acc, ctx.bvConst(32, 2)), x);
  for (const smt::Expr &step : {product, scaled})
    EXPECT_FALSE(
        ctx.withLoopsInOrder(fold(step, m, n, false), "fold.", {1, 0}));
}
