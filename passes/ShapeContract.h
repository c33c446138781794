//===- ShapeContract.h - Sizes a fused map ties to loop ranges -*- C++ -*-===//
//
// A linalg op requires an operand's size to equal a loop's range where its
// map names that loop as a bare dim (the verifier checks static sizes; the
// executors check dynamic ones). A fusion that composes a map reading
// within a size (`d0 + d1`, a constant) into a bare dim adds that
// requirement: the fused op is undefined at sizes the original ran on.
// The project's own elementwise fusion (passes/ext) asks this question
// before it fuses.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_PASSES_SHAPECONTRACT_H
#define FUSEFUZZ_PASSES_SHAPECONTRACT_H

#include "mlir/IR/AffineMap.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"

namespace fusefuzz {

/// A result of a fused map that names loop `loop` as a bare dim where the
/// original map read within the size.
struct TiedDim {
  unsigned result, loop;
  /// The operand's size there and the loop's range are both static (the
  /// verifier has compared them): no new requirement at run time.
  bool bothStatic;
};

/// The results `after` (the fused map of an operand) ties that `before`
/// (its original map) did not; `shape` is the operand's static shape and
/// `loopRanges` the fused op's static loop ranges (ShapedType::kDynamic
/// where dynamic).
llvm::SmallVector<TiedDim> dimsTiedByFusion(mlir::AffineMap before,
                                            mlir::AffineMap after,
                                            llvm::ArrayRef<int64_t> shape,
                                            llvm::ArrayRef<int64_t> loopRanges);

} // namespace fusefuzz

#endif
