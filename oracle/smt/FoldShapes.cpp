//===- FoldShapes.cpp - Folds of one shape however a rewrite built them ---===//
//
// The end-to-end proof compares two terms place by place only where they
// fold in the same shape. Two rewrites change a fold's shape without
// changing its value: a loop of one iteration dropped on one side only (its
// size static there, fixed to 1 only later on the other; also in a fold
// inside another fold's step, rebuilt on de Bruijn indices), and a reduction
// loop tiled (a fold over tiles, each a fold over the tile's points, in the
// same order as the one fold over all points). Both are undone here, the
// second only where the solver shows the tiles cover the points in order.
// A third, reshape propagation, folds over an expanded shape where the
// unfused function folds over the collapsed one: regrouped here.
//
//===----------------------------------------------------------------------===//
#include "oracle/smt/NodeWalk.h"
#include "oracle/smt/Smt.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FormatVariadic.h"

#include <numeric>
#include <set>

#include <z3.h>

using namespace fusefuzz::smt;

namespace {
/// fold(init, sizes..., lambda (bound..., acc). step): an application of a
/// function named `prefix`...`.k`, k its number of sizes, with one lambda.
struct FoldParts {
  Expr init;
  std::vector<Expr> sizes;
  Expr lambda;
};
} // namespace

static std::optional<FoldParts> foldParts(const Expr &app,
                                          llvm::StringRef prefix) {
  std::string nameText = app.functionName();
  llvm::StringRef name = nameText;
  if (!name.starts_with(prefix) || name.contains(','))
    return std::nullopt;
  unsigned k;
  if (name.rsplit('.').second.getAsInteger(10, k))
    return std::nullopt;
  std::vector<Expr> args = app.arguments();
  if (args.size() != k + 2)
    return std::nullopt;
  return FoldParts{args.front(),
                   std::vector<Expr>(args.begin() + 1, args.end() - 1),
                   args.back()};
}

Expr Context::boundVariable(const Expr &lambda, unsigned k, Sort sort) {
  Expr v = var(Z3_get_symbol_string(
                   ctx, Z3_get_quantifier_bound_name(ctx, lambda.ast, k)),
               sort);
  return lambda.mentions(v)
             ? var(llvm::formatv("fold.bound.{0}", k).str(), sort)
             : v;
}

Expr Context::withFoldsInOneShape(const Expr &e, llvm::StringRef prefix) {
  return rebuildApplications(
      e, [&](const Expr &app, bool hasFreeVariables) -> std::optional<Expr> {
        std::optional<Expr> unit = withoutUnitSizes(app, prefix);
        if (hasFreeVariables)
          return unit;
        std::optional<Expr> lifted =
            withGuardLifted(unit ? *unit : app, prefix);
        return lifted ? lifted : unit;
      });
}

Expr Context::foldLike(const Expr &app, const Expr &init,
                       llvm::ArrayRef<Expr> sizes, const Expr &lambda) {
  std::vector<Expr> args{init};
  std::vector<Sort> sorts{init.sort()};
  for (const Expr &size : sizes) {
    args.push_back(size);
    sorts.push_back(intSort());
  }
  args.push_back(lambda);
  sorts.push_back(lambda.sort());
  std::string name = app.functionName();
  Func f =
      function(llvm::formatv("{0}.{1}", llvm::StringRef(name).rsplit('.').first,
                             sizes.size())
                   .str(),
               sorts, app.sort());
  return apply(f, args);
}

