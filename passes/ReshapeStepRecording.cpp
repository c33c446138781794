//===- ReshapeStepRecording.cpp - Reshape propagation as proof steps ------===//
//
// Records one ReshapeStepRecord per reshape folding across a generic: the
// generic before (the pattern's root, or the producer of the root reshape),
// what replaced the root's results, and the generic behind that
// replacement. Each operand is described by its map, its sizes (traced to
// the function's symbols) and the root of its expand/collapse chain.
//
//===----------------------------------------------------------------------===//
#include "passes/FusionTally.h"
#include "passes/IndexTracer.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/DenseMap.h"

using namespace mlir;
using namespace fusefuzz;

struct FusionTally::ReshapePending {
  FusionStep step;
  Operation *root = nullptr;
  linalg::GenericOp generic; // before
  /// Roots of reshape chains, numbered as met.
  llvm::DenseMap<Value, int> bases;
  SmallVector<Value> replaced, replacements;
  /// Patterns rooted at a reshape may replace the generic instead (its
  /// results stand for the replaced values then).
  std::vector<std::optional<ReshapeStepRecord::Operand>> genericWrites;
  bool replacedGeneric = false;
};

/// `v` with every expand_shape / collapse_shape it comes from peeled off.
static Value reshapeRoot(Value v) {
  while (Operation *def = v.getDefiningOp()) {
    if (!isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(def))
      break;
    v = def->getOperand(0);
  }
  return v;
}

static ReshapeStepRecord::Operand describe(linalg::GenericOp op,
                                           OpOperand &operand,
                                           IndexTracer &tracer,
                                           llvm::DenseMap<Value, int> &bases) {
  ReshapeStepRecord::Operand o;
  o.map = op.getMatchingIndexingMap(&operand);
  Value v = operand.get();
  auto type = dyn_cast<RankedTensorType>(v.getType());
  if (!type)
    return o;
  for (int64_t d = 0; d < type.getRank(); ++d)
    o.shape.push_back(tracer.dim(v, d));
  Value root = reshapeRoot(v);
  o.base = bases.try_emplace(root, int(bases.size())).first->second;
  return o;
}

/// What the expand/collapse chain `v` comes from requires: each collapsed
/// dim equals the product of the dims it groups.
static void chainPremises(Value v, IndexTracer &tracer, ReshapeStepRecord &r) {
  while (Operation *def = v.getDefiningOp()) {
    Value collapsed, expanded;
    SmallVector<ReassociationIndices> groups;
    if (auto expand = dyn_cast<tensor::ExpandShapeOp>(def)) {
      collapsed = expand.getSrc();
      expanded = expand.getResult();
      groups = expand.getReassociationIndices();
    } else if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(def)) {
      collapsed = collapse.getResult();
      expanded = collapse.getSrc();
      groups = collapse.getReassociationIndices();
    } else {
      return;
    }
    for (auto [i, group] : llvm::enumerate(groups)) {
      AffineExpr product = getAffineConstantExpr(1, def->getContext());
      for (int64_t j : group) {
        AffineExpr size = tracer.dim(expanded, j);
        product = size && product ? product * size : AffineExpr();
      }
      AffineExpr whole = tracer.dim(collapsed, i);
      if (product && whole)
        r.premises.push_back({whole, product});
    }
    v = def->getOperand(0);
  }
}

/// The operands `op` reads: its tensor inputs, then the inits its payload
/// reads.
static void describeReads(linalg::GenericOp op, IndexTracer &tracer,
                          llvm::DenseMap<Value, int> &bases,
                          ReshapeStepRecord::Side &side) {
  side.numLoops = op.getNumLoops();
  side.loopSizes.assign(side.numLoops, AffineExpr());
  for (utils::IteratorType t : op.getIteratorTypesArray())
    side.reduction.push_back(t == utils::IteratorType::reduction);
  for (OpOperand &operand : op->getOpOperands()) {
    if (!isa<RankedTensorType>(operand.get().getType()))
      continue;
    AffineMap map = op.getMatchingIndexingMap(&operand);
    for (auto [j, expr] : llvm::enumerate(map.getResults()))
      if (auto dim = dyn_cast<AffineDimExpr>(expr))
        if (!side.loopSizes[dim.getPosition()])
          side.loopSizes[dim.getPosition()] = tracer.dim(operand.get(), j);
  }
  for (OpOperand *input : op.getDpsInputOperands())
    if (isa<RankedTensorType>(input->get().getType()))
      side.reads.push_back(describe(op, *input, tracer, bases));
  for (OpOperand &init : op.getDpsInitsMutable())
    if (op.payloadUsesValueFromOperand(&init))
      side.reads.push_back(describe(op, init, tracer, bases));
}

