//===- ElementTerms.cpp ---------------------------------------------------===//
#include "oracle/equiv/ElementTerms.h"
#include "oracle/smt/AffineEncoding.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/Support/FormatVariadic.h"

#include <functional>

using namespace mlir;
using namespace fusefuzz;
using namespace fusefuzz::equiv;

FunctionInputs::FunctionInputs(ScalarTerms &scalars, func::FuncOp f) {
  smt::Context &ctx = scalars.ctx;
  std::vector<smt::Expr> nonNegative;
  for (auto [k, arg] : llvm::enumerate(f.getArguments())) {
    argSizes.emplace_back();
    argElements.emplace_back();
    scalarArgs.emplace_back();
    Type type = arg.getType();
    if (auto tensor = dyn_cast<RankedTensorType>(type)) {
      std::optional<smt::Sort> elem = scalars.sortOf(tensor.getElementType());
      if (!elem) {
        ok = false;
        why = llvm::formatv("no term for elements of arg{0}", k);
        return;
      }
      std::vector<smt::Sort> domain(tensor.getRank(), ctx.intSort());
      std::string typeText;
      llvm::raw_string_ostream os(typeText);
      tensor.print(os);
      argElements.back() = ctx.function(
          llvm::formatv("arg{0}:{1}", k, typeText).str(), domain, *elem);
      for (int64_t d = 0; d < tensor.getRank(); ++d) {
        if (!tensor.isDynamicDim(d)) {
          argSizes.back().push_back(ctx.intConst(tensor.getDimSize(d)));
          continue;
        }
        std::string name = llvm::formatv("dim(arg{0},{1})", k, d);
        smt::Expr size = ctx.intVar(name);
        argSizes.back().push_back(size);
        named.emplace_back(name, size);
        nonNegative.push_back(ctx.intConst(0) <= size);
        scalars.assumeNonNegative(size);
      }
      continue;
    }
    std::optional<smt::Sort> sort = scalars.sortOf(type);
    if (!sort) {
      ok = false;
      why = llvm::formatv("no term for arg{0}", k);
      return;
    }
    std::string name = llvm::formatv("arg{0}", k);
    std::string typeText;
    llvm::raw_string_ostream os(typeText);
    type.print(os);
    smt::Expr v = ctx.var(type.isIndex() ? name : name + "." + typeText, *sort);
    if (type.isIndex())
      named.emplace_back(name, v);
    scalarArgs.back() = Term{v, ctx.boolConst(true)};
  }
  assumptions = ctx.all(nonNegative);
}

struct FunctionTerms::Payload {
  Payload(Block *block, std::function<FailureOr<Term>(BlockArgument)> bind,
          llvm::ArrayRef<smt::Expr> loops)
      : block(block), bind(std::move(bind)), loops(loops) {}
  Block *block;
  std::function<FailureOr<Term>(BlockArgument)> bind;
  llvm::ArrayRef<smt::Expr> loops;
  llvm::DenseMap<Value, Term> cache;
};

FunctionTerms::FunctionTerms(ScalarTerms &scalars, const FunctionInputs &inputs,
                             bool trustBodies)
    : ctx(scalars.ctx), scalars(scalars), inputs(inputs),
      trustBodies(trustBodies) {}

FailureOr<Term> FunctionTerms::failWith(const llvm::Twine &reason) {
  why = reason.str();
  return failure();
}

/// Whether every reduced loop has an iteration.
static smt::Expr nonEmptyDomain(smt::Context &ctx,
                                llvm::ArrayRef<smt::Expr> loopSize,
                                llvm::ArrayRef<unsigned> reduced) {
  std::vector<smt::Expr> positive;
  for (unsigned l : reduced)
    positive.push_back(ctx.intConst(0) < loopSize[l]);
  return ctx.all(positive);
}

smt::Expr equiv::inBounds(smt::Context &ctx, llvm::ArrayRef<smt::Expr> index,
                          llvm::ArrayRef<smt::Expr> sizes) {
  std::vector<smt::Expr> parts;
  for (auto [i, s] : llvm::zip(index, sizes)) {
    parts.push_back(ctx.intConst(0) <= i);
    parts.push_back(i < s);
  }
  return ctx.all(parts);
}

llvm::StringRef equiv::conditionKindName(ConditionKind k) {
  switch (k) {
  case ConditionKind::NegativeSize:
    return "negative-size";
  case ConditionKind::NegativeSliceSize:
    return "negative-slice-size";
  case ConditionKind::SliceOutOfBounds:
    return "slice-out-of-bounds";
  case ConditionKind::InsertedSizeDiffers:
    return "inserted-size-differs";
  case ConditionKind::ReshapeSizeDiffers:
    return "reshape-size-differs";
  case ConditionKind::ConcatSizesDiffer:
    return "concat-sizes-differ";
  case ConditionKind::StaticSizeDiffers:
    return "static-size-differs";
  case ConditionKind::AssertionFails:
    return "assertion-fails";
  case ConditionKind::LoopSizesDiffer:
    return "loop-sizes-differ";
  case ConditionKind::ReadOutOfBounds:
    return "read-out-of-bounds";
  }
  return "?";
}

void FunctionTerms::sliceConditions(
    llvm::ArrayRef<smt::Expr> whole, llvm::ArrayRef<smt::Expr> offsets,
    llvm::ArrayRef<smt::Expr> sizes, llvm::ArrayRef<smt::Expr> strides,
    const llvm::SmallBitVector &dropped,
    std::optional<llvm::ArrayRef<smt::Expr>> inserted) {
  smt::Expr zero = ctx.intConst(0), one = ctx.intConst(1);
  unsigned j = 0;
  for (size_t k = 0; k < sizes.size() && k < whole.size(); ++k) {
    const smt::Expr &sz = sizes[k];
    addCondition(zero <= sz, ConditionKind::NegativeSliceSize);
    addCondition(sz == zero ||
                     (zero <= offsets[k] &&
                      offsets[k] + (sz - one) * strides[k] < whole[k]),
                 ConditionKind::SliceOutOfBounds);
    if (inserted && !dropped.test(k) && j < inserted->size())
      addCondition((*inserted)[j++] == sz, ConditionKind::InsertedSizeDiffers);
  }
}

static std::string opName(Operation *op) {
  return op->getName().getStringRef().str();
}

//===-- Scalars
//------------------------------------------------------------===//

FailureOr<Term> FunctionTerms::scalar(Value v) { return value(v, nullptr); }

FailureOr<Term> FunctionTerms::value(Value v, Payload *payload) {
  bool local = false;
  if (auto arg = dyn_cast<BlockArgument>(v)) {
    if (payload && arg.getOwner() == payload->block)
      local = true;
  } else if (payload && v.getDefiningOp()->getBlock() == payload->block) {
    local = true;
  }
  auto &cache = local ? payload->cache : scalarCache;
  if (auto it = cache.find(v); it != cache.end())
    return it->second;
  FailureOr<Term> t = failure();
  if (auto arg = dyn_cast<BlockArgument>(v)) {
    if (local)
      t = payload->bind(arg);
    else if (isa<func::FuncOp>(arg.getOwner()->getParentOp()) &&
             inputs.scalarArgs[arg.getArgNumber()])
      t = *inputs.scalarArgs[arg.getArgNumber()];
    else if (isInductionVariable(arg))
      t = Term{inductionVariable(arg), ctx.boolConst(true)};
    else
      return failWith("no term for a block argument outside payloads");
  } else {
    t = opValue(v.getDefiningOp(), local ? payload : nullptr);
  }
  if (failed(t))
    return failure();
  // Cached in the map of its scope: `cache` may have moved meanwhile.
  if (local || !readsFoldAccumulator(*t))
    (local ? payload->cache : scalarCache)[v] = *t;
  return t;
}

FailureOr<smt::Expr> FunctionTerms::index(OpFoldResult ofr) {
  if (auto attr = dyn_cast<Attribute>(ofr))
    return ctx.intConst(cast<IntegerAttr>(attr).getInt());
  FailureOr<Term> t = scalar(cast<Value>(ofr));
  if (failed(t))
    return failure();
  return t->value;
}

FailureOr<std::vector<smt::Expr>>
FunctionTerms::indices(llvm::ArrayRef<OpFoldResult> ofrs) {
  std::vector<smt::Expr> out;
  for (OpFoldResult ofr : ofrs) {
    FailureOr<smt::Expr> e = index(ofr);
    if (failed(e))
      return failure();
    out.push_back(*e);
  }
  return out;
}

