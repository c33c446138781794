//===- StepRecording.cpp - Snapshots of fusion steps for the prover -------===//
//
// Recording never re-derives what fusion should have produced: it reads the
// maps, loops and index values that are in the IR before and after a step.
// To find, in the fused body, what each producer `linalg.index` became, the
// ops using it are tagged before the step (tags survive cloning) and the
// tagged operands are traced afterwards; the tags are then removed.
//
//===----------------------------------------------------------------------===//
#include "passes/FusionTally.h"
#include "passes/LoopNests.h"
#include "passes/Lowering.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace fusefuzz;

static constexpr llvm::StringLiteral kIndexTag = "fusefuzz.idx";

struct FusionTally::Pending {
  FusionStep step;
  // Elementwise.
  linalg::GenericOp producer, consumer;
  unsigned consumerOperand = 0;
  unsigned consumerResults = 0;
  SmallVector<Value> producerInputs, producerInits;
  SmallVector<AffineMap> producerOutMaps, consumerOutMaps;
  Operation *fused = nullptr;
  /// Consumer operands other than the fused one: (operand number, value).
  SmallVector<std::pair<unsigned, Value>> consumerOperands;
  /// Further consumer operands fused in the same step (operand numbers).
  SmallVector<unsigned> alsoFused;
  unsigned consumerInputs = 0;
  /// Uses of producer results outside the consumer: (owner, operand,
  /// producer result).
  SmallVector<std::tuple<Operation *, unsigned, unsigned>> outsideUses;
  // Pad.
  Operation *pad = nullptr;
  Value originalInit;
  Value replacement;
};

static std::string print(Operation *op) {
  std::string out;
  llvm::raw_string_ostream os(out);
  op->print(os);
  return out;
}

static void stripTags(Operation *root) {
  root->walk([](Operation *op) { op->removeAttr(kIndexTag); });
}

void FusionTally::abandonStep() {
  if (!pending)
    return;
  if (pending->producer)
    stripTags(pending->producer);
  pending.reset();
}

void FusionTally::beginElementwise(OpOperand *fusedOperand,
                                   llvm::StringRef rule,
                                   ArrayRef<OpOperand *> alsoFused) {
  abandonStep();
  auto producer = fusedOperand->get().getDefiningOp<linalg::GenericOp>();
  auto consumer = dyn_cast<linalg::GenericOp>(fusedOperand->getOwner());
  if (!producer || !consumer)
    return;
  pending = std::make_shared<Pending>();
  Pending &p = *pending;
  p.step.kind = FusionStep::Elementwise;
  p.step.rule = rule.str();
  if (recordIR)
    p.step.before = print(producer) + "\n" + print(consumer);
  p.producer = producer;
  p.consumer = consumer;
  p.consumerOperand = fusedOperand->getOperandNumber();
  p.consumerResults = consumer->getNumResults();
  ElementwiseStepRecord &r = p.step.elementwise;
  r.producerLoops = loopNestOf(producer);
  r.consumerLoops = loopNestOf(consumer);
  r.consumerArgMap = consumer.getMatchingIndexingMap(fusedOperand);
  r.producerResultMap = producer.getIndexingMapMatchingResult(
      cast<OpResult>(fusedOperand->get()));
  for (OpOperand *input : producer.getDpsInputOperands()) {
    r.producerInputMaps.push_back(producer.getMatchingIndexingMap(input));
    auto shaped = dyn_cast<ShapedType>(input->get().getType());
    r.producerInputShapes.emplace_back();
    if (shaped && shaped.hasRank())
      r.producerInputShapes.back().assign(shaped.getShape().begin(),
                                          shaped.getShape().end());
    p.producerInputs.push_back(input->get());
  }
  for (OpOperand &init : producer.getDpsInitsMutable()) {
    p.producerOutMaps.push_back(producer.getMatchingIndexingMap(&init));
    p.producerInits.push_back(init.get());
  }
  for (OpOperand &init : consumer.getDpsInitsMutable())
    p.consumerOutMaps.push_back(consumer.getMatchingIndexingMap(&init));
  p.consumerInputs = consumer.getNumDpsInputs();
  for (OpOperand &operand : consumer->getOpOperands())
    if (&operand != fusedOperand) {
      p.consumerOperands.push_back({operand.getOperandNumber(), operand.get()});
      r.consumerOperands.push_back({operand.getOperandNumber(),
                                    consumer.getMatchingIndexingMap(&operand),
                                    std::nullopt, std::nullopt});
      if (llvm::is_contained(alsoFused, &operand)) {
        auto result = dyn_cast<OpResult>(operand.get());
        if (result && result.getOwner() == producer.getOperation())
          r.consumerOperands.back().fusedProducerMap =
              producer.getIndexingMapMatchingResult(result);
        p.alsoFused.push_back(operand.getOperandNumber());
      }
    }
  for (OpResult result : producer->getResults())
    for (OpOperand &use : result.getUses())
      if (use.getOwner() != consumer.getOperation())
        p.outsideUses.push_back(
            {use.getOwner(), use.getOperandNumber(), result.getResultNumber()});
  // Tag every use of a producer linalg.index with (operand, use id).
  for (auto index : producer.getBody()->getOps<linalg::IndexOp>())
    for (OpOperand &use : index->getUses()) {
      Operation *user = use.getOwner();
      SmallVector<int64_t> tags;
      if (auto old = user->getAttrOfType<DenseI64ArrayAttr>(kIndexTag))
        tags.assign(old.asArrayRef().begin(), old.asArrayRef().end());
      tags.push_back(use.getOperandNumber());
      tags.push_back(r.indexUses.size());
      user->setAttr(kIndexTag,
                    DenseI64ArrayAttr::get(user->getContext(), tags));
      r.indexUses.push_back({static_cast<unsigned>(index.getDim()), {}});
    }
}

