//===- LoopTerms.cpp - Element terms of scf.for / scf.forall nests --------===//
//
// A tile loop nest writes each element of a result in (at most) one
// iteration: the one whose tile holds it. Its induction variables are
// free variables `x`; the innermost tile's offsets and sizes are terms
// over them. Each loop's variable is matched to a dim whose offset is
// a * x + b (a a positive numeral, b over the outer loops' variables):
// the iteration holding index i is then the grid point
// lb + step * floor((floor((i - b) / a) - lb) / step), and the element is
// that iteration's tile element where its tile holds i, the init's
// element elsewhere. That no other iteration writes i too is assumed
// (tiles no longer than the distance between two iterations' offsets)
// and checked by the proof. A loop no offset depends on (a tiled
// reduction, each iteration folding into the same tile) has a term only
// where it has one iteration.
//
//===----------------------------------------------------------------------===//
#include "oracle/equiv/ElementTerms.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/Support/FormatVariadic.h"

#include <functional>

using namespace mlir;
using namespace fusefuzz;
using namespace fusefuzz::equiv;

struct FunctionTerms::LoopNest {
  /// Per induction variable, outermost first: its free variable and its
  /// loop's bounds (over the outer variables).
  std::vector<smt::Expr> x, lb, ub, step;
  /// Per induction variable: whether it is scf.forall's (no order).
  std::vector<bool> parallel;
  /// Per induction variable: the dim its offset solves (-1: none), and
  /// that offset as coeff * x + rest.
  std::vector<int> dimOf;
  std::vector<int64_t> coeff;
  std::vector<smt::Expr> rest;
  /// The outermost loop's init of this result, and that loop.
  Value init;
  Operation *outermost = nullptr;
  /// What writes the tile, for reports ("result 0 of the scf.forall at
  /// case.mlir:12").
  std::string writer;
  /// Built only for its races (no result's term reads it): its tiles are
  /// not assumed apart.
  bool raceOnly = false;
  /// The innermost tile: tensor.insert_slice or parallel_insert_slice, or
  /// the scf.yield of a statically shaped value that replaces the carried
  /// one whole (a tile at offset 0 of its full size); null where no
  /// iteration writes the result. Its source and box.
  Operation *leaf = nullptr;
  Value source;
  std::vector<smt::Expr> offsets, sizes;
  llvm::SmallBitVector dropped;
  /// Where no variable solves the tile's offsets: every iteration's
  /// induction variables, in execution order (enumerateIterations).
  std::vector<std::vector<int64_t>> iterations;
  /// Whether `index` lies in the tile of iteration x.
  smt::Expr inTile(smt::Context &ctx, llvm::ArrayRef<smt::Expr> index) const {
    std::vector<smt::Expr> parts;
    for (size_t d = 0; d < offsets.size(); ++d) {
      if (dropped.test(d)) {
        parts.push_back(index[d] == offsets[d]);
        continue;
      }
      parts.push_back(offsets[d] <= index[d]);
      parts.push_back(index[d] < offsets[d] + sizes[d]);
    }
    return ctx.all(parts);
  }
  /// `index` in the innermost tile's own coordinates (dropped dims left
  /// out).
  std::vector<smt::Expr> localIndex(llvm::ArrayRef<smt::Expr> index) const {
    std::vector<smt::Expr> local;
    for (size_t d = 0; d < offsets.size(); ++d)
      if (!dropped.test(d))
        local.push_back(index[d] - offsets[d]);
    return local;
  }
  /// lb <= x < ub for every loop (the grid without its steps).
  smt::Expr inRange(smt::Context &ctx) const {
    std::vector<smt::Expr> parts;
    for (size_t m = 0; m < x.size(); ++m) {
      parts.push_back(lb[m] <= x[m]);
      parts.push_back(x[m] < ub[m]);
    }
    return ctx.all(parts);
  }
};

FunctionTerms::~FunctionTerms() = default;

bool equiv::isTileLoop(Operation *op) {
  return isa_and_nonnull<scf::ForOp, scf::ForallOp>(op);
}

OpOperand *equiv::tiedLoopInit(BlockArgument arg) {
  Operation *owner = arg.getOwner()->getParentOp();
  if (!isTileLoop(owner))
    return nullptr;
  return cast<LoopLikeOpInterface>(owner).getTiedLoopInit(arg);
}

bool equiv::isInductionVariable(BlockArgument arg) {
  Operation *owner = arg.getOwner()->getParentOp();
  return isTileLoop(owner) &&
         llvm::is_contained(
             *cast<LoopLikeOpInterface>(owner).getLoopInductionVars(),
             Value(arg));
}

smt::Expr FunctionTerms::inductionVariable(BlockArgument iv) {
  if (auto it = inductionVars.find(iv); it != inductionVars.end())
    return it->second;
  smt::Expr x = ctx.intVar(
      llvm::formatv("{0}x{1}", trustBodies ? "u" : "f", inductionVars.size())
          .str());
  inductionVars[iv] = x;
  return x;
}

/// One grid point condition: lb <= x < ub, x - lb a multiple of a
/// numeral step.
static smt::Expr onGrid(smt::Context &ctx, const smt::Expr &x,
                        const smt::Expr &lb, const smt::Expr &ub,
                        const smt::Expr &step) {
  smt::Expr in = lb <= x && x < ub;
  if (std::optional<uint64_t> s = ctx.simplify(step).numeral();
      s && int64_t(*s) > 1)
    in = in && (x - lb).mod(ctx.intConst(int64_t(*s))) == ctx.intConst(0);
  return in;
}

