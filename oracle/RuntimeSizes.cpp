//===- RuntimeSizes.cpp ---------------------------------------------------===//
#include "oracle/RuntimeSizes.h"
#include "oracle/Signature.h"
#include "oracle/smt/AffineEncoding.h"
#include "oracle/smt/Smt.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace fusefuzz;

namespace {

/// The shape constraints of one function, as SMT integers: one term per
/// dim of every tensor value and per index value.
class ShapeSystem {
public:
  ShapeSystem() : solver(ctx, /*timeoutMs=*/2000) {}

  void addFunction(func::FuncOp func);
  smt::Solver &getSolver() { return solver; }
  smt::Context &getContext() { return ctx; }
  smt::Expr index(Value v);
  const std::vector<smt::Expr> &dims(Value v);

private:
  smt::Expr fresh(llvm::StringRef kind, int64_t lo);
  smt::Expr fold(OpFoldResult ofr) {
    if (auto attr = dyn_cast<Attribute>(ofr))
      return ctx.intConst(cast<IntegerAttr>(attr).getInt());
    return index(cast<Value>(ofr));
  }
  smt::Expr product(llvm::ArrayRef<smt::Expr> items) {
    smt::Expr p = ctx.intConst(1);
    for (const smt::Expr &e : items)
      p = p * e;
    return p;
  }
  void sameDims(Value a, Value b);
  /// A reshape's collapsed dim `i` is the product of the expanded dims of
  /// its group.
  void tieGroups(const std::vector<smt::Expr> &collapsed,
                 const std::vector<smt::Expr> &expanded,
                 llvm::ArrayRef<ReassociationIndices> groups) {
    for (auto [i, group] : llvm::enumerate(groups)) {
      std::vector<smt::Expr> parts;
      for (int64_t j : group)
        parts.push_back(expanded[j]);
      solver.add(collapsed[i] == product(parts));
    }
  }
  void addOp(Operation *op);
  void addLinalg(linalg::LinalgOp op);

  smt::Context ctx;
  smt::Solver solver;
  llvm::DenseMap<Value, smt::Expr> indices;
  llvm::DenseMap<Value, std::vector<smt::Expr>> shapes;
  unsigned counter = 0;
};

} // namespace

smt::Expr ShapeSystem::fresh(llvm::StringRef kind, int64_t lo) {
  smt::Expr v = ctx.intVar((kind + llvm::Twine(counter++)).str());
  solver.add(ctx.intConst(lo) <= v);
  solver.add(v <= ctx.intConst(kMaxElements));
  return v;
}

smt::Expr ShapeSystem::index(Value v) {
  auto it = indices.find(v);
  if (it != indices.end())
    return it->second;
  smt::Expr e;
  if (auto c = v.getDefiningOp<arith::ConstantIndexOp>())
    e = ctx.intConst(c.value());
  else
    e = ctx.intVar(("i" + llvm::Twine(counter++)).str());
  indices[v] = e;
  return e;
}

const std::vector<smt::Expr> &ShapeSystem::dims(Value v) {
  auto it = shapes.find(v);
  if (it != shapes.end())
    return it->second;
  std::vector<smt::Expr> d;
  if (auto type = dyn_cast<RankedTensorType>(v.getType()))
    for (int64_t size : type.getShape())
      d.push_back(ShapedType::isDynamic(size) ? fresh("d", 1)
                                              : ctx.intConst(size));
  return shapes[v] = std::move(d);
}

void ShapeSystem::sameDims(Value a, Value b) {
  const std::vector<smt::Expr> &da = dims(a);
  const std::vector<smt::Expr> &db = dims(b);
  for (size_t i = 0; i < da.size() && i < db.size(); ++i)
    solver.add(da[i] == db[i]);
}

/// Every operand map result that is a plain loop dim fixes that loop's
/// extent; any other in-bounds access (a constant, `d0 + d1`, `2 * d0`)
/// stays inside the operand at the first and the last point of the loops.
void ShapeSystem::addLinalg(linalg::LinalgOp op) {
  unsigned numLoops = op.getNumLoops();
  std::vector<smt::Expr> extents, first, last;
  for (unsigned i = 0; i < numLoops; ++i) {
    extents.push_back(fresh("l", 1));
    first.push_back(ctx.intConst(0));
    last.push_back(extents.back() - ctx.intConst(1));
  }
  for (OpOperand &operand : op->getOpOperands()) {
    if (!isa<RankedTensorType>(operand.get().getType()))
      continue;
    AffineMap map = op.getMatchingIndexingMap(&operand);
    const std::vector<smt::Expr> operandDims = dims(operand.get());
    for (auto [k, expr] : llvm::enumerate(map.getResults())) {
      if (k >= operandDims.size())
        break;
      if (auto dim = dyn_cast<AffineDimExpr>(expr)) {
        solver.add(operandDims[k] == extents[dim.getPosition()]);
        continue;
      }
      smt::Expr lo = encodeAffine(ctx, expr, first);
      smt::Expr hi = encodeAffine(ctx, expr, last);
      if (lo.isNull() || hi.isNull())
        continue;
      solver.add(ctx.intConst(0) <= lo && lo < operandDims[k]);
      solver.add(ctx.intConst(0) <= hi && hi < operandDims[k]);
    }
  }
  for (auto [result, init] :
       llvm::zip(op->getResults(), op.getDpsInitsMutable()))
    sameDims(result, init.get());
}