std::optional<Expr> Context::withoutUnitSizes(const Expr &app,
                                              llvm::StringRef prefix) {
  std::optional<FoldParts> fold = foldParts(app, prefix);
  if (!fold || llvm::none_of(fold->sizes,
                             [](const Expr &s) { return s.numeral() == 1u; }))
    return std::nullopt;
  Z3_ast lambda = fold->lambda.ast;
  if (Z3_get_ast_kind(ctx, lambda) != Z3_QUANTIFIER_AST ||
      !Z3_is_lambda(ctx, lambda) ||
      Z3_get_quantifier_num_bound(ctx, lambda) != fold->sizes.size() + 1)
    return std::nullopt;
  // Bound variable p of n is index n - 1 - p in the body (the accumulator,
  // last, is 0); a variable of a binder outside is n or more.
  unsigned n = fold->sizes.size() + 1;
  std::vector<Expr> sizes;
  std::vector<Z3_sort> sorts;
  std::vector<Z3_symbol> names;
  std::vector<int> position(n, -1); // among those kept
  for (unsigned p = 0; p < n; ++p) {
    if (p + 1 < n && fold->sizes[p].numeral() == 1u)
      continue;
    if (p + 1 < n)
      sizes.push_back(fold->sizes[p]);
    position[p] = sorts.size();
    sorts.push_back(Z3_get_quantifier_bound_sort(ctx, lambda, p));
    names.push_back(Z3_get_quantifier_bound_name(ctx, lambda, p));
  }
  // Without loops left, the step once, on the init, outside any binder.
  unsigned kept = sizes.empty() ? 0 : sorts.size();
  Z3_ast body = Z3_get_quantifier_body(ctx, lambda);
  std::map<unsigned, Z3_sort> outer; // the sorts of those outside
  forEachFreeVariable(ctx, body, [&](unsigned index, Z3_sort sort) {
    if (index >= n)
      outer.emplace(index, sort);
    return true;
  });
  unsigned count = outer.empty() ? n : outer.rbegin()->first + 1;
  std::vector<Z3_ast> to(count);
  std::vector<Expr> held; // alive until substituted
  for (unsigned index = 0; index < count; ++index) {
    Expr t = intConst(0);
    if (index >= n) {
      auto it = outer.find(index);
      t = Expr(ctx, Z3_mk_bound(ctx, index - n + kept,
                                it == outer.end() ? Z3_mk_int_sort(ctx)
                                                  : it->second));
    } else if (unsigned p = n - 1 - index; position[p] >= 0) {
      t = kept ? Expr(ctx, Z3_mk_bound(ctx, kept - 1 - position[p],
                                       sorts[position[p]]))
               : fold->init;
    }
    held.push_back(t);
    to[index] = t.ast;
  }
  Expr step(ctx, Z3_substitute_vars(ctx, body, to.size(), to.data()));
  if (!kept)
    return simplify(step);
  Expr reduced = simplify(
      Expr(ctx, Z3_mk_lambda(ctx, kept, sorts.data(), names.data(), step.ast)));
  return foldLike(app, fold->init, sizes, reduced);
}

std::optional<Expr> Context::withGuardLifted(const Expr &app,
                                             llvm::StringRef prefix) {
  std::optional<FoldParts> fold = foldParts(app, prefix);
  if (!fold)
    return std::nullopt;
  // lambda (r..., acc). c1 ? (c2 ? step : acc) : acc: the conjuncts of the
  // guards that name neither r nor acc hold for every step or for none.
  std::vector<Expr> bound, guards, lifted;
  for (size_t k = 0; k < fold->sizes.size(); ++k)
    bound.push_back(boundVariable(fold->lambda, k, intSort()));
  Expr acc = boundVariable(fold->lambda, fold->sizes.size(), fold->init.sort());
  bound.push_back(acc);
  Expr step = simplify(select(fold->lambda, bound));
  while (std::optional<std::array<Expr, 3>> ite = step.asIte()) {
    if (!(*ite)[2].same(acc))
      break;
    for (const Expr &c : (*ite)[0].conjuncts())
      (llvm::any_of(bound, [&](const Expr &b) { return c.mentions(b); })
           ? guards
           : lifted)
          .push_back(c);
    step = (*ite)[1];
  }
  if (lifted.empty())
    return std::nullopt;
  std::vector<Expr> args{fold->init};
  llvm::append_range(args, fold->sizes);
  args.push_back(lambda(bound, ite(all(guards), step, acc)));
  return simplify(ite(all(lifted), app.withArguments(args), fold->init));
}

/// Whether `step` (a fold's step, opened: `acc` its accumulator) combines
/// `acc` with a value that does not read it by an associative and
/// commutative bit-vector operation, under guards that do not read it.
static bool combinesInAnyOrder(Expr step, const Expr &acc) {
  while (std::optional<std::array<Expr, 3>> ite = step.asIte()) {
    if (!(*ite)[2].same(acc) || (*ite)[0].mentions(acc))
      break;
    step = (*ite)[1];
  }
  std::vector<Expr> args = step.arguments();
  auto accOnce = [&](llvm::ArrayRef<Expr> operands) {
    return llvm::count_if(operands,
                          [&](const Expr &a) { return a.same(acc); }) == 1 &&
           llvm::count_if(operands, [&](const Expr &a) {
             return !a.same(acc) && a.mentions(acc);
           }) == 0;
  };
  std::string name = step.functionName();
  if (name == "bvadd" || name == "bvmul" || name == "bvand" || name == "bvor" ||
      name == "bvxor")
    return accOnce(args);
  // A minimum or maximum: cmp(x, y) ? x : y, or ? y : x, of acc and a value.
  std::optional<std::array<Expr, 3>> ite = step.asIte();
  if (!ite || !accOnce({(*ite)[1], (*ite)[2]}))
    return false;
  Expr cond = (*ite)[0];
  if (cond.functionName() == "not")
    cond = cond.arguments().front();
  std::string cmp = cond.functionName();
  if (cmp != "bvsle" && cmp != "bvslt" && cmp != "bvule" && cmp != "bvult")
    return false;
  std::vector<Expr> sides = cond.arguments();
  auto sameSet = [](const Expr &a, const Expr &b, const Expr &c,
                    const Expr &d) {
    return (a.same(c) && b.same(d)) || (a.same(d) && b.same(c));
  };
  return sameSet(sides[0], sides[1], (*ite)[1], (*ite)[2]);
}

