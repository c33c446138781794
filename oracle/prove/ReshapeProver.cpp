//===- ReshapeProver.cpp - Obligations of reshape propagation -------------===//
#include "oracle/prove/AffineEncoding.h"
#include "oracle/prove/StepProver.h"

#include "llvm/Support/FormatVariadic.h"

using namespace fusefuzz;
using namespace fusefuzz::detail;
using smt::Expr;

/// Dynamic sizes are bounded by this when the flat offsets are nonlinear.
static constexpr int64_t kSizeBound = 8;

namespace {

/// One side's loop point, with what it reads and writes as flat offsets.
struct SideEncoding {
  smt::Context &ctx;
  llvm::ArrayRef<Expr> sizes; // one per symbol
  std::vector<Expr> point;

  /// A size expression: affine in the symbols, or a product of them.
  Expr size(mlir::AffineExpr e) {
    if (!e)
      return Expr();
    if (auto c = llvm::dyn_cast<mlir::AffineConstantExpr>(e))
      return ctx.intConst(c.getValue());
    if (auto s = llvm::dyn_cast<mlir::AffineSymbolExpr>(e))
      return s.getPosition() < sizes.size() ? sizes[s.getPosition()] : Expr();
    auto bin = llvm::dyn_cast<mlir::AffineBinaryOpExpr>(e);
    if (!bin)
      return Expr();
    Expr l = size(bin.getLHS()), r = size(bin.getRHS());
    if (l.isNull() || r.isNull())
      return Expr();
    auto rc = llvm::dyn_cast<mlir::AffineConstantExpr>(bin.getRHS());
    switch (e.getKind()) {
    case mlir::AffineExprKind::Add:
      return l + r;
    case mlir::AffineExprKind::Mul:
      return l * r;
    case mlir::AffineExprKind::FloorDiv:
      return rc && rc.getValue() > 0 ? l.floorDiv(r) : Expr();
    case mlir::AffineExprKind::CeilDiv:
      return rc && rc.getValue() > 0 ? l.ceilDiv(r) : Expr();
    case mlir::AffineExprKind::Mod:
      return rc && rc.getValue() > 0 ? l.mod(r) : Expr();
    default:
      return Expr();
    }
  }

  /// The flat (row-major) offset `o` is accessed at, and in `inBounds` the
  /// access's bounds; null when something cannot be encoded.
  Expr flat(const ReshapeStepRecord::Operand &o, std::vector<Expr> &inBounds) {
    std::vector<Expr> index = encodeMap(ctx, o.map, point);
    if (index.size() != o.shape.size() ||
        (o.map.getNumResults() && index.empty()))
      return Expr();
    Expr offset = ctx.intConst(0);
    for (size_t j = 0; j < index.size(); ++j) {
      Expr extent = size(o.shape[j]);
      if (extent.isNull())
        return Expr();
      inBounds.push_back(ctx.intConst(0) <= index[j] && index[j] < extent);
      offset = offset * extent + index[j];
    }
    return offset;
  }
};

} // namespace