/// Whether a loop from `lb` to `ub` by `step` has at most one iteration,
/// by its numerals.
static bool runsAtMostOnce(smt::Context &ctx, const smt::Expr &lb,
                           const smt::Expr &ub, const smt::Expr &step) {
  std::optional<uint64_t> s = ctx.simplify(step).numeral();
  std::optional<uint64_t> span = ctx.simplify(ub - lb).numeral();
  return s && span && int64_t(*s) > 0 && int64_t(*span) <= int64_t(*s);
}

FailureOr<std::vector<FunctionTerms::LoopBounds>>
FunctionTerms::loopBounds(Operation *loop) {
  auto like = cast<LoopLikeOpInterface>(loop);
  auto ivs = like.getLoopInductionVars();
  auto lbs = like.getLoopLowerBounds();
  auto ubs = like.getLoopUpperBounds();
  auto steps = like.getLoopSteps();
  if (!ivs || !lbs || !ubs || !steps) {
    why = "no term for " + loop->getName().getStringRef().str() +
          " without static loop structure";
    return failure();
  }
  std::vector<LoopBounds> out;
  for (size_t m = 0; m < ivs->size(); ++m) {
    FailureOr<smt::Expr> lb = index((*lbs)[m]), ub = index((*ubs)[m]),
                         step = index((*steps)[m]);
    if (failed(lb) || failed(ub) || failed(step))
      return failure();
    out.push_back(
        {inductionVariable(cast<BlockArgument>((*ivs)[m])), *lb, *ub, *step});
  }
  return out;
}

std::vector<smt::Expr>
FunctionTerms::enclosingInductionVariables(Operation *op) {
  std::vector<smt::Expr> out;
  for (Operation *p = op->getParentOp(); p && !isa<func::FuncOp>(p);
       p = p->getParentOp()) {
    if (!isTileLoop(p))
      continue;
    if (auto ivs = cast<LoopLikeOpInterface>(p).getLoopInductionVars())
      for (Value iv : *ivs)
        out.push_back(inductionVariable(cast<BlockArgument>(iv)));
  }
  return out;
}

smt::Expr FunctionTerms::reached(Operation *op) {
  std::vector<smt::Expr> parts;
  for (Operation *p = op->getParentOp(), *child = op;
       p && !isa<func::FuncOp>(p); child = p, p = p->getParentOp()) {
    if (auto ifOp = dyn_cast<scf::IfOp>(p)) {
      FailureOr<Term> cond = scalar(ifOp.getCondition());
      if (failed(cond))
        return smt::Expr();
      smt::Expr taken = scalars.holds(cond->value);
      parts.push_back(
          child->getParentRegion() == &ifOp.getThenRegion() ? taken : !taken);
      continue;
    }
    if (!isTileLoop(p))
      continue;
    FailureOr<std::vector<LoopBounds>> loops = loopBounds(p);
    if (failed(loops))
      return smt::Expr();
    for (const LoopBounds &b : *loops)
      parts.push_back(onGrid(ctx, b.x, b.lb, b.ub, b.step));
  }
  return ctx.all(parts);
}

void FunctionTerms::insertConditions(Operation *opaque) {
  auto insert = cast<tensor::ParallelInsertSliceOp>(opaque);
  computing.push_back(opaque);
  llvm::scope_exit done([&] { computing.pop_back(); });
  FailureOr<std::vector<smt::Expr>> dest = sizes(insert.getDest());
  FailureOr<std::vector<smt::Expr>> src = sizes(insert.getSource());
  auto off = indices(insert.getMixedOffsets());
  auto s = indices(insert.getMixedSizes());
  auto st = indices(insert.getMixedStrides());
  if (failed(dest) || failed(src) || failed(off) || failed(s) || failed(st))
    return;
  sliceConditions(*dest, *off, *s, *st, insert.getDroppedDims(), *src);
}