FailureOr<Term> FunctionTerms::opValue(Operation *op, Payload *payload) {
  smt::Expr yes = ctx.boolConst(true);
  if (auto c = dyn_cast<arith::ConstantOp>(op)) {
    Type type = c.getType();
    if (auto i = dyn_cast<IntegerAttr>(c.getValue()))
      return Term{scalars.constant(type, i.getValue().getZExtValue()), yes};
    if (auto f = dyn_cast<FloatAttr>(c.getValue()); f && scalars.sortOf(type))
      return Term{
          scalars.constant(type, f.getValue().bitcastToAPInt().getZExtValue()),
          yes};
    return failWith("no term for a non-scalar arith.constant used as a scalar");
  }
  if (auto index = dyn_cast<linalg::IndexOp>(op)) {
    if (!payload || index.getDim() >= payload->loops.size())
      return failWith("no term for linalg.index outside its op");
    return Term{payload->loops[index.getDim()], yes};
  }
  auto operandTerms = [&](ValueRange operands) -> FailureOr<std::vector<Term>> {
    std::vector<Term> out;
    for (Value v : operands) {
      FailureOr<Term> t = value(v, payload);
      if (failed(t))
        return failure();
      out.push_back(*t);
    }
    return out;
  };
  auto allDefined = [&](llvm::ArrayRef<Term> terms) {
    smt::Expr d = yes;
    for (const Term &t : terms)
      d = d && t.defined;
    return d;
  };
  if (auto extract = dyn_cast<tensor::ExtractOp>(op)) {
    FailureOr<std::vector<Term>> idx = operandTerms(extract.getIndices());
    if (failed(idx))
      return failure();
    std::vector<smt::Expr> at;
    for (const Term &t : *idx)
      at.push_back(t.value);
    FailureOr<Term> t = read(extract.getTensor(), at);
    if (failed(t))
      return failure();
    return Term{t->value, t->defined && allDefined(*idx)};
  }
  if (auto dim = dyn_cast<tensor::DimOp>(op)) {
    std::optional<int64_t> k = dim.getConstantIndex();
    FailureOr<std::vector<smt::Expr>> s = sizes(dim.getSource());
    if (!k || failed(s) || *k < 0 || *k >= int64_t(s->size()))
      return failWith("no term for tensor.dim of a dynamic or unknown dim");
    return Term{(*s)[*k], yes};
  }
  if (isa<affine::AffineApplyOp, affine::AffineMinOp, affine::AffineMaxOp>(
          op)) {
    AffineMap map = op->getAttrOfType<AffineMapAttr>("map").getValue();
    FailureOr<std::vector<Term>> args = operandTerms(op->getOperands());
    if (failed(args))
      return failure();
    std::vector<smt::Expr> dims, syms;
    for (auto [i, t] : llvm::enumerate(*args))
      (i < map.getNumDims() ? dims : syms).push_back(t.value);
    std::vector<smt::Expr> results = encodeMap(ctx, map, dims, syms);
    if (results.empty())
      return failWith("no term for a nonlinear affine map");
    smt::Expr out = results[0];
    for (const smt::Expr &e : llvm::drop_begin(results))
      out = isa<affine::AffineMinOp>(op) ? ctx.min(out, e) : ctx.max(out, e);
    return Term{out, allDefined(*args)};
  }
  if (auto linearize = dyn_cast<affine::AffineLinearizeIndexOp>(op)) {
    // Row-major: ((i0 * b1 + i1) * b2 + i2) ..., the outer bound unused.
    FailureOr<std::vector<Term>> idx = operandTerms(linearize.getMultiIndex());
    FailureOr<std::vector<smt::Expr>> basis =
        indices(linearize.getEffectiveBasis());
    if (failed(idx) || failed(basis) || idx->empty() ||
        basis->size() + 1 != idx->size())
      return failWith("no term for affine.linearize_index");
    smt::Expr out = (*idx)[0].value;
    for (size_t k = 1; k < idx->size(); ++k) {
      nonlinear |= !ctx.simplify((*basis)[k - 1]).numeral();
      out = out * (*basis)[k - 1] + (*idx)[k].value;
    }
    return Term{out, allDefined(*idx)};
  }
  llvm::StringRef dialect = op->getName().getDialectNamespace();
  if (dialect == "arith" || dialect == "math") {
    FailureOr<std::vector<Term>> args = operandTerms(op->getOperands());
    if (failed(args))
      return failure();
    std::string reason;
    FailureOr<Term> t = scalars.apply(op, *args, reason);
    if (failed(t))
      return failWith(reason);
    return t;
  }
  return failWith("no term for " + opName(op));
}

//===-- Sizes
//--------------------------------------------------------------===//

void FunctionTerms::addCondition(const smt::Expr &c, ConditionKind kind) {
  Operation *op = computing.empty() ? nullptr : computing.back();
  if (!op || isa<func::FuncOp>(op->getParentOp())) {
    conditions.push_back(c);
    kinds.push_back(kind);
    return;
  }
  auto [it, inserted] = guards.try_emplace(op);
  if (inserted)
    it->second = reached(op);
  const smt::Expr &guard = guards[op];
  // Without a guard: no premise (unfused), an obligation for every point
  // (fused).
  if (guard.isNull()) {
    if (!trustBodies)
      unguarded.insert(conditions.size());
    if (!trustBodies) {
      conditions.push_back(c);
      kinds.push_back(kind);
    }
    return;
  }
  // A premise holds for every iteration of the loops around the op (free
  // induction variables would make it hold for one, which the solver
  // picks); an obligation is asked of a free one, which is every one.
  std::vector<smt::Expr> ivs =
      trustBodies ? enclosingInductionVariables(op) : std::vector<smt::Expr>();
  conditions.push_back(ivs.empty() ? guard.implies(c)
                                   : ctx.forall(ivs, guard.implies(c)));
  kinds.push_back(kind);
}

FailureOr<std::vector<smt::Expr>> FunctionTerms::sizes(Value tensor) {
  if (auto it = sizeCache.find(tensor); it != sizeCache.end())
    return it->second;
  Operation *where =
      isa<OpResult>(tensor)
          ? tensor.getDefiningOp()
          : cast<BlockArgument>(tensor).getOwner()->getParentOp();
  computing.push_back(where);
  FailureOr<std::vector<smt::Expr>> s = computeSizes(tensor);
  computing.pop_back();
  if (succeeded(s))
    sizeCache[tensor] = *s;
  return s;
}

/// The product of `factors` (1 when empty).
static smt::Expr product(smt::Context &ctx, llvm::ArrayRef<smt::Expr> factors) {
  smt::Expr p = ctx.intConst(1);
  for (const smt::Expr &f : factors)
    p = p * f;
  return p;
}

void FunctionTerms::conditionNotNegative(llvm::ArrayRef<smt::Expr> values,
                                         ConditionKind kind) {
  smt::Expr zero = ctx.intConst(0);
  for (const smt::Expr &v : values)
    addCondition(zero <= v, kind);
}

FailureOr<std::vector<smt::Expr>> FunctionTerms::padSizes(tensor::PadOp pad) {
  auto src = sizes(pad.getSource());
  auto low = indices(pad.getMixedLowPad());
  auto high = indices(pad.getMixedHighPad());
  if (failed(src) || failed(low) || failed(high))
    return failure();
  conditionNotNegative(*low);
  conditionNotNegative(*high);
  std::vector<smt::Expr> derived;
  for (size_t k = 0; k < src->size(); ++k)
    derived.push_back((*low)[k] + (*src)[k] + (*high)[k]);
  return derived;
}

FailureOr<std::vector<smt::Expr>>
FunctionTerms::extractSliceSizes(tensor::ExtractSliceOp slice) {
  auto source = sizes(slice.getSource());
  auto s = indices(slice.getMixedSizes());
  auto off = indices(slice.getMixedOffsets());
  auto st = indices(slice.getMixedStrides());
  if (failed(source) || failed(s) || failed(off) || failed(st))
    return failure();
  llvm::SmallBitVector dropped = slice.getDroppedDims();
  sliceConditions(*source, *off, *s, *st, dropped, std::nullopt);
  std::vector<smt::Expr> derived;
  for (auto [k, e] : llvm::enumerate(*s))
    if (!dropped.test(k))
      derived.push_back(e);
  return derived;
}

