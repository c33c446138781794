//===- TileNestProver.cpp - Obligations of a tile loop nest ---------------===//
//
// A tiled op's tile of its iteration domain (offset and size per loop) is
// read off the slices of the original tensors it reads, through its
// indexing maps; the extent of each loop is the original tensor's size.
// Every obligation is then a statement about those tiles as functions of
// the induction variables, which range over their grids
// (iv = lb + n * step, lb <= iv < ub). Nothing is compared with a formula
// the tiling used: coverage is stated as "the first tile starts at 0, each
// tile ends where the next begins, the last ends at the extent".
//
//===----------------------------------------------------------------------===//
#include "oracle/prove/StepProver.h"
#include "passes/TileNestRecording.h"

#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/bit.h"
#include "llvm/Support/FormatVariadic.h"

#include <map>

using namespace fusefuzz;
using namespace fusefuzz::detail;

namespace {

/// A quantity with the induction variables it depends on (a bit each).
struct Term {
  Expr e;
  uint64_t deps = 0;
  bool known() const { return !e.isNull(); }
};

struct Tile {
  std::vector<Term> offsets, sizes;
  bool unitStrides = true;
  /// For a read of another op's tile: the region read lies within it.
  Expr within;
};

/// Whether a tile (sizes) is empty: then nothing is read.
Expr emptyTile(smt::Context &ctx, const std::vector<Term> &sizes) {
  std::vector<Expr> zero;
  for (const Term &s : sizes)
    if (s.known())
      zero.push_back(s.e <= ctx.intConst(0));
  return ctx.any(zero);
}

/// What a map result requires of the region an op reads along it, given
/// the op's tile: a loop d reads [off_d, off_d + size_d); a constant c
/// reads element c, which the tiled op addresses as c within its slice, so
/// the slice must start at 0 and (unless the tile is empty) hold c.
Expr requires(smt::Context &ctx, mlir::AffineExpr e, const Term &off,
              const Term &size, const std::vector<Term> &boxOff,
              const std::vector<Term> &boxSize) {
  if (auto d = llvm::dyn_cast<mlir::AffineDimExpr>(e))
    return off.e == boxOff[d.getPosition()].e &&
           size.e == boxSize[d.getPosition()].e;
  if (auto c = llvm::dyn_cast<mlir::AffineConstantExpr>(e))
    return off.e == ctx.intConst(0) &&
           (emptyTile(ctx, boxSize) || ctx.intConst(c.getValue()) < size.e);
  return ctx.boolConst(true); // not stated for other expressions
}

/// Whether init operand `k` of `op` is sliced from a loop-carried value the
/// op does not write that result into: another result's (a fusion that
/// gave the op the wrong loop-carried destination).
bool initCarriedForAnother(const TileNestRecord::Op &op, unsigned k) {
  const TileNestRecord::Operand &o = op.operands[k];
  if (k < op.numInputs || o.source != TileNestRecord::Operand::Carried)
    return false;
  unsigned res = k - op.numInputs;
  return !(res < op.writes.size() && op.writes[res] &&
           op.writes[res]->nestResult == o.nestResult);
}

/// One query's encoding of a nest: induction variables and symbols as named
/// Z3 integers; tiles of every op as terms over a chosen set of
/// induction-variable values.
class NestEncoding {
public:
  NestEncoding(smt::Context &ctx, Vars &vars, const TileNestRecord &r)
      : ctx(ctx), vars(vars), r(r) {
    std::vector<Expr> conds;
    for (const std::string &name : r.symbols.names) {
      syms.push_back(vars.var(name));
      if (llvm::StringRef(name).starts_with("dim("))
        conds.push_back(ctx.intConst(0) <= syms.back());
      else if (llvm::StringRef(name).starts_with("arg"))
        // Index arguments (pad amounts) are in [0, 64]: the harness rejects
        // other values (oracle/Signature.cpp).
        conds.push_back(ctx.intConst(0) <= syms.back() &&
                        syms.back() <= ctx.intConst(64));
    }
    for (const auto &[a, b] : r.premises) {
      std::vector<Expr> none;
      Expr ea = encode(a, none), eb = encode(b, none);
      if (!ea.isNull() && !eb.isNull())
        conds.push_back(ea == eb);
    }
    for (const auto &[a, b] : r.inBounds) {
      std::vector<Expr> none;
      Expr ea = encode(a, none), eb = encode(b, none);
      // Below the size, and not below 0 unless the size is 0: MLIR's
      // verifier rejects the same op with these sizes static otherwise
      // (an empty loop in `d1 + d4` makes the last point's index -1).
      if (!ea.isNull() && !eb.isNull())
        conds.push_back(ea < eb &&
                        (eb == ctx.intConst(0) || ctx.intConst(0) <= ea));
    }
    symbolsValid = ctx.all(conds);
  }

  /// Fresh induction variables named iv<k><suffix>.
  std::vector<Expr> ivs(const std::string &suffix) {
    std::vector<Expr> out;
    for (unsigned k = 0; k < r.loops.size(); ++k)
      out.push_back(vars.var("iv" + std::to_string(k) + suffix));
    return out;
  }
  Term term(const TileIndex &t, llvm::ArrayRef<Expr> iv) {
    Term out{encode(t, iv), 0};
    for (unsigned k = 0; k < r.loops.size() && k < 64; ++k)
      if (t.usesIv(k))
        out.deps |= uint64_t(1) << k;
    return out;
  }
  Expr lb(unsigned k, llvm::ArrayRef<Expr> iv) {
    return encode(r.loops[k].lb, iv);
  }
  Expr ub(unsigned k, llvm::ArrayRef<Expr> iv) {
    return encode(r.loops[k].ub, iv);
  }
  Expr step(unsigned k, llvm::ArrayRef<Expr> iv) {
    return encode(r.loops[k].step, iv);
  }
  /// iv[k] is an iteration of loop k: lb <= iv < ub, iv = lb + n * step.
  Expr onGrid(unsigned k, llvm::ArrayRef<Expr> iv, const std::string &suffix) {
    Expr n = vars.var("n" + std::to_string(k) + suffix);
    Expr l = lb(k, iv), u = ub(k, iv), s = step(k, iv);
    if (l.isNull() || u.isNull() || s.isNull())
      return Expr();
    return ctx.intConst(1) <= s && ctx.intConst(0) <= n && l <= iv[k] &&
           iv[k] < u && iv[k] == l + n * s;
  }
  /// Every loop but `except` at one of its iterations (null if a bound
  /// could not be traced), the symbols valid and the original ops well
  /// formed.
  Expr inRange(llvm::ArrayRef<Expr> iv, const std::string &suffix,
               int except = -1) {
    if (premise.isNull()) // sizes only: the same for every iv
      premise = wellFormed(iv);
    std::vector<Expr> conds{symbolsValid, premise};
    for (unsigned k = 0; k < r.loops.size(); ++k) {
      if ((int)k == except)
        continue;
      Expr g = onGrid(k, iv, suffix);
      if (g.isNull())
        return Expr();
      conds.push_back(g);
    }
    return ctx.all(conds);
  }