LogicalResult FunctionTerms::solveTileOffsets(LoopNest &nest) {
  auto failLogical = [&](const llvm::Twine &reason) {
    why = reason.str();
    return failure();
  };
  if (isa<scf::YieldOp>(nest.leaf)) {
    // The whole carried value, rewritten: no loop moves this tile.
    auto type = cast<RankedTensorType>(nest.source.getType());
    nest.offsets.assign(type.getRank(), ctx.intConst(0));
    nest.sizes.clear();
    for (int64_t n : type.getShape())
      nest.sizes.push_back(ctx.intConst(n));
    nest.dropped = llvm::SmallBitVector(type.getRank());
    for (size_t m = 0; m < nest.x.size(); ++m) {
      nest.dimOf.push_back(-1);
      nest.coeff.push_back(0);
      nest.rest.push_back(ctx.intConst(0));
    }
    return success();
  }
  auto tile = cast<OffsetSizeAndStrideOpInterface>(nest.leaf);
  auto off = indices(tile.getMixedOffsets());
  auto sz = indices(tile.getMixedSizes());
  auto st = indices(tile.getMixedStrides());
  if (failed(off) || failed(sz) || failed(st))
    return failure();
  for (const smt::Expr &s : *st)
    if (ctx.simplify(s).numeral() != 1u)
      return failLogical(
          "no term for a loop nest inserting tiles with strides");
  nest.offsets = *off;
  nest.sizes = *sz;
  if (auto insert = dyn_cast<tensor::InsertSliceOp>(nest.leaf)) {
    nest.source = insert.getSource();
    nest.dropped = insert.getDroppedDims();
  } else {
    auto p = cast<tensor::ParallelInsertSliceOp>(nest.leaf);
    nest.source = p.getSource();
    nest.dropped = p.getDroppedDims();
  }
  // Each loop's variable solves one dim's offset; where none does, the
  // iterations may still be few enough to enumerate.
  size_t assumedBefore = assumptions.size();
  auto enumerateOr = [&](const llvm::Twine &reason) {
    assumptions.resize(assumedBefore);
    nest.dimOf.clear();
    nest.coeff.clear();
    nest.rest.clear();
    if (succeeded(enumerateIterations(nest)))
      return success();
    return failLogical(reason);
  };
  smt::Expr zero = ctx.intConst(0), one = ctx.intConst(1);
  std::vector<smt::Expr> grid;
  for (size_t m = 0; m < nest.x.size(); ++m)
    grid.push_back(
        onGrid(ctx, nest.x[m], nest.lb[m], nest.ub[m], nest.step[m]));
  for (size_t m = 0; m < nest.x.size(); ++m) {
    const smt::Expr &xm = nest.x[m];
    int dim = -1;
    int64_t a = 0;
    smt::Expr b;
    for (size_t d = 0; d < nest.offsets.size() && dim < 0; ++d) {
      smt::Expr off = ctx.simplify(nest.offsets[d]);
      if (!off.mentions(xm))
        continue;
      smt::Expr at0 = ctx.simplify(ctx.substitute(off, {xm}, {zero}));
      smt::Expr at1 = ctx.simplify(ctx.substitute(off, {xm}, {one}));
      std::optional<uint64_t> slope = ctx.simplify(at1 - at0).numeral();
      if (!slope || int64_t(*slope) <= 0 ||
          ctx.simplify(off - (ctx.intConst(int64_t(*slope)) * xm + at0))
                  .numeral() != 0u)
        continue;
      // The rest may only depend on outer loops' variables.
      bool outerOnly = true;
      for (size_t n = m; n < nest.x.size(); ++n)
        outerOnly &= !at0.mentions(nest.x[n]);
      if (!outerOnly)
        continue;
      dim = d;
      a = int64_t(*slope);
      b = at0;
    }
    if (dim < 0)
      for (const smt::Expr &off : nest.offsets)
        if (ctx.simplify(off).mentions(xm))
          return enumerateOr(
              "no term for a loop nest whose tile offsets are not "
              "affine in one induction variable");
    for (size_t n = 0; n < m; ++n)
      if (dim >= 0 && nest.dimOf[n] == dim)
        return enumerateOr("no term for a loop nest solving one dim twice");
    nest.dimOf.push_back(dim);
    nest.coeff.push_back(a);
    nest.rest.push_back(b);
    if (dim < 0)
      continue;
    // No other iteration writes into this one's tile: tiles no longer
    // than the distance between successive offsets.
    // (A nest built only for its races assumes nothing: its race query
    // asks for overlapping tiles itself.)
    if (!buildingRaceOnly)
      assumptions.push_back(ctx.all(grid).implies(
          nest.sizes[dim] <= ctx.intConst(a) * nest.step[m]));
  }
  return success();
}

FailureOr<FunctionTerms::LoopNest *> FunctionTerms::loopNest(Operation *loop,
                                                             unsigned result) {
  auto key = std::make_pair(loop, result);
  if (auto it = nests.find(key); it != nests.end())
    return it->second.get();
  auto fail = [&](const llvm::Twine &reason) -> FailureOr<LoopNest *> {
    why = reason.str();
    return failure();
  };
  auto nest = std::make_shared<LoopNest>();
  nest->init = cast<LoopLikeOpInterface>(loop).getInits()[result];
  nest->outermost = loop;
  nest->raceOnly = buildingRaceOnly;
  // A nest that fails to build leaves no iter_arg pointing at it (a
  // later read of that iter_arg would find a destroyed nest).
  std::vector<BlockArgument> registered;
  bool built = false;
  llvm::scope_exit forget([&] {
    if (!built)
      for (BlockArgument acc : registered)
        nestOf.erase(acc);
  });
  Operation *l = loop;
  unsigned k = result;
  for (;;) {
    auto like = cast<LoopLikeOpInterface>(l);
    FailureOr<std::vector<LoopBounds>> loops = loopBounds(l);
    if (failed(loops))
      return failure();
    for (const LoopBounds &b : *loops) {
      nest->x.push_back(b.x);
      nest->lb.push_back(b.lb);
      nest->ub.push_back(b.ub);
      nest->step.push_back(b.step);
      nest->parallel.push_back(isa<scf::ForallOp>(l));
    }
    BlockArgument acc = like.getRegionIterArgs()[k];
    nestOf[acc] = nest.get();
    registered.push_back(acc);
    if (auto forall = dyn_cast<scf::ForallOp>(l)) {
      std::vector<Operation *> writes;
      for (Operation &op : forall.getTerminator().getYieldingOps())
        if (auto p = dyn_cast<tensor::ParallelInsertSliceOp>(op);
            p && p.getDest() == acc)
          writes.push_back(p);
      if (writes.size() > 1)
        return fail("no term for scf.forall with several "
                    "parallel_insert_slice into one output");
      if (!writes.empty()) {
        nest->leaf = writes.front();
        nest->writer = describeWriter(forall, k);
      }
      break;
    }
    Value yielded =
        cast<scf::ForOp>(l).getBody()->getTerminator()->getOperand(k);
    if (yielded == acc)
      break;
    if (auto insert = yielded.getDefiningOp<tensor::InsertSliceOp>();
        insert && insert.getDest() == acc) {
      nest->leaf = insert;
      break;
    }
    auto inner = dyn_cast<OpResult>(yielded);
    if (inner && isTileLoop(inner.getOwner()) &&
        inner.getOwner()->getBlock() == cast<scf::ForOp>(l).getBody() &&
        cast<LoopLikeOpInterface>(inner.getOwner())
                .getInits()[inner.getResultNumber()] == acc) {
      l = inner.getOwner();
      k = inner.getResultNumber();
      continue;
    }
    // A value that replaces the carried one whole (what canonicalization
    // leaves of an insert_slice covering all of it): the tile of every
    // iteration is all of it. Only where the shape is static: a dynamic
    // one may take other sizes than the carried value's.
    if (auto type = dyn_cast<RankedTensorType>(yielded.getType());
        type && type.hasStaticShape()) {
      nest->leaf = cast<scf::ForOp>(l).getBody()->getTerminator();
      nest->source = yielded;
      break;
    }
    return fail("no term for scf.for yielding neither a tile inserted into "
                "its iter_arg nor an inner loop's result");
  }
  if (nest->leaf && failed(solveTileOffsets(*nest)))
    return failure();
  LoopNest *out = nest.get();
  nests[key] = nest;
  builtNests.push_back(out);
  built = true;
  return out;
}