FailureOr<std::vector<smt::Expr>>
FunctionTerms::insertSliceSizes(tensor::InsertSliceOp insert) {
  auto dest = sizes(insert.getDest());
  auto src = sizes(insert.getSource());
  auto off = indices(insert.getMixedOffsets());
  auto s = indices(insert.getMixedSizes());
  auto st = indices(insert.getMixedStrides());
  if (failed(dest) || failed(src) || failed(off) || failed(s) || failed(st))
    return failure();
  sliceConditions(*dest, *off, *s, *st, insert.getDroppedDims(), *src);
  return *dest;
}

FailureOr<std::vector<smt::Expr>>
FunctionTerms::expandShapeSizes(tensor::ExpandShapeOp expand) {
  auto src = sizes(expand.getSrc());
  auto out = indices(expand.getMixedOutputShape());
  if (failed(src) || failed(out))
    return failure();
  conditionNotNegative(*out);
  for (auto [g, group] : llvm::enumerate(expand.getReassociationIndices())) {
    std::vector<smt::Expr> factors;
    for (int64_t d : group)
      factors.push_back((*out)[d]);
    addCondition(product(ctx, factors) == (*src)[g],
                 ConditionKind::ReshapeSizeDiffers);
  }
  return *out;
}

FailureOr<std::vector<smt::Expr>>
FunctionTerms::collapseShapeSizes(tensor::CollapseShapeOp collapse) {
  auto src = sizes(collapse.getSrc());
  if (failed(src))
    return failure();
  std::vector<smt::Expr> derived;
  for (const auto &group : collapse.getReassociationIndices()) {
    std::vector<smt::Expr> factors;
    for (int64_t d : group)
      factors.push_back((*src)[d]);
    derived.push_back(product(ctx, factors));
  }
  return derived;
}

FailureOr<std::vector<smt::Expr>>
FunctionTerms::concatSizes(tensor::ConcatOp concat) {
  uint64_t dim = concat.getDim();
  std::vector<smt::Expr> derived;
  for (auto [i, input] : llvm::enumerate(concat.getInputs())) {
    auto s = sizes(input);
    if (failed(s))
      return failure();
    if (i == 0) {
      derived = *s;
      continue;
    }
    for (size_t k = 0; k < s->size(); ++k) {
      if (k == dim)
        derived[k] = derived[k] + (*s)[k];
      else
        addCondition(derived[k] == (*s)[k], ConditionKind::ConcatSizesDiffer);
    }
  }
  return derived;
}

FailureOr<std::vector<smt::Expr>>
FunctionTerms::typedSizes(Operation *op, RankedTensorType type) {
  // Static sizes from the type, dynamic ones from the operands in order.
  ValueRange dynamic =
      isa<tensor::GenerateOp>(op)
          ? ValueRange(cast<tensor::GenerateOp>(op).getDynamicExtents())
      : isa<tensor::SplatOp>(op)
          ? ValueRange(cast<tensor::SplatOp>(op).getDynamicSizes())
          : ValueRange();
  std::vector<smt::Expr> derived;
  unsigned next = 0;
  for (int64_t d = 0; d < type.getRank(); ++d) {
    if (!type.isDynamicDim(d)) {
      derived.push_back(ctx.intConst(type.getDimSize(d)));
      continue;
    }
    if (next >= dynamic.size()) {
      why = "no term for the sizes of " + opName(op);
      return failure();
    }
    FailureOr<Term> t = scalar(dynamic[next++]);
    if (failed(t))
      return failure();
    derived.push_back(t->value);
  }
  conditionNotNegative(derived);
  return derived;
}

FailureOr<std::vector<smt::Expr>>
FunctionTerms::derivedSizes(Operation *op, Value tensor,
                            RankedTensorType type) {
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op))
    return sizes(
        linalgOp.getDpsInitOperand(cast<OpResult>(tensor).getResultNumber())
            ->get());
  if (auto pad = dyn_cast<tensor::PadOp>(op))
    return padSizes(pad);
  if (auto slice = dyn_cast<tensor::ExtractSliceOp>(op))
    return extractSliceSizes(slice);
  if (auto insert = dyn_cast<tensor::InsertSliceOp>(op))
    return insertSliceSizes(insert);
  if (auto expand = dyn_cast<tensor::ExpandShapeOp>(op))
    return expandShapeSizes(expand);
  if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(op))
    return collapseShapeSizes(collapse);
  if (auto concat = dyn_cast<tensor::ConcatOp>(op))
    return concatSizes(concat);
  if (auto empty = dyn_cast<tensor::EmptyOp>(op)) {
    auto s = indices(empty.getMixedSizes());
    if (failed(s))
      return failure();
    conditionNotNegative(*s);
    return *s;
  }
  if (auto castOp = dyn_cast<tensor::CastOp>(op))
    return sizes(castOp.getSource());
  if (auto insert = dyn_cast<tensor::InsertOp>(op))
    return sizes(insert.getDest());
  if (isa<tensor::GenerateOp, tensor::SplatOp, arith::ConstantOp>(op))
    return typedSizes(op, type);
  why = "no term for " + opName(op);
  return failure();
}

FailureOr<std::vector<smt::Expr>> FunctionTerms::computeSizes(Value tensor) {
  auto type = dyn_cast<RankedTensorType>(tensor.getType());
  if (!type) {
    why = "no term for an unranked or non-tensor value";
    return failure();
  }
  if (auto arg = dyn_cast<BlockArgument>(tensor)) {
    if (OpOperand *init = tiedLoopInit(arg))
      return sizes(init->get());
    if (!isa<func::FuncOp>(arg.getOwner()->getParentOp())) {
      why = "no term for tensors of nested regions";
      return failure();
    }
    return inputs.argSizes[arg.getArgNumber()];
  }
  Operation *op = tensor.getDefiningOp();
  if (isTileLoop(op))
    return sizes(cast<LoopLikeOpInterface>(op)
                     .getInits()[cast<OpResult>(tensor).getResultNumber()]);
  if (auto ifOp = dyn_cast<scf::IfOp>(op)) {
    unsigned r = cast<OpResult>(tensor).getResultNumber();
    FailureOr<Term> cond = scalar(ifOp.getCondition());
    auto a = sizes(ifOp.thenYield().getOperand(r));
    auto b = sizes(ifOp.elseYield().getOperand(r));
    if (failed(cond) || failed(a) || failed(b))
      return failure();
    smt::Expr taken = scalars.holds(cond->value);
    std::vector<smt::Expr> out;
    for (auto [x, y] : llvm::zip(*a, *b))
      out.push_back(x.same(y) ? x : ctx.ite(taken, x, y));
    return out;
  }
  FailureOr<std::vector<smt::Expr>> derivedOrFailure =
      derivedSizes(op, tensor, type);
  if (failed(derivedOrFailure))
    return failure();
  std::vector<smt::Expr> &derived = *derivedOrFailure;
  auto fail =
      [&](const llvm::Twine &reason) -> FailureOr<std::vector<smt::Expr>> {
    why = reason.str();
    return failure();
  };
  if (derived.size() != static_cast<size_t>(type.getRank()))
    return fail("no term for the sizes of " + opName(op));
  // A static size is what the type says, and must be what the operands
  // make it.
  std::vector<smt::Expr> out;
  for (int64_t d = 0; d < type.getRank(); ++d) {
    if (type.isDynamicDim(d)) {
      out.push_back(derived[d]);
      continue;
    }
    smt::Expr fixed = ctx.intConst(type.getDimSize(d));
    if (!derived[d].same(fixed))
      addCondition(derived[d] == fixed, ConditionKind::StaticSizeDiffers);
    out.push_back(fixed);
  }
  return out;
}

//===-- Elements
//-----------------------------------------------------------===//

FailureOr<Term> FunctionTerms::read(Value tensor,
                                    llvm::ArrayRef<smt::Expr> index) {
  FailureOr<Term> t = element(tensor, index);
  FailureOr<std::vector<smt::Expr>> s = sizes(tensor);
  if (failed(t) || failed(s))
    return failure();
  return Term{t->value, t->defined && inBounds(index, *s)};
}

FailureOr<Term> FunctionTerms::element(Value tensor,
                                       llvm::ArrayRef<smt::Expr> index) {
  auto type = dyn_cast<RankedTensorType>(tensor.getType());
  if (!type || static_cast<size_t>(type.getRank()) != index.size())
    return failWith("no term for an element of a non-tensor value");
  // A loop's iter_arg means another thing inside a tiled reduction: never
  // cached (it costs one init element).
  if (auto arg = dyn_cast<BlockArgument>(tensor); arg && tiedLoopInit(arg))
    return computeElement(tensor, index);
  std::vector<unsigned> ids;
  for (const smt::Expr &e : index)
    ids.push_back(e.id());
  auto key = std::make_pair(tensor.getAsOpaquePointer(), ids);
  if (auto it = elementCache.find(key); it != elementCache.end())
    return it->second.second;
  FailureOr<Term> t = computeElement(tensor, index);
  if (succeeded(t) && !readsFoldAccumulator(*t))
    elementCache[key] = {std::vector<smt::Expr>(index.begin(), index.end()),
                         *t};
  return t;
}