/// The generic result `v` is (through reshapes), or null.
static OpResult genericResult(Value v) {
  auto result = dyn_cast<OpResult>(reshapeRoot(v));
  return result && isa<linalg::GenericOp>(result.getOwner()) ? result
                                                             : OpResult();
}

void FusionTally::beginReshape(Operation *root, llvm::StringRef rule) {
  reshapePending.reset();
  linalg::GenericOp generic = dyn_cast<linalg::GenericOp>(root);
  if (!generic && isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(root))
    generic = root->getOperand(0).getDefiningOp<linalg::GenericOp>();
  if (!generic)
    return;
  reshapePending = std::make_shared<ReshapePending>();
  ReshapePending &p = *reshapePending;
  p.step.kind = FusionStep::Reshape;
  p.step.rule = rule.str();
  p.root = root;
  p.generic = generic;
  if (recordIR) {
    std::string text;
    llvm::raw_string_ostream os(text);
    if (root != generic.getOperation())
      os << generic << "\n";
    os << *root;
    p.step.before = text;
  }
  ReshapeStepRecord &r = p.step.reshape;
  IndexTracer tracer(generic.getContext(), r.symbols);
  describeReads(generic, tracer, p.bases, r.before);
  // The original op ran: every operand has, along each loop its map reads
  // as a plain dim, that loop's extent.
  for (OpOperand &operand : generic->getOpOperands()) {
    if (!isa<RankedTensorType>(operand.get().getType()))
      continue;
    AffineMap map = generic.getMatchingIndexingMap(&operand);
    for (auto [j, expr] : llvm::enumerate(map.getResults()))
      if (auto dim = dyn_cast<AffineDimExpr>(expr)) {
        AffineExpr size = tracer.dim(operand.get(), j);
        AffineExpr loop = r.before.loopSizes[dim.getPosition()];
        if (size && loop && size != loop)
          r.premises.push_back({size, loop});
      }
  }
  for (Value operand : generic->getOperands())
    chainPremises(operand, tracer, r);
  for (Value result : root->getResults())
    chainPremises(result, tracer, r);
  for (Value v : root->getResults()) {
    OpResult result = genericResult(v);
    if (result && result.getOwner() == generic.getOperation())
      r.before.writes.push_back(describe(
          generic, *generic.getDpsInitOperand(result.getResultNumber()), tracer,
          p.bases));
    else
      r.before.writes.push_back(std::nullopt);
  }
  for (OpOperand &init : generic.getDpsInitsMutable())
    p.genericWrites.push_back(describe(generic, init, tracer, p.bases));
}

void FusionTally::reshapeReplaced(Operation *op, ValueRange replacement) {
  if (!reshapePending || (op != reshapePending->root &&
                          op != reshapePending->generic.getOperation()))
    return;
  reshapePending->replacedGeneric = op != reshapePending->root;
  reshapePending->replaced.assign(op->getResults().begin(),
                                  op->getResults().end());
  reshapePending->replacements.assign(replacement.begin(), replacement.end());
}

void FusionTally::endReshape(bool succeeded) {
  std::shared_ptr<ReshapePending> pendingStep = std::move(reshapePending);
  if (!pendingStep || !succeeded)
    return;
  ReshapePending &p = *pendingStep;
  ReshapeStepRecord &r = p.step.reshape;
  if (p.replacedGeneric)
    r.before.writes = p.genericWrites;
  linalg::GenericOp after;
  for (Value v : p.replacements)
    if (OpResult result = genericResult(v)) {
      after = cast<linalg::GenericOp>(result.getOwner());
      break;
    }
  if (p.replacements.empty())
    r.unsupported = "the pattern did not replace its root op";
  else if (!after)
    r.unsupported = "the replacement is not a generic's result behind reshapes";
  if (after) {
    IndexTracer tracer(after.getContext(), r.symbols);
    describeReads(after, tracer, p.bases, r.after);
    for (Value v : p.replacements) {
      OpResult result = genericResult(v);
      if (result && result.getOwner() == after.getOperation())
        r.after.writes.push_back(
            describe(after, *after.getDpsInitOperand(result.getResultNumber()),
                     tracer, p.bases));
      else
        r.after.writes.push_back(std::nullopt);
    }
    if (recordIR) {
      std::string text;
      llvm::raw_string_ostream os(text);
      os << after;
      p.step.after = text;
    }
  }
  steps.push_back(std::move(p.step));
}