FailureOr<Term> FunctionTerms::loopElement(OpResult result,
                                           llvm::ArrayRef<smt::Expr> index) {
  FailureOr<LoopNest *> found =
      loopNest(result.getOwner(), result.getResultNumber());
  if (failed(found))
    return failure();
  LoopNest &nest = **found;
  FailureOr<Term> init = element(nest.init, index);
  if (failed(init))
    return failure();
  if (!nest.leaf)
    return *init;
  if (!nest.iterations.empty())
    return enumeratedElement(nest, result, index);
  // The iteration holding `index`, outermost loop first.
  std::vector<smt::Expr> from, to;
  auto solved = [&](const smt::Expr &e) {
    return from.empty() ? e : ctx.simplify(ctx.substitute(e, from, to));
  };
  // Loops no offset depends on, of several iterations: folded, their
  // iterations numbered by bound variables.
  std::vector<smt::Expr> bound, trips, ranges;
  unsigned depth = foldDepth + 1;
  for (size_t m = 0; m < nest.x.size(); ++m) {
    smt::Expr lb = solved(nest.lb[m]), ub = solved(nest.ub[m]),
              step = solved(nest.step[m]);
    std::optional<uint64_t> s = step.numeral();
    smt::Expr at;
    if (runsAtMostOnce(ctx, lb, ub, step)) {
      at = lb; // the one iteration (where the loop runs at all)
    } else if (nest.dimOf[m] >= 0) {
      smt::Expr q = index[nest.dimOf[m]] - solved(nest.rest[m]);
      if (nest.coeff[m] != 1)
        q = q.floorDiv(ctx.intConst(nest.coeff[m]));
      if (s == 1u) {
        at = q;
      } else {
        nonlinear |= !s;
        at = lb + step * (q - lb).floorDiv(step);
      }
    } else {
      if (nest.parallel[m]) {
        return failWith("no term for scf.forall where several iterations "
                        "write one tile (a race)");
      } else if (!s || int64_t(*s) <= 0) {
        return failWith("no term for a tiled reduction loop with a dynamic "
                        "step");
      } else {
        smt::Expr n = ctx.intVar(llvm::formatv("t{0}.{1}", depth, m).str());
        scalars.assumeNonNegative(n);
        bound.push_back(n);
        trips.push_back(
            ctx.simplify(ctx.max(ctx.intConst(0), (ub - lb).ceilDiv(step))));
        ranges.push_back(ctx.intConst(0) <= n && n < trips.back());
        at = lb + n * step;
      }
    }
    if (bound.empty() || !at.mentions(bound.back()))
      ranges.push_back(lb <= nest.x[m] && nest.x[m] < ub);
    from.push_back(nest.x[m]);
    to.push_back(ctx.simplify(at));
  }
  std::vector<smt::Expr> local = nest.localIndex(index);
  if (bound.empty()) {
    FailureOr<Term> tile = element(nest.source, local);
    if (failed(tile))
      return failure();
    smt::Expr holds = ctx.simplify(
        ctx.substitute(nest.inRange(ctx) && nest.inTile(ctx, index), from, to));
    // Where some tile holds every index in bounds (the nest covers its
    // result), the init is not read: decided here, so that what the tile
    // computes folds as a constant where the unfused function's does.
    if (!holds.isTrue() && coversAll(result, index, holds))
      holds = ctx.boolConst(true);
    Term t = scalars.choose(
        holds,
        Term{ctx.simplify(ctx.substitute(tile->value, from, to)),
             ctx.simplify(ctx.substitute(tile->defined, from, to))},
        *init);
    return inBoundsAt(result, index, t);
  }
  // A tiled reduction: every iteration of the folded loops updates the
  // element where its tile holds it, reading what the last one wrote.
  Type elem = cast<RankedTensorType>(result.getType()).getElementType();
  std::optional<smt::Sort> sort = scalars.sortOf(elem);
  if (!sort)
    return failWith("no term for a tiled reduction's element type");
  smt::Expr acc = ctx.var(llvm::formatv("tacc{0}", depth).str(), *sort);
  FailureOr<Term> tile =
      accumulatingTileElement(nest, index, local, acc, depth);
  if (failed(tile))
    return failure();
  auto solve = [&](const smt::Expr &e) {
    return ctx.simplify(ctx.substitute(e, from, to));
  };
  smt::Expr holds = solve(nest.inTile(ctx, index));
  smt::Expr domain = solve(ctx.all(ranges));
  // In the form of a linalg reduction's fold (in domain ? body : acc), so
  // that one tile of the whole reduction builds the same fold.
  smt::Expr step = ctx.ite(domain && holds, solve(tile->value), acc);
  smt::Expr folded = fold(init->value, bound, trips, acc, step, elem);
  // The body defined at every iteration (as for a linalg reduction: for
  // all of them where trusted, at a free one otherwise).
  smt::Expr body = solve(holds.implies(tile->defined));
  smt::Expr defined = foldDefined(init->defined, bound, domain, body, acc);
  smt::Expr outer = ctx.boolConst(true);
  for (const smt::Expr &r : ranges)
    if (llvm::none_of(bound, [&](const smt::Expr &n) { return r.mentions(n); }))
      outer = outer && r;
  outer = solve(outer);
  auto mentionsBound = [&](const smt::Expr &e) {
    return llvm::any_of(bound,
                        [&](const smt::Expr &n) { return e.mentions(n); });
  };
  smt::Expr value = solve(tile->value);
  if (!value.mentions(acc) && !mentionsBound(holds)) {
    // Each iteration rewrites the tile without reading it: the last one's
    // value (the init survives only where no iteration runs).
    std::vector<smt::Expr> last, nonEmpty;
    for (const smt::Expr &t : trips) {
      last.push_back(t - ctx.intConst(1));
      nonEmpty.push_back(ctx.intConst(0) < t);
    }
    smt::Expr written = outer && holds && ctx.all(nonEmpty);
    smt::Expr lastDefined = ctx.substitute(solve(tile->defined), bound, last);
    if (!trustBodies)
      lastDefined = lastDefined && domain.implies(body);
    return inBoundsAt(
        result, index,
        Term{ctx.ite(written, ctx.substitute(value, bound, last), init->value),
             ctx.ite(written, lastDefined, init->defined)});
  }
  return inBoundsAt(result, index,
                    Term{ctx.ite(outer, folded, init->value),
                         ctx.ite(outer, defined, init->defined)});
}