/// Whether the payload's yielded values depend on `arg` (dead reads of it
/// do not count).
static bool yieldDependsOn(linalg::GenericOp op, BlockArgument arg) {
  SmallVector<Value> worklist(op.getBody()->getTerminator()->getOperands());
  llvm::SmallPtrSet<Operation *, 16> visited;
  while (!worklist.empty()) {
    Value v = worklist.pop_back_val();
    if (v == arg)
      return true;
    Operation *def = v.getDefiningOp();
    if (!def || def->getBlock() != op.getBody() || !visited.insert(def).second)
      continue;
    worklist.append(def->getOperands().begin(), def->getOperands().end());
  }
  return false;
}

/// The operand maps and linalg.index loops the value `op` yields as its
/// result `result` is computed from (ops nested in the payload included).
static void valueDependence(linalg::GenericOp op, unsigned result,
                            SmallVector<AffineMap> &maps,
                            SmallVector<unsigned> &indexDims, bool &readsInit) {
  Block *body = op.getBody();
  SmallVector<Value> worklist{body->getTerminator()->getOperand(result)};
  llvm::SmallPtrSet<Operation *, 16> visited;
  llvm::SmallPtrSet<Value, 8> args;
  auto pushOperands = [&](Operation *def) {
    def->walk([&](Operation *nested) {
      worklist.append(nested->getOperands().begin(),
                      nested->getOperands().end());
    });
  };
  while (!worklist.empty()) {
    Value v = worklist.pop_back_val();
    if (auto arg = dyn_cast<BlockArgument>(v)) {
      if (arg.getOwner() != body || !args.insert(arg).second)
        continue;
      OpOperand *operand = op.getMatchingOpOperand(arg);
      readsInit |= op.isDpsInit(operand);
      maps.push_back(op.getMatchingIndexingMap(operand));
      continue;
    }
    Operation *def = v.getDefiningOp();
    if (!def || !body->getParent()->isAncestor(def->getParentRegion()) ||
        !visited.insert(def).second)
      continue;
    if (auto index = dyn_cast<linalg::IndexOp>(def))
      indexDims.push_back(index.getDim());
    if (auto apply = dyn_cast<affine::AffineApplyOp>(def)) {
      // Only the operands its map reads (fusion composes maps that drop
      // loops).
      AffineMap map = apply.getAffineMap();
      unsigned numDims = map.getNumDims();
      for (auto [k, operand] : llvm::enumerate(apply.getMapOperands()))
        if (k < numDims ? map.isFunctionOfDim(k)
                        : map.isFunctionOfSymbol(k - numDims))
          worklist.push_back(operand);
      continue;
    }
    pushOperands(def);
  }
}