  /// The tile of op `i`'s iteration domain: per loop, offset, size and the
  /// extent (from the original tensors). Outside and loop-carried operands
  /// come first; operands computed in the nest only fill what is left.
  struct Box {
    std::vector<Term> off, size;
    std::vector<Expr> ext;
    bool complete() const {
      return llvm::all_of(off, [](const Term &t) { return t.known(); }) &&
             llvm::all_of(ext, [](const Expr &e) { return !e.isNull(); });
    }
    /// The induction variables the tile depends on (a bit each).
    uint64_t drivingLoops() const {
      uint64_t deps = 0;
      for (unsigned d = 0; d < off.size(); ++d)
        deps |= off[d].deps | size[d].deps;
      return deps;
    }
    /// The tile spans the whole extent of every loop `parallel` says is
    /// not parallel: it holds the op's whole reduction.
    Expr wholeReduction(smt::Context &ctx,
                        llvm::ArrayRef<bool> parallel) const {
      std::vector<Expr> whole;
      for (unsigned d = 0; d < parallel.size(); ++d)
        if (!parallel[d])
          whole.push_back(off[d].e == ctx.intConst(0) && size[d].e == ext[d]);
      return ctx.all(whole);
    }
  };
  /// Loop `k` runs again after iteration `iv`.
  Expr runsAgain(unsigned k, llvm::ArrayRef<Expr> iv) {
    return iv[k] + step(k, iv) < ub(k, iv);
  }
  Box box(unsigned i, llvm::ArrayRef<Expr> iv, unsigned depth = 0);
  /// The region operand `k` of op `i` reads, in the original tensor.
  Tile read(unsigned i, unsigned k, llvm::ArrayRef<Expr> iv,
            unsigned depth = 0);
  /// The tile an op's result holds, read off its output `map` and its
  /// `box`: per result, offset and size; for a constant result, which the
  /// tiled op addresses within its init's slice, the slice's own extent
  /// along it (`init`, the slice's tile: tile-box requires it to start at
  /// 0); unknown where that slice or the result (neither a loop nor a
  /// constant) is not traced.
  Tile through(mlir::AffineMap map, const Box &box, const Tile &init);
  /// A recorded region (a write) at iteration `iv`.
  Tile tileOf(const TileNestRecord::Region &region, llvm::ArrayRef<Expr> iv) {
    Tile t;
    t.unitStrides = region.unitStrides;
    for (size_t j = 0; j < region.offsets.size(); ++j) {
      t.offsets.push_back(term(region.offsets[j], iv));
      t.sizes.push_back(term(region.sizes[j], iv));
    }
    return t;
  }
  /// The premise that the original ops verified at run time: every
  /// tensor an op reads or writes has, along each result of its map that is
  /// a plain loop, the extent of that loop. (Sizes come from different
  /// symbols, e.g. an index argument and a tensor's dim, that only the
  /// program's run-time checks tie together.)
  Expr wellFormed(llvm::ArrayRef<Expr> iv);
  /// Extents of the tensor operand `k` of op `i` reads.
  std::vector<Expr> fullSizes(unsigned i, unsigned k, llvm::ArrayRef<Expr> iv,
                              unsigned depth = 0);

