//===- SizeEqualities.cpp - Sizes solved from linear equalities -----------===//

#include "oracle/equiv/SizeEqualities.h"

#include <map>

using namespace fusefuzz;
using namespace fusefuzz::equiv;

namespace {
/// `constant + sum of coefficient * vars[k]`.
struct Linear {
  int64_t constant = 0;
  std::map<size_t, int64_t> coefficients; // by index into vars

  void add(const Linear &o, int64_t scale) {
    constant += scale * o.constant;
    for (auto [k, c] : o.coefficients)
      if ((coefficients[k] += scale * c) == 0)
        coefficients.erase(k);
  }
};
} // namespace

/// `e` as a linear form over `vars`; nullopt where it is not one (a
/// product of two variables, a division, a choice, another variable).
static std::optional<Linear> linearForm(const smt::Expr &e,
                                        llvm::ArrayRef<smt::Expr> vars) {
  Linear out;
  if (std::optional<uint64_t> n = e.numeral()) {
    out.constant = static_cast<int64_t>(*n);
    return out;
  }
  for (auto [k, v] : llvm::enumerate(vars))
    if (v.same(e)) {
      out.coefficients[k] = 1;
      return out;
    }
  std::string name = e.functionName();
  std::vector<smt::Expr> args = e.arguments();
  if (name == "+" || (name == "-" && !args.empty())) {
    for (auto [k, a] : llvm::enumerate(args)) {
      std::optional<Linear> term = linearForm(a, vars);
      if (!term)
        return std::nullopt;
      bool negated = name == "-" && (k > 0 || args.size() == 1);
      out.add(*term, negated ? -1 : 1);
    }
    return out;
  }
  if (name == "*" && args.size() == 2) {
    std::optional<uint64_t> scale = args[0].numeral();
    std::optional<Linear> term = linearForm(args[1], vars);
    if (!scale || !term)
      return std::nullopt;
    out.add(*term, static_cast<int64_t>(*scale));
    return out;
  }
  return std::nullopt;
}

SizeSolution equiv::solveSizeEqualities(smt::Context &ctx,
                                        llvm::ArrayRef<smt::Expr> conditions,
                                        llvm::ArrayRef<smt::Expr> vars) {
  SizeSolution s;
  for (const smt::Expr &c : conditions) {
    smt::Expr resolved = s.from.empty()
                             ? ctx.simplify(c)
                             : ctx.simplify(ctx.substitute(c, s.from, s.to));
    auto eq = resolved.asEquality();
    if (!eq || !eq->first.isInt())
      continue;
    std::optional<Linear> lhs = linearForm(eq->first, vars);
    std::optional<Linear> rhs = linearForm(eq->second, vars);
    if (!lhs || !rhs)
      continue;
    lhs->add(*rhs, -1); // lhs - rhs == 0
    // The last variable with a unit coefficient (the later arguments:
    // high pad amounts, the dims of later operands).
    auto pivot = llvm::find_if(llvm::reverse(lhs->coefficients), [](auto kc) {
      return kc.second == 1 || kc.second == -1;
    });
    if (pivot == lhs->coefficients.rend())
      continue;
    auto [k, unit] = *pivot;
    // vars[k] = -(rest) / unit = -unit * rest.
    smt::Expr value = ctx.intConst(-unit * lhs->constant);
    for (auto [j, coefficient] : lhs->coefficients)
      if (j != k)
        value = value + ctx.intConst(-unit * coefficient) * vars[j];
    value = ctx.simplify(value);
    for (smt::Expr &t : s.to)
      t = ctx.simplify(ctx.substitute(t, {vars[k]}, {value}));
    s.from.push_back(vars[k]);
    s.to.push_back(value);
  }
  return s;
}
