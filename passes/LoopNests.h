//===- LoopNests.h - The loop nest of a structured op ----------*- C++ -*-===//
#ifndef FUSEFUZZ_PASSES_LOOPNESTS_H
#define FUSEFUZZ_PASSES_LOOPNESTS_H

#include "passes/FusionSteps.h"

#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"

namespace fusefuzz {

/// The loops of `op`: iterator kinds, and each loop's size where any
/// operand reading it as a plain dim has that dim static (the program runs
/// only if they all agree; upstream's getStaticLoopRanges takes the first
/// operand's, which may be dynamic where another's is static).
LoopNest loopNestOf(mlir::linalg::LinalgOp op);

} // namespace fusefuzz

#endif