/// At most this many iterations of a nest are enumerated.
static constexpr size_t kMaxEnumeratedIterations = 64;

LogicalResult FunctionTerms::enumerateIterations(LoopNest &nest) {
  // (An scf.forall's iterations have no order: where no two write one
  // element, which the race query asks, the order they are taken in
  // does not change the result.)
  std::vector<std::vector<int64_t>> out;
  std::vector<int64_t> at;
  // Loop m's iterations under the outer loops' values `at`.
  std::function<bool(size_t)> walk = [&](size_t m) -> bool {
    if (m == nest.x.size()) {
      out.push_back(at);
      return out.size() <= kMaxEnumeratedIterations;
    }
    std::vector<smt::Expr> from(nest.x.begin(), nest.x.begin() + m), to;
    for (int64_t v : at)
      to.push_back(ctx.intConst(v));
    auto numeral = [&](const smt::Expr &e) -> std::optional<int64_t> {
      smt::Expr v =
          ctx.simplify(from.empty() ? e : ctx.substitute(e, from, to));
      std::optional<uint64_t> n = v.numeral();
      return n ? std::optional<int64_t>(int64_t(*n)) : std::nullopt;
    };
    std::optional<int64_t> lb = numeral(nest.lb[m]), ub = numeral(nest.ub[m]),
                           step = numeral(nest.step[m]);
    if (!lb || !ub || !step || *step <= 0)
      return false;
    for (int64_t v = *lb; v < *ub; v += *step) {
      at.push_back(v);
      bool ok = walk(m + 1);
      at.pop_back();
      if (!ok)
        return false;
    }
    return true;
  };
  if (!walk(0))
    return failure();
  nest.iterations = std::move(out);
  for (size_t m = 0; m < nest.x.size(); ++m) {
    nest.dimOf.push_back(-1);
    nest.coeff.push_back(0);
    nest.rest.push_back(ctx.intConst(0));
  }
  return success();
}