  smt::Context &ctx;
  Vars &vars;
  const TileNestRecord &r;
  std::vector<Expr> syms;
  Expr symbolsValid;

private:
  Expr encode(const TileIndex &t, llvm::ArrayRef<Expr> iv);
  Expr premise; // wellFormed(), computed once
};

Expr NestEncoding::encode(const TileIndex &t, llvm::ArrayRef<Expr> iv) {
  std::vector<Expr> a;
  for (const TileIndex &arg : t.args) {
    a.push_back(encode(arg, iv));
    if (a.back().isNull())
      return Expr();
  }
  switch (t.kind) {
  case TileIndex::Unknown:
    return Expr();
  case TileIndex::Const:
    return ctx.intConst(t.value);
  case TileIndex::Iv:
    return t.value < (int64_t)iv.size() ? iv[t.value] : Expr();
  case TileIndex::Symbol:
    return t.value < (int64_t)syms.size() ? syms[t.value] : Expr();
  case TileIndex::Add:
    return a[0] + a[1];
  case TileIndex::Mul:
    return a[0] * a[1];
  case TileIndex::FloorDiv:
    return a[0].floorDiv(a[1]);
  case TileIndex::CeilDiv:
    return a[0].ceilDiv(a[1]);
  case TileIndex::Mod:
    return a[0].mod(a[1]);
  case TileIndex::Min:
  case TileIndex::Max: {
    if (a.empty())
      return Expr();
    Expr out = a[0];
    for (size_t j = 1; j < a.size(); ++j)
      out = t.kind == TileIndex::Min ? ctx.min(out, a[j]) : ctx.max(out, a[j]);
    return out;
  }
  }
  return Expr();
}

Tile NestEncoding::through(mlir::AffineMap map, const Box &box,
                           const Tile &init) {
  Tile t;
  for (auto [j, e] : llvm::enumerate(map.getResults())) {
    if (auto d = llvm::dyn_cast<mlir::AffineDimExpr>(e)) {
      t.offsets.push_back(box.off[d.getPosition()]);
      t.sizes.push_back(box.size[d.getPosition()]);
    } else if (llvm::isa<mlir::AffineConstantExpr>(e)) {
      bool traced = j < init.offsets.size();
      t.offsets.push_back(traced ? init.offsets[j] : Term{});
      t.sizes.push_back(traced ? init.sizes[j] : Term{});
    } else {
      t.offsets.push_back({});
      t.sizes.push_back({});
    }
  }
  return t;
}

Tile NestEncoding::read(unsigned i, unsigned k, llvm::ArrayRef<Expr> iv,
                        unsigned depth) {
  using Operand = TileNestRecord::Operand;
  const Operand &o = r.ops[i].operands[k];
  Tile t;
  t.unitStrides = o.region.unitStrides;
  for (size_t j = 0; j < o.region.offsets.size(); ++j) {
    t.offsets.push_back(term(o.region.offsets[j], iv));
    t.sizes.push_back(term(o.region.sizes[j], iv));
  }
  if (o.source != Operand::InNest)
    return t;
  // Within the producer's tile result: shift by where that tile lies.
  const TileNestRecord::Op &producer = r.ops[o.producer];
  Box pbox = box(o.producer, iv, depth + 1);
  mlir::AffineMap resultMap = producer.maps[producer.numInputs + o.result];
  Tile init;
  if (depth < 16 && llvm::any_of(resultMap.getResults(), [](auto e) {
        return llvm::isa<mlir::AffineConstantExpr>(e);
      }))
    init = read(o.producer, producer.numInputs + o.result, iv, depth + 1);
  Tile written = through(resultMap, pbox, init);
  // The producer's tile result has the sizes of its init's slice.
  std::vector<Expr> inside;
  for (size_t j = 0; j < t.offsets.size() && j < written.offsets.size(); ++j) {
    if (t.offsets[j].known() && t.sizes[j].known() && written.sizes[j].known())
      inside.push_back(ctx.intConst(0) <= t.offsets[j].e &&
                       t.offsets[j].e + t.sizes[j].e <= written.sizes[j].e);
    if (!t.offsets[j].known() || !written.offsets[j].known())
      t.offsets[j] = {};
    else
      t.offsets[j] = {written.offsets[j].e + t.offsets[j].e,
                      written.offsets[j].deps | t.offsets[j].deps};
    if (t.sizes[j].known())
      t.sizes[j].deps |= written.offsets[j].deps;
  }
  t.within = ctx.all(inside);
  return t;
}

std::vector<Expr> NestEncoding::fullSizes(unsigned i, unsigned k,
                                          llvm::ArrayRef<Expr> iv,
                                          unsigned depth) {
  using Operand = TileNestRecord::Operand;
  const Operand &o = r.ops[i].operands[k];
  std::vector<Expr> out;
  if (o.source == Operand::Outside || o.source == Operand::Carried) {
    for (const TileIndex &s : o.fullSizes)
      out.push_back(encode(s, iv));
    return out;
  }
  if (o.source != Operand::InNest || depth > 16)
    return out;
  // The producer's result tensor: its extents through its result map.
  const TileNestRecord::Op &producer = r.ops[o.producer];
  Box pbox = box(o.producer, iv, depth + 1);
  for (mlir::AffineExpr e :
       producer.maps[producer.numInputs + o.result].getResults()) {
    auto d = llvm::dyn_cast<mlir::AffineDimExpr>(e);
    out.push_back(d ? pbox.ext[d.getPosition()] : Expr());
  }
  return out;
}

Expr NestEncoding::wellFormed(llvm::ArrayRef<Expr> iv) {
  std::vector<Expr> conds;
  for (unsigned i = 0; i < r.ops.size(); ++i) {
    const TileNestRecord::Op &op = r.ops[i];
    Box b = box(i, iv);
    std::vector<Expr> extents;
    for (const Expr &x : b.ext)
      if (!x.isNull())
        extents.push_back(x <= ctx.intConst(0));
    Expr emptyDomain = ctx.any(extents);
    auto tie = [&](mlir::AffineMap map, const std::vector<Expr> &full) {
      for (const Expr &size : full)
        if (!size.isNull())
          conds.push_back(ctx.intConst(0) <= size); // a tensor's size
      // A constant index is in bounds whenever the op runs at all.
      for (auto [j, e] : llvm::enumerate(map.getResults()))
        if (auto c = llvm::dyn_cast<mlir::AffineConstantExpr>(e))
          if (j < full.size() && !full[j].isNull())
            conds.push_back(emptyDomain ||
                            ctx.intConst(c.getValue()) < full[j]);
      for (auto [j, e] : llvm::enumerate(map.getResults()))
        if (auto d = llvm::dyn_cast<mlir::AffineDimExpr>(e))
          if (j < full.size() && !full[j].isNull() &&
              !b.ext[d.getPosition()].isNull())
            conds.push_back(full[j] == b.ext[d.getPosition()]);
    };
    for (unsigned k = 0; k < op.operands.size(); ++k) {
      // Nothing the original program checked ties the sizes of another
      // result's carried value to the op's loops.
      if (initCarriedForAnother(op, k))
        continue;
      tie(op.maps[k], fullSizes(i, k, iv));
    }
  }
  return ctx.all(conds);
}

NestEncoding::Box NestEncoding::box(unsigned i, llvm::ArrayRef<Expr> iv,
                                    unsigned depth) {
  using Operand = TileNestRecord::Operand;
  const TileNestRecord::Op &op = r.ops[i];
  unsigned loops = op.parallel.size();
  Box b;
  b.off.resize(loops);
  b.size.resize(loops);
  b.ext.resize(loops);
  if (depth > 16)
    return b;
  // Operands from outside or carried first (in operand order), then those
  // computed in the nest, inits first: an init's region is the op's own
  // tile, while an input may be a sub-slice of a producer's larger, merged
  // tile, whose offset is the tile's only after simplification.
  std::vector<unsigned> inOrder, initsFirst;
  for (unsigned k = 0; k < op.operands.size(); ++k)
    inOrder.push_back(k);
  for (unsigned k = op.numInputs; k < op.operands.size(); ++k)
    initsFirst.push_back(k);
  for (unsigned k = 0; k < op.numInputs && k < op.operands.size(); ++k)
    initsFirst.push_back(k);
  for (bool inNestPass : {false, true}) {
    for (unsigned k : inNestPass ? initsFirst : inOrder) {
      const Operand &o = op.operands[k];
      bool inNest = o.source == Operand::InNest;
      if (inNest != inNestPass || (o.source != Operand::Outside &&
                                   o.source != Operand::Carried && !inNest))
        continue;
      mlir::AffineMap map = op.maps[k];
      Tile t;
      std::vector<Expr> full;
      bool needTile = false;
      for (mlir::AffineExpr e : map.getResults())
        if (auto d = llvm::dyn_cast<mlir::AffineDimExpr>(e))
          needTile |= !b.off[d.getPosition()].known() ||
                      b.ext[d.getPosition()].isNull();
      if (!needTile)
        continue;
      t = read(i, k, iv, depth);
      full = fullSizes(i, k, iv, depth);
      for (auto [j, e] : llvm::enumerate(map.getResults())) {
        auto d = llvm::dyn_cast<mlir::AffineDimExpr>(e);
        if (!d || j >= t.offsets.size())
          continue;
        unsigned p = d.getPosition();
        if (!b.off[p].known() && t.offsets[j].known() && t.sizes[j].known()) {
          b.off[p] = t.offsets[j];
          b.size[p] = t.sizes[j];
        }
        if (b.ext[p].isNull() && j < full.size())
          b.ext[p] = full[j];
      }
    }
  }
  return b;
}

/// Whether `op` reads a value computed by an op that also writes a nest
/// result: `op` is a consumer fused into that op's nest.
bool readsNestWriter(const TileNestRecord &r, const TileNestRecord::Op &op) {
  for (const TileNestRecord::Operand &o : op.operands)
    if (o.source == TileNestRecord::Operand::InNest &&
        llvm::any_of(r.ops[o.producer].writes,
                     [](const auto &w) { return w.has_value(); }))
      return true;
  return false;
}

/// Whether what op `i` computes may depend on what earlier iterations
/// wrote into a loop-carried value: an operand it reads (an input, or an
/// init its payload reads and does not just yield back) is a slice of one,
/// or is computed in the nest by an op whose result may (a fill of a
/// carried slice reads none of it). Ops the recorder does not model, and
/// operands it could not trace, may.
bool readsCarried(const TileNestRecord &r, unsigned i, unsigned depth = 0) {
  using Operand = TileNestRecord::Operand;
  const TileNestRecord::Op &op = r.ops[i];
  if (depth > 16)
    return true;
  for (auto [k, o] : llvm::enumerate(op.operands)) {
    // An init the payload does not read, or yields unchanged (what it
    // reads back is what it wrote: the same values again).
    unsigned res = k - op.numInputs;
    if (k >= op.numInputs && res < op.readsInit.size() &&
        (!op.readsInit[res] ||
         (res < op.copiesInit.size() && op.copiesInit[res])))
      continue;
    if (o.source == Operand::Outside || o.source == Operand::Scalar)
      continue;
    if (o.source == Operand::InNest && o.producer >= 0 &&
        !readsCarried(r, o.producer, depth + 1))
      continue;
    return true;
  }
  return false;
}

/// Names op `i`'s tile in counterexamples: off<d>, size<d> and ext<d>
/// per loop d of the op.
void show(Vars &vars, const NestEncoding::Box &box) {
  for (unsigned d = 0; d < box.off.size(); ++d) {
    std::string n = std::to_string(d);
    if (box.off[d].known())
      vars.named.push_back({"off" + n, box.off[d].e});
    if (box.size[d].known())
      vars.named.push_back({"size" + n, box.size[d].e});
    if (!box.ext[d].isNull())
      vars.named.push_back({"ext" + n, box.ext[d]});
  }
}

/// The variables of one query about op `i`: induction variables on their
/// grids (`range`) and the op's tile (named in counterexamples).
struct OpQuery {
  Vars vars;
  NestEncoding n;
  std::vector<Expr> iv;
  Expr range;
  NestEncoding::Box box;
  OpQuery(smt::Context &ctx, const TileNestRecord &r, unsigned i)
      : vars{ctx, {}}, n(ctx, vars, r), iv(n.ivs("")), range(n.inRange(iv, "")),
        box(n.box(i, iv)) {
    show(vars, box);
  }
};

/// Two iterations of the nest, a and b (b's variables primed), each on
/// its grid (`ra`, `rb`).
struct IterationPair {
  Vars vars;
  NestEncoding n;
  std::vector<Expr> a, b;
  Expr ra, rb;
  IterationPair(smt::Context &ctx, const TileNestRecord &r)
      : vars{ctx, {}}, n(ctx, vars, r), a(n.ivs("")), b(n.ivs("'")),
        ra(n.inRange(a, "")), rb(n.inRange(b, "'")) {}
  /// a and b first differ on loop `l`, for which `differs` says how.
  template <typename Differs> Expr firstDifferAt(Differs differs) {
    std::vector<Expr> at, sameSoFar;
    for (unsigned l = 0; l < n.r.loops.size(); ++l) {
      Expr d = differs(l);
      if (!d.isNull())
        at.push_back(n.ctx.all(sameSoFar) && d);
      sameSoFar.push_back(a[l] == b[l]);
    }
    return n.ctx.any(at);
  }
  /// b runs before a, or at the same time (their first difference is on an
  /// scf.forall loop).
  Expr bFirstOrConcurrent() {
    return firstDifferAt([&](unsigned l) {
      return n.r.loops[l].forall ? Expr(a[l] != b[l]) : Expr(b[l] < a[l]);
    });
  }
  /// a and b run concurrently: the loop they first differ on is an
  /// scf.forall (whatever sequential loops it holds or is held in).
  Expr concurrent() {
    return firstDifferAt([&](unsigned l) {
      return n.r.loops[l].forall ? Expr(a[l] != b[l]) : Expr();
    });
  }
};

/// Whether [oa, oa + sa) and [ob, ob + sb), both non-empty, share an index.
Expr overlapAlong(smt::Context &ctx, const Expr &oa, const Expr &sa,
                  const Expr &ob, const Expr &sb) {
  return ctx.intConst(0) < sa && ctx.intConst(0) < sb && oa < ob + sb &&
         ob < oa + sa;
}

/// Whether tiles `a` and `b` (non-empty, same rank) share an element; null
/// when an offset or size could not be traced.
Expr tilesOverlap(smt::Context &ctx, const Tile &a, const Tile &b) {
  if (a.offsets.size() != b.offsets.size())
    return Expr();
  std::vector<Expr> along;
  for (size_t j = 0; j < a.offsets.size(); ++j) {
    if (!a.offsets[j].known() || !a.sizes[j].known() || !b.offsets[j].known() ||
        !b.sizes[j].known())
      return Expr();
    along.push_back(overlapAlong(ctx, a.offsets[j].e, a.sizes[j].e,
                                 b.offsets[j].e, b.sizes[j].e));
  }
  return ctx.all(along);
}

std::string ivNames(uint64_t deps) {
  std::string out;
  for (unsigned k = 0; k < 64; ++k)
    if (deps & (uint64_t(1) << k))
      out += (out.empty() ? "iv" : ", iv") + std::to_string(k);
  return out;
}

} // namespace

