//===- RuntimeChecks.cpp --------------------------------------------------===//
#include "passes/RuntimeChecks.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/RuntimeVerifiableOpInterface.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace fusefuzz;

/// "tensor.extract_slice (line 12): <what>": the op, where it is in the
/// printed function, and what failed.
std::string fusefuzz::runtimeCheckMessage(Operation *op, llvm::StringRef what) {
  std::string where;
  if (auto loc = dyn_cast<FileLineColLoc>(op->getLoc()))
    where = llvm::formatv(" (line {0})", loc.getLine()).str();
  return (op->getName().getStringRef() + where + ": " + what).str();
}

namespace {
/// Builds the conditions of the checks this file adds before one op.
struct CheckBuilder {
  CheckBuilder(Operation *op, Operation *insertBefore)
      : op(op), b(insertBefore), loc(op->getLoc()) {}

  Value index(OpFoldResult v) {
    return getValueOrCreateConstantIndexOp(b, loc, v);
  }
  Value cmp(arith::CmpIPredicate p, Value x, Value y) {
    return b.createOrFold<arith::CmpIOp>(loc, p, x, y);
  }
  void check(Value cond, const std::string &what) {
    cf::AssertOp::create(b, loc, cond, runtimeCheckMessage(op, what));
  }
  /// Every dynamic size is >= 0.
  void nonNegative(ArrayRef<OpFoldResult> sizes, llvm::StringRef what) {
    Value zero = arith::ConstantIndexOp::create(b, loc, 0);
    for (auto [d, size] : llvm::enumerate(sizes))
      if (isa<Value>(size))
        check(cmp(arith::CmpIPredicate::sge, index(size), zero),
              llvm::formatv("{0} {1} is negative", what, d).str());
  }
  /// The slice (offsets, sizes, strides) lies inside `tensor`: along each
  /// dimension an empty slice starts in [0, dim], a non-empty one starts
  /// and ends in [0, dim) (upstream's rule for extract_slice).
  void inside(Value tensor, OffsetSizeAndStrideOpInterface slice) {
    Value zero = arith::ConstantIndexOp::create(b, loc, 0);
    Value one = arith::ConstantIndexOp::create(b, loc, 1);
    for (unsigned d = 0; d < slice.getMixedSizes().size(); ++d) {
      Value off = index(slice.getMixedOffsets()[d]);
      Value size = index(slice.getMixedSizes()[d]);
      Value stride = index(slice.getMixedStrides()[d]);
      Value dim = b.createOrFold<tensor::DimOp>(loc, tensor, d);
      Value last = b.createOrFold<arith::AddIOp>(
          loc, off,
          b.createOrFold<arith::MulIOp>(
              loc, b.createOrFold<arith::SubIOp>(loc, size, one), stride));
      auto within = [&](Value v, arith::CmpIPredicate upper) {
        return b.createOrFold<arith::AndIOp>(
            loc, cmp(arith::CmpIPredicate::sge, v, zero), cmp(upper, v, dim));
      };
      Value empty = cmp(arith::CmpIPredicate::eq, size, zero);
      Value nonEmptyOk = b.createOrFold<arith::AndIOp>(
          loc, within(off, arith::CmpIPredicate::slt),
          within(last, arith::CmpIPredicate::slt));
      Value ok = b.createOrFold<arith::SelectOp>(
          loc, empty, within(off, arith::CmpIPredicate::sle), nonEmptyOk);
      check(ok, llvm::formatv("the slice leaves the destination along "
                              "dimension {0}",
                              d)
                    .str());
    }
  }

  /// Where a map result is a bare loop dimension, the operand's size
  /// there is that loop's range (the op's shape contract: what its
  /// verifier checks of static sizes; the interpreter checks the same).
  void shapeContract(linalg::LinalgOp linalgOp) {
    SmallVector<Range> ranges = linalgOp.createLoopRanges(b, loc);
    for (OpOperand &operand : linalgOp->getOpOperands()) {
      if (!isa<RankedTensorType>(operand.get().getType()))
        continue;
      AffineMap map = linalgOp.getMatchingIndexingMap(&operand);
      for (auto [r, e] : llvm::enumerate(map.getResults())) {
        auto dim = dyn_cast<AffineDimExpr>(e);
        if (!dim)
          continue;
        Value size = b.createOrFold<tensor::DimOp>(loc, operand.get(), r);
        Value range = index(ranges[dim.getPosition()].size);
        check(cmp(arith::CmpIPredicate::eq, size, range),
              llvm::formatv("dimension #{0} of operand #{1} differs from "
                            "the range of the loop d{2} its map names there",
                            r, operand.getOperandNumber(), dim.getPosition())
                  .str());
      }
    }
  }

  Operation *op;
  OpBuilder b;
  Location loc;
};
} // namespace