FailureOr<Term>
FunctionTerms::enumeratedElement(LoopNest &nest, Value result,
                                 llvm::ArrayRef<smt::Expr> index) {
  auto type = cast<RankedTensorType>(nest.init.getType());
  std::optional<smt::Sort> sort = scalars.sortOf(type.getElementType());
  if (!sort)
    return failWith("no term for a rewritten tile's element type");
  // The tile's element at a generic index `at` of the result; where it
  // reads the carried value, what the iterations before left there
  // (named by two functions of the index until that is known).
  unsigned id = enumerations++;
  std::vector<smt::Expr> at;
  std::vector<smt::Sort> domain;
  for (int64_t d = 0; d < type.getRank(); ++d) {
    at.push_back(ctx.intVar(llvm::formatv("e{0}.{1}", id, d).str()));
    domain.push_back(ctx.intSort());
  }
  Enumerating e{&nest,
                {},
                {},
                llvm::formatv("carried{0}", id).str(),
                llvm::formatv("carriedDefined{0}", id).str()};
  e.value = ctx.function(e.valueName, domain, *sort);
  e.defined = ctx.function(e.definedName, domain, ctx.boolSort());
  enumerating.push_back(e);
  FailureOr<Term> tile = element(nest.source, nest.localIndex(at));
  enumerating.pop_back();
  if (failed(tile))
    return failure();
  FailureOr<Term> initAt = element(nest.init, at);
  if (failed(initAt))
    return failure();
  // A read of the carried value inside a fold (its index naming the
  // fold's variables) is not replaced here.
  for (const smt::Expr &part : {tile->value, tile->defined})
    if (part.uninterpretedApplications(true).size() !=
        part.uninterpretedApplications(false).size())
      for (const smt::Expr &app : part.uninterpretedApplications(true))
        if (app.functionName() == e.valueName ||
            app.functionName() == e.definedName)
          return failWith("no term for a loop nest whose iterations are "
                          "enumerated reading its output inside a fold");
  // In execution order, each iteration whose tile holds the element
  // rewrites it, reading what the ones before left: the last one's value
  // stands.
  Term t = *initAt;
  smt::Expr holdsAt = nest.inTile(ctx, at);
  for (const std::vector<int64_t> &values : nest.iterations) {
    std::vector<smt::Expr> to;
    for (int64_t v : values)
      to.push_back(ctx.intConst(v));
    smt::Expr holds = ctx.simplify(ctx.substitute(holdsAt, nest.x, to));
    if (holds.isFalse())
      continue;
    Term mine{ctx.substitute(tile->value, nest.x, to),
              ctx.substitute(tile->defined, nest.x, to)};
    std::vector<smt::Expr> reads, before;
    for (const smt::Expr &part : {mine.value, mine.defined})
      for (const smt::Expr &app : part.uninterpretedApplications()) {
        bool value = app.functionName() == e.valueName;
        if (!value && app.functionName() != e.definedName)
          continue;
        reads.push_back(app);
        before.push_back(
            ctx.substitute(value ? t.value : t.defined, at, app.arguments()));
      }
    if (!reads.empty())
      mine = Term{ctx.substitute(mine.value, reads, before),
                  ctx.substitute(mine.defined, reads, before)};
    t = scalars.choose(
        holds, Term{ctx.simplify(mine.value), ctx.simplify(mine.defined)}, t);
  }
  return inBoundsAt(result, index,
                    Term{ctx.simplify(ctx.substitute(t.value, at, index)),
                         ctx.simplify(ctx.substitute(t.defined, at, index))});
}

bool FunctionTerms::coversAll(Value tensor, llvm::ArrayRef<smt::Expr> index,
                              const smt::Expr &holds) {
  FailureOr<std::vector<smt::Expr>> size = sizes(tensor);
  if (failed(size))
    return false;
  if (!decider)
    decider = std::make_unique<smt::Solver>(ctx, kDecideTimeoutMs,
                                            /*linear=*/true, kDecideRlimit);
  decider->push();
  decider->add(inputs.assumptions);
  decider->add(inBounds(index, *size));
  decider->add(!holds);
  bool covered = decider->check() == smt::Result::Unsat;
  decider->pop();
  return covered;
}

Term FunctionTerms::inBoundsAt(Value tensor, llvm::ArrayRef<smt::Expr> index,
                               const Term &t) {
  FailureOr<std::vector<smt::Expr>> size = sizes(tensor);
  if (failed(size))
    return t;
  std::vector<smt::Expr> from, to;
  for (auto [i, n] : llvm::zip(index, *size)) {
    from.push_back(ctx.simplify(ctx.intConst(0) <= i));
    to.push_back(ctx.boolConst(true));
    from.push_back(ctx.simplify(n <= i));
    to.push_back(ctx.boolConst(false));
  }
  return Term{ctx.simplify(ctx.substitute(t.value, from, to)),
              ctx.simplify(ctx.substitute(t.defined, from, to))};
}

FailureOr<FunctionTerms::LoopNest *>
FunctionTerms::nestOfIterArg(BlockArgument arg) {
  if (auto it = nestOf.find(arg); it != nestOf.end())
    return it->second;
  // The nest of this output not built yet (an output the loop result
  // read so far does not depend on): from the outermost loop of the
  // perfect nest it belongs to.
  Operation *loop = arg.getOwner()->getParentOp();
  // The position among the iter_args (not through getTiedLoopResult:
  // scf.forall has no loop results to tie to in MLIR 22's interface).
  auto loopArgs = cast<LoopLikeOpInterface>(loop).getRegionIterArgs();
  unsigned k = llvm::find(loopArgs, arg) - loopArgs.begin();
  for (;;) {
    auto init =
        dyn_cast<BlockArgument>(cast<LoopLikeOpInterface>(loop).getInits()[k]);
    Operation *parent = init ? init.getOwner()->getParentOp() : nullptr;
    auto outer = dyn_cast_or_null<scf::ForOp>(parent);
    if (!outer || loop->getBlock() != outer.getBody())
      break;
    auto iterArgs = outer.getRegionIterArgs();
    auto pos = llvm::find(iterArgs, init);
    if (pos == iterArgs.end())
      break;
    unsigned j = pos - iterArgs.begin();
    Value yielded = outer.getBody()->getTerminator()->getOperand(j);
    if (yielded.getDefiningOp() != loop)
      break;
    loop = outer;
    k = j;
  }
  if (failed(loopNest(loop, k)))
    return failure();
  if (auto it = nestOf.find(arg); it != nestOf.end())
    return it->second;
  why = "no term for a loop's iter_arg read outside its nest";
  return failure();
}