std::optional<Expr> Context::withLoopsInOrder(const Expr &app,
                                              llvm::StringRef prefix,
                                              llvm::ArrayRef<unsigned> order) {
  std::optional<FoldParts> fold = foldParts(app, prefix);
  if (!fold || order.size() != fold->sizes.size())
    return std::nullopt;
  std::vector<Expr> loops, index;
  for (size_t k = 0; k < fold->sizes.size(); ++k)
    loops.push_back(boundVariable(fold->lambda, k, intSort()));
  Expr acc = boundVariable(fold->lambda, loops.size(), fold->init.sort());
  index = loops;
  index.push_back(acc);
  Expr step = simplify(select(fold->lambda, index));
  if (!combinesInAnyOrder(step, acc))
    return std::nullopt;
  std::vector<Expr> bound, args{fold->init};
  for (unsigned k : order) {
    bound.push_back(loops[k]);
    args.push_back(fold->sizes[k]);
  }
  bound.push_back(acc);
  args.push_back(lambda(bound, step));
  return app.withArguments(args);
}

std::optional<Expr> Context::permutedAs(const Expr &app, const Expr &other,
                                        llvm::StringRef prefix) {
  std::optional<FoldParts> fold = foldParts(app, prefix);
  std::optional<FoldParts> shape = foldParts(other, prefix);
  if (!fold || !shape || app.functionName() != other.functionName() ||
      fold->sizes.size() > 4)
    return std::nullopt;
  std::vector<unsigned> order(fold->sizes.size()), best;
  std::iota(order.begin(), order.end(), 0);
  auto matched = [&](llvm::ArrayRef<unsigned> o) {
    size_t n = 0;
    for (auto [k, from] : llvm::enumerate(o))
      n += simplify(fold->sizes[from]).same(simplify(shape->sizes[k]));
    return n;
  };
  size_t own = matched(order), most = own;
  while (std::next_permutation(order.begin(), order.end()))
    if (size_t n = matched(order); n > most) {
      most = n;
      best = order;
    }
  if (best.empty())
    return std::nullopt;
  return withLoopsInOrder(app, prefix, best);
}