void StepProver::tileNest(const TileNestRecord &r) {
  if (!r.unsupported.empty()) {
    unknown(Obligation::TileBox, std::nullopt,
            "nest not read: " + r.unsupported);
    return;
  }
  for (unsigned i = 0; i < r.ops.size(); ++i) {
    tileBox(r, i);
    tilesCover(r, i);
    tileReads(r, i);
    initOnce(r, i);
    readsOriginal(r, i);
    forallSingleWriter(r, i);
  }
  if (!r.unmodelled.empty())
    unknown(Obligation::TileBox, std::nullopt, "nest holds " + r.unmodelled);
}

/// tile-box: op `i`'s slices agree with one tile of its domain.
void StepProver::tileBox(const TileNestRecord &r, unsigned i) {
  using Operand = TileNestRecord::Operand;
  const TileNestRecord::Op &op = r.ops[i];
  auto opName = [&] { return " (" + op.name + ")"; };
  OpQuery q(ctx, r, i);
  Vars &vars = q.vars;
  NestEncoding &n = q.n;
  std::vector<Expr> &iv = q.iv;
  Expr &range = q.range;
  NestEncoding::Box &box = q.box;
  std::vector<Expr> conds, sizeConds;
  std::string why;
  if (range.isNull())
    why = "a loop bound could not be traced";
  else if (!box.complete())
    why = "the tile of a loop could not be read off its operands";
  auto agree = [&](const Tile &t, mlir::AffineMap map,
                   const std::vector<Expr> &full, const std::string &what) {
    if (!t.unitStrides)
      why = what + " has a non-unit stride";
    for (auto [j, e] : llvm::enumerate(map.getResults())) {
      if (j >= t.offsets.size() || !t.offsets[j].known() ||
          !t.sizes[j].known()) {
        why = what + " could not be traced";
        return;
      }
      Expr off = t.offsets[j].e, size = t.sizes[j].e;
      // A slice of negative size is undefined whatever map it serves (an
      // empty tile read through d0 * 3 is sized 3 * 0 - 2).
      sizeConds.push_back(ctx.intConst(0) <= size);
      conds.push_back(
          requires(ctx, e, t.offsets[j], t.sizes[j], box.off, box.size));
      if (j < full.size() && !full[j].isNull())
        conds.push_back(ctx.intConst(0) <= off && off + size <= full[j]);
    }
  };
  if (why.empty()) {
    for (unsigned k = 0; k < op.operands.size(); ++k) {
      const Operand &o = op.operands[k];
      if (o.source == Operand::Scalar)
        continue;
      if (o.source == Operand::Opaque) {
        unknown(Obligation::ProducerSlice, i,
                "operand " + std::to_string(k) +
                    " is computed in the nest by an op the recorder "
                    "does not model (a tiled tensor.pad)" +
                    opName());
        continue;
      }
      if (o.source == Operand::Untraced) {
        why = "operand " + std::to_string(k) + " could not be traced";
        break;
      }
      agree(n.read(i, k, iv), op.maps[k], n.fullSizes(i, k, iv),
            "operand " + std::to_string(k));
    }
    for (auto [res, w] : llvm::enumerate(op.writes)) {
      if (!w)
        continue;
      Tile t = n.tileOf(w->region, iv);
      std::vector<Expr> full;
      for (const TileIndex &s : w->fullSizes)
        full.push_back(n.term(s, iv).e);
      agree(t, op.maps[op.numInputs + res], full,
            "the write of result " + std::to_string(res));
    }
    for (unsigned d = 0; d < box.off.size(); ++d) {
      conds.push_back(ctx.intConst(0) <= box.off[d].e &&
                      box.off[d].e + box.size[d].e <= box.ext[d]);
      sizeConds.push_back(ctx.intConst(0) <= box.size[d].e);
    }
  }
  if (!why.empty()) {
    unknown(Obligation::TileBox, i, why + opName());
    return;
  }
  obligation(Obligation::TileBox, i, range && !ctx.all(conds), vars);
  // The failure's fact: the op's destination is a slice of another
  // result's loop-carried value.
  ObligationResult &tileBoxResult = proof.obligations.back();
  if (tileBoxResult.result == ProofResult::Failed &&
      llvm::any_of(llvm::seq<unsigned>(op.numInputs, op.operands.size()),
                   [&](unsigned k) { return initCarriedForAnother(op, k); }))
    tileBoxResult.fact = "init-carried-for-another-result";
  obligation(Obligation::SliceSize, i, range && !ctx.all(sizeConds), vars);
}

