//===- FuseOperands.cpp ---------------------------------------------------===//
#include "passes/ext/FuseOperands.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/IR/IRMapping.h"

using namespace mlir;
using namespace fusefuzz;

/// Consumer loops -> producer loops, through `operand`.
static AffineMap composedMap(OpOperand *operand) {
  auto producer = operand->get().getDefiningOp<linalg::GenericOp>();
  auto consumer = cast<linalg::GenericOp>(operand->getOwner());
  AffineMap resultMap =
      producer.getIndexingMapMatchingResult(cast<OpResult>(operand->get()));
  return inversePermutation(resultMap).compose(
      consumer.getMatchingIndexingMap(operand));
}

SmallVector<OpOperand *> ext::operandsReading(linalg::GenericOp consumer,
                                              Operation *producer) {
  SmallVector<OpOperand *> out;
  for (OpOperand *input : consumer.getDpsInputOperands())
    if (input->get().getDefiningOp() == producer)
      out.push_back(input);
  return out;
}

std::string ext::whyNotFusable(ArrayRef<OpOperand *> operands) {
  if (operands.empty())
    return "no-operand";
  auto producer = operands[0]->get().getDefiningOp<linalg::GenericOp>();
  auto consumer = dyn_cast<linalg::GenericOp>(operands[0]->getOwner());
  if (!producer || !consumer)
    return "not-generic";
  if (!producer.hasPureTensorSemantics() || !consumer.hasPureTensorSemantics())
    return "not-tensor";
  if (producer.getNumParallelLoops() != producer.getNumLoops())
    return "producer-not-all-parallel";
  for (OpOperand *operand : operands) {
    if (operand->getOwner() != consumer.getOperation() ||
        operand->get().getDefiningOp() != producer.getOperation())
      return "operands-of-different-ops";
    if (!consumer.isDpsInput(operand))
      return "operand-not-input";
    AffineMap resultMap =
        producer.getIndexingMapMatchingResult(cast<OpResult>(operand->get()));
    if (!resultMap.isPermutation())
      return "result-map-not-invertible";
    // Upstream's own conditions (reduction loops bounded by the other
    // operands, ...) for each operand alone.
    if (!linalg::areElementwiseOpsFusable(operand))
      return "upstream-refuses";
  }
  AffineMap first = composedMap(operands[0]);
  for (OpOperand *operand : operands.drop_front())
    if (composedMap(operand) != first)
      return "composed-maps-differ";
  // A kept result is written through the consumer's map: it must name
  // every element, so only plain, distinct loop dims.
  if (!consumer.getMatchingIndexingMap(operands[0]).isProjectedPermutation() &&
      !linalg::getPreservedProducerResults(producer, consumer, operands[0])
           .empty())
    return "kept-result-read-through-partial-map";
  // A kept result whose payload reads its init must be written once per
  // element of it: the fused op runs the producer once per consumer point,
  // so every consumer loop must name a distinct producer point. Otherwise
  // the second write reads the first one's value, not the init.
  if (!consumer.getMatchingIndexingMap(operands[0]).isPermutation())
    for (int kept :
         linalg::getPreservedProducerResults(producer, consumer, operands[0]))
      if (producer.payloadUsesValueFromOperand(
              producer.getDpsInitOperand(kept)))
        return "kept-result-reads-init-repeatedly";
  return "";
}

