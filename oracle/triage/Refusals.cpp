//===- Refusals.cpp -------------------------------------------------------===//
#include "oracle/triage/Refusals.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/BitVector.h"

using namespace mlir;

static void markDims(AffineMap map, llvm::BitVector &covered) {
  for (AffineExpr e : map.getResults())
    e.walk([&](AffineExpr sub) {
      if (auto d = dyn_cast<AffineDimExpr>(sub))
        covered.set(d.getPosition());
    });
}

static llvm::StringRef classifyPair(linalg::GenericOp producer,
                                    OpOperand &operand) {
  auto consumer = cast<linalg::GenericOp>(operand.getOwner());
  if (!consumer.isDpsInput(&operand))
    return "operand-not-input";
  if (producer.getNumParallelLoops() != producer.getNumLoops())
    return "producer-not-all-parallel";
  AffineMap consumerMap = consumer.getMatchingIndexingMap(&operand);
  if (consumerMap.getNumResults() != producer.getNumLoops())
    return "map-rank-mismatch";
  AffineMap resultMap =
      producer.getIndexingMapMatchingResult(cast<OpResult>(operand.get()));
  if (!resultMap.isPermutation())
    return "producer-result-map-not-permutation";
  if (consumer.getNumReductionLoops() > 0) {
    // After fusion each consumer loop must still be read by some operand:
    // the other consumer operands, or producer inputs seen through
    // inverse(resultMap) o consumerMap.
    llvm::BitVector covered(consumer.getNumLoops());
    for (OpOperand &other : consumer->getOpOperands())
      if (&other != &operand)
        markDims(consumer.getMatchingIndexingMap(&other), covered);
    AffineMap toProducerLoops =
        inversePermutation(resultMap).compose(consumerMap);
    for (OpOperand *input : producer.getDpsInputOperands())
      markDims(producer.getMatchingIndexingMap(input).compose(toProducerLoops),
               covered);
    if (!covered.all())
      return "reduction-loop-unbounded";
  }
  if (!linalg::areElementwiseOpsFusable(&operand))
    return "unclassified-illegal";
  return "control-declined";
}

void fusefuzz::countRefusals(func::FuncOp func,
                             llvm::StringMap<unsigned> &out) {
  func.walk([&](Operation *op) {
    if (auto consumer = dyn_cast<linalg::GenericOp>(op)) {
      for (OpOperand &operand : consumer->getOpOperands())
        if (auto producer = operand.get().getDefiningOp<linalg::GenericOp>())
          ++out[classifyPair(producer, operand)];
      return;
    }
    if (auto pad = dyn_cast<tensor::PadOp>(op)) {
      auto producer = pad.getSource().getDefiningOp<linalg::GenericOp>();
      if (!producer)
        return;
      if (!pad.getConstantPaddingValue())
        ++out["pad-value-not-constant"];
      else if (producer.getNumParallelLoops() != producer.getNumLoops())
        ++out["pad-producer-not-all-parallel"];
      else
        ++out["pad-not-fused"];
    }
  });
}