bool FunctionTerms::readsFoldAccumulator(const Term &t) const {
  // A tiled reduction's accumulator is named by its depth alone: a term
  // read through it means another output's element in the next fold of
  // that depth (seed 8337340205550546512: a consumer fused into a
  // reduction loop read the reduction's partial sum, cached as the
  // accumulator of the reduction's own fold, as its own accumulator).
  if (llvm::any_of(folding, [&](const Folding &f) {
        return t.value.mentions(f.acc) || t.defined.mentions(f.acc);
      }))
    return true;
  if (enumerating.empty())
    return false;
  for (const smt::Expr &e : {t.value, t.defined})
    for (const smt::Expr &app : e.uninterpretedApplications(true))
      for (const Enumerating &n : enumerating)
        if (app.functionName() == n.valueName ||
            app.functionName() == n.definedName)
          return true;
  return false;
}

FailureOr<Term> FunctionTerms::regionYield(Region &region,
                                           llvm::ArrayRef<smt::Expr> index) {
  Block &block = region.front();
  Payload payload(
      &block,
      [&](BlockArgument arg) -> FailureOr<Term> {
        if (arg.getArgNumber() >= index.size())
          return failWith("no term for a region argument");
        return Term{index[arg.getArgNumber()], ctx.boolConst(true)};
      },
      index);
  Operation *yield = block.getTerminator();
  if (yield->getNumOperands() != 1)
    return failWith("no term for a region yielding several values");
  return value(yield->getOperand(0), &payload);
}

void FunctionTerms::collectConditions(func::FuncOp f) {
  std::string kept = why;
  // Ops inside loop nests too, their conditions asked of every iteration
  // (outer values come first: they are defined before the loops).
  f.getBody().walk<WalkOrder::PreOrder>([&](Operation *op) {
    for (Value v : op->getResults())
      if (isa<RankedTensorType>(v.getType()))
        (void)sizes(v);
    if (isa<linalg::LinalgOp>(op))
      (void)loopSizes(op);
    if (isa<tensor::ParallelInsertSliceOp>(op))
      insertConditions(op);
    if (auto assertion = dyn_cast<cf::AssertOp>(op))
      assertCondition(assertion);
    // Payloads and pad regions hold scalars only.
    return op->getNumRegions() &&
                   !(isTileLoop(op) || isa<scf::InParallelOp, scf::IfOp>(op))
               ? WalkResult::skip()
               : WalkResult::advance();
  });
  why = kept;
}

void FunctionTerms::assertCondition(cf::AssertOp op) {
  computing.push_back(op);
  llvm::scope_exit done([&] { computing.pop_back(); });
  FailureOr<Term> holds = scalar(op.getArg());
  if (succeeded(holds)) {
    addCondition(holds->defined && scalars.holds(holds->value),
                 ConditionKind::AssertionFails);
    return;
  }
  // Without a term: the unfused function's assertion is no premise (the
  // proof then covers more than it must), the fused one's an obligation
  // that cannot be shown.
  if (!trustBodies) {
    unguarded.insert(conditions.size());
    conditions.push_back(ctx.boolConst(false));
    kinds.push_back(ConditionKind::AssertionFails);
  }
}

FailureOr<std::vector<smt::Expr>> FunctionTerms::loopSizes(Operation *opaque) {
  if (auto it = loopSizeCache.find(opaque); it != loopSizeCache.end())
    return it->second;
  auto op = cast<linalg::LinalgOp>(opaque);
  computing.push_back(op);
  llvm::scope_exit done([&] { computing.pop_back(); });
  std::vector<smt::Expr> loops(op.getNumLoops());
  for (OpOperand &operand : op->getOpOperands()) {
    if (!isa<RankedTensorType>(operand.get().getType()))
      continue;
    FailureOr<std::vector<smt::Expr>> s = sizes(operand.get());
    if (failed(s))
      return failure();
    AffineMap map = op.getMatchingIndexingMap(&operand);
    for (auto [p, e] : llvm::enumerate(map.getResults())) {
      auto d = dyn_cast<AffineDimExpr>(e);
      if (!d)
        continue;
      smt::Expr &loop = loops[d.getPosition()];
      if (loop.isNull()) {
        loop = (*s)[p];
      } else if (!loop.same((*s)[p])) {
        addCondition(loop == (*s)[p], ConditionKind::LoopSizesDiffer);
        // Where the sizes agree (the condition), a static one stands for
        // both: a loop of one iteration is then seen as one on either side
        // of a rewrite that typed one operand more precisely.
        if (!loop.numeral() && (*s)[p].numeral())
          loop = (*s)[p];
      }
    }
  }
  for (const smt::Expr &l : loops)
    if (l.isNull()) {
      why = "no term for " + opName(op) + ": a loop without a size";
      return failure();
    }
  accessConditions(op, loops);
  loopSizeCache[opaque] = loops;
  return loops;
}

/// `e` as sum(coefficients[d] * d) + constant, where it is linear in the
/// dims.
static std::optional<std::pair<std::vector<int64_t>, int64_t>>
linearForm(AffineExpr e, unsigned numDims) {
  if (auto d = dyn_cast<AffineDimExpr>(e)) {
    std::vector<int64_t> c(numDims, 0);
    c[d.getPosition()] = 1;
    return std::make_pair(c, int64_t(0));
  }
  if (auto k = dyn_cast<AffineConstantExpr>(e))
    return std::make_pair(std::vector<int64_t>(numDims, 0), k.getValue());
  auto bin = dyn_cast<AffineBinaryOpExpr>(e);
  if (!bin)
    return std::nullopt;
  auto l = linearForm(bin.getLHS(), numDims);
  auto r = linearForm(bin.getRHS(), numDims);
  if (!l || !r)
    return std::nullopt;
  auto isConstant = [](const auto &f) {
    return llvm::all_of(f->first, [](int64_t c) { return c == 0; });
  };
  auto scaled = [](auto f, int64_t by) {
    for (int64_t &c : f->first)
      c *= by;
    f->second *= by;
    return f;
  };
  switch (e.getKind()) {
  case AffineExprKind::Add:
    for (unsigned d = 0; d < numDims; ++d)
      l->first[d] += r->first[d];
    l->second += r->second;
    return l;
  case AffineExprKind::Mul:
    if (isConstant(r))
      return scaled(l, r->second);
    if (isConstant(l))
      return scaled(r, l->second);
    return std::nullopt;
  default:
    return std::nullopt;
  }
}

void FunctionTerms::accessConditions(Operation *opaque,
                                     llvm::ArrayRef<smt::Expr> loops) {
  auto op = cast<linalg::LinalgOp>(opaque);
  // An operand read at a constant or an expression of several loops
  // (d1 + d2) fixes no loop's size, but every iteration reads it in
  // bounds: where no loop is empty, the expression's least and greatest
  // values over the loops' box are indices of the operand.
  smt::Expr zero = ctx.intConst(0), one = ctx.intConst(1);
  std::vector<smt::Expr> nonEmpty;
  for (const smt::Expr &l : loops)
    nonEmpty.push_back(zero < l);
  for (OpOperand &operand : op->getOpOperands()) {
    if (!isa<RankedTensorType>(operand.get().getType()))
      continue;
    AffineMap map = op.getMatchingIndexingMap(&operand);
    for (auto [p, e] : llvm::enumerate(map.getResults())) {
      if (isa<AffineDimExpr>(e))
        continue;
      auto form = linearForm(e, loops.size());
      FailureOr<std::vector<smt::Expr>> s = sizes(operand.get());
      if (!form || failed(s))
        continue;
      smt::Expr least = ctx.intConst(form->second);
      smt::Expr greatest = least;
      for (auto [d, c] : llvm::enumerate(form->first)) {
        if (c > 0)
          greatest = greatest + ctx.intConst(c) * (loops[d] - one);
        else if (c < 0)
          least = least + ctx.intConst(c) * (loops[d] - one);
      }
      addCondition(
          ctx.all(nonEmpty).implies(zero <= least && greatest < (*s)[p]),
          ConditionKind::ReadOutOfBounds);
      // The unfused ops also meet MLIR's verifier as if their sizes were
      // static: the expression at the first point and at the last (each
      // loop's size - 1, -1 for an empty loop) is an index, unless the
      // operand is empty. A convolution read along `oh + kh` needs its
      // input's height whole, and none of its loops may be empty by
      // itself, even where another empty loop means no point is read.
      if (trustBodies) {
        smt::Expr first = ctx.intConst(form->second), last = first;
        for (auto [d, c] : llvm::enumerate(form->first))
          if (c)
            last = last + ctx.intConst(c) * (loops[d] - one);
        const smt::Expr &size = (*s)[p];
        addCondition(size == zero || (zero <= first && zero <= last &&
                                      first < size && last < size),
                     ConditionKind::ReadOutOfBounds);
      }
    }
  }
}

