//===- DecomposeLayoutOps.h - Packs, unpacks, softmax made plain -*- C++
//-*-===//
//
// The executors and the end-to-end proof read linalg.pack, linalg.unpack
// and linalg.softmax through upstream's own decompositions (what MLIR's
// lowering of these ops does too):
//  - pack: tensor.pad + tensor.expand_shape + linalg.transpose
//    (linalg::lowerPack);
//  - unpack: linalg.transpose + tensor.collapse_shape +
//    tensor.extract_slice + linalg.copy (linalg::lowerUnPack);
//  - softmax: max, exp of the difference, sum and division as fills and
//    generics (AggregatedOpInterface::decomposeOperation).
// Fusion is checked on the ops as written; only the checking copies are
// decomposed.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_PASSES_DECOMPOSELAYOUTOPS_H
#define FUSEFUZZ_PASSES_DECOMPOSELAYOUTOPS_H

#include "mlir/IR/Operation.h"

#include <string>

namespace fusefuzz {

/// Whether `root` holds a pack, unpack or softmax.
bool hasLayoutOps(mlir::Operation *root);

/// Decomposes every pack, unpack and softmax under `root` as above; fails
/// with `error` naming the op upstream could not decompose.
mlir::LogicalResult decomposeLayoutOps(mlir::Operation *root,
                                       std::string &error);

} // namespace fusefuzz

#endif
