//===- Reducers.cpp - One small reduction each ----------------------------===//
#include "fuzz/reduce/Reducers.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/ADT/BitVector.h"

using namespace mlir;
using namespace fusefuzz;

llvm::ArrayRef<ReducerInfo> fusefuzz::allReducers() {
  static const ReducerInfo table[] = {
#define REDUCER(name, fn, desc) {name, fn, desc},
#include "fuzz/reduce/Reducers.def"
  };
  return table;
}

unsigned fusefuzz::countOps(func::FuncOp func) {
  unsigned n = 0;
  for (Operation &op : func.getBody().front())
    n += !op.hasTrait<OpTrait::IsTerminator>();
  return n;
}

void fusefuzz::removeDeadCode(func::FuncOp func) {
  Block &body = func.getBody().front();
  bool changed = true;
  while (changed) {
    changed = false;
    for (Operation &op : llvm::make_early_inc_range(llvm::reverse(body))) {
      if (op.hasTrait<OpTrait::IsTerminator>() || !op.use_empty())
        continue;
      if (!isMemoryEffectFree(&op) && !isa<linalg::LinalgOp>(op))
        continue;
      op.erase();
      changed = true;
    }
  }
  llvm::BitVector dead(func.getNumArguments());
  for (BlockArgument arg : func.getArguments())
    if (arg.use_empty())
      dead.set(arg.getArgNumber());
  if (dead.any())
    (void)func.eraseArguments(dead);
}

/// Appends a function argument of `type`, with its runtime shape recorded
/// when it is dynamic (`shape`), and returns it.
static Value newArgument(func::FuncOp func, Type type,
                         llvm::ArrayRef<int64_t> shape = {}) {
  unsigned index = func.getNumArguments();
  DictionaryAttr attrs;
  if (!shape.empty()) {
    Builder b(func.getContext());
    attrs = b.getDictionaryAttr(
        b.getNamedAttr("fusefuzz.shape", b.getDenseI64ArrayAttr(shape)));
  }
  (void)func.insertArgument(index, type, attrs, func.getLoc());
  return func.getArgument(index);
}

bool fusefuzz::dropResult(func::FuncOp func, unsigned target) {
  auto ret = cast<func::ReturnOp>(func.getBody().front().getTerminator());
  if (target >= ret.getNumOperands() || ret.getNumOperands() == 1)
    return false;
  ret->eraseOperand(target);
  llvm::BitVector drop(func.getNumResults());
  drop.set(target);
  (void)func.eraseResults(drop);
  removeDeadCode(func);
  return true;
}

bool fusefuzz::makeStatic(func::FuncOp func, unsigned target) {
  unsigned seen = 0;
  for (BlockArgument arg : func.getArguments()) {
    auto type = dyn_cast<RankedTensorType>(arg.getType());
    auto shape = func.getArgAttrOfType<DenseI64ArrayAttr>(arg.getArgNumber(),
                                                          "fusefuzz.shape");
    if (!type || type.hasStaticShape() || !shape ||
        shape.size() != type.getRank())
      continue;
    if (seen++ != target)
      continue;
    auto staticType =
        RankedTensorType::get(shape.asArrayRef(), type.getElementType());
    Value replacement = newArgument(func, staticType);
    OpBuilder b(func.getContext());
    b.setInsertionPointToStart(&func.getBody().front());
    Value cast = tensor::CastOp::create(b, func.getLoc(), type, replacement);
    arg.replaceAllUsesWith(cast);
    removeDeadCode(func);
    return true;
  }
  return false;
}

bool fusefuzz::inlineIndexArg(func::FuncOp func, unsigned target) {
  unsigned seen = 0;
  for (BlockArgument arg : func.getArguments()) {
    if (!arg.getType().isIndex() || arg.use_empty())
      continue;
    if (seen++ != target)
      continue;
    int64_t value = 1;
    if (auto v = func.getArgAttrOfType<IntegerAttr>(arg.getArgNumber(),
                                                    "fusefuzz.value"))
      value = v.getInt();
    OpBuilder b(func.getContext());
    b.setInsertionPointToStart(&func.getBody().front());
    Value c = arith::ConstantIndexOp::create(b, func.getLoc(), value);
    arg.replaceAllUsesWith(c);
    removeDeadCode(func);
    return true;
  }
  return false;
}

