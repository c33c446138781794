//===- AffineEncoding.h - Affine expressions as SMT integers ----*- C++ -*-===//
#ifndef FUSEFUZZ_ORACLE_PROVE_AFFINEENCODING_H
#define FUSEFUZZ_ORACLE_PROVE_AFFINEENCODING_H

#include "oracle/smt/Smt.h"

#include "mlir/IR/AffineExpr.h"
#include "mlir/IR/AffineMap.h"

namespace fusefuzz {

/// Encodes `expr` with dims bound to `dims` and symbols to `symbols`:
/// constants, +, * (one side constant in affine form), floordiv, ceildiv
/// and mod by positive constants. Returns a null Expr for anything else
/// (e.g. a dim or symbol position out of range).
smt::Expr encodeAffine(smt::Context &ctx, mlir::AffineExpr expr,
                       llvm::ArrayRef<smt::Expr> dims,
                       llvm::ArrayRef<smt::Expr> symbols = {});

/// Every result of `map` (empty on failure of any result).
std::vector<smt::Expr> encodeMap(smt::Context &ctx, mlir::AffineMap map,
                                 llvm::ArrayRef<smt::Expr> dims,
                                 llvm::ArrayRef<smt::Expr> symbols = {});

} // namespace fusefuzz

#endif