/// The checks upstream lacks, before `op`.
static void addOwnChecks(Operation *op) {
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
    CheckBuilder(op, op).shapeContract(linalgOp);
  } else if (auto slice = dyn_cast<tensor::ExtractSliceOp>(op)) {
    CheckBuilder(op, op).nonNegative(slice.getMixedSizes(), "slice size");
  } else if (auto insert = dyn_cast<tensor::InsertSliceOp>(op)) {
    CheckBuilder c(op, op);
    c.nonNegative(insert.getMixedSizes(), "slice size");
    c.inside(insert.getDest(), insert);
  } else if (auto insert = dyn_cast<tensor::ParallelInsertSliceOp>(op)) {
    // Nothing but the insertions may stand in scf.forall.in_parallel: the
    // checks go before it.
    CheckBuilder c(op, op->getParentOp());
    c.nonNegative(insert.getMixedSizes(), "slice size");
    c.inside(insert.getDest(), insert);
  } else if (auto empty = dyn_cast<tensor::EmptyOp>(op)) {
    CheckBuilder(op, op).nonNegative(empty.getMixedSizes(), "size");
  } else if (auto generate = dyn_cast<tensor::GenerateOp>(op)) {
    // A tiled pad's tile where it reads no source (the scf.if tiling makes).
    CheckBuilder(op, op).nonNegative(
        getAsOpFoldResult(ValueRange(generate.getDynamicExtents())), "size");
  } else if (auto pad = dyn_cast<tensor::PadOp>(op)) {
    CheckBuilder c(op, op);
    c.nonNegative(pad.getMixedLowPad(), "low pad");
    c.nonNegative(pad.getMixedHighPad(), "high pad");
  }
}

/// Replaces every cf.assert by a call of kRuntimeCheck(holds, number), or
/// drops it when its condition holds statically; returns the messages by
/// number. A call, not a branch around one: lowering the blocks of an
/// scf.if per check cost more than the calls do at run time.
static ArrayAttr routeAssertions(ModuleOp module) {
  SmallVector<cf::AssertOp> asserts;
  module.walk([&](cf::AssertOp op) { asserts.push_back(op); });
  OpBuilder b(module.getBodyRegion());
  SmallVector<Attribute> messages;
  func::FuncOp callee;
  for (cf::AssertOp op : asserts) {
    if (std::optional<int64_t> c = getConstantIntValue(op.getArg()); c && *c) {
      op.erase();
      continue;
    }
    auto i64 = b.getI64Type();
    if (!callee) {
      b.setInsertionPointToEnd(module.getBody());
      callee = func::FuncOp::create(b, module.getLoc(), kRuntimeCheck,
                                    b.getFunctionType({i64, i64}, {}));
      callee.setPrivate();
    }
    b.setInsertionPoint(op);
    Location loc = op.getLoc();
    Value holds = arith::ExtUIOp::create(b, loc, i64, op.getArg());
    Value number = arith::ConstantIntOp::create(b, loc, messages.size(), 64);
    func::CallOp::create(b, loc, callee, ValueRange{holds, number});
    messages.push_back(op.getMsgAttr());
    op.erase();
  }
  return b.getArrayAttr(messages);
}

unsigned fusefuzz::addRuntimeChecks(ModuleOp module, bool harnessChecks) {
  // The case's own assertions first, named as such.
  module.walk([&](cf::AssertOp op) {
    op.setMsgAttr(
        StringAttr::get(op.getContext(), runtimeCheckMessage(op, op.getMsg())));
  });
  if (!harnessChecks) {
    ArrayAttr messages = routeAssertions(module);
    module->setAttr(kRuntimeChecksAttr, messages);
    return messages.size();
  }
  SmallVector<Operation *> ops;
  module.walk([&](Operation *op) {
    if (isa<tensor::TensorDialect>(op->getDialect()) ||
        (isa<linalg::LinalgOp>(op) &&
         cast<linalg::LinalgOp>(op).hasPureTensorSemantics()))
      ops.push_back(op);
  });
  for (Operation *op : ops) {
    // Upstream's checks of the tensor dialect (extract_slice, extract,
    // insert, dim, cast), with messages in the harness's form; not
    // linalg's, which fail every op with an empty loop (they infer size 1
    // for it): addOwnChecks checks its shape contract instead.
    auto verifiable = dyn_cast<RuntimeVerifiableOpInterface>(op);
    if (verifiable && !isa<linalg::LinalgOp>(op)) {
      OpBuilder b(op);
      verifiable.generateRuntimeVerification(
          b, op->getLoc(), [](Operation *at, llvm::StringRef what) {
            return runtimeCheckMessage(at, what);
          });
    }
    addOwnChecks(op);
  }
  ArrayAttr messages = routeAssertions(module);
  module->setAttr(kRuntimeChecksAttr, messages);
  return messages.size();
}