void FusionTally::endElementwise(Operation *fusedOp) {
  if (!pending || pending->step.kind != FusionStep::Elementwise)
    return;
  auto fused = dyn_cast_or_null<linalg::GenericOp>(fusedOp);
  if (!fused) {
    abandonStep();
    return;
  }
  Pending &p = *pending;
  ElementwiseStepRecord &r = p.step.elementwise;
  r.fusedLoops = loopNestOf(fused);
  SmallVector<AffineMap> maps = fused.getIndexingMapsArray();
  r.fusedOperandMaps.assign(maps.begin(), maps.end());
  unsigned numInputs = fused.getNumDpsInputs();
  for (auto [k, value] : llvm::enumerate(p.producerInputs)) {
    unsigned pos = p.consumerOperand + k;
    if (pos < numInputs && fused.getDpsInputs()[pos] == value)
      r.fusedInputMaps.push_back(maps[pos]);
    else
      r.fusedInputMaps.push_back(std::nullopt);
  }
  SymbolNames symbols;
  IndexTracer tracer(fused.getContext(), symbols, fused);
  fused.getBody()->walk([&](Operation *op) {
    auto tags = op->getAttrOfType<DenseI64ArrayAttr>(kIndexTag);
    if (!tags)
      return;
    llvm::ArrayRef<int64_t> t = tags.asArrayRef();
    for (size_t i = 0; i + 1 < t.size(); i += 2)
      if (t[i] < op->getNumOperands() && t[i + 1] < (int64_t)r.indexUses.size())
        r.indexUses[t[i + 1]].fused = tracer.value(op->getOperand(t[i]));
  });
  stripTags(fused);
  if (p.producer)
    stripTags(p.producer);

  // Fused results that stand for producer results come first; match each
  // to the producer result with the same init.
  unsigned numPreserved = fused->getNumResults() - p.consumerResults;
  llvm::SmallVector<bool> matched(p.producerInits.size(), false);
  for (unsigned i = 0; i < fused.getNumDpsInits(); ++i) {
    OpOperand *init = fused.getDpsInitOperand(i);
    AffineMap fusedMap = fused.getMatchingIndexingMap(init);
    bool readsInit =
        yieldDependsOn(fused, fused.getMatchingBlockArgument(init));
    if (i < numPreserved) {
      int origin = -1;
      for (unsigned k = 0; k < p.producerInits.size(); ++k)
        if (!matched[k] && p.producerInits[k] == init->get()) {
          origin = k;
          matched[k] = true;
          break;
        }
      AffineMap producerMap =
          origin >= 0 ? p.producerOutMaps[origin] : AffineMap();
      // Whether anything reads the kept result's elements (not only its
      // shape). Drivers that record before replacing uses (stepwise) leave
      // it without users yet: then the producer result's other users are
      // the ones that will read it.
      auto notDim = [](Operation *user) { return !isa<tensor::DimOp>(user); };
      Value kept = fused->getResult(i);
      bool elementsRead =
          !kept.use_empty()
              ? llvm::any_of(kept.getUsers(), notDim)
              : origin < 0 || llvm::any_of(p.outsideUses, [&](const auto &use) {
                  return std::get<2>(use) == static_cast<unsigned>(origin) &&
                         notDim(std::get<0>(use));
                });
      r.preserved.push_back({producerMap, fusedMap, readsInit, elementsRead});
      r.outputs.push_back(
          {fusedMap, producerMap, r.producerLoops, true, readsInit});
    } else if (i - numPreserved < p.consumerOutMaps.size()) {
      r.outputs.push_back({fusedMap, p.consumerOutMaps[i - numPreserved],
                           r.consumerLoops, false, readsInit});
    } else {
      continue;
    }
    auto &out = r.outputs.back();
    valueDependence(fused, i, out.valueMaps, out.valueIndexDims,
                    out.valueReadsInit);
  }
  // Where each other consumer operand should be in the fused op: inputs
  // before the fused one keep their place, later ones follow the producer's
  // inputs, outputs follow the kept producer results.
  unsigned numProducerInputs = p.producerInputs.size();
  for (auto [k, entry] : llvm::enumerate(p.consumerOperands)) {
    auto [number, value] = entry;
    if (llvm::is_contained(p.alsoFused, number))
      continue; // fused away: its read is the producer's value
    // Operands fused away before this one free their places.
    unsigned gone = llvm::count_if(
        p.alsoFused, [n = number](unsigned other) { return other < n; });
    unsigned pos;
    if (number < p.consumerOperand)
      pos = number;
    else if (number < p.consumerInputs)
      pos = number - 1 - gone + numProducerInputs;
    else
      pos = numInputs + numPreserved + (number - p.consumerInputs);
    if (pos < fused->getNumOperands() && fused->getOperand(pos) == value)
      r.consumerOperands[k].after =
          fused.getMatchingIndexingMap(&fused->getOpOperand(pos));
  }
  // Outside users must still read the producer's value: from the producer
  // (still alive) or from the fused result kept for that producer result.
  for (auto [owner, operand, resultNo] : p.outsideUses) {
    Value now = owner->getOperand(operand);
    bool kept = p.producer && now == p.producer->getResult(resultNo);
    if (auto res = dyn_cast<OpResult>(now); res && res.getOwner() == fused) {
      unsigned i = res.getResultNumber();
      kept = i < numPreserved &&
             fused.getDpsInits()[i] == p.producerInits[resultNo];
    }
    r.outsideUses.push_back({resultNo, kept});
  }
  if (recordIR)
    p.step.after = print(fused);
  steps.push_back(std::move(p.step));
  pending.reset();
}