LogicalResult FunctionTerms::bindOutputLoops(linalg::LinalgOp op,
                                             OpOperand *init,
                                             llvm::ArrayRef<smt::Expr> index,
                                             std::vector<smt::Expr> &loops,
                                             smt::Expr &written) {
  AffineMap outMap = op.getMatchingIndexingMap(init);
  for (auto [p, e] : llvm::enumerate(outMap.getResults())) {
    if (auto d = dyn_cast<AffineDimExpr>(e)) {
      smt::Expr &loop = loops[d.getPosition()];
      if (loop.isNull())
        loop = index[p];
      else
        written = written && loop == index[p];
    } else if (auto c = dyn_cast<AffineConstantExpr>(e)) {
      written = written && index[p] == ctx.intConst(c.getValue());
    } else {
      return failWith("no term for " + opName(op) +
                      ": an output map result that is neither a loop nor a "
                      "constant");
    }
  }
  return success();
}

smt::Expr FunctionTerms::foldBodyDefined(const smt::Expr &domain,
                                         const Term &body,
                                         llvm::ArrayRef<Term> others,
                                         llvm::ArrayRef<smt::Expr> accs,
                                         llvm::ArrayRef<smt::Expr> bound) {
  // The body is defined at every point of the domain (reads in bounds):
  // for the unfused function a premise, stated for all points; for the
  // fused one stated at a free point, exact where definedness is negated.
  // (The unfused body's conditions on the accumulator stay trusted: a
  // premise for every accumulator would be too strong.)
  smt::Expr allDefined = body.defined;
  for (const Term &b : others)
    allDefined = allDefined && b.defined;
  if (!trustBodies)
    return domain.implies(allDefined);
  std::vector<smt::Expr> needed;
  for (const smt::Expr &c : ctx.simplify(allDefined).conjuncts())
    if (!c.isTrue() &&
        llvm::none_of(accs, [&](const smt::Expr &a) { return c.mentions(a); }))
      needed.push_back(c);
  if (needed.empty())
    return ctx.boolConst(true);
  return ctx.forall(bound, domain.implies(ctx.all(needed)));
}

FailureOr<Term> FunctionTerms::linalgElement(OpResult result,
                                             llvm::ArrayRef<smt::Expr> index) {
  auto op = cast<linalg::LinalgOp>(result.getOwner());
  unsigned r = result.getResultNumber();
  OpOperand *init = op.getDpsInitOperand(r);
  std::vector<smt::Expr> loops(op.getNumLoops());
  smt::Expr written = ctx.boolConst(true);
  if (failed(bindOutputLoops(op, init, index, loops, written)))
    return failure();
  FailureOr<std::vector<smt::Expr>> loopSize = loopSizes(op);
  if (failed(loopSize))
    return failure();
  // A loop of one iteration is 0 (canonicalization folds its index so).
  for (auto [l, size] : llvm::enumerate(*loopSize))
    if (!loops[l].isNull() && size.numeral() == 1u)
      loops[l] = ctx.intConst(0);
  auto iterators = op.getIteratorTypesArray();
  std::vector<unsigned> reduced;
  for (unsigned l = 0; l < loops.size(); ++l) {
    if (!loops[l].isNull())
      continue;
    // A loop missing from the output map (a reduction, or a parallel loop
    // writing one element several times) folds: every visit reads what
    // the last one wrote. One iteration is that iteration, from the init.
    if ((*loopSize)[l].numeral() == 1u)
      loops[l] = ctx.intConst(0);
    else
      reduced.push_back(l);
  }
  bool reduces = !missingLoops(op, init).empty();
  FailureOr<Term> initTerm = element(init->get(), index);
  if (failed(initTerm))
    return failure();
  Block *body = op.getBlock();
  if (!body)
    return failWith("no term for " + opName(op) + " without a body");
  Value yielded = body->getTerminator()->getOperand(r);
  std::optional<smt::Sort> sort = scalars.sortOf(yielded.getType());
  if (!sort)
    return failWith("no term for " + opName(op) + "'s element type");
  // The accumulator: a variable of the fold, or the init where every
  // reduction loop has one iteration.
  Term acc = *initTerm;
  // The other results' accumulators, where the body reads them: the fold
  // is then one of all results jointly.
  unsigned numInits = op.getNumDpsInits();
  std::vector<Term> others(numInits, acc);
  Payload payload(
      body,
      [&](BlockArgument arg) -> FailureOr<Term> {
        OpOperand &operand = op->getOpOperand(arg.getArgNumber());
        if (op.isDpsInit(&operand) && reduces) {
          if (operand.getOperandNumber() == init->getOperandNumber())
            return acc;
          if (foldedJointly(op, operand, reduced))
            return others[op.getTiedOpResult(&operand).getResultNumber()];
        }
        if (op.isDpsInit(&operand))
          return outsState(op, &operand, loops, 0);
        return readThroughMap(op, operand, loops);
      },
      loops);
  if (reduced.empty()) {
    FailureOr<Term> t = value(yielded, &payload);
    if (failed(t))
      return failure();
    return scalars.choose(written, *t, *initTerm);
  }
  // A fold over the reduction loops in their order from the init value:
  // fold(init, sizes, lambda (r, acc). in domain ? body : acc).
  unsigned depth = ++foldDepth;
  std::vector<smt::Expr> bound, inDomain;
  for (unsigned l : reduced) {
    loops[l] = ctx.intVar(llvm::formatv("r{0}.{1}", depth, l).str());
    scalars.assumeNonNegative(loops[l]); // used under `domain` only
    bound.push_back(loops[l]);
    inDomain.push_back(ctx.intConst(0) <= loops[l]);
    inDomain.push_back(loops[l] < (*loopSize)[l]);
  }
  acc = Term{ctx.var(llvm::formatv("acc{0}", depth).str(), *sort),
             ctx.boolConst(true)};
  std::vector<smt::Expr> accs;
  for (unsigned j = 0; j < numInits; ++j) {
    std::optional<smt::Sort> sj =
        scalars.sortOf(body->getTerminator()->getOperand(j).getType());
    if (!sj)
      return failWith("no term for " + opName(op) + "'s element type");
    others[j] =
        j == r ? acc
               : Term{ctx.var(llvm::formatv("acc{0}.{1}", depth, j).str(), *sj),
                      ctx.boolConst(true)};
    accs.push_back(others[j].value);
  }
  FailureOr<Term> t = value(yielded, &payload);
  JointBodies joint;
  if (succeeded(t) &&
      failed(jointBodies(op, r, reduced, *t, accs, payload, joint)))
    t = failure();
  --foldDepth;
  if (failed(t))
    return failure();
  smt::Expr domain = ctx.all(inDomain);
  bool isJoint = !joint.results.empty();
  smt::Expr bodyDefined = foldBodyDefined(domain, *t, joint.bodies,
                                          isJoint ? joint.accs : accs, bound);
  if (isJoint)
    return jointFold(op, r, joint.results, loops, reduced, *loopSize, bound,
                     joint.accs, joint.bodies, domain, bodyDefined, written,
                     *initTerm);
  if (!t->value.mentions(acc.value)) {
    // A body that ignores its accumulator leaves the last point's value:
    // the init survives only an empty domain (a rewrite may then drop an
    // init the body never reads).
    std::vector<smt::Expr> last;
    for (unsigned l : reduced)
      last.push_back((*loopSize)[l] - ctx.intConst(1));
    Term atLast{ctx.substitute(t->value, bound, last),
                bodyDefined && ctx.substitute(t->defined, bound, last)};
    return scalars.choose(
        written,
        scalars.choose(nonEmptyDomain(ctx, *loopSize, reduced), atLast,
                       *initTerm),
        *initTerm);
  }
  smt::Expr defined = initTerm->defined && bodyDefined;
  // A fold of a few static iterations is written out: exact, and equal
  // to the same iterations under other loop shapes (an expanded
  // reduction dim).
  std::vector<smt::Expr> foldSizes;
  for (unsigned l : reduced)
    foldSizes.push_back((*loopSize)[l]);
  smt::Expr folded =
      fold(initTerm->value, bound, foldSizes, acc.value,
           ctx.ite(domain, t->value, acc.value), yielded.getType());
  return scalars.choose(written, Term{folded, defined}, *initTerm);
}