bool fusefuzz::cutOperand(func::FuncOp func, unsigned target) {
  unsigned seen = 0;
  for (Operation &op : func.getBody().front()) {
    if (!isa<linalg::GenericOp, tensor::PadOp>(op))
      continue;
    for (OpOperand &operand : op.getOpOperands()) {
      auto type = dyn_cast<RankedTensorType>(operand.get().getType());
      Operation *def = operand.get().getDefiningOp();
      // Only static results: a new dynamic argument would need runtime
      // sizes nobody recorded (make-static runs first).
      if (!type || !type.hasStaticShape() || !def ||
          !isa<linalg::GenericOp, tensor::PadOp>(def))
        continue;
      if (seen++ != target)
        continue;
      operand.set(newArgument(func, type));
      removeDeadCode(func);
      return true;
    }
  }
  return false;
}

bool fusefuzz::simplifyYield(func::FuncOp func, unsigned target) {
  unsigned seen = 0;
  for (Operation &op : func.getBody().front()) {
    auto generic = dyn_cast<linalg::GenericOp>(op);
    if (!generic)
      continue;
    Block *body = generic.getBody();
    Operation *yield = body->getTerminator();
    for (OpOperand &operand : yield->getOpOperands()) {
      Value v = operand.get();
      if (isa<BlockArgument>(v) || v.getDefiningOp<arith::ConstantOp>())
        continue; // already as simple as it gets
      // Candidates: each block argument of the same type, then a constant.
      // An outs argument only when its init is defined: reading a
      // tensor.empty is reading undefined memory, never a valid reduction.
      SmallVector<Value> options;
      for (OpOperand &use : generic->getOpOperands()) {
        BlockArgument a = generic.getMatchingBlockArgument(&use);
        bool undefined = generic.isDpsInit(&use) &&
                         use.get().getDefiningOp<tensor::EmptyOp>();
        if (a.getType() == v.getType() && !undefined)
          options.push_back(a);
      }
      // Dead payload ops go with the yield's old operand.
      auto eraseDeadPayload = [&] {
        for (Operation &inner :
             llvm::make_early_inc_range(llvm::reverse(*body)))
          if (&inner != yield && inner.use_empty() &&
              isMemoryEffectFree(&inner))
            inner.erase();
      };
      for (Value candidate : options) {
        if (seen++ != target)
          continue;
        operand.set(candidate);
        eraseDeadPayload();
        removeDeadCode(func);
        return true;
      }
      if (seen++ != target)
        continue;
      OpBuilder b(yield);
      TypedAttr zero = b.getZeroAttr(v.getType());
      operand.set(arith::ConstantOp::create(b, yield->getLoc(), zero));
      eraseDeadPayload();
      return true;
    }
  }
  return false;
}

bool fusefuzz::bypassOp(func::FuncOp func, unsigned target) {
  unsigned seen = 0;
  for (Operation &op : func.getBody().front()) {
    // Only inputs: an init may be a tensor.empty, whose contents are
    // undefined, and a case must never read undefined values.
    auto generic = dyn_cast<linalg::GenericOp>(op);
    if (!generic)
      continue;
    for (OpResult result : op.getResults())
      for (Value operand : generic.getDpsInputs()) {
        if (operand.getType() != result.getType())
          continue;
        if (seen++ != target)
          continue;
        result.replaceAllUsesWith(operand);
        removeDeadCode(func);
        return true;
      }
  }
  return false;
}

bool fusefuzz::canonicalize(func::FuncOp func, unsigned target) {
  if (target != 0)
    return false;
  PassManager pm(func.getContext(), func::FuncOp::getOperationName());
  pm.addPass(createCanonicalizerPass());
  if (failed(pm.run(func)))
    return false;
  removeDeadCode(func);
  return true;
}