static std::optional<uint64_t> constantBits(Value v) {
  Attribute attr;
  if (auto cst = v.getDefiningOp<arith::ConstantOp>())
    attr = cst.getValue();
  if (auto i = dyn_cast_or_null<IntegerAttr>(attr))
    return i.getValue().getZExtValue();
  if (auto f = dyn_cast_or_null<FloatAttr>(attr))
    return f.getValue().bitcastToAPInt().getZExtValue();
  return std::nullopt;
}

void FusionTally::beginPad(Operation *op, llvm::StringRef rule) {
  abandonStep();
  auto pad = dyn_cast<tensor::PadOp>(op);
  if (!pad)
    return;
  pending = std::make_shared<Pending>();
  Pending &p = *pending;
  p.pad = pad;
  p.step.kind = FusionStep::Pad;
  p.step.rule = rule.str();
  PadStepRecord &r = p.step.pad;
  r.rank = pad.getSourceType().getRank();
  IndexTracer tracer(pad.getContext(), r.symbols);
  for (unsigned d = 0; d < r.rank; ++d) {
    r.low.push_back(tracer.foldResult(pad.getMixedLowPad()[d]));
    r.high.push_back(tracer.foldResult(pad.getMixedHighPad()[d]));
    r.sourceSizes.push_back(tracer.dim(pad.getSource(), d));
  }
  if (Value v = pad.getConstantPaddingValue())
    r.padValueBits = constantBits(v);
  std::string before;
  if (auto producer = pad.getSource().getDefiningOp<linalg::GenericOp>()) {
    unsigned n = cast<OpResult>(pad.getSource()).getResultNumber();
    OpOperand *init = producer.getDpsInitOperand(n);
    r.producerReadsOuts =
        yieldDependsOn(producer, producer.getMatchingBlockArgument(init));
    r.producerWritesPartOfInit =
        writesPartOf(cast<linalg::LinalgOp>(producer.getOperation()), *init);
    p.originalInit = init->get();
    if (auto fill = p.originalInit.getDefiningOp<linalg::FillOp>())
      r.originalInitFillBits = constantBits(fill.getInputs()[0]);
    if (recordIR)
      before = print(producer) + "\n";
  }
  if (recordIR)
    p.step.before = before + print(pad);
}

void FusionTally::endPad(Value replacement) {
  if (!pending || pending->step.kind != FusionStep::Pad)
    return;
  Pending &p = *pending;
  PadStepRecord &r = p.step.pad;
  auto insert = replacement ? replacement.getDefiningOp<tensor::InsertSliceOp>()
                            : nullptr;
  if (insert) {
    IndexTracer tracer(insert.getContext(), r.symbols);
    for (OpFoldResult o : insert.getMixedOffsets())
      r.offsets.push_back(tracer.foldResult(o));
    for (OpFoldResult s : insert.getMixedSizes())
      r.sizes.push_back(tracer.foldResult(s));
    for (OpFoldResult s : insert.getMixedStrides())
      r.strides.push_back(tracer.foldResult(s));
    for (unsigned d = 0; d < r.rank; ++d)
      r.paddedSizes.push_back(tracer.dim(insert.getDest(), d));
    if (auto fill = insert.getDest().getDefiningOp<linalg::FillOp>()) {
      r.fillValueBits = constantBits(fill.getInputs()[0]);
      r.structureFound = true;
    }
    std::string after;
    if (auto generic = insert.getSource().getDefiningOp<linalg::GenericOp>()) {
      unsigned n = cast<OpResult>(insert.getSource()).getResultNumber();
      r.initPreserved = generic.getDpsInits()[n] == p.originalInit;
      if (recordIR)
        after = print(generic) + "\n";
    }
    if (recordIR)
      p.step.after = after + print(insert);
  }
  steps.push_back(std::move(p.step));
  pending.reset();
}