void ShapeSystem::addOp(Operation *op) {
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op))
    return addLinalg(linalgOp);
  if (auto dim = dyn_cast<tensor::DimOp>(op)) {
    std::optional<int64_t> k = dim.getConstantIndex();
    const std::vector<smt::Expr> &d = dims(dim.getSource());
    if (k && *k >= 0 && size_t(*k) < d.size())
      solver.add(index(dim.getResult()) == d[*k]);
    return;
  }
  if (auto empty = dyn_cast<tensor::EmptyOp>(op)) {
    const std::vector<smt::Expr> d = dims(empty.getResult());
    for (auto [i, size] : llvm::enumerate(empty.getMixedSizes()))
      solver.add(d[i] == fold(size));
    return;
  }
  if (auto expand = dyn_cast<tensor::ExpandShapeOp>(op)) {
    const std::vector<smt::Expr> src = dims(expand.getSrc());
    const std::vector<smt::Expr> res = dims(expand.getResult());
    for (auto [i, size] : llvm::enumerate(expand.getMixedOutputShape()))
      solver.add(res[i] == fold(size));
    return tieGroups(src, res, expand.getReassociationIndices());
  }
  if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(op))
    return tieGroups(dims(collapse.getResult()), dims(collapse.getSrc()),
                     collapse.getReassociationIndices());
  if (auto pad = dyn_cast<tensor::PadOp>(op)) {
    const std::vector<smt::Expr> src = dims(pad.getSource());
    const std::vector<smt::Expr> res = dims(pad.getResult());
    for (auto [i, low, high] :
         llvm::enumerate(pad.getMixedLowPad(), pad.getMixedHighPad())) {
      smt::Expr lo = fold(low), hi = fold(high);
      solver.add(ctx.intConst(0) <= lo && ctx.intConst(0) <= hi);
      solver.add(res[i] == lo + src[i] + hi);
    }
    return;
  }
  if (auto concat = dyn_cast<tensor::ConcatOp>(op)) {
    const std::vector<smt::Expr> res = dims(concat.getResult());
    int64_t axis = concat.getDim();
    smt::Expr sum = ctx.intConst(0);
    for (Value input : concat.getInputs()) {
      const std::vector<smt::Expr> in = dims(input);
      for (size_t i = 0; i < res.size(); ++i)
        if (int64_t(i) != axis)
          solver.add(in[i] == res[i]);
      sum = sum + in[axis];
    }
    solver.add(res[axis] == sum);
    return;
  }
  if (auto cast = dyn_cast<tensor::CastOp>(op))
    return sameDims(cast.getSource(), cast.getResult());
  if (auto slice = dyn_cast<tensor::ExtractSliceOp>(op)) {
    const std::vector<smt::Expr> src = dims(slice.getSource());
    const std::vector<smt::Expr> res = dims(slice.getResult());
    for (auto [i, offset, size] :
         llvm::enumerate(slice.getMixedOffsets(), slice.getMixedSizes()))
      solver.add(fold(offset) + fold(size) <= src[i]);
    if (res.size() == src.size())
      for (auto [i, size] : llvm::enumerate(slice.getMixedSizes()))
        solver.add(res[i] == fold(size));
    return;
  }
  if (auto insert = dyn_cast<tensor::InsertSliceOp>(op)) {
    const std::vector<smt::Expr> dest = dims(insert.getDest());
    for (auto [i, offset, size] :
         llvm::enumerate(insert.getMixedOffsets(), insert.getMixedSizes()))
      solver.add(fold(offset) + fold(size) <= dest[i]);
    return sameDims(insert.getResult(), insert.getDest());
  }
  if (op->getNumResults() != 1 || !op->getResult(0).getType().isIndex() ||
      op->getNumOperands() != 2)
    return;
  smt::Expr a = index(op->getOperand(0)), b = index(op->getOperand(1));
  smt::Expr r = index(op->getResult(0));
  if (isa<arith::AddIOp>(op))
    solver.add(r == a + b);
  else if (isa<arith::SubIOp>(op))
    solver.add(r == a - b);
  else if (isa<arith::MulIOp>(op))
    solver.add(r == a * b);
}

void ShapeSystem::addFunction(func::FuncOp func) {
  for (Operation &op : func.getBody().front())
    addOp(&op);
}

/// Preferred sizes, tried in turn from a different start for each
/// argument so that neighbouring dims differ.
static constexpr int64_t kDimPreferences[] = {5, 3, 4, 6, 2, 7};
static constexpr int64_t kIndexPreferences[] = {2, 1, 3, 0};