FailureOr<ext::FusedOperands> ext::fuseOperands(RewriterBase &rewriter,
                                                ArrayRef<OpOperand *> operands,
                                                bool skipAgreementCheck) {
  std::string why = whyNotFusable(operands);
  if (!why.empty() && !(skipAgreementCheck && why == "composed-maps-differ"))
    return failure();
  OpOperand *firstOperand = operands[0];
  auto producer = firstOperand->get().getDefiningOp<linalg::GenericOp>();
  auto consumer = cast<linalg::GenericOp>(firstOperand->getOwner());
  AffineMap toProducer = composedMap(firstOperand);
  llvm::SmallDenseSet<unsigned> fusedNumbers;
  for (OpOperand *operand : operands)
    fusedNumbers.insert(operand->getOperandNumber());
  llvm::SmallDenseSet<int> preserved =
      linalg::getPreservedProducerResults(producer, consumer, firstOperand);

  FusedOperands out;
  out.consumerOperandPos.assign(consumer->getNumOperands(), -1);
  SmallVector<Value> inputs, inits;
  SmallVector<AffineMap> maps;
  auto addInput = [&](Value v, AffineMap map) {
    inputs.push_back(v);
    maps.push_back(map);
    return static_cast<int>(inputs.size() - 1);
  };
  unsigned firstNumber = firstOperand->getOperandNumber();
  for (OpOperand *input : consumer.getDpsInputOperands())
    if (input->getOperandNumber() < firstNumber)
      out.consumerOperandPos[input->getOperandNumber()] =
          addInput(input->get(), consumer.getMatchingIndexingMap(input));
  // Producer operand maps in consumer loops.
  auto inFusedLoops = [&](OpOperand *producerOperand) {
    return producer.getMatchingIndexingMap(producerOperand).compose(toProducer);
  };
  for (OpOperand *input : producer.getDpsInputOperands())
    out.producerInputPos.push_back(addInput(input->get(), inFusedLoops(input)));
  for (OpOperand *input : consumer.getDpsInputOperands())
    if (input->getOperandNumber() > firstNumber &&
        !fusedNumbers.contains(input->getOperandNumber()))
      out.consumerOperandPos[input->getOperandNumber()] =
          addInput(input->get(), consumer.getMatchingIndexingMap(input));
  SmallVector<Type> resultTypes;
  for (OpOperand &init : producer.getDpsInitsMutable())
    if (preserved.contains(init.getOperandNumber() -
                           producer.getNumDpsInputs())) {
      inits.push_back(init.get());
      maps.push_back(inFusedLoops(&init));
      resultTypes.push_back(init.get().getType());
    }
  unsigned numPreserved = inits.size();
  for (OpOperand &init : consumer.getDpsInitsMutable()) {
    out.consumerOperandPos[init.getOperandNumber()] =
        inputs.size() + inits.size();
    inits.push_back(init.get());
    maps.push_back(consumer.getMatchingIndexingMap(&init));
    resultTypes.push_back(init.get().getType());
  }

  auto fused = linalg::GenericOp::create(
      rewriter, consumer.getLoc(), resultTypes, inputs, inits,
      rewriter.getAffineMapArrayAttr(maps), consumer.getIteratorTypes(),
      /*doc=*/nullptr, /*library_call=*/nullptr);
  if (!fused.getShapesToLoopsMap()) {
    rewriter.eraseOp(fused);
    return failure();
  }

  // The payload: block arguments in operand order, the producer's body
  // (its linalg.index ops in consumer loops), then the consumer's body with
  // each fused argument replaced by what the producer yields for it.
  Block &producerBlock = producer->getRegion(0).front();
  Block &consumerBlock = consumer->getRegion(0).front();
  OpBuilder::InsertionGuard guard(rewriter);
  Block *block = rewriter.createBlock(&fused.getRegion());
  IRMapping mapper;
  auto addArg = [&](BlockArgument arg) {
    mapper.map(arg, block->addArgument(arg.getType(), arg.getLoc()));
  };
  unsigned consumerInputs = consumer.getNumDpsInputs();
  for (BlockArgument arg : consumerBlock.getArguments().take_front(firstNumber))
    addArg(arg);
  for (BlockArgument arg :
       producerBlock.getArguments().take_front(producer.getNumDpsInputs()))
    addArg(arg);
  for (BlockArgument arg : consumerBlock.getArguments()
                               .take_front(consumerInputs)
                               .drop_front(firstNumber + 1))
    if (!fusedNumbers.contains(arg.getArgNumber()))
      addArg(arg);
  for (auto [k, arg] : llvm::enumerate(
           producerBlock.getArguments().take_back(producer.getNumDpsInits())))
    if (preserved.contains(k))
      addArg(arg);
  for (BlockArgument arg :
       consumerBlock.getArguments().take_back(consumer.getNumDpsInits()))
    addArg(arg);

  if (producer.hasIndexSemantics()) {
    SmallVector<Value> indices;
    for (unsigned d = 0; d < fused.getNumLoops(); ++d)
      indices.push_back(
          linalg::IndexOp::create(rewriter, producer.getLoc(), d));
    for (auto index : producerBlock.getOps<linalg::IndexOp>())
      mapper.map(index.getResult(),
                 affine::AffineApplyOp::create(
                     rewriter, producer.getLoc(),
                     toProducer.getSubMap(index.getDim()), indices));
  }
  for (Operation &op : producerBlock.without_terminator())
    if (!isa<linalg::IndexOp>(op))
      rewriter.clone(op, mapper);
  auto producerYield = cast<linalg::YieldOp>(producerBlock.getTerminator());
  for (OpOperand *operand : operands) {
    unsigned result = cast<OpResult>(operand->get()).getResultNumber();
    mapper.map(consumerBlock.getArgument(operand->getOperandNumber()),
               mapper.lookupOrDefault(producerYield.getOperand(result)));
  }
  for (Operation &op : consumerBlock.without_terminator())
    rewriter.clone(op, mapper);
  SmallVector<Value> yields;
  for (auto [k, value] : llvm::enumerate(producerYield.getOperands()))
    if (preserved.contains(k))
      yields.push_back(mapper.lookupOrDefault(value));
  for (Value value : consumerBlock.getTerminator()->getOperands())
    yields.push_back(mapper.lookupOrDefault(value));
  linalg::YieldOp::create(rewriter, fused.getLoc(), yields);

  out.fusedOp = fused;
  unsigned next = 0;
  for (OpResult result : producer->getResults())
    if (preserved.contains(result.getResultNumber()))
      out.replacements[result] = fused->getResult(next++);
  for (OpResult result : consumer->getResults())
    out.replacements[result] =
        fused->getResult(numPreserved + result.getResultNumber());
  return out;
}
