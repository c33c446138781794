//===- LoopNests.cpp ------------------------------------------------------===//
#include "passes/LoopNests.h"

using namespace mlir;
using namespace fusefuzz;

LoopNest fusefuzz::loopNestOf(linalg::LinalgOp op) {
  LoopNest nest;
  unsigned n = op.getNumLoops();
  nest.sizes.assign(n, std::nullopt);
  for (utils::IteratorType t : op.getIteratorTypesArray())
    nest.parallel.push_back(t == utils::IteratorType::parallel);
  for (OpOperand &operand : op->getOpOperands()) {
    auto type = dyn_cast<ShapedType>(operand.get().getType());
    if (!type || !type.hasRank())
      continue;
    AffineMap map = op.getMatchingIndexingMap(&operand);
    for (auto [j, e] : llvm::enumerate(map.getResults()))
      if (auto d = dyn_cast<AffineDimExpr>(e))
        if (d.getPosition() < n && !nest.sizes[d.getPosition()] &&
            j < static_cast<size_t>(type.getRank()) && !type.isDynamicDim(j))
          nest.sizes[d.getPosition()] = type.getDimSize(j);
  }
  return nest;
}