/// Violations of "the tiles of op `i` along its loop `d`, which loop `k1`
/// and loop `k2` nested in it both move, cover [0, ext) once": for each
/// iteration of k1, the tiles along k2 follow each other without gap or
/// overlap; the first iteration of both starts at 0; where the last tile of
/// one k1 iteration ends, the first of the next begins, and the last ends
/// at the extent; and a loop runs whenever the extent is not empty. (Each
/// k1 iteration's span is read off its own first and last tiles, never
/// off the slice the tiling computed for it.)
static std::vector<Expr> twoLevelCoverage(OpQuery &q, unsigned i, unsigned d,
                                          unsigned k1, unsigned k2) {
  smt::Context &ctx = q.n.ctx;
  NestEncoding &n = q.n;
  const std::vector<Expr> &iv = q.iv;
  const Expr &range = q.range;
  Expr off = q.box.off[d].e, end = off + q.box.size[d].e, ext = q.box.ext[d];
  auto offAt = [&](const std::vector<Expr> &at) {
    return n.box(i, at).off[d].e;
  };
  std::vector<Expr> v;
  Expr innerAgain = n.runsAgain(k2, iv);
  std::vector<Expr> nextInner = iv;
  nextInner[k2] = iv[k2] + n.step(k2, iv);
  v.push_back(range && innerAgain && offAt(nextInner) != end);
  v.push_back(range && iv[k1] == n.lb(k1, iv) && iv[k2] == n.lb(k2, iv) &&
              off != ctx.intConst(0));
  std::vector<Expr> nextOuter = iv;
  nextOuter[k1] = iv[k1] + n.step(k1, iv);
  nextOuter[k2] = n.lb(k2, nextOuter);
  v.push_back(
      range && !innerAgain &&
      ctx.ite(n.runsAgain(k1, iv), offAt(nextOuter) != end, end != ext));
  for (unsigned k : {k1, k2})
    v.push_back(n.inRange(iv, "", k) && ctx.intConst(0) < ext &&
                n.ub(k, iv) <= n.lb(k, iv));
  return v;
}

/// Of the loops `deps` op `i`'s tile along loop `d` names, those that move
/// it: a loop drops out when changing only its iteration never changes the
/// tile's offset or size (e.g. `min(x, y) + (x - min(x, y))` names y but is
/// x). A loop the solver cannot rule out stays.
uint64_t StepProver::movingLoops(const TileNestRecord &r, unsigned i,
                                 unsigned d, uint64_t deps) {
  uint64_t moving = 0;
  for (unsigned k = 0; k < r.loops.size(); ++k) {
    if (!(deps & (uint64_t(1) << k)))
      continue;
    IterationPair p(ctx, r);
    std::vector<Expr> same;
    for (unsigned l = 0; l < r.loops.size(); ++l)
      if (l != k)
        same.push_back(p.a[l] == p.b[l]);
    NestEncoding::Box a = p.n.box(i, p.a), b = p.n.box(i, p.b);
    if (p.ra.isNull() || p.rb.isNull() || !a.complete() || !b.complete()) {
      moving |= uint64_t(1) << k;
      continue;
    }
    Expr differs = a.off[d].e != b.off[d].e;
    if (!a.size[d].e.isNull() && !b.size[d].e.isNull())
      differs = differs || a.size[d].e != b.size[d].e;
    std::string label = llvm::formatv("moves[{0}].loop{1}.dim{2}", i, k, d);
    if (check(p.ra && p.rb && ctx.all(same) && differs, label) !=
        smt::Result::Unsat)
      moving |= uint64_t(1) << k;
  }
  return moving;
}

