//===- TileNestRecording.h - Tile loop nests as prover records --*- C++ -*-===//
//
// After a tile strategy ran, every loop nest it left in the function (an
// outermost scf.for or scf.forall around tiled linalg ops) is read into a
// TileNestRecord: the loops' bounds and steps, and for each tiled op its
// indexing maps, the regions of the original tensors its operands read and
// the regions its results write. Reading the final IR, after the strategy,
// means a corruption applied after the upstream call is read too. The
// prover then states coverage, agreement and single writes from the maps
// and the original tensors' sizes (oracle/prove, docs/DESIGN.md).
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_PASSES_TILENESTRECORDING_H
#define FUSEFUZZ_PASSES_TILENESTRECORDING_H

#include "passes/FusionSteps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include <vector>

namespace fusefuzz {

/// One record per tile loop nest of `func`, in program order. `withIR`
/// keeps each nest's text as the step's `after`. `original`, the unfused
/// function, when given, states the premises (sizes its ops need equal).
std::vector<FusionStep> recordTileNests(mlir::func::FuncOp func,
                                        bool withIR = false,
                                        mlir::func::FuncOp original = {});

/// Text of a TileIndex, for reports ("min(4, dim(arg0,0) - iv0)").
std::string describeTileIndex(const TileIndex &index,
                              const SymbolNames &symbols);

} // namespace fusefuzz

#endif