std::optional<smt::Expr>
FunctionTerms::unrolled(const smt::Expr &init, llvm::ArrayRef<smt::Expr> bound,
                        llvm::ArrayRef<smt::Expr> sizes, const smt::Expr &acc,
                        const smt::Expr &step) {
  if (!unrollFolds)
    return std::nullopt;
  // Points in loop order: the last bound variable varies fastest.
  std::vector<int64_t> extent;
  int64_t points = 1;
  for (const smt::Expr &size : sizes) {
    std::optional<uint64_t> n = ctx.simplify(size).numeral();
    if (!n || *n > kMaxUnrolled)
      return std::nullopt;
    extent.push_back(*n);
    points *= *n;
    if (points > kMaxUnrolled)
      return std::nullopt;
  }
  smt::Expr value = init;
  std::vector<smt::Expr> from(bound), to(bound.size());
  from.push_back(acc);
  to.push_back(acc);
  for (int64_t p = 0; p < points; ++p) {
    for (int64_t k = extent.size(), rest = p; k-- > 0; rest /= extent[k])
      to[k] = ctx.intConst(rest % extent[k]);
    to.back() = value;
    value = ctx.simplify(ctx.substitute(step, from, to));
  }
  return value;
}

smt::Expr FunctionTerms::fold(const smt::Expr &init,
                              llvm::ArrayRef<smt::Expr> bound,
                              llvm::ArrayRef<smt::Expr> sizes,
                              const smt::Expr &acc, const smt::Expr &step,
                              Type type, llvm::StringRef kind) {
  if (std::optional<smt::Expr> v = unrolled(init, bound, sizes, acc, step))
    return *v;
  std::vector<smt::Expr> vars(bound);
  vars.push_back(acc);
  smt::Expr lambda = ctx.lambda(vars, step);
  std::vector<smt::Expr> args{init};
  std::vector<smt::Sort> argSorts{init.sort()};
  for (const smt::Expr &size : sizes) {
    args.push_back(size);
    argSorts.push_back(ctx.intSort());
  }
  args.push_back(lambda);
  argSorts.push_back(lambda.sort());
  std::string typeText;
  llvm::raw_string_ostream os(typeText);
  type.print(os);
  smt::Func f = ctx.function(llvm::formatv("fold.{0}{1}{2}.{3}", kind,
                                           kind.empty() ? "" : ".", typeText,
                                           sizes.size())
                                 .str(),
                             argSorts, init.sort());
  return ctx.apply(f, args);
}

std::vector<unsigned> FunctionTerms::missingLoops(Operation *opaque,
                                                  OpOperand *init) {
  auto op = cast<linalg::LinalgOp>(opaque);
  AffineMap map = op.getMatchingIndexingMap(init);
  std::vector<unsigned> missing;
  for (unsigned l = 0; l < op.getNumLoops(); ++l)
    if (!map.isFunctionOfDim(l))
      missing.push_back(l);
  return missing;
}

FailureOr<Term> FunctionTerms::readThroughMap(Operation *opaque,
                                              OpOperand &operand,
                                              llvm::ArrayRef<smt::Expr> loops) {
  auto op = cast<linalg::LinalgOp>(opaque);
  if (!isa<RankedTensorType>(operand.get().getType()))
    return scalar(operand.get());
  AffineMap map = op.getMatchingIndexingMap(&operand);
  std::vector<smt::Expr> at = encodeMap(ctx, map, loops);
  if (at.size() != map.getNumResults())
    return failWith("no term for " + opName(op) +
                    ": an indexing map without an encoding");
  FailureOr<Term> t = element(operand.get(), at);
  if (failed(t))
    return failure();
  // A result that is a loop is in bounds when the loop sizes agree with
  // the operand (a premise); the others are checked.
  FailureOr<std::vector<smt::Expr>> s = sizes(operand.get());
  if (failed(s))
    return failure();
  smt::Expr defined = t->defined;
  for (auto [p, e] : llvm::enumerate(map.getResults()))
    if (!isa<AffineDimExpr>(e))
      defined = defined && ctx.intConst(0) <= at[p] && at[p] < (*s)[p];
  return Term{t->value, defined};
}

FailureOr<Term> FunctionTerms::outsState(Operation *opaque, OpOperand *init,
                                         llvm::ArrayRef<smt::Expr> loops,
                                         unsigned nesting) {
  auto op = cast<linalg::LinalgOp>(opaque);
  FailureOr<std::vector<smt::Expr>> loopSize = loopSizes(op);
  if (failed(loopSize))
    return failure();
  std::vector<unsigned> missing;
  for (unsigned l : missingLoops(op, init))
    if ((*loopSize)[l].numeral() != 1u)
      missing.push_back(l);
  FailureOr<Term> initial = readThroughMap(op, *init, loops);
  if (missing.empty() || failed(initial))
    return initial; // each element is visited once: the init
  // Visited once per point of the missing loops: at `loops` the element
  // holds what the visits before it (in loop order) wrote, a fold of the
  // result's body over the missing loops up to `loops`.
  if (nesting > 2)
    return failWith("no term for " + opName(op) +
                    ": results reading each other's rewritten outs");
  unsigned depth = ++foldDepth;
  std::vector<smt::Expr> at(loops), bound, inDomain, before;
  for (unsigned l : missing) {
    at[l] = ctx.intVar(llvm::formatv("r{0}.{1}", depth, l).str());
    scalars.assumeNonNegative(at[l]);
    bound.push_back(at[l]);
    inDomain.push_back(ctx.intConst(0) <= at[l]);
    inDomain.push_back(at[l] < (*loopSize)[l]);
  }
  // Lexicographically before `loops` on the missing loops.
  smt::Expr earlier = ctx.boolConst(false), equalSoFar = ctx.boolConst(true);
  for (unsigned l : missing) {
    earlier = earlier || (equalSoFar && at[l] < loops[l]);
    equalSoFar = equalSoFar && at[l] == loops[l];
  }
  unsigned k = op.getTiedOpResult(init).getResultNumber();
  Value yielded = op.getBlock()->getTerminator()->getOperand(k);
  std::optional<smt::Sort> sort = scalars.sortOf(yielded.getType());
  if (!sort)
    return failWith("no term for " + opName(op) + "'s element type");
  smt::Expr acc = ctx.var(llvm::formatv("acc{0}", depth).str(), *sort);
  Payload payload(
      op.getBlock(),
      [&](BlockArgument arg) -> FailureOr<Term> {
        OpOperand &operand = op->getOpOperand(arg.getArgNumber());
        if (&operand == init)
          return Term{acc, ctx.boolConst(true)};
        if (op.isDpsInit(&operand))
          return outsState(op, &operand, at, nesting + 1);
        return readThroughMap(op, operand, at);
      },
      at);
  FailureOr<Term> t = value(yielded, &payload);
  --foldDepth;
  if (failed(t))
    return failure();
  smt::Expr domain = ctx.all(inDomain) && earlier;
  smt::Expr defined = initial->defined;
  if (!trustBodies)
    defined = defined && domain.implies(t->defined);
  std::vector<smt::Expr> foldSizes;
  for (unsigned l : missing)
    foldSizes.push_back((*loopSize)[l]);
  return Term{fold(initial->value, bound, foldSizes, acc,
                   ctx.ite(domain, t->value, acc), yielded.getType()),
              defined};
}

bool FunctionTerms::foldedJointly(linalg::LinalgOp op, OpOperand &init,
                                  llvm::ArrayRef<unsigned> reduced) {
  AffineMap map = op.getMatchingIndexingMap(&init);
  return !reduced.empty() && llvm::none_of(reduced, [&](unsigned l) {
    return map.isFunctionOfDim(l);
  }) && !missingLoops(op, &init).empty();
}