/// tiles-cover / consumer-writes-once: op `i`'s tiles cover its domain once.
void StepProver::tilesCover(const TileNestRecord &r, unsigned i) {
  using Operand = TileNestRecord::Operand;
  const TileNestRecord::Op &op = r.ops[i];
  auto opName = [&] { return " (" + op.name + ")"; };
  if (!llvm::any_of(op.writes, [](const auto &w) { return w.has_value(); }))
    return;
  // A failure where nothing after the nest reads what the op writes (a
  // producer yielded whose other uses fusion rewrote) cannot show in the
  // results: its fact says so ("dead-result"), for triage.
  size_t first = proof.obligations.size();
  llvm::scope_exit markDead([&] {
    if (llvm::any_of(op.writes,
                     [](const auto &w) { return w.has_value() && w->read; }))
      return;
    for (size_t k = first; k < proof.obligations.size(); ++k)
      if (proof.obligations[k].result == ProofResult::Failed)
        proof.obligations[k].fact = "dead-result";
  });
  Obligation id = readsNestWriter(r, op) ? Obligation::ConsumerWritesOnce
                                         : Obligation::TilesCover;
  OpQuery q(ctx, r, i);
  Vars &vars = q.vars;
  NestEncoding &n = q.n;
  std::vector<Expr> &iv = q.iv;
  Expr &range = q.range;
  NestEncoding::Box &box = q.box;
  std::string why;
  if (range.isNull() || !box.complete())
    why = "the tiles could not be read";
  // Each violation with its kind, the failure's fact: the tiles leave a
  // gap or overlap, the last one ends short of the extent or past it, ...
  ViolationKinds violations;
  auto violation = [&](const char *kind, const Expr &e) {
    violations.push_back({kind, e});
  };
  uint64_t driving = 0;
  std::map<unsigned, std::vector<unsigned>> driven; // loop k -> op dims
  for (unsigned d = 0; why.empty() && d < box.off.size(); ++d) {
    uint64_t deps = box.off[d].deps | box.size[d].deps;
    if (llvm::popcount(deps) > 1)
      deps = movingLoops(r, i, d, deps);
    if (llvm::popcount(deps) > 2) {
      why = "the tiles of loop " + std::to_string(d) + " depend on " +
            ivNames(deps);
      break;
    }
    driving |= deps;
    Expr off = box.off[d].e, size = box.size[d].e, ext = box.ext[d];
    if (!deps) {
      // Not tiled: every iteration covers the whole loop.
      violation("untiled-dim-not-whole",
                range && !(off == ctx.intConst(0) && size == ext));
      continue;
    }
    unsigned k = llvm::countr_zero(deps);
    if (llvm::popcount(deps) == 2) {
      // Two levels of tiling: loop k walks the outer tiles, loop k2
      // (nested in it) the tiles within one.
      unsigned k2 = 63 - llvm::countl_zero(deps);
      for (Expr &v : twoLevelCoverage(q, i, d, k, k2))
        violation("two-level-tiles-not-cover", v);
      continue;
    }
    driven[k].push_back(d);
    // The first tile starts at 0; each ends where the next begins; the
    // last ends at the extent; and a non-empty loop runs at all.
    std::vector<Expr> next = iv;
    next[k] = iv[k] + n.step(k, iv);
    NestEncoding::Box nextBox = n.box(i, next);
    Expr nextOff = nextBox.off[d].e;
    Expr end = off + size;
    violation("first-tile-not-at-0",
              range && iv[k] == n.lb(k, iv) && off != ctx.intConst(0));
    // Where an op reads none of its inits, or none that a loop carries
    // (an init filled in the nest), and a sequential loop drives the dim,
    // overlapping tiles (the halo of a producer read through a window,
    // d1 + d4) compute the overlap again from the same inputs and write the
    // same values: the next tile may start within this one, not past it.
    bool recomputesOverlap =
        !r.loops[k].forall &&
        (llvm::none_of(op.readsInit, [](bool reads) { return reads; }) ||
         !readsCarried(r, i));
    Expr again = next[k] < n.ub(k, iv);
    // The next tile leaves a gap after this one, or (where overlap is
    // harmless) starts at or before this one, or (where it is not)
    // overlaps it.
    violation("next-tile-leaves-gap", range && again && end < nextOff);
    if (recomputesOverlap)
      violation("next-tile-not-after", range && again && nextOff <= off);
    else
      violation("next-tile-overlaps", range && again && nextOff < end);
    violation("last-tile-ends-short", range && !again && end < ext);
    violation("last-tile-runs-past", range && !again && ext < end);
    Expr others = n.inRange(iv, "", k);
    violation("loop-empty-over-nonempty-dim",
              others && ctx.intConst(0) < ext && n.ub(k, iv) <= n.lb(k, iv));
  }
  // One loop tiling several of the op's loops walks a diagonal: state
  // coverage directly, a point x no iteration's tile holds.
  for (const auto &[k, dims] : driven) {
    if (!why.empty() || dims.size() < 2)
      continue;
    Expr x0 = ctx.intVar("uncovered.iv"), x1 = ctx.intVar("uncovered.n");
    std::vector<Expr> anyIv = iv;
    anyIv[k] = x0;
    NestEncoding::Box at = n.box(i, anyIv);
    Expr l = n.lb(k, anyIv), u = n.ub(k, anyIv), st = n.step(k, anyIv);
    std::vector<Expr> inside, inDomain;
    for (unsigned d : dims) {
      Expr x = vars.var("x" + std::to_string(d));
      inDomain.push_back(ctx.intConst(0) <= x && x < box.ext[d]);
      inside.push_back(at.off[d].e <= x && x < at.off[d].e + at.size[d].e);
    }
    Expr iteration =
        ctx.intConst(0) <= x1 && l <= x0 && x0 < u && x0 == l + x1 * st;
    violation("diagonal-leaves-point",
              range && ctx.all(inDomain) &&
                  ctx.forall({x0, x1}, !(iteration && ctx.all(inside))));
  }
  // A loop that drives none of the op's loops repeats the op on the
  // same tile. That rewrites the same values unless the op reads a
  // loop-carried input (which the repetition may have changed; an init
  // it reads back is init-once's business).
  bool readsCarriedInput = false;
  for (unsigned k = 0; k < op.numInputs; ++k)
    readsCarriedInput |= op.operands[k].source == Operand::Carried;
  if (why.empty() && readsCarriedInput)
    for (unsigned k = 0; k < r.loops.size(); ++k)
      if (!(driving & (uint64_t(1) << k)))
        violation("tile-repeated-reading-carried", range && n.runsAgain(k, iv));
  if (!why.empty())
    unknown(id, i, why + opName());
  else {
    std::vector<Expr> any;
    for (const auto &[kind, e] : violations)
      any.push_back(e);
    obligation(id, i, ctx.any(any), vars, &violations);
  }
}

/// producer-slice / consumer-reads-tile: op `i` reads exactly the tiles other
/// ops of the nest computed.
void StepProver::tileReads(const TileNestRecord &r, unsigned i) {
  using Operand = TileNestRecord::Operand;
  const TileNestRecord::Op &op = r.ops[i];
  auto opName = [&] { return " (" + op.name + ")"; };
  for (bool fromWriter : {false, true}) {
    OpQuery q(ctx, r, i);
    Vars &vars = q.vars;
    NestEncoding &n = q.n;
    std::vector<Expr> &iv = q.iv;
    Expr &range = q.range;
    NestEncoding::Box &box = q.box;
    std::vector<Expr> conds;
    std::string why;
    bool any = false;
    for (unsigned k = 0; k < op.operands.size(); ++k) {
      const Operand &o = op.operands[k];
      if (o.source != Operand::InNest)
        continue;
      const TileNestRecord::Op &producer = r.ops[o.producer];
      bool writer = llvm::any_of(producer.writes,
                                 [](const auto &w) { return w.has_value(); });
      if (writer != fromWriter)
        continue;
      any = true;
      Tile got = n.read(i, k, iv);
      NestEncoding::Box pbox = n.box(o.producer, iv);
      if (range.isNull() || !box.complete() || !pbox.complete()) {
        why = "the tiles could not be read";
        break;
      }
      for (auto [j, e] : llvm::enumerate(op.maps[k].getResults())) {
        if (j >= got.offsets.size() || !got.offsets[j].known() ||
            !got.sizes[j].known()) {
          why = "operand " + std::to_string(k) + " could not be traced";
          break;
        }
        conds.push_back(
            requires(ctx, e, got.offsets[j], got.sizes[j], box.off, box.size));
      }
      conds.push_back(got.within);
      // The value read is complete: the producer's tile spans its whole
      // reduction.
      conds.push_back(pbox.wholeReduction(ctx, producer.parallel));
    }
    if (!any)
      continue;
    Obligation id =
        fromWriter ? Obligation::ConsumerReadsTile : Obligation::ProducerSlice;
    if (!why.empty())
      unknown(id, i, why + opName());
    else
      obligation(id, i, range && !ctx.all(conds), vars);
  }
}

