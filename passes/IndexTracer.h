//===- IndexTracer.h - Index values as affine expressions -------*- C++ -*-===//
//
// Turns an SSA index value (a pad amount, a slice offset, a size, a fused
// `linalg.index` remapping) into an AffineExpr over *named* symbols, so that
// the prover can compare quantities computed before and after fusion:
// function arguments become `arg<N>`, unknown tensor sizes `dim(arg<N>,d)`,
// and `linalg.index d` of a chosen op becomes the dim expression d<d>.
// Shapes are followed through DPS ops (a result has its init's shape),
// tensor.empty, fills, slices, pads and concats. Anything else is
// untraceable (null).
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_PASSES_INDEXTRACER_H
#define FUSEFUZZ_PASSES_INDEXTRACER_H

#include "mlir/IR/AffineExpr.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/SmallVector.h"

#include <string>

namespace fusefuzz {

/// Names of the symbols s0, s1, ... used by the expressions of one step.
struct SymbolNames {
  llvm::SmallVector<std::string> names;
  unsigned get(llvm::StringRef name);
};

class IndexTracer {
public:
  /// `loopOwner`: whose `linalg.index` ops become dims (may be null).
  IndexTracer(mlir::MLIRContext *context, SymbolNames &symbols,
              mlir::Operation *loopOwner = nullptr)
      : context(context), symbols(symbols), loopOwner(loopOwner) {}

  mlir::AffineExpr value(mlir::Value v, unsigned depth = 0);
  mlir::AffineExpr foldResult(mlir::OpFoldResult ofr);
  /// Size of dim `d` of tensor `v`.
  mlir::AffineExpr dim(mlir::Value v, unsigned d, unsigned depth = 0);

private:
  mlir::AffineExpr symbol(const std::string &name);
  std::string nameOf(mlir::Value v);

  mlir::MLIRContext *context;
  SymbolNames &symbols;
  mlir::Operation *loopOwner;
};

} // namespace fusefuzz

#endif