FailureOr<Term> FunctionTerms::iterArgElement(BlockArgument arg,
                                              llvm::ArrayRef<smt::Expr> index) {
  FailureOr<LoopNest *> found = nestOfIterArg(arg);
  if (failed(found))
    return failure();
  LoopNest &nest = **found;
  for (const Enumerating &e : enumerating) {
    if (e.nest != &nest)
      continue;
    if (!llvm::is_contained(nest.parallel, true))
      return Term{ctx.apply(e.value, index), ctx.apply(e.defined, index)};
    // An scf.forall's shared output holds its value before the loop
    // until the loop ends; read outside the iteration's own tile, what
    // another iteration writes there (a race the race query asks for).
    FailureOr<Term> before = element(nest.init, index);
    if (failed(before))
      return failure();
    return Term{before->value, before->defined && nest.inTile(ctx, index)};
  }
  if (!nest.iterations.empty())
    return failWith("no term for an output read inside a loop nest whose "
                    "iterations are enumerated");
  // Inside a tiled reduction of this nest: the element being folded is
  // the accumulator.
  for (const Folding &f : llvm::reverse(folding)) {
    if (f.nest != &nest)
      continue;
    for (auto [p, i] : llvm::zip(index, f.index))
      if (ctx.simplify(p - i).numeral() != 0u)
        return failWith("no term for a tiled reduction reading its output "
                        "away from the element it folds");
    return Term{f.acc, ctx.boolConst(true)};
  }
  // Read by another output's iteration (a yielded producer's outs, a
  // consumer of it): where a loop that moves none of this output's tiles
  // runs more than once, earlier iterations of it rewrote the element this
  // one reads (a producer re-accumulated per iteration of a consumer's
  // broadcast dim, seed 7432964891029847550): what the last of them left.
  int rewriting = -1;
  for (size_t m = 0; nest.leaf && m < nest.x.size(); ++m) {
    if (nest.dimOf[m] >= 0 ||
        runsAtMostOnce(ctx, nest.lb[m], nest.ub[m], nest.step[m]))
      continue;
    if (rewriting >= 0 || nest.parallel[m])
      return failWith("no term for an output read inside its loop nest "
                      "where several loops' iterations rewrite its tile");
    rewriting = m;
  }
  FailureOr<Term> init = element(nest.init, index);
  if (failed(init))
    return failure();
  if (!nest.leaf)
    return *init;
  Term before = *init;
  if (rewriting >= 0) {
    FailureOr<Term> earlier = earlierWrites(nest, rewriting, index, *init);
    if (failed(earlier))
      return failure();
    before = *earlier;
  }
  return Term{before.value, before.defined && nest.inTile(ctx, index)};
}

FailureOr<Term> FunctionTerms::earlierWrites(LoopNest &nest, unsigned m,
                                             llvm::ArrayRef<smt::Expr> index,
                                             const Term &init) {
  std::optional<uint64_t> s = ctx.simplify(nest.step[m]).numeral();
  if (!s || int64_t(*s) <= 0)
    return failWith("no term for an output read inside its loop nest where "
                    "iterations of a loop with a dynamic step rewrite its "
                    "tile");
  Type elem = cast<RankedTensorType>(nest.init.getType()).getElementType();
  std::optional<smt::Sort> sort = scalars.sortOf(elem);
  if (!sort)
    return failWith("no term for a rewritten tile's element type");
  // Iteration n of the loop, for n below the number of iterations before
  // this one: the other loops' variables stay (only iterations that agree
  // on the loops moving the tile write the element).
  unsigned depth = foldDepth + 1;
  smt::Expr n = ctx.intVar(llvm::formatv("w{0}.{1}", depth, m).str());
  scalars.assumeNonNegative(n);
  smt::Expr step = ctx.intConst(int64_t(*s));
  smt::Expr count = ctx.simplify(
      ctx.max(ctx.intConst(0), (nest.x[m] - nest.lb[m]).ceilDiv(step)));
  smt::Expr at = nest.lb[m] + n * step;
  smt::Expr acc = ctx.var(llvm::formatv("wacc{0}", depth).str(), *sort);
  FailureOr<Term> tile =
      accumulatingTileElement(nest, index, nest.localIndex(index), acc, depth);
  if (failed(tile))
    return failure();
  auto solve = [&](const smt::Expr &e) {
    return ctx.simplify(ctx.substitute(e, {nest.x[m]}, {at}));
  };
  smt::Expr holds = solve(nest.inTile(ctx, index));
  smt::Expr domain = ctx.intConst(0) <= n && n < count;
  smt::Expr value = solve(tile->value);
  smt::Expr body = solve(holds.implies(tile->defined));
  if (!value.mentions(acc) && !holds.mentions(n)) {
    // Each iteration rewrites the element without reading it: the last
    // one's value, the init where none ran before this one.
    smt::Expr last = count - ctx.intConst(1);
    smt::Expr written = ctx.intConst(0) < count && holds;
    return Term{
        ctx.ite(written, ctx.substitute(value, {n}, {last}), init.value),
        ctx.ite(written, ctx.substitute(body, {n}, {last}), init.defined)};
  }
  // Named apart: its lambda is not a linalg reduction's form, and two
  // uninterpreted folds of different lambdas may differ in a model where
  // no fold they stand for does (a false refutation, seed
  // 8337340205550546512); written out where static, unknown otherwise.
  smt::Expr folded =
      fold(init.value, {n}, {count}, acc, ctx.ite(domain && holds, value, acc),
           elem, "earlier");
  return Term{folded, foldDefined(init.defined, {n}, domain, body, acc)};
}