/// Whether operand `o` is computed in the nest by an op that copies its
/// init unchanged (`linalg.yield %out`) from nest result `nestResult`'s
/// loop-carried value: reading it is reading that value.
static bool copiesCarried(const TileNestRecord &r,
                          const TileNestRecord::Operand &o, int nestResult) {
  if (o.source != TileNestRecord::Operand::InNest || o.producer < 0 ||
      o.producer >= (int)r.ops.size())
    return false;
  const TileNestRecord::Op &copy = r.ops[o.producer];
  unsigned k = copy.numInputs + o.result;
  return o.result >= 0 && o.result < (int)copy.copiesInit.size() &&
         copy.copiesInit[o.result] && k < copy.operands.size() &&
         copy.operands[k].source == TileNestRecord::Operand::Carried &&
         copy.operands[k].nestResult == nestResult;
}

/// Whether `writer`'s init of result `result` is what op `i` copies from
/// nest result `nestResult`'s loop-carried value: the writer accumulates
/// into what op `i` read, as if it read it itself (a reduction's init
/// producer that is a copy, fused into the loops over its tiles).
static bool accumulatesThroughCopy(const TileNestRecord &r, unsigned i,
                                   const TileNestRecord::Op &writer,
                                   unsigned result, int nestResult) {
  unsigned k = writer.numInputs + result;
  return k < writer.operands.size() && writer.operands[k].producer == (int)i &&
         copiesCarried(r, writer.operands[k], nestResult);
}

/// init-once: op `i` reads each init element once.
void StepProver::initOnce(const TileNestRecord &r, unsigned i) {
  using Operand = TileNestRecord::Operand;
  const TileNestRecord::Op &op = r.ops[i];
  auto opName = [&] { return " (" + op.name + ")"; };
  // Inits the payload reads. One the op accumulates into (the carried
  // value it writes back) is read once per element as long as no loop
  // runs the op again on the same tile: a loop that drives none of its
  // loops would make it re-read its own output. Any other init (fresh,
  // from outside, computed in the nest) is read in every iteration: with
  // reduction loops, each tile must hold the whole reduction.
  bool hasReduction = !llvm::all_of(op.parallel, [](bool p) { return p; });
  std::vector<unsigned> accumulated, fresh;
  for (unsigned k = op.numInputs; k < op.operands.size(); ++k) {
    unsigned res = k - op.numInputs;
    if (res < op.readsInit.size() && !op.readsInit[res])
      continue;
    const Operand &o = op.operands[k];
    const auto &w = op.writes[res];
    // (For an scf.forall's shared output, iterations that accumulate into
    // one element race: forall-single-writer states that.)
    if (w &&
        (o.source == Operand::Carried ? w->nestResult == o.nestResult
                                      : copiesCarried(r, o, w->nestResult)))
      accumulated.push_back(k);
    else if (hasReduction)
      fresh.push_back(k);
  }
  if (!accumulated.empty() || !fresh.empty()) {
    OpQuery q(ctx, r, i);
    Vars &vars = q.vars;
    NestEncoding &n = q.n;
    std::vector<Expr> &iv = q.iv;
    Expr &range = q.range;
    NestEncoding::Box &box = q.box;
    if (range.isNull() || !box.complete()) {
      unknown(Obligation::InitOnce, i,
              "the tiles could not be read" + opName());
    } else {
      std::vector<Expr> violations;
      if (!fresh.empty())
        violations.push_back(range && !box.wholeReduction(ctx, op.parallel));
      if (!accumulated.empty()) {
        uint64_t driving = box.drivingLoops();
        for (unsigned k = 0; k < r.loops.size(); ++k)
          if (!(driving & (uint64_t(1) << k)))
            violations.push_back(range && n.runsAgain(k, iv));
      }
      obligation(Obligation::InitOnce, i, ctx.any(violations), vars);
    }
  }
}

/// For init `init` of `op`, sliced from a loop-carried value, whose loop
/// starts from another tensor than the original op's init (both found in
/// the original program): the fact naming whose that tensor is,
/// "loop-starts-from-another-results-init" where it is the original op's
/// init of another result (the loop was given the destination of a
/// multi-result producer's other result), "init-carried-for-another-result"
/// otherwise (the op was given a loop-carried value of another result).
/// Empty where the loop starts from the op's own original init, or either
/// is unknown.
static std::string carriedInitStartsElsewhere(const TileNestRecord &r,
                                              const TileNestRecord::Op &op,
                                              unsigned init) {
  const TileNestRecord::Operand &carried = op.operands[op.numInputs + init];
  if (carried.nestResult < 0 ||
      carried.nestResult >= (int)r.resultInitOrigins.size() ||
      init >= op.originalInits.size())
    return "";
  int start = r.resultInitOrigins[carried.nestResult];
  if (start < 0 || start == op.originalInits[init])
    return "";
  return llvm::is_contained(op.originalInits, start)
             ? "loop-starts-from-another-results-init"
             : "init-carried-for-another-result";
}

/// The root-cause fact of a failed reads-original obligation whose read
/// may see the tiles of `writers` (ops of `r`): "reads-partial-reduction"
/// where a loop moves one of them along a reduction dim of its own (the
/// read sees a tiled reduction's partial result: an init producer applied
/// again per reduction tile), "reads-earlier-iterations-writes" otherwise
/// (tiles that earlier iterations of parallel loops wrote).
static std::string readsOriginalFact(NestEncoding &n,
                                     llvm::ArrayRef<unsigned> writers,
                                     llvm::ArrayRef<Expr> iv) {
  const TileNestRecord &r = n.r;
  for (unsigned j : writers) {
    const TileNestRecord::Op &writer = r.ops[j];
    NestEncoding::Box box = n.box(j, iv);
    for (unsigned d = 0; d < box.off.size() && d < writer.parallel.size(); ++d)
      if (!writer.parallel[d] && box.off[d].known() &&
          (box.off[d].deps | box.size[d].deps))
        return "reads-partial-reduction";
  }
  return "reads-earlier-iterations-writes";
}

