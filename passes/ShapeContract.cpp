//===- ShapeContract.cpp --------------------------------------------------===//
#include "passes/ShapeContract.h"

#include "mlir/IR/AffineExpr.h"
#include "mlir/IR/BuiltinTypeInterfaces.h"

using namespace mlir;

llvm::SmallVector<fusefuzz::TiedDim>
fusefuzz::dimsTiedByFusion(AffineMap before, AffineMap after,
                           llvm::ArrayRef<int64_t> shape,
                           llvm::ArrayRef<int64_t> loopRanges) {
  llvm::SmallVector<TiedDim> tied;
  unsigned n = std::min<size_t>(
      {after.getNumResults(), before.getNumResults(), shape.size()});
  for (unsigned r = 0; r < n; ++r) {
    auto dim = dyn_cast<AffineDimExpr>(after.getResult(r));
    if (!dim || isa<AffineDimExpr>(before.getResult(r)))
      continue;
    unsigned loop = dim.getPosition();
    bool bothStatic = !ShapedType::isDynamic(shape[r]) &&
                      loop < loopRanges.size() &&
                      !ShapedType::isDynamic(loopRanges[loop]);
    tied.push_back({r, loop, bothStatic});
  }
  return tied;
}