smt::Expr FunctionTerms::foldDefined(const smt::Expr &init,
                                     llvm::ArrayRef<smt::Expr> bound,
                                     const smt::Expr &domain,
                                     const smt::Expr &body,
                                     const smt::Expr &acc) {
  // As for a linalg reduction: the body defined at every iteration where
  // trusted, at a free one otherwise.
  if (!trustBodies)
    return init && domain.implies(body);
  std::vector<smt::Expr> needed;
  for (const smt::Expr &c : ctx.simplify(body).conjuncts())
    if (!c.isTrue() && !c.mentions(acc))
      needed.push_back(c);
  if (needed.empty())
    return init;
  return init && ctx.forall(bound, domain.implies(ctx.all(needed)));
}

FailureOr<Term> FunctionTerms::accumulatingTileElement(
    LoopNest &nest, llvm::ArrayRef<smt::Expr> index,
    llvm::ArrayRef<smt::Expr> local, const smt::Expr &acc, unsigned depth) {
  // Inside the fold, this nest's output read at `index` is its
  // accumulator.
  foldDepth = depth;
  folding.push_back(
      {&nest, std::vector<smt::Expr>(index.begin(), index.end()), acc});
  FailureOr<Term> tile = element(nest.source, local);
  folding.pop_back();
  foldDepth = depth - 1;
  return tile;
}

std::string FunctionTerms::describeWriter(Operation *forall, unsigned output) {
  // Numbered in the function's order, not by line: the same fused IR
  // printed by another tool, or read from a file, gets the same name.
  unsigned number = 0, seen = 0;
  forall->getParentOfType<func::FuncOp>().walk([&](scf::ForallOp f) {
    ++seen;
    if (f.getOperation() == forall)
      number = seen;
  });
  return llvm::formatv("shared output {0} of scf.forall #{1}", output, number);
}

void FunctionTerms::buildForallNests(func::FuncOp f) {
  std::string kept = why;
  buildingRaceOnly = true;
  f.walk([&](scf::ForallOp forall) {
    for (BlockArgument arg : forall.getRegionIterArgs())
      (void)nestOfIterArg(arg); // a nest without a term has no race term
  });
  buildingRaceOnly = false;
  why = kept;
}

std::vector<FunctionTerms::Race> FunctionTerms::races(bool all) {
  std::vector<Race> out;
  for (LoopNest *nest : builtNests) {
    if (!nest->leaf || llvm::none_of(nest->parallel, [](bool p) { return p; }))
      continue;
    // Where every scf.forall loop moves the tile and the tiles are assumed
    // apart (checked for every iteration), no two iterations write one
    // element: asked only where a forall loop moves none of the tiles.
    bool stays = false;
    for (size_t m = 0; m < nest->x.size(); ++m)
      stays |= nest->parallel[m] && nest->dimOf[m] < 0 &&
               !runsAtMostOnce(ctx, nest->lb[m], nest->ub[m], nest->step[m]);
    if (!all && !nest->raceOnly && !stays)
      continue;
    FailureOr<std::vector<smt::Expr>> size = sizes(nest->init);
    if (failed(size))
      continue;
    Race race;
    race.writer = nest->writer;
    race.one = nest->x;
    for (const smt::Expr &x : nest->x)
      race.other.push_back(ctx.intVar(x.str() + "'"));
    for (size_t d = 0; d < size->size(); ++d) {
      race.index.push_back(ctx.intVar(llvm::formatv("race.i{0}", d).str()));
      scalars.assumeNonNegative(race.index.back());
    }
    auto other = [&](const smt::Expr &e) {
      return ctx.substitute(e, race.one, race.other);
    };
    // Both iterations on the grid, the first loop they differ on an
    // scf.forall's (sequential loops outside it order them otherwise),
    // and the element in both tiles.
    std::vector<smt::Expr> parts, firstDiffers;
    smt::Expr sameSoFar = ctx.boolConst(true);
    for (size_t m = 0; m < nest->x.size(); ++m) {
      smt::Expr grid =
          onGrid(ctx, nest->x[m], nest->lb[m], nest->ub[m], nest->step[m]);
      parts.push_back(grid);
      parts.push_back(other(grid));
      if (nest->parallel[m])
        firstDiffers.push_back(sameSoFar && nest->x[m] != race.other[m]);
      sameSoFar = sameSoFar && nest->x[m] == race.other[m];
    }
    parts.push_back(ctx.any(firstDiffers));
    smt::Expr holds = nest->inTile(ctx, race.index);
    parts.push_back(holds);
    parts.push_back(other(holds));
    parts.push_back(inBounds(race.index, *size));
    if (smt::Expr outside = reached(nest->outermost); !outside.isNull())
      parts.push_back(outside);
    race.condition = ctx.all(parts);
    out.push_back(std::move(race));
  }
  return out;
}