LogicalResult FunctionTerms::jointBodies(linalg::LinalgOp op, unsigned r,
                                         llvm::ArrayRef<unsigned> reduced,
                                         const Term &t,
                                         llvm::ArrayRef<smt::Expr> accs,
                                         Payload &payload, JointBodies &out) {
  std::vector<unsigned> joined;
  for (unsigned j = 0; j < op.getNumDpsInits(); ++j)
    if (j == r || foldedJointly(op, *op.getDpsInitOperand(j), reduced))
      joined.push_back(j);
  if (llvm::none_of(joined, [&](unsigned j) {
        return j != r && t.value.mentions(accs[j]);
      }))
    return success(); // not joint
  Operation *yield = op.getBlock()->getTerminator();
  for (unsigned j : joined) {
    FailureOr<Term> tj =
        j == r ? FailureOr<Term>(t) : value(yield->getOperand(j), &payload);
    if (failed(tj))
      return failure();
    out.bodies.push_back(*tj);
    out.accs.push_back(accs[j]);
  }
  out.results = std::move(joined);
  return success();
}

FailureOr<Term> FunctionTerms::jointFold(
    Operation *opaque, unsigned r, llvm::ArrayRef<unsigned> joined,
    llvm::ArrayRef<smt::Expr> loops, llvm::ArrayRef<unsigned> reduced,
    llvm::ArrayRef<smt::Expr> loopSize, llvm::ArrayRef<smt::Expr> bound,
    llvm::ArrayRef<smt::Expr> accs, llvm::ArrayRef<Term> bodies,
    const smt::Expr &domain, const smt::Expr &bodyDefined,
    const smt::Expr &written, const Term &initTerm) {
  // foldN.k(inits, sizes, steps): result r (the k-th of `joined`) of
  // folding the joined results at once, step j being lambda (r,
  // acc_0..acc_n-1). in domain ? body_j : acc_j. Each init is read at its
  // own output map.
  auto op = cast<linalg::LinalgOp>(opaque);
  unsigned k = llvm::find(joined, r) - joined.begin();
  std::vector<smt::Expr> args, steps, all(bound);
  std::vector<smt::Sort> argSorts;
  smt::Expr defined = bodyDefined;
  smt::Expr nonEmpty = nonEmptyDomain(ctx, loopSize, reduced);
  std::string types;
  llvm::append_range(all, accs);
  for (auto [j, result] : llvm::enumerate(joined)) {
    OpOperand &init = *op.getDpsInitOperand(result);
    AffineMap map = op.getMatchingIndexingMap(&init);
    for (unsigned l : reduced)
      if (map.isFunctionOfDim(l))
        return failWith("no term for " + opName(op) +
                        ": an output map over a reduction loop");
    std::vector<smt::Expr> at = encodeMap(ctx, map, loops);
    if (at.size() != map.getNumResults())
      return failWith("no term for " + opName(op) +
                      ": an indexing map without an encoding");
    FailureOr<Term> initJ =
        result == r ? FailureOr<Term>(initTerm) : element(init.get(), at);
    if (failed(initJ))
      return failure();
    args.push_back(initJ->value);
    argSorts.push_back(accs[j].sort());
    // An init no step reads survives an empty domain only (a rewrite may
    // then drop it); another result's init counts only where some step
    // reads it, and only on a non-empty domain (on an empty one result
    // `r` is its own init).
    bool read = llvm::any_of(bodies, [&acc = accs[j]](const Term &b) {
      return b.value.mentions(acc);
    });
    if (result == r)
      defined = defined && (read ? initJ->defined : nonEmpty || initJ->defined);
    else if (read)
      defined = defined && (!nonEmpty || initJ->defined);
    steps.push_back(ctx.lambda(all, ctx.ite(domain, bodies[j].value, accs[j])));
    llvm::raw_string_ostream os(types);
    os << (j ? "," : "") << getElementTypeOrSelf(init.get());
  }
  // A few static iterations are written out, every result stepping at
  // once.
  int64_t points = 1;
  std::vector<int64_t> extent;
  for (unsigned l : reduced) {
    std::optional<uint64_t> n = ctx.simplify(loopSize[l]).numeral();
    points = n ? points * int64_t(*n) : kMaxUnrolled + 1;
    extent.push_back(n.value_or(0));
  }
  if (unrollFolds && points <= kMaxUnrolled) {
    std::vector<smt::Expr> state(args), to(all.size());
    for (int64_t p = 0; p < points; ++p) {
      for (int64_t k = extent.size(), rest = p; k-- > 0; rest /= extent[k])
        to[k] = ctx.intConst(rest % extent[k]);
      for (auto [j, v] : llvm::enumerate(state))
        to[bound.size() + j] = v;
      for (auto [j, b] : llvm::enumerate(bodies))
        state[j] = ctx.simplify(
            ctx.substitute(ctx.ite(domain, b.value, accs[j]), all, to));
    }
    return scalars.choose(written, Term{state[k], defined}, initTerm);
  }
  for (unsigned l : reduced) {
    args.push_back(loopSize[l]);
    argSorts.push_back(ctx.intSort());
  }
  for (const smt::Expr &step : steps) {
    args.push_back(step);
    argSorts.push_back(step.sort());
  }
  smt::Func fold = ctx.function(
      llvm::formatv("fold.{0}.{1}.{2}", types, reduced.size(), k).str(),
      argSorts, accs[k].sort());
  return scalars.choose(written, Term{ctx.apply(fold, args), defined},
                        initTerm);
}

FailureOr<Term> FunctionTerms::ifElement(scf::IfOp ifOp, Value tensor,
                                         llvm::ArrayRef<smt::Expr> idx) {
  unsigned r = cast<OpResult>(tensor).getResultNumber();
  FailureOr<Term> cond = scalar(ifOp.getCondition());
  if (failed(cond) || ifOp.getElseRegion().empty())
    return failWith("no term for scf.if");
  FailureOr<Term> a = element(ifOp.thenYield().getOperand(r), idx);
  FailureOr<Term> b = element(ifOp.elseYield().getOperand(r), idx);
  if (failed(a) || failed(b))
    return failure();
  Term t = scalars.choose(scalars.holds(cond->value), *a, *b);
  return Term{t.value, t.defined && cond->defined};
}

FailureOr<Term> FunctionTerms::padElement(tensor::PadOp pad,
                                          llvm::ArrayRef<smt::Expr> idx) {
  auto src = sizes(pad.getSource());
  auto low = indices(pad.getMixedLowPad());
  if (failed(src) || failed(low))
    return failure();
  std::vector<smt::Expr> at;
  for (size_t k = 0; k < idx.size(); ++k)
    at.push_back(idx[k] - (*low)[k]);
  smt::Expr inSource = inBounds(at, *src);
  FailureOr<Term> inner = element(pad.getSource(), at);
  FailureOr<Term> padding = regionYield(pad.getRegion(), idx);
  if (failed(inner) || failed(padding))
    return failure();
  return scalars.choose(inSource, *inner, *padding);
}

FailureOr<Term>
FunctionTerms::extractSliceElement(tensor::ExtractSliceOp slice,
                                   llvm::ArrayRef<smt::Expr> idx) {
  auto off = indices(slice.getMixedOffsets());
  auto st = indices(slice.getMixedStrides());
  if (failed(off) || failed(st))
    return failure();
  llvm::SmallBitVector dropped = slice.getDroppedDims();
  std::vector<smt::Expr> at;
  unsigned j = 0;
  for (size_t k = 0; k < off->size(); ++k)
    at.push_back(dropped.test(k) ? (*off)[k] : (*off)[k] + idx[j++] * (*st)[k]);
  return read(slice.getSource(), at);
}

FailureOr<Term>
FunctionTerms::insertSliceElement(tensor::InsertSliceOp insert,
                                  llvm::ArrayRef<smt::Expr> idx) {
  smt::Expr zero = ctx.intConst(0);
  auto off = indices(insert.getMixedOffsets());
  auto s = indices(insert.getMixedSizes());
  auto st = indices(insert.getMixedStrides());
  if (failed(off) || failed(s) || failed(st))
    return failure();
  llvm::SmallBitVector dropped = insert.getDroppedDims();
  std::vector<smt::Expr> box, at;
  for (size_t k = 0; k < idx.size(); ++k) {
    std::optional<uint64_t> stride = (*st)[k].numeral();
    if (!stride || int64_t(*stride) <= 0)
      return failWith("no term for tensor.insert_slice with a dynamic "
                      "stride");
    smt::Expr step = ctx.intConst(int64_t(*stride));
    smt::Expr rel = idx[k] - (*off)[k];
    box.push_back(zero <= rel);
    box.push_back(rel < (*s)[k] * step);
    if (*stride != 1)
      box.push_back(rel.mod(step) == zero);
    if (!dropped.test(k))
      at.push_back(*stride == 1 ? rel : rel.floorDiv(step));
  }
  smt::Expr inBox = ctx.all(box);
  FailureOr<Term> inner = element(insert.getSource(), at);
  FailureOr<Term> outer = element(insert.getDest(), idx);
  if (failed(inner) || failed(outer))
    return failure();
  return scalars.choose(inBox, *inner, *outer);
}