void FusionTally::notifyPatternBegin(const Pattern &pattern, Operation *op) {
  currentRoot = op->getName().getStringRef().str();
  currentRule = ruleName(pattern.getDebugName()).str();
  currentOp = op;
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  currentPartialCopy =
      currentRule == "EraseIdentityLinalgOp" && linalgOp &&
      llvm::any_of(linalgOp.getIndexingMapsArray(),
                   [](AffineMap map) { return !map.isPermutation(); });
  if (!recordSteps)
    return;
  llvm::StringRef rule = ruleName(pattern.getDebugName());
  if (isRecordedReshapeFolding(rule)) {
    beginReshape(op, rule);
    return;
  }
  if (rule == "FusePadOp") {
    beginPad(op, rule);
    return;
  }
  if (rule != "FuseElementwiseOps")
    return;
  auto consumer = dyn_cast<linalg::GenericOp>(op);
  if (!consumer)
    return;
  // The operand FuseElementwiseOps picks: the first fusable one the control
  // function accepts.
  for (OpOperand &operand : consumer->getOpOperands())
    if (linalg::areElementwiseOpsFusable(&operand) &&
        (!control || control(&operand))) {
      beginElementwise(&operand, rule);
      return;
    }
}

void FusionTally::notifyOperationInserted(Operation *op,
                                          OpBuilder::InsertPoint) {
  if (pending && pending->step.kind == FusionStep::Elementwise &&
      isa<linalg::GenericOp>(op))
    pending->fused = op;
}

void FusionTally::notifyOperationReplaced(Operation *op,
                                          ValueRange replacement) {
  reshapeReplaced(op, replacement);
  if (pending && pending->step.kind == FusionStep::Pad && op == pending->pad &&
      !replacement.empty())
    pending->replacement = replacement[0];
}

void FusionTally::notifyOperationErased(Operation *op) {
  // A pattern may erase the producer (or a driver may, once it is dead):
  // the step then no longer refers to it.
  if (pending && pending->producer == op)
    pending->producer = nullptr;
  if (pending && pending->consumer == op)
    pending->consumer = nullptr;
  if (pending && pending->fused == op)
    pending->fused = nullptr;
}

void FusionTally::notifyMatchFailure(
    Location loc, llvm::function_ref<void(Diagnostic &)> reasonCallback) {
  if (currentRule.empty() || !reportsMatchFailures(currentRule))
    return;
  Diagnostic diag(loc, DiagnosticSeverity::Remark);
  reasonCallback(diag);
  // One line, without SSA names or types a reason may print.
  std::string text = diag.str();
  llvm::StringRef reason = llvm::StringRef(text).take_until(
      [](char c) { return c == '\n' || c == '%' || c == '\''; });
  // Numbers (sizes, dims) vary from case to case: one key per reason.
  std::string key = currentRule + ": ";
  for (char c : reason.trim())
    if (!llvm::isDigit(c))
      key += c;
    else if (key.back() != 'N')
      key += 'N';
  if (refusalsSeen.insert({currentOp, key}).second)
    refuse(key);
}

void FusionTally::notifyPatternEnd(const Pattern &pattern,
                                   LogicalResult status) {
  currentRule.clear();
  if (succeeded(status)) {
    llvm::StringRef rule = ruleName(pattern.getDebugName());
    record(rule);
    if (currentPartialCopy)
      record(kErasedPartialCopy);
    rewrites.push_back((rule + " on " + currentRoot).str());
  }
  endReshape(succeeded(status));
  if (!pending)
    return;
  if (failed(status)) {
    abandonStep();
    return;
  }
  if (pending->step.kind == FusionStep::Elementwise)
    endElementwise(pending->fused);
  else
    endPad(pending->replacement);
}
