//===- Remainders.cpp - Remainders by symbolic divisors as quotients -----===//
//
// Context::withRemaindersAsQuotients. A reshape of dynamic dims reads an
// element through an index delinearized and linearized again: with
// B = 5 + n and C = 4 + m, `q*(C*B) + r*B + i mod B` where
// `q = (i div B) div C` and `r = (i div B) mod C`, which is `i`. Z3 sees
// products of sizes and quotients (nonlinear) and rarely shows that within
// a campaign's budget. With each remainder by a positive divisor written
// as what it is, `x - B * (x div B)`, and the products multiplied out, the
// terms cancel.
//
//===----------------------------------------------------------------------===//
#include "oracle/smt/NodeWalk.h"
#include "oracle/smt/Smt.h"

using namespace fusefuzz::smt;

namespace {
/// The decl kind of an application; -1 for any other term.
int kindOf(Z3_context ctx, Z3_ast a) {
  if (Z3_get_ast_kind(ctx, a) != Z3_APP_AST)
    return -1;
  return Z3_get_decl_kind(ctx, Z3_get_app_decl(ctx, Z3_to_app(ctx, a)));
}

/// Whether `a` is a quotient or remainder by a divisor that is no numeral.
bool bySymbolicDivisor(Z3_context ctx, Z3_ast a) {
  int kind = kindOf(ctx, a);
  return (kind == Z3_OP_IDIV || kind == Z3_OP_MOD) &&
         !Z3_is_numeral_ast(ctx, Z3_get_app_arg(ctx, Z3_to_app(ctx, a), 1));
}

/// The quotients and remainders by symbolic divisors in `terms`, each once.
size_t countBySymbolicDivisors(Z3_context ctx, llvm::ArrayRef<Z3_ast> terms) {
  llvm::DenseSet<Z3_ast> found;
  for (Z3_ast t : terms)
    forEachNode(ctx, t, [&](Z3_ast a) {
      if (bySymbolicDivisor(ctx, a))
        found.insert(a);
      return true;
    });
  return found.size();
}
} // namespace

std::optional<std::vector<Expr>> Context::withRemaindersAsQuotients(
    llvm::ArrayRef<Expr> terms,
    llvm::function_ref<bool(const Expr &divisor)> positive) {
  auto count = [&](llvm::ArrayRef<Expr> of) {
    std::vector<Z3_ast> roots;
    for (const Expr &t : of)
      roots.push_back(t.ast);
    return countBySymbolicDivisors(ctx, roots);
  };
  size_t before = count(terms);
  // The terms with the remainders by `divisors` (all, where null) written
  // as quotients; the divisors rewritten into `used`.
  auto rewrite = [&](const llvm::DenseSet<Z3_ast> *divisors,
                     std::vector<Expr> &used) {
    std::vector<Expr> rewritten;
    llvm::DenseSet<Z3_ast> seen;
    for (const Expr &t : terms) {
      bool here = false;
      Expr r = rebuildBottomUp(
          t, [&](const Expr &node, bool) -> std::optional<Expr> {
            if (kindOf(ctx, node.ast) != Z3_OP_MOD ||
                !bySymbolicDivisor(ctx, node.ast))
              return std::nullopt;
            Z3_app app = Z3_to_app(ctx, node.ast);
            Expr x(ctx, Z3_get_app_arg(ctx, app, 0));
            Expr divisor(ctx, Z3_get_app_arg(ctx, app, 1));
            if (divisor.hasFreeVariables() ||
                (divisors && !divisors->contains(divisor.ast)))
              return std::nullopt;
            if (seen.insert(divisor.ast).second)
              used.push_back(divisor);
            here = true;
            return x - divisor * x.floorDiv(divisor);
          });
      rewritten.push_back(here ? asPolynomial(r) : r);
    }
    return rewritten;
  };
  if (!before)
    return std::nullopt;
  // Rewritten first as if every divisor were positive, they are asked
  // about only where that cancels some (the solver's state unchanged
  // otherwise).
  std::vector<Expr> used;
  std::vector<Expr> rewritten = rewrite(nullptr, used);
  if (used.empty() || count(rewritten) >= before)
    return std::nullopt;
  llvm::DenseSet<Z3_ast> positives;
  for (const Expr &d : used)
    if (positive(d))
      positives.insert(d.ast);
  if (positives.size() == used.size())
    return rewritten;
  if (positives.empty())
    return std::nullopt;
  std::vector<Expr> again;
  rewritten = rewrite(&positives, again);
  if (count(rewritten) >= before)
    return std::nullopt;
  return rewritten;
}