/// Keeps the first of these that the constraints allow: `v` equal to one
/// of `values` (starting at `start`), else at most kMaxSolvedSize, else at
/// most 64. A size the ops force to be large (an expand_shape's product)
/// stays free.
template <size_t N>
static void prefer(smt::Solver &solver, smt::Context &ctx, const smt::Expr &v,
                   const int64_t (&values)[N], unsigned start) {
  auto keepIf = [&](const smt::Expr &e) {
    solver.push();
    solver.add(e);
    if (solver.check() == smt::Result::Sat)
      return true; // keep the scope
    solver.pop();
    return false;
  };
  for (size_t k = 0; k < N; ++k)
    if (keepIf(v == ctx.intConst(values[(start + k) % N])))
      return;
  if (!keepIf(v <= ctx.intConst(kMaxSolvedSize)))
    keepIf(v <= ctx.intConst(64));
}

bool fusefuzz::solveRuntimeSizes(func::FuncOp func, std::string &note,
                                 std::string &error) {
  FunctionType type = func.getFunctionType();
  // Arguments whose runtime sizes are missing; nothing to do without one.
  llvm::SmallVector<unsigned> missing;
  for (auto [i, t] : llvm::enumerate(type.getInputs())) {
    auto tensor = dyn_cast<RankedTensorType>(t);
    if (t.isIndex() && !func.getArgAttr(i, "fusefuzz.value"))
      missing.push_back(i);
    else if (tensor && !tensor.hasStaticShape() &&
             !func.getArgAttr(i, "fusefuzz.shape"))
      missing.push_back(i);
  }
  if (missing.empty())
    return true;

  ShapeSystem system;
  smt::Context &ctx = system.getContext();
  smt::Solver &solver = system.getSolver();
  Block &entry = func.getBody().front();
  // Recorded sizes are facts; argument values are bounded.
  for (auto [i, t] : llvm::enumerate(type.getInputs())) {
    Value arg = entry.getArgument(i);
    if (t.isIndex()) {
      smt::Expr v = system.index(arg);
      solver.add(ctx.intConst(0) <= v && v <= ctx.intConst(64));
      if (auto attr = func.getArgAttrOfType<IntegerAttr>(i, "fusefuzz.value"))
        solver.add(v == ctx.intConst(attr.getInt()));
      continue;
    }
    if (!isa<RankedTensorType>(t))
      continue;
    const std::vector<smt::Expr> &d = system.dims(arg);
    if (auto attr =
            func.getArgAttrOfType<DenseI64ArrayAttr>(i, "fusefuzz.shape"))
      for (size_t k = 0; k < d.size() && k < size_t(attr.size()); ++k)
        solver.add(d[k] == ctx.intConst(attr[k]));
    smt::Expr elements = ctx.intConst(1);
    for (const smt::Expr &e : d)
      elements = elements * e;
    solver.add(elements <= ctx.intConst(kMaxElements));
  }
  system.addFunction(func);
  smt::Result r = solver.check();
  if (r != smt::Result::Sat) {
    error = r == smt::Result::Unsat
                ? "no runtime sizes fit the shapes of the case's ops "
                  "(dynamic dims and index arguments are tied by them)"
                : "solving for runtime sizes timed out: give every dynamic "
                  "argument a fusefuzz.shape (index: fusefuzz.value) "
                  "attribute";
    return false;
  }
  unsigned start = 0;
  for (unsigned i : missing) {
    Value arg = entry.getArgument(i);
    if (arg.getType().isIndex()) {
      prefer(solver, ctx, system.index(arg), kIndexPreferences, start++);
      continue;
    }
    auto tensor = cast<RankedTensorType>(arg.getType());
    for (auto [k, e] : llvm::enumerate(system.dims(arg)))
      if (tensor.isDynamicDim(k))
        prefer(solver, ctx, e, kDimPreferences, start++);
  }
  if (solver.check() != smt::Result::Sat) {
    error = "solving for runtime sizes failed after choosing preferred sizes";
    return false;
  }
  Builder b(func.getContext());
  llvm::SmallVector<std::string> chosen;
  for (unsigned i : missing) {
    Value arg = entry.getArgument(i);
    if (arg.getType().isIndex()) {
      int64_t v = solver.value(system.index(arg)).value_or(0);
      func.setArgAttr(i, "fusefuzz.value", b.getI64IntegerAttr(v));
      chosen.push_back(llvm::formatv("arg{0}={1}", i, v));
      continue;
    }
    llvm::SmallVector<int64_t> shape;
    for (const smt::Expr &e : system.dims(arg))
      shape.push_back(solver.value(e).value_or(1));
    func.setArgAttr(i, "fusefuzz.shape", b.getDenseI64ArrayAttr(shape));
    chosen.push_back(llvm::formatv(
        "arg{0}=[{1}]", i,
        llvm::join(
            llvm::map_range(shape, [](int64_t s) { return std::to_string(s); }),
            ", ")));
  }
  note = "runtime sizes solved from the shapes of the ops: " +
         llvm::join(chosen, ", ");
  return true;
}