void StepProver::reshape(const ReshapeStepRecord &r) {
  if (!r.unsupported.empty()) {
    unknown(Obligation::ReshapeStructure, std::nullopt, r.unsupported);
    return;
  }
  // Every tensor read before is read after, matched by the root of its
  // reshape chain and, among reads of one root, by order.
  std::vector<int> match(r.before.reads.size(), -1);
  std::vector<bool> taken(r.after.reads.size(), false);
  for (size_t k = 0; k < r.before.reads.size(); ++k)
    for (size_t j = 0; j < r.after.reads.size(); ++j)
      if (!taken[j] && r.after.reads[j].base == r.before.reads[k].base) {
        match[k] = j;
        taken[j] = true;
        break;
      }
  for (size_t k = 0; k < match.size(); ++k)
    if (match[k] < 0) {
      fail(Obligation::ReshapeStructure, k,
           llvm::formatv("the new generic does not read tensor #{0} (read "
                         "{1} of the old one)",
                         r.before.reads[k].base, k));
      return;
    }
  if (r.before.writes.size() != r.after.writes.size()) {
    fail(Obligation::ReshapeStructure, std::nullopt,
         "the replacement has another number of values");
    return;
  }
  record(Obligation::ReshapeStructure, std::nullopt, ProofResult::Proved, "");

  bool symbolic = !r.symbols.names.empty();
  for (size_t w = 0; w < r.before.writes.size(); ++w)
    if (!r.before.writes[w] || !r.after.writes[w]) {
      unknown(Obligation::ReshapeResult, w,
              "the replaced value is not a result of the old and the new "
              "generic");
      return;
    }
  // Which iteration of the new generic stands for which of the old one: the
  // one that writes the same elements of the replaced values, at the same
  // flat index over the reduction loops (collapsed or expanded in order).
  // The first replaced value relates them; the others must then agree.
  auto prove = [&](Obligation id, unsigned k,
                   const ReshapeStepRecord::Operand &before,
                   const ReshapeStepRecord::Operand &after) {
    Vars vars{ctx, {}};
    std::vector<Expr> sizes, facts;
    for (const std::string &name : r.symbols.names) {
      sizes.push_back(vars.var(name));
      facts.push_back(ctx.intConst(0) <= sizes.back());
      if (symbolic)
        facts.push_back(sizes.back() <= ctx.intConst(kSizeBound));
    }
    SideEncoding old{ctx, sizes, {}}, now{ctx, sizes, {}};
    for (const auto &[whole, product] : r.premises) {
      Expr a = old.size(whole), b = old.size(product);
      if (!a.isNull() && !b.isNull())
        facts.push_back(a == b);
    }
    // Each side's iteration, in its loop bounds, and its flat index over
    // its reduction loops.
    auto iteration = [&](SideEncoding &side,
                         const ReshapeStepRecord::Side &record,
                         const char *prefix) -> Expr {
      Expr linear = ctx.intConst(0);
      for (unsigned i = 0; i < record.numLoops; ++i) {
        side.point.push_back(vars.var(prefix + std::to_string(i)));
        Expr extent = side.size(record.loopSizes[i]);
        if (extent.isNull())
          return Expr();
        facts.push_back(ctx.intConst(0) <= side.point.back() &&
                        side.point.back() < extent);
        if (i < record.reduction.size() && record.reduction[i])
          linear = linear * extent + side.point.back();
      }
      return linear;
    };
    Expr reduceOld = iteration(old, r.before, "d");
    Expr reduceNew = iteration(now, r.after, "e");
    // The original program accessed its operands in bounds (a premise); the
    // new one is not assumed to.
    std::vector<Expr> unused;
    Expr wroteOld = old.flat(*r.before.writes[0], facts);
    Expr wroteNew = now.flat(*r.after.writes[0], unused);
    Expr accessOld = old.flat(before, facts);
    Expr accessNew = now.flat(after, unused);
    if (reduceOld.isNull() || reduceNew.isNull() || wroteOld.isNull() ||
        wroteNew.isNull() || accessOld.isNull() || accessNew.isNull()) {
      unknown(id, k, "a loop extent, a map or a size could not be encoded");
      return;
    }
    obligation(id, k,
               ctx.all(facts) && reduceOld == reduceNew &&
                   wroteOld == wroteNew && accessOld != accessNew,
               vars);
    ObligationResult &o = proof.obligations.back();
    if (symbolic && o.result == ProofResult::Proved)
      o.detail = llvm::formatv("bounded: proved for every size symbol up to "
                               "{0} (flat offsets with symbolic sizes are "
                               "nonlinear)",
                               kSizeBound);
  };
  for (size_t k = 0; k < r.before.reads.size(); ++k)
    prove(Obligation::ReshapeOperand, k, r.before.reads[k],
          r.after.reads[match[k]]);
  for (size_t w = 1; w < r.before.writes.size(); ++w)
    prove(Obligation::ReshapeResult, w, *r.before.writes[w],
          *r.after.writes[w]);
}