std::vector<FlatFold> Context::flatFolds(const Expr &app,
                                         llvm::StringRef prefix) {
  std::vector<FlatFold> out;
  // fold(init, tiles, lambda (t, acc). in domain ? fold(acc, size(t),
  // others..., lambda (r, others..., acc'). step) : acc).
  std::optional<FoldParts> outer = foldParts(app, prefix);
  if (!outer || outer->sizes.size() != 1)
    return out;
  Expr t = var("split.t", intSort());
  Expr tileAcc = var("split.acc", outer->init.sort());
  Expr body = simplify(select(outer->lambda, {t, tileAcc}));
  Expr domain = boolConst(true), inner = body;
  if (std::optional<std::array<Expr, 3>> ite = body.asIte();
      ite && (*ite)[2].same(tileAcc)) {
    domain = (*ite)[0];
    inner = (*ite)[1];
  }
  std::optional<FoldParts> tile = foldParts(inner, prefix);
  // The tile's loop not the first of its fold: first, where the step
  // combines in any order.
  if (tile && !tile->sizes.front().mentions(t)) {
    std::vector<unsigned> order(tile->sizes.size());
    std::iota(order.begin(), order.end(), 0);
    auto tiled = llvm::find_if(tile->sizes,
                               [&](const Expr &s) { return s.mentions(t); });
    if (tiled != tile->sizes.end()) {
      std::rotate(order.begin(), order.begin() + (tiled - tile->sizes.begin()),
                  order.begin() + (tiled - tile->sizes.begin()) + 1);
      if (std::optional<Expr> first = withLoopsInOrder(inner, prefix, order)) {
        inner = *first;
        tile = foldParts(inner, prefix);
      }
    }
  }
  if (!tile || !tile->init.same(tileAcc) || tile->lambda.mentions(tileAcc) ||
      domain.mentions(tileAcc) ||
      llvm::any_of(llvm::drop_begin(tile->sizes),
                   [&](const Expr &s) { return s.mentions(t); }))
    return out;
  // The tiles' step: a numeral the tile's size takes (min(c, n - c * t)).
  const Expr &size = tile->sizes.front();
  std::set<uint64_t> steps;
  std::vector<Expr> work{size};
  while (!work.empty()) {
    Expr e = work.back();
    work.pop_back();
    if (std::optional<uint64_t> v = e.numeral(); v && e.isInt()) {
      if (*v > 1 && *v < (uint64_t(1) << 32))
        steps.insert(*v);
      continue;
    }
    if (Z3_get_ast_kind(ctx, e.ast) == Z3_APP_AST)
      llvm::append_range(work, e.arguments());
  }
  // What the domain asks of every tile alike (the element being in the
  // nest's region) chooses between the fold and its init; the rest must
  // hold for every tile.
  std::vector<Expr> everyTile, perTile;
  for (const Expr &c : domain.conjuncts())
    (c.mentions(t) ? perTile : everyTile).push_back(c);
  Expr region = all(everyTile);
  domain = all(perTile);
  Expr tiles = outer->sizes.front(), zero = intConst(0);
  Expr last = tiles - intConst(1);
  Expr lastSize = simplify(substitute(size, {t}, {last}));
  for (uint64_t c : steps) {
    Expr step = intConst(c);
    // Every tile but the last `c` points, the last 1 to `c`, each in the
    // outer fold's domain: the points 0, 1, ... in order.
    Expr broken = (zero <= t && t + intConst(1) < tiles && size != step) ||
                  (zero < tiles && !(zero < lastSize && lastSize <= step)) ||
                  (zero <= t && t < tiles && !domain);
    // The step at a point r of the one fold: the tile's step at point
    // r mod c of tile r div c, whose test of being in the tile (0 <= r' <
    // size(t)) every point below the one fold's size passes: that test
    // is the one fold's own (0 <= r < size).
    Expr r = var("split.r", intSort()), inTile = var("split.r0", intSort());
    Expr acc = var("split.acc2", outer->init.sort());
    std::vector<Expr> bound{r}, index{inTile};
    for (size_t k = 1; k < tile->sizes.size(); ++k) {
      Expr rk = var(llvm::formatv("split.r{0}", k).str(), intSort());
      bound.push_back(rk);
      index.push_back(rk);
    }
    bound.push_back(acc);
    index.push_back(acc);
    Expr points = simplify(ite(zero < tiles, step * last + lastSize, zero));
    Expr tileStep = simplify(select(tile->lambda, index));
    std::vector<Expr> stepDomain{zero <= r, r < points};
    if (std::optional<std::array<Expr, 3>> ite = tileStep.asIte();
        ite && (*ite)[2].same(acc)) {
      Expr low = simplify(zero <= inTile), high = simplify(inTile < size);
      for (const Expr &c : (*ite)[0].conjuncts())
        if (!c.same(low) && !c.same(high))
          stepDomain.push_back(c);
      tileStep = this->ite(all(stepDomain), (*ite)[1], acc);
    } else {
      tileStep = this->ite(all(stepDomain), tileStep, acc);
    }
    tileStep = simplify(
        substitute(tileStep, {t, inTile}, {r.floorDiv(step), r.mod(step)}));
    std::vector<Expr> args{outer->init, points};
    llvm::append_range(args, llvm::drop_begin(tile->sizes));
    args.push_back(lambda(bound, tileStep));
    out.push_back(
        {simplify(ite(region, inner.withArguments(args), outer->init)),
         simplify(broken)});
  }
  return out;
}

Expr Context::withFlatFolds(
    const Expr &e, llvm::StringRef prefix,
    llvm::function_ref<bool(const Expr &broken)> cannotBreak) {
  return rebuildApplications(
      e, [&](const Expr &app, bool hasFreeVariables) -> std::optional<Expr> {
        if (hasFreeVariables)
          return std::nullopt;
        for (const FlatFold &f : flatFolds(app, prefix))
          if (cannotBreak(f.broken))
            return f.flat;
        return std::nullopt;
      });
}

std::vector<Expr> Context::foldsIn(const Expr &e, llvm::StringRef prefix) {
  std::vector<Expr> found;
  (void)rebuildApplications(
      e, [&](const Expr &app, bool hasFreeVariables) -> std::optional<Expr> {
        if (!hasFreeVariables && foldParts(app, prefix))
          found.push_back(app);
        return std::nullopt;
      });
  return found;
}

