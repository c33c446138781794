//===- TransformStrategy.h - Tile-and-fuse through transform scripts -*- C++
//-*-===//
#ifndef FUSEFUZZ_PASSES_TRANSFORMSTRATEGY_H
#define FUSEFUZZ_PASSES_TRANSFORMSTRATEGY_H

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include <optional>
#include <string>

namespace fusefuzz {

/// The input `mlir-opt --transform-interpreter` replays the `transform`
/// strategy with on `func`: the function with the ops the script names
/// tagged, followed by the script. None when the strategy would do
/// nothing. Leaves `func` unchanged (it never applies the script, so it is
/// safe to call for cases whose transformation crashes).
std::optional<std::string> transformReproducer(mlir::func::FuncOp func);

} // namespace fusefuzz

#endif
