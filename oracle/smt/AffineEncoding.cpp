//===- AffineEncoding.cpp -------------------------------------------------===//
#include "oracle/smt/AffineEncoding.h"

using namespace mlir;
using namespace fusefuzz;

smt::Expr fusefuzz::encodeAffine(smt::Context &ctx, AffineExpr expr,
                                 llvm::ArrayRef<smt::Expr> dims,
                                 llvm::ArrayRef<smt::Expr> symbols) {
  if (!expr)
    return {};
  if (auto c = dyn_cast<AffineConstantExpr>(expr))
    return ctx.intConst(c.getValue());
  if (auto d = dyn_cast<AffineDimExpr>(expr))
    return d.getPosition() < dims.size() ? dims[d.getPosition()] : smt::Expr();
  if (auto s = dyn_cast<AffineSymbolExpr>(expr))
    return s.getPosition() < symbols.size() ? symbols[s.getPosition()]
                                            : smt::Expr();
  auto bin = cast<AffineBinaryOpExpr>(expr);
  smt::Expr l = encodeAffine(ctx, bin.getLHS(), dims, symbols);
  smt::Expr r = encodeAffine(ctx, bin.getRHS(), dims, symbols);
  if (l.isNull() || r.isNull())
    return {};
  switch (expr.getKind()) {
  case AffineExprKind::Add:
    return l + r;
  case AffineExprKind::Mul:
    return l * r;
  case AffineExprKind::FloorDiv:
  case AffineExprKind::CeilDiv:
  case AffineExprKind::Mod: {
    // Affine semantics only define these for positive constant divisors.
    auto c = dyn_cast<AffineConstantExpr>(bin.getRHS());
    if (!c || c.getValue() <= 0)
      return {};
    if (expr.getKind() == AffineExprKind::FloorDiv)
      return l.floorDiv(r);
    if (expr.getKind() == AffineExprKind::CeilDiv)
      return l.ceilDiv(r);
    return l.mod(r);
  }
  default:
    return {};
  }
}

std::vector<smt::Expr> fusefuzz::encodeMap(smt::Context &ctx, AffineMap map,
                                           llvm::ArrayRef<smt::Expr> dims,
                                           llvm::ArrayRef<smt::Expr> symbols) {
  std::vector<smt::Expr> out;
  for (AffineExpr e : map.getResults()) {
    smt::Expr x = encodeAffine(ctx, e, dims, symbols);
    if (x.isNull())
      return {};
    out.push_back(x);
  }
  return out;
}