/// reads-original: op `i`'s inputs, and the inits its payload reads, read
/// from carried values see no earlier writes (but the op's own writes of
/// the result it accumulates into).
void StepProver::readsOriginal(const TileNestRecord &r, unsigned i) {
  using Operand = TileNestRecord::Operand;
  const TileNestRecord::Op &op = r.ops[i];
  auto opName = [&] { return " (" + op.name + ")"; };
  // An input read from a loop-carried value must see the original
  // elements: none an earlier iteration (any other one, across an
  // scf.forall's loops) wrote into that value. So must an init the payload
  // reads (a fused producer whose destination became the carried value
  // reads what other ops' tiles wrote there), except for the op's own
  // writes of that result: accumulating into it is what a tiled reduction
  // does (init-once states when that is right).
  for (unsigned k = 0; k < op.operands.size(); ++k) {
    const Operand &o = op.operands[k];
    if (o.source != Operand::Carried)
      continue;
    std::optional<unsigned> init;
    if (k >= op.numInputs) {
      init = k - op.numInputs;
      if (*init >= op.readsInit.size() || !op.readsInit[*init])
        continue;
    }
    if (std::string fact = init ? carriedInitStartsElsewhere(r, op, *init) : "";
        !fact.empty()) {
      fail(Obligation::ReadsOriginal, i,
           llvm::formatv("init {0} is read from a loop-carried value that "
                         "starts from another tensor than the original "
                         "op's init{1}",
                         *init, opName())
               .str());
      proof.obligations.back().fact = fact;
      continue;
    }
    IterationPair q(ctx, r);
    Vars &vars = q.vars;
    NestEncoding &n = q.n;
    std::vector<Expr> &a = q.a, &b = q.b;
    Expr &ra = q.ra, &rb = q.rb;
    if (ra.isNull() || rb.isNull()) {
      unknown(Obligation::ReadsOriginal, i,
              "a loop bound could not be traced" + opName());
      continue;
    }
    Tile read = n.read(i, k, a);
    std::vector<Expr> overlaps;
    llvm::SmallVector<unsigned> writers;
    bool traced = true;
    for (auto [j, writer] : llvm::enumerate(r.ops))
      for (auto [result, w] : llvm::enumerate(writer.writes)) {
        if (!w || w->nestResult != o.nestResult ||
            (init && j == i && result == *init) ||
            (init &&
             accumulatesThroughCopy(r, i, writer, result, o.nestResult)))
          continue;
        Expr overlap = tilesOverlap(ctx, read, n.tileOf(w->region, b));
        traced &= !overlap.isNull();
        if (!overlap.isNull()) {
          overlaps.push_back(overlap);
          if (!llvm::is_contained(writers, j))
            writers.push_back(j);
        }
      }
    if (!traced) {
      unknown(Obligation::ReadsOriginal, i,
              "a region could not be traced" + opName());
      continue;
    }
    obligation(Obligation::ReadsOriginal, i,
               ra && rb && q.bFirstOrConcurrent() && ctx.any(overlaps), vars);
    if (proof.obligations.back().result == ProofResult::Failed)
      proof.obligations.back().fact = readsOriginalFact(n, writers, b);
  }
}

/// The root-cause fact of a failed forall-single-writer obligation of op
/// `i` writing `written` (see ObligationResult::fact), from the forall
/// loops the written region does not move with: "reduction-dim" where such
/// a loop moves the op's tile along a reduction dim (iterations accumulate
/// into the same elements), "recomputed-whole" where it moves no dim of
/// the op's tile (the op, a producer fused along a dim it lacks, is
/// computed whole in every iteration and every iteration writes all of
/// it), "untraced-tile" where the op's tile cannot be traced to tell.
static std::string forallRaceFact(NestEncoding &n, unsigned i,
                                  const TileNestRecord::Region &written,
                                  llvm::ArrayRef<Expr> iv) {
  const TileNestRecord &r = n.r;
  const TileNestRecord::Op &op = r.ops[i];
  NestEncoding::Box box = n.box(i, iv);
  bool reduction = false, recomputed = false, untraced = false;
  for (unsigned l = 0; l < r.loops.size() && l < 64; ++l) {
    if (!r.loops[l].forall ||
        llvm::any_of(written.offsets,
                     [&](const TileIndex &t) { return t.usesIv(l); }))
      continue;
    bool moves = false, unknownDim = false;
    for (unsigned d = 0; d < box.off.size(); ++d) {
      if (!box.off[d].known()) {
        unknownDim = true;
        continue;
      }
      if ((box.off[d].deps | box.size[d].deps) & (uint64_t(1) << l)) {
        moves = true;
        reduction |= d < op.parallel.size() && !op.parallel[d];
      }
    }
    if (!moves)
      (unknownDim ? untraced : recomputed) = true;
  }
  if (reduction)
    return "reduction-dim";
  if (untraced)
    return "untraced-tile";
  if (recomputed)
    return "recomputed-whole";
  return "";
}

/// forall-single-writer: no two forall iterations write one element of op `i`'s
/// results.
void StepProver::forallSingleWriter(const TileNestRecord &r, unsigned i) {
  const TileNestRecord::Op &op = r.ops[i];
  auto opName = [&] { return " (" + op.name + ")"; };
  for (auto [k, w] : llvm::enumerate(op.writes)) {
    if (!w || !w->parallel)
      continue;
    // A parallel loop the result's map does not read: the op itself writes
    // each element from several of its own parallel points, so tiles that
    // do it concurrently add no race the input did not have.
    mlir::AffineMap outMap = op.maps[op.numInputs + k];
    bool inputRaces = false;
    for (unsigned j = 0; j < op.parallel.size(); ++j)
      inputRaces |= op.parallel[j] && !outMap.isFunctionOfDim(j);
    if (inputRaces) {
      record(Obligation::ForallSingleWriter, i, ProofResult::Proved,
             "vacuous: the op's own parallel loops write each element of "
             "this result from several points" +
                 opName());
      continue;
    }
    IterationPair q(ctx, r);
    Vars &vars = q.vars;
    NestEncoding &n = q.n;
    std::vector<Expr> &a = q.a, &b = q.b;
    Expr &ra = q.ra, &rb = q.rb;
    if (ra.isNull() || rb.isNull()) {
      unknown(Obligation::ForallSingleWriter, i,
              "a loop bound could not be traced" + opName());
      continue;
    }
    Expr overlap =
        tilesOverlap(ctx, n.tileOf(w->region, a), n.tileOf(w->region, b));
    if (overlap.isNull())
      unknown(Obligation::ForallSingleWriter, i,
              "the written region could not be traced" + opName());
    else {
      obligation(Obligation::ForallSingleWriter, i,
                 ra && rb && q.concurrent() && overlap, vars);
      ObligationResult &o = proof.obligations.back();
      if (o.result == ProofResult::Failed)
        o.fact = forallRaceFact(n, i, w->region, a);
    }
  }
}
