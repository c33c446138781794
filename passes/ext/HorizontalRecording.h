//===- HorizontalRecording.h - Sibling results against the merged op -*- C++
//-*-===//
//
// Before siblings are merged, each one's payload is snapshotted as an
// expression DAG per result (ops, and leaves: block arguments with the
// tensor and map they read, linalg.index loops, values from outside). After
// merging, the merged op's result that replaced it is matched against that
// DAG op for op; what matching cannot decide (that the leaves read the same
// elements) becomes the HorizontalStepRecord the prover checks.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_PASSES_EXT_HORIZONTALRECORDING_H
#define FUSEFUZZ_PASSES_EXT_HORIZONTALRECORDING_H

#include "passes/FusionSteps.h"
#include "passes/LoopNests.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

#include <string>
#include <vector>

namespace fusefuzz::ext {

/// What one generic computed, taken while it still exists (no reference
/// to the op or its body is kept).
struct PayloadSnapshot {
  struct Node {
    enum Kind { Arg, Index, Outside, Op } kind = Op;
    mlir::Value value;   // Arg: the operand's tensor; Outside: the value
    mlir::AffineMap map; // Arg: the operand's map
    bool init = false;   // Arg: an init operand
    unsigned dim = 0;    // Index: the loop
    std::string name;    // Op: the op name
    mlir::DictionaryAttr attrs;
    unsigned resultNo = 0;
    llvm::SmallVector<mlir::Type> types;
    llvm::SmallVector<unsigned> operands; // node indices
  };
  std::string label;
  LoopNest loops;
  std::vector<Node> nodes;
  /// Per result: the node it yields, its map and its init.
  llvm::SmallVector<unsigned> yields;
  llvm::SmallVector<mlir::AffineMap> outMaps;
  llvm::SmallVector<mlir::Value> inits;
  /// Per result: whether anything used it (a dead result need not survive
  /// merging).
  llvm::SmallVector<bool> used;
};

PayloadSnapshot snapshotPayload(mlir::linalg::GenericOp op,
                                llvm::StringRef label);

/// Sibling result `result` of `sibling` against result `mergedResult` of
/// `merged`. `sameLoops`: the merged op runs the sibling's loops.
HorizontalStepRecord::Result matchSiblingResult(const PayloadSnapshot &sibling,
                                                unsigned result,
                                                mlir::linalg::GenericOp merged,
                                                unsigned mergedResult,
                                                bool sameLoops);

} // namespace fusefuzz::ext

#endif
