//===- RuntimeSizes.cpp ---------------------------------------------------===//
#include "oracle/pipeline/RuntimeSizes.h"
#include "oracle/equiv/ElementTerms.h"
#include "oracle/exec/Signature.h"

#include "mlir/IR/Builders.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace fusefuzz;

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

/// The runtime size terms of argument `i`: its dims, or its value (index).
static std::vector<smt::Expr> argumentSizes(const equiv::FunctionInputs &in,
                                            unsigned i) {
  if (in.scalarArgs[i])
    return {in.scalarArgs[i]->value};
  return in.argSizes[i];
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

  // What the ops need of the sizes is what the end-to-end proof takes for
  // the unfused function's premises (equiv::FunctionTerms::wellDefined):
  // one model of the ops' shapes.
  smt::Context ctx;
  equiv::ScalarTerms scalars(ctx);
  equiv::FunctionInputs inputs(scalars, func);
  if (!inputs.ok) {
    error = "solving for runtime sizes: " + inputs.why;
    return false;
  }
  equiv::FunctionTerms terms(scalars, inputs, /*trustBodies=*/true);
  terms.collectConditions(func);
  smt::Solver solver(ctx, /*timeoutMs=*/2000);
  solver.add(inputs.assumptions);
  solver.add(terms.wellDefined());
  // Recorded sizes are facts; the others are bounded: dims at least 1,
  // index values up to 64, every argument within the element limit.
  for (auto [i, t] : llvm::enumerate(type.getInputs())) {
    std::vector<smt::Expr> sizes = argumentSizes(inputs, i);
    if (t.isIndex()) {
      solver.add(ctx.intConst(0) <= sizes[0] && sizes[0] <= ctx.intConst(64));
      if (auto attr = func.getArgAttrOfType<IntegerAttr>(i, "fusefuzz.value"))
        solver.add(sizes[0] == ctx.intConst(attr.getInt()));
      continue;
    }
    auto tensor = dyn_cast<RankedTensorType>(t);
    if (!tensor)
      continue;
    auto recorded =
        func.getArgAttrOfType<DenseI64ArrayAttr>(i, "fusefuzz.shape");
    smt::Expr elements = ctx.intConst(1);
    for (auto [k, size] : llvm::enumerate(sizes)) {
      if (recorded && k < size_t(recorded.size()))
        solver.add(size == ctx.intConst(recorded[k]));
      else if (tensor.isDynamicDim(k))
        solver.add(ctx.intConst(1) <= size);
      elements = elements * size;
    }
    solver.add(elements <= ctx.intConst(kMaxElements));
  }
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
    std::vector<smt::Expr> sizes = argumentSizes(inputs, i);
    if (type.getInput(i).isIndex()) {
      prefer(solver, ctx, sizes[0], kIndexPreferences, start++);
      continue;
    }
    auto tensor = cast<RankedTensorType>(type.getInput(i));
    for (auto [k, size] : llvm::enumerate(sizes))
      if (tensor.isDynamicDim(k))
        prefer(solver, ctx, size, kDimPreferences, start++);
  }
  if (solver.check() != smt::Result::Sat) {
    error = "solving for runtime sizes failed after choosing preferred sizes";
    return false;
  }
  Builder b(func.getContext());
  llvm::SmallVector<std::string> chosen;
  for (unsigned i : missing) {
    std::vector<smt::Expr> sizes = argumentSizes(inputs, i);
    if (type.getInput(i).isIndex()) {
      int64_t v = solver.value(sizes[0]).value_or(0);
      func.setArgAttr(i, "fusefuzz.value", b.getI64IntegerAttr(v));
      chosen.push_back(llvm::formatv("arg{0}={1}", i, v));
      continue;
    }
    llvm::SmallVector<int64_t> shape;
    for (const smt::Expr &size : sizes)
      shape.push_back(solver.value(size).value_or(1));
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