FailureOr<Term>
FunctionTerms::expandShapeElement(tensor::ExpandShapeOp expand, Value tensor,
                                  llvm::ArrayRef<smt::Expr> idx) {
  smt::Expr zero = ctx.intConst(0);
  auto out = sizes(tensor);
  if (failed(out))
    return failure();
  std::vector<smt::Expr> at;
  for (const auto &group : expand.getReassociationIndices()) {
    smt::Expr flat = zero;
    for (int64_t d : group) {
      nonlinear |= !(*out)[d].numeral();
      flat = flat * (*out)[d] + idx[d];
    }
    at.push_back(flat);
  }
  return element(expand.getSrc(), at);
}

FailureOr<Term>
FunctionTerms::collapseShapeElement(tensor::CollapseShapeOp collapse,
                                    llvm::ArrayRef<smt::Expr> idx) {
  auto src = sizes(collapse.getSrc());
  if (failed(src))
    return failure();
  std::vector<smt::Expr> at(src->size());
  for (auto [g, group] : llvm::enumerate(collapse.getReassociationIndices())) {
    smt::Expr rest = idx[g];
    for (int64_t d : llvm::reverse(group)) {
      if (d == group.front()) {
        at[d] = rest;
        break;
      }
      nonlinear |= !(*src)[d].numeral();
      at[d] = rest.mod((*src)[d]);
      rest = rest.floorDiv((*src)[d]);
    }
  }
  return element(collapse.getSrc(), at);
}

FailureOr<Term> FunctionTerms::concatElement(tensor::ConcatOp concat,
                                             llvm::ArrayRef<smt::Expr> idx) {
  smt::Expr zero = ctx.intConst(0);
  uint64_t dim = concat.getDim();
  smt::Expr start = zero;
  std::vector<std::pair<smt::Expr, Term>> pieces;
  for (Value input : concat.getInputs()) {
    auto s = sizes(input);
    if (failed(s))
      return failure();
    std::vector<smt::Expr> at(idx.begin(), idx.end());
    at[dim] = idx[dim] - start;
    FailureOr<Term> t = element(input, at);
    if (failed(t))
      return failure();
    start = start + (*s)[dim];
    pieces.push_back({idx[dim] < start, *t});
  }
  Term result = pieces.back().second;
  for (auto &[cond, t] : llvm::reverse(llvm::ArrayRef(pieces).drop_back()))
    result = scalars.choose(cond, t, result);
  return result;
}

FailureOr<Term> FunctionTerms::insertElement(tensor::InsertOp insert,
                                             llvm::ArrayRef<smt::Expr> idx) {
  auto at = indices(getAsOpFoldResult(insert.getIndices()));
  FailureOr<Term> v = scalar(insert.getScalar());
  FailureOr<Term> outer = element(insert.getDest(), idx);
  if (failed(at) || failed(v) || failed(outer))
    return failure();
  std::vector<smt::Expr> same;
  for (auto [a, b] : llvm::zip(*at, idx))
    same.push_back(a == b);
  smt::Expr hit = ctx.all(same);
  return scalars.choose(hit, *v, *outer);
}

FailureOr<Term> FunctionTerms::constantElement(arith::ConstantOp c,
                                               Value tensor,
                                               llvm::ArrayRef<smt::Expr> idx) {
  smt::Expr yes = ctx.boolConst(true);
  smt::Expr zero = ctx.intConst(0);
  auto dense = dyn_cast<DenseElementsAttr>(c.getValue());
  Type elem = cast<RankedTensorType>(tensor.getType()).getElementType();
  if (!dense || !scalars.sortOf(elem))
    return failWith("no term for a constant tensor's elements");
  auto bitsOf = [](Attribute v) -> std::optional<uint64_t> {
    if (auto i = dyn_cast<IntegerAttr>(v))
      return i.getValue().getZExtValue();
    if (auto f = dyn_cast<FloatAttr>(v))
      return f.getValue().bitcastToAPInt().getZExtValue();
    return std::nullopt;
  };
  if (dense.isSplat()) {
    std::optional<uint64_t> bits = bitsOf(dense.getSplatValue<Attribute>());
    if (!bits)
      return failWith("no term for a constant tensor's elements");
    return Term{scalars.constant(elem, *bits), yes};
  }
  // A small constant: a choice over its row-major position.
  if (dense.getNumElements() > kMaxConstantElements)
    return failWith("no term for a constant tensor of more than " +
                    llvm::Twine(kMaxConstantElements) + " elements");
  auto shape = cast<RankedTensorType>(tensor.getType()).getShape();
  smt::Expr position = zero;
  for (auto [k, i] : llvm::enumerate(idx))
    position = position * ctx.intConst(shape[k]) + i;
  position = ctx.simplify(position);
  std::vector<smt::Expr> values;
  for (Attribute v : dense.getValues<Attribute>()) {
    std::optional<uint64_t> bits = bitsOf(v);
    if (!bits)
      return failWith("no term for a constant tensor's elements");
    values.push_back(scalars.constant(elem, *bits));
  }
  if (std::optional<uint64_t> at = position.numeral();
      at && *at < values.size())
    return Term{values[*at], yes};
  smt::Expr value = values.back();
  for (size_t k = values.size() - 1; k-- > 0;)
    value = ctx.ite(position == ctx.intConst(k), values[k], value);
  return Term{value, yes};
}

FailureOr<Term> FunctionTerms::computeElement(Value tensor,
                                              llvm::ArrayRef<smt::Expr> idx) {
  smt::Expr yes = ctx.boolConst(true);
  if (auto arg = dyn_cast<BlockArgument>(tensor)) {
    if (tiedLoopInit(arg))
      return iterArgElement(arg, idx);
    if (!isa<func::FuncOp>(arg.getOwner()->getParentOp()))
      return failWith("no term for tensors of nested regions");
    return Term{ctx.apply(*inputs.argElements[arg.getArgNumber()], idx), yes};
  }
  Operation *op = tensor.getDefiningOp();
  if (isa<linalg::LinalgOp>(op))
    return linalgElement(cast<OpResult>(tensor), idx);
  if (isTileLoop(op))
    return loopElement(cast<OpResult>(tensor), idx);
  if (auto ifOp = dyn_cast<scf::IfOp>(op))
    return ifElement(ifOp, tensor, idx);
  if (auto pad = dyn_cast<tensor::PadOp>(op))
    return padElement(pad, idx);
  if (auto slice = dyn_cast<tensor::ExtractSliceOp>(op))
    return extractSliceElement(slice, idx);
  if (auto insert = dyn_cast<tensor::InsertSliceOp>(op))
    return insertSliceElement(insert, idx);
  if (auto expand = dyn_cast<tensor::ExpandShapeOp>(op))
    return expandShapeElement(expand, tensor, idx);
  if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(op))
    return collapseShapeElement(collapse, idx);
  if (auto concat = dyn_cast<tensor::ConcatOp>(op))
    return concatElement(concat, idx);
  if (isa<tensor::EmptyOp>(op)) {
    Type elem = cast<RankedTensorType>(tensor.getType()).getElementType();
    if (!scalars.sortOf(elem))
      return failWith("no term for tensor.empty's element type");
    return Term{scalars.unwritten(elem), ctx.boolConst(false)};
  }
  if (auto castOp = dyn_cast<tensor::CastOp>(op))
    return element(castOp.getSource(), idx);
  if (auto generate = dyn_cast<tensor::GenerateOp>(op))
    return regionYield(generate.getBody(), idx);
  if (auto splat = dyn_cast<tensor::SplatOp>(op))
    return scalar(splat.getInput());
  if (auto insert = dyn_cast<tensor::InsertOp>(op))
    return insertElement(insert, idx);
  if (auto c = dyn_cast<arith::ConstantOp>(op))
    return constantElement(c, tensor, idx);
  return failWith("no term for " + opName(op));
}