/// A product's factors: its numerals multiplied into one, the ids of the
/// rest sorted (`5 * (a * b)` and `(5 * a) * b` alike).
std::pair<uint64_t, std::vector<unsigned>>
Context::productFactors(const Expr &e) {
  std::pair<uint64_t, std::vector<unsigned>> factors{1, {}};
  std::vector<Expr> work{e};
  while (!work.empty()) {
    Expr f = work.back();
    work.pop_back();
    if (std::optional<uint64_t> v = f.numeral()) {
      factors.first *= *v;
    } else if (Z3_get_ast_kind(ctx, f.ast) == Z3_APP_AST &&
               Z3_get_decl_kind(ctx,
                                Z3_get_app_decl(ctx, Z3_to_app(ctx, f.ast))) ==
                   Z3_OP_MUL) {
      llvm::append_range(work, f.arguments());
    } else {
      factors.second.push_back(f.id());
    }
  }
  llvm::sort(factors.second);
  return factors;
}

std::optional<Expr> Context::regroupedAs(const Expr &app, const Expr &other,
                                         llvm::StringRef prefix) {
  std::optional<FoldParts> fold = foldParts(app, prefix);
  std::optional<FoldParts> shape = foldParts(other, prefix);
  std::string name = app.functionName(), otherName = other.functionName();
  if (!fold || !shape || fold->sizes.size() <= shape->sizes.size() ||
      llvm::StringRef(name).rsplit('.').first !=
          llvm::StringRef(otherName).rsplit('.').first)
    return std::nullopt;
  // Runs of the fold's loops whose sizes multiply to each of the shape's.
  std::vector<std::pair<size_t, size_t>> runs;
  size_t next = 0;
  for (const Expr &target : shape->sizes) {
    if (next == fold->sizes.size())
      return std::nullopt;
    size_t start = next;
    auto want = productFactors(simplify(target));
    Expr product = fold->sizes[next++];
    while (productFactors(simplify(product)) != want &&
           next < fold->sizes.size())
      product = product * fold->sizes[next++];
    if (productFactors(simplify(product)) != want)
      return std::nullopt;
    runs.push_back({start, next});
  }
  if (next != fold->sizes.size())
    return std::nullopt;
  // The step at the fold's own bound variables, its guard (`in range ?
  // step : acc`) without the ranges of the loops a run regroups: the range
  // of the run's one loop stands for them.
  std::vector<Expr> own;
  // (Named apart from the shape's, which may share their names.)
  for (size_t d = 0; d < fold->sizes.size(); ++d)
    own.push_back(var(llvm::formatv("fold.regrouped.{0}", d).str(), intSort()));
  Expr acc =
      boundVariable(shape->lambda, shape->sizes.size(), fold->init.sort());
  own.push_back(acc);
  Expr step = simplify(select(fold->lambda, own));
  std::vector<Expr> guard;
  if (std::optional<std::array<Expr, 3>> ite = step.asIte();
      ite && (*ite)[2].same(acc)) {
    guard = (*ite)[0].conjuncts();
    step = (*ite)[1];
  }
  auto drop = [&](const Expr &range) {
    Expr simple = simplify(range);
    llvm::erase_if(guard, [&](const Expr &c) { return c.same(simple); });
  };
  // Each run's loops read from the shape's loop in row-major order (the
  // last fastest), the first without a remainder.
  std::vector<Expr> from, to;
  for (auto [g, run] : llvm::enumerate(runs)) {
    Expr rest = boundVariable(shape->lambda, g, intSort());
    if (run.second - run.first > 1) {
      guard.push_back(simplify(intConst(0) <= rest));
      guard.push_back(simplify(rest < shape->sizes[g]));
    }
    for (size_t d = run.second; d-- > run.first;) {
      if (run.second - run.first > 1) {
        drop(intConst(0) <= own[d]);
        drop(own[d] < fold->sizes[d]);
      }
      from.push_back(own[d]);
      if (d == run.first) {
        to.push_back(rest);
        break;
      }
      to.push_back(rest.mod(fold->sizes[d]));
      rest = rest.floorDiv(fold->sizes[d]);
    }
  }
  std::vector<Expr> bound;
  for (size_t g = 0; g < shape->sizes.size(); ++g)
    bound.push_back(boundVariable(shape->lambda, g, intSort()));
  bound.push_back(acc);
  step = simplify(
      substitute(guard.empty() ? step : ite(all(guard), step, acc), from, to));
  std::vector<Expr> args{fold->init};
  llvm::append_range(args, shape->sizes);
  args.push_back(lambda(bound, step));
  return other.withArguments(args);
}
