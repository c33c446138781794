//===- IndexTracer.cpp ----------------------------------------------------===//
#include "passes/IndexTracer.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace fusefuzz;

unsigned SymbolNames::get(llvm::StringRef name) {
  for (unsigned i = 0; i < names.size(); ++i)
    if (names[i] == name)
      return i;
  names.push_back(name.str());
  return names.size() - 1;
}

AffineExpr IndexTracer::symbol(const std::string &name) {
  return getAffineSymbolExpr(symbols.get(name), context);
}

std::string IndexTracer::nameOf(Value v) {
  if (auto arg = dyn_cast<BlockArgument>(v))
    if (isa_and_nonnull<func::FuncOp>(arg.getOwner()->getParentOp()))
      return "arg" + std::to_string(arg.getArgNumber());
  return "";
}

AffineExpr IndexTracer::foldResult(OpFoldResult ofr) {
  if (std::optional<int64_t> c = getConstantIntValue(ofr))
    return getAffineConstantExpr(*c, context);
  return value(cast<Value>(ofr));
}

AffineExpr IndexTracer::value(Value v, unsigned depth) {
  if (depth > 32)
    return {};
  if (std::optional<int64_t> c = getConstantIntValue(v))
    return getAffineConstantExpr(*c, context);
  std::string name = nameOf(v);
  if (!name.empty())
    return symbol(name);
  Operation *def = v.getDefiningOp();
  if (!def)
    return {};
  return llvm::TypeSwitch<Operation *, AffineExpr>(def)
      .Case([&](linalg::IndexOp index) -> AffineExpr {
        if (loopOwner && index->getParentOp() == loopOwner)
          return getAffineDimExpr(index.getDim(), context);
        return {};
      })
      .Case([&](affine::AffineApplyOp apply) -> AffineExpr {
        AffineMap map = apply.getAffineMap();
        SmallVector<AffineExpr> dims, syms;
        for (auto [i, operand] : llvm::enumerate(apply.getMapOperands())) {
          AffineExpr e = value(operand, depth + 1);
          if (!e)
            return {};
          (i < map.getNumDims() ? dims : syms).push_back(e);
        }
        return map.getResult(0).replaceDimsAndSymbols(dims, syms);
      })
      .Case([&](arith::AddIOp op) -> AffineExpr {
        AffineExpr a = value(op.getLhs(), depth + 1),
                   b = value(op.getRhs(), depth + 1);
        return a && b ? a + b : AffineExpr();
      })
      .Case([&](arith::SubIOp op) -> AffineExpr {
        AffineExpr a = value(op.getLhs(), depth + 1),
                   b = value(op.getRhs(), depth + 1);
        return a && b ? a - b : AffineExpr();
      })
      .Case([&](arith::MulIOp op) -> AffineExpr {
        AffineExpr a = value(op.getLhs(), depth + 1),
                   b = value(op.getRhs(), depth + 1);
        if (!a || !b)
          return {};
        if (!isa<AffineConstantExpr>(a) && !isa<AffineConstantExpr>(b))
          return {}; // not affine
        return a * b;
      })
      // Division by a positive constant: floordiv and ceildiv where they
      // are exact; the unsigned forms agree with them on the non-negative
      // sizes and offsets traced here.
      .Case<arith::DivUIOp, arith::FloorDivSIOp, arith::CeilDivUIOp,
            arith::CeilDivSIOp, arith::RemUIOp>(
          [&](Operation *op) -> AffineExpr {
            AffineExpr a = value(op->getOperand(0), depth + 1);
            std::optional<int64_t> b = getConstantIntValue(op->getOperand(1));
            if (!a || !b || *b <= 0)
              return {};
            if (isa<arith::CeilDivUIOp, arith::CeilDivSIOp>(op))
              return a.ceilDiv(*b);
            if (isa<arith::RemUIOp>(op))
              return a % *b;
            return a.floorDiv(*b);
          })
      .Case([&](tensor::DimOp op) -> AffineExpr {
        std::optional<int64_t> d = op.getConstantIndex();
        return d ? dim(op.getSource(), *d, depth + 1) : AffineExpr();
      })
      .Default([](Operation *) { return AffineExpr(); });
}

AffineExpr IndexTracer::dim(Value v, unsigned d, unsigned depth) {
  if (depth > 32)
    return {};
  auto type = dyn_cast<RankedTensorType>(v.getType());
  if (!type || d >= type.getRank())
    return {};
  if (!type.isDynamicDim(d))
    return getAffineConstantExpr(type.getDimSize(d), context);
  std::string name = nameOf(v);
  if (!name.empty())
    return symbol("dim(" + name + "," + std::to_string(d) + ")");
  Operation *def = v.getDefiningOp();
  if (!def)
    return {};
  if (auto empty = dyn_cast<tensor::EmptyOp>(def))
    return value(empty.getDynamicSize(d), depth + 1);
  if (auto slice = dyn_cast<tensor::ExtractSliceOp>(def)) {
    if (slice.getSourceType().getRank() != type.getRank())
      return {}; // rank-reducing: not followed
    return foldResult(slice.getMixedSizes()[d]);
  }
  if (auto insert = dyn_cast<tensor::InsertSliceOp>(def))
    return dim(insert.getDest(), d, depth + 1);
  if (auto cast = dyn_cast<tensor::CastOp>(def))
    return dim(cast.getSource(), d, depth + 1);
  if (auto expand = dyn_cast<tensor::ExpandShapeOp>(def))
    return foldResult(expand.getMixedOutputShape()[d]);
  if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(def)) {
    // The product of the source dims the result dim groups.
    AffineExpr product = getAffineConstantExpr(1, context);
    // A named copy: the range of a for loop over a temporary's element
    // would dangle.
    SmallVector<ReassociationIndices> groups =
        collapse.getReassociationIndices();
    for (int64_t j : groups[d]) {
      AffineExpr size = dim(collapse.getSrc(), j, depth + 1);
      if (!size)
        return {};
      product = product * size;
    }
    return product;
  }
  if (auto concat = dyn_cast<tensor::ConcatOp>(def)) {
    // The sum of the inputs' sizes along the concatenated dim; any input's
    // size along the others.
    if (d != concat.getDim())
      return dim(concat.getInputs().front(), d, depth + 1);
    AffineExpr sum = getAffineConstantExpr(0, context);
    for (Value input : concat.getInputs()) {
      AffineExpr size = dim(input, d, depth + 1);
      if (!size)
        return {};
      sum = sum + size;
    }
    return sum;
  }
  if (auto pad = dyn_cast<tensor::PadOp>(def)) {
    AffineExpr lo = foldResult(pad.getMixedLowPad()[d]);
    AffineExpr hi = foldResult(pad.getMixedHighPad()[d]);
    AffineExpr src = dim(pad.getSource(), d, depth + 1);
    return lo && hi && src ? lo + src + hi : AffineExpr();
  }
  if (auto loop = dyn_cast<LoopLikeOpInterface>(def)) {
    // A loop result has the shape of its init (scf.for, scf.forall).
    unsigned n = cast<OpResult>(v).getResultNumber();
    ValueRange inits = loop.getInits();
    return n < inits.size() ? dim(inits[n], d, depth + 1) : AffineExpr();
  }
  if (auto dps = dyn_cast<DestinationStyleOpInterface>(def)) {
    unsigned n = cast<OpResult>(v).getResultNumber();
    return n < dps.getNumDpsInits() ? dim(dps.getDpsInits()[n], d, depth + 1)
                                    : AffineExpr();
  }
  return {};
}
