//===- FuseOperands.cpp ---------------------------------------------------===//
#include "passes/ext/FuseOperands.h"
#include "passes/ShapeContract.h"

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

/// Whether `map` reads every element of a tensor of `type`: distinct plain
/// dims, or the constant 0 along a dim of static size 1.
static bool readsEveryElement(AffineMap map, ShapedType type) {
  llvm::SmallDenseSet<unsigned> seen;
  for (auto [j, e] : llvm::enumerate(map.getResults())) {
    if (auto d = dyn_cast<AffineDimExpr>(e)) {
      if (!seen.insert(d.getPosition()).second)
        return false;
      continue;
    }
    auto c = dyn_cast<AffineConstantExpr>(e);
    if (!c || c.getValue() != 0 || type.getDimSize(j) != 1)
      return false;
  }
  return true;
}

namespace {
/// The fused op's operands, in upstream's order: consumer inputs before
/// the first fused operand, the producer's inputs, the other consumer
/// inputs; kept producer inits, then the consumer's inits.
struct FusedLayout {
  SmallVector<Value> inputs, inits;
  SmallVector<AffineMap> maps; // all operands
  llvm::SmallDenseSet<int> preserved;
};
} // namespace

static FusedLayout layoutOf(ArrayRef<OpOperand *> operands) {
  OpOperand *first = operands[0];
  auto producer = first->get().getDefiningOp<linalg::GenericOp>();
  auto consumer = cast<linalg::GenericOp>(first->getOwner());
  AffineMap toProducer = composedMap(first);
  llvm::SmallDenseSet<unsigned> fused;
  for (OpOperand *operand : operands)
    fused.insert(operand->getOperandNumber());
  FusedLayout l;
  l.preserved = linalg::getPreservedProducerResults(producer, consumer, first);
  auto input = [&](Value v, AffineMap map) {
    l.maps.push_back(map);
    l.inputs.push_back(v);
  };
  unsigned firstNumber = first->getOperandNumber();
  for (OpOperand *in : consumer.getDpsInputOperands())
    if (in->getOperandNumber() < firstNumber)
      input(in->get(), consumer.getMatchingIndexingMap(in));
  for (OpOperand *in : producer.getDpsInputOperands())
    input(in->get(), producer.getMatchingIndexingMap(in).compose(toProducer));
  for (OpOperand *in : consumer.getDpsInputOperands())
    if (in->getOperandNumber() > firstNumber &&
        !fused.contains(in->getOperandNumber()))
      input(in->get(), consumer.getMatchingIndexingMap(in));
  for (OpOperand &init : producer.getDpsInitsMutable())
    if (l.preserved.contains(init.getOperandNumber() -
                             producer.getNumDpsInputs())) {
      l.maps.push_back(
          producer.getMatchingIndexingMap(&init).compose(toProducer));
      l.inits.push_back(init.get());
    }
  for (OpOperand &init : consumer.getDpsInitsMutable()) {
    l.maps.push_back(consumer.getMatchingIndexingMap(&init));
    l.inits.push_back(init.get());
  }
  return l;
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
  // A producer input read within its size (`d0 + d1`, a constant) must not
  // be read at a bare loop dim of the fused op: that ties its size to the
  // loop's range, undefined at sizes the producer ran on (upstream's
  // fusion does it: corpus/known/elementwise-fusion-ties-read-within-size).
  // Both sizes static, the verifier has checked them.
  SmallVector<int64_t> ranges = consumer.getStaticLoopRanges();
  for (OpOperand *in : producer.getDpsInputOperands()) {
    AffineMap before = producer.getMatchingIndexingMap(in);
    auto type = dyn_cast<ShapedType>(in->get().getType());
    if (type && llvm::any_of(dimsTiedByFusion(before, before.compose(first),
                                              type.getShape(), ranges),
                             [](const TiedDim &t) { return !t.bothStatic; }))
      return "composed-map-ties-size";
  }
  // A kept result is written through the consumer's map: it must name
  // every element, so only plain, distinct loop dims (or 0 on a dim of
  // static size 1).
  if (!readsEveryElement(consumer.getMatchingIndexingMap(operands[0]),
                         cast<ShapedType>(operands[0]->get().getType())) &&
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
  // A kept result is written once per consumer point: where a consumer
  // loop the operand's map lacks may run no iteration (a dynamic size, 0
  // at run time), none of its elements is written (upstream's
  // fuseElementwiseOps keeps it all the same: a known bug).
  AffineMap read = consumer.getMatchingIndexingMap(operands[0]);
  bool lackedLoopMayBeEmpty =
      llvm::any_of(llvm::seq<unsigned>(0, ranges.size()), [&](unsigned d) {
        return !read.isFunctionOfDim(d) &&
               (ShapedType::isDynamic(ranges[d]) || ranges[d] == 0);
      });
  if (lackedLoopMayBeEmpty &&
      !linalg::getPreservedProducerResults(producer, consumer, operands[0])
           .empty())
    return "kept-result-under-loop-that-may-be-empty";
  // Fusing several operands away may leave a loop no operand bounds.
  if (!inversePermutation(
          concatAffineMaps(layoutOf(operands).maps, consumer.getContext())))
    return "loops-unbounded";
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
  FusedLayout layout = layoutOf(operands);
  const llvm::SmallDenseSet<int> &preserved = layout.preserved;
  unsigned firstNumber = firstOperand->getOperandNumber();
  FusedOperands out;
  SmallVector<Type> resultTypes;
  for (Value init : layout.inits)
    resultTypes.push_back(init.getType());
  unsigned numPreserved = layout.inits.size() - consumer.getNumDpsInits();
  SmallVector<Value> &inputs = layout.inputs, &inits = layout.inits;
  SmallVector<AffineMap> &maps = layout.maps;

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
